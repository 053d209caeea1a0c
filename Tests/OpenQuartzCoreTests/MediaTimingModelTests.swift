import Testing
import Foundation
@testable import OpenQuartzCore

/// Whether `a` and `b` agree to within `tolerance`.
func timingApprox(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { Swift.abs(a - b) <= tolerance }

/// A minimal `CAMediaTiming` adopter for tests.
final class TimingTestObject: CAMediaTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}

@Suite struct MediaTimingModelTests {
    // MARK: API surface

    @Test func fillModeRawValuesAndAliases() {
        #expect(CAMediaTimingFillMode.removed.rawValue == "removed")
        #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
        #expect(CAMediaTimingFillMode.backwards.rawValue == "backwards")
        #expect(CAMediaTimingFillMode.both.rawValue == "both")
        #expect(kCAFillModeRemoved == .removed && kCAFillModeForwards == .forwards)
        #expect(kCAFillModeBackwards == .backwards && kCAFillModeBoth == .both)
        #expect(CAMediaTimingFillMode("both") == .both)
        #expect(CAMediaTimingFillMode(rawValue: "forwards") == .forwards)
        // An unknown raw value fills nothing, like .removed.
        let odd = CAMediaTimingFillMode(rawValue: "sideways")
        #expect(!odd.fillsForwards && !odd.fillsBackwards)
    }

