import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// Golden images of `CATransition` at progress 0.5: every type, and every
/// subtype of the moving types. The old picture is the test card, the new
/// one teal stripes; the layer sits inside a larger paper root, so what
/// leaves its bounds shows.
@Suite @MainActor struct GoldenTransitionTests {
    typealias F = GoldenFixtures

    static let stripes = GoldenFixtures.image(16, 16) { x, _ in
        x % 4 < 2 ? Pixel(r: 26, g: 153, b: 153, a: 255) : Pixel(r: 230, g: 245, b: 240, a: 255)
    }

    nonisolated static let cases: [(CATransitionType, CATransitionSubtype?)] =
        [(.fade, nil)] + [CATransitionType.moveIn, .push, .reveal].flatMap { type in
            [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom].map { (type, $0) }
        }

    @Test(arguments: cases)
    func transitionAtHalfProgress(_ type: CATransitionType, _ subtype: CATransitionSubtype?) throws {
        let (renderer, root) = F.stage(48, 48)
        let layer = CALayer()
        layer.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
        layer.contents = F.testCard()
        layer.magnificationFilter = .nearest
        addCommitted(layer, to: root)
        _ = try F.frame(renderer, at: CACurrentMediaTime())
        CATransaction.setDisableActions(true)
        layer.contents = Self.stripes
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        layer.add(t, forKey: nil)
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        let p = try F.frame(renderer, at: start + 0.5)
        assertSnapshot(p, named: "transition-\(type.rawValue)" + (subtype.map { "-\($0.rawValue)" } ?? ""))
    }
}
}

extension GlobalClockSuite.GoldenTransitionTests {
    /// A layer in a transition keeps its shadow (path or alpha) under the
    /// transition's picture.
    @Test(arguments: [false, true])
    func aTransitioningLayerKeepsItsShadow(_ withShadowPath: Bool) throws {
        let (renderer, root) = F.stage(64, 64)
        let layer = F.box(CGRect(x: 8, y: 8, width: 32, height: 32), F.orange)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 10, height: 10)
        if withShadowPath { layer.shadowPath = CGPath(rect: layer.bounds, transform: nil) }
        addCommitted(layer, to: root)
        #expect(try F.frame(renderer, at: CACurrentMediaTime()).pixel(x: 45, y: 45) == Pixel(r: 0, g: 0, b: 0, a: 255))
        CATransaction.setDisableActions(true)
        layer.backgroundColor = F.teal
        let t = CATransition()
        t.duration = 1
        layer.add(t, forKey: nil)
        MediaClock.advance(by: 0)
        let p = try F.frame(renderer, at: CACurrentMediaTime() + 0.5)
        #expect(p.pixel(x: 45, y: 45) == Pixel(r: 0, g: 0, b: 0, a: 255))
        // Under the half-faded picture the opaque colours still cover the shadow.
        #expect(close(p.pixel(x: 35, y: 35), Pixel(r: 140, g: 147, b: 90, a: 255), 3))
    }
}
