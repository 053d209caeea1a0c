import Codecs
import Raster
import OpenQuartzCore

/// PNG and GIF benchmarks on 1280×720 frames of 500 translucent circles (ms/frame).
/// `codecs.png.encode.fast` is the video-frame path; `main.swift` also prints
/// each one's frames/s as a `….rate` line.
func codecsBenchmarks() -> [Benchmark] {
    let width = 1280, height = 720
    let canvas = try! Canvas(width: width, height: height)
    canvas.clear(.white)
    var rng = SplitMix64(seed: 2024)
    for _ in 0..<500 {
        let c = Point(rng.unit() * Double(width), rng.unit() * Double(height))
        let color = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit())
        canvas.fill(.circle(center: c, radius: 10 + rng.unit() * 60), paint: Paint(color: color, alpha: 0.6))
    }
    let frame = canvas.pixmap
    let gif = gifBenchmarks(width: width, height: height)
    let encoded = try! PNGEncoder.fast.encode(frame)
    let standard = try! PNGEncoder.standard.encode(frame)
    return [
        Benchmark(name: "codecs.png.encode.fast.1280x720", unit: .msPerFrame, operationsPerCall: 1) {
            benchmarkSink += Double((try? PNGEncoder.fast.encode(frame))?.count ?? 0)
        },
        Benchmark(name: "codecs.png.encode.standard.1280x720", unit: .msPerFrame, operationsPerCall: 1) {
            benchmarkSink += Double((try? PNGEncoder.standard.encode(frame))?.count ?? 0)
        },
        Benchmark(name: "codecs.png.decode.fast.1280x720", unit: .msPerFrame, operationsPerCall: 1) {
            benchmarkSink += Double((try? PNGDecoder().decode(encoded))?.width ?? 0)
        },
        Benchmark(name: "codecs.png.decode.standard.1280x720", unit: .msPerFrame, operationsPerCall: 1) {
            benchmarkSink += Double((try? PNGDecoder().decode(standard))?.width ?? 0)
        },
    ] + gif
}

/// GIF (and the APNG sink's) encoding, 8 frames per call (ms per frame):
/// - `codecs.gif.moving.*`: every frame different everywhere (500 circles
///   shifted by a few pixels each frame, thousands of colours → median cut);
/// - `codecs.gif.sprite.*`: the same background with one circle moving, the
///   common case for UI animations, where differencing crops each frame;
/// - `….sink.sprite.damage`: the same through the sink, given each frame's
///   damage (the circle's old and new boxes, as `CARenderer` reports them).
private func gifBenchmarks(width: Int, height: Int) -> [Benchmark] {
    func scene(shift: Int, sprite: Int?) -> Pixmap {
        let canvas = try! Canvas(width: width, height: height)
        canvas.clear(.white)
        var rng = SplitMix64(seed: 2024)
        let dx = Double(sprite == nil ? shift * 3 : 0)
        for _ in 0..<500 {
            let c = Point(rng.unit() * Double(width) + dx, rng.unit() * Double(height))
            let color = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit())
            canvas.fill(.circle(center: c, radius: 10 + rng.unit() * 60), paint: Paint(color: color, alpha: 0.6))
        }
        if let sprite {
            canvas.fill(.circle(center: Point(200 + Double(sprite) * 40, 360), radius: 50), paint: Paint(color: .black, alpha: 1))
        }
        return canvas.pixmap
    }
    let moving = (0..<8).map { GIFEncoder.Frame(pixmap: scene(shift: $0, sprite: nil), duration: 1.0 / 30) }
    // The circle's box at step k, with the renderer's pixel of margin.
    func spriteBox(_ k: Int) -> PixelRect { PixelRect(x: 149 + 40 * k, y: 309, width: 102, height: 102) }
    let sprite = (0..<8).map {
        GIFEncoder.Frame(pixmap: scene(shift: 0, sprite: $0), duration: 1.0 / 30,
                         damage: $0 == 0 ? nil : [spriteBox($0 - 1).union(spriteBox($0))])
    }
    func bench(_ name: String, _ frames: [GIFEncoder.Frame], _ encoder: GIFEncoder) -> Benchmark {
        Benchmark(name: "codecs.gif.\(name).1280x720", unit: .msPerFrame, operationsPerCall: frames.count) {
            benchmarkSink += Double((try? encoder.encode(frames))?.count ?? 0)
        }
    }
    /// The streaming path the `quartz` command takes: FrameSinks.open with
    /// default options, with or without the frames' damage.
    func sinkBench(_ format: FrameFormat, _ name: String, _ frames: [GIFEncoder.Frame], damage: Bool = false) -> Benchmark {
        Benchmark(name: "codecs.\(format.rawValue).sink.\(name)\(damage ? ".damage" : "").1280x720", unit: .msPerFrame,
                  operationsPerCall: frames.count) {
            guard let sink = try? FrameSinks.open(format, path: "/dev/null", frameRate: 30) else { return }
            for f in frames { try? sink.append(f.pixmap, duration: f.duration, damage: damage ? f.damage : nil) }
            try? sink.finish()
            benchmarkSink += 1
        }
    }
    return [
        sinkBench(.gif, "moving", moving),
        sinkBench(.gif, "sprite", sprite),
        sinkBench(.gif, "sprite", sprite, damage: true),
        sinkBench(.apng, "sprite", sprite),
        sinkBench(.apng, "sprite", sprite, damage: true),
        bench("moving.global", moving, GIFEncoder()),
        bench("moving.perFrame", moving, GIFEncoder(palette: .perFrame)),
        bench("moving.perFrame.nodiff", moving, GIFEncoder(palette: .perFrame, differencing: false)),
        bench("moving.perFrame.dither", moving, GIFEncoder(palette: .perFrame, dithering: .floydSteinberg)),
        bench("moving.perFrame.ordered", moving, GIFEncoder(palette: .perFrame, dithering: .ordered)),
        bench("sprite.global", sprite, GIFEncoder()),
        bench("sprite.perFrame", sprite, GIFEncoder(palette: .perFrame)),
    ]
}