    @Test @MainActor func parametersFromTimingObject() {
        let o = TimingTestObject()
        o.beginTime = 2; o.duration = 3; o.speed = 0.5; o.timeOffset = 1
        o.repeatCount = .greatestFiniteMagnitude; o.repeatDuration = 0
        o.autoreverses = true; o.fillMode = .both
        let p = MediaTimingParameters(o)
        #expect(p == MediaTimingParameters(beginTime: 2, duration: 3, speed: 0.5, timeOffset: 1,
                                           repeatCount: Double(Float.greatestFiniteMagnitude),
                                           autoreverses: true, fillMode: .both))
        // Float.greatestFiniteMagnitude survives widening and means "for ever".
        #expect(p.activeDuration == .infinity)
        let existential: any CAMediaTiming = o
        #expect(MediaTimingParameters(existential) == p)
        #expect(!p.hasInvalidValues)
    }

    // MARK: Local time

    @Test func localAndParentTime() {
        let p = MediaTimingParameters(beginTime: 10, duration: 4, speed: 2, timeOffset: 1)
        #expect(p.localTime(fromParent: 13) == 7)     // (13 − 10) × 2 + 1
        #expect(p.localTime(fromParent: 9) == -1)     // (9 − 10) × 2 + 1
        #expect(p.parentTime(fromLocal: 7) == 13)     // (7 − 1) / 2 + 10
        #expect(p.parentTime(fromLocal: -1) == 9)     // (−1 − 1) / 2 + 10
        let frozen = MediaTimingParameters(beginTime: 10, duration: 4, speed: 0, timeOffset: 1)
        #expect(frozen.localTime(fromParent: 123) == 1)   // (123 − 10) × 0 + 1
        #expect(frozen.parentTime(fromLocal: 3) == 10)    // no inverse: beginTime
    }

    // MARK: Active duration

    @Test func activeDurationRules() {
        #expect(MediaTimingParameters(duration: 2).activeDuration == 2)                          // d
        #expect(MediaTimingParameters(duration: 2, autoreverses: true).activeDuration == 4)      // 2 × 2
        #expect(MediaTimingParameters(duration: 2, repeatCount: 1.5).activeDuration == 3)        // 2 × 1.5
        #expect(MediaTimingParameters(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration == 6) // 4 × 1.5
        #expect(MediaTimingParameters(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        #expect(MediaTimingParameters(duration: 2, repeatCount: 0.25).activeDuration == 0.5)     // 2 × 0.25
        // repeatDuration wins over repeatCount.
        #expect(MediaTimingParameters(duration: 2, repeatCount: 10, repeatDuration: 5).activeDuration == 5)
        #expect(MediaTimingParameters(duration: 2, repeatDuration: .infinity).activeDuration == .infinity)
        // Speed does not change the active duration (it is in local time).
        #expect(MediaTimingParameters(duration: 2, speed: 4).activeDuration == 2)
        #expect(MediaTimingParameters(duration: 2, autoreverses: true).iterationDuration == 4)
    }

    // MARK: Plain playback

    @Test func plainPlayback() {
        let p = MediaTimingParameters(beginTime: 10, duration: 2)
        let s = p.evaluate(parentTime: 11)                     // q = 1, 1 / 2
        #expect(s == MediaTimingState(phase: .active, shouldApply: true, iteration: 0, isReversing: false, progress: 0.5))
        #expect(p.evaluate(parentTime: 10).progress == 0)      // start is active
        #expect(p.evaluate(parentTime: 10).phase == .active)
        #expect(p.evaluate(parentTime: 12).phase == .after)    // e = 2 ≥ A = 2
        #expect(p.evaluate(parentTime: 9.5).phase == .before)
        // Removed fill: not applied outside the window.
        #expect(!p.evaluate(parentTime: 12).shouldApply)
        #expect(!p.evaluate(parentTime: 9.5).shouldApply)
    }

    // MARK: Repeats

    @Test func fractionalRepeatCount() {
        let p = MediaTimingParameters(duration: 2, repeatCount: 1.5, fillMode: .forwards) // A = 3
        var s = p.evaluate(parentTime: 2.5)     // p = 2.5: iteration ⌊2.5/2⌋ = 1, q = 0.5, 0.5/2
        #expect(s.phase == .active && s.iteration == 1 && s.progress == 0.25)
        s = p.evaluate(parentTime: 2)           // iteration boundary: start of iteration 1
        #expect(s.iteration == 1 && s.progress == 0)
        s = p.evaluate(parentTime: 3)           // e = 3 ≥ 3: after; limit p → 3⁻: iteration 1, q = 1, 1/2
        #expect(s.phase == .after && s.shouldApply && s.iteration == 1 && s.progress == 0.5)
        s = p.evaluate(parentTime: 100)         // same frozen end state
        #expect(s.iteration == 1 && s.progress == 0.5 && s.isFilled)
    }

    @Test func wholeRepeatCountEndsAtProgressOne() {
        let p = MediaTimingParameters(duration: 1, repeatCount: 3, fillMode: .forwards)  // A = 3
        let s = p.evaluate(parentTime: 3)       // limit p → 3⁻: iteration 2, q = 1⁻ → progress 1
        #expect(s.phase == .after && s.iteration == 2 && s.progress == 1)
        let mid = p.evaluate(parentTime: 2.75)  // iteration ⌊2.75⌋ = 2, q = 0.75
        #expect(mid.iteration == 2 && mid.progress == 0.75)
    }

    @Test func infiniteRepeatCount() {
        let p = MediaTimingParameters(duration: 2, repeatCount: .infinity)
        let s = p.evaluate(parentTime: 1001)    // p = 1001: iteration ⌊1001/2⌋ = 500, q = 1, 1/2
        #expect(s.phase == .active && s.iteration == 500 && s.progress == 0.5)
        #expect(p.evaluate(parentTime: 1e12).phase == .active)   // never ends
        let f = MediaTimingParameters(duration: 2, repeatCount: Double(Float.greatestFiniteMagnitude))
        #expect(f.evaluate(parentTime: 1e12).phase == .active)
        #expect(f.evaluate(parentTime: 1e12).iteration == 500_000_000_000)   // 1e12 / 2
    }

    // MARK: Autoreverse

    @Test func autoreverseCycles() {
        // duration 1, two cycles of forward + back: d = 2, A = 4.
        let p = MediaTimingParameters(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        var s = p.evaluate(parentTime: 0.25)    // q = 0.25 < 1: forward, 0.25 / 1
        #expect(s.iteration == 0 && !s.isReversing && s.progress == 0.25)
        s = p.evaluate(parentTime: 1)           // q = 1 ≥ 1: back half, (2 − 1) / 1 = 1
        #expect(s.iteration == 0 && s.isReversing && s.progress == 1)
        s = p.evaluate(parentTime: 1.25)        // back half: (2 − 1.25) / 1 = 0.75
        #expect(s.iteration == 0 && s.isReversing && s.progress == 0.75)
        s = p.evaluate(parentTime: 2.5)         // iteration ⌊2.5/2⌋ = 1, q = 0.5: forward 0.5
        #expect(s.iteration == 1 && !s.isReversing && s.progress == 0.5)
        s = p.evaluate(parentTime: 3.75)        // iteration 1, q = 1.75: back, (2 − 1.75) / 1 = 0.25
        #expect(s.iteration == 1 && s.isReversing && s.progress == 0.25)
        s = p.evaluate(parentTime: 4)           // after; p → 4⁻: iteration 1, q → 2⁻: back, progress 0
        #expect(s.phase == .after && s.iteration == 1 && s.isReversing && s.progress == 0)
    }

    // MARK: repeatDuration

    @Test func repeatDurationThirds() {
        // duration 1.5, repeatDuration 5: 5 / 1.5 = 3⅓ cycles.
        let p = MediaTimingParameters(duration: 1.5, repeatDuration: 5, fillMode: .forwards)
        var s = p.evaluate(parentTime: 4.75)    // iteration ⌊4.75/1.5⌋ = 3, q = 4.75 − 4.5 = 0.25, 0.25/1.5 = 1/6
        #expect(s.phase == .active && s.iteration == 3 && timingApprox(s.progress, 1.0 / 6))
        s = p.evaluate(parentTime: 5)           // end: p → 5⁻: iteration 3, q = 0.5, 0.5/1.5 = 1/3
        #expect(s.phase == .after && s.iteration == 3 && timingApprox(s.progress, 1.0 / 3))
        // repeatDuration wins over repeatCount.
        let both = MediaTimingParameters(duration: 1.5, repeatCount: 100, repeatDuration: 5, fillMode: .forwards)
        #expect(both.evaluate(parentTime: 5) == s)
    }

    // MARK: timeOffset looping

    @Test func timeOffsetLoopsOverTheActiveWindow() {
        // Apple's example: duration 8, timeOffset 4 plays 4→8 then 0→4.
        let p = MediaTimingParameters(beginTime: 2, duration: 8, timeOffset: 4, fillMode: .both)
        var s = p.evaluate(parentTime: 3)       // s = 1 + 4 = 5: 5/8
        #expect(s.phase == .active && s.progress == 0.625)
        s = p.evaluate(parentTime: 6)           // s = 4 + 4 = 8 → wraps to 0: progress 0, iteration 0
        #expect(s.phase == .active && s.progress == 0 && s.iteration == 0)
        s = p.evaluate(parentTime: 7)           // s = 5 + 4 = 9 → 1: 1/8
        #expect(s.progress == 0.125)
        s = p.evaluate(parentTime: 9.5)         // s = 7.5 + 4 = 11.5 → 3.5: 3.5/8
        #expect(s.phase == .active && s.progress == 0.4375)
        s = p.evaluate(parentTime: 10)          // e = 8 ≥ 8: after; s → 12⁻ wraps to 4⁻: 4/8, iteration 0
        #expect(s.phase == .after && s.shouldApply && s.progress == 0.5 && s.iteration == 0)
        s = p.evaluate(parentTime: 0)           // before, fill backwards: s = timeOffset = 4: 4/8
        #expect(s.phase == .before && s.shouldApply && s.progress == 0.5)
    }

    @Test func timeOffsetWithRepeats() {
        // duration 1, repeatCount 2 (A = 2), offset 1: plays iteration 1 then iteration 0.
        let p = MediaTimingParameters(duration: 1, timeOffset: 1, repeatCount: 2, fillMode: .forwards)
        var s = p.evaluate(parentTime: 0.5)     // s = 1.5: iteration 1, q = 0.5
        #expect(s.iteration == 1 && s.progress == 0.5)
        s = p.evaluate(parentTime: 1.5)         // s = 2.5 → 0.5: iteration 0, q = 0.5
        #expect(s.iteration == 0 && s.progress == 0.5)
        s = p.evaluate(parentTime: 2)           // after: s → 3⁻ → p → 1⁻: iteration 0, q → 1⁻: progress 1
        #expect(s.phase == .after && s.iteration == 0 && s.progress == 1)
        // An offset larger than the window wraps: 5 ≡ 1 (mod 2).
        let big = MediaTimingParameters(duration: 1, timeOffset: 5, repeatCount: 2)
        #expect(big.evaluate(parentTime: 0.5) == p.evaluate(parentTime: 0.5))
    }

    // MARK: Speed

    @Test func doubleSpeed() {
        let p = MediaTimingParameters(beginTime: 1, duration: 1, speed: 2, fillMode: .forwards)
        var s = p.evaluate(parentTime: 1.25)    // s = 0.25 × 2 = 0.5: 0.5/1
        #expect(s.phase == .active && s.progress == 0.5)
        s = p.evaluate(parentTime: 1.5)         // e = 0.5 × 2 = 1 ≥ 1: after, progress 1
        #expect(s.phase == .after && s.progress == 1)
        #expect(p.activeDuration == 1)
    }

    @Test func negativeSpeedPlaysBackwards() {
        let p = MediaTimingParameters(duration: 2, speed: -1, fillMode: .both)
        var s = p.evaluate(parentTime: 0)       // s = 0 taken from below: p = 2⁻, q = 2⁻: progress 1
        #expect(s.phase == .active && s.progress == 1 && s.iteration == 0)
        s = p.evaluate(parentTime: 0.5)         // s = −0.5 → 1.5: 1.5/2
        #expect(s.phase == .active && s.progress == 0.75)
        s = p.evaluate(parentTime: 2)           // e = 2: after; s → −2 from above → 0: progress 0
        #expect(s.phase == .after && s.progress == 0)
        s = p.evaluate(parentTime: -1)          // before, fill backwards: state at beginTime: progress 1
        #expect(s.phase == .before && s.shouldApply && s.progress == 1)
        // Twice as fast backwards: duration 4, speed −2 at tp 1: s = −2 → 2: 2/4.
        let fast = MediaTimingParameters(duration: 4, speed: -2)
        #expect(fast.evaluate(parentTime: 1).progress == 0.5)
        #expect(fast.evaluate(parentTime: 2).phase == .after)   // e = 2 × 2 = 4
    }

    @Test func negativeSpeedRunsIterationsDownwards() {
        let p = MediaTimingParameters(duration: 1, speed: -1, repeatCount: 2)  // A = 2
        var s = p.evaluate(parentTime: 0.5)     // s = −0.5 → 1.5: iteration 1, q = 0.5
        #expect(s.iteration == 1 && s.progress == 0.5)
        s = p.evaluate(parentTime: 1)           // s = −1 from below → 1⁻: iteration 0, q = 1⁻: progress 1
        #expect(s.iteration == 0 && s.progress == 1)
        s = p.evaluate(parentTime: 1.5)         // s = −1.5 → 0.5: iteration 0, q = 0.5
        #expect(s.iteration == 0 && s.progress == 0.5)
    }

    @Test func negativeSpeedWithInfiniteRepeatsWrapsByIteration() {
        let p = MediaTimingParameters(duration: 2, speed: -1, repeatCount: .infinity)
        let s = p.evaluate(parentTime: 7.5)     // s = −7.5 wrapped by d = 2 → 0.5: 0.5/2, iteration 0
        #expect(s.phase == .active && s.iteration == 0 && s.progress == 0.25)
        // With a positive offset, s ≥ 0 is used unwrapped: s = 5 − 0.5 = 4.5 → iteration 2, q = 0.5.
        let o = MediaTimingParameters(duration: 2, speed: -1, timeOffset: 5, repeatCount: .infinity)
        let t = o.evaluate(parentTime: 0.5)
        #expect(t.iteration == 2 && t.progress == 0.25)
    }

    @Test func zeroSpeedScrubsWithTimeOffset() {
        var p = MediaTimingParameters(beginTime: 5, duration: 10, speed: 0, timeOffset: 3)
        #expect(p.evaluate(parentTime: 5).progress == 0.3)                 // s = 3: 3/10
        #expect(p.evaluate(parentTime: 1e9).phase == .active)              // e = 0 for ever
        #expect(p.evaluate(parentTime: 1e9).progress == 0.3)
        #expect(p.evaluate(parentTime: 4).phase == .before)
        p.timeOffset = 13                                                  // 13 mod 10 = 3
        #expect(p.evaluate(parentTime: 6).progress == 0.3)
        p.timeOffset = -1                                                  // −1 mod 10 = 9
        #expect(p.evaluate(parentTime: 6).progress == 0.9)
        p.timeOffset = 13; p.repeatCount = 3                               // A = 30: p = 13, iteration 1, q = 3
        let s = p.evaluate(parentTime: 6)
        #expect(s.iteration == 1 && s.progress == 0.3)
    }

    // MARK: Fill modes

    @Test(arguments: [
        (CAMediaTimingFillMode.removed, false, false),
        (.forwards, false, true),
        (.backwards, true, false),
        (.both, true, true),
    ])
    func fillModes(mode: CAMediaTimingFillMode, before: Bool, after: Bool) {
        let p = MediaTimingParameters(beginTime: 1, duration: 1, fillMode: mode)
        let b = p.evaluate(parentTime: 0)       // before: state at beginTime, progress 0
        #expect(b.phase == .before && b.shouldApply == before && b.isFilled == before && b.progress == 0)
        let a = p.evaluate(parentTime: 3)       // after: end state, progress 1
        #expect(a.phase == .after && a.shouldApply == after && a.isFilled == after && a.progress == 1)
        let m = p.evaluate(parentTime: 1.5)     // active always applies, never "filled"
        #expect(m.shouldApply && !m.isFilled && m.progress == 0.5)
    }
}
