import Foundation

/// The accessibility settings and notifications of the system (Apple's
/// `UIAccessibility` namespace) — here only what animation code reads:
/// whether the user asked for reduced motion.
///
/// There is no Settings app on Linux: the setting is simulated with
/// `UIAccessibility.simulateReduceMotion(_:)` (not Apple API) and is off
/// by default.
@MainActor public enum UIAccessibility {
    /// Whether the user turned on Reduce Motion (Apple's
    /// `isReduceMotionEnabled`; false unless simulated). While it is on,
    /// motion effects apply nothing (`UIView.addMotionEffect(_:)`), as on
    /// iOS; apps read it to tone down their own animations.
    public static var isReduceMotionEnabled: Bool { reduceMotionSetting }

    /// Posted (object nil) when `isReduceMotionEnabled` changes (Apple's
    /// `reduceMotionStatusDidChangeNotification`).
    public nonisolated static let reduceMotionStatusDidChangeNotification =
        Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// The simulated setting.
    static var reduceMotionSetting = false
}
