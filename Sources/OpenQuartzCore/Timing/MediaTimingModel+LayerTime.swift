import Foundation

/// What a layer's time is outside its active window when its `fillMode`
/// does not fill that side.
package enum InactiveLayerTime {
    /// NaN: the layer's time is unresolved, so nothing timed by it (its own
    /// animations, its sublayers' and theirs) applies. What the renderer uses.
    case unresolved
    /// The time at the nearest end of the window, as if the layer filled
    /// both ways. What time conversions (`convertTime(_:from:)`) use, so that
    /// they always give a number an animation can start at.
    case nearestEnd
}

extension MediaTimingParameters {
    /// Whether the object's `duration` splits its time into iterations: a
    /// finite duration greater than 0. A layer's duration is 0 by default,
    /// and then its time is not repeated, reversed or bounded at all.
    package var hasFiniteIterations: Bool { duration > 0 && duration.isFinite }

    /// The local time of a *layer* with these parameters at parent time `tp`:
    /// Core Animation's two stages (`CAMediaTiming`'s overview) — active
    /// local time `(tp − beginTime) × speed + timeOffset`, then basic local
    /// time, where the layer repeats its `duration` (`repeatCount`,
    /// `repeatDuration`), plays it backwards on the way back (`autoreverses`)
    /// and holds it outside its active window as `fillMode` says — mapped by
    /// the very function that times an animation (`evaluate(parentTime:)`):
    /// the basic local time is `progress × duration`, as a group's children
    /// see `progress × duration` of their group (with no timing function:
    /// layers have none).
    ///
    /// A duration of 0 (a layer's default), infinite, negative or NaN means
    /// an unbounded time that is never repeated: the active local time
    /// itself, which may be negative before `beginTime` (Apple's layer
    /// duration is 0 by default, and its layers are not switched off after
    /// any time: they are unbounded).
    ///
    /// Outside the active window, a side that `fillMode` fills holds the
    /// time at that end (an autoreversing layer ends at 0, a layer repeated
    /// 1.5 times ends halfway through its duration); a side it does not
    /// fill gives what `inactive` says.
    package func layerTime(fromParent tp: Double, inactive: InactiveLayerTime) -> Double {
        guard !tp.isNaN else { return .nan }  // an unresolved parent time stays unresolved
        guard hasFiniteIterations else { return localTime(fromParent: tp) }
        var timing = self
        if inactive == .nearestEnd {
            timing.fillsForwards = true
            timing.fillsBackwards = true
        }
        let state = timing.evaluate(parentTime: tp)
        guard state.shouldApply else { return .nan }
        return state.progress * duration
    }
}
