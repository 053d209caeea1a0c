import Foundation

/// How strongly Auto Layout holds a constraint, 1…1000 (Apple's
/// `UILayoutPriority`): 1000 (`.required`) must hold; below it the engine
/// satisfies what it can, the higher priority first.
///
/// As Apple documents, optional priorities are strictly ordered: no number
/// of lower-priority constraints outweighs a higher one (751 beats 750
/// whatever the sizes of the errors), while constraints of equal priority
/// trade off by the sum of their errors (see `ConstraintSolver`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as an integer literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's content resists compression at this priority.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugs at this priority.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to reach the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that resizes a scene (Apple's constant; unused here).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: a scene's size holds at this priority (Apple's constant; unused here).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene (Apple's constant; unused here).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Orders by `rawValue`.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `a` raised by `b`.
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    /// `a` lowered by `b`.
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
    /// The number, as UIKit prints it.
    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }
}

extension UILayoutPriority {
    /// Whether the priority can be given to the solver: finite, 1…1000.
    var isUsable: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }
}
