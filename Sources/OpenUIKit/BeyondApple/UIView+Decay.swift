import Foundation

extension UIView {
    /// Not Apple API: animates the changes in `animations` as a decay (see
    /// `DecayTimingParameters`): they start at the decay's velocity — the
    /// fling's, when the change is its projected distance — and slow down
    /// as a scroll view's content does. The animation lasts until the
    /// motion is within 0.1 % of its end. `options` apply as to
    /// `animate(withDuration:delay:options:animations:completion:)` (their
    /// curve is not used).
    public class func animate(decay parameters: DecayTimingParameters = DecayTimingParameters(), delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        guard let spring = parameters.springTimingParameters, let duration = spring.settlingDuration else { return animations() }
        runBlock(duration: duration, delay: delay, timing: spring.timing(duration: duration),
                 options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }
}
