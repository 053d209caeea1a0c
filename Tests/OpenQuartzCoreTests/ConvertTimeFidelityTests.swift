import Testing
import Foundation
@testable import OpenQuartzCore

/// `convertTime(_:from:)`/`convertTime(_:to:)` across layers with their own
/// timing. Expected values are Apple's layer time worked by hand:
/// t_local = (t_parent − beginTime) × speed + timeOffset, level by level.
@Suite @MainActor struct ConvertTimeFidelityTests {
    /// a (begin 10, speed 2, offset 3) ⊃ b (begin 1, speed 0.5, offset −4),
    /// c (speed 3, offset 1), frozen (begin 2, speed 0, offset 5).
    func tree() -> (a: CALayer, b: CALayer, c: CALayer, frozen: CALayer) {
        let a = CALayer(), b = CALayer(), c = CALayer(), frozen = CALayer()
        a.beginTime = 10; a.speed = 2; a.timeOffset = 3
        b.beginTime = 1; b.speed = 0.5; b.timeOffset = -4
        c.speed = 3; c.timeOffset = 1
        frozen.beginTime = 2; frozen.speed = 0; frozen.timeOffset = 5
        for l in [b, c, frozen] { a.addSublayer(l) }
        return (a, b, c, frozen)
    }

    @Test func downFromMediaTimeAppliesEachLevel() {
        let (a, b, c, _) = tree()
        #expect(a.convertTime(20, from: nil) == 23)          // (20 − 10) × 2 + 3
        #expect(b.convertTime(20, from: nil) == 7)           // (23 − 1) × 0.5 − 4
        #expect(c.convertTime(20, from: nil) == 70)          // 23 × 3 + 1
        #expect(b.convertTime(23, from: a) == 7)
        #expect(a.convertTime(23, to: b) == 7)
        #expect(a.convertTime(20, to: b) == 5.5)             // a-local 20: (20 − 1) × 0.5 − 4
    }

    @Test func upToMediaTimeInvertsEachLevel() {
        let (a, b, c, _) = tree()
        #expect(b.convertTime(7, to: nil) == 20)
        #expect(a.convertTime(7, from: b) == 23)
        #expect(c.convertTime(70, to: nil) == 20)
        #expect(c.convertTime(7, from: b) == 70)             // sibling: up to a (23), down to c
        #expect(b.convertTime(70, from: c) == 7)
    }

    @Test func timesBeforeBeginTimeAreNotClamped() {
        let (a, b, _, _) = tree()
        #expect(a.convertTime(4, from: nil) == -9)           // (4 − 10) × 2 + 3
        #expect(b.convertTime(4, from: nil) == -9)           // (−9 − 1) × 0.5 − 4
        #expect(b.convertTime(-9, to: nil) == 4)
        #expect(a.convertTime(0, from: nil) == -17)
    }

    @Test func speedZeroFreezesLocalTimeAndGoingUpGivesItsBeginTime() {
        let (a, _, c, frozen) = tree()
        for t in [-100.0, 0, 12, 1e6] { #expect(frozen.convertTime(t, from: nil) == 5) }   // 0 × … + 5
        #expect(frozen.convertTime(5, to: a) == 2)           // no inverse: the parent time it starts at
        #expect(frozen.convertTime(5, to: nil) == 9.5)       // a's 2 → (2 − 3) / 2 + 10
        #expect(c.convertTime(5, from: frozen) == 7)         // 2 × 3 + 1
        #expect(frozen.convertTime(41, from: frozen) == 41)  // within one layer: identity
    }

    @Test func layersInDifferentTreesMeetInMediaTime() {
        let (_, b, _, _) = tree()
        let other = CALayer()
        other.beginTime = 5
        other.timeOffset = 0.5
        #expect(other.convertTime(7, from: b) == 15.5)       // b 7 → media 20 → 20 − 5 + 0.5
        #expect(b.convertTime(15.5, from: other) == 7)
    }

    @Test func identityTimingLeavesTimeUnchanged() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        #expect(child.convertTime(123.25, from: nil) == 123.25)
        #expect(child.convertTime(123.25, to: parent) == 123.25)
    }
}
