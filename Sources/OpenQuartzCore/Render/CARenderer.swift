import Foundation
import Raster

/// Renders a layer tree into frames, Core Animation's `CARenderer`.
///
/// Giving a renderer a root `layer` puts that tree "in the interface": from
/// its next commit on, its layers animate implicitly. `beginFrame(atTime:)`,
/// `render()`, `endFrame()` produce the frame for a media time: every layer's
/// presentation values in paint order (`lastFrame`) and the pixels, which
/// `makeImage()` returns.
///
/// The root layer is placed by its own geometry (position, bounds, transform)
/// in the renderer's coordinate space; `bounds` (points) is the part of that
/// space that fills the `size × scale` pixel target, y pointing down as on iOS.
///
/// Several renderers may show the same tree (at different sizes or scales):
/// each draws it on its own, with its own caches and draw scales; the tree
/// stays in the interface while any of them shows it; the "before" picture
/// of a transition is taken once, at the largest scale any of them last drew
/// the layer, and drawn by each (`TransitionPictures`).
///
/// Differences from Apple: created with a size and scale instead of a Metal
/// texture, renders in software into its own pixels; `beginFrame` takes no
/// `CVTimeStamp`.
@MainActor public final class CARenderer {
    /// The target size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The part of the layer tree's coordinates that is rendered (default: the target size at the origin).
    public var bounds: CGRect

    /// The root layer of the rendered tree.
    public var layer: CALayer? {
        didSet {
            guard layer !== oldValue else { return }
            // The old tree's slots go now (they hold its layers).
            renderTree.removeAll()
            // A tree another renderer still shows stays in the interface.
            if let old = oldValue, !Self.live.contains(where: { $0.layer === old }) {
                old.isDisplayRoot = false
                old.leaveInterface()
                CATransaction.recordChange(of: old)
            }
            if let new = layer {
                if new.superlayer != nil {
                    CADiagnostics.report("CARenderer.layer: \(new) has a superlayer; rendering its subtree as a root")
                }
                new.isDisplayRoot = true
                CATransaction.recordChange(of: new)
            }
        }
    }

    private var frameTime: CFTimeInterval?
    /// The frame produced by the last `render()`: the presentation tree in
    /// paint order. The presentation copies are made when this is first read
    /// after a frame, at the frame's time, from the layers' committed values
    /// and animations — the frame's own values unless a commit came in
    /// between (read it before the next commit to see exactly what was
    /// drawn); frames themselves draw from values (`frameLayers`), not copies.
    public var lastFrame: [RenderedLayer] {
        if let kept = renderedLayers { return kept }
        // Sealed subtrees (rasterized layers' sublayers) were not listed:
        // the whole tree is listed again from the same evaluation.
        var all = frameLayers
        if all.contains(where: \.sealed) { FrameBuilder.build(renderTree, into: &all) }
        var out: [RenderedLayer] = []
        out.reserveCapacity(all.count)
        let t = presentationTime ?? CACurrentMediaTime()
        for item in all {
            let toRoot = item.parent >= 0 ? CATransform3DConcat(item.local, out[item.parent].transformToRoot) : item.local
            out.append(RenderedLayer(layer: item.model.frameCopy(at: t), model: item.model, transformToRoot: toRoot,
                                     cumulativeOpacity: item.cumulativeOpacity))
        }
        renderedLayers = out
        return out
    }
    private var renderedLayers: [RenderedLayer]?
    /// The last frame's layers in paint order, with the values drawn.
    package private(set) var frameLayers: [PlannedLayer] = []

    /// Creates a renderer for a target of `size` points at `scale` pixels per
    /// point. Non-finite or negative sizes become zero, with a diagnostic.
    public init(size: CGSize, scale: CGFloat = 1) {
        var s = size, sc = scale
        if !(s.width >= 0 && s.height >= 0 && s.width.isFinite && s.height.isFinite) {
            CADiagnostics.report("CARenderer(size: \(size)): the size must be finite and not negative; using zero")
            s = .zero
        }
        if !(sc > 0 && sc.isFinite) {
            CADiagnostics.report("CARenderer(scale: \(scale)): the scale must be positive and finite; using 1")
            sc = 1
        }
        self.size = s
        self.scale = sc
        self.bounds = CGRect(origin: .zero, size: s)
        Self.registry.removeAll { $0.renderer == nil }
        Self.registry.append(WeakRenderer(renderer: self))
    }

    /// A renderer, not kept alive by the registry.
    private struct WeakRenderer { weak var renderer: CARenderer? }
    /// Every renderer created, weakly (freed ones are dropped as the list is read).
    private static var registry: [WeakRenderer] = []
    /// The renderers alive now (a transition's picture is taken at the
    /// largest scale those showing its layer last drew it at:
    /// `TransitionPictures`; a tree leaves the interface when none shows it).
    static var live: [CARenderer] {
        registry.removeAll { $0.renderer == nil }
        return registry.compactMap(\.renderer)
    }

