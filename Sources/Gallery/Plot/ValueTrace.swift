import Foundation
import OpenQuartzCore

/// Which layer of a scene a trace reads. Not Apple API.
public enum TracedLayer: Sendable, Equatable {
    /// The first layer (depth first from the scene's root, sublayers in
    /// order) that, at a sampled time, has an animation of the key path:
    /// one whose `keyPath` equals it, or one of whose key paths is a prefix
    /// of the other ("position" and "position.x", "transform" and
    /// "transform.rotation.z"). Once found, the same layer is read to the
    /// end; before, the scene's root.
    case animated
    /// The first layer (depth first) whose `name` is this.
    case named(String)
    /// The layer reached from the scene's root by these sublayer indices
    /// (`[]` is the root; written "/0/2" on the command line).
    case indexPath([Int])

    /// Parses the command line's `--layer`: "/0/2" (an index path, "/" the
    /// root) or a name.
    public init(argument: String?) {
        guard let argument else { self = .animated; return }
        if argument.hasPrefix("/") {
            let parts = argument.split(separator: "/")
            let numbers = parts.compactMap { Int($0) }
            if numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) { self = .indexPath(numbers); return }
        }
        self = .named(argument)
    }
}

/// Why a trace could not be made. Not Apple API.
public enum TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No layer matched the `--layer` argument at any sampled time.
    case noSuchLayer(String)
    /// The key path gave no value, or values that are not numbers (nor
    /// points, sizes, rectangles or colours) at every sampled time.
    case notNumeric(keyPath: String, example: String)
    /// The sampling rate is not positive and finite, or makes too many samples.
    case badRate(Double)
    /// The key path is empty.
    case emptyKeyPath

    public var description: String {
        switch self {
        case .noSuchLayer(let what): return "no layer \(what) in the scene"
        case .notNumeric(let keyPath, let example):
            return "'\(keyPath)' has no value that can be plotted (got \(example)); give a number-valued key path such as "
                + "opacity, position.x, bounds.size.width or transform.rotation.z"
        case .badRate(let r): return "bad sampling rate \(r): it must be positive and finite, at most \(ValueTrace.maximumRate) per second"
        case .emptyKeyPath: return "the key path is empty"
        }
    }
}

/// Samples a key path of one layer's presentation values over a scene's
/// time, for `quartz plot`. Not Apple API.
@MainActor public enum ValueTrace {
    /// Most samples per second.
    public nonisolated static let maximumRate = 1000.0

    /// The presentation value of `keyPath` of the layer `which` chooses, at
    /// `rate` samples per second from 0 to the scene's duration (both ends
    /// included), as a plot with the scene's checkpoints as markers. Values
    /// that are points, sizes, rectangles or colours become one series per
    /// component; a sample with no value (no such layer yet, no value) is a
    /// gap.
    ///
    /// The layer is looked up at every sample. `.animated` runs the scene
    /// twice: once to find the first layer animating the key path, then
    /// reading the layer at that layer's index path from the start (the
    /// layer it was, in a scene whose tree keeps its shape).
    public static func plot(_ runner: SceneRunner, keyPath: String, layer which: TracedLayer = .animated,
                            rate: Double = 120) throws -> ValuePlot {
        guard !keyPath.isEmpty else { throw TraceError.emptyKeyPath }
        guard rate.isFinite, rate > 0, rate <= maximumRate else { throw TraceError.badRate(rate) }
        let duration = runner.scene.duration
        let count = Int((duration * rate).rounded(.down)) + 1
        let times = (0..<count).map { Double($0) / rate } + (Double(count - 1) / rate < duration - 1e-9 ? [duration] : [])
        let reading: TracedLayer
        if which == .animated {
            // The first pass stops at the first sample that finds the layer.
            var path: [Int] = []
            do {
                try runner.sample(times: times) { (_, root) throws(Found) in
                    if let layer = find(.animated, keyPath: keyPath, in: root) { throw Found(path: indexPath(of: layer)) }
                }
            } catch let found as Found { path = found.path }
            reading = .indexPath(path)
        } else {
            reading = which
        }
        var description: String?          // of the first layer read (the scene takes its tree apart at the end)
        var components: [String] = []
        var rows: [[Double]] = []          // per sample, per component
        var example = "nil"
        let result = try runner.sample(times: times) { _, root in
            guard let layer = find(reading, keyPath: keyPath, in: root) else { rows.append([]); return }
            if description == nil { description = layerDescription(layer) }
            let value = (layer.presentation() ?? layer).value(forKeyPath: keyPath)
            guard let parts = numbers(value) else {
                if let value { example = "\(type(of: value))" }
                rows.append([])
                return
            }
            if components.isEmpty { components = parts.map(\.name) }
            rows.append(parts.count == components.count ? parts.map(\.value) : [])
        }
        guard let description else {
            if case .named(let name) = which { throw TraceError.noSuchLayer("named '\(name)'") }
            if case .indexPath(let path) = which { throw TraceError.noSuchLayer("at /\(path.map(String.init).joined(separator: "/"))") }
            throw TraceError.noSuchLayer("to read")
        }
        guard !components.isEmpty else { throw TraceError.notNumeric(keyPath: keyPath, example: example) }
        let series = components.enumerated().map { k, name in
            ValuePlot.Series(name: name.isEmpty ? keyPath : "\(keyPath).\(name)",
                             points: zip(times, rows).map { t, row in (t, row.isEmpty ? .nan : row[k]) })
        }
        let markers = result.checkpoints.map { ValuePlot.Marker(time: $0.time, label: $0.label) }
        return ValuePlot(title: "\(runner.scene.name): \(keyPath) of \(description)", series: series, markers: markers,
                         timeRange: 0...max(duration, 1e-6))
    }

