import Foundation
import Raster

/// One pending step of the compositor's walk over a layer tree
/// (`Compositor.runWalk`): the sublayers still to draw of a layer, or the
/// work left after a layer's sublayers. The walk keeps these on an explicit
/// stack (`Compositor.walkStack`) instead of the call stack, so a tree of
/// any depth is drawn without recursion proportional to its depth.
enum WalkStep {
    /// A layer's sublayers listed in the frame's plan, in paint order: the
    /// next to draw is `plan.layers[next]`, the last one ends before `end`
    /// (the next sibling of a sublayer starts where its subtree ends).
    case planned(WalkSublayers)
    /// A layer's sublayers outside the plan (a mask's tree, a replicator's
    /// time-shifted copies), in paint order: `walkLayers[next..<end]`,
    /// listed from `first` (removed once all are drawn).
    case listed(WalkSublayers)
    /// What is left of a layer once its sublayers are drawn.
    case finish(WalkFinish)
}

/// The sublayers of a layer still to draw (`WalkStep.planned`, `.listed`).
///
/// The steps hold their canvas `unowned(unsafe)`, so pushing, reading and
/// popping one counts no references (composite200: the retains and
/// releases of steps holding it strongly were about 0.3 % of a frame's
/// instructions). The canvas outlives every step that names it: the
/// frame's canvas is the caller's, a group's offscreen is held by
/// `walkGroups` until the group's finishing step, which comes after all the
/// steps of its sublayers; offscreens of the constructs that nest walks are
/// held by their callers while the nested walk runs.
struct WalkSublayers {
    let first: Int
    var next: Int
    let end: Int
    let map: ProjectiveTransform
    unowned(unsafe) let canvas: Canvas
    let alpha: Double
    /// Sublayers whose subtrees miss the frame's damage are skipped (planned only).
    let culls: Bool
}

/// Where the values of a layer being drawn are, so the step after its
/// sublayers reads them in place instead of a copy kept per layer.
enum WalkValues {
    /// `plan.layers[i].values` (the plan does not change during a frame).
    case planned(Int)
    /// `walkLayers[i].values`: a layer outside the plan, or the first layer
    /// of a walk (values passed in by the caller).
    case kept(Int)
}

/// The work after a layer's sublayers: its border, the end of its
/// `masksToBounds` clip, and for a layer drawn as a group, the group's
/// mask, shadow and composite (`Compositor.finishGroup`).
///
/// Model and canvas are held `unowned(unsafe)` (see `WalkSublayers`): the
/// model is held by the plan or by `walkLayers` until the step is taken.
struct WalkFinish {
    unowned(unsafe) let model: CALayer
    let values: WalkValues
    /// The body's map (into `canvas`: the group's offscreen for a group).
    let transform: Transform
    unowned(unsafe) let canvas: Canvas
    /// The body's alpha (1 in a group's offscreen).
    let alpha: Double
    /// Whether a clip was begun on `canvas` (`Canvas.beginClip`).
    let clips: Bool
    /// Whether the layer is a group (its state is `walkGroups.last`).
    let group: Bool
}

/// An offscreen group being drawn by the walk: its offscreen, where that
/// sits on the canvas it is composited into, and what the composite needs.
struct WalkGroup {
    let offscreen: Canvas
    let pixels: PixelBox
    /// The canvas the group is composited into, and the layer's map there.
    let canvas: Canvas
    let map: ProjectiveTransform
    /// The layer's map into the offscreen.
    let offscreenMap: ProjectiveTransform
    /// The composite's alpha (the layer's opacity times the inherited one).
    let alpha: Double
    /// The layer's `shadowShape`.
    let shadow: ShadowShape?
}

/// A layer the walk draws from values it keeps (see `WalkValues.kept`),
/// with its matrix into its superlayer's plane (for listed sublayers).
struct WalkLayer {
    let model: CALayer
    let values: LayerValues
    let matrix: CATransform3D
}

extension Compositor {
    // MARK: The walk

    /// Draws one layer and its subtree: the layer is entered (everything up
    /// to its sublayers drawn, the rest pushed on `walkStack`), then the
    /// walk runs until the stack is back where it started.
    ///
    /// A walk runs inside another only for the constructs that draw a
    /// subtree somewhere else or several times — a `CATransformLayer`'s
    /// sorted 3D subtree, a replicator's copies, a transition's picture, a
    /// perspective layer's plane, a mask, a shadow drawn alone — so only
    /// nesting such constructs uses the call stack; it is bounded at
    /// `maxNesting`.
    func draw(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        guard enterNesting() else { return }
        defer { nesting -= 1 }
        let base = walkStack.count, kept = walkLayers.count
        walkLayers.append(WalkLayer(model: model, values: layer, matrix: CATransform3DIdentity))
        enter(model, layer, .kept(kept), map: map, into: canvas, alpha: alpha)
        runWalk(above: base)
        walkLayers.removeLast()
    }

