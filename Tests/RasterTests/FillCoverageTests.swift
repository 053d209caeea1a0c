import Testing
@testable import Raster

private typealias T = TestSupport

/// `Canvas.fillCoverage` + `fillMask` draw what `fill` draws, and
/// `MaskSpans` fill what `fillMask` fills.
@Suite struct FillCoverageTests {
    func background(_ w: Int, _ h: Int) -> Canvas {
        let c = T.canvas(w, h)
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt8((x * 31 + y * 47) % 256)
                c.pixmap.setPixel(x: x, y: y, Pixel(r: UInt8(Int(a) * 2 / 3), g: a / 4, b: UInt8(Int(a) * 5 / 6), a: a))
            }
        }
        return c
    }

    func ring() -> Path {
        var p = Path.roundedRect(Rect(x: 5.3, y: 4.6, width: 60.2, height: 38.9), radius: 11)
        p.append(.roundedRect(Rect(x: 7.3, y: 6.6, width: 56.2, height: 34.9), radius: 9))
        return p
    }

    @Test func coverageThenFillMaskEqualsFill() throws {
        let cases: [(Path, FillRule, Transform)] = [
            (ring(), .evenOdd, .identity),
            (ring(), .evenOdd, Transform(a: 1.5, b: 0, c: 0, d: 1.25, tx: 3.7, ty: -2.2)),
            (.roundedRect(Rect(x: 2.5, y: 3.5, width: 50, height: 30), radius: 8), .nonZero, Transform(a: 0.9, b: 0.3, c: -0.3, d: 0.9, tx: 20, ty: 2)),
            (.circle(center: Point(40.4, 25.2), radius: 30), .nonZero, .identity),   // reaches past the canvas
        ]
        for (path, rule, t) in cases {
            for clipped in [false, true] {
                let direct = background(80, 50), viaMask = background(80, 50)
                let paint = Paint(color: Color(red: 0.9, green: 0.2, blue: 0.4, alpha: 0.7))
                let clip = Path.roundedRect(Rect(x: 10.5, y: 8.25, width: 55, height: 30), radius: 12)
                func run(_ c: Canvas, _ body: () -> Void) { if clipped { c.withClip(to: clip, body) } else { body() } }
                run(direct) { direct.fill(path, paint: paint, rule: rule, transform: t) }
                var mask = try Mask(width: 0, height: 0)
                run(viaMask) {
                    let origin = viaMask.fillCoverage(of: path, rule: rule, transform: t, into: &mask)
                    #expect(origin != nil)
                    if let o = origin { viaMask.fillMask(mask, atX: o.x, y: o.y, paint: paint) }
                }
                #expect(direct.pixmap.storage == viaMask.pixmap.storage)
                // And through spans.
                let viaSpans = background(80, 50)
                run(viaSpans) {
                    var m = try! Mask(width: 0, height: 0)
                    if let o = viaSpans.fillCoverage(of: path, rule: rule, transform: t, into: &m) {
                        viaSpans.fill(MaskSpans(m), atX: o.x, y: o.y, paint: paint)
                    }
                }
                #expect(direct.pixmap.storage == viaSpans.pixmap.storage)
            }
        }
    }

    /// `fillSamples` + `fillMask` with the samples as a whole-pixel image
    /// draw what `fill` draws with a linear gradient (shaded per span: its
    /// last bit depends on where a span starts), clipped or not, at any opacity.
    @Test func recordedGradientFillsEqualFill() throws {
        let stops = Gradient(stops: [GradientStop(offset: 0, color: Color(red: 0.9, green: 0.1, blue: 0.3)),
                                     GradientStop(offset: 0.6, color: Color(red: 0.1, green: 0.8, blue: 0.4, alpha: 0.6)),
                                     GradientStop(offset: 1, color: Color(red: 0.2, green: 0.3, blue: 0.9))])
        let cases: [(Path, FillRule, Transform)] = [
            (ring(), .evenOdd, Transform(a: 1.5, b: 0, c: 0, d: 1.25, tx: 3.7, ty: -2.2)),
            (.roundedRect(Rect(x: 2.5, y: 3.5, width: 50, height: 30), radius: 8), .nonZero, Transform(a: 0.9, b: 0.3, c: -0.3, d: 0.9, tx: 20, ty: 2)),
            (.circle(center: Point(40.4, 25.2), radius: 30), .nonZero, .identity),
        ]
        for (path, rule, t) in cases {
            for (clipped, alpha) in [(false, 1.0), (true, 1.0), (false, 0.45)] {
                let ramp = LinearGradient(start: Point(3.3, 2.1), end: Point(71.7, 40.9), gradient: stops)
                let paint = Paint(shader: .linearGradient(ramp), alpha: alpha)
                let direct = background(80, 50), recorded = background(80, 50)
                let clip = Path.roundedRect(Rect(x: 10.5, y: 8.25, width: 55, height: 30), radius: 12)
                func run(_ c: Canvas, _ body: () -> Void) { if clipped { c.withClip(to: clip, body) } else { body() } }
                run(direct) { direct.fill(path, paint: paint, rule: rule, transform: t) }
                var mask = try Mask(width: 0, height: 0), samples = try Pixmap(width: 0, height: 0)
                run(recorded) {
                    let origin = recorded.fillSamples(of: path, paint: paint, rule: rule, transform: t, coverage: &mask, samples: &samples)
                    #expect(origin != nil)
                    guard let (x, y) = origin else { return }
                    let image = ImagePattern(image: samples, transform: .translation(Double(x), Double(y)), quality: .nearest)
                    recorded.fillMask(mask, atX: x, y: y, paint: Paint(shader: .image(image)))
                }
                #expect(direct.pixmap.storage == recorded.pixmap.storage, "clipped \(clipped), alpha \(alpha)")
            }
        }
    }

    @Test func rectanglesAndBadGeometryGiveNoCoverage() throws {
        let c = T.canvas(20, 20)
        var mask = try Mask(width: 0, height: 0)
        #expect(c.fillCoverage(of: .rect(Rect(x: 1.5, y: 1.5, width: 5, height: 5)), transform: .identity, into: &mask) == nil)
        #expect(c.fillCoverage(of: .rect(Rect(x: 1, y: 1, width: 5, height: 5)),
                               transform: Transform(a: 1, b: 0, c: 0, d: .nan, tx: 0, ty: 0), into: &mask) == nil)
        #expect(c.fillCoverage(of: .circle(center: Point(-50, -50), radius: 5), transform: .identity, into: &mask) == nil)
        #expect(c.drawingBounds == Rect(x: 0, y: 0, width: 20, height: 20))
        c.withClip(to: .rect(Rect(x: 2, y: 3, width: 10, height: 5))) {
            #expect(c.drawingBounds == Rect(x: 2, y: 3, width: 10, height: 5))
        }
    }

    @Test func spansFillWhatFillMaskFills() throws {
        var m = try Mask(width: 70, height: 12, fill: 0)
        for y in 0..<12 { for x in 0..<70 { m.setValue(x: x, y: y, x > 5 && x < 60 ? (y % 3 == 0 ? UInt8(x * 4 % 256) : 255) : (x % 7 == 0 ? 90 : 0)) } }
        let spans = MaskSpans(m)
        #expect(spans.width == 70 && spans.height == 12)
        for (x, y, hole) in [(3, 2, nil), (-20, -4, nil), (50, 30, nil), (4, 1, Rect(x: 20.5, y: 3, width: 30, height: 6))] as [(Int, Int, Rect?)] {
            for paint in [Paint(color: Color(red: 0.2, green: 0.7, blue: 0.1, alpha: 0.55)), Paint(color: .white),
                          Paint(shader: .linearGradient(LinearGradient(start: Point(0, 0), end: Point(80, 0),
                                                                       gradient: Gradient(from: .white, to: .transparent))))] {
                let a = background(80, 40), b = background(80, 40)
                a.fillMask(m, atX: x, y: y, paint: paint, skipping: hole)
                b.fill(spans, atX: x, y: y, paint: paint, skipping: hole)
                #expect(a.pixmap.storage == b.pixmap.storage)
            }
        }
        var updated = spans
        updated.update { $0.setValue(x: 0, y: 0, 200) }
        #expect(updated.mask.value(x: 0, y: 0) == 200 && spans.mask.value(x: 0, y: 0) == 90)   // the copy is untouched
    }
}

