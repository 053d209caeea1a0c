import Testing
@testable import Raster

private typealias T = TestSupport

/// `Canvas.withClip`: the same pixels as `clip(to:)` with the old clip put
/// back afterwards, over the clip's box only.
@Suite struct ScopedClipTests {
    /// A scene drawn inside the clip: overlapping translucent and opaque shapes
    /// and an image, reaching past the clip on every side.
    func drawScene(_ c: Canvas) {
        c.fill(.rect(Rect(x: -5, y: -5, width: 70, height: 50)), paint: Paint(color: Color(red: 0.2, green: 0.5, blue: 0.9)))
        c.fill(.circle(center: Point(30.3, 20.6), radius: 17.2), paint: Paint(color: Color(red: 1, green: 0.3, blue: 0), alpha: 0.6))
        var img = try! Pixmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { img.setPixel(x: x, y: y, Pixel(r: UInt8(x * 60), g: UInt8(y * 60), b: 90, a: 255)) } }
        c.drawPixmap(img, transform: Transform(a: 6.5, b: 0, c: 0, d: 5.25, tx: 12.25, ty: 3.5))
    }

    /// The reference: `clip(to:)`, draw, restore.
    func reference(_ setup: (Canvas) -> Void, clip path: Path, transform: Transform) -> Pixmap {
        let c = T.canvas(60, 40)
        setup(c)
        let saved = c.clipMask
        c.clip(to: path, transform: transform)
        drawScene(c)
        c.clipMask = saved
        c.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 3)), paint: Paint(color: .white, alpha: 0.5))  // after: unclipped again
        return c.pixmap
    }

    func scoped(_ setup: (Canvas) -> Void, clip path: Path, transform: Transform) -> Pixmap {
        let c = T.canvas(60, 40)
        setup(c)
        #expect(c.withClip(to: path, transform: transform) { drawScene(c) } == .drawn)
        c.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 3)), paint: Paint(color: .white, alpha: 0.5))
        return c.pixmap
    }

    @Test func roundedClipMatchesClipToPath() {
        let path = Path.roundedRect(Rect(x: 7.3, y: 4.6, width: 38.2, height: 27.9), radius: 9)
        let rotated = Transform.rotation(0.3).concatenating(.translation(4, -3))
        for t in [Transform.identity, rotated] {
            let expected = reference({ _ in }, clip: path, transform: t)
            #expect(scoped({ _ in }, clip: path, transform: t).storage == expected.storage)
            // The reference is really clipped: a corner pixel stays clear except for the strip drawn after.
            #expect(expected.pixel(x: 58, y: 38)!.a == 0)
        }
    }

    @Test func nestedClipsAndAnExistingClipMaskMultiply() throws {
        var outer = try Mask(width: 60, height: 40, fill: 0)
        for y in 0..<40 { for x in 0..<60 { outer.setValue(x: x, y: y, UInt8((x * 7 + y * 3) % 256)) } }
        let setup: (Canvas) -> Void = { $0.clipMask = outer }
        let inner = Path.circle(center: Point(28.5, 19.5), radius: 15.3)
        let expected = reference(setup, clip: inner, transform: .identity)
        #expect(scoped(setup, clip: inner, transform: .identity).storage == expected.storage)
        // Two scoped levels equal two successive clip(to:) calls.
        let a = Path.rect(Rect(x: 2.5, y: 1.5, width: 40, height: 30))
        let ref = T.canvas(60, 40)
        ref.clip(to: a)
        ref.clip(to: inner)
        drawScene(ref)
        let nested = T.canvas(60, 40)
        nested.withClip(to: a) { nested.withClip(to: inner) { drawScene(nested) } }
        #expect(nested.pixmap.storage == ref.pixmap.storage)
        #expect(nested.clipMask == nil && nested.drawBounds == nested.bounds)
    }

    @Test func wholePixelRectangleLimitsDrawingWithoutAMask() {
        let rect = Path.rect(Rect(x: 10, y: 5, width: 30, height: 20))
        let expected = reference({ _ in }, clip: rect, transform: .identity)
        let c = T.canvas(60, 40)
        var sawFullBox = false
        c.withClip(to: rect) {
            sawFullBox = c.scopedClips[0].full && c.drawBounds == IntRect(x0: 10, y0: 5, x1: 40, y1: 25)
            drawScene(c)
        }
        c.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 3)), paint: Paint(color: .white, alpha: 0.5))
        #expect(sawFullBox)
        #expect(c.pixmap.storage == expected.storage)
    }

    @Test func badOrEmptyClipsSkipTheBody() {
        let c = T.canvas(20, 20)
        var ran = false
        var nan = Path()
        nan.move(to: Point(1, 1)); nan.line(to: Point(.nan, 5)); nan.line(to: Point(10, 10))
        #expect(c.withClip(to: nan) { ran = true } == .nonFiniteGeometry)
        #expect(c.withClip(to: .rect(Rect(x: 0, y: 0, width: 5, height: 5)),
                           transform: Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)) { ran = true } == .nonFiniteGeometry)
        #expect(c.withClip(to: Path()) { ran = true } == .nothingToDraw)
        #expect(c.withClip(to: .rect(Rect(x: 30, y: 30, width: 5, height: 5))) { ran = true } == .nothingToDraw)
        #expect(!ran)
        // Afterwards nothing is left clipped.
        c.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), paint: T.white)
        #expect(T.coverage(c.pixmap) == 400)
    }

    /// A kept coverage (`withClip(to:rule:transform:keeping:_:)`) draws the
    /// pixels of clipping afresh: reused while path, transform and box stay,
    /// remade when the transform, the path or the outer clip's box change.
    @Test func keptCoverageDrawsTheSamePixels() {
        let path = Path.roundedRect(Rect(x: 7.3, y: 4.6, width: 38.2, height: 27.9), radius: 9)
        let other = Path.roundedRect(Rect(x: 7.3, y: 4.6, width: 38.2, height: 27.9), radius: 4)
        let outer = Path.circle(center: Point(30, 20), radius: 19.5)
        var kept = ClipCoverage()
        // (path, transform, nested in `outer`) per step; equal steps reuse.
        let steps: [(Path, Transform, Bool)] = [
            (path, .identity, false), (path, .identity, false), (path, .translation(0.5, 0.25), false),
            (path, .translation(0.5, 0.25), false), (other, .translation(0.5, 0.25), false),
            (other, .translation(0.5, 0.25), true), (other, .translation(0.5, 0.25), true), (path, .identity, false),
        ]
        for (i, (p, t, nested)) in steps.enumerated() {
            let fresh = T.canvas(60, 40), reused = T.canvas(60, 40)
            func draw(_ c: Canvas, _ clip: (Canvas, () -> Void) -> DrawResult) {
                if nested {
                    c.withClip(to: outer) { #expect(clip(c) { drawScene(c) } == .drawn) }
                } else {
                    #expect(clip(c) { drawScene(c) } == .drawn)
                }
            }
            draw(fresh) { c, body in c.withClip(to: p, transform: t, body) }
            draw(reused) { c, body in c.withClip(to: p, transform: t, keeping: &kept, body) }
            #expect(reused.pixmap.storage == fresh.pixmap.storage, "step \(i)")
        }
    }

    /// `beginClip`/`endClip` (the split form, for walks with an explicit
    /// stack): nested levels draw the pixels of nested `withClip` calls, a
    /// clip that leaves nothing begins none, and after the last `endClip`
    /// nothing is clipped.
    @Test func beginAndEndClipDrawLikeWithClip() {
        let a = Path.rect(Rect(x: 2.5, y: 1.5, width: 40, height: 30))
        let inner = Path.circle(center: Point(28.5, 19.5), radius: 15.3)
        let nested = T.canvas(60, 40)
        nested.withClip(to: a) { nested.withClip(to: inner) { drawScene(nested) } }
        let split = T.canvas(60, 40)
        var kept = ClipCoverage()
        #expect(split.beginClip(to: a) == .drawn)
        #expect(split.beginClip(to: inner, keeping: &kept) == .drawn)
        drawScene(split)
        // Empty and non-finite clips begin nothing (no `endClip` for them).
        #expect(split.beginClip(to: .rect(Rect(x: 50, y: 35, width: 5, height: 5))) == .nothingToDraw)
        #expect(split.beginClip(to: a, transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == .nonFiniteGeometry)
        split.endClip()
        split.endClip()
        #expect(split.pixmap.storage == nested.pixmap.storage)
        #expect(split.drawBounds == split.bounds && kept.valid)
        split.fillRect(Rect(x: 0, y: 0, width: 60, height: 40), paint: T.white)
        #expect(T.coverage(split.pixmap) == 60 * 40)
    }
}
