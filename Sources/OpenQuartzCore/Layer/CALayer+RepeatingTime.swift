import Foundation

extension CALayer {
    /// Whether this layer's time repeats: it or an ancestor (superlayer or
    /// mask owner) has a finite positive `duration`, so its local time
    /// wraps, runs back or ends (`MediaTimingParameters.layerTime`). O(depth),
    /// free while no layer changes time.
    var timeRepeats: Bool {
        if LayerTimingCensus.layersChangingTime.load(ordering: .relaxed) == 0 && !isPresentationCopy { return false }
        var node: CALayer? = self
        while let n = node {
            if n.duration > 0 && n.duration.isFinite { return true }
            node = n.superlayer ?? n.maskOwner
        }
        return false
    }

    /// The earliest media time from which this layer's time stays at or past
    /// `t` for good (or is unresolved because a repeating ancestor's active
    /// window is over): when an animation of this layer whose active window
    /// ends at `t` has finished. Each level from this layer up applies
    /// `MediaTimingParameters.parentTimeSettled(atOrPast:)`. `+∞` when that
    /// never happens under the current timing (a layer repeating for ever,
    /// or one that holds a time before `t`); `−∞` when it always holds.
    ///
    /// Without repeats it is `mediaTime(fromLocal:)` for ordinary (positive)
    /// speeds; the animation scheduler and `CARenderer.nextFrameTime()` use it
    /// only when `timeRepeats`.
    func mediaTimeSettled(atOrPast t: Double) -> Double {
        var u = t
        var node: CALayer? = self
        while let n = node {
            if !n.hasIdentityTiming { u = MediaTimingParameters(n).parentTimeSettled(atOrPast: u) }
            if u.isInfinite || u.isNaN { return u.isNaN ? .infinity : u }
            node = n.superlayer ?? n.maskOwner
        }
        return u
    }
}