/// `Canvas.fillRect(_:transform:samples:atX:y:)`: the coverage and clip of
/// `fillRect` with colours from kept samples.
@Suite struct SamplesFillTests {
    @Test func samplesTakenOnceFillLikeTheImageTheyCameFrom() throws {
        var img = try Pixmap(width: 5, height: 4)
        for y in 0..<4 { for x in 0..<5 { img.setPixel(x: x, y: y, Pixel(r: UInt8(x * 50), g: UInt8(y * 60), b: 99, a: 200 + UInt8(x * 10))) } }
        // A whole-pixel map: the samples are exactly the pixels the draw shades.
        let t = Transform(a: 3, b: 0, c: 0, d: 2, tx: 4, ty: 5)
        let paint = Paint(shader: .image(ImagePattern(image: img, quality: .bilinear)), alpha: 0.8)
        let samples = T.canvas(21, 12)
        samples.fillRect(Rect(x: 0, y: 0, width: 21, height: 12),
                         paint: Paint(shader: .image(ImagePattern(image: img, transform: Transform(a: 3, b: 0, c: 0, d: 2, tx: 1, ty: 1),
                                                                  quality: .bilinear)), alpha: 0.8))
        let rect = Rect(x: 0.25, y: 0.5, width: 4.5, height: 3.25)   // fractional edges: partial coverage
        for clipped in [false, true] {
            let a = T.canvas(30, 20), b = T.canvas(30, 20)
            a.clear(Color(red: 0.1, green: 0.2, blue: 0.3)); b.clear(Color(red: 0.1, green: 0.2, blue: 0.3))
            let clip = Path.roundedRect(Rect(x: 5, y: 5.5, width: 12, height: 8), radius: 4)
            if clipped {
                a.withClip(to: clip) { a.fillRect(rect, paint: paint, transform: t) }
                b.withClip(to: clip) { b.fillRect(rect, transform: t, samples: samples.pixmap, atX: 3, y: 4) }
            } else {
                a.fillRect(rect, paint: paint, transform: t)
                b.fillRect(rect, transform: t, samples: samples.pixmap, atX: 3, y: 4)
            }
            #expect(a.pixmap.storage == b.pixmap.storage)
        }
        let c = T.canvas(4, 4)
        #expect(c.fillRect(rect, transform: Transform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0), samples: samples.pixmap, atX: 0, y: 0)
                == .nonFiniteGeometry)
        #expect(c.fillRect(rect, transform: .identity, samples: try Pixmap(width: 0, height: 0), atX: 0, y: 0) == .nothingToDraw)
        #expect(c.fillRect(Rect(x: .nan, y: 0, width: 1, height: 1), transform: .identity, samples: samples.pixmap, atX: 0, y: 0)
                == .nonFiniteGeometry)
    }
}
