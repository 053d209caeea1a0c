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
/// ## The walk
/// The tree is walked with an explicit stack (`Compositor+Walk.swift`),
/// not by recursion: entering a layer draws it up to its sublayers and
/// pushes what is left — its sublayers, then a finishing step (border, end
/// of the clip, the group's mask, shadow and composite). So ordinary layers,
/// clipped or grouped, are drawn at any depth. Only the constructs that draw
/// a subtree elsewhere or several times (transform layers, replicators,
/// masks, transitions, perspective layers) start a walk inside the walk;
/// they may nest `maxNesting` deep. Groups open around each other may hold
/// `maxGroupPixels` offscreen pixels.
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
    /// How many walks (`draw`, `drawBody`) and transform layers are running
    /// inside each other: the call stack's depth, in units of about ten frames.
    @exclusivity(unchecked) var nesting = 0
    /// Bound of `nesting`; deeper constructs are skipped with one diagnostic
    /// per frame. The walk over ordinary layers keeps its work on
    /// `walkStack`, so only the constructs that draw a subtree elsewhere or
    /// several times nest on the call stack: a `CATransformLayer` (its 3D
    /// subtree is collected recursively, each collected layer drawn by a
    /// walk of its own), a replicator's copies, a mask, a transition, a
    /// perspective layer, a shadow drawn alone. Each such level takes about
    /// ten stack frames (walk → step → enter → body → replicator → copy →
    /// walk), a few KB in a debug build and several times that under
    /// AddressSanitizer, where an earlier five-frame recursion overflowed a
    /// test thread's stack at 1,000 levels; 512 keeps a margin (tested with
    /// 10,000 nested replicators and masks under ASan).
    static let maxNesting = 512
    var reportedDepth = false
    /// `estimateBox` looks this many levels below a layer at most (see there).
    static let maxEstimateDepth = 32
    /// The walk's pending steps, innermost last (`runWalk`); keeps its
    /// capacity from frame to frame.
    @exclusivity(unchecked) var walkStack: [WalkStep] = []
    /// Layers the walk draws from values it keeps (`WalkValues.kept`).
    @exclusivity(unchecked) var walkLayers: [WalkLayer] = []
    /// The walk's open groups, innermost last (`finishGroup`).
    @exclusivity(unchecked) var walkGroups: [WalkGroup] = []
    /// The pixels of the open groups' offscreens (`walkGroups`).
    @exclusivity(unchecked) var groupPixels = 0
    /// Bound of `groupPixels` for a group opened inside others (the
    /// outermost always opens): 64 M pixels, 256 MB.
    static let maxGroupPixels = 1 << 26
    /// The bound in use (`maxGroupPixels`; tests lower it).
    var groupPixelLimit = Compositor.maxGroupPixels
    var reportedGroupPixels = false
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
    /// Each tiled layer's tiles (`TileStore`, `Compositor+Tiled.swift`).
    @exclusivity(unchecked) var tileStores = LayerTable<TileStore>()
    /// The tiles fading in this frame and the last (they damage their rectangles).
    @exclusivity(unchecked) var tileFades = TileFades()
    /// Whether newly drawn tiles fade in: a renderer's frames, not
    /// `render(in:)` or a transition's "before" picture (drawn once).
    var fadesTiles = false
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
    /// The coverage of the quad `fillAliasedQuad` is filling (kept: its buffer is reused).
    var aliasedEdgeScratch = try! Mask(width: 0, height: 0)
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
        reportedGroupPixels = false
        // The caller's plan has the root's values already.
        let (model, values) = layers?.first.map { ($0.model, $0.values) } ?? resolve(root)
        frameCanvas = canvas
        let matrix = includeRootGeometry ? values.layerToSuperlayerMatrix() : CATransform3DIdentity
        frameNumber &+= 1
        planFrame(layers ?? paintOrder(model, values), rootMap: ProjectiveTransform(matrix).concatenating(base), canvas: canvas,
                  alpha: alpha, frameNumber: frameNumber, into: &plan)
        var redrawn = damage?(plan) ?? .full
        redrawn = tileFades.startFrame(widening: redrawn, width: canvas.pixmap.width, height: canvas.pixmap.height)
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
        guard !layer.isHidden, layer.isDoubleSided, layer.opacity >= 1, !layer.shouldRasterize,
              let bg = layer.backgroundColor, bg.alpha >= 1, layer.patternColors == nil,
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

    /// Whether the layer must be drawn offscreen first (see the type's doc);
    /// `shadow` is its `shadowShape` (a shadow cast from it needs no group).
    func needsGroup(_ model: CALayer, _ layer: LayerValues, _ map: ProjectiveTransform, shadow: ShadowShape?) -> Bool {
        if !map.isAffine { return true }
        if model.mask != nil { return true }
        if clipsShadow(model, layer) || (shadow == nil && hasAlphaShadow(layer)) { return true }
        if layer.opacity < 1 && layer.allowsGroupOpacity && !model.children.isEmpty { return true }
        if layer.compositingBlend != .sourceOver { return true }
        return false
    }

    /// A visible shadow computed from the layer's alpha (no `shadowPath`).
    func hasAlphaShadow(_ layer: LayerValues) -> Bool {
        layer.shadowPath == nil && layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
    }

    /// Draws a sublayer whose 4×4 `matrix` takes it into the plane that
    /// `parentMap` maps to the canvas: flattened (a homography) for ordinary
    /// layers, kept in 3D for a `CATransformLayer`'s subtree.
    func drawChild(_ model: CALayer, _ values: LayerValues, matrix: CATransform3D, parentMap: ProjectiveTransform,
                   into canvas: Canvas, alpha: Double) {
        if values.isTransformLayer {
            guard nesting < Self.maxNesting else { return }
            nesting += 1
            defer { nesting -= 1 }
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
