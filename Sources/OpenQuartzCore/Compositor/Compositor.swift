import Foundation
import Raster

/// Draws a layer tree into a Raster canvas: the render server's compositor.
///
/// ## How a frame is drawn
/// The tree is walked in paint order from the root. Each layer is drawn with
/// the plane-to-pixels map of its bounds (a `ProjectiveTransform`: the product
/// of every `layerToSuperlayerMatrix` on the way up, flattened into the parent's
/// plane at each layer that is not a `CATransformLayer`, then the target's
/// base map). A layer whose map is affine and needs no group draws straight
/// into the target: shadow (when it has a `shadowPath`), background, contents,
/// its class's content (shape, gradient, text, emitter), sublayers (by
/// `zPosition`, replicated by a replicator), border — all inside the
/// `masksToBounds` clip, each primitive with the inherited opacity.
///
/// A layer draws into an offscreen **group** first when that is needed for
/// Apple's result: a `mask`, a shadow taken from its alpha (no `shadowPath`),
/// group opacity (`opacity < 1`, `allowsGroupOpacity`, and sublayers), or a
/// perspective map. The group is drawn, masked, shadowed and then composited
/// with its opacity (`Compositor+Group.swift`).
///
/// ## Values
/// Every layer is drawn from a `LayerValues` struct, never from a layer
/// copy: with `time == nil` its own (model) values, as Apple's `render(in:)`
/// draws; otherwise its presentation values at `time` (committed values plus
/// running animations), as `CARenderer` shows it — taken from the frame's
/// plan, which the renderer fills from its `RenderTree`, or evaluated on the
/// spot for layers outside it (masks under `render(in:)`, a replicator's
/// time-shifted copies).
///
/// ## State per layer
/// What the compositor remembers about a layer between frames is kept on
/// the render side, never on the model layer: the scale it last drew it at
/// (`drawScales`), its text layout (`textLayouts`) and, shared by every
/// compositor, the "before" pictures of transitions (`TransitionPictures`);
/// all keyed by `CALayer.renderID`.
///
/// ## Caches and switches
/// Results that an unchanged layer would compute again — fill and clip
/// coverage, shaded samples, gradient tables, recorded fills, blurred
/// shadows, converted paths — are kept between frames in `caches`
/// (`Caches/`, one file per cache behind `CompositorCache`). A per-layer
/// result is keyed by the layer and the generation of its values
/// (`LayerKey`) plus the inputs that are not layer values (map, drawing
/// box, alpha), so no input can be left out of a key. Every shortcut can be
/// turned off through `options` (`CompositorOptions`); the pixels are the
/// same either way.
///
/// ## Alternatives
/// Layers hidden under a later opaque root sublayer are culled whole
/// (`isOccluded`); leaving the covered pixels out of each fill instead saved
/// almost nothing. Shadows of moving layers are re-blurred each frame, since
/// their sub-pixel offset changes. The measured figures and the other
/// experiments tried and rejected are in Benchmarks/RESULTS.md ("Compositor").
@MainActor final class Compositor {
    // The state read for every layer drawn is `@exclusivity(unchecked)`:
    // main-actor state, set around a frame and never changed by a nested
    // access (each dynamic check cost ~100 instructions per access).
    /// Media time of the frame; nil draws model values.
    @exclusivity(unchecked) var time: Double?
    /// Orientation sign of the base map (for back-face culling).
    @exclusivity(unchecked) var baseOrientation: Double = 1
    /// Added to `time` for the subtree being drawn (replicator instance delays).
    @exclusivity(unchecked) var timeShift: Double = 0
    /// How deep the current layer is (bounded, so a degenerate tree cannot exhaust the stack).
    @exclusivity(unchecked) var depth = 0
    /// Recursion bound; deeper layers are skipped with one diagnostic per
    /// frame. Each level takes five stack frames (draw → body → its closure
    /// → sublayers → child), about 2 KB in a debug build but over 8 KB under
    /// AddressSanitizer, where 1,000 levels overflowed a test thread's stack
    /// (a 4,000 limit overflowed the main thread's 8 MB in a debug build).
    /// 512 keeps a margin in both. The walk is to lose its recursion with
    /// the slot-based compositor (issue #13).
    static let maxDepth = 512
    var reportedDepth = false
    /// Blur scratch buffers, reused across shadows.
    let blurrer = Blurrer()
    /// Offscreen buffers, reused between groups and frames.
    let offscreens = OffscreenPool()
    /// Results kept between frames (`Caches/`).
    let caches = CompositorCaches()
    /// The scale each layer was last drawn at (for transition pictures).
    @exclusivity(unchecked) var drawScales = LayerTable<Double>()
    /// Each text layer's last layout (an unchanged layer is laid out once).
    @exclusivity(unchecked) var textLayouts = LayerTable<CATextLayerLayoutCache>()
    /// The render side's transition pictures (shared by every compositor).
    let transitionPictures = TransitionPictures.shared
    /// The render tree the frame's values come from (`CARenderer`'s; nil
    /// for `render(in:)`, which evaluates layers itself).
    weak var renderTree: RenderTree?
    /// Values evaluated for this frame outside the plan (masks, model
    /// values of `render(in:)`), so a layer is evaluated — and redrawn when
    /// its needs-display key animates — once per frame. Used only while
    /// `timeShift` is 0.
    @exclusivity(unchecked) var frameValues: [ObjectIdentifier: LayerValues] = [:]
    /// The switches (shortcuts that draw the same pixels; tests turn them off).
    var options = CompositorOptions()
    /// The canvas of the frame being drawn (culling applies there only).
    weak var frameCanvas: Canvas?
    /// The frame being drawn, planned (paint order, boxes, occluders).
    @exclusivity(unchecked) var plan = FramePlan()
    /// Counts planned frames (animating masks stamp their records with it).
    @exclusivity(unchecked) var frameNumber: UInt64 = 0
    /// The frame's damaged pixel rectangles, when only they are redrawn.
    @exclusivity(unchecked) var damageRects: [CGRect] = []

