import Foundation
import Gallery
import OpenQuartzCore
import OpenUIKit

/// The worker's reply to `inspect`: the layer tree at the current time and
/// the selected layer's values and animations. Not Apple API.
public struct InspectReply: Codable, Sendable, Equatable {
    /// "inspect".
    public var type = "inspect"
    /// The scene time inspected.
    public var time: Double
    /// The tree, depth first (sublayers in order), at most `SceneWorker.maximumTreeNodes`.
    public var layers: [LayerNode]
    /// Whether the tree was cut at the node limit.
    public var truncated: Bool
    /// The selected layer, when the request named one that exists.
    public var selected: LayerDetail?
}

/// One layer of the inspector's tree.
public struct LayerNode: Codable, Sendable, Equatable {
    /// Its index path from the scene's root ("/" is the root, "/0/2" …).
    public var path: String
    /// How deep it is (the root is 0).
    public var depth: Int
    /// Its class ("CAShapeLayer").
    public var kind: String
    /// Its `name`.
    public var name: String?
    /// The class of the view whose layer it is, if any ("UIButton").
    public var view: String?
    /// Whether it has animations.
    public var animated: Bool
    /// Whether it is hidden.
    public var hidden: Bool
}

/// The selected layer: model and presentation values, and animations.
public struct LayerDetail: Codable, Sendable, Equatable {
    /// The layer's node.
    public var node: LayerNode
    /// Its main properties: key, model value, presentation value.
    public var values: [ValueRow]
    /// Its animations, in the order they were added.
    public var animations: [AnimationRow]
}

/// One property of the selected layer.
public struct ValueRow: Codable, Sendable, Equatable {
    /// The key ("position").
    public var key: String
    /// The model value, as text.
    public var model: String
    /// The presentation value at the inspected time, as text.
    public var presentation: String
}

/// One animation of the selected layer and its timing.
public struct AnimationRow: Codable, Sendable, Equatable {
    /// Its key (nil: added without one).
    public var key: String?
    /// Its class ("CABasicAnimation").
    public var kind: String
    /// The key path it animates, for property animations.
    public var keyPath: String?
    /// When it begins, in scene seconds.
    public var begin: Double?
    /// Its `duration`.
    public var duration: Double
    /// Its `speed`.
    public var speed: Double
    /// Its `timeOffset`.
    public var timeOffset: Double
    /// Its `repeatCount` (nil when infinite).
    public var repeatCount: Double?
    /// Its `repeatDuration` (nil when infinite).
    public var repeatDuration: Double?
    /// Its `autoreverses`.
    public var autoreverses: Bool
    /// Its `fillMode` ("removed", "forwards", "backwards", "both").
    public var fillMode: String
    /// Its `isRemovedOnCompletion`.
    public var removedOnCompletion: Bool
}

extension SceneWorker {
    /// The most tree nodes an inspect reply lists.
    public nonisolated static let maximumTreeNodes = 2000

    /// The keys shown for every layer (those with a value), then the
    /// layer's animated key paths.
    static let inspectedKeys = [
        "position", "bounds", "anchorPoint", "zPosition", "opacity", "hidden", "transform", "sublayerTransform",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "masksToBounds",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "contentsRect", "speed", "timeOffset",
        "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint", "string", "fontSize", "foregroundColor",
        "emitterPosition", "birthRate", "instanceCount", "instanceDelay",
    ]

    func inspect(layer selected: String?) throws -> WorkerRecord {
        guard let session else { throw RequestError("no scene is open (send open first)") }
        let root = session.root
        var nodes: [LayerNode] = []
        var truncated = false
        var found: (CALayer, LayerNode)?
        var stack: [(CALayer, String, Int)] = [(root, "/", 0)]
        while let (layer, path, depth) = stack.popLast() {
            guard nodes.count < Self.maximumTreeNodes else { truncated = true; break }
            let node = Self.node(layer, path: path, depth: depth)
            nodes.append(node)
            if path == selected { found = (layer, node) }
            let subs = layer.sublayers ?? []
            for (i, sub) in subs.enumerated().reversed() {
                stack.append((sub, path == "/" ? "/\(i)" : "\(path)/\(i)", depth + 1))
            }
        }
        if found == nil, let selected, case .indexPath(let indices) = TracedLayer(argument: selected) {
            // A layer past the node limit is still found by its path.
            var layer: CALayer? = root
            for i in indices { layer = layer.flatMap { l in (l.sublayers ?? []).indices.contains(i) ? l.sublayers?[i] : nil } }
            if let layer { found = (layer, Self.node(layer, path: selected, depth: indices.count)) }
        }
        let detail = found.map { layer, node in
            LayerDetail(node: node, values: Self.values(of: layer), animations: Self.animations(of: layer))
        }
        return .text(ReplyText.json(InspectReply(time: session.time, layers: nodes, truncated: truncated, selected: detail)))
    }

