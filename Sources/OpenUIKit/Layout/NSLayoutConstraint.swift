import Foundation

/// A relation between two layout attributes (Apple's `NSLayoutConstraint`):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`,
/// held by the Auto Layout engine while `isActive`.
///
/// Items are views and layout guides. Positions are measured in the
/// coordinate space of the two items' nearest common ancestor, as UIKit
/// does — so an item's own attributes, when it is that ancestor, are in its
/// bounds space (`top` 0, `centerY` half its height): with a multiplier
/// other than 1 this matters (`title.centerY == 0.67 × menu.centerY + 5`
/// puts a title 72 points down a 200-point menu). Only `constant` (and a
/// non-required `priority`) may change after creation; to change the
/// multiplier, deactivate the constraint and activate a new one. Changes
/// take effect at the next layout pass; inside an animation block,
/// `layoutIfNeeded()` animates them.
///
/// Differences from UIKit: a constraint that cannot be activated (no
/// common ancestor, incompatible attributes) is reported and stays
/// inactive instead of raising an exception; right-to-left layout is not
/// modelled (leading is left, trailing is right).
@MainActor open class NSLayoutConstraint: NSObject {
    /// A layout attribute of an item (Apple's `NSLayoutConstraint.Attribute`).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare (Apple's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item: a `UIView` or a `UILayoutGuide` (held weakly here;
    /// Apple holds it unowned).
    open var firstItem: AnyObject? { firstStorage }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item (nil for a constant width or height).
    open var secondItem: AnyObject? { secondStorage }
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The multiplier (fixed once made).
    public let multiplier: CGFloat

    /// The constant added to the right-hand side. Changing it on an active
    /// constraint updates the layout at the next pass (in place: no removal).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                CGDiagnostics.reportOnce("NSLayoutConstraint.constant = \(constant): not finite; kept \(oldValue)", about: self)
                constant = oldValue
                return
            }
            if isActive { LayoutEngine.shared.constantDidChange(self) }
        }
    }

    /// How strongly the constraint holds (`.required` by default). As in
    /// UIKit, an active constraint's priority may not change between
    /// required and optional (reported and refused here; UIKit raises).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.isUsable else {
                CGDiagnostics.reportOnce("NSLayoutConstraint.priority = \(priority): must be 1…1000; kept \(oldValue)", about: self)
                priority = oldValue
                return
            }
            if isActive {
                guard (priority == .required) == (oldValue == .required) else {
                    CGDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(self); kept \(oldValue)")
                    priority = oldValue
                    return
                }
                LayoutEngine.shared.priorityDidChange(self)
            }
        }
    }

    /// A name shown in the constraint's description (and UIKit's logs).
    open var identifier: String?

    /// Whether the constraint is in force. Activating it installs it on the
    /// items' nearest common ancestor (it then appears in that view's
    /// `constraints`); deactivating removes it.
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue { LayoutEngine.shared.activate(self) } else { LayoutEngine.shared.deactivate(self) }
        }
    }

    /// Not used on Linux (no archiving); stored.
    open var shouldBeArchived = false

    weak var firstStorage: AnyObject?
    weak var secondStorage: AnyObject?
    /// Set by the engine.
    var activeStorage = false

    /// The constraint `view1.attr1 relation multiplier × view2.attr2 + c`
    /// (Apple's initializer). `view1` must be a view or layout guide;
    /// `view2` nil exactly when `attr2` is `.notAnAttribute`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstStorage = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondStorage = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates every constraint in `constraints` (Apple's batch form).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstStorage, attribute: firstAttribute)
    }

    /// The second item's anchor (nil without a second item).
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondStorage == nil ? nil : NSLayoutAnchor<AnyObject>(item: secondStorage, attribute: secondAttribute)
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… UILabel:0x…'Select Item'.centerX == UIView:0x….centerX + 5   (active)>`.
    /// (Read on the main actor: constraints are main-actor objects.)
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            var s = "<NSLayoutConstraint:\(Self.address(self))"
            if let identifier { s += " '\(identifier)'" }
            s += " " + equationText + "   (\(isActive ? "active" : "inactive"))>"
            return s
        }
    }

    /// The equation part of the description.
    var equationText: String {
        let left = "\(Self.itemText(firstStorage)).\(firstAttribute.name)"
        let op: String
        switch relation {
        case .lessThanOrEqual: op = "<="
        case .equal: op = "=="
        case .greaterThanOrEqual: op = ">="
        }
        var right = ""
        if secondStorage != nil || secondAttribute != .notAnAttribute {
            right = "\(Self.itemText(secondStorage)).\(secondAttribute.name)"
            if multiplier != 1 { right = "\(Self.number(multiplier))*" + right }
            if constant > 0 { right += " + \(Self.number(constant))" } else if constant < 0 { right += " - \(Self.number(-constant))" }
        } else {
            right = Self.number(constant)
        }
        return "\(left) \(op) \(right)"
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func itemText(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let label = item as? UILabel, let text = label.text { return "\(type(of: label)):\(address(label))'\(text)'" }
        if let guide = item as? UILayoutGuide {
            return "\(type(of: guide)):\(address(guide))'\(guide.identifier.isEmpty ? "" : guide.identifier)'"
        }
        return "\(type(of: item)):\(address(item))"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit prints.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Which axis the attribute is on (nil for `.notAnAttribute`), and
    /// whether it is a size.
    var kind: (axis: NSLayoutConstraint.Axis, isSize: Bool)? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins: (.horizontal, false)
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            (.vertical, false)
        case .width: (.horizontal, true)
        case .height: (.vertical, true)
        case .notAnAttribute: nil
        }
    }
}

extension NSLayoutConstraint {
    /// The two layout axes (Apple's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