    /// Starts a frame for media time `t` (committing pending changes first).
    public func beginFrame(atTime t: CFTimeInterval, timeStamp: UnsafeMutableRawPointer? = nil) {
        if frameTime != nil { CADiagnostics.report("CARenderer.beginFrame called twice without endFrame") }
        guard t.isFinite else {
            CADiagnostics.report("CARenderer.beginFrame(atTime: \(t)): the time must be finite; frame not started")
            return
        }
        TransactionStack.shared.endOfTurn()
        frameTime = t
    }

    /// Brings the render tree up to date with the commits since the last
    /// frame (`RenderTree.update(root:)`: O(changed layers)), evaluates its
    /// animated layers at the frame's time, and draws the frame from those
    /// values (`frameLayers`; `lastFrame` makes presentation copies of them
    /// when read).
    public func render() {
        guard let t = frameTime else {
            CADiagnostics.report("CARenderer.render() outside beginFrame/endFrame; nothing rendered")
            return
        }
        guard let root = layer else {
            hasPixels = false; frameLayers = []; renderedLayers = nil
            renderTree.removeAll()
            return
        }
        let generation = TransactionStack.shared.renderGeneration
        // Nothing changed since the last frame and nothing varies with time:
        // the last frame's pixels and values stand (the frame's damage is empty).
        let unchanged = framedGeneration == generation && framedRoot === root
        if unchanged, options.skipsUnchangedFrames, hasPixels, drawnBounds == bounds, !frameVaries {
            skippedFrames &+= 1
            lastDamage = .none
            presentationTime = t
            return
        }
        hasPixels = false
        renderedLayers = nil
        // Without reuse every layer is read from its model again (tests
        // compare both ways).
        if !options.keepsStaticValues { renderTree.invalidate() }
        renderTree.update(root: root)
        renderTree.evaluate(at: t)
        frameVaries = FrameBuilder.build(renderTree, into: &frameLayers, seals: options.sealsRasterizedSubtrees)
        // Damage is relative to the last frame of the same root and bounds.
        if framedRoot !== root || drawnBounds != bounds { damageTracker.invalidate() }
        framedGeneration = generation
        framedRoot = root
        presentationTime = t
        composite(root, at: t)
        compositor.drawScales.prune(keeping: frameLayers)
        compositor.textLayouts.prune(keeping: frameLayers)
        compositor.tileStores.prune(keeping: frameLayers)
        // Tiles still fading in change the next frame with time alone.
        if compositor.tileFades.isFading { frameVaries = true }
        drawnBounds = bounds
    }

    /// The switches: frame shortcuts and the compositor's (`RendererOptions`;
    /// the same pixels either way, tests turn them off).
    package var options = RendererOptions() {
        didSet { compositor.options = options.compositor }
    }
    /// Frames that drew nothing because nothing could have changed (tests read it).
    package private(set) var skippedFrames = 0
    /// The `bounds` the pixels were drawn for.
    private var drawnBounds = CGRect.null
    /// The render state and root the last drawn frame was built from.
    private var framedGeneration: UInt64 = .max
    private weak var framedRoot: CALayer?
    /// Whether the last frame showed anything that changes with time alone.
    private var frameVaries = true
    /// The time of the last rendered frame.
    private var presentationTime: Double?

    /// The render server's copy of the shown tree: slots updated from the
    /// commits, evaluated each frame (what the frames draw).
    package let renderTree = RenderTree()

    /// The pixels (created at the first render).
    var target: Canvas?
    /// Whether `target` holds a rendered frame.
    var hasPixels = false
    /// Draws the frames (keeps its scratch buffers between frames).
    let compositor = Compositor(time: 0)
    /// Works out which pixels each frame must redraw.
    let damageTracker = DamageTracker()
    /// What the last frame redrew: nothing, everything, or pixel rectangles
    /// (encoders write just those: `SceneFrame.damage`). A frame `render()`
    /// skips because nothing can have changed reports `.none`. Not Apple API.
    package internal(set) var lastDamage: FrameDamage = .full

    /// Ends the frame.
    public func endFrame() {
        if frameTime == nil { CADiagnostics.report("CARenderer.endFrame without beginFrame") }
        frameTime = nil
    }

    /// The media time at which the tree next needs a new frame: now while any
    /// animation runs, the start of the earliest delayed animation otherwise,
    /// `.infinity` when nothing animates. An animation in a layer whose time
    /// repeats (its own or an ancestor's `duration` with repeats) runs until
    /// that time stays past its end, so frames are asked for in every pass.
    public func nextFrameTime() -> CFTimeInterval {
        guard let root = layer else { return .infinity }
        let now = CACurrentMediaTime()
        if compositor.tileFades.isFading { return now }
        var next = Double.infinity
        root.forEachInSubtree { l in
            for e in l.renderAnimations {
                guard let c = e.compiled else { continue }
                let begin = l.mediaTime(fromLocal: c.timing.beginTime)
                let end = l.timeRepeats ? l.mediaTimeSettled(atOrPast: c.activeEndInParent)
                                        : l.mediaTime(fromLocal: c.activeEndInParent)
                if begin <= now && (end > now || c.timing.fillMode != .removed) { next = min(next, now) }
                else if begin > now { next = min(next, begin) }
            }
        }
        return next
    }
}

