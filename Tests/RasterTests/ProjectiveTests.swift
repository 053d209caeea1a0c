import Testing
@testable import Raster

@Suite struct ProjectiveTests {
    typealias T = TestSupport

    /// An opaque image whose every pixel is different: r = k·i, g = k·j.
    static func image(_ w: Int = 10, _ h: Int = 8) -> Pixmap {
        var p = try! Pixmap(width: w, height: h)
        let k = 200 / max(w, h)
        for j in 0..<h { for i in 0..<w { p.setPixel(x: i, y: j, Pixel(r: UInt8(k * i), g: UInt8(k * j), b: 99, a: 255)) } }
        return p
    }

    static func maxChannelDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        var worst = 0
        for (p, q) in zip(a.storage, b.storage) {
            for s in stride(from: 0, to: 32, by: 8) { worst = max(worst, abs(Int((p >> s) & 0xFF) - Int((q >> s) & 0xFF))) }
        }
        return worst
    }

    @Test func affineHomographyMatchesAffineDrawing() {
        let transforms: [Transform] = [
            .identity, .translation(7, 3), .scale(3, 2.5).concatenating(.translation(4.3, 6.7)),
            Transform.scale(4, 4).concatenating(.rotation(0.4)).concatenating(.translation(30, 2)),
        ]
        for t in transforms {
            for quality in [SamplingQuality.nearest, .bilinear] {
                let affine = T.canvas(64, 48), projective = T.canvas(64, 48)
                affine.clear(Color(red: 0.1, green: 0.2, blue: 0.3)); projective.clear(Color(red: 0.1, green: 0.2, blue: 0.3))
                #expect(affine.drawPixmap(ProjectiveTests.image(), transform: t, quality: quality, alpha: 0.8) == .drawn)
                #expect(projective.drawPixmap(ProjectiveTests.image(), projective: ProjectiveTransform(t), quality: quality, alpha: 0.8) == .drawn)
                #expect(ProjectiveTests.maxChannelDifference(affine.pixmap, projective.pixmap) <= 1, "\(t) \(quality)")
            }
        }
    }

    /// x' = (x + 10) / (1 + 0.004·x), y' = (y + 10) / (1 + 0.004·x): the right edge shrinks toward the vanishing point.
    static let trapezoid = ProjectiveTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 10, px: 0.004, py: 0, pw: 1)

    @Test func trapezoidCornersLandWhereTheMathSays() {
        let c = T.canvas(120, 130)
        var image = try! Pixmap(width: 100, height: 100, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        image.setPixel(x: 0, y: 0, Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(c.drawPixmap(image, projective: ProjectiveTests.trapezoid, quality: .nearest) == .drawn)
        // Corners: (10, 10), (110/1.4, 10/1.4) = (78.57, 7.14), (78.57, 78.57), (10, 110).
        let corners = [(0.0, 0.0), (100, 0), (100, 100), (0, 100)].map { ProjectiveTests.trapezoid.apply(Point($0.0, $0.1))! }
        #expect(abs(corners[1].x - 110 / 1.4) < 1e-9 && abs(corners[1].y - 10 / 1.4) < 1e-9)
        let area = 0.5 * abs((0..<4).reduce(0.0) { $0 + corners[$1].cross(corners[($1 + 1) % 4]) })
        #expect(abs(T.coverage(c.pixmap) - area) < 0.5, "coverage \(T.coverage(c.pixmap)) vs area \(area)")
        let centroid = corners.reduce(Point.zero) { $0 + $1 } * 0.25
        for corner in corners {
            let dir = (corner - centroid) * (1 / (corner - centroid).length)
            let inside = corner - dir * 2, outside = corner + dir * 2
            #expect(T.alpha(c, Int(inside.x), Int(inside.y)) == 255, "inside \(corner)")
            #expect(T.alpha(c, Int(outside.x), Int(outside.y)) == 0, "outside \(corner)")
        }
        // Left edge x = 10 is exact: column 10 full, column 9 empty.
        #expect(T.alpha(c, 10, 60) == 255 && T.alpha(c, 9, 60) == 0)
        // The image's red top-left pixel sits at the (10, 10) corner.
        #expect(c.pixmap.pixel(x: 10, y: 10) == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func pixelSamplesItsInverseImage() {
        let h = ProjectiveTransform(a: 6, b: 0.5, c: -0.8, d: 5, tx: 20, ty: 15, px: 0.01, py: 0.004, pw: 1)
        let c = T.canvas(100, 100)
        let image = ProjectiveTests.image()
        #expect(c.drawPixmap(image, projective: h, quality: .nearest) == .drawn)
        let inverse = h.inverted!
        var checked = 0
        for (x, y) in [(40, 40), (30, 25), (55, 50), (25, 45)] {
            guard let s = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)),
                  s.x > 0.5, s.y > 0.5, s.x < 9.5, s.y < 7.5 else { continue }
            #expect(c.pixmap.pixel(x: x, y: y) == image.pixel(x: Int(s.x), y: Int(s.y)), "(\(x), \(y)) ← \(s)")
            checked += 1
        }
        #expect(checked >= 3)
        // Composition and inversion agree: h then h⁻¹ is the identity.
        let id = h.concatenating(inverse)
        for (v, e) in [(id.a, 1.0), (id.b, 0), (id.c, 0), (id.d, 1), (id.tx, 0), (id.ty, 0), (id.px, 0), (id.py, 0), (id.pw, 1)] {
            #expect(abs(v - e) < 1e-12)
        }
    }

    @Test func planeCrossingTheEyeDrawsOnlyItsVisiblePart() {
        // W = 1 − 0.02·x: zero at x = 50, behind the eye beyond it.
        let h = ProjectiveTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, px: -0.02, py: 0, pw: 1)
        let c = T.canvas(200, 100)
        let image = ProjectiveTests.image(100, 100)
        #expect(c.drawPixmap(image, projective: h, quality: .nearest) == .drawn)
        let cover = T.coverage(c.pixmap)
        #expect(cover.isFinite && cover > 1000 && cover <= 200 * 100)
        // Device (100.5, 20.5) ← u = 100.5 / 3.01 = 33.39, v = 20.5 · (1 − 0.02 u) = 6.81.
        #expect(c.pixmap.pixel(x: 100, y: 20) == image.pixel(x: 33, y: 6))
        // Wholly behind the eye: nothing.
        let behind = ProjectiveTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, px: 0, py: 0, pw: -1)
        let d = T.canvas(50, 50)
        #expect(d.drawPixmap(image, projective: behind) == .nothingToDraw)
        #expect(T.coverage(d.pixmap) == 0)
    }

    @Test func nonFiniteAndSingularMatricesDrawNothing() {
        let c = T.canvas(20, 20)
        for bad in [Double.nan, .infinity, -.infinity] {
            var h = ProjectiveTransform.identity
            h.py = bad
            #expect(c.drawPixmap(ProjectiveTests.image(), projective: h) == .nonFiniteGeometry)
            h = .identity; h.a = bad
            #expect(c.drawPixmap(ProjectiveTests.image(), projective: h) == .nonFiniteGeometry)
        }
        let singular = ProjectiveTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0, px: 0, py: 0, pw: 1)
        #expect(c.drawPixmap(ProjectiveTests.image(), projective: singular) == .nothingToDraw)
        #expect(c.pixmap.storage.allSatisfy { $0 == 0 })
        #expect(ProjectiveTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0, px: 0, py: 0, pw: 1).inverted == nil)
    }

    @Test func bothInversesUndoTheMapAndAgreeOnSingularity() throws {
        let h = ProjectiveTransform(a: 6, b: 0.5, c: -0.8, d: 5, tx: 20, ty: 15, px: 0.01, py: 0.004, pw: 1)
        let p = Point(x: 3, y: -7)
        let q = try #require(h.apply(p))
        for inverse in [try #require(h.inverted), h.invertedOrNaN()] {
            let back = try #require(inverse.apply(q))
            #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        }
        // det = 6·(5 − 0.004·15) − 0.5·(−0.8 − 0.004·20) + 0.01·(−0.8·15 − 5·20)
        #expect(abs(h.determinant - (6 * 4.94 + 0.5 * 0.88 + 0.01 * -112)) < 1e-12)
        let singular = ProjectiveTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0, px: 0, py: 0, pw: 1)
        #expect(singular.inverted == nil)
        let nan = singular.invertedOrNaN()
        #expect([nan.a, nan.b, nan.c, nan.d, nan.tx, nan.ty, nan.px, nan.py, nan.pw].allSatisfy { $0.isNaN })
    }

    @Test func nearlyAffineMapsCountAsAffine() {
        // A uniform w divides out; a perspective term too small to move a pixel is ignored.
        let scaled = ProjectiveTransform(a: 4, b: 0, c: 0, d: 2, tx: 6, ty: 8, px: 0, py: 0, pw: 2)
        #expect(scaled.isAffine && scaled.affine == Transform(a: 2, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        var h = ProjectiveTransform.translation(5, 7).concatenating(.scale(2, 3))
        #expect(h.isAffine && h.affine == Transform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
        h.px = 1e-12
        #expect(h.isAffine)
        h.px = 1e-6
        #expect(!h.isAffine)
        h = .identity; h.pw = 0
        #expect(!h.isAffine)
        // Exact equality of the nine entries (damage tracking compares maps with it).
        #expect(ProjectiveTransform.translation(1, 2) == ProjectiveTransform(.translation(1, 2)))
        #expect(ProjectiveTransform.translation(1, 2) != .translation(1, 2.000001))
    }
}
