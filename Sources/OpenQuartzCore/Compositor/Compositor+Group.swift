import Foundation
import Raster

extension Compositor {
    // MARK: Offscreen groups

    /// An offscreen for a group the walk draws (`Compositor.enter`) and the
    /// pixels it covers on `canvas` (`groupBox`); the walk recycles it
    /// (`finishGroup`). Nil when the box is empty or the offscreen cannot
    /// be made — or, with a diagnostic once per frame, when groups open
    /// around it already hold `maxGroupPixels` pixels (a deep chain of
    /// groups, each open while its sublayers draw: 10,000 nested groups the
    /// size of a 1000 × 1000 canvas would need 40 GB; `groupPixelLimit`).
    func takeGroupOffscreen(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, canvas: Canvas) -> (PixelBox, Canvas)? {
        guard let pixels = groupBox(model, layer, map: map, canvas: canvas) else { return nil }
        let count = pixels.width * pixels.height
        if !walkGroups.isEmpty && groupPixels + count > groupPixelLimit {
            if !reportedGroupPixels {
                reportedGroupPixels = true
                CADiagnostics.report("Compositor: groups (opacity, masks, shadows) nested in each other need more than "
                                     + "\(groupPixelLimit) offscreen pixels at once; the innermost ones are not drawn")
            }
            return nil
        }
        guard let off = offscreens.take(width: pixels.width, height: pixels.height) else { return nil }
        groupPixels += count
        return (pixels, off)
    }

    /// The group's pixels (`renderGroupContent`) in a pooled offscreen
    /// covering what the layer can reach on the canvas (`groupBox`), and
    /// where that offscreen sits; the caller recycles it. `map` must be affine.
    func renderOffscreen(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, canvas: Canvas) -> (PixelBox, Canvas)? {
        guard let pixels = groupBox(model, layer, map: map, canvas: canvas),
              let off = offscreens.take(width: pixels.width, height: pixels.height) else { return nil }
        let offMap = map.concatenating(.translation(-Double(pixels.x), -Double(pixels.y)))
        renderGroupContent(model, layer, map: offMap, into: off)
        return (pixels, off)
    }

    /// The pixels of `canvas` a group of the layer covers: what the layer
    /// can reach there (`estimateBox`), or the whole canvas. `map` must be affine.
    func groupBox(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, canvas: Canvas) -> PixelBox? {
        var box = canvasRect(canvas)
        // The layer's own shadow is drawn on the canvas (from the group's
        // alpha or a shape) unless its clipping puts it inside: an offscreen
        // grown by the shadow's reach was cleared, compared and composited
        // for nothing (cards of composite200: 43 % more pixels; shadow.alpha
        // 0.50 → 0.39 ms/frame, composite200 53.4 → 52.8 M instructions).
        let ownShadow = !options.offscreensLeaveOutOwnShadow || clipsShadow(model, layer)
        if let estimate = estimateBox(model, layer, map: map, ownShadow: ownShadow) {
            box = box.intersection(estimate)
        }
        guard let pixels = PixelBox(box), pixels.width > 0, pixels.height > 0 else { return nil }
        return pixels
    }

    /// The group's own pixels: body, the shadow under it when the layer's
    /// clipping cuts the shadow too (or `shadowInside`: a perspective layer's
    /// shadow lies in its plane), then the mask.
    func renderGroupContent(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into off: Canvas,
                            shadowInside: Bool = false) {
        drawBody(model, layer, map: map, into: off, alpha: 1)
        finishGroupContent(model, layer, map: map, into: off, shadowInside: shadowInside)
    }

    /// What `renderGroupContent` draws after the body: the shadow under it
    /// when the layer's clipping cuts the shadow too (or `shadowInside`),
    /// then the mask.
    func finishGroupContent(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into off: Canvas,
                            shadowInside: Bool = false) {
        if clipsShadow(model, layer) || (shadowInside && hasShadow(layer)) {
            drawShadowUnderContent(model, layer, map: map, into: off)
        }
        if let maskModel = model.mask {
            let maskValues = values(of: maskModel)
            guard let maskCanvas = offscreens.take(width: off.pixmap.width, height: off.pixmap.height) else { return }
            defer { offscreens.recycle(maskCanvas) }
            let maskMap = ProjectiveTransform(maskValues.layerToSuperlayerMatrix()).concatenating(map)
            draw(maskModel, maskValues, map: maskMap, into: maskCanvas, alpha: 1)
            if maskValues.masksWithLuminance { maskCanvas.pixmap.replaceWithLuminance() }
            off.pixmap.multiplyAlpha(by: maskCanvas.pixmap, atX: 0, y: 0)
        }
    }

