import Testing
import Foundation
@testable import OpenQuartzCore
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
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 48, height: 48))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 24, y: 24)
        root.backgroundColor = F.paper
        CATransaction.commit()
        let layer = CALayer()
        layer.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
        layer.contents = F.testCard()
        layer.magnificationFilter = .nearest
        addCommitted(layer, to: root)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        CATransaction.setDisableActions(true)
        layer.contents = Self.stripes
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        layer.add(t, forKey: nil)
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        renderer.beginFrame(atTime: start + 0.5); renderer.render(); renderer.endFrame()
        let p = try #require(renderer.makeImage()).pixmap
        assertSnapshot(p, named: "transition-\(type.rawValue)" + (subtype.map { "-\($0.rawValue)" } ?? ""))
    }
}
}
