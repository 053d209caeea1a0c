import Foundation
import OpenQuartzCore

/// Whole frames through the public path, across tree sizes: N opaque 4×4
/// layers at random places under one root of a 256×256 `CARenderer`, one
/// frame = `beginFrame` + `render` + `endFrame` (commit, evaluation, pixels).
///
/// - `frame.static.N`: nothing animates, nothing is committed between frames.
/// - `frame.animated.N`: every layer runs four animations (position.x,
///   position.y, opacity, transform.rotation.z), the frame time advancing by
///   1/60 s.
/// - `frame.uiTurn.N`: before each frame 1 % of the layers (a different
///   hundredth each frame) move by an implicit animation, as a UI turn does.
///
/// `QUARTZ_BENCH_SIZES=1000,10000` limits the sizes (100,000-layer trees
/// take seconds to build).
@MainActor func frameBenchmarks() -> [Benchmark] {
    MediaClock.setManual(at: 3000)
    let sizes = ProcessInfo.processInfo.environment["QUARTZ_BENCH_SIZES"]
        .map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_000, 10_000, 100_000]
    var list: [Benchmark] = []
    for n in sizes {
        list.append(frameBenchmark("frame.static.\(n)", layers: n, setUp: { _ in }, beforeFrame: { _, _ in }))
        list.append(frameBenchmark("frame.animated.\(n)", layers: n, setUp: { layers in
            for (i, l) in layers.enumerated() {
                let phase = Double(i % 97) / 97
                @MainActor func loop(_ keyPath: String, _ from: Double, _ to: Double, _ duration: Double) {
                    let a = CABasicAnimation(keyPath: keyPath)
                    a.fromValue = from; a.toValue = to; a.duration = duration
                    a.autoreverses = true; a.repeatCount = .infinity
                    a.timeOffset = phase * duration
                    l.add(a, forKey: keyPath)
                }
                loop("position.x", Double(l.position.x), Double(l.position.x) + 20, 1.3)
                loop("position.y", Double(l.position.y), Double(l.position.y) - 15, 1.7)
                loop("opacity", 1, 0.4, 0.9)
                loop("transform.rotation.z", 0, .pi, 2.1)
            }
        }, beforeFrame: { _, _ in }))
        list.append(frameBenchmark("frame.uiTurn.\(n)", layers: n, setUp: { _ in }, beforeFrame: { layers, frame in
            // A different hundredth of the layers each frame, moved back and forth.
            let k = max(1, layers.count / 100)
            let start = (frame * k) % layers.count
            let dx: CGFloat = frame / 100 % 2 == 0 ? 3 : -3
            for j in 0..<k {
                let l = layers[(start + j) % layers.count]
                l.position.x += dx
            }
        }))
    }
    return list
}

/// One frame benchmark over a fresh tree of `layers` opaque 4×4 layers.
@MainActor private func frameBenchmark(_ name: String, layers n: Int, setUp: @MainActor ([CALayer]) -> Void,
                                       beforeFrame: @escaping @MainActor ([CALayer], Int) -> Void) -> Benchmark {
    let renderer = CARenderer(size: CGSize(width: 256, height: 256))
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 256, height: 256)
    root.position = CGPoint(x: 128, y: 128)
    root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    var rng = SplitMix64(seed: 13)
    var layers: [CALayer] = []
    layers.reserveCapacity(n)
    for i in 0..<n {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        l.position = CGPoint(x: Double(rng.next() % 2480) / 10 + 4, y: Double(rng.next() % 2480) / 10 + 4)
        l.backgroundColor = CGColor(red: Double(i % 7) / 7, green: Double(i % 11) / 11, blue: Double(i % 5) / 5, alpha: 1)
        layers.append(l)
    }
    root.sublayers = layers
    renderer.layer = root
    setUp(layers)
    MediaClock.advance(by: 0)
    let start = CACurrentMediaTime()
    renderer.beginFrame(atTime: start)
    renderer.render()
    renderer.endFrame()
    var frame = 0
    return Benchmark(name: name, unit: .msPerFrame, operationsPerCall: 1) {
        MainActor.assumeIsolated {
            frame += 1
            beforeFrame(layers, frame)
            renderer.beginFrame(atTime: start + Double(frame % 600) / 60)
            renderer.render()
            renderer.endFrame()
        }
    }
}
