import Foundation
import OpenQuartzCore

/// The layer tree built from a composition, before its animations are added.
@MainActor struct LottieLayerTree {
    /// The composition's root: bounds of the composition's size, origin at the top left.
    let root: CALayer
    /// Each animated layer with the animations of its group (group time 0 is the in point).
    let animations: [(layer: CALayer, animations: [CAAnimation])]
    /// Problems found while building (missing assets, cycles, unsupported layers).
    let diagnostics: [LottieDiagnostic]
    /// The layers made for each drawn Lottie layer, by its place in the file.
    let records: [String: LottieLayerRecord]
    /// The place in the file of the first drawn layer of each name.
    let pathsByName: [String: String]
}

/// The Core Animation layers made for one drawn Lottie layer.
@MainActor struct LottieLayerRecord {
    /// The outermost layer, hidden outside the in/out points.
    let visibility: CALayer
    /// The layer's own position/rotation/opacity layer (inside its parents' copies).
    let transform: CALayer
    /// The innermost layer (anchor offset), holding the content.
    let content: CALayer
}

/// Builds the Core Animation layer tree of a composition, the way
/// lottie-ios's Core Animation engine does: once, with keyframe animations
/// that the render server plays.
///
/// Each Lottie layer becomes, from the outside in:
/// * a *visibility* layer, hidden outside the layer's in/out points (a
///   `hidden` animation that is active only between them);
/// * the transform layers of each parent (`parent` chain, root ancestor
///   outermost) — copies that carry only the parents' transforms, since a
///   Lottie parent passes on its transform, not its opacity or visibility;
/// * the layer's own transform layers — position and rotation, then skew and
///   scale, then the anchor as an opposite offset — with its opacity;
/// * its content: a solid's rectangle, a shape layer's `CAShapeLayer`s, or a
///   precomposition's layers (clipped to its size, in its own time).
///
/// Lottie's y axis points down, as UIKit's and this renderer's do, so no flip is needed.
@MainActor final class LottieTreeBuilder {
    let composition: LottieComposition
    let limits: LottieLimits
    let factory: LottieAnimationFactory
    private(set) var diagnostics: [LottieDiagnostic] = []
    private var pending: [(layer: CALayer, animations: [CAAnimation])] = []
    /// The index in `pending` of each layer's entry (a search through `pending` made building quadratic).
    private var pendingIndex: [ObjectIdentifier: Int] = [:]
    private var records: [String: LottieLayerRecord] = [:]
    private var pathsByName: [String: String] = [:]
    /// Lottie layers (and parent copies) built so far, against `limits.maxBuiltLayers`.
    private var builtLayers = 0
    /// Copy layers made by repeaters so far (against `maxRepeatedCopies`).
    var repeatedCopies = 0
    /// The folder of the JSON file, where image assets named by file are looked for.
    let resourceFolder: URL?

    init(composition: LottieComposition, limits: LottieLimits = LottieLimits(), resourceFolder: URL? = nil) {
        self.composition = composition
        self.resourceFolder = resourceFolder
        self.limits = limits
        self.factory = LottieAnimationFactory(frameRate: composition.frameRate, inPoint: composition.inPoint)
    }

    /// Builds the tree.
    func build() -> LottieLayerTree {
        let root = Self.plainLayer()
        root.bounds = CGRect(origin: .zero, size: composition.size)
        root.anchorPoint = .zero
        root.position = .zero
        root.masksToBounds = true
        for layer in buildLayers(composition.layers, map: .identity, precompositions: []) {
            root.addSublayer(layer)
        }
        return LottieLayerTree(root: root, animations: pending, diagnostics: diagnostics, records: records,
                               pathsByName: pathsByName)
    }

    // MARK: Support

    /// A layer with a zero-size frame at the origin: a node that only moves its sublayers.
    static func plainLayer() -> CALayer {
        let layer = CALayer()
        layer.anchorPoint = .zero
        return layer
    }

    func warn(_ path: LottieJSONPath, _ message: String) {
        diagnostics.append(LottieDiagnostic(.warning, at: path, message))
    }

    func unsupported(_ path: LottieJSONPath, _ message: String) {
        diagnostics.append(LottieDiagnostic(.unsupported, at: path, message))
    }

    /// Queues `animation` for `layer`'s group.
    func add(_ animation: CAAnimation, to layer: CALayer) {
        if let i = pendingIndex[ObjectIdentifier(layer)] {
            pending[i].animations.append(animation)
        } else {
            pendingIndex[ObjectIdentifier(layer)] = pending.count
            pending.append((layer, [animation]))
        }
    }