    init(time: Double?) { self.time = time }

    /// Draws `root` and its subtree into `canvas` through `base` (root layer
    /// coordinates to canvas pixels), with `root`'s own geometry ignored when
    /// `includeRootGeometry` is false (Apple's `render(in:)` draws a layer in
    /// its own coordinate space).
    ///
    /// The frame is planned first (`FramePlan`, from `layers` when the caller
    /// has the paint order already, as `CARenderer` does); `damage` then says
    /// from the plan what to redraw (nil: everything). With `clearsTarget`
    /// the redrawn pixels are cleared first, unless the root's opaque
    /// background covers the canvas. Returns what was redrawn.
    @discardableResult
    func render(_ root: CALayer, into canvas: Canvas, base: ProjectiveTransform, includeRootGeometry: Bool, alpha: Double = 1,
                layers: [PlannedLayer]? = nil, clearsTarget: Bool = false,
                damage: ((FramePlan) -> FrameDamage)? = nil) -> FrameDamage {
        defer {
            damageRects = []
            plan.reset()
            frameValues.removeAll(keepingCapacity: true)
            caches.endFrame()
        }
        baseOrientation = base.orientation(at: CGPoint(x: 0, y: 0)) < 0 ? -1 : 1
        reportedDepth = false
        // The caller's plan has the root's values already.
        let (model, values) = layers?.first.map { ($0.model, $0.values) } ?? resolve(root)
        frameCanvas = canvas
        let matrix = includeRootGeometry ? values.layerToSuperlayerMatrix() : CATransform3DIdentity
        frameNumber &+= 1
        planFrame(layers ?? paintOrder(model, values), rootMap: ProjectiveTransform(matrix).concatenating(base), canvas: canvas,
                  alpha: alpha, frameNumber: frameNumber, into: &plan)
        var redrawn = damage?(plan) ?? .full
        // A backdrop shows what lies behind it: anything redrawn may change it.
        if case .rects = redrawn, BackdropBlurLayer.liveCount.load(ordering: .relaxed) > 0,
           plan.layers.contains(where: { if case .backdrop = $0.values.content { return true } else { return false } }) {
            redrawn = .full
        }
        let clears = clearsTarget && !coversOpaquely(model, values, base: base, canvas)
        switch redrawn {
        case .none:
            break
        case .full:
            // Clearing pixels the root's opaque background overwrites first is
            // wasted (composite200: 2 % of a frame).
            if clears { canvas.clear() }
            drawChild(model, values, matrix: matrix, parentMap: base, into: canvas, alpha: alpha)
        case .rects(let rects):
            // Only the damaged pixels: drawing clipped to them (whole-pixel
            // rectangles: full coverage inside, so the pixels there are
            // exactly those of an unclipped frame), subtrees that miss them skipped.
            if clears {
                for r in rects { canvas.pixmap.clear(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)) }
            }
            damageRects = rects
            var region = Raster.Path()
            for r in rects { region.append(.rect(Rect(r))) }
            canvas.withClip(to: region) {
                drawChild(model, values, matrix: matrix, parentMap: base, into: canvas, alpha: alpha)
            }
        }
        return redrawn
    }

    /// The layer's number in the frame's plan when it is drawn straight
    /// into the frame's canvas (not offscreen, not as a time-shifted
    /// replicator copy), so that culling may use the plan; nil otherwise.
    func plannedIndex(_ model: CALayer, canvas: Canvas) -> Int? {
        guard canvas === frameCanvas, timeShift == 0, let i = plan.paintIndex[ObjectIdentifier(model)] else { return nil }
        return Int(i)
    }

    /// Whether the plan's layer `i` and its subtree miss every damaged
    /// rectangle (by its box in the plan), so drawing them would change no
    /// pixel that is redrawn. Plain loops (see `OccluderGrid`).
    func missesDamage(planned i: Int) -> Bool {
        guard !damageRects.isEmpty, let box = plan.records[i].subtree else { return false }
        for r in damageRects where r.intersects(box) { return false }
        return true
    }

    /// Whether drawing `root` (with its geometry, through `base`) starts by
    /// setting every pixel of `canvas` to one opaque colour, whatever was
    /// there: its background is opaque, at full opacity, drawn straight into
    /// the canvas (no group, shadow, transition or rounded corners) over a
    /// rectangle that covers every pixel fully.
    func coversOpaquely(_ model: CALayer, _ layer: LayerValues, base: ProjectiveTransform, _ canvas: Canvas) -> Bool {
        guard !layer.isHidden, layer.isDoubleSided, layer.opacity >= 1, let bg = layer.backgroundColor, bg.alpha >= 1,
              model.mask == nil, !transitionPictures.hasPicture(of: model), !hasShadow(layer),
              effectiveCornerRadius(layer) == 0,
              layer.bounds.isFiniteRect else { return false }
        let map = ProjectiveTransform(layer.layerToSuperlayerMatrix()).concatenating(base)
        guard map.isFinite, map.isAffine, map.affine.isScaleTranslate else { return false }
        let r = map.mapRect(layer.bounds.standardized)
        return r.minX <= 0 && r.minY <= 0 && r.maxX >= CGFloat(canvas.pixmap.width) && r.maxY >= CGFloat(canvas.pixmap.height)
    }

    /// The model layer and the values to draw for `layer` (a presentation
    /// copy passed in draws its own values, with its model's sublayers).
    func resolve(_ layer: CALayer) -> (CALayer, LayerValues) {
        if layer.isPresentationCopy, let model = layer.modelLayerRef {
            var values = LayerValues(of: layer)
            // The copy lists no animations; its model's cross-fades and transitions draw.
            values.drawsAnimationSpecially = model.renderAnimations.contains { $0.drawsSpecially }
            caches.generations.copyStamp = values.stamp   // not the model's committed state
            return (model, values)
        }
        return (layer, values(of: layer))
    }

    /// The values drawn for `model`: its own (model values, `time` nil), or
    /// its presentation values at the frame time — the frame plan's when it
    /// has them.
    func values(of model: CALayer) -> LayerValues {
        if timeShift == 0 {
            if let i = plan.paintIndex[ObjectIdentifier(model)] { return plan.layers[Int(i)].values }
            // Masks and hidden layers: the render tree evaluated them for this frame.
            if let tree = renderTree, let s = tree.slot(of: model) { return tree.presented(s) }
            if let kept = frameValues[ObjectIdentifier(model)] { return kept }
        }
        let values: LayerValues
        if let t = time {
            values = LayerValues(presenting: model, at: t - timeShift)
        } else {
            // Model values: with no change since the commit, the committed state
            // (so caches keep their results from one `render(in:)` to the next).
            var v = LayerValues(of: model)
            if !TransactionStack.shared.hasUncommittedChange(model) { v.committedGeneration = model.renderGeneration }
            values = v
        }
        if timeShift == 0 { frameValues[ObjectIdentifier(model)] = values }
        return values
    }

    // MARK: One layer

    /// Draws one layer and its subtree.
    func draw(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        guard !layer.isHidden else { return }
        let opacity = Double(layer.opacity)
        guard opacity > 0, alpha > 0 else { return }
        guard depth < Self.maxDepth else {
            if !reportedDepth {
                reportedDepth = true
                CADiagnostics.report("Compositor: the layer tree is deeper than \(Self.maxDepth) levels; deeper layers are not drawn")
            }
            return
        }
        guard layer.bounds.isFiniteRect, map.isFinite else {
            CADiagnostics.reportOnce("Compositor: \(model) has non-finite geometry (bounds \(layer.bounds)); not drawn", about: model)
            return
        }
        if !layer.isDoubleSided && isBackFacing(map, layer.bounds) { return }
        drawScales[model] = map.maxScale(over: layer.bounds)
        // One plan lookup serves both culls.
        if !damageRects.isEmpty || plan.hasOccluders, let i = plannedIndex(model, canvas: canvas),
           missesDamage(planned: i) || isOccluded(model, layer, map: map, planned: i) {
            return
        }
        depth += 1
        defer { depth -= 1 }
        if let t = time, let old = transitionPictures.picture(of: model) {
            if let (spec, progress) = model.activeTransition(at: t - timeShift) {
                drawShadowAlone(model, layer, map: map, into: canvas, alpha: alpha * min(opacity, 1))
                drawTransition(model, layer, map: map, into: canvas, alpha: alpha * min(opacity, 1), old: old,
                               spec: spec, progress: progress)
                return
            }
            // Finished (or removed): forget the picture once no transition is listed.
            if !model.renderAnimations.contains(where: { $0.animation is CATransition })
                && !model.animationList.contains(where: { $0.animation is CATransition }) {
                transitionPictures.forget(model)
            }
        }
        let shadow = shadowShape(model, layer, map)
        if needsGroup(model, layer, map, shadow: shadow) {
            drawGroup(model, layer, map: map, into: canvas, alpha: alpha * min(opacity, 1), shadow: shadow)
        } else {
            if let shadow {
                let a = alpha * min(opacity, 1)
                drawShapeShadow(shadow, model, layer, map: map.affine, into: canvas, alpha: a,
                                hidden: backgroundHole(layer, map.affine, canvas, alpha: a))
            }
            drawBody(model, layer, map: map, into: canvas, alpha: alpha * min(opacity, 1))
        }
    }

    /// Whether the layer must be drawn offscreen first (see the type's doc);
    /// `shadow` is its `shadowShape` (a shadow cast from it needs no group).
    func needsGroup(_ model: CALayer, _ layer: LayerValues, _ map: ProjectiveTransform, shadow: ShadowShape?) -> Bool {
        if !map.isAffine { return true }
        if model.mask != nil { return true }
        if clipsShadow(model, layer) || (shadow == nil && hasAlphaShadow(layer)) { return true }
        if layer.opacity < 1 && layer.allowsGroupOpacity && !model.children.isEmpty { return true }
        return false
    }

    /// A visible shadow computed from the layer's alpha (no `shadowPath`).
    func hasAlphaShadow(_ layer: LayerValues) -> Bool {
        layer.shadowPath == nil && layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
    }

    /// Everything but the shadow: the `masksToBounds` clip, background,
    /// contents, class content, sublayers and border, each multiplied by
    /// `alpha`. `map` must be affine.
    func drawBody(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        let t = map.affine
        func body() {
            drawBackground(layer, t, canvas, alpha, model: model)
            if let t0 = time, layer.drawsAnimationSpecially, let fade = model.contentsCrossfade(at: t0 - timeShift) {
                drawContentsCrossfade(layer, fade, t, canvas, alpha)
            } else {
                drawContents(layer, t, canvas, alpha, model: model)
            }
            drawClassContent(model, layer, map: map, into: canvas, alpha: alpha)
            drawSublayers(model, layer, map: map, into: canvas, alpha: alpha)
            drawBorder(layer, t, canvas, alpha, model: model)
        }
        // A scoped clip: coverage over the layer's pixel box only, buffers
        // reused (a full-canvas mask per clipped layer cost 8 % of a frame).
        // Nothing is drawn when the clip is empty or not finite. The
        // coverage of an unchanged clip is kept between frames (composite200:
        // 42.40 → 42.02 M instructions/frame: the rounded clips of static layers).
        if layer.masksToBounds {
            let key = options.usesClipCache ? caches.generations.key(model, layer).map { ClipKey(values: $0, map: t) } : nil
            caches.clips.withClip(key, to: roundedBoundsPath(layer), transform: t, on: canvas, body)
        } else {
            body()
        }
    }

    /// The sublayers in paint order: by `zPosition`, then insertion order
    /// (replicated by a replicator layer).
    func drawSublayers(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        let kids = model.children
        guard !kids.isEmpty else { return }
        if let replicator = layer.replicator {
            drawReplicated(model, layer, replicator, map: map, into: canvas, alpha: alpha)
            return
        }
        // The frame's plan lists the sublayers in paint order with their
        // values already (the next sibling of a sublayer starts where its
        // subtree ends); sorting and looking up 10,000 sublayers again was a
        // tenth of a 10,000-layer frame. Not for a replicator's time-shifted
        // copies or layers outside the plan (masks); a planned layer is drawn
        // with its planned values whenever `timeShift` is 0 (`values(of:)`).
        if timeShift == 0, let i = plan.paintIndex[ObjectIdentifier(model)] {
            var c = Int(i) + 1
            let end = Int(plan.subtreeEnd[Int(i)])
            // Read in place: copying each planned layer (values, matrix,
            // model reference) was a tenth of a frame of 1,000 animated
            // layers. The plan does not change while a frame is drawn.
            // Straight into the frame's canvas, a sublayer whose subtree
            // misses the damage is skipped before its map is even worked out
            // (most of a frame in which little moved).
            let culls = !damageRects.isEmpty && canvas === frameCanvas
            plan.layers.withUnsafeBufferPointer { planned in
                while c < end {
                    if culls && missesDamage(planned: c) { c = Int(plan.subtreeEnd[c]); continue }
                    drawChild(planned[c].model, planned[c].values, matrix: planned[c].local, parentMap: map, into: canvas,
                              alpha: alpha)
                    c = Int(plan.subtreeEnd[c])
                }
            }
            return
        }
        for (child, values) in orderedChildren(kids) {
            let matrix = values.layerToSuperlayerMatrix(sublayerTransformOf: layer)
            drawChild(child, values, matrix: matrix, parentMap: map, into: canvas, alpha: alpha)
        }
    }

    /// Draws a sublayer whose 4×4 `matrix` takes it into the plane that
    /// `parentMap` maps to the canvas: flattened (a homography) for ordinary
    /// layers, kept in 3D for a `CATransformLayer`'s subtree.
    func drawChild(_ model: CALayer, _ values: LayerValues, matrix: CATransform3D, parentMap: ProjectiveTransform,
                   into canvas: Canvas, alpha: Double) {
        if values.isTransformLayer {
            guard depth < Self.maxDepth else { return }
            depth += 1
            defer { depth -= 1 }
            drawTransformLayer(model, values, matrix: matrix, parentMap: parentMap, into: canvas, alpha: alpha)
        } else {
            draw(model, values, map: ProjectiveTransform(matrix).concatenating(parentMap), into: canvas, alpha: alpha)
        }
    }

    /// Children with their drawn values, sorted by `zPosition` (stable).
    func orderedChildren(_ kids: [CALayer]) -> [(CALayer, LayerValues)] {
        var list = kids.map { ($0, values(of: $0)) }
        if list.contains(where: { $0.1.zPosition != list[0].1.zPosition }) {
            list = list.enumerated().sorted {
                $0.element.1.zPosition != $1.element.1.zPosition
                    ? $0.element.1.zPosition < $1.element.1.zPosition : $0.offset < $1.offset
            }.map(\.element)
        }
        return list
    }

    /// Whether the layer shows its back: the map's orientation at the
    /// bounds' centre is opposite to the base map's.
    func isBackFacing(_ map: ProjectiveTransform, _ bounds: CGRect) -> Bool {
        map.orientation(at: CGPoint(x: bounds.midX, y: bounds.midY)) * baseOrientation < 0
    }
}

extension CGRect {
    /// Whether origin and size are finite.
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
