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

    static let stripes = GoldenFixtures.image(16, 16) { x, _ in stripe(x) }

    /// Column `x` of the stripes: two teal pixels, two pale ones.
    static func stripe(_ x: Int) -> Pixel {
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
        // Worked out independently: every pixel of the frame from the transition's geometry.
        var wrong: [String] = []
        for y in 0..<48 {
            for x in 0..<48 {
                let e = Self.expectedPixel(x, y, type, subtype)
                if !close(p.pixel(x: x, y: y), e, 1) { wrong.append("(\(x), \(y)) \(p.pixel(x: x, y: y)!) ≠ \(e)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ from the transition's geometry: \(wrong.prefix(4))")
    }

    /// Pixel (x, y) of the 48 × 48 frame half way through a linear 1 s
    /// transition of the 32-point layer at (8, 8), worked out from the
    /// transition alone: the card (old) and the stripes (new), each image
    /// pixel 2 points, move 16 points — half the layer — along the subtype's
    /// direction. The subtype names the side the motion starts from, with
    /// Core Animation's y-up naming (as contents gravity): in a layer that is
    /// not geometry-flipped, `.fromBottom` starts at the top of the screen.
    /// `.moveIn` slides the new picture over the old, `.push` moves both,
    /// `.reveal` slides the old one away over the new; `.fade` mixes them
    /// half and half. Nothing is clipped to the layer's bounds.
    static func expectedPixel(_ x: Int, _ y: Int, _ type: CATransitionType, _ subtype: CATransitionSubtype?) -> Pixel {
        let px = Double(x) + 0.5 - 8, py = Double(y) + 0.5 - 8
        func old(_ lx: Double, _ ly: Double) -> Pixel? {
            guard (0..<32).contains(lx), (0..<32).contains(ly) else { return nil }
            return GoldenFixtures.testCardPixel(Int(lx / 2), Int(ly / 2))
        }
        func new(_ lx: Double, _ ly: Double) -> Pixel? {
            guard (0..<32).contains(lx), (0..<32).contains(ly) else { return nil }
            return stripe(Int(lx / 2))
        }
        let paper = GoldenFixtures.paper.rasterColor.pixel
        guard type != .fade else {
            guard let a = old(px, py), let b = new(px, py) else { return paper }
            func m(_ u: UInt8, _ v: UInt8) -> UInt8 { UInt8((Double(u) + Double(v)) / 2) }
            return Pixel(r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: 255)
        }
        let (dx, dy): (Double, Double) = switch subtype {
        case .fromLeft: (1, 0)
        case .fromRight: (-1, 0)
        case .fromBottom: (0, 1)
        default: (0, -1)   // .fromTop
        }
        let newShift = type == .reveal ? 0.0 : -16, oldShift = type == .moveIn ? 0.0 : 16
        let n = new(px - newShift * dx, py - newShift * dy), o = old(px - oldShift * dx, py - oldShift * dy)
        return (type == .reveal ? o ?? n : n ?? o) ?? paper
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
