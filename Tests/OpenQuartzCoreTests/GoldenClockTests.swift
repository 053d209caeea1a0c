import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// Golden images that need the media clock: replicators (instance colours,
/// instance delays) and an emitter after one second, through `CARenderer`.
@Suite @MainActor struct GoldenClockTests {
    typealias F = GoldenFixtures

    /// Twelve bars turned 30° apart, each instance redder-to-bluer and fainter.
    @Test func replicatorRingWithColourAndAlphaOffsets() throws {
        let (renderer, root) = F.stage(96, 96)
        let ring = CAReplicatorLayer()
        ring.frame = root.bounds
        ring.instanceCount = 12
        ring.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        ring.instanceColor = CGColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
        ring.instanceRedOffset = -0.08
        ring.instanceBlueOffset = 0.08
        ring.instanceAlphaOffset = -0.07
        let bar = F.box(CGRect(x: 44, y: 6, width: 8, height: 28), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        bar.cornerRadius = 4
        ring.addSublayer(bar)
        addCommitted(ring, to: root)
        let p = try F.frame(renderer, at: CACurrentMediaTime())
        assertSnapshot(p, named: "replicator-ring")
        // Instance 0 (top) has the instance colour itself; instance 6 (bottom) 6 offsets on.
        #expect(close(p.pixel(x: 48, y: 20), Pixel(r: 255, g: 153, b: 26, a: 255), 1))
        let paper = F.paper.rasterColor
        let a6 = 1 - 6 * 0.07, r6 = 1 - 6 * 0.08, b6 = 0.1 + 6 * 0.08
        let expected = Pixel(r: UInt8((r6 * a6 + paper.red * (1 - a6)) * 255 + 0.5), g: UInt8((0.6 * a6 + paper.green * (1 - a6)) * 255 + 0.5),
                             b: UInt8((b6 * a6 + paper.blue * (1 - a6)) * 255 + 0.5), a: 255)
        #expect(close(p.pixel(x: 48, y: 76), expected, 2))
    }

    /// Eight dots whose scale animation runs 0.1 s later per instance: at
    /// 0.45 s instances 0–4 are at decreasing scales, 5–7 (not yet started)
    /// show the model scale 1.
    @Test func replicatorInstanceDelayUnderTheClock() throws {
        let (renderer, root) = F.stage(128, 32)
        let row = CAReplicatorLayer()
        row.frame = root.bounds
        row.instanceCount = 8
        row.instanceDelay = 0.1
        row.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
        row.instanceGreenOffset = -0.1
        let dot = F.box(CGRect(x: 4, y: 4, width: 14, height: 24), F.teal)
        dot.cornerRadius = 7
        row.addSublayer(dot)
        addCommitted(row, to: root)
        let start = CACurrentMediaTime()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.2
        grow.toValue = 1.2
        grow.duration = 1
        dot.add(grow, forKey: "grow")
        MediaClock.advance(by: 0)
        let p = try F.frame(renderer, at: start + 0.45)
        assertSnapshot(p, named: "replicator-instance-delay")
        // Instance 0 at 0.45 s: scale 0.65, 14 × 0.65 = 9.1 points wide around x = 11.
        let teal = F.teal.rasterColor.pixel, paper = F.paper.rasterColor.pixel
        #expect(p.pixel(x: 11, y: 16) == teal && p.pixel(x: 5, y: 16) == paper && p.pixel(x: 15, y: 16)! != teal)
        // Instance 7 has not started: full size (x 109…123).
        #expect(p.pixel(x: 110, y: 16)!.a == 255 && p.pixel(x: 110, y: 16) != paper)
    }

    /// A seeded fountain of dots after one second.
    @Test func emitterAfterOneSecond() throws {
        let (renderer, root) = F.stage(96, 96)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 48, y: 80)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 24, height: 0)
        emitter.emitterMode = .outline   // particles start anywhere on the line
        emitter.seed = 7
        let cell = CAEmitterCell()
        cell.contents = F.dot(8)
        cell.birthRate = 30
        cell.lifetime = 2
        cell.velocity = 60
        cell.velocityRange = 15
        cell.emissionLongitude = -.pi / 2
        cell.emissionRange = .pi / 6
        cell.yAcceleration = 40
        cell.scale = 0.8
        cell.scaleRange = 0.3
        cell.color = CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 1)
        cell.greenRange = 0.3
        cell.alphaSpeed = -0.3
        emitter.emitterCells = [cell]
        addCommitted(emitter, to: root)
        MediaClock.advance(by: 1)
        let p = try F.frame(renderer, at: CACurrentMediaTime())
        assertSnapshot(p, named: "emitter-1s")
        // Nothing falls below the emitter line (particles go up, slowing); plenty drawn above it.
        let paper = F.paper.rasterColor.pixel
        var below = 0, above = 0
        for y in 0..<96 { for x in 0..<96 where p.pixel(x: x, y: y) != paper { if y > 86 { below += 1 } else { above += 1 } } }
        #expect(below == 0 && above > 200)
    }
}
}
