import Foundation
import OpenQuartzCore
import LottiePlayback

/// Benchmarks of Lottie playback on a synthetic file of about 500 KB (the
/// issue's goal: load and build its layer tree in ≤ 20 ms): parsing,
/// building the layer tree, and one rendered frame at the animation's size.
@MainActor func lottieBenchmarks() -> [Benchmark] {
    let data = Data(syntheticLottieFile(layers: 240).utf8)
    let animation = try! LottieAnimation(data: data)
    var list: [Benchmark] = []
    list.append(Benchmark(name: "lottie.load.\(data.count / 1000)KB", unit: .usPerOp, operationsPerCall: 1) {
        benchmarkSink += (try? LottieAnimation(data: data))?.duration ?? 0
    })
    list.append(Benchmark(name: "lottie.build.\(data.count / 1000)KB", unit: .usPerOp, operationsPerCall: 1) {
        benchmarkSink += Double(LottiePlayer(animation: animation).layer.sublayers?.count ?? 0)
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
    var frame = 0.0
    list.append(Benchmark(name: "lottie.frame.\(data.count / 1000)KB", unit: .msPerFrame, operationsPerCall: 1) {
        frame = frame >= 59 ? 0 : frame + 1
        player.seek(toFrame: frame)
        CATransaction.flush()
        renderer.beginFrame(atTime: CACurrentMediaTime())
        renderer.render()
        renderer.endFrame()
    })
    return list
}

/// A 512 × 512, 60-frame file of `layers` shape layers, each a group of an
/// ellipse and a rounded rectangle, filled and stroked, moving along eased
/// spatial keyframes while it turns, scales and fades (about 2 KB a layer).
func syntheticLottieFile(layers: Int) -> String {
    func keyframes(_ values: [String]) -> String {
        let step = 60 / (values.count - 1)
        let frames = values.enumerated().map { i, v in
            i == values.count - 1
                ? #"{"t": \#(i * step), "s": \#(v)}"#
                : #"{"t": \#(i * step), "s": \#(v), "o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}, "to": [4, 2], "ti": [-4, 2]}"#
        }
        return #"{"a": 1, "k": [\#(frames.joined(separator: ", "))]}"#
    }
    var out: [String] = []
    for i in 0..<layers {
        let x = Double(i % 16) * 32 + 16, y = Double(i / 16 % 16) * 32 + 16
        let positions = (0..<7).map { k in "[\(x + Double(k) * 3), \(y + Double(k % 3) * 4)]" }
        let ks = #""p": \#(keyframes(positions)), "r": \#(keyframes(["[0]", "[90]", "[180]", "[360]"])), "#
            + #""s": \#(keyframes(["[100, 100]", "[120, 80]", "[100, 100]"])), "o": \#(keyframes(["[100]", "[40]", "[100]"])), "a": {"a": 0, "k": [0, 0]}"#
        let items = #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": \#(keyframes(["[12, 12]", "[20, 16]", "[12, 12]"]))}, "#
            + #"{"ty": "rc", "p": {"a": 0, "k": [6, 6]}, "s": {"a": 0, "k": [10, 8]}, "r": {"a": 0, "k": 2}}, "#
            + #"{"ty": "fl", "c": \#(keyframes(["[1, 0.2, 0.1, 1]", "[0.1, 0.4, 1, 1]"])), "o": {"a": 0, "k": 100}}, "#
            + #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 1.5}, "lc": 2, "lj": 2}, "#
            + #"{"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}"#
        out.append(#"{"ty": 4, "nm": "shape \#(i)", "ind": \#(i + 1), "ip": 0, "op": 60, "st": 0, "ks": {\#(ks)}, "shapes": [{"ty": "gr", "nm": "group", "it": [\#(items)]}]}"#)
    }
    return #"{"v": "5.7.0", "w": 512, "h": 512, "fr": 30, "ip": 0, "op": 60, "assets": [], "layers": [\#(out.joined(separator: ",\n"))]}"#
}
