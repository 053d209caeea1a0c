import Foundation

/// A visual effect (Apple's `UIVisualEffect`): the base of `UIBlurEffect`.
@MainActor open class UIVisualEffect: NSObject {
    /// Creates an effect that does nothing.
    public override init() { super.init() }
}

/// A blur of what lies behind a `UIVisualEffectView` (Apple's `UIBlurEffect`).
///
/// Apple does not publish its blur parameters. Each style here is a
/// Gaussian blur of a radius and a tint laid over it, chosen to look like
/// iOS's: the light styles wash the blur with white, the dark ones with
/// black, the materials from thin (more of the backdrop shows) to thick.
@MainActor open class UIBlurEffect: UIVisualEffect {
    /// The look of a blur.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's radius (points) and its tint (white or black and the
    /// tint's alpha) for the style — this project's choice (see the type).
    var parameters: (radius: CGFloat, white: CGFloat, alpha: CGFloat) {
        switch style {
        case .extraLight: return (20, 0.97, 0.70)
        case .light, .regular, .systemMaterial, .systemMaterialLight: return (30, 1, 0.30)
        case .prominent, .systemThickMaterial, .systemThickMaterialLight, .systemChromeMaterial,
             .systemChromeMaterialLight: return (30, 1, 0.50)
        case .systemThinMaterial, .systemThinMaterialLight: return (30, 1, 0.20)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (30, 1, 0.10)
        case .dark, .systemMaterialDark: return (20, 0.11, 0.73)
        case .systemThickMaterialDark, .systemChromeMaterialDark: return (20, 0.11, 0.85)
        case .systemThinMaterialDark: return (20, 0.11, 0.55)
        case .systemUltraThinMaterialDark: return (20, 0.11, 0.35)
        }
    }
}

/// A view that shows a visual effect over what lies behind it (Apple's
/// `UIVisualEffectView`): with a `UIBlurEffect`, the blurred backdrop and the
/// style's tint; put content in `contentView`.
///
/// Setting `effect` inside an animation block animates it, between nil and
/// a blur or between blurs, as on iOS: here as a cross-fade of the blurred
/// backdrop and its tint (their alphas), where iOS animates the blur radius
/// itself. The blur shows what is drawn behind the view in the same canvas
/// (see `BackdropBlurLayer`); a frame that changes anything while the view is
/// shown is redrawn whole.
@MainActor open class UIVisualEffectView: UIView {
    /// The view that holds the content shown over the effect.
    public let contentView = UIView()
    private let backdropView = BackdropView()
    private let tintView = UIView()

    /// The effect (nil: none — the view shows its content only).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Creates an effect view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    /// Creates an effect view with no effect.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// See `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for view in [backdropView, tintView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Shows the effect: the backdrop's radius at once, the alphas through
    /// the view animation machinery (animated inside a block).
    private func applyEffect() {
        guard let blur = effect as? UIBlurEffect else {
            backdropView.alpha = 0
            tintView.alpha = 0
            return
        }
        let (radius, white, alpha) = blur.parameters
        (backdropView.layer as? BackdropBlurLayer)?.blurRadius = radius
        tintView.backgroundColor = UIColor(white: white, alpha: 1)
        backdropView.alpha = 1
        tintView.alpha = alpha
    }
}

/// The view whose layer draws the blurred backdrop.
private final class BackdropView: UIView {
    override class var layerClass: AnyClass { BackdropBlurLayer.self }
}
