import Foundation

/// A view's Auto Layout state (kept in one stored property of `UIView`).
struct ViewLayoutState {
    var translatesMask = true
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Content hugging and compression resistance by axis (nil: the class default).
    var hugging: [UILayoutPriority?] = [nil, nil]
    var compression: [UILayoutPriority?] = [nil, nil]
    /// The constraints installed on this view (its `constraints`), in order.
    var installed: [NSLayoutConstraint] = []
    /// The layout guides added to it, the system ones included once made.
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var needsUpdateConstraints = false
    /// Whether the engine has variables for the view.
    var hasRecord = false
}

extension UIView {
    // MARK: Anchors

    /// The leading edge (the left: right-to-left layout is not modelled).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (a label's; the top plus the
    /// font's ascender), or the bottom for other views.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a label's; the bottom minus
    /// the font's descender), or the bottom for other views.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// The constraints installed on this view: those between it and its
    /// descendants or among its descendants, and its own sizes — each
    /// active constraint is installed on its items' nearest common ancestor.
    public var constraints: [NSLayoutConstraint] { layoutState.installed }

    /// Activates `constraint` (the pre-iOS 8 form; it is installed on the
    /// items' common ancestor, which UIKit requires to be this view or one
    /// of its ancestors).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Asks for an update-constraints pass: `updateConstraints()` runs before
    /// the next layout.
    public func setNeedsUpdateConstraints() {
        guard !layoutState.needsUpdateConstraints else { return }
        layoutState.needsUpdateConstraints = true
        LayoutEngine.shared.viewNeedsUpdateConstraints(self)
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs the update-constraints pass now for the views that asked for it.
    public func updateConstraintsIfNeeded() { LayoutEngine.shared.runUpdateConstraints() }

    /// The constraints that bear on the view's layout along `axis`: those
    /// installed anywhere that name it. (Apple's debugging method.)
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.shared.activeConstraints(naming: self).filter { $0.firstAttribute.kind?.axis == axis }
    }

    // MARK: Layout guides

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutState.guides }

    /// Adds `guide` to the view (it leaves any view it was in).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView == nil else { return }
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that name it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        LayoutEngine.shared.itemWillLeave(guide)
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// A guide inset from the view's bounds by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.systemRole = .margins
        layoutState.marginsGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// A guide inset from the view's bounds by `safeAreaInsets` (zero here).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.systemRole = .safeArea
        layoutState.safeAreaGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    // MARK: Fitting size

    /// The smallest size (`UIView.layoutFittingCompressedSize`) or the
    /// largest (`layoutFittingExpandedSize`) the view's constraints allow —
    /// or the size nearest `targetSize`: the view's width and height are
    /// pulled toward the target at priority 50 (`.fittingSizeLevel`) for one
    /// solve; the view itself does not move.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        LayoutEngine.shared.fittingSize(of: self, target: targetSize)
    }

    /// The size for `targetSize` with the two axes pulled at the given priorities.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        LayoutEngine.shared.fittingSize(of: self, target: targetSize, priorities: (horizontal, vertical))
    }

    /// The smallest size constraints allow (0 × 0 as a target).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size constraints allow (a huge target).
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)
}
