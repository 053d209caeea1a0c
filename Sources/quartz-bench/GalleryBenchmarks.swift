import Foundation
import Gallery

/// The Gallery's frame loop, end to end except encoding: each call builds the
/// showcase (1280 × 720), runs it to 2 s and renders 30 frames at 60 fps
/// (2.0…2.5 s), so the result is the cost of one rendered frame plus a
/// thirtieth of the set-up. `gallery.showcase.values` is the same without
/// pixels (clock, script, presentation tree).
func galleryBenchmarks() -> [Benchmark] {
    func run(pixels: Bool) {
        MainActor.assumeIsolated {
            do {
                let runner = try SceneRunner(scene: Gallery.showcase)
                try runner.run(fps: 60, from: 2, to: 2.5, pixels: pixels) { (frame: SceneFrame) in
                    benchmarkSink += Double(frame.pixmap?.storage[0] ?? 0)
                }
            } catch {
                fatalError("gallery benchmark: \(error)")
            }
        }
    }
    return [
        Benchmark(name: "gallery.showcase.frame", unit: .msPerFrame, operationsPerCall: 30) { run(pixels: true) },
        Benchmark(name: "gallery.showcase.values", unit: .msPerFrame, operationsPerCall: 30) { run(pixels: false) },
    ]
}
