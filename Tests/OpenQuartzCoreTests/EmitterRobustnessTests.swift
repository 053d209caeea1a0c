import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
@Suite @MainActor struct EmitterRobustnessTests {
    /// Same seed and time: identical particles, however often the layer was sampled.
    @Test func sameSeedGivesIdenticalParticlesIndependentOfSampling() {
        func configure(_ l: CAEmitterLayer, _ c: CAEmitterCell) {
            l.seed = 42; l.emitterShape = .rectangle; l.emitterMode = .surface; l.emitterSize = CGSize(width: 80, height: 40)
            c.birthRate = 60; c.lifetime = 2; c.lifetimeRange = 0.5; c.velocityRange = 30; c.emissionRange = .pi
            c.scaleRange = 0.3; c.spin = 1; c.spinRange = 2; c.redRange = 0.4; c.yAcceleration = 50
            let sub = CAEmitterCell(); sub.birthRate = 10; sub.lifetime = 0.3; sub.velocity = 20; sub.emissionRange = 2 * .pi
            c.emitterCells = [sub]
        }
        let (_, a, _) = makeEmitterFixture(configure)
        var t = 100.0
        while t < 102.5 { _ = a.particles(at: t); t += 1.0 / 60 }
        let sampled = a.particles(at: 102.5)
        let (_, b, _) = makeEmitterFixture(configure)
        let once = b.particles(at: 102.5)
        #expect(sampled.count > 100)
        #expect(sampled == once)
        // Going back in time re-simulates to the same state.
        _ = b.particles(at: 101)
        #expect(b.particles(at: 102.5) == once)

        let (_, c, _) = makeEmitterFixture { l, cell in configure(l, cell); l.seed = 43 }
        let other = c.particles(at: 102.5)
        #expect(other != once)
    }

    @Test func shapesPlaceParticlesOnTheirParts() {
        func origins(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [SIMD3<Double>] {
            let (_, e, _) = makeEmitterFixture { l, c in
                l.emitterPosition = .zero; l.emitterSize = CGSize(width: 40, height: 20); l.emitterDepth = 10
                l.emitterShape = shape; l.emitterMode = mode
                c.birthRate = 400; c.velocity = 0
            }
            return e.particles(at: 100.5).map(\.position)
        }
        for p in origins(.rectangle, .points) { #expect(abs(p.x) == 20 && abs(p.y) == 10) }
        for p in origins(.rectangle, .outline) {
            #expect(abs(abs(p.x) - 20) < 1e-9 || abs(abs(p.y) - 10) < 1e-9)
        }
        for p in origins(.rectangle, .surface) { #expect(abs(p.x) <= 20 && abs(p.y) <= 10 && p.z == 0) }
        for p in origins(.circle, .outline) { #expect(approx((p.x * p.x + p.y * p.y).squareRoot(), 40, 1e-9)) }
        for p in origins(.circle, .surface) { #expect((p.x * p.x + p.y * p.y).squareRoot() <= 40 + 1e-9) }
        for p in origins(.sphere, .surface) { #expect(approx((p * p).sum().squareRoot(), 40, 1e-9)) }
        let ball = origins(.sphere, .volume)
        #expect(ball.allSatisfy { ($0 * $0).sum().squareRoot() <= 40 + 1e-9 } && ball.contains { $0.z != 0 })
        for p in origins(.cuboid, .volume) { #expect(abs(p.x) <= 20 && abs(p.y) <= 10 && abs(p.z) <= 5) }
        for p in origins(.cuboid, .points) { #expect(abs(p.x) == 20 && abs(p.y) == 10 && abs(p.z) == 5) }
        for p in origins(.cuboid, .surface) {
            #expect(abs(abs(p.x) - 20) < 1e-9 || abs(abs(p.y) - 10) < 1e-9 || abs(abs(p.z) - 5) < 1e-9)
        }
        for p in origins(.cuboid, .outline) {
            let onFaces = [abs(abs(p.x) - 20) < 1e-9, abs(abs(p.y) - 10) < 1e-9, abs(abs(p.z) - 5) < 1e-9].filter { $0 }.count
            #expect(onFaces >= 2)
        }
        for p in origins(.line, .points) { #expect(abs(p.x) == 20 && p.y == 0) }
        for p in origins(.point, .volume) { #expect(p == .zero) }
    }

    @Test func layerMultipliersApply() {
        let (_, e, _) = makeEmitterFixture { l, c in
            l.birthRate = 2; l.lifetime = 0.5; l.velocity = 3; l.scale = 2; l.spin = 2
            c.spin = 1
        }
        let ps = e.particles(at: 101)
        #expect(ps.count >= 4 && ps.count <= 6)                          // 10/s for 0.5 s
        for p in ps {
            #expect(p.lifetime == 0.5 && approx(p.velocity.x, 300, 1e-9))
            #expect(approx(p.scale, 2) && approx(p.spinAngle, 2 * p.age, 1e-12))
        }
    }

    @Test func invalidNumbersEmitNothingWithADiagnostic() {
        for bad: Float in [.nan, -5, .infinity] {
            let (_, e, _) = makeEmitterFixture { _, c in c.birthRate = bad }
            let run = CADiagnostics.capture { e.particles(at: 101) }
            #expect(run.result.isEmpty)
            #expect(run.messages.count == 1)
            // Reported once, not every frame.
            #expect(CADiagnostics.capture { e.particles(at: 102) }.messages.isEmpty)
        }
        let (_, negative, _) = makeEmitterFixture { _, c in c.lifetime = -1 }
        #expect(negative.particles(at: 101).isEmpty)
        let (_, nanLayer, _) = makeEmitterFixture { l, _ in l.lifetime = .nan; l.birthRate = .nan }
        #expect(CADiagnostics.capture { nanLayer.particles(at: 101) }.result.isEmpty)
        let (_, disabled, _) = makeEmitterFixture { _, c in c.isEnabled = false }
        #expect(disabled.particles(at: 101).isEmpty)
    }

    @Test func hugeBirthRatesAreCapped() {
        let (_, e, _) = makeEmitterFixture { _, c in c.birthRate = 1e12; c.lifetime = 10 }
        let run = CADiagnostics.capture { e.particles(at: 100.05) }
        #expect(run.result.count == 100_000)
        #expect(run.messages.contains { $0.contains("100000") })
    }

    @Test func cellContainingItselfDoesNotHang() {
        let (_, e, cell) = makeEmitterFixture { _, c in c.birthRate = 20; c.lifetime = 1 }
        cell.emitterCells = [cell]
        let run = CADiagnostics.capture { e.particles(at: 101) }
        #expect(!run.result.isEmpty && run.result.allSatisfy { $0.cell == 0 })
        #expect(run.messages.contains { $0.contains("contains itself") })
        // A diamond of shared cells is flattened per path, bounded.
        let shared = CAEmitterCell(); shared.birthRate = 1; shared.lifetime = 0.1
        var level = [shared, shared]
        for _ in 0..<20 { let c = CAEmitterCell(); c.emitterCells = level; level = [c, c] }
        e.emitterCells = level
        MediaClock.advance(by: 0)                                      // commit
        let capped = CADiagnostics.capture { e.particles(at: 100.2) }
        #expect(capped.messages.contains { $0.contains("larger than") })
        cell.emitterCells = nil                                        // a cell containing itself is a cycle
    }
}
}
