import Raster
import OpenQuartzCore   // SplitMix64: the emitter's deterministic generator, so every run draws the same scene

/// Benchmarks of the Raster pixel engine at 1280×720 (ms/frame; one frame =
/// one call drawing the whole scene, without clearing).
func rasterBenchmarks() -> [Benchmark] {
    let width = 1280, height = 720, count = 500
    let canvas = try! Canvas(width: width, height: height)
    var list: [Benchmark] = []

    func scene(seed: UInt64, alpha: Double) -> [(Point, Paint)] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let p = Point(rng.unit() * Double(width), rng.unit() * Double(height))
            let c = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit())
            return (p, Paint(color: c, alpha: alpha))
        }
    }

    for (label, alpha) in [("alpha", 0.5), ("opaque", 1.0)] {
        for r in [10.0, 40.0, 80.0] {
            let items = scene(seed: 42, alpha: alpha).map { (Path.circle(center: $0.0, radius: r), $0.1) }
            list.append(Benchmark(name: "raster.circles500.r\(Int(r)).\(label)", unit: .msPerFrame, operationsPerCall: 1) {
                for (path, paint) in items { canvas.fill(path, paint: paint) }
            })
        }
    }

    var rng = SplitMix64(seed: 7)
    let rects: [(Transform, Paint)] = scene(seed: 99, alpha: 0.5).map { p, paint in
        let t = Transform.rotation(rng.unit() * Double.pi).concatenating(.translation(p.x, p.y))
        return (t, paint)
    }
    let rect = Path.rect(Rect(x: -40, y: -30, width: 80, height: 60))
    list.append(Benchmark(name: "raster.rects500.rotated.alpha", unit: .msPerFrame, operationsPerCall: 1) {
        for (t, paint) in rects { canvas.fill(rect, paint: paint, transform: t) }
    })

    // Not in the peer comparison: strokes and gradients, to watch the other paths.
    let strokes = scene(seed: 5, alpha: 1).map { (Path.circle(center: $0.0, radius: 40), $0.1) }
    let style = StrokeStyle(width: 4, join: .round)
    list.append(Benchmark(name: "raster.strokes500.r40.w4", unit: .msPerFrame, operationsPerCall: 1) {
        for (path, paint) in strokes { canvas.stroke(path, style: style, paint: paint) }
    })
    let gradient = Gradient(stops: [GradientStop(offset: 0, color: Color(red: 1, green: 0.5, blue: 0)),
                                    GradientStop(offset: 1, color: Color(red: 0, green: 0.3, blue: 1, alpha: 0.5))])
    let gradientRects: [(Transform, Paint)] = rects.map { t, _ in
        (t, Paint(shader: .linearGradient(LinearGradient(start: Point(-40, 0), end: Point(40, 0), gradient: gradient))))
    }
    list.append(Benchmark(name: "raster.rects500.rotated.linearGradient", unit: .msPerFrame, operationsPerCall: 1) {
        for (t, paint) in gradientRects { canvas.fill(rect, paint: paint, transform: t) }
    })

    // A 512×512 image in perspective (a card tilted about its vertical axis)
    // filling most of the frame, bilinear: one division per pixel.
    var card = try! Pixmap(width: 512, height: 512)
    card.withUnsafeMutablePixels { px in
        for i in px.indices { px[i] = Pixel(r: UInt8(i & 0xFF), g: UInt8((i >> 9) & 0xFF), b: 128, a: 255).packed }
    }
    let tilt = ProjectiveTransform(a: 1.6, b: 0.1, c: 0, d: 1.3, tx: 200, ty: 20, px: 0.0006, py: 0, pw: 1)
    list.append(Benchmark(name: "raster.image512.projective.bilinear", unit: .msPerFrame, operationsPerCall: 1) {
        canvas.drawPixmap(card, projective: tilt, quality: .bilinear)
    })

    // Gaussian blur of a whole frame (premultiplied RGBA, reused buffers).
    let blurrer = Blurrer()
    var blurred = canvas.pixmap
    for sigma in [5.0, 20.0] {
        list.append(Benchmark(name: "raster.blur.1280x720.sigma\(Int(sigma))", unit: .msPerFrame, operationsPerCall: 1) {
            blurrer.blur(&blurred, sigma: sigma)
        })
    }

    list += smallRectBenchmarks()

    list.append(Benchmark(name: "raster.clear.1280x720", unit: .msPerFrame, operationsPerCall: 1) {
        canvas.clear(Color(red: 0.2, green: 0.3, blue: 0.4))
    })
    return list
}

/// 10,000 small opaque solid 4×4 rectangles at fractional positions in a
/// 256×256 canvas, the shape of a frame of many small layers (ns per rect;
/// Blend2D: ~140 ns each). `rotated` turns each by a random angle through
/// `fillRect`; `.path` fills prebuilt rectangle paths with `fill`;
/// `axisAligned` only translates.
func smallRectBenchmarks() -> [Benchmark] {
    let count = 10_000
    let canvas = try! Canvas(width: 256, height: 256)
    var rng = SplitMix64(seed: 2026)
    let rect = Rect(x: -2, y: -2, width: 4, height: 4)
    // Separate arrays read by index: iterating an array of (Transform, Paint)
    // tuples copied each through the runtime's generic tuple witness
    // (~100 instructions a rect, timed with the fills).
    var rotated: [Transform] = [], shifted: [Transform] = [], paints: [Paint] = []
    for _ in 0..<count {
        let x = rng.unit() * 256, y = rng.unit() * 256, angle = rng.unit() * Double.pi
        paints.append(Paint(color: Color(red: rng.unit(), green: rng.unit(), blue: rng.unit())))
        rotated.append(Transform.rotation(angle).concatenating(.translation(x, y)))
        shifted.append(.translation(x, y))
    }
    let path = Path.rect(rect)
    return [
        Benchmark(name: "raster.smallRects.10000.rotated", unit: .nsPerOp, operationsPerCall: count) {
            for i in 0..<count { canvas.fillRect(rect, paint: paints[i], transform: rotated[i]) }
        },
        Benchmark(name: "raster.smallRects.10000.rotated.path", unit: .nsPerOp, operationsPerCall: count) {
            for i in 0..<count { canvas.fill(path, paint: paints[i], transform: rotated[i]) }
        },
        Benchmark(name: "raster.smallRects.10000.axisAligned", unit: .nsPerOp, operationsPerCall: count) {
            for i in 0..<count { canvas.fillRect(rect, paint: paints[i], transform: shifted[i]) }
        },
    ]
}
