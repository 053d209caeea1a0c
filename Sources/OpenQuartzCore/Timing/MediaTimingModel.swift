import Foundation

/// A snapshot of one timing object's `CAMediaTiming` values, in `Double`, with
/// the pure functions of Core Animation's timing model.
///
/// ## The model
///
/// * Local time: `t = (tp − beginTime) × speed + timeOffset`
///   (`localTime(fromParent:)`).
/// * One iteration lasts `d = duration`, or `2 × duration` when
///   `autoreverses` (forward half, then back half).
/// * The active duration `A` (in local time) is `repeatDuration` if it is
///   positive, else `d × repeatCount` if `repeatCount` is positive, else `d`
///   (`activeDuration`).
/// * The object is active while the elapsed local time
///   `e = (tp − beginTime) × |speed|` is in `[0, A)`; before `beginTime` it is
///   in the `before` phase, from `e = A` on in the `after` phase.
/// * Where in its loop it is: the signed local time `s` wrapped into `[0, A)`
///   (so `timeOffset` rotates the loop, and a negative speed plays it from the
///   end backwards), then split into an iteration index and a position in the
///   iteration. See `evaluate(parentTime:)`.
///
/// ## Invalid values
///
/// Every input is defined; nothing traps, loops or produces NaN in a
/// `MediaTimingState`:
///
/// * `duration` `0`, negative or NaN: the object is *instantaneous*
///   (active duration 0, wins over `repeatDuration`/`repeatCount`). It is
///   `before` before `beginTime` and `after`, at progress 1, from `beginTime`
///   on. (Core Animation substitutes the transaction duration for a zero
///   animation duration before this model sees it.) An active duration that
///   underflows to 0 (a tiny duration times a subnormal repeat count) is
///   instantaneous too.
/// * `duration` `+∞` (or `2 × duration` overflowing when autoreversing):
///   progress is 0, iteration 0, for ever.
/// * `speed` NaN: treated as `1` (a NaN speed is a bug upstream; ignoring it
///   keeps the object playing normally rather than silently freezing it).
///   `hasInvalidValues` reports it. An infinite speed consumes a finite
///   active duration at `beginTime`.
/// * `repeatCount` NaN or negative: treated as 0 (one iteration).
///   `.infinity` and anything `≥ Float.greatestFiniteMagnitude`: for ever.
/// * `repeatDuration` NaN or negative: ignored (as if 0).
/// * `beginTime` or `timeOffset` NaN or infinite: treated as 0.
///
/// `Equatable` compares the stored values as given, so a value holding a NaN
/// is not equal to itself.
package struct MediaTimingParameters: Sendable, Equatable {
    /// `CAMediaTiming.beginTime`, in the parent's time.
    package var beginTime: Double
    /// `CAMediaTiming.duration`: the length of one (non-reversed) pass.
    package var duration: Double
    /// `CAMediaTiming.speed`, widened to `Double`.
    package var speed: Double
    /// `CAMediaTiming.timeOffset`.
    package var timeOffset: Double
    /// `CAMediaTiming.repeatCount`, widened to `Double`.
    package var repeatCount: Double
    /// `CAMediaTiming.repeatDuration`.
    package var repeatDuration: Double
    /// `CAMediaTiming.autoreverses`.
    package var autoreverses: Bool
    /// Whether the object shows its end state after its active window.
    package var fillsForwards: Bool
    /// Whether the object shows its start state before its active window.
    package var fillsBackwards: Bool

    /// `CAMediaTiming.fillMode`, stored as the two flags it means: the
    /// string-backed fill mode made every copy of the parameters retain and
    /// release (measured in the render server's per-frame loop). An unknown
    /// raw value fills nothing and reads back as `.removed`.
    package var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsBackwards, fillsForwards) {
            case (true, true): return .both
            case (true, false): return .backwards
            case (false, true): return .forwards
            case (false, false): return .removed
            }
        }
        set { fillsForwards = newValue.fillsForwards; fillsBackwards = newValue.fillsBackwards }
    }

    /// Creates parameters from explicit values; the defaults are Core
    /// Animation's (`speed` 1, everything else 0 / `false` / `.removed`).
    package init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1,
                 timeOffset: Double = 0, repeatCount: Double = 0, repeatDuration: Double = 0,
                 autoreverses: Bool = false, fillMode: CAMediaTimingFillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillsForwards = fillMode.fillsForwards
        self.fillsBackwards = fillMode.fillsBackwards
    }

    /// Snapshots the current timing values of `timing`. `Float` values
    /// (`speed`, `repeatCount`) are widened exactly, so
    /// `Float.greatestFiniteMagnitude` stays recognisable as "for ever".
    @MainActor package init(_ timing: some CAMediaTiming) {
        self.init(beginTime: timing.beginTime, duration: timing.duration,
                  speed: Double(timing.speed), timeOffset: timing.timeOffset,
                  repeatCount: Double(timing.repeatCount), repeatDuration: timing.repeatDuration,
                  autoreverses: timing.autoreverses, fillMode: timing.fillMode)
    }
}

// MARK: - Sanitised values

extension MediaTimingParameters {
    /// `beginTime`, or 0 when it is NaN or infinite.
    package var effectiveBeginTime: Double { beginTime.isFinite ? beginTime : 0 }

    /// `timeOffset`, or 0 when it is NaN or infinite.
    package var effectiveTimeOffset: Double { timeOffset.isFinite ? timeOffset : 0 }

