import Foundation

/// A control that runs an action when tapped, showing a title, an image and
/// a background image that can differ per state (Apple's `UIButton`, the
/// pre-iOS 15 API without `UIButton.Configuration`).
///
/// The button is built from views, as UIKit's is: `titleLabel` (a `UILabel`)
/// and `imageView` (a `UIImageView`) side by side — image first — placed in
/// `layoutSubviews()` inside the bounds less `contentEdgeInsets` by the
/// control's content alignments, over a background image view that fills
/// the bounds. The contents for the current `state` come from the per-state
/// tables (`setTitle(_:for:)`…); a state with no entry uses `.normal`'s.
///
/// Types: `.custom` draws titles white and images as they are. `.system`
/// draws the title in the tint colour (`.systemGray` — a grey near UIKit's
/// — when disabled), images as templates in the tint colour, and, while
/// highlighted, dims title and image to alpha 0.2: Apple documents no value;
/// 0.2 is the highlighted title alpha measured on iOS 7–17 system buttons.
/// UIKit fades back over a short animation; here the change is immediate.
/// The title font is the system font at 15 points (UIKit's for these buttons).
/// A lift inside sends `.touchUpInside` then `.primaryActionTriggered`.
///
/// Not provided: `UIButton.Configuration`, menus, pointer interaction,
/// `adjustsImageWhenHighlighted` darkening of `.custom` images (stored only),
/// `showsTouchWhenHighlighted`, the detail/info/add types' glyphs (they
/// behave as `.system`).
@MainActor open class UIButton: UIControl {
    /// The kinds of button (Apple's `UIButton.ButtonType`; raw values are Apple's).
    public enum ButtonType: Int, Sendable, Hashable {
        /// No styling: white titles, images as they are.
        case custom = 0
        /// The standard tinted button.
        case system = 1
        /// A detail disclosure button (drawn as `.system` here).
        case detailDisclosure = 2
        /// An info button on light backgrounds (drawn as `.system` here).
        case infoLight = 3
        /// An info button on dark backgrounds (drawn as `.system` here).
        case infoDark = 4
        /// An add-contact button (drawn as `.system` here).
        case contactAdd = 5
        /// A plain button without highlight dimming (iOS 13.4+; drawn as `.system` here).
        case plain = 6
        /// A close button (drawn as `.system` here).
        case close = 7
        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The alpha of a `.system` button's title and image while highlighted.
    public static let systemHighlightedAlpha: CGFloat = 0.2

    /// The button's type (`.custom` for buttons made with `init(frame:)`).
    public let buttonType: ButtonType

    /// The label that shows the title (Apple's `titleLabel`). Set its font,
    /// line break mode… here; set the text through `setTitle(_:for:)`.
    public private(set) var titleLabel: UILabel?
    /// The view that shows the image (Apple's `imageView`).
    public private(set) var imageView: UIImageView?
    /// The view behind the content that shows the background image.
    let backgroundImageView = UIImageView()

    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]

    /// The margins between the bounds and the content (zero by default).
    /// Non-finite insets are refused with a one-time diagnostic.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange(validating: \.contentEdgeInsets) } }
    /// Extra margins around the title (zero by default).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange(validating: \.titleEdgeInsets) } }
    /// Extra margins around the image (zero by default).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange(validating: \.imageEdgeInsets) } }

    /// Whether a `.custom` button's image darkens while highlighted (true by
    /// default; stored only).
    open var adjustsImageWhenHighlighted: Bool = true
    /// Whether a disabled `.custom` button's image is dimmed (true by default; stored only).
    open var adjustsImageWhenDisabled: Bool = true

    /// Creates a button of `buttonType` with a zero frame (Apple's `init(type:)`).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        configureButton()
    }

    /// Creates a button of `buttonType` whose title and image are
    /// `primaryAction`'s and which runs it on `.primaryActionTriggered`
    /// (Apple's `init(type:primaryAction:)`, iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a `.custom` button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        configureButton()
    }

    /// Apple's archive initializer: a `.custom` button; the coder is not read.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        configureButton()
    }

    private func configureButton() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        let imageView = UIImageView()
        imageView.contentMode = .center
        addSubview(backgroundImageView)
        addSubview(imageView)
        addSubview(label)
        titleLabel = label
        self.imageView = imageView
        updateContent()
    }

    /// Whether the button has the tinted (`.system`-like) look.
    var isSystemStyle: Bool { buttonType != .custom }

    /// A lift inside sends `.touchUpInside` then `.primaryActionTriggered`.
    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// Shows the content of the new state.
    open override func controlStateDidChange() { updateContent() }

    /// Re-colours the tinted title and images.
    open override func tintColorDidChange() { updateContent() }

    /// The size of the content plus `contentEdgeInsets`: the image's width
    /// plus the title's, by the taller of the two.
    open override var intrinsicContentSize: CGSize {
        let c = contentSize()
        let i = contentEdgeInsets
        return CGSize(width: c.width + i.left + i.right, height: c.height + i.top + i.bottom)
    }

    /// `intrinsicContentSize`, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the background image view over the bounds and the image and
    /// title inside the content rectangle by the content alignments.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        layOutContent()
    }
}
