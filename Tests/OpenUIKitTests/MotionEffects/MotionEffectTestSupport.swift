import Foundation
import OpenUIKit
import LayerTestSupport

/// Resets what motion effects depend on: the clock, the main screen's
/// simulated tilt (zero) and Reduce Motion (off).
@MainActor func resetMotion() {
    resetClock()
    UIScreen.main.simulateViewerOffset(.zero)
    UIAccessibility.simulateReduceMotion(false)
}

/// Tilts the main screen to `offset` and ends the turn (commits).
@MainActor func tilt(_ horizontal: CGFloat, _ vertical: CGFloat) {
    UIScreen.main.simulateViewerOffset(UIOffset(horizontal: horizontal, vertical: vertical))
    MediaClock.advance(by: 0)
}

/// An interpolating effect of `keyPath` along `type` from `minimum` to `maximum`.
@MainActor func interpolating(_ keyPath: String, _ type: UIInterpolatingMotionEffect.EffectType,
                              _ minimum: Any?, _ maximum: Any?) -> UIInterpolatingMotionEffect {
    let effect = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
    effect.minimumRelativeValue = minimum
    effect.maximumRelativeValue = maximum
    return effect
}

/// The book's group (Neuburg §30): "center.x" along the horizontal tilt
/// and "center.y" along the vertical, each −`amount`…+`amount`.
@MainActor func centerGroup(_ amount: CGFloat = 10) -> UIMotionEffectGroup {
    let group = UIMotionEffectGroup()
    group.motionEffects = [interpolating("center.x", .tiltAlongHorizontalAxis, -amount, amount),
                           interpolating("center.y", .tiltAlongVerticalAxis, -amount, amount)]
    return group
}

/// The number under `key` in a motion effect's dictionary, whatever its Swift type.
func number(_ pairs: [String: Any]?, _ key: String) -> Double? {
    switch pairs?[key] {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}
