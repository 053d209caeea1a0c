import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Golden images of `CAShapeLayer` and `CAGradientLayer` content.
@Suite @MainActor struct GoldenLayerClassTests {
    typealias F = GoldenFixtures

    func shape(_ frame: CGRect, _ path: CGPath, fill: CGColor? = nil, stroke: CGColor? = nil, width: CGFloat = 1) -> CAShapeLayer {
        let s = CAShapeLayer()
        s.frame = frame
        s.path = path
        s.fillColor = fill
        s.strokeColor = stroke
        s.lineWidth = width
        return s
    }

    /// A five-pointed star drawn as one self-intersecting line (the pentagram).
    func pentagram(_ c: CGPoint, _ radius: CGFloat) -> CGPath {
        F.polygon(c, radii: [radius], count: 5, turn: 4 * .pi / 5)
    }

    @Test func shapeFillRules() {
        let r = F.root(128, 64)
        let rings = CGMutablePath()
        rings.addEllipse(in: CGRect(x: 4, y: 4, width: 56, height: 56))
        rings.addEllipse(in: CGRect(x: 18, y: 18, width: 28, height: 28))
        for (i, rule) in [CAShapeLayerFillRule.nonZero, .evenOdd].enumerated() {
            let x = CGFloat(i) * 64
            let star = shape(CGRect(x: x, y: 0, width: 64, height: 64), pentagram(CGPoint(x: 32, y: 34), 30), fill: F.orange, stroke: F.ink)
            star.fillRule = rule
            let ring = shape(CGRect(x: x, y: 0, width: 64, height: 64), rings, fill: CGColor(red: 0.1, green: 0.6, blue: 0.6, alpha: 0.35))
            ring.fillRule = rule
            r.addSublayer(star)
            r.addSublayer(ring)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "shape-fill-rules")
        // The star's centre is filled under non-zero and empty under even-odd.
        let paper = F.paper.rasterColor.pixel
        #expect(p.pixel(x: 32, y: 36) != paper && p.pixel(x: 96, y: 36) == paper)
        // Inside the rings' hole under even-odd the star shows untinted.
        #expect(p.pixel(x: 96, y: 20) == F.orange.rasterColor.pixel)
    }

    @Test func shapeCapsAndJoins() {
        let r = F.root(128, 96)
        let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
        for (i, cap) in caps.enumerated() {
            let y = 10 + CGFloat(i) * 14
            let line = CGMutablePath(); line.move(to: CGPoint(x: 14, y: y)); line.addLine(to: CGPoint(x: 50, y: y))
            let s = shape(r.bounds, line, stroke: F.teal, width: 8)
            s.lineCap = cap
            r.addSublayer(s)
            let guide = shape(r.bounds, line, stroke: F.ink, width: 1)
            r.addSublayer(guide)
        }
        let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
        for (i, join) in joins.enumerated() {
            let x = 60 + CGFloat(i) * 23
            let zig = CGMutablePath()
            zig.move(to: CGPoint(x: x, y: 42)); zig.addLine(to: CGPoint(x: x + 8, y: 16)); zig.addLine(to: CGPoint(x: x + 16, y: 42))
            let s = shape(r.bounds, zig, stroke: F.orange, width: 5)
            s.lineJoin = join
            r.addSublayer(s)
        }
        // Miter limit: a sharp corner past the limit is bevelled.
        for (i, limit) in [CGFloat(10), 2].enumerated() {
            let x = 14 + CGFloat(i) * 52
            let v = CGMutablePath()
            v.move(to: CGPoint(x: x, y: 60)); v.addLine(to: CGPoint(x: x + 36, y: 72)); v.addLine(to: CGPoint(x: x, y: 84))
            let s = shape(r.bounds, v, stroke: F.purple, width: 6)
            s.miterLimit = limit
            r.addSublayer(s)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "shape-caps-joins")
        // Butt ends at the path's end; square and round reach 4 points past it.
        let paper = F.paper.rasterColor.pixel, teal = F.teal.rasterColor.pixel
        #expect(p.pixel(x: 13, y: 12) == paper && p.pixel(x: 14, y: 12) == teal)   // butt
        #expect(p.pixel(x: 9, y: 40) == paper && p.pixel(x: 10, y: 40) == teal && p.pixel(x: 10, y: 34) == teal)   // square
        #expect(p.pixel(x: 11, y: 24) == teal && p.pixel(x: 10, y: 20) == paper)   // round: not the corner
    }

