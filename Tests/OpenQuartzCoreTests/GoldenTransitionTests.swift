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