/// One layer of a rendered frame: its presentation copy and where it lands.
public struct RenderedLayer {
    /// The presentation copy (values at the frame's time).
    public let layer: CALayer
    /// The layer's model layer.
    public let model: CALayer
    /// From the layer's coordinates to the root's.
    public let transformToRoot: CATransform3D
    /// The product of the opacities from the root down.
    public let cumulativeOpacity: Float
}

@MainActor enum FrameBuilder {
    /// The frame's layers from the render tree: in paint order (sublayers by
    /// `zPosition`, stable), hidden subtrees skipped, each with the values
    /// of the last evaluation, its map to the superlayer and the product of
    /// the opacities from the root down. Returns whether what the frame
    /// shows can change with time alone: a visited layer, or a layer of a
    /// visited layer's mask tree, is animated (animations in its render
    /// list, or an emitter; hidden subtrees show nothing).
    ///
    /// With `seals`, a rasterized layer's sublayers are left out (the layer
    /// is listed `sealed`): they are drawn only into its bitmap, which names
    /// their state by `RenderTree.descendantsGeneration`, so planning and
    /// damage need the layer alone (issue #19: 200 still layers under a
    /// rasterized one cost as much planning as drawing them). Whether they
    /// vary with time is read from the generation the evaluation marked.
    @discardableResult
    static func build(_ tree: RenderTree, into out: inout [PlannedLayer], seals: Bool = false) -> Bool {
        // The last frame's storage is reused (a fresh list of 100,000 layers
        // was mapped and zeroed by the kernel every frame).
        out.removeAll(keepingCapacity: true)
        var varies = false
        guard tree.rootSlot >= 0 else { return false }
        // Slots to visit, with their superlayer's index in `out`.
        var stack: [(slot: Int32, parent: Int)] = [(tree.rootSlot, -1)]
        while let (s, p) = stack.popLast() {
            let values = tree.presented(s)
            if values.isHidden { continue }
            if !varies && (tree.isAnimated[Int(s)] || tree.maskVaries(s)) { varies = true }
            let local: CATransform3D, opacity: Float
            if p >= 0 {
                local = values.layerToSuperlayerMatrix(sublayerTransformOf: out[p].values)
                opacity = out[p].cumulativeOpacity * values.opacity
            } else {
                local = CATransform3DIdentity
                opacity = values.opacity
            }
            let k = out.count
            if seals && values.shouldRasterize && !values.isTransformLayer {
                if !varies && tree.descendantsGeneration(s) == tree.evaluationGeneration { varies = true }
                out.append(PlannedLayer(model: tree.model(s), values: values, parent: p, cumulativeOpacity: opacity, local: local,
                                        sealed: true))
                continue
            }
            out.append(PlannedLayer(model: tree.model(s), values: values, parent: p, cumulativeOpacity: opacity, local: local))
            // Sublayers in reverse paint order, so the first pops first.
            let mark = stack.count
            var c = tree.firstChild[Int(s)]
            while c >= 0 { stack.append((c, k)); c = tree.nextSibling[Int(c)] }
            stack[mark...].reverse()
        }
        return varies
    }

    /// Whether `model`'s class is built in: its `needsDisplay(forKey:)` is
    /// CALayer's (false for every key), so no animation makes it redraw.
    static func isBuiltIn(_ model: CALayer) -> Bool {
        let c = type(of: model)
        return c == CALayer.self || c == CAShapeLayer.self || c == CAGradientLayer.self || c == CATextLayer.self
            || c == CAReplicatorLayer.self || c == CATransformLayer.self || c == CAEmitterLayer.self || c == CAScrollLayer.self
    }
}

extension CALayer {
    /// The layer as a frame at media time `t` shows it: a presentation copy
    /// with the render state applied, redrawn (`display()`) when a key whose
    /// `needsDisplay(forKey:)` is true is animating, so drawing sees the
    /// interpolated value.
    func frameCopy(at t: Double) -> CALayer {
        let copy = type(of: self).init(presentationCopyOf: self)
        applyRenderState(to: copy, at: t)
        if isAnimatingNeedsDisplayKey(at: t) { copy.display() }
        return copy
    }

    /// Whether a running animation changes a key for which the class's
    /// `needsDisplay(forKey:)` is true at media time `t`.
    func isAnimatingNeedsDisplayKey(at t: Double) -> Bool {
        guard !renderAnimations.isEmpty else { return false }
        let cls = type(of: self)
        // Only animations of a needs-display key are evaluated (to see whether
        // they apply now); this runs for every layer of every frame.
        var local: Double?
        var found = false
        for entry in renderAnimations where !found {
            guard let compiled = entry.compiled, compiled.mayWrite(cls.needsDisplay(forKey:)) else { continue }
            let t0 = local ?? convertTime(t, from: nil)
            local = t0
            compiled.evaluate(parentTime: t0) { target, _, _ in
                if !found && cls.needsDisplay(forKey: target.key) { found = true }
            }
        }
        return found
    }
}
