import Foundation

/// One attribute of a view or layout guide, to make constraints from
/// (Apple's `NSLayoutAnchor`): `a.leadingAnchor.constraint(equalTo:
/// b.trailingAnchor, constant: 8)`. The subclasses keep the axes apart at
/// compile time — x with x (`NSLayoutXAxisAnchor`), y with y
/// (`NSLayoutYAxisAnchor`), sizes with sizes (`NSLayoutDimension`).
/// Constraints come back inactive, as in UIKit: activate them.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide (weak).
    weak var item: AnyObject?
    /// Which of its attributes.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 0)
    }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 0)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 0)
    }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, c)
    }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, c)
    }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, _ m: CGFloat, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: m, constant: c)
    }

    /// `UIView:0x….centerX`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "\(NSLayoutConstraint.itemText(item)).\(attribute.name)" }
    }
}

/// A horizontal position anchor: leading, trailing, left, right, centerX.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// System spacing (8 points here, UIKit's standard spacing between
    /// sibling views) × `multiplier` after `anchor`: `self == anchor + 8 m`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, NSLayoutAnchorSpacing.system * multiplier)
    }
    /// `self >= anchor + 8 m`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, NSLayoutAnchorSpacing.system * multiplier)
    }
    /// `self <= anchor + 8 m`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, NSLayoutAnchorSpacing.system * multiplier)
    }
}

/// A vertical position anchor: top, bottom, centerY, the baselines.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// System spacing (8 points) × `multiplier` below `anchor`: `self == anchor + 8 m`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, NSLayoutAnchorSpacing.system * multiplier)
    }
    /// `self >= anchor + 8 m`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, NSLayoutAnchorSpacing.system * multiplier)
    }
    /// `self <= anchor + 8 m`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, NSLayoutAnchorSpacing.system * multiplier)
    }
}

/// A size anchor: width or height. Sizes may be related to constants and
/// scaled by a multiplier.
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, 1, c) }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }
    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, m, 0)
    }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, m, 0)
    }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, m, 0)
    }
    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, m, c)
    }
    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, m, c)
    }
    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, m, c)
    }
}

/// UIKit's standard spacing between sibling views.
enum NSLayoutAnchorSpacing {
    static let system: CGFloat = 8
}
