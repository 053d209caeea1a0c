import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
@Suite @MainActor struct EmitterAnimationTests {
    @Test func keyframeAnimationOfANestedCellKeyPath() {
        let (_, e, cell) = makeEmitterFixture { _, c in
            let sub = CAEmitterCell(); sub.name = "spray"; sub.scale = 0.2
            c.emitterCells = [sub]
        }
        let anim = CAKeyframeAnimation(keyPath: "emitterCells.circle.emitterCells.spray.scale")
        anim.values = [0.2, 1.0, 0.6]
        anim.keyTimes = [0, 0.5, 1]
        anim.duration = 2
        let captured = CADiagnostics.capture { e.add(anim, forKey: nil); MediaClock.advance(by: 0) }
        #expect(captured.messages.isEmpty)
        MediaClock.advance(by: 0.5)
        let p = e.presentation()!
        #expect(approx(p.value(forKeyPath: "emitterCells.circle.emitterCells.spray.scale") as! CGFloat, 0.6, 1e-9))
        #expect(cell.emitterCells![0].scale == 0.2)
        MediaClock.advance(by: 2)
        #expect(e.presentation()!.value(forKeyPath: "emitterCells.circle.emitterCells.spray.scale") as? CGFloat == 0.2)
    }

    @Test func colourOfACellAnimates() {
        let (_, e, _) = makeEmitterFixture { _, c in c.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        let anim = CABasicAnimation(keyPath: "emitterCells.circle.color")
        anim.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        anim.duration = 1
        e.add(anim, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        let rgba = (e.presentation()!.value(forKeyPath: "emitterCells.circle.color") as! CGColor).rgba
        #expect(approx(rgba.red, 0.5, 1e-9) && approx(rgba.blue, 0.5, 1e-9))
        // Particles born around 0.4 s carry the colour of their birth.
        let born = e.particles().filter { abs($0.age - 0.1) < 0.01 }
        for p in born { #expect(approx(p.color.x, 0.4, 0.01)) }
    }

    @Test func emitterPositionAnimatesImplicitlyAndParticlesFollow() {
        let (_, e, _) = makeEmitterFixture { _, c in c.birthRate = 240; c.velocity = 0 }
        _ = e.particles()
        e.emitterPosition = CGPoint(x: 130, y: 100)                // implicit, 0.25 s linear? (default timing)
        MediaClock.advance(by: 0)
        #expect(e.animationKeys()?.contains("emitterPosition") == true)
        MediaClock.advance(by: 1)
        let ps = e.particles()
        // Born after the animation: at the new position; before it: at the old one.
        for p in ps where p.age < 0.7 { #expect(approx(p.position.x, 130, 1e-9)) }
        let moving = ps.filter { $0.position.x > 30.5 && $0.position.x < 129.5 }
        #expect(!moving.isEmpty)
    }

    @Test func flattenedCellsMatchParticleCellIndices() {
        let (_, e, cell) = makeEmitterFixture { _, c in
            c.birthRate = 2; c.lifetime = 2
            let sub = CAEmitterCell(); sub.name = "spray"; sub.birthRate = 20; sub.lifetime = 0.5
            c.emitterCells = [sub]
        }
        let cells = e.flattenedCells()
        #expect(cells.map(\.name) == ["circle", "spray"])
        #expect(cells[0] === cell)
        let ps = e.particles(at: 101.5)
        #expect(Set(ps.map(\.cell)) == [0, 1])
        // With a running animation of a cell key path the cells come from a presentation copy.
        let anim = CABasicAnimation(keyPath: "emitterCells.circle.emitterCells.spray.birthRate")
        anim.fromValue = 0; anim.toValue = 40; anim.duration = 10
        e.add(anim, forKey: nil)
        MediaClock.advance(by: 5)
        let animated = e.flattenedCells()
        #expect(animated[1] !== cell.emitterCells![0] && approx(Double(animated[1].birthRate), 20, 1e-4))
    }

    @Test func layerSpeedScalesEmitterTimeAndPausingFreezesParticles() {
        let (_, e, _) = makeEmitterFixture { l, _ in l.speed = 2 }
        #expect(approx(e.emitterTime(at: 101)!, 2, 1e-9))
        let (_, f, _) = makeEmitterFixture()
        MediaClock.advance(by: 0.5)
        let before = f.particles()
        // Apple's pause recipe: speed 0, timeOffset = the current local time.
        let paused = f.convertTime(CACurrentMediaTime(), from: nil)
        f.speed = 0
        f.timeOffset = paused
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 3)
        #expect(f.particles() == before && !before.isEmpty)
    }
}
}