    /// Everything but the shadow: the `masksToBounds` clip, background,
    /// contents, class content, sublayers and border, each multiplied by
    /// `alpha`. `map` must be affine.
    func drawBody(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        guard enterNesting() else { return }
        defer { nesting -= 1 }
        let base = walkStack.count, kept = walkLayers.count
        walkLayers.append(WalkLayer(model: model, values: layer, matrix: CATransform3DIdentity))
        beginBody(model, layer, .kept(kept), map: map, into: canvas, alpha: alpha, group: false)
        runWalk(above: base)
        walkLayers.removeLast()
    }

    /// Counts a walk started inside another; false (with one diagnostic per
    /// frame) when `maxNesting` walks are running already.
    private func enterNesting() -> Bool {
        guard nesting < Self.maxNesting else {
            if !reportedDepth {
                reportedDepth = true
                CADiagnostics.report("Compositor: transform layers, replicators, masks, transitions or perspective layers are "
                                     + "nested more than \(Self.maxNesting) deep; the deeper ones are not drawn")
            }
            return false
        }
        nesting += 1
        return true
    }

    /// Takes steps from `walkStack` until it has `base` steps again.
    func runWalk(above base: Int) {
        while walkStack.count > base {
            let top = walkStack.count - 1
            switch walkStack[top] {
            case .planned(var step):
                // The sublayers are entered in one loop until one of them
                // pushes steps of its own (sublayers, finishing work): the
                // cursor is written back only then. Writing it back for every
                // sublayer cost 20 % of a frame of 10,000 animated sublayers.
                var pushed = false
                // Locals, not the step's fields, in the loop (read through
                // the closure's capture of `step`, frame.animated.1000 took
                // 2 M more instructions a frame).
                var next = step.next
                let end = step.end, map = step.map, canvas = step.canvas, alpha = step.alpha, culls = step.culls
                // Read in place: copying each planned layer (values, matrix,
                // model reference) was a tenth of a frame of 1,000 animated
                // layers. The plan does not change while a frame is drawn.
                plan.layers.withUnsafeBufferPointer { planned in
                    while next < end {
                        let c = next
                        next = Int(plan.subtreeEnd[c])
                        // Straight into the frame's canvas, a sublayer whose
                        // subtree misses the damage is skipped before its map
                        // is even worked out (most of a frame in which little moved).
                        if culls && missesDamage(planned: c) { continue }
                        enterChild(planned[c].model, planned[c].values, .planned(c), matrix: planned[c].local,
                                   parentMap: map, into: canvas, alpha: alpha)
                        if walkStack.count != top + 1 { pushed = true; break }
                    }
                }
                if pushed {
                    step.next = next
                    walkStack[top] = .planned(step)
                } else {
                    walkStack.removeLast()
                }
            case .listed(var step):
                guard step.next < step.end else {
                    walkStack.removeLast()
                    walkLayers.removeLast(walkLayers.count - step.first)
                    continue
                }
                let k = step.next
                step.next += 1
                walkStack[top] = .listed(step)
                // A copy: entering the child may add to `walkLayers` (rare: layers outside the plan).
                let child = walkLayers[k]
                enterChild(child.model, child.values, .kept(k), matrix: child.matrix, parentMap: step.map, into: step.canvas,
                           alpha: step.alpha)
            case .finish(let step):
                walkStack.removeLast()
                finish(step)
            }
        }
    }

    /// Enters a sublayer whose 4×4 `matrix` takes it into the plane that
    /// `parentMap` maps to the canvas: flattened (a homography) for ordinary
    /// layers; a `CATransformLayer`'s subtree is kept in 3D (`drawChild`).
    private func enterChild(_ model: CALayer, _ values: LayerValues, _ ref: WalkValues, matrix: CATransform3D,
                            parentMap: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        if values.isTransformLayer {
            drawChild(model, values, matrix: matrix, parentMap: parentMap, into: canvas, alpha: alpha)
        } else {
            enter(model, values, ref, map: ProjectiveTransform(matrix).concatenating(parentMap), into: canvas, alpha: alpha)
        }
    }

