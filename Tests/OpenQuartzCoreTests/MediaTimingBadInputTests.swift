import Testing
import Foundation
@testable import OpenQuartzCore

@Suite struct MediaTimingBadInputTests {
    /// Checks the invariants every state must satisfy.
    func isSane(_ s: MediaTimingState) -> Bool {
        s.progress.isFinite && s.progress >= 0 && s.progress <= 1 && s.iteration >= 0
    }

    // MARK: Duration

    @Test(arguments: [0.0, -1.0, -.infinity, .nan])
    func nonPositiveOrNaNDurationIsInstantaneous(duration: Double) {
        let p = MediaTimingParameters(beginTime: 1, duration: duration, repeatDuration: 5, fillMode: .both)
        #expect(p.isInstantaneous)
        #expect(p.activeDuration == 0)                    // even with repeatDuration 5
        let b = p.evaluate(parentTime: 0.5)               // before beginTime
        #expect(b.phase == .before && b.shouldApply && b.progress == 0)
        let at = p.evaluate(parentTime: 1)                // at beginTime: already after, progress 1
        #expect(at.phase == .after && at.shouldApply && at.progress == 1 && at.iteration == 0)
        #expect(p.evaluate(parentTime: 7) == at)
        // Instantaneous even at speed 0 (nothing to freeze on).
        var frozen = p; frozen.speed = 0
        #expect(frozen.evaluate(parentTime: 1).phase == .after)
    }

