import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// A layer's own `CAMediaTiming` beyond beginTime/speed/timeOffset: a
/// positive `duration` with `repeatCount`, `repeatDuration`, `autoreverses`
/// and `fillMode` shapes the time its sublayers' animations see, mapped as an
/// animation's time is (`MediaTimingParameters.layerTime`).
@Suite @MainActor struct LayerOwnTimingTests {
    /// A container (duration 1, repeated twice, autoreversing, from media
    /// time 10) holding a sublayer whose linear animation moves position.x
    /// 0 → 100 over 1 s of the container's time. The sublayer's model x is 300.
    func makeTree(fill: CAMediaTimingFillMode = .removed, begin: Double = 10) -> (container: CALayer, sub: CALayer) {
        resetClock(at: 10)
        let container = CALayer()
        container.duration = 1
        container.repeatCount = 2
        container.autoreverses = true
        container.fillMode = fill
        container.beginTime = begin
        let sub = CALayer()
        sub.position = CGPoint(x: 300, y: 0)
        container.addSublayer(sub)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        move.isRemovedOnCompletion = false
        move.fillMode = .both
        sub.add(move, forKey: "move")
        MediaClock.advance(by: 0)   // commit: the animation begins at the container's time 0
        return (container, sub)
    }

    func x(_ layer: CALayer, at t: Double) -> Double {
        MediaClock.advance(to: t)
        return Double(layer.presentation()!.position.x)
    }

    @Test func repeatedAutoreversingContainerDrivesItsSublayersAnimation() {
        let (container, sub) = makeTree()
        defer { withExtendedLifetime(container) {} }   // a sublayer does not keep its superlayer
        // Container time: 0→1 over [10, 11), 1→0 over [11, 12), again over [12, 14).
        #expect(approx(x(sub, at: 10.25), 25, 1e-9))
        #expect(approx(x(sub, at: 10.5), 50, 1e-9))
        #expect(approx(x(sub, at: 11.25), 75, 1e-9))   // back half: 2 − 1.25 = 0.75
        #expect(approx(x(sub, at: 11.75), 25, 1e-9))
        #expect(approx(x(sub, at: 12.25), 25, 1e-9))   // second iteration, forward again
        #expect(approx(x(sub, at: 13.5), 50, 1e-9))
        // After the active window (4 s), fill .removed: the animation no longer applies.
        #expect(approx(x(sub, at: 14.5), 300, 1e-9))
    }

    @Test func fillForwardsHoldsTheContainersEndTime() {
        let (container, sub) = makeTree(fill: .forwards)
        defer { withExtendedLifetime(container) {} }
        #expect(approx(x(sub, at: 13.75), 25, 1e-9))
        // An autoreversing container ends at its time 0: the animation's start.
        #expect(approx(x(sub, at: 20), 0, 1e-9))
    }

    @Test func fillBackwardsHoldsTheContainersStartTimeBeforeItBegins() {
        let (removedContainer, removed) = makeTree(fill: .removed, begin: 11)
        defer { withExtendedLifetime(removedContainer) {} }
        MediaClock.advance(to: 10.5)
        #expect(approx(x(removed, at: 10.5), 300, 1e-9))   // not begun: model value
        #expect(approx(x(removed, at: 11.5), 50, 1e-9))
        let (heldContainer, held) = makeTree(fill: .backwards, begin: 11)
        defer { withExtendedLifetime(heldContainer) {} }
        #expect(approx(x(held, at: 10.5), 0, 1e-9))        // the container's time 0
        #expect(approx(x(held, at: 11.5), 50, 1e-9))
        #expect(approx(x(held, at: 15.5), 300, 1e-9))      // after: backwards does not fill forwards
    }

    @Test func repeatDurationAndFractionalRepeatsBoundTheContainer() {
        let (container, sub) = makeTree()
        defer { withExtendedLifetime(container) {} }
        container.autoreverses = false
        container.repeatCount = 0
        container.repeatDuration = 2.5
        MediaClock.advance(by: 0)
        #expect(approx(x(sub, at: 11.25), 25, 1e-9))   // iteration 1
        #expect(approx(x(sub, at: 12.4), 40, 1e-9))    // iteration 2 (of 2.5)
        #expect(approx(x(sub, at: 12.6), 300, 1e-9))   // over after 2.5 s
        container.repeatDuration = 0
        container.repeatCount = 1.5
        container.fillMode = .forwards
        MediaClock.advance(by: 0)
        #expect(approx(x(sub, at: 13), 50, 1e-9))      // ends halfway through its duration
    }

    @Test func convertTimeAgreesWithTheRepeatedTime() {
        let (container, sub) = makeTree()
        #expect(approx(container.convertTime(10.25, from: nil), 0.25))
        #expect(approx(container.convertTime(11.25, from: nil), 0.75))   // running back
        #expect(approx(sub.convertTime(12.5, from: nil), 0.5))
        #expect(approx(container.convertTime(20, from: nil), 0))         // after: the end (time 0)
        #expect(approx(container.convertTime(5, from: nil), 0))          // before: the start
        // Up through a repeating layer: the parent time of its first forward pass.
        #expect(approx(container.convertTime(0.75, to: nil), 10.75))
        #expect(approx(sub.convertTime(0.75, to: container), 0.75))
        // The sublayer's presentation is what the renderer draws.
        let renderer = CARenderer(size: CGSize(width: 10, height: 10))
        renderer.layer = container
        MediaClock.advance(to: 11.75)
        #expect(approx(Double(sub.presentation()!.position.x), 25, 1e-9))
        #expect(approx(Double(LayerValues(presenting: sub, at: 11.75).position.x), 25, 1e-9))
    }

    @Test func theDefaultDurationLeavesLayerTimeUnbounded() {
        resetClock(at: 10)
        let layer = CALayer()
        layer.repeatCount = 3
        layer.autoreverses = true
        layer.beginTime = 10
        // Duration 0: nothing repeats or ends; local time is linear (negative before beginTime).
        #expect(approx(layer.convertTime(25, from: nil), 15))
        #expect(approx(layer.convertTime(8, from: nil), -2))
    }

    @Test func badDurationsAreReportedAndMeanUnbounded() {
        resetClock(at: 10)
        let layer = CALayer()
        var reports = CADiagnostics.capture { layer.duration = .nan }.messages
        #expect(reports.count == 1 && layer.duration == 0)
        reports = CADiagnostics.capture { layer.duration = -1 }.messages
        #expect(reports.count == 1 && layer.duration == 0)
        // Infinite: valid, and unbounded like 0.
        reports = CADiagnostics.capture { layer.duration = .infinity }.messages
        #expect(reports.isEmpty && approx(layer.convertTime(12, from: nil), 12))
    }
}
}