    /// Draws a layer up to its sublayers and pushes the rest: culls it
    /// (hidden, transparent, back-facing, outside the damage, occluded),
    /// draws a transition or a perspective layer whole, opens the group's
    /// offscreen for a layer that needs one (see the type's doc), draws a
    /// shape shadow, then begins the body (`beginBody`).
    private func enter(_ model: CALayer, _ layer: LayerValues, _ ref: WalkValues, map: ProjectiveTransform,
                       into canvas: Canvas, alpha: Double) {
        guard !layer.isHidden else { return }
        let opacity = Double(layer.opacity)
        guard opacity > 0, alpha > 0 else { return }
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
        let a = alpha * min(opacity, 1)
        if let t = time, let old = transitionPictures.picture(of: model) {
            if let (spec, progress) = model.activeTransition(at: t - timeShift) {
                drawShadowAlone(model, layer, map: map, into: canvas, alpha: a)
                drawTransition(model, layer, map: map, into: canvas, alpha: a, old: old, spec: spec, progress: progress)
                return
            }
            // Finished (or removed): forget the picture once no transition is listed.
            if !model.renderAnimations.contains(where: { $0.animation is CATransition })
                && !model.animationList.contains(where: { $0.animation is CATransition }) {
                transitionPictures.forget(model)
            }
        }
        if layer.shouldRasterize && !layer.isTransformLayer {
            drawRasterized(model, layer, map: map, into: canvas, alpha: a)   // the subtree is in its bitmap
            return
        }
        let shadow = shadowShape(model, layer, map)
        if needsGroup(model, layer, map, shadow: shadow) {
            guard map.isAffine else {
                drawProjective(model, layer, map: map, into: canvas, alpha: a)
                return
            }
            guard let (pixels, off) = takeGroupOffscreen(model, layer, map: map, canvas: canvas) else { return }
            let offMap = map.concatenating(.translation(-Double(pixels.x), -Double(pixels.y)))
            walkGroups.append(WalkGroup(offscreen: off, pixels: pixels, canvas: canvas, map: map, offscreenMap: offMap, alpha: a,
                                        shadow: shadow))
            beginBody(model, layer, ref, map: offMap, into: off, alpha: 1, group: true)
        } else {
            if let shadow {
                drawShapeShadow(shadow, model, layer, map: map.affine, into: canvas, alpha: a,
                                hidden: backgroundHole(layer, map.affine, canvas, alpha: a))
            }
            beginBody(model, layer, ref, map: map, into: canvas, alpha: a, group: false)
        }
    }

    /// Begins the body (see `drawBody`): the clip, background, contents and
    /// class content are drawn; the step after the sublayers and the
    /// sublayers are pushed (a replicator's copies are drawn at once).
    /// With `group`, the layer's group is `walkGroups.last`, finished after
    /// the body.
    private func beginBody(_ model: CALayer, _ layer: LayerValues, _ ref: WalkValues, map: ProjectiveTransform,
                           into canvas: Canvas, alpha: Double, group: Bool) {
        let t = map.affine
        // A scoped clip: coverage over the layer's pixel box only, buffers
        // reused (a full-canvas mask per clipped layer cost 8 % of a frame).
        // Nothing is drawn when the clip is empty or not finite. The
        // coverage of an unchanged clip is kept between frames (composite200:
        // 42.40 → 42.02 M instructions/frame: the rounded clips of static layers).
        var clips = false
        if layer.masksToBounds {
            let key = options.usesClipCache ? caches.generations.key(model, layer).map { ClipKey(values: $0, map: t) } : nil
            clips = caches.clips.beginClip(key, to: roundedBoundsPath(layer), transform: t, on: canvas)
            guard clips else {
                if group { finishGroup(model, layer) }
                return
            }
        }
        drawBackground(layer, t, canvas, alpha, model: model)
        if let t0 = time, layer.drawsAnimationSpecially, let fade = model.contentsCrossfade(at: t0 - timeShift) {
            drawContentsCrossfade(layer, fade, t, canvas, alpha)
        } else {
            drawContents(layer, t, canvas, alpha, model: model)
        }
        drawClassContent(model, layer, map: map, into: canvas, alpha: alpha)
        // Most layers have nothing left after their sublayers: no step for them.
        if clips || group || layer.borderWidth > 0 {
            walkStack.append(.finish(WalkFinish(model: model, values: ref, transform: t, canvas: canvas, alpha: alpha, clips: clips,
                                                group: group)))
        }
        pushSublayers(model, layer, ref, map: map, into: canvas, alpha: alpha)
    }