    /// Ends the first pass of an `.animated` trace: the layer's index path.
    private struct Found: Error { let path: [Int] }

    /// The layer `which` names in `root`'s tree (depth first, sublayers in order).
    static func find(_ which: TracedLayer, keyPath: String, in root: CALayer) -> CALayer? {
        switch which {
        case .indexPath(let path):
            var layer = root
            for i in path {
                guard let subs = layer.sublayers, i < subs.count else { return nil }
                layer = subs[i]
            }
            return layer
        case .named(let name):
            return firstLayer(in: root) { $0.name == name }
        case .animated:
            return firstLayer(in: root) { layer in
                layer.animatedKeyPaths.contains { path in
                    path == keyPath || keyPath.hasPrefix(path + ".") || path.hasPrefix(keyPath + ".")
                }
            }
        }
    }

    /// The first layer of `root`'s tree, depth first without recursion, that passes `test`.
    private static func firstLayer(in root: CALayer, where test: (CALayer) -> Bool) -> CALayer? {
        var stack = [root]
        while let layer = stack.popLast() {
            if test(layer) { return layer }
            stack.append(contentsOf: (layer.sublayers ?? []).reversed())
        }
        return nil
    }

    /// "layer 'name'" or "layer /0/2" (its index path from the root).
    static func layerDescription(_ layer: CALayer) -> String {
        if let name = layer.name { return "layer '\(name)'" }
        return "layer /" + indexPath(of: layer).map(String.init).joined(separator: "/")
    }

    /// The sublayer indices from the root of `layer`'s tree down to it.
    static func indexPath(of layer: CALayer) -> [Int] {
        var path: [Int] = [], node = layer
        while let parent = node.superlayer, let i = parent.sublayers?.firstIndex(where: { $0 === node }) {
            path.append(i)
            node = parent
        }
        return path.reversed()
    }

    /// The plottable parts of a value: a number (or Bool) is one unnamed
    /// part; points, sizes, rectangles and colours one part per component.
    static func numbers(_ value: Any?) -> [(name: String, value: Double)]? {
        switch value {
        case let v as Double: return [("", v)]
        case let v as CGFloat: return [("", Double(v))]
        case let v as Float: return [("", Double(v))]
        case let v as Int: return [("", Double(v))]
        case let v as Bool: return [("", v ? 1 : 0)]
        case let v as NSNumber: return [("", v.doubleValue)]
        case let p as CGPoint: return [("x", Double(p.x)), ("y", Double(p.y))]
        case let s as CGSize: return [("width", Double(s.width)), ("height", Double(s.height))]
        case let r as CGRect:
            return [("x", Double(r.origin.x)), ("y", Double(r.origin.y)), ("width", Double(r.width)), ("height", Double(r.height))]
        case let c as CGColor:
            let rgba = c.rgba          // the numbers colour animations interpolate
            return [("red", rgba.red), ("green", rgba.green), ("blue", rgba.blue), ("alpha", rgba.alpha)]
        default: return nil
        }
    }
}
