import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// An emitter layer filling a displayed root, committed at media time 100
/// (emission starts then), with one cell "circle" (Neuburg §27 base stream).
@MainActor func makeEmitterFixture(_ configure: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in })
    -> (CARenderer, CAEmitterLayer, CAEmitterCell) {
    resetClock(at: 100)
    let (renderer, root) = makeInterfaceRoot()
    let emitter = CAEmitterLayer()
    emitter.frame = root.bounds
    emitter.emitterPosition = CGPoint(x: 30, y: 100)
    emitter.emitterShape = .point
    emitter.emitterMode = .points
    let cell = CAEmitterCell()
    cell.name = "circle"
    cell.birthRate = 5
    cell.lifetime = 1
    cell.velocity = 100
    configure(emitter, cell)
    emitter.emitterCells = [cell]
    addCommitted(emitter, to: root)
    return (renderer, emitter, cell)
}

extension GlobalClockSuite {
@Suite @MainActor struct EmitterFixtureTests {
    @Test func emissionStartsWhenTheLayerJoinsTheInterface() {
        resetClock(at: 100)
        let e = CAEmitterLayer()
        let c = CAEmitterCell(); c.birthRate = 10; c.lifetime = 5
        e.emitterCells = [c]
        MediaClock.advance(by: 1)
        #expect(!e.isEmitting && e.particles().isEmpty)
        let (_, root) = makeInterfaceRoot()
        addCommitted(e, to: root)
        #expect(e.isEmitting)
        #expect(e.emitterTime(at: CACurrentMediaTime()) == 0)
        MediaClock.advance(by: 1)
        #expect(e.particles().count == 10)
        e.removeFromSuperlayer()
        MediaClock.advance(by: 0)
        #expect(!e.isEmitting && e.particles().isEmpty)
    }

    @Test func packageAPIStartsAndResetsEmissionOutsideTheInterface() {
        resetClock(at: 100)
        let e = CAEmitterLayer()
        let c = CAEmitterCell(); c.birthRate = 4; c.lifetime = 10
        e.emitterCells = [c]
        e.startEmission(at: 100)
        #expect(e.isEmitting)
        #expect(e.particles(at: 101).count == 4)
        #expect(e.presentation()!.particles(at: 101).count == 4)    // presentation copies read the model's run
        e.resetEmission()
        #expect(!e.isEmitting && e.particles(at: 102).isEmpty)
    }

    /// (1) Base stream: 5 per second for 1 s at 100 pt/s toward +x.
    @Test func baseStream() {
        let (_, e, _) = makeEmitterFixture()
        let ps = e.particles(at: 101)
        #expect(ps.count >= 4 && ps.count <= 5)
        for p in ps {
            #expect(p.age >= 0 && p.age < 1 && p.lifetime == 1)
            #expect(approx(p.velocity.x, 100) && approx(p.velocity.y, 0) && approx(p.velocity.z, 0))
            #expect(approx(p.position.x, 30 + 100 * p.age, 1e-9) && approx(p.position.y, 100))
        }
        // Later: still about 5 alive (birthRate × lifetime), none older than 1 s.
        let later = e.particles(at: 105.5)
        #expect(later.count >= 4 && later.count <= 6)
        #expect(later.allSatisfy { $0.age < 1 && $0.position.x < 130 + 1e-9 })
    }

    /// (2) Hose: emission within ±π/10 of the longitude for emissionRange π/5.
    @Test func hoseConeHalfAngleIsHalfTheRange() {
        let (_, e, _) = makeEmitterFixture { _, c in c.birthRate = 100; c.lifetime = 1.5; c.emissionRange = .pi / 5 }
        let ps = e.particles(at: 101.5)
        #expect(ps.count > 100)
        var widest = 0.0
        for p in ps {
            let planar = (p.velocity.x * p.velocity.x + p.velocity.y * p.velocity.y).squareRoot()
            let angle = acos(min(1, p.velocity.x / (planar * planar + p.velocity.z * p.velocity.z).squareRoot()))
            #expect(angle <= .pi / 10 + 1e-9)
            #expect(approx((p.velocity * p.velocity).sum().squareRoot(), 100, 1e-9))
            widest = max(widest, angle)
        }
        #expect(widest > .pi / 20)
    }