    /// Pushes the sublayers in paint order: by `zPosition`, then insertion
    /// order; a replicator's copies are drawn at once (`drawReplicated`).
    private func pushSublayers(_ model: CALayer, _ layer: LayerValues, _ ref: WalkValues, map: ProjectiveTransform,
                               into canvas: Canvas, alpha: Double) {
        let kids = model.children
        guard !kids.isEmpty else { return }
        if let replicator = layer.replicator {
            drawReplicated(model, layer, replicator, map: map, into: canvas, alpha: alpha)
            return
        }
        // The frame's plan lists the sublayers in paint order with their
        // values already; sorting and looking up 10,000 sublayers again was
        // a tenth of a 10,000-layer frame. Not for a replicator's
        // time-shifted copies or layers outside the plan (masks); a planned
        // layer is drawn with its planned values whenever `timeShift` is 0
        // (`values(of:)`), and a layer entered from the plan is planned.
        var index: Int?
        if case .planned(let i) = ref {
            index = i
        } else if timeShift == 0, let i = plan.paintIndex[ObjectIdentifier(model)] {
            index = Int(i)
        }
        // A sealed layer's sublayers are not in the plan (drawn into its bitmap).
        if let i = index, !plan.layers[i].sealed {
            let culls = !damageRects.isEmpty && canvas === frameCanvas
            walkStack.append(.planned(WalkSublayers(first: i + 1, next: i + 1, end: Int(plan.subtreeEnd[i]), map: map, canvas: canvas,
                                                    alpha: alpha, culls: culls)))
            return
        }
        let first = walkLayers.count
        for (child, values) in orderedChildren(kids) {
            walkLayers.append(WalkLayer(model: child, values: values,
                                        matrix: values.layerToSuperlayerMatrix(sublayerTransformOf: layer)))
        }
        walkStack.append(.listed(WalkSublayers(first: first, next: first, end: walkLayers.count, map: map, canvas: canvas,
                                               alpha: alpha, culls: false)))
    }

    /// The step after a layer's sublayers: its border, the end of its clip,
    /// its group's composite.
    private func finish(_ step: WalkFinish) {
        switch step.values {
        case .planned(let i):
            plan.layers.withUnsafeBufferPointer { drawBorder($0[i].values, step.transform, step.canvas, step.alpha, model: step.model) }
        case .kept(let i):
            walkLayers.withUnsafeBufferPointer { drawBorder($0[i].values, step.transform, step.canvas, step.alpha, model: step.model) }
        }
        if step.clips { step.canvas.endClip() }
        if step.group {
            switch step.values {
            case .planned(let i): plan.layers.withUnsafeBufferPointer { finishGroup(step.model, $0[i].values) }
            // A copy: the mask's walk may add to `walkLayers` (rare: a group outside the plan).
            case .kept(let i): finishGroup(step.model, walkLayers[i].values)
            }
        }
    }

    /// Finishes the group `walkGroups.last` of a layer whose body is in its
    /// offscreen: the shadow under it when the layer's clipping cuts the
    /// shadow too, the mask; then on the canvas the shadow (from a shape or
    /// the group's alpha) and the offscreen with the group's alpha — Apple's
    /// group opacity: overlapping sublayers do not show through each other.
    func finishGroup(_ model: CALayer, _ layer: LayerValues) {
        let group = walkGroups.removeLast()
        let off = group.offscreen
        defer {
            groupPixels -= group.pixels.width * group.pixels.height
            offscreens.recycle(off)
        }
        finishGroupContent(model, layer, map: group.offscreenMap, into: off)
        // A shadow the layer's clipping cuts is inside the offscreen already.
        if !clipsShadow(model, layer) {
            if let shadow = group.shadow {
                drawShapeShadow(shadow, model, layer, map: group.map.affine, into: group.canvas, alpha: group.alpha)
            } else if hasAlphaShadow(layer) {
                drawShadow(ofAlpha: off.pixmap, at: group.pixels, model: model, layer: layer, map: group.map, into: group.canvas,
                           alpha: group.alpha, groupFollows: true)
            }
        }
        // Nearest: a whole-pixel translation. A compositing filter blends
        // the group onto what is behind it (`CALayer.compositingFilter`).
        group.canvas.drawPixmap(off.pixmap, transform: .translation(Double(group.pixels.x), Double(group.pixels.y)),
                                quality: .nearest, blendMode: layer.compositingBlend, alpha: group.alpha)
    }
}