    /// Sets `keyPath` of `layer` to the property's first value and, when it
    /// is animated, queues a keyframe animation of it (`value` converts a
    /// Lottie vector to the layer's value).
    func bind(_ property: LottieVectorProperty, _ keyPath: String, on layer: CALayer, map: LottieTimeMap,
              dimension: Int = 0, value: ([Double]) -> Any) {
        layer.setValue(value(property.initialValue), forKeyPath: keyPath)
        guard property.isAnimated else { return }
        add(animation(keyPath, property, map: map, dimension: dimension, value: value, at: property.value(at:)), to: layer)
    }

    /// A keyframe animation of `keyPath` through the property's keyframes
    /// (`value` converts each), easing by dimension `dimension`; inside a
    /// time-remapped precomposition, the property sampled every frame
    /// through the remap (`evaluate` gives its value at a local frame).
    func animation<V>(_ keyPath: String, _ property: LottieProperty<V>, map: LottieTimeMap, dimension: Int = 0,
                      value: (V) -> Any, at evaluate: (Double) -> V) -> CAKeyframeAnimation {
        if let remap = map.remap {
            return factory.sampledAnimation(keyPath, from: remap.range.start, to: remap.range.end, map: map) {
                value(evaluate($0))
            }
        }
        return factory.keyframeAnimation(keyPath, property.keyframes, map: map, dimension: dimension, value: value)
    }

    // MARK: Layers

    /// The layers of one composition, bottom first (Lottie lists the top
    /// layer first). Matte sources (`td`) are not drawn themselves: a copy of
    /// each becomes the mask of the layer it mattes.
    func buildLayers(_ layers: [LottieLayer], map: LottieTimeMap, precompositions: [String]) -> [CALayer] {
        var byIndex: [Int: Int] = [:]
        for (i, layer) in layers.enumerated() {
            if let index = layer.index, byIndex[index] == nil { byIndex[index] = i }
        }
        var out: [CALayer] = []
        for (i, layer) in layers.enumerated().reversed() where !layer.isHidden && !layer.isMatteSource {
            guard let node = buildNode(layer, in: layers, byIndex: byIndex, map: map, precompositions: precompositions) else {
                continue
            }
            if let mode = layer.matteMode {
                applyMatte(mode, to: node, of: layer, at: i, in: layers, byIndex: byIndex, map: map, precompositions: precompositions)
            }
            out.append(node)
        }
        return out
    }

    /// The layers of one drawn Lottie layer (see the type's description):
    /// its visibility layer, or nil for a null layer or past the budget.
    func buildNode(_ layer: LottieLayer, in layers: [LottieLayer], byIndex: [Int: Int], map: LottieTimeMap,
                   precompositions: [String]) -> CALayer? {
        if case .null = layer.kind { return nil }    // draws nothing; its transform lives in its children's chains
        let chain = parentChain(of: layer, in: layers, byIndex: byIndex)
        builtLayers += 1 + chain.count
        if builtLayers > limits.maxBuiltLayers {
            if builtLayers - 1 - chain.count <= limits.maxBuiltLayers {
                warn(layer.path, "the layer tree would hold more than \(limits.maxBuiltLayers) layers (precompositions and parents are copied where used); this and further layers are left out")
            }
            return nil
        }
        let visibility = Self.plainLayer()
        bindVisibility(of: layer, to: visibility, map: map)
        var host = visibility
        for ancestor in chain {
            let layerMap = map.layer(startTime: ancestor.startTime, stretch: ancestor.timeStretch)
            let (outer, inner) = transformLayers(ancestor.transform, map: layerMap, opacity: false,
                                                 autoOrient: ancestor.autoOrient, path: ancestor.path.appending("ks"))
            host.addSublayer(outer)
            host = inner
        }
        let layerMap = map.layer(startTime: layer.startTime, stretch: layer.timeStretch)
        let (outer, inner) = transformLayers(layer.transform, map: layerMap, opacity: true,
                                             autoOrient: layer.autoOrient, path: layer.path.appending("ks"))
        host.addSublayer(outer)
        var contentHost = inner
        if let mask = maskLayer(for: layer, map: layerMap) {
            let masked = Self.plainLayer()
            masked.mask = mask
            inner.addSublayer(masked)
            contentHost = masked
        }
        let window = map.remap == nil ? (map.compositionFrame(layer.inPoint), map.compositionFrame(layer.outPoint)) : (0, 0)
        buildContent(of: layer, into: contentHost, map: layerMap, window: window, precompositions: precompositions)
        records[layer.path.description] = LottieLayerRecord(visibility: visibility, transform: outer, content: inner)
        if pathsByName[layer.name] == nil { pathsByName[layer.name] = layer.path.description }
        return visibility
    }

