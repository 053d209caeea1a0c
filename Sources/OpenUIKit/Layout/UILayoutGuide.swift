import Foundation

/// A rectangle that takes part in Auto Layout without being a view (Apple's
/// `UILayoutGuide`): spacers, groups, a view's margins
/// (`layoutMarginsGuide`) and safe area (`safeAreaLayoutGuide`). Add one
/// to a view with `addLayoutGuide(_:)`; its frame, in that view's
/// coordinates, comes from the constraints.
@MainActor open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (nil until added with `addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    /// A name for debugging (UIKit's system guides have names such as
    /// "UIViewLayoutMarginsGuide").
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, from the
    /// last layout (zero before one).
    open var layoutFrame: CGRect { LayoutEngine.shared.frame(of: self) ?? .zero }

    /// Which of the owner's system guides this is (nil: the app's own).
    var systemRole: SystemRole?
    enum SystemRole { case margins, safeArea }

    /// A guide for an app to add to a view.
    public override init() { super.init() }

    /// The left edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The right edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
