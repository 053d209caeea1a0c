import Foundation

extension UIAccessibility {
    /// Not Apple API: simulates the user turning Reduce Motion on or off in
    /// the Accessibility settings (on iOS only the user can). A change sets
    /// `isReduceMotionEnabled`, posts `reduceMotionStatusDidChangeNotification`
    /// on the default notification center and updates every view's motion
    /// effects at once: on, they stop moving what is shown (it returns to
    /// the model values); off, they follow the viewer offset again. Setting
    /// the value it already has does nothing.
    public static func simulateReduceMotion(_ enabled: Bool) {
        guard enabled != reduceMotionSetting else { return }
        reduceMotionSetting = enabled
        MotionEffectEngine.updateAll()
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }
}
