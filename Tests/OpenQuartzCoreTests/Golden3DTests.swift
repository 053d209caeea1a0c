import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Golden images of 3D: a `CATransformLayer` cube, perspective turns about
/// x and y, `m34` in a layer's own transform and `isDoubleSided`.
@Suite @MainActor struct Golden3DTests {
    typealias F = GoldenFixtures

    /// A root whose sublayers are seen from `eye` points away.
    func perspectiveRoot(_ w: CGFloat, _ h: CGFloat, eye: CGFloat = 400) -> CALayer {
        let r = F.root(w, h)
        var p = CATransform3DIdentity
        p.m34 = -1 / eye
        r.sublayerTransform = p
        return r
    }

    func card(_ frame: CGRect) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.contents = F.testCard()
        l.magnificationFilter = .nearest
        return l
    }

    static let faceColors: [CGColor] = [
        CGColor(red: 0.9, green: 0.25, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1),
        CGColor(red: 0.2, green: 0.35, blue: 0.9, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0.1, alpha: 1),
        CGColor(red: 0.6, green: 0.25, blue: 0.75, alpha: 1), CGColor(red: 0.1, green: 0.7, blue: 0.75, alpha: 1),
    ]

    /// Front, back, right, left, top, bottom faces of a cube of `side` points.
    func cube(side s: CGFloat) -> CATransformLayer {
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 0, y: 0, width: s, height: s)
        let h = s / 2
        let placements: [CATransform3D] = [
            CATransform3DMakeTranslation(0, 0, h),
            CATransform3DTranslate(CATransform3DMakeRotation(.pi, 0, 1, 0), 0, 0, h),
            CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, h),
            CATransform3DTranslate(CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), 0, 0, h),
            CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 0, h),
            CATransform3DTranslate(CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), 0, 0, h),
        ]
        for (i, t) in placements.enumerated() {
            let face = F.box(cube.bounds, Self.faceColors[i])
            face.transform = t
            cube.addSublayer(face)
        }
        return cube
    }

    @Test func transformLayerCube() {
        let r = perspectiveRoot(112, 112)
        let c = cube(side: 48)
        c.position = CGPoint(x: 56, y: 56)
        c.transform = CATransform3DRotate(CATransform3DMakeRotation(-.pi / 7, 1, 0, 0), .pi / 5, 0, 1, 0)
        r.addSublayer(c)
        let p = renderModel(r)
        assertSnapshot(p, named: "transform-layer-cube")
        // Each face's drawn area against its exact projected area: visible
        // (front-facing) faces show whole, the others not at all.
        // Each pixel counts for the nearest of the paper and face colours, so
        // edge pixels split between their neighbours.
        let palette = [F.paper.rasterColor.pixel] + Self.faceColors.map { $0.rasterColor.pixel }
        var counts = [Int](repeating: 0, count: palette.count)
        for y in 0..<p.height {
            for x in 0..<p.width {
                let q = p.pixel(x: x, y: y)!
                func d(_ c: Pixel) -> Int {
                    let dr = Int(q.r) - Int(c.r), dg = Int(q.g) - Int(c.g), db = Int(q.b) - Int(c.b)
                    return dr * dr + dg * dg + db * db
                }
                counts[palette.indices.min { d(palette[$0]) < d(palette[$1]) }!] += 1
            }
        }
        var visible = 0
        for (i, face) in c.sublayers!.enumerated() {
            let m = CATransform3DConcat(CATransform3DConcat(face.layerToSuperlayerMatrix(sublayerTransformOf: c),
                                                            c.layerToSuperlayerMatrix(sublayerTransformOf: r)), CATransform3DIdentity)
            let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 48, y: 48), CGPoint(x: 0, y: 48)].map { project($0, m) }
            let area = shoelace(corners)   // positive: clockwise on screen (y down) = facing the eye
            let count = counts[i + 1]
            if area > 1 {
                visible += 1
                let perimeter = zip(corners, corners.dropFirst() + [corners[0]]).map { hypot($0.x - $1.x, $0.y - $1.y) }.reduce(0, +)
                #expect(abs(Double(count) - area) <= Double(perimeter) * 0.25 + 4, "face \(i): \(count) pixels, area \(area)")
            } else {
                #expect(count == 0, "face \(i) faces away but shows \(count) pixels")
            }
        }
        #expect(visible == 3)
    }

    /// Row-vector projection of a point of the layer plane through `m` (w divide).
    func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
        return CGPoint(x: (x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)) / w,
                       y: (x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)) / w)
    }

    func shoelace(_ q: [CGPoint]) -> Double {
        var s = 0.0
        for i in q.indices { let a = q[i], b = q[(i + 1) % q.count]; s += Double(a.x * b.y - b.x * a.y) }
        return s / 2
    }

    @Test(arguments: [("x", CGFloat(1), CGFloat(0)), ("y", 0, 1)])
    func perspectiveRotation(_ axis: String, _ ax: CGFloat, _ ay: CGFloat) {
        let r = perspectiveRoot(80, 80, eye: 200)
        let l = card(CGRect(x: 12, y: 12, width: 56, height: 56))
        l.transform = CATransform3DMakeRotation(.pi / 4, ax, ay, 0)
        r.addSublayer(l)
        let p = renderModel(r)
        assertSnapshot(p, named: "perspective-rotate-\(axis)")
        // Worked out independently: the card's corners (±28 about its centre, which is the
        // root's) through its turn and the root's perspective, divided by w.
        let m = CATransform3DConcat(l.transform, r.sublayerTransform)
        let quad = [CGPoint(x: -28, y: -28), CGPoint(x: 28, y: -28), CGPoint(x: 28, y: 28), CGPoint(x: -28, y: 28)]
            .map { project($0, m) }.map { CGPoint(x: $0.x + 40, y: $0.y + 40) }
        expectDrawn(p, exactly: [quad])
        // The near edge comes out wider than 28 · cos 45° from the centre, the far one narrower.
        let extent = axis == "x" ? quad.map { abs($0.y - 40) } : quad.map { abs($0.x - 40) }
        #expect(extent.max()! > 21 && extent.min()! < 18.5)
    }

    /// Pixels whose centre lies at least 1 point inside one of `quads`
    /// (convex, screen points) are drawn (not the paper); those at least
    /// 1 point outside all of them show the paper.
    func expectDrawn(_ p: Pixmap, exactly quads: [[CGPoint]], sourceLocation: SourceLocation = #_sourceLocation) {
        func depth(_ q: [CGPoint], _ c: CGPoint) -> Double {   // signed distance inside the quad
            let sign: Double = shoelace(q) > 0 ? 1 : -1
            return q.indices.map { i in
                let a = q[i], b = q[(i + 1) % q.count]
                return sign * Double((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / Double(hypot(b.x - a.x, b.y - a.y))
            }.min()!
        }
        let paper = F.paper.rasterColor.pixel
        var wrong: [String] = []
        for y in 0..<p.height {
            for x in 0..<p.width {
                let d = quads.map { depth($0, CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) }.max()!
                let isPaper = p.pixel(x: x, y: y) == paper
                if d >= 1 && isPaper || d <= -1 && !isPaper { wrong.append("(\(x), \(y)) depth \(d)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels disagree with the projected area: \(wrong.prefix(4))", sourceLocation: sourceLocation)
    }

    /// Perspective in the layer's own transform (m34 applied after the turn)
    /// centres the vanishing point on the layer itself; the two layers differ only in that.
    @Test func perspectiveInTheLayersOwnTransform() {
        let r = F.root(128, 64)
        for (i, eye) in [CGFloat(0), 150].enumerated() {
            let l = card(CGRect(x: 8 + CGFloat(i) * 64, y: 8, width: 48, height: 48))
            // The usual idiom: perspective first, then the turn (applied before it).
            var t = CATransform3DIdentity
            if eye > 0 { t.m34 = -1 / eye }
            l.transform = CATransform3DRotate(t, .pi / 3.5, 0, 1, 0)
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "perspective-own-m34")
        // Worked out independently: each layer's corners through its own transform, about its centre.
        let corners = [CGPoint(x: -24, y: -24), CGPoint(x: 24, y: -24), CGPoint(x: 24, y: 24), CGPoint(x: -24, y: 24)]
        let quads = r.sublayers!.map { l in corners.map { project($0, l.transform) }.map { CGPoint(x: $0.x + l.position.x, y: $0.y + l.position.y) } }
        expectDrawn(p, exactly: quads)
        // Without perspective the turned card is 48 · cos(π/3.5) wide; with it one edge grows, the other shrinks.
        let flat = quads[0].map(\.x), deep = quads[1].map { $0.x - 64 }
        #expect(abs(Double(flat.max()! - flat.min()!) - 48 * cos(.pi / 3.5)) < 1e-9)
        #expect(abs(Double(deep.max()! - 32) - Double(32 - deep.min()!)) > 2)
    }

    /// Turned past 90°, a layer shows its mirrored back unless it is not double-sided.
    @Test func doubleSidedBackFaces() {
        let r = perspectiveRoot(128, 64)
        for (i, doubleSided) in [true, false].enumerated() {
            let l = card(CGRect(x: 8 + CGFloat(i) * 64, y: 8, width: 48, height: 48))
            l.transform = CATransform3DMakeRotation(.pi * 0.8, 0, 1, 0)
            l.isDoubleSided = doubleSided
            l.borderWidth = 2
            l.borderColor = F.ink
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "perspective-double-sided")
        let paper = F.paper.rasterColor.pixel
        #expect(p.pixel(x: 32, y: 32) != paper)
        var shown = 0
        for y in 0..<64 { for x in 64..<128 where p.pixel(x: x, y: y) != paper { shown += 1 } }
        #expect(shown == 0)
    }
}