    /// The canvas' pixel rectangle.
    func canvasRect(_ canvas: Canvas) -> CGRect {
        CGRect(x: 0, y: 0, width: canvas.pixmap.width, height: canvas.pixmap.height)
    }

    /// A conservative device-space box of everything the layer draws (its
    /// own shadow only with `ownShadow`), with a pixel to spare on every
    /// side, or nil when it cannot be bounded cheaply (emitters, text,
    /// replicators, transform layers, perspective): then the whole canvas is used.
    ///
    /// It looks at most `maxEstimateDepth` levels down (deeper: nil), so its
    /// recursion is bounded, and a chain of groups, each bounding the rest
    /// of the chain below it, costs `maxEstimateDepth` layers per group
    /// instead of the whole chain (quadratic in its depth).
    func estimateBox(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, ownShadow: Bool = true,
                     level: Int = 0) -> CGRect? {
        guard let own = ownReach(model, layer, map: map, shadow: ownShadow) else { return nil }
        var r = own.box
        // A rasterized layer's bitmap spreads what it holds (`rasterizationMargin`).
        let spread = layer.shouldRasterize ? rasterizationMargin(layer, map: map) : 0
        if own.clipsSublayers { return r.insetBy(dx: -spread, dy: -spread) }
        let kids = model.children
        guard kids.isEmpty || level < Self.maxEstimateDepth else { return nil }
        for child in kids {
            let cv = values(of: child)
            if cv.isHidden { continue }
            let childMap = ProjectiveTransform(cv.layerToSuperlayerMatrix(sublayerTransformOf: layer)).concatenating(map)
            guard let c = estimateBox(child, cv, map: childMap, level: level + 1) else { return nil }
            r = r.union(c)
        }
        return r.isFiniteRect ? r.insetBy(dx: -1 - spread, dy: -1 - spread) : nil
    }

    /// What the layer draws itself, without its sublayers: a device box of
    /// its bounds, its shadow (with `shadow`), its shape's stroke and its
    /// contents, and whether it clips its sublayers to that box
    /// (`masksToBounds`). Nil when it cannot be bounded cheaply (see
    /// `estimateBox`). Shared by `estimateBox` and the damage tracker.
    func ownReach(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, shadow: Bool = true)
        -> (box: CGRect, clipsSublayers: Bool)? {
        guard map.isAffine else { return nil }
        let b = layer.bounds.standardized
        var r = map.mapRect(b)
        if shadow && layer.shadowOpacity > 0 {
            let grow = shadowReach(layer)
            r = r.union(map.mapRect(b.insetBy(dx: -CGFloat(grow), dy: -CGFloat(grow))))
        }
        if layer.masksToBounds { return (r, true) }
        switch layer.content {
        case .emitter, .text, .replicator, .transformLayer: return nil
        case .backdrop: break                       // inside its bounds
        case .shape(let shape):
            if let path = shape.path, !path.isEmpty {
                let grow = Double(shape.lineWidth) * max(Double(shape.miterLimit), 1) / 2 + 1
                guard grow.isFinite else { return nil }
                r = r.union(map.mapRect(path.boundingBoxOfPath.insetBy(dx: -CGFloat(grow), dy: -CGFloat(grow))))
            }
        case .none, .gradient, .tiled: break      // tiles lie inside the bounds
        }
        if layer.contents != nil {
            // Gravity can place contents outside the bounds.
            if !ContentsLayout.stretches(layer.contentsGravity) || layer.contentsGravity == .resizeAspectFill { return nil }
        }
        return r.isFiniteRect ? (r, false) : nil
    }

    // MARK: 3D