    @Test func activeDurationUnderflowIsInstantaneous() {
        // 1e-10 × Double.leastNonzeroMagnitude * 2 underflows to 0.
        let p = MediaTimingParameters(duration: 1e-10, repeatCount: Double.leastNonzeroMagnitude * 2, fillMode: .forwards)
        #expect(p.isInstantaneous && p.activeDuration == 0)
        #expect(p.evaluate(parentTime: 0) == MediaTimingState(phase: .after, shouldApply: true, iteration: 0,
                                                              isReversing: false, progress: 1))
    }

    @Test func infiniteDurationStaysAtProgressZero() {
        let p = MediaTimingParameters(duration: .infinity)
        #expect(p.activeDuration == .infinity)
        let s = p.evaluate(parentTime: 1e6)
        #expect(s == MediaTimingState(phase: .active, shouldApply: true, iteration: 0, isReversing: false, progress: 0))
        // With repeatDuration the window is finite, but progress is still 0.
        let r = MediaTimingParameters(duration: .infinity, repeatDuration: 5, fillMode: .forwards)
        #expect(r.evaluate(parentTime: 5).phase == .after && r.evaluate(parentTime: 5).progress == 0)
        // 2 × 1e308 overflows when autoreversing: treated as infinite.
        let huge = MediaTimingParameters(duration: 1e308, autoreverses: true)
        #expect(huge.evaluate(parentTime: 1e300).progress == 0)
        #expect(!p.hasInvalidValues)
    }

    // MARK: Speed

    @Test func nanSpeedIsTreatedAsOne() {
        let nan = MediaTimingParameters(beginTime: 1, duration: 2, speed: .nan, fillMode: .forwards)
        let one = MediaTimingParameters(beginTime: 1, duration: 2, speed: 1, fillMode: .forwards)
        #expect(nan.hasInvalidValues)
        #expect(nan.effectiveSpeed == 1)
        for tp in [0.0, 1, 1.5, 2.999, 3, 10] {
            #expect(nan.evaluate(parentTime: tp) == one.evaluate(parentTime: tp))
        }
        #expect(nan.localTime(fromParent: 2) == 1)      // (2 − 1) × 1 + 0
        #expect(nan.parentTime(fromLocal: 1) == 2)
    }

    @Test func infiniteSpeedConsumesTheWindowAtBeginTime() {
        let p = MediaTimingParameters(duration: 1, speed: .infinity, fillMode: .forwards)
        #expect(p.evaluate(parentTime: 0).phase == .active)      // e = 0 at beginTime
        #expect(p.evaluate(parentTime: 0).progress == 0)         // s = timeOffset = 0
        let s = p.evaluate(parentTime: 1e-300)                   // e = ∞ ≥ 1: after, end state
        #expect(s.phase == .after && s.progress == 1)
        let back = MediaTimingParameters(duration: 1, speed: -.infinity, fillMode: .forwards)
        #expect(back.evaluate(parentTime: 0).progress == 1)      // reversed: starts at the end
        #expect(back.evaluate(parentTime: 1).progress == 0)
        #expect(p.parentTime(fromLocal: 5) == 0)                 // no inverse: beginTime
        // Infinite speed with infinite repeats: never ends; s = ∞ has no position: loop start.
        let forever = MediaTimingParameters(duration: 1, speed: .infinity, repeatCount: .infinity)
        let f = forever.evaluate(parentTime: 1)
        #expect(f.phase == .active && f.progress == 0 && f.iteration == 0)
    }

    // MARK: Repeats

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func badRepeatCountIsOneIteration(repeatCount: Double) {
        let p = MediaTimingParameters(duration: 2, repeatCount: repeatCount)
        #expect(p.activeDuration == 2)                  // d × (treated as 0 → one iteration)
        #expect(p.evaluate(parentTime: 1).progress == 0.5)
        #expect(p.evaluate(parentTime: 2).phase == .after)
        #expect(p.hasInvalidValues)
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func badRepeatDurationIsIgnored(repeatDuration: Double) {
        let p = MediaTimingParameters(duration: 2, repeatCount: 2, repeatDuration: repeatDuration)
        #expect(p.activeDuration == 4)                  // falls back to d × repeatCount = 2 × 2
        #expect(p.hasInvalidValues)
    }

    // MARK: beginTime / timeOffset

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteBeginTimeAndOffsetAreZero(bad: Double) {
        let reference = MediaTimingParameters(duration: 2, fillMode: .both)
        let badBegin = MediaTimingParameters(beginTime: bad, duration: 2, fillMode: .both)
        let badOffset = MediaTimingParameters(duration: 2, timeOffset: bad, fillMode: .both)
        for tp in [-1.0, 0, 0.5, 1.999, 2, 5] {
            #expect(badBegin.evaluate(parentTime: tp) == reference.evaluate(parentTime: tp))
            #expect(badOffset.evaluate(parentTime: tp) == reference.evaluate(parentTime: tp))
        }
        #expect(badBegin.localTime(fromParent: 1.5) == 1.5)
        #expect(badOffset.localTime(fromParent: 1.5) == 1.5)
        #expect(badBegin.hasInvalidValues && badOffset.hasInvalidValues)
    }

    // MARK: Parent time

    @Test func nonFiniteParentTime() {
        let removed = MediaTimingParameters(duration: 1)
        let nanState = removed.evaluate(parentTime: .nan)
        #expect(nanState.phase == .before && !nanState.shouldApply && nanState.progress == 0)
        let both = MediaTimingParameters(duration: 1, fillMode: .both)
        #expect(both.evaluate(parentTime: .nan).shouldApply)           // fill backwards shows it
        #expect(both.evaluate(parentTime: -.infinity).phase == .before)
        let end = both.evaluate(parentTime: .infinity)                 // after, end state
        #expect(end.phase == .after && end.shouldApply && end.progress == 1)
        // +∞ is after even at speed 0; the state is the frozen position s = timeOffset = 0.25.
        let frozen = MediaTimingParameters(duration: 1, speed: 0, timeOffset: 0.25, fillMode: .forwards)
        #expect(frozen.evaluate(parentTime: 1e300).phase == .active)
        let f = frozen.evaluate(parentTime: .infinity)
        #expect(f.phase == .after && f.progress == 0.25)
        // +∞ with infinite repeats: after, no end position: loop start.
        let forever = MediaTimingParameters(duration: 1, repeatCount: .infinity, fillMode: .forwards)
        #expect(forever.evaluate(parentTime: .infinity) == MediaTimingState(
            phase: .after, shouldApply: true, iteration: 0, isReversing: false, progress: 0))
        // Local time propagates NaN and infinity; speed 0 absorbs infinity.
        #expect(removed.localTime(fromParent: .nan).isNaN)
        #expect(removed.localTime(fromParent: .infinity) == .infinity)
        #expect(frozen.localTime(fromParent: .infinity) == 0.25)
        #expect(removed.parentTime(fromLocal: .nan).isNaN)
    }

    @Test func overflowingArithmetic() {
        // tp − beginTime overflows to +∞: after.
        let p = MediaTimingParameters(beginTime: -1e308, duration: 1, fillMode: .forwards)
        #expect(p.evaluate(parentTime: 1e308).phase == .after)
        #expect(p.evaluate(parentTime: 1e308).progress == 1)
        // An iteration count beyond Int saturates.
        let tiny = MediaTimingParameters(duration: 1e-300, repeatCount: .infinity)
        let s = tiny.evaluate(parentTime: 1e300)                       // 1e300 / 1e-300 ≫ Int.max
        #expect(s.phase == .active && s.iteration == Int.max && isSane(s))
        // Huge speed × time overflows s with an infinite window: still active, loop start.
        let fast = MediaTimingParameters(duration: 1, speed: 1e300, repeatCount: .infinity)
        let t = fast.evaluate(parentTime: 1e300)
        #expect(t == MediaTimingState(phase: .active, shouldApply: true, iteration: 0, isReversing: false, progress: 0))
    }

    // MARK: Exhaustive sanity

    @Test func neverNaNNeverOutOfRange() {
        let durations: [Double] = [0, -1, .nan, .infinity, 1e-300, 1.5, 1e300]
        let speeds: [Double] = [1, -2, 0, .nan, .infinity, -.infinity, 1e-300]
        let offsets: [Double] = [0, 4, -3.5, .nan, .infinity, 1e300]
        let counts: [Double] = [0, 1.5, -1, .nan, .infinity, Double.leastNonzeroMagnitude * 2]
        let repeatDurations: [Double] = [0, 5, -1, .nan, .infinity]
        let begins: [Double] = [0, -1e308, .nan]
        let times: [Double] = [-.infinity, -1e308, -1, 0, 1e-300, 0.75, 3, 1e300, .infinity, .nan]
        var evaluations = 0
        for duration in durations {
            for speed in speeds {
                for offset in offsets {
                    for count in counts {
                        for repeatDuration in repeatDurations {
                            for begin in begins {
                                for autoreverses in [false, true] {
                                    let p = MediaTimingParameters(
                                        beginTime: begin, duration: duration, speed: speed, timeOffset: offset,
                                        repeatCount: count, repeatDuration: repeatDuration,
                                        autoreverses: autoreverses, fillMode: .both)
                                    #expect(!p.activeDuration.isNaN)
                                    for tp in times {
                                        let s = p.evaluate(parentTime: tp)
                                        evaluations += 1
                                        if !isSane(s) {
                                            Issue.record("insane \(s) for \(p) at \(tp)")
                                        }
                                        // Active only where the clock is inside the window.
                                        if s.phase == .active && !s.shouldApply {
                                            Issue.record("active but not applied: \(p) at \(tp)")
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(evaluations == 7 * 7 * 6 * 6 * 5 * 3 * 2 * 10)
    }
}

@Suite struct MediaTimingFastPathTests {
    /// The fast path of `evaluate` must agree exactly with the general model.
    @Test func fastPathMatchesGeneralPath() {
        var rng = SystemRandomNumberGenerator()
        let fills: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
        for _ in 0..<20_000 {
            let begin = Double.random(in: -10...10, using: &rng)
            let duration = [Double.random(in: 0.001...5, using: &rng), 1, 0.25][Int.random(in: 0...2, using: &rng)]
            let p = MediaTimingParameters(beginTime: begin, duration: duration, fillMode: fills.randomElement(using: &rng)!)
            let tp = [begin, begin + duration, begin - 1e-12, begin + duration * Double.random(in: -1...2, using: &rng)][Int.random(in: 0...3, using: &rng)]
            #expect(p.evaluate(parentTime: tp) == p.evaluateGeneral(parentTime: tp), "begin \(begin) duration \(duration) tp \(tp)")
        }
    }
}