    /// (3) Waterfall: accelerations bend paths: x0 + v0 t + ½ a t².
    @Test func waterfallFollowsConstantAcceleration() {
        let (_, e, _) = makeEmitterFixture { _, c in
            c.birthRate = 100; c.lifetime = 1.5; c.emissionRange = .pi / 5
            c.xAcceleration = -40; c.yAcceleration = 200
        }
        let ps = e.particles(at: 101.37)
        #expect(!ps.isEmpty)
        let a = SIMD3<Double>(-40, 200, 0)
        for p in ps {
            let v0 = p.velocity - a * p.age
            let expected = SIMD3<Double>(30, 100, 0) + v0 * p.age + 0.5 * a * (p.age * p.age)
            #expect(approx(p.position.x, expected.x, 1e-7) && approx(p.position.y, expected.y, 1e-7))
            #expect(approx((v0 * v0).sum().squareRoot(), 100, 1e-7))
        }
        // The oldest particle has been pulled down and back.
        let oldest = ps.max { $0.age < $1.age }!
        #expect(oldest.velocity.y > 150 && oldest.velocity.x < 100)
    }

    /// (4) Colour variation: green grows by greenSpeed per second from color ± greenRange.
    @Test func colourSpeedAndRange() {
        let (_, e, _) = makeEmitterFixture { _, c in
            c.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            c.greenSpeed = 0.75
        }
        for p in e.particles(at: 101.9) {
            #expect(approx(p.color.y, min(1, 0.75 * p.age), 1e-12))
            #expect(p.color.x == 0 && p.color.z == 1 && p.color.w == 1)
        }
        let (_, e2, _) = makeEmitterFixture { _, c in
            c.birthRate = 50; c.lifetimeRange = 0.4; c.velocityRange = 20; c.scaleRange = 0.2; c.scaleSpeed = 0.2
            c.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1); c.greenRange = 0.5; c.greenSpeed = 0.75
        }
        let ps = e2.particles(at: 102)
        #expect(ps.count > 35)
        for p in ps {
            #expect(p.color.y >= min(1, 0.75 * p.age) - 1e-12 && p.color.y <= min(1, 0.5 + 0.75 * p.age) + 1e-12)
            #expect(p.lifetime >= 0.6 - 1e-6 && p.lifetime <= 1.4 + 1e-6)
            let speed = (p.velocity * p.velocity).sum().squareRoot()
            #expect(speed >= 80 - 1e-9 && speed <= 120 + 1e-9)
            #expect(p.scale >= 0.8 + 0.2 * p.age - 1e-9 && p.scale <= 1.2 + 0.2 * p.age + 1e-9)
        }
    }

    /// (5) KVC: greenSpeed 3.0 through the layer's key path; later particles green faster.
    @Test func keyValueCodedGreenSpeed() {
        let (_, e, cell) = makeEmitterFixture { _, c in
            c.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1); c.greenSpeed = 0.75
        }
        _ = e.particles(at: 101)
        e.setValue(3.0, forKeyPath: "emitterCells.circle.greenSpeed")
        #expect(cell.greenSpeed == 3)
        MediaClock.advance(by: 0)
        let ps = e.particles(at: 102.5)
        #expect(!ps.isEmpty)
        for p in ps { #expect(approx(p.color.y, min(1, 3 * p.age), 1e-12)) }
    }