    private static func node(_ layer: CALayer, path: String, depth: Int) -> LayerNode {
        LayerNode(path: path, depth: depth, kind: String(describing: type(of: layer)), name: layer.name,
                  view: (layer.delegate as? UIView).map { String(describing: type(of: $0)) },
                  animated: !layer.keyedAnimations.isEmpty, hidden: layer.isHidden)
    }

    private static func values(of layer: CALayer) -> [ValueRow] {
        let presentation = layer.presentation() ?? layer
        var keys = inspectedKeys
        for path in layer.animatedKeyPaths where !keys.contains(path) { keys.append(path) }
        return CADiagnostics.capture {
            keys.compactMap { key -> ValueRow? in
                let model = layer.value(forKeyPath: key)
                guard model != nil || presentation.value(forKeyPath: key) != nil else { return nil }
                return ValueRow(key: key, model: ValueText.describe(model),
                                presentation: ValueText.describe(presentation.value(forKeyPath: key)))
            }
        }.result
    }

    private static func animations(of layer: CALayer) -> [AnimationRow] {
        layer.keyedAnimations.map { key, a in
            let begin = a.beginTime == 0 ? nil : layer.convertTime(a.beginTime, to: nil) - SceneRunner.origin
            return AnimationRow(
                key: key, kind: String(describing: type(of: a)), keyPath: (a as? CAPropertyAnimation)?.keyPath,
                begin: begin.flatMap(ValueText.finite), duration: ValueText.finite(a.duration) ?? 0,
                speed: ValueText.finite(Double(a.speed)) ?? 0, timeOffset: ValueText.finite(a.timeOffset) ?? 0,
                repeatCount: ValueText.finite(Double(a.repeatCount)), repeatDuration: ValueText.finite(a.repeatDuration),
                autoreverses: a.autoreverses, fillMode: a.fillMode.rawValue, removedOnCompletion: a.isRemovedOnCompletion)
        }
    }
}

/// Short text for the inspector's values. Not Apple API.
enum ValueText {
    /// `x` when finite and not absurdly large (so JSON can carry it), else nil.
    static func finite(_ x: Double) -> Double? { x.isFinite && abs(x) < 1e300 ? x : nil }

    /// A value as a person reads it: numbers with up to 4 decimals, points,
    /// sizes, rectangles, colours as rgba, transforms by their non-identity
    /// parts.
    static func describe(_ value: Any?) -> String {
        func n(_ v: Double) -> String {
            guard v.isFinite else { return "\(v)" }
            let s = String(format: "%.4f", v)
            var t = Substring(s)
            while t.contains("."), t.last == "0" { t = t.dropLast() }
            if t.last == "." { t = t.dropLast() }
            return t == "-0" ? "0" : String(t)
        }
        switch value {
        case nil: return "nil"
        case let v as Bool: return v ? "true" : "false"
        case let v as Double: return n(v)
        case let v as CGFloat: return n(Double(v))
        case let v as Float: return n(Double(v))
        case let v as Int: return "\(v)"
        case let p as CGPoint: return "(\(n(Double(p.x))), \(n(Double(p.y))))"
        case let s as CGSize: return "\(n(Double(s.width))) × \(n(Double(s.height)))"
        case let r as CGRect:
            return "(\(n(Double(r.origin.x))), \(n(Double(r.origin.y)))) \(n(Double(r.width))) × \(n(Double(r.height)))"
        case let c as CGColor:
            let k = c.rgba
            return "rgba(\(n(k.red)), \(n(k.green)), \(n(k.blue)), \(n(k.alpha)))"
        case let t as CATransform3D:
            if CATransform3DIsIdentity(t) { return "identity" }
            let m = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            return "[" + m.map { n(Double($0)) }.joined(separator: " ") + "]"
        case let a as [Any]:
            return "[" + a.prefix(8).map { describe($0) }.joined(separator: ", ") + (a.count > 8 ? ", …" : "") + "]"
        case let s as String: return "\"\(s.prefix(80))\""
        case let v?: return String(String(describing: v).prefix(80))
        }
    }
}
