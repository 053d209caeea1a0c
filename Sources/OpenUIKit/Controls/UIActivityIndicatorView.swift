import Foundation

/// A spinning indicator that shows a task is in progress (Apple's
/// `UIActivityIndicatorView`, the iOS 13+ look).
///
/// Built from layers: 8 rounded spokes around the centre, in `color`, whose
/// opacity rises around the wheel (0.25 for the first to 1 for the last),
/// held by a container sublayer. `startAnimating()` adds a discrete
/// `CAKeyframeAnimation` of `"transform.rotation.z"` on the container —
/// eight steps of 45° per turn, one turn per second, repeating forever —
/// so the bright spoke steps clockwise with the faded ones trailing, which
/// is how the iOS spinner looks (Apple documents neither the spoke count
/// nor the speed; these are ours, chosen to match its look). The animation
/// is under `UIActivityIndicatorView.rotationAnimationKey`.
///
/// `hidesWhenStopped` (true by default) hides the view while it is not
/// animating — so a new indicator is hidden until started, as on iOS.
/// Sizes are Apple's: 20 × 20 for `.medium`, 37 × 37 for `.large`.
@MainActor open class UIActivityIndicatorView: UIView {
    /// The indicator's look (Apple's `UIActivityIndicatorView.Style`; raw values are Apple's).
    public enum Style: Int, Sendable, Hashable {
        /// The large white indicator (deprecated on iOS 13; drawn as `.large` in white).
        case whiteLarge = 0
        /// The small white indicator (deprecated; drawn as `.medium` in white).
        case white = 1
        /// The small grey indicator (deprecated; drawn as `.medium`).
        case gray = 2
        /// The small indicator, 20 × 20.
        case medium = 100
        /// The large indicator, 37 × 37.
        case large = 101

        /// The side of the indicator's square.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The number of spokes (8).
    public static let spokeCount = 8
    /// The time of one turn (1 s).
    public static let turnDuration: TimeInterval = 1
    /// The key of the rotation animation on the spokes' container layer. Not Apple API.
    public static let rotationAnimationKey = "UIActivityIndicatorViewRotation"

    /// The layer that holds the spokes and turns.
    let spokesLayer = CALayer()
    private var spokes: [CALayer] = []
    private var animating = false

    /// The indicator's look (`.medium` by default). Changing it resizes the spokes (not the view).
    open var style: Style = .medium { didSet { layOutSpokes(); updateColor() } }

    /// The spokes' colour (nil resets to the style's: `.systemGray`, white
    /// for the deprecated white styles).
    open var color: UIColor! {
        didSet {
            if color == nil { color = style == .white || style == .whiteLarge ? .white : .systemGray }
            updateColor()
        }
    }

    /// Whether the view is hidden while not animating (true by default).
    open var hidesWhenStopped: Bool = true { didSet { updateHidden() } }

    /// Whether the indicator is spinning.
    open var isAnimating: Bool { animating }

    /// Creates an indicator of `style`, sized to it (Apple's `init(style:)`).
    public init(style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
        configureIndicator()
    }

    /// Creates a `.medium` indicator with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureIndicator()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureIndicator()
    }

    private func configureIndicator() {
        isOpaque = false
        layer.addSublayer(spokesLayer)
        for i in 0..<Self.spokeCount {
            let spoke = CALayer()
            spoke.opacity = Float(0.25 + 0.75 * Double(i) / Double(Self.spokeCount - 1))
            spokes.append(spoke)
            spokesLayer.addSublayer(spoke)
        }
        color = nil
        layOutSpokes()
        updateHidden()
    }

    /// Starts spinning (Apple's `startAnimating()`); shows the view. Does
    /// nothing when already spinning.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        let n = Self.spokeCount
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.calculationMode = .discrete
        spin.values = (0..<n).map { NSNumber(value: 2 * Double.pi * Double($0) / Double(n)) }
        spin.keyTimes = (0...n).map { NSNumber(value: Double($0) / Double(n)) }
        spin.duration = Self.turnDuration
        spin.repeatCount = .infinity
        withoutActions { spokesLayer.add(spin, forKey: Self.rotationAnimationKey) }
        updateHidden()
    }

    /// Stops spinning (Apple's `stopAnimating()`); hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        spokesLayer.removeAnimation(forKey: Self.rotationAnimationKey)
        updateHidden()
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's square, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Keeps the spokes centred in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSpokes()
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// Places the spokes: spoke i points at i × 45° clockwise from the top.
    private func layOutSpokes() {
        withoutActions {
            let side = style.side
            spokesLayer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
            let length = side * 0.28, width = max(side * 0.09, 1.5)
            for (i, spoke) in spokes.enumerated() {
                spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
                spoke.cornerRadius = width / 2
                spoke.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(spokes.count)
                let r = side / 2 - length / 2
                spoke.position = CGPoint(x: side / 2 + sin(angle) * r, y: side / 2 - cos(angle) * r)
                spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            }
        }
    }

    private func updateColor() {
        let c = (color ?? .systemGray).cgColor
        withoutActions { for spoke in spokes { spoke.backgroundColor = c } }
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !animating } else if isHidden && animating { isHidden = false }
    }
}
