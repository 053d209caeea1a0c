import Foundation

/// A view that shows an image, or a sequence of images as a frame animation
/// (Apple's `UIImageView`).
///
/// As on iOS the image is not drawn by `draw(_:)`: it becomes the layer's
/// `contents`, with the layer's `contentsGravity` from `contentMode` and its
/// `contentsScale` from the image's `scale`, so the compositor scales and
/// places it. A template image (`renderingMode == .alwaysTemplate`) is shown
/// as its alpha filled with `tintColor`, re-made when the tint changes.
///
/// Frame animations (`animationImages`, `startAnimating()`) and animated
/// images (`UIImage.animatedImage(with:duration:)`) are shown as iOS shows
/// them: a discrete `CAKeyframeAnimation` of `"contents"` on the layer (see
/// UIImageView+Animation.swift), so the render server flips the frames.
///
/// Defaults are Apple's: `isUserInteractionEnabled` false, `contentMode`
/// `.scaleToFill`, not opaque. Not provided: symbol images and
/// `preferredSymbolConfiguration`, image effects, `adjustsImageSizeForAccessibilityContentSizeCategory`.
@MainActor open class UIImageView: UIView {
    /// The image shown when not highlighted (nil by default). Not animatable;
    /// a change shows at once (a transition can animate it).
    open var image: UIImage? { didSet { imageDidChange() } }

    /// The image shown while `isHighlighted` (nil: `image` is shown).
    open var highlightedImage: UIImage? { didSet { imageDidChange() } }

    /// Whether the view shows its highlighted image and frames (false by default).
    open var isHighlighted: Bool = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            imageDidChange()
            if isAnimating { startAnimating() }
        }
    }

    /// The frames of the frame animation (nil by default). Changing them
    /// while animating stops the animation, as on iOS.
    open var animationImages: [UIImage]? {
        didSet { if isAnimating && !isHighlighted { stopAnimating() } }
    }

    /// The frames used while `isHighlighted` (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]? {
        didSet { if isAnimating && isHighlighted { stopAnimating() } }
    }

    /// The time one pass through the frames takes, in seconds. 0 (the
    /// default) means the number of frames × 1/30 s, as Apple documents.
    /// Negative or non-finite values count as 0, with a one-time diagnostic.
    open var animationDuration: TimeInterval = 0 {
        didSet {
            if !animationDuration.isFinite || animationDuration < 0 {
                CGDiagnostics.reportOnce("UIImageView.animationDuration = \(animationDuration); 0 is used", about: self)
                animationDuration = 0
            }
        }
    }

    /// How many passes the frame animation makes; 0 (the default) repeats
    /// forever. Negative values count as 0, with a one-time diagnostic.
    open var animationRepeatCount: Int = 0 {
        didSet {
            if animationRepeatCount < 0 {
                CGDiagnostics.reportOnce("UIImageView.animationRepeatCount = \(animationRepeatCount); 0 (forever) is used",
                                         about: self)
                animationRepeatCount = 0
            }
        }
    }

    /// Whether the frame animation started by `startAnimating()` is running:
    /// false again once a finite animation has made its passes, or after
    /// `stopAnimating()`.
    open var isAnimating: Bool { frameAnimation != nil }

    /// The running frame animation's token (nil when none runs).
    var frameAnimation: FrameAnimationToken?

    /// Creates an image view showing `image`, sized to it (Apple's `init(image:)`).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange()        // observers do not run for the class's own initializers
    }

    /// Creates an image view with an image and a highlighted image, sized to
    /// the image (Apple's `init(image:highlightedImage:)`).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        imageDidChange()
    }

    /// Creates an image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureImageView()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureImageView()
    }

    private func configureImageView() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Does nothing for the view's own layer: its contents are the image,
    /// never a drawn backing store (iOS image views have none either). This
    /// also keeps the base class's first display of the class — which may
    /// clear the contents while it finds out whether the class draws — away
    /// from the image.
    open override func display(_ layer: CALayer) {
        if layer !== self.layer { super.display(layer) }
    }

    /// The image's size (`UIView.noIntrinsicMetric` in both dimensions without an image).
    open override var intrinsicContentSize: CGSize {
        guard let shown = shownImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The image's size (zero without an image), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// Re-tints a template image.
    open override func tintColorDidChange() {
        if shownImage?.renderingMode == .alwaysTemplate { imageDidChange() }
    }

    /// The image that is shown now: the highlighted one when highlighted and set.
    var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// Puts the shown image into the layer: contents, scale, and — for an
    /// animated image — its looping contents animation.
    func imageDidChange() {
        let shown = shownImage
        layer.contents = shown.flatMap { contentsImage(of: $0) }
        if let shown { layer.contentsScale = shown.scale }
        updateAnimatedImage(shown)
        if layoutState.hasRecord { invalidateIntrinsicContentSize() }
    }

    /// The pixels to show for `image`: tinted for a template image.
    func contentsImage(of image: UIImage) -> CGImage? {
        guard let cg = image.cgImage else { return nil }
        guard image.renderingMode == .alwaysTemplate else { return cg }
        return UIImageView.tinted(image, with: tintColor ?? .systemBlue) ?? cg
    }

    /// `image`'s alpha filled with `color`, at the image's pixel size.
    static func tinted(_ image: UIImage, with color: UIColor) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        format.opaque = false
        let size = image.size
        guard size.width > 0, size.height > 0 else { return nil }
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        return renderer.image { ctx in
            image.draw(in: CGRect(origin: .zero, size: size), context: ctx.cgContext, blendMode: .normal,
                       alpha: 1, tintColor: color)
        }.cgImage
    }
}
