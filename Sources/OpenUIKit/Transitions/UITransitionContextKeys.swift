import Foundation

/// Names the two view controllers of a transition, for
/// `UIViewControllerContextTransitioning.viewController(forKey:)` (Apple's
/// `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string (Apple's constant names).
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown at the start of the transition, or at the end of
    /// a cancelled one: the presenting controller for a presentation, the
    /// presented one for a dismissal.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown at the end of a completed transition: the
    /// presented controller for a presentation, the presenting one for a dismissal.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition, for
/// `UIViewControllerContextTransitioning.view(forKey:)` (Apple's
/// `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string (Apple's constant names).
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start of the transition (or the end of a cancelled one).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of a completed transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