    /// `speed`, or 1 when it is NaN.
    package var effectiveSpeed: Double { speed.isNaN ? 1 : speed }

    /// Whether the object takes no time: `duration` is 0, negative or NaN, or
    /// the active duration underflows to 0. See the type's documentation.
    package var isInstantaneous: Bool {
        !(duration > 0) || !(activeDurationIgnoringInstantaneous > 0)
    }

    /// The length of one iteration in local time: `duration`, doubled when
    /// `autoreverses`. 0 for an instantaneous object; may be `+∞`.
    package var iterationDuration: Double {
        guard duration > 0 else { return 0 }
        return autoreverses ? 2 * duration : duration
    }

    /// How long the object is active, in local time (elapsed parent time ×
    /// `|speed|`).
    ///
    /// With `d = iterationDuration`: `repeatDuration` if it is positive
    /// (`repeatDuration` wins when both it and `repeatCount` are set, as in
    /// Core Animation); else `d × repeatCount` if `repeatCount` is positive
    /// (fractional counts allowed; `.infinity` or `≥ Float.greatestFiniteMagnitude`
    /// give `+∞`); else `d`. Always 0 for an instantaneous object.
    package var activeDuration: Double {
        guard duration > 0 else { return 0 }
        return activeDurationIgnoringInstantaneous
    }

    /// The active duration before the instantaneous rule (requires `duration > 0`).
    private var activeDurationIgnoringInstantaneous: Double {
        if repeatDuration > 0 { return repeatDuration }
        let d = iterationDuration
        guard repeatCount > 0 else { return d }
        if repeatCount >= Double(Float.greatestFiniteMagnitude) { return .infinity }
        return d * repeatCount
    }

    /// Whether any stored value needed one of the substitutions described on
    /// the type (NaN anywhere, infinite `beginTime`/`timeOffset`/`speed`,
    /// negative `duration`/`repeatCount`/`repeatDuration`). A zero duration is
    /// not invalid (Core Animation gives it a meaning).
    package var hasInvalidValues: Bool {
        !beginTime.isFinite || !timeOffset.isFinite || !speed.isFinite
            || duration.isNaN || duration < 0
            || repeatCount.isNaN || repeatCount < 0
            || repeatDuration.isNaN || repeatDuration < 0
    }
}

// MARK: - Time conversion

extension MediaTimingParameters {
    /// The object's local time for the parent time `tp`:
    /// `(tp − beginTime) × speed + timeOffset`, with the sanitised values
    /// (see the type's documentation).
    ///
    /// With `speed` 0 the result is `timeOffset` for every `tp`, even an
    /// infinite one. A NaN `tp` gives NaN; an infinite `tp` gives an infinite
    /// result unless `speed` is 0.
    package func localTime(fromParent tp: Double) -> Double {
        let dt = tp - effectiveBeginTime
        let speed = effectiveSpeed
        let scaled = (dt == 0 || speed == 0) ? 0 : dt * speed
        return scaled + effectiveTimeOffset
    }

    /// The parent time at which the object's local time is `t`: the inverse of
    /// `localTime(fromParent:)`, `(t − timeOffset) / speed + beginTime`.
    ///
    /// With `speed` 0 local time is frozen and has no inverse; the result is
    /// then `beginTime` (the moment the frozen object starts). An infinite
    /// `speed` likewise maps every local time to `beginTime`. A NaN `t` gives NaN.
    package func parentTime(fromLocal t: Double) -> Double {
        let begin = effectiveBeginTime
        let speed = effectiveSpeed
        guard !t.isNaN else { return .nan }
        guard speed != 0, speed.isFinite else { return begin }
        let u = t - effectiveTimeOffset
        return u == 0 ? begin : u / speed + begin
    }
}

// MARK: - State

/// Where a timing object is at a given parent time: the result of
/// `MediaTimingParameters.evaluate(parentTime:)`. Never contains NaN.
package struct MediaTimingState: Sendable, Equatable {
    /// Which side of the active window a time falls on.
    package enum Phase: Sendable, Equatable {
        /// Before `beginTime` (also a NaN or `−∞` parent time).
        case before
        /// Inside the active window.
        case active
        /// At or after the end of the active window (also `+∞`).
        case after
    }

    /// Which side of the active window the time falls on.
    package var phase: Phase
    /// Whether the object's effect applies: it is active, or before with fill
    /// mode `.backwards`/`.both`, or after with `.forwards`/`.both`.
    package var shouldApply: Bool
    /// The index of the repeat cycle (one cycle is forward + back when
    /// autoreversing), from 0. Used by cumulative animations. Saturates at
    /// `Int.max`.
    package var iteration: Int
    /// Whether the position is in the back half of an autoreverse cycle.
    package var isReversing: Bool
    /// The position in `[0, 1]` along the forward direction within one pass of
    /// `duration`, before any timing function; it runs 1 → 0 during the back
    /// half of an autoreverse cycle.
    package var progress: Double

    /// Creates a state from its fields.
    package init(phase: Phase, shouldApply: Bool, iteration: Int, isReversing: Bool, progress: Double) {
        self.phase = phase
        self.shouldApply = shouldApply
        self.iteration = iteration
        self.isReversing = isReversing
        self.progress = progress
    }

    /// Whether the effect applies only because of the fill mode (it applies
    /// and the phase is not `.active`).
    package var isFilled: Bool { shouldApply && phase != .active }
}
