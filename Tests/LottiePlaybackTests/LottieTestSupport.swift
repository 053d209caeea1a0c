import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

// Helpers for the Lottie tests: small hand-written files, the reference
// easing maths (worked out here, independently of the player), and a
// renderer showing a player's layer.

/// A composition of `w` × `h` at `fr` frames per second, from `ip` to `op`, with these layers (JSON texts).
func lottieFile(w: Int = 200, h: Int = 100, fr: Double = 10, ip: Double = 0, op: Double = 20,
                layers: [String], assets: String = "[]") -> String {
    """
    {"v": "5.7.0", "w": \(w), "h": \(h), "fr": \(fr), "ip": \(ip), "op": \(op), "assets": \(assets),
     "layers": [\(layers.joined(separator: ",\n"))]}
    """
}

/// A solid layer (`ty` 1) of `size` and colour `sc`, with the transform members `ks` (JSON text inside the braces).
func solidLayer(_ name: String, ind: Int? = nil, parent: Int? = nil, ks: String = "", color: String = "#ff0000",
                size: (Int, Int) = (10, 10), ip: Double = 0, op: Double = 20, extra: String = "") -> String {
    var members = [#""ty": 1"#, #""nm": "\#(name)""#, #""sc": "\#(color)""#, #""sw": \#(size.0)"#, #""sh": \#(size.1)"#,
                   #""ip": \#(ip)"#, #""op": \#(op)"#, #""st": 0"#, #""ks": {\#(ks)}"#]
    if let ind { members.append(#""ind": \#(ind)"#) }
    if let parent { members.append(#""parent": \#(parent)"#) }
    if !extra.isEmpty { members.append(extra) }
    return "{" + members.joined(separator: ", ") + "}"
}

/// A player for `json`, shown by a renderer of the composition's size, committed.
@MainActor func makeShownPlayer(_ json: String) throws -> (LottiePlayer, CARenderer) {
    makeShownPlayer(try LottieAnimation(jsonString: json))
}

/// A player for `animation`, shown by a renderer of the composition's size, committed.
@MainActor func makeShownPlayer(_ animation: LottieAnimation) -> (LottiePlayer, CARenderer) {
    resetClock()
    let player = LottiePlayer(animation: animation)
    let renderer = CARenderer(size: animation.size)
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: animation.size)
    root.anchorPoint = .zero
    root.addSublayer(player.layer)
    player.layer.anchorPoint = .zero
    player.layer.position = .zero
    renderer.layer = root
    MediaClock.advance(by: 0)
    return (player, renderer)
}

/// The layers made for the Lottie layer at `path` (`layers[2]`).
@MainActor func record(_ player: LottiePlayer, _ path: String) -> LottieLayerRecord {
    guard let r = player.layerRecords[path] else { fatalError("no layers for \(path); have \(player.layerRecords.keys.sorted())") }
    return r
}

/// Seeks to `frame` and commits.
@MainActor func show(_ player: LottiePlayer, frame: Double) {
    player.seek(toFrame: frame)
    MediaClock.advance(by: 0)
}

/// The presentation copy of `layer` (after a commit).
@MainActor func shown(_ layer: CALayer) -> CALayer { layer.presentation()! }

/// Renders the renderer's current frame and returns its pixels.
@MainActor func renderFrame(_ renderer: CARenderer) -> Pixmap {
    renderer.beginFrame(atTime: CACurrentMediaTime())
    renderer.render()
    renderer.endFrame()
    return renderer.makeImage()!.pixmap
}

/// The pixel of `p` at (`x`, `y`) as [r, g, b, a] (0…255; premultiplied).
func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = p.pixel(x: x, y: y)!
    return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
}

/// A shape layer (`ty` 4, frames 0…20) holding `items` (JSON texts).
func shapeLayer(_ items: [String]) -> String {
    #"{"ty": 4, "nm": "shape", "ip": 0, "op": 20, "ks": {}, "shapes": [\#(items.joined(separator: ", "))]}"#
}

/// An opaque red fill (`fl`) item.
let redFill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