    /// The ancestors of `layer` by `parent`, root ancestor first; a missing
    /// parent or a cycle is reported and cuts the chain there.
    private func parentChain(of layer: LottieLayer, in layers: [LottieLayer], byIndex: [Int: Int]) -> [LottieLayer] {
        var chain: [LottieLayer] = []
        var seen: Set<Int> = []
        if let own = layer.index { seen.insert(own) }
        var next = layer.parentIndex
        while let p = next {
            guard let i = byIndex[p] else {
                warn(layer.path.appending("parent"), "no layer has ind \(p); the layer is not parented")
                break
            }
            guard seen.insert(p).inserted, chain.count < limits.maxNestingDepth else {
                warn(layer.path.appending("parent"), "the parent chain of \"\(layer.name)\" loops (or is deeper than \(limits.maxNestingDepth)); cut at ind \(p)")
                break
            }
            chain.append(layers[i])
            next = layers[i].parentIndex
        }
        return chain.reversed()
    }

    /// Hides `layer` outside the Lottie layer's [ip, op) (in composition frames
    /// through `map`, without the layer's own start time: in and out points
    /// are in its composition's time).
    private func bindVisibility(of layer: LottieLayer, to target: CALayer, map: LottieTimeMap) {
        if let remap = map.remap {
            // Which composition frame shows follows the remap curve: sampled, stepwise.
            target.isHidden = true
            let hidden = factory.sampledAnimation("hidden", from: remap.range.start, to: remap.range.end, map: map) { f in
                !(f >= layer.inPoint && f < layer.outPoint)
            }
            hidden.calculationMode = .discrete
            add(hidden, to: target)
            return
        }
        let start = map.compositionFrame(layer.inPoint), end = map.compositionFrame(layer.outPoint)
        let compIn = composition.inPoint, compOut = composition.outPoint
        if start <= compIn && end >= compOut {
            return          // visible throughout
        }
        target.isHidden = true
        guard end > start, end > compIn, start < compOut else { return }   // never visible
        // Active (shown) only inside the window; stretched past the
        // composition's ends so the first and last frames show it.
        let show = CABasicAnimation(keyPath: "hidden")
        show.fromValue = false
        show.toValue = false
        let begin = start <= compIn ? factory.groupTime(compIn) - 1 : factory.groupTime(start)
        let finish = end >= compOut ? factory.groupTime(compOut) + 1 : factory.groupTime(end)
        show.beginTime = begin
        show.duration = finish - begin
        show.fillMode = .removed
        show.timingFunction = CAMediaTimingFunction(name: .linear)
        add(show, to: target)
    }

    /// Adds what `layer` draws to `host` (the innermost transform layer).
    private func buildContent(of layer: LottieLayer, into host: CALayer, map: LottieTimeMap,
                              window: (start: Double, end: Double), precompositions: [String]) {
        switch layer.kind {
        case .null:
            break
        case .solid(let color, let size):
            let solid = Self.plainLayer()
            solid.bounds = CGRect(origin: .zero, size: size)
            solid.backgroundColor = Self.color(color)
            host.addSublayer(solid)
        case .shape(let items):
            buildShapeContents(items, into: host, map: map)
        case .precomposition(let id, let size):
            guard case .composition(_, let layers)? = composition.assets[id] else {
                warn(layer.path.appending("refId"), "no precomposition asset has id \"\(id)\"; the layer is empty")
                return
            }
            guard !precompositions.contains(id), precompositions.count < limits.maxNestingDepth else {
                warn(layer.path.appending("refId"), "precomposition \"\(id)\" contains itself (\((precompositions + [id]).joined(separator: " → "))); left out")
                return
            }
            var innerMap = map
            if let tm = layer.timeRemap {
                let range = map.remap.map { ($0.range.start, $0.range.end) }
                    ?? (max(window.start, composition.inPoint), min(window.end, composition.outPoint))
                innerMap = LottieTimeMap(offset: 0, scale: 1, remap: LottieTimeRemap(
                    outer: map, curve: tm, frameRate: composition.frameRate, range: (range.0, max(range.1, range.0))))
            }
            let clip = Self.plainLayer()
            clip.bounds = CGRect(origin: .zero, size: size)
            clip.masksToBounds = true
            for sublayer in buildLayers(layers, map: innerMap, precompositions: precompositions + [id]) {
                clip.addSublayer(sublayer)
            }
            host.addSublayer(clip)
        case .image(let id):
            buildImage(id, for: layer, into: host)
        }
    }

    /// A colour from Lottie components: 0…1 (or, in old files, 0…255 when any exceeds 1).
    nonisolated static func color(_ c: [Double]) -> CGColor {
        let scale = c.prefix(3).contains { $0 > 1 } ? 255.0 : 1.0
        func component(_ i: Int, _ fallback: Double) -> CGFloat {
            CGFloat(min(max((i < c.count ? c[i] : fallback) / (i < 3 ? scale : (c.count > 3 && c[3] > 1 ? 255 : 1)), 0), 1))
        }
        return CGColor(srgbRed: component(0, 0), green: component(1, 0), blue: component(2, 0), alpha: component(3, 1))
    }
}