    @Test func shapeDashesAndPhase() {
        let r = F.root(120, 80)
        let patterns: [([NSNumber], CGFloat, CAShapeLayerLineCap)] = [
            ([8, 4], 0, .butt), ([8, 4], 6, .butt), ([1, 5], 0, .round), ([12, 3, 3, 3], 0, .butt),
        ]
        for (i, (dashes, phase, cap)) in patterns.enumerated() {
            let y = 8 + CGFloat(i) * 10
            let line = CGMutablePath(); line.move(to: CGPoint(x: 4, y: y)); line.addLine(to: CGPoint(x: 64, y: y))
            let s = shape(r.bounds, line, stroke: F.ink, width: 4)
            s.lineDashPattern = dashes
            s.lineDashPhase = phase
            s.lineCap = cap
            r.addSublayer(s)
        }
        let circle = shape(CGRect(x: 72, y: 4, width: 44, height: 44), CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 36, height: 36), transform: nil),
                           fill: F.yellow, stroke: F.purple, width: 4)
        circle.lineDashPattern = [10, 5]
        circle.lineDashPhase = 2.5
        r.addSublayer(circle)
        let rect = shape(CGRect(x: 4, y: 48, width: 112, height: 28), CGPath(rect: CGRect(x: 2, y: 2, width: 108, height: 24), transform: nil),
                         stroke: F.teal, width: 3)
        rect.lineDashPattern = [6, 3]
        rect.lineJoin = .round
        r.addSublayer(rect)
        let p = renderModel(r)
        assertSnapshot(p, named: "shape-dashes")
        // [8, 4] from x = 4: on 4…12, off 12…16; with phase 6 the first dash is only 2 long (4…6).
        let ink = F.ink.rasterColor.pixel, paper = F.paper.rasterColor.pixel
        #expect(p.pixel(x: 11, y: 8) == ink && p.pixel(x: 13, y: 8) == paper && p.pixel(x: 16, y: 8) == ink)
        #expect(p.pixel(x: 5, y: 18) == ink && p.pixel(x: 7, y: 18) == paper && p.pixel(x: 10, y: 18) == ink)
    }

    @Test func shapeStrokeStartAndEnd() {
        let r = F.root(128, 64)
        let specs: [(CGFloat, CGFloat)] = [(0, 0.75), (0.25, 1), (0.4, 0.6)]
        for (i, (start, end)) in specs.enumerated() {
            let path = CGMutablePath()
            // Clockwise on screen from the top: a full circle.
            path.addArc(center: CGPoint(x: 20, y: 20), radius: 16, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
            let ring = shape(CGRect(x: 2 + CGFloat(i) * 42, y: 2, width: 40, height: 40), path, stroke: F.teal, width: 5)
            ring.strokeStart = start
            ring.strokeEnd = end
            ring.lineCap = .round
            r.addSublayer(ring)
        }
        let line = CGMutablePath(); line.move(to: CGPoint(x: 4, y: 54)); line.addLine(to: CGPoint(x: 124, y: 54))
        let dashed = shape(r.bounds, line, stroke: F.orange, width: 4)
        dashed.strokeStart = 0.25
        dashed.strokeEnd = 0.75
        dashed.lineDashPattern = [10, 5]
        r.addSublayer(dashed)
        let p = renderModel(r)
        assertSnapshot(p, named: "shape-stroke-trim")
        // A quarter of 120 points is 30: the trimmed, dashed line starts at x = 34 with a dash.
        let paper = F.paper.rasterColor.pixel, orange = F.orange.rasterColor.pixel
        #expect(p.pixel(x: 33, y: 54) == paper && p.pixel(x: 35, y: 54) == orange && p.pixel(x: 46, y: 54) == paper)
        #expect(p.pixel(x: 93, y: 54) == paper)
    }

    func gradientLayer(_ type: CAGradientLayerType) -> CAGradientLayer {
        let g = CAGradientLayer()
        g.type = type
        g.colors = [CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1), CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1),
                    CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)]
        g.locations = [0, 0.3, 1]
        return g
    }

    @Test(arguments: [(CAGradientLayerType.axial, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
                      (.radial, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1)),
                      (.conic, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5))])
    func gradients(_ type: CAGradientLayerType, _ start: CGPoint, _ end: CGPoint) {
        let r = F.root(64, 64)
        let g = gradientLayer(type)
        g.frame = CGRect(x: 4, y: 4, width: 56, height: 56)
        g.startPoint = start
        g.endPoint = end
        g.cornerRadius = 8
        r.addSublayer(g)
        let p = renderModel(r)
        assertSnapshot(p, named: "gradient-\(type.rawValue)")
        // Worked out independently: the colour at pixel centres on a grid well
        // inside the rounded layer (56 points at (4, 4)), from the gradient's
        // own parameter t at each point and the stops (0, 0.3, 1).
        var wrong: [String] = []
        for y in stride(from: 12, through: 51, by: 3) {
            for x in stride(from: 12, through: 51, by: 3) {
                let u = (Double(x) + 0.5 - 4) / 56, v = (Double(y) + 0.5 - 4) / 56
                let t: Double
                switch type {
                case .axial: t = (u + v) / 2                                       // along (0, 0) → (1, 1)
                case .radial: t = min(1, 2 * hypot(u - 0.5, v - 0.5))             // radius half the side
                default:                                                           // conic: clockwise from +x
                    let a = atan2(v - 0.5, u - 0.5)
                    if hypot(u - 0.5, v - 0.5) < 0.06 || abs(v - 0.5) < 0.03 && u > 0.5 { continue }   // centre, seam
                    t = (a < 0 ? a + 2 * .pi : a) / (2 * .pi)
                }
                let e = Self.stopColour(t)
                if !close(p.pixel(x: x, y: y), e, 2) { wrong.append("(\(x), \(y)) t \(t): \(p.pixel(x: x, y: y)!) ≠ \(e)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) grid pixels off the \(type.rawValue) gradient: \(wrong.prefix(4))")
        #expect(p.pixel(x: 4, y: 4) == F.paper.rasterColor.pixel)   // the rounded corner
    }

    /// The colour of `gradientLayer`'s stops at `t`: (1, 0.85, 0.1) at 0,
    /// (0.9, 0.2, 0.3) at 0.3, (0.2, 0.3, 0.9) at 1, linear between.
    static func stopColour(_ t: Double) -> Pixel {
        let stops: [(Double, [Double])] = [(0, [1, 0.85, 0.1]), (0.3, [0.9, 0.2, 0.3]), (1, [0.2, 0.3, 0.9])]
        let i = t < 0.3 ? 0 : 1
        let f = (t - stops[i].0) / (stops[i + 1].0 - stops[i].0)
        let c = (0..<3).map { UInt8(((stops[i].1[$0] + (stops[i + 1].1[$0] - stops[i].1[$0]) * f) * 255).rounded()) }
        return Pixel(r: c[0], g: c[1], b: c[2], a: 255)
    }

    /// Exact stop colours where the ramp starts and ends (pad beyond).
    @Test func gradientEndsAreTheStopColours() {
        let g = gradientLayer(.axial)
        g.frame = CGRect(x: 0, y: 0, width: 8, height: 100)
        g.startPoint = CGPoint(x: 0.5, y: 0.1)
        g.endPoint = CGPoint(x: 0.5, y: 0.9)
        let r = F.root(8, 100, background: nil)
        r.addSublayer(g)
        let p = renderModel(r)
        let first = Pixel(r: 255, g: 217, b: 26, a: 255), last = Pixel(r: 51, g: 77, b: 230, a: 255)
        // Before the start point and after the end point the end colours hold exactly.
        for y in 0..<10 { #expect(close(p.pixel(x: 4, y: y), first, 0)) }
        for y in 90..<100 { #expect(close(p.pixel(x: 4, y: y), last, 0)) }
        // The middle stop at 10 + 0.3 × 80 = 34: pixel 33.5…34.5 straddles it.
        #expect(close(p.pixel(x: 4, y: 34), Pixel(r: 230, g: 51, b: 77, a: 255), 3))
    }
}
