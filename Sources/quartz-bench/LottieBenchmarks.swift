import Foundation
import OpenQuartzCore
import LottiePlayback

/// Lottie playback through the public path (issue #20), on the files of
/// Benchmarks/lottie (written by Benchmarks/lottie/generate.py; the same files
/// Benchmarks/peers/lottie.py plays in rlottie):
///
/// - `lottie.NAME.load`: `LottieAnimation(data:)` and `LottiePlayer(animation:)`
///   — parse, then build the layer tree and its animations (the goal:
///   ≤ 20 ms for big-500k).
/// - `lottie.NAME.frame`: one frame at the animation's own size — the player
///   seeks to the next frame (a layer-timing change), the commit, then
///   `CARenderer` `beginFrame` + `render` + `endFrame` — through every frame.
@MainActor func lottieBenchmarks() -> [Benchmark] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Benchmarks/lottie").standardized
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        FileHandle.standardError.write(Data("quartz-bench: no Lottie files at \(folder.path)\n".utf8))
        return []
    }
    var list: [Benchmark] = []
    for name in names.sorted() where name.hasSuffix(".json") {
        let stem = String(name.dropLast(5))
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
              let animation = try? LottieAnimation(data: data) else {
            FileHandle.standardError.write(Data("quartz-bench: \(name) does not load\n".utf8))
            continue
        }
        list.append(Benchmark(name: "lottie.\(stem).load", unit: .msPerOp, operationsPerCall: 1) {
            guard let loaded = try? LottieAnimation(data: data) else { return }
            benchmarkSink += Double(LottiePlayer(animation: loaded).layer.sublayers?.count ?? 0)
        })
        let player = LottiePlayer(animation: animation)
        let renderer = CARenderer(size: animation.size)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: animation.size)
        root.anchorPoint = .zero
        player.layer.anchorPoint = .zero
        player.layer.position = .zero
        root.addSublayer(player.layer)
        renderer.layer = root
        CATransaction.flush()
        let frames = max(1, Int((animation.outPoint - animation.inPoint).rounded(.down)))
        var frame = 0
        list.append(Benchmark(name: "lottie.\(stem).frame", unit: .msPerFrame, operationsPerCall: 1) {
            frame = (frame + 1) % frames
            player.seek(toFrame: animation.inPoint + Double(frame))
            CATransaction.flush()
            renderer.beginFrame(atTime: CACurrentMediaTime())
            renderer.render()
            renderer.endFrame()
        })
    }
    return list
}
