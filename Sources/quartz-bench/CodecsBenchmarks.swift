import Codecs
import Raster
import OpenQuartzCore

/// PNG benchmarks on a 1280×720 frame of 500 translucent circles (ms/frame).
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
    ]
}
