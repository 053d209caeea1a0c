import Foundation

/// An immutable image, UIKit's `UIImage`: a `CGImage` with a point scale, an
/// orientation, and UIKit's extras — animation frames, cap insets for
/// resizing and a rendering mode.
///
/// Sizes are in points: `size` is the pixel size divided by `scale` (with
/// width and height swapped for the left/right orientations). Loading
/// (`init?(named:)`, `init?(contentsOfFile:)`, `init?(data:)`) reads PNG
/// through the Codecs module; other formats give nil. Images are immutable
/// and `Sendable`, as Apple's.
///
/// Not provided: SF Symbols and `SymbolConfiguration`, asset catalogs and
/// trait collections, `CIImage`-backed images, JPEG/HEIC, pattern colours.
open class UIImage: NSObject, @unchecked Sendable {
    // Every stored property is an immutable `let` of a Sendable type.

    /// The pixels (Apple's `cgImage`); nil for an empty image (`UIImage()`).
    /// An animated image answers its first frame's pixels here.
    public let cgImage: CGImage?
    /// Pixels per point (Apple's `scale`): 1, or 2 or 3 for "@2x"/"@3x" files.
    public let scale: CGFloat
    /// How the pixels are turned for display (Apple's `imageOrientation`).
    public let imageOrientation: UIImage.Orientation
    /// The frames of an animated image, nil otherwise (Apple's `images`).
    public let images: [UIImage]?
    /// The time one pass of an animated image's frames takes, 0 for still
    /// images (Apple's `duration`).
    public let duration: TimeInterval
    /// The fixed margins of a resizable image (Apple's `capInsets`, `.zero`
    /// for ordinary images).
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills its interior (Apple's `resizingMode`,
    /// `.stretch` unless `resizableImage(withCapInsets:)` chose otherwise).
    public let resizingMode: UIImage.ResizingMode
    /// Whether the image draws its colours or only its shape in the tint
    /// colour (Apple's `renderingMode`, default `.automatic`).
    public let renderingMode: UIImage.RenderingMode

    /// The designated initialiser behind all the public ones.
    init(cgImage: CGImage?, scale: CGFloat, orientation: UIImage.Orientation, images: [UIImage]? = nil,
         duration: TimeInterval = 0, capInsets: UIEdgeInsets = .zero, resizingMode: UIImage.ResizingMode = .stretch,
         renderingMode: UIImage.RenderingMode = .automatic) {
        self.cgImage = cgImage
        self.scale = UIImage.validScale(scale, "UIImage")
        self.imageOrientation = orientation
        self.images = images
        self.duration = duration
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        super.init()
    }

    /// An empty image: no pixels, size zero, scale 1 (Apple's `init()`).
    public override convenience init() {
        self.init(cgImage: nil, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at scale 1, orientation `.up` (Apple's `init(cgImage:)`).
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` with a scale and an orientation (Apple's
    /// `init(cgImage:scale:orientation:)`). A scale that is not a positive
    /// finite number is replaced by 1 with a one-time diagnostic.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, images: nil)
    }

    /// The image's size in points (Apple's `size`): pixels divided by
    /// `scale`, width and height swapped for the left/right orientations.
    /// `.zero` for an empty image.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        return imageOrientation.swapsSides ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// A copy of this image with some properties changed.
    func with(images: [UIImage]?? = nil, duration: TimeInterval? = nil, capInsets: UIEdgeInsets? = nil,
              resizingMode: UIImage.ResizingMode? = nil, renderingMode: UIImage.RenderingMode? = nil) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, images: images ?? self.images,
                duration: duration ?? self.duration, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, renderingMode: renderingMode ?? self.renderingMode)
    }

    /// `scale` when it is a positive finite number, otherwise 1 with a diagnostic.
    static func validScale(_ scale: CGFloat, _ function: String) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            CGDiagnostics.reportOnce("\(function): scale \(scale) is not a positive number; 1 is used")
            return 1
        }
        return scale
    }

    /// The size in points and scale, in the spirit of Apple's description.
    open override var description: String {
        "<UIImage size {\(size.width), \(size.height)} scale \(scale)\(images.map { " frames \($0.count)" } ?? "")>"
    }
}

extension UIImage {
    /// How an image's pixels are turned for display, UIKit's
    /// `UIImage.Orientation` (raw values are Apple's).
    public enum Orientation: Int, Sendable, Hashable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counter-clockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored vertically.
        case downMirrored = 5
        /// Mirrored, then turned 90° counter-clockwise.
        case leftMirrored = 6
        /// Mirrored, then turned 90° clockwise.
        case rightMirrored = 7

        /// Whether the displayed width is the stored height.
        var swapsSides: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            default: return false
            }
        }
    }

    /// How a resizable image fills the area between its caps, UIKit's
    /// `UIImage.ResizingMode` (raw values are Apple's).
    public enum ResizingMode: Int, Sendable, Hashable {
        /// The interior is repeated.
        case tile = 0
        /// The interior is stretched.
        case stretch = 1
    }

    /// Whether an image is drawn in its colours or as a template in the
    /// tint colour, UIKit's `UIImage.RenderingMode` (raw values are Apple's).
    public enum RenderingMode: Int, Sendable, Hashable {
        /// The context decides; OpenUIKit draws the original colours.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always the image's alpha filled with the tint colour.
        case alwaysTemplate = 2
    }
}