    /// A `CATransformLayer`'s sublayers are not flattened into it: every
    /// non-transform descendant is drawn with its full 3D matrix into the
    /// plane of the nearest flattening ancestor (`parentMap`), farthest first
    /// (depth of each layer's centre, painter's order). The transform layer
    /// draws none of its own content; its opacity multiplies its sublayers'.
    func drawTransformLayer(_ model: CALayer, _ layer: LayerValues, matrix: CATransform3D, parentMap: ProjectiveTransform,
                            into canvas: Canvas, alpha: Double) {
        var items: [(model: CALayer, values: LayerValues, matrix: CATransform3D, alpha: Double)] = []
        func collect(_ m: CALayer, _ v: LayerValues, _ toPlane: CATransform3D, _ a: Double, _ level: Int) {
            guard !v.isHidden, v.opacity > 0, level < Self.maxNesting else { return }
            let a2 = a * min(Double(v.opacity), 1)
            for child in m.children {
                let cv = values(of: child)
                let cm = CATransform3DConcat(cv.layerToSuperlayerMatrix(sublayerTransformOf: v), toPlane)
                if cv.isTransformLayer { collect(child, cv, cm, a2, level + 1) } else { items.append((child, cv, cm, a2)) }
            }
        }
        collect(model, layer, matrix, alpha, nesting)
        func depthOf(_ item: (model: CALayer, values: LayerValues, matrix: CATransform3D, alpha: Double)) -> Double {
            Self.depth(ofCentreOf: item.values.bounds, under: item.matrix)
        }
        let sorted = items.enumerated().map { ($0.offset, $0.element, depthOf($0.element)) }
            .sorted { $0.2 != $1.2 ? $0.2 < $1.2 : $0.0 < $1.0 }
        for (_, item, _) in sorted {
            draw(item.model, item.values, map: ProjectiveTransform(item.matrix).concatenating(parentMap), into: canvas,
                 alpha: item.alpha)
        }
    }

    // MARK: Replicator

    /// Draws the sublayers `instanceCount` times: copy i with
    /// `instanceTransform` applied i times about the replicator's centre,
    /// its animations `i × instanceDelay` earlier, and its colours multiplied
    /// by `instanceColor` plus i times the colour offsets.
    func drawReplicated(_ model: CALayer, _ layer: LayerValues, _ replicator: ReplicatorValues, map: ProjectiveTransform,
                        into canvas: Canvas, alpha: Double) {
        let count = replicator.effectiveInstanceCount
        guard count > 0 else { return }
        if count > 100_000 {
            CADiagnostics.reportOnce("CAReplicatorLayer: instanceCount \(count) is too large; drawing the first 100000", about: model)
        }
        if replicator.preservesDepth {
            return drawReplicatedInDepth(model, layer, replicator, count: min(count, 100_000), map: map, into: canvas, alpha: alpha)
        }
        for i in 0..<min(count, 100_000) {
            let instance = replicator.instance(i, bounds: layer.bounds)
            let savedShift = timeShift
            timeShift += instance.timeOffset
            defer { timeShift = savedShift }
            let c = instance.color
            let plainTint = c.red == 1 && c.green == 1 && c.blue == 1
            let instanceAlpha = alpha * c.alpha
            guard instanceAlpha > 0 else { continue }
            if plainTint {
                drawInstance(model, layer, instance, map: map, into: canvas, alpha: instanceAlpha)
            } else {
                // Tint: draw the copy offscreen (only where it can reach), then
                // composite it multiplied by the colour.
                drawTinted(c, alpha: instanceAlpha, reach: instanceBox(model, layer, instance, map: map), into: canvas) { off, offset in
                    drawInstance(model, layer, instance, map: map.concatenating(offset), into: off, alpha: 1)
                }
            }
        }
    }

    /// A device box of one replicator copy's sublayers; nil when unbounded.
    func instanceBox(_ model: CALayer, _ replicator: LayerValues, _ instance: CAReplicatorLayer.Instance,
                     map: ProjectiveTransform) -> CGRect? {
        var r = CGRect.null
        for child in model.children {
            let cv = values(of: child)
            if cv.isHidden { continue }
            let m = CATransform3DConcat(cv.layerToSuperlayerMatrix(sublayerTransformOf: replicator), instance.matrix)
            guard !cv.isTransformLayer,
                  let c = estimateBox(child, cv, map: ProjectiveTransform(m).concatenating(map)) else { return nil }
            r = r.union(c)
        }
        return r.isNull ? nil : r
    }

    /// One copy of the replicator's sublayers.
    func drawInstance(_ model: CALayer, _ replicator: LayerValues, _ instance: CAReplicatorLayer.Instance,
                      map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        for (child, values) in orderedChildren(model.children) {
            let m = CATransform3DConcat(values.layerToSuperlayerMatrix(sublayerTransformOf: replicator), instance.matrix)
            drawChild(child, values, matrix: m, parentMap: map, into: canvas, alpha: alpha)
        }
    }
}

/// A rectangle of whole pixels.
struct PixelBox: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The pixels `r` touches; nil for empty or non-finite rectangles.
    init?(_ r: CGRect) {
        guard !r.isNull, r.isFiniteRect, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        x = x0; y = y0; width = x1 - x0; height = y1 - y0
    }
}
