import Foundation

extension UIInterpolatingMotionEffect {
    /// Which axis of tilt an interpolating motion effect follows (Apple's
    /// `UIInterpolatingMotionEffect.EffectType`; the raw values are Apple's).
    public enum EffectType: Int, Sendable, Hashable {
        /// The horizontal component of the viewer offset: the device turning
        /// to face left (−1) or right (+1) of the viewer.
        case tiltAlongHorizontalAxis = 0
        /// The vertical component of the viewer offset: the device turning
        /// to face above (−1) or below (+1) the viewer.
        case tiltAlongVerticalAxis = 1
    }
}
