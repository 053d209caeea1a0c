import ArgumentParser
import Codecs
import Foundation
import Gallery
import OpenQuartzCore

/// `quartz plot`: a key path's presentation value over a scene's time, or
/// an animation's timing curve, as SVG or PNG.
struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot a key path's presentation value over a scene's time (or a timing curve) as SVG or PNG.",
        discussion: """
        Examples:
          quartz plot neuburg-spring-drop --key position.y
          quartz plot tutorials-snow --key opacity --layer flake -o flake.png
          quartz plot --timing easeInEaseOut
          quartz plot --timing 0.3,0,0.2,1.4 -o overshoot.svg
          quartz plot --spring 1,100,10,0
        The scene's checkpoints are drawn as dashed lines.
        """
    )

    @Argument(help: "The scene's name (see `quartz list`); not with --timing or --spring.")
    var scene: String?

    @Option(help: "The key path to read from the layer's presentation (opacity, position, position.x, transform.rotation.z…).")
    var key: String?

    @Option(help: "The layer: its name, or an index path of sublayers from the scene's root such as /0/2 (default: the first layer animating the key path).")
    var layer: String?

    @Option(help: "A timing curve: linear, easeIn, easeOut, easeInEaseOut, default, or four control-point numbers x1,y1,x2,y2.")
    var timing: String?

    @Option(help: "A spring curve: mass,stiffness,damping,initialVelocity (a CASpringAnimation over its settling duration).")
    var spring: String?

    @Option(help: "Samples per second of scene time.")
    var rate: Double = 120

    @Option(name: [.customShort("o"), .customLong("output")], help: "Output file, .svg or .png (default: quartz-output/NAME-KEY.svg).")
    var file: String?

    @Option(help: "Chart size in points, WxH.")
    var size: String = "720x360"

    func run() throws {
        try MainActor.assumeIsolated {
            let (scene, keyPath, which, isCurve) = try plan()
            let chart = try OutputChecks.parseSize(size)
            let base = isCurve ? scene.name.replacingOccurrences(of: " ", with: "-") : "\(scene.name)-\(keyPath)"
            let path = file ?? "quartz-output/\(base).svg"
            let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
            guard ext == "svg" || ext == "png" else { throw QuartzError("cannot tell the format from '\(path)': use a .svg or .png file") }
            let runner: SceneRunner
            do { runner = try SceneRunner(scene: scene) } catch { throw QuartzError("\(error)") }
            var plot: ValuePlot
            do { plot = try ValueTrace.plot(runner, keyPath: keyPath, layer: which, rate: rate) } catch {
                throw QuartzError("\(error)")
            }
            if isCurve {
                plot.title = scene.name
                plot.timeLabel = "time (s)"
                plot.series[0].name = "progress"
            }
            let data: Data
            if ext == "svg" {
                data = Data(plot.svg(width: Double(chart.width), height: Double(chart.height)).utf8)
            } else {
                let pixels = try plot.pixmap(width: Double(chart.width), height: Double(chart.height))
                data = Data(try PNGEncoder.standard.encode(pixels))
            }
            if file == nil { try OutputChecks.createDefaultDirectory(for: path) }
            do { try data.write(to: URL(fileURLWithPath: path)) } catch { throw QuartzError("could not write \(path): \(error.localizedDescription)") }
            let samples = plot.series.first?.points.count ?? 0
            print("wrote \(path): \(plot.title), \(plot.series.count) series × \(samples) samples, \(plot.markers.count) checkpoints")
        }
    }

    /// The scene to sample, the key path, the layer and whether it is a curve scene.
    @MainActor private func plan() throws -> (Scene, String, TracedLayer, Bool) {
        switch (scene, timing, spring) {
        case (nil, let t?, nil):
            return (CurveScenes.timing(try Self.timingFunction(t), label: t), CurveScenes.keyPath, .named("curve"), true)
        case (nil, nil, let s?):
            let n = s.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard n.count == 4, let m = n[0], let k = n[1], let c = n[2], let v = n[3] else {
                throw QuartzError("--spring wants mass,stiffness,damping,initialVelocity (four numbers), got '\(s)'")
            }
            do {
                return (try CurveScenes.spring(mass: m, stiffness: k, damping: c, initialVelocity: v), CurveScenes.keyPath, .named("curve"), true)
            } catch { throw QuartzError("\(error)") }
        case (let name?, nil, nil):
            guard let key, !key.isEmpty else { throw QuartzError("give the key path to plot with --key (e.g. --key position.x)") }
            return (try RenderJob.scene(name), key, TracedLayer(argument: layer), false)
        default:
            throw QuartzError("give a scene and --key, or --timing, or --spring (one of them)")
        }
    }

    /// A named timing function or four control-point numbers.
    static func timingFunction(_ text: String) throws -> CAMediaTimingFunction {
        let names: [String: CAMediaTimingFunctionName] = [
            "linear": .linear, "easein": .easeIn, "easeout": .easeOut, "easeineaseout": .easeInEaseOut, "default": .default,
        ]
        if let name = names[text.lowercased()] { return CAMediaTimingFunction(name: name) }
        let n = text.split(separator: ",").compactMap { Float($0.trimmingCharacters(in: .whitespaces)) }
        guard n.count == 4, n.allSatisfy(\.isFinite), (0...1).contains(n[0]), (0...1).contains(n[2]) else {
            throw QuartzError("--timing wants linear, easeIn, easeOut, easeInEaseOut, default or x1,y1,x2,y2 with x1 and x2 in 0…1; got '\(text)'")
        }
        return CAMediaTimingFunction(controlPoints: n[0], n[1], n[2], n[3])
    }
}