    /// (6) Animated greenSpeed −1 ↔ 3, 4 s, autoreverse, forever: the presentation changes.
    @Test func animatedGreenSpeedReachesThePresentationLayer() {
        let (_, e, cell) = makeEmitterFixture { _, c in
            c.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1); c.greenSpeed = 0.75; c.birthRate = 20
        }
        let anim = CABasicAnimation(keyPath: "emitterCells.circle.greenSpeed")
        anim.fromValue = -1.0
        anim.toValue = 3.0
        anim.duration = 4
        anim.autoreverses = true
        anim.repeatCount = .infinity
        let captured = CADiagnostics.capture { e.add(anim, forKey: "greenSpeed"); MediaClock.advance(by: 0) }
        #expect(captured.messages.isEmpty)
        func presented() -> Double { Double(e.presentation()!.value(forKeyPath: "emitterCells.circle.greenSpeed") as! Float) }
        #expect(approx(presented(), -1, 1e-6))
        MediaClock.advance(by: 2)
        #expect(approx(presented(), 1, 1e-6))
        MediaClock.advance(by: 2)
        #expect(approx(presented(), 3, 1e-6))
        MediaClock.advance(by: 3)
        #expect(approx(presented(), 0, 1e-6))
        #expect(cell.greenSpeed == 0.75)                       // the model is unchanged
        #expect(e.presentation()!.emitterCells!.first !== cell)
        // Particles born now carry the animated greenSpeed (0 around t = 7 s).
        let young = e.particles().filter { $0.age < 0.1 }
        #expect(!young.isEmpty)
        for p in young { #expect(abs(p.color.y) < 0.02) }
        // Particles born around t = 4 s, when greenSpeed was 3, turned green fast;
        // none is alive now, but the state at 4.5 s is reproducible by restarting.
        let at45 = e.particles(at: 104.5).filter { $0.age > 0.3 && $0.age < 0.4 }
        for p in at45 { #expect(p.color.y > 0.3 * 2.5) }
    }

    /// (7) A nested cell emits from each parent particle during its window.
    @Test func nestedCellWindows() {
        func make(begin: Double, duration: Double) -> CAEmitterLayer {
            let (_, e, _) = makeEmitterFixture { _, c in
                c.birthRate = 1; c.lifetime = 1.5
                let sub = CAEmitterCell()
                sub.name = "spray"
                sub.emissionRange = .pi; sub.birthRate = 200; sub.lifetime = 0.4; sub.velocity = 200; sub.scale = 0.2
                sub.beginTime = begin; sub.duration = duration
                c.emitterCells = [sub]
            }
            return e
        }
        // Spray at the nozzle: parent born at 1.0 s emits while 0.04 ≤ age < 0.24.
        let spray = make(begin: 0.04, duration: 0.2)
        let children = spray.particles(at: 101.3).filter { $0.cell == 1 }
        #expect(children.count >= 38 && children.count <= 41)
        for p in children {
            #expect(p.age >= 0.06 - 1e-9 && p.age <= 0.26 + 1e-9)
            #expect(approx(p.scale, 0.2))
            #expect(p.velocity.x >= -1e-9)                        // cone of full angle π around +x
        }
        #expect(spray.particles(at: 101.7).filter { $0.cell == 1 }.isEmpty)
        // Splash at the end of the parent's life: 1.4 ≤ age < 1.5 (the
        // duration must not be shorter than the beginTime, see below).
        let splash = make(begin: 1.4, duration: 1.5)
        #expect(splash.particles(at: 102.39).filter { $0.cell == 1 }.isEmpty)
        let late = splash.particles(at: 102.55).filter { $0.cell == 1 }
        #expect(late.count >= 19 && late.count <= 21)
        // Neuburg: a duration shorter than the beginTime emits nothing.
        let none = make(begin: 1.4, duration: 0.4)
        #expect(none.particles(at: 102.55).filter { $0.cell == 1 }.isEmpty)
    }

    /// (8) Line emitter: along x over emitterSize.width, centred on emitterPosition.
    @Test func lineEmitter() {
        let (_, e, _) = makeEmitterFixture { l, c in
            l.emitterPosition = CGPoint(x: 100, y: 25); l.emitterSize = CGSize(width: 100, height: 100)
            l.emitterShape = .line; l.emitterMode = .outline
            c.birthRate = 200; c.emissionLongitude = 3 * .pi / 4
        }
        let ps = e.particles(at: 101)
        #expect(ps.count > 150)
        var xs: [Double] = []
        for p in ps {
            let origin = p.position - p.velocity * p.age
            #expect(origin.x >= 50 - 1e-9 && origin.x <= 150 + 1e-9 && approx(origin.y, 25, 1e-9))
            #expect(approx(atan2(p.velocity.y, p.velocity.x), 3 * .pi / 4, 1e-9))
            xs.append(origin.x)
        }
        #expect(xs.min()! < 60 && xs.max()! > 140)
    }
}
}
