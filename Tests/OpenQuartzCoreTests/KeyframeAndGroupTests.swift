import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
@Suite @MainActor struct KeyframeAndGroupTests {
    private func sample(_ layer: CALayer, at times: [Double], _ read: (CALayer) -> Double) -> [Double] {
        var out: [Double] = []
        let start = CACurrentMediaTime()
        for t in times {
            MediaClock.advance(to: start + t)
            out.append(read(layer.presentation()!))
        }
        return out
    }

    @Test func linearKeyframesWithKeyTimesAndSegmentTimingFunctions() {
        resetClock()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "zPosition")
        a.values = [0, 10, 30]
        a.keyTimes = [0, 0.25, 1]
        a.duration = 4
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        // 0–1 s: 0 → 10; 1–4 s: 10 → 30.
        let v = sample(layer, at: [0.5, 1, 2.5, 3.999], { Double($0.zPosition) })
        #expect(approx(v[0], 5) && approx(v[1], 10) && approx(v[2], 20) && approx(v[3], 30, 0.01))
    }

    @Test func discreteKeyframesWithoutKeyTimesSplitTheDurationEvenly() {
        resetClock()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "zPosition")
        a.values = [1, 2, 3, 4]
        a.calculationMode = .discrete
        a.duration = 8
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        let v = sample(layer, at: [0.1, 1.9, 2.1, 4.5, 6.5, 7.9], { Double($0.zPosition) })
        #expect(v == [1, 1, 2, 3, 4, 4])
    }

    @Test func pacedKeyframesMoveAtConstantSpeed() {
        resetClock()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)]
        a.keyTimes = [0, 0.9, 1]                 // ignored in paced mode
        a.calculationMode = .paced
        a.duration = 4
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        // Total length 40: after 1 s (a quarter) 10 along; after 3.5 s 35 along → (30, 5).
        MediaClock.advance(by: 1)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 10, y: 0), 0.05))
        MediaClock.advance(by: 2.5)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 30, y: 5), 0.05))
    }

    @Test func pathAnimationFollowsTheCurvesAndRotationModeTurnsTheLayer() {
        resetClock()
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.rotationMode = .rotateAuto
        a.duration = 2
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)              // halfway along the first line
        let p = layer.presentation()!
        #expect(approx(p.position, CGPoint(x: 50, y: 0), 1e-9))
        #expect(approx(p.value(forKeyPath: "transform.rotation.z") as! CGFloat, 0, 1e-9))
        MediaClock.advance(by: 1)                // halfway down the second
        let q = layer.presentation()!
        #expect(approx(q.position, CGPoint(x: 100, y: 50), 1e-9))
        #expect(approx(q.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2, 1e-9))
    }

    @Test func mismatchedKeyTimesAreReportedAndIgnored() {
        resetClock()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "zPosition")
        a.values = [0, 10, 20]
        a.keyTimes = [0, 1]
        a.duration = 2
        layer.add(a, forKey: nil)
        let reports = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
        #expect(reports.contains { $0.contains("key times") })
        MediaClock.advance(by: 0.5)              // evenly spread: 0 → 10 over the first second
        #expect(approx(layer.presentation()!.zPosition, 5))
    }

    @Test func groupChildrenRunInGroupTimeAndTakeItsDuration() {
        resetClock()
        let layer = CALayer()
        let child1 = CABasicAnimation(keyPath: "zPosition")
        child1.fromValue = 0; child1.toValue = 8          // no duration: takes the group's
        let child2 = CABasicAnimation(keyPath: "opacity")
        child2.fromValue = 0; child2.toValue = 1
        child2.duration = 1; child2.beginTime = 1         // relative to the group
        let group = CAAnimationGroup()
        group.animations = [child1, child2]
        group.duration = 4
        layer.add(group, forKey: "g")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1.5)
        let p = layer.presentation()!
        #expect(approx(p.zPosition, 3))
        #expect(approx(Double(p.opacity), 0.5, 1e-6))
        MediaClock.advance(by: 1)                         // child2 over (fill removed): model opacity
        #expect(layer.presentation()!.opacity == 1)
        MediaClock.advance(by: 2)
        #expect(layer.animationKeys() == nil)
    }

    @Test func springAnimationFollowsTheSolver() {
        resetClock()
        let layer = CALayer()
        let s = CASpringAnimation(keyPath: "zPosition")
        s.fromValue = 0; s.toValue = 100
        s.duration = s.settlingDuration
        #expect(abs(s.settlingDuration - 1.4727003346780927) < 1e-12)
        layer.add(s, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.3)
        let expected = 100 * SpringSolver().value(at: 0.3)
        #expect(approx(Double(layer.presentation()!.zPosition), expected, 1e-6))
    }

    @Test func additiveKeyframesWaggleAroundTheModel() {
        resetClock()
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        let a = CAKeyframeAnimation(keyPath: "transform")
        a.values = [0, Double.pi / 20, 0]
        a.valueFunction = CAValueFunction(name: .rotateZ)
        a.isAdditive = true
        a.duration = 1
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        let angle = layer.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat
        #expect(approx(angle, 0.5 + .pi / 20, 1e-9))
    }
}
}
