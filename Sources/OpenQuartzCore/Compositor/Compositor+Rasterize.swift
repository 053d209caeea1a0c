import Foundation
import Raster

extension Compositor {
    // MARK: Rasterization (`shouldRasterize`)
    //
    // Apple: "When the value of this property is true, the layer is rendered
    // as a bitmap in its local coordinate space and then composited to the
    // destination with any other content. Shadow effects and any filters in
    // the filters property are rasterized and included in the bitmap.
    // However, the current opacity of the layer is not rasterized."
    //
    // Here: the layer's group — body, sublayers at any depth, mask and
    // shadow (`renderGroupContent` with the shadow inside) — is drawn into a
    // bitmap of `rasterizationScale` pixels per point of the layer's own
    // coordinates, covering everything the group draws (`estimateBox`; the
    // layer's bounds and shadow when that cannot be bounded: emitters, text,
    // replicators, transform layers inside are cut there). Each frame
    // composites the bitmap through the layer's map with its opacity, sampled
    // with `magnificationFilter` where a bitmap pixel covers more than a
    // device pixel, `minificationFilter` otherwise (`.nearest` samples the
    // nearest pixel; `.linear` and `.trilinear` bilinearly). The scale is not
    // multiplied by the target's: at the default 1 a layer on a 2× target is
    // soft, as on iOS, unless `rasterizationScale` is set to the target's scale.
    //
    // The bitmap is kept (`RasterizationCache`) under a key of generations:
    // the layer's own values, placement and opacity aside
    // (`rasterContentGeneration`), and everything below it
    // (`RenderTree.descendantsGeneration`), so it cannot go stale: a commit
    // inside the subtree, a layer joining or leaving it, or an animation
    // running inside it draws it again; the layer moving, turning or fading
    // by animation does not. Without a render tree (`render(in:)`) or in a
    // replicator's time-shifted copies the bitmap is drawn every time.
    //
    // A kept bitmap's rows are cut into runs when it is drawn (`PixmapRuns`,
    // kept with it, so they belong to the same generation of pixels). Where
    // the bitmap lands pixel on pixel (its scale the device's, the layer at
    // whole pixels, no turn), a frame composites through them: the empty
    // runs — most of a full-screen container around its cards — are
    // skipped, opaque ones copied at full opacity, only the rest blended,
    // and only within the frame's damage. The same pixels as compositing
    // the whole bitmap (tests compare both).
    //
    // Differences: a `CATransformLayer` with `shouldRasterize` is drawn as
    // usual (its sublayers keep 3D); a rasterized layer in a running
    // transition draws the transition.

    /// Bitmaps larger than this many pixels are drawn at a lower scale
    /// (16 M pixels, 64 MB), with one diagnostic per layer.
    static let maxRasterPixels = 1 << 24
    /// Bitmaps wider or taller than this are drawn at a lower scale.
    static let maxRasterSide = 8192

    /// The properties whose animations leave a rasterized layer's bitmap as
    /// it is: they only move, turn or fade the composite.
    static func isPlacement(_ p: RenderProperty) -> Bool {
        switch p {
        case .position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .opacity, .hidden: return true
        default: return false
        }
    }

    /// The bitmap's pixels per point: `rasterizationScale` when positive and
    /// finite, else 1 (one diagnostic per layer).
    func rasterScale(_ model: CALayer, _ layer: LayerValues) -> Double {
        let s = Double(layer.rasterizationScale)
        guard s > 0, s.isFinite else {
            CADiagnostics.reportOnce("CALayer.rasterizationScale must be positive and finite (got \(s)); "
                                     + "\(model) is rasterized at 1", about: model)
            return 1
        }
        return s
    }

    /// A generation naming the layer's own values as its bitmap shows them:
    /// the values' committed generation (no change since the commit, only
    /// `opacity` animating), or the layer's `renderGeneration` when every
    /// running animation writes only placement (`isPlacement`) and nothing
    /// changed since the commit; otherwise the values' stamp (new each frame).
    func rasterContentGeneration(_ model: CALayer, _ layer: LayerValues) -> UInt64 {
        if layer.committedGeneration != 0 && layer.stamp != caches.generations.copyStamp { return layer.committedGeneration }
        if FrameBuilder.isBuiltIn(model), !TransactionStack.shared.hasUncommittedChange(model),
           model.renderAnimations.allSatisfy({ $0.compiled?.writesOnly(where: Self.isPlacement) ?? true }) {
            return model.renderGeneration
        }
        return layer.stamp
    }

    /// Draws a layer with `shouldRasterize` through its bitmap (see above):
    /// made or taken from the cache, then composited through `map` at
    /// `alpha` (the inherited alpha times the layer's opacity). The layer's
    /// sublayers are in the bitmap: the walk does not enter them.
    func drawRasterized(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        let (key, keeps) = rasterKey(model, layer)
        let requested = key.scale
        var bitmap = keeps ? caches.rasterized.keptBitmap(for: key) : nil
        if bitmap == nil {
            guard let (box, scale) = rasterBox(model, layer, scale: requested) else { return }
            let toBitmap = ProjectiveTransform(Transform(a: scale, b: 0, c: 0, d: scale, tx: -Double(box.x), ty: -Double(box.y)))
            bitmap = caches.rasterized.makeBitmap(for: key, keeps: keeps, scale: scale, box: box) { off in
                renderGroupContent(model, layer, map: toBitmap, into: off, shadowInside: true)
            }
        }
        guard let bitmap else { return }
        let s = bitmap.scale
        let toLayer = ProjectiveTransform(Transform(a: 1 / s, b: 0, c: 0, d: 1 / s,
                                                    tx: Double(bitmap.originX) / s, ty: Double(bitmap.originY) / s))
        let full = toLayer.concatenating(map)
        // Device pixels per bitmap pixel: magnified above 1.
        let perPixel: Double
        if map.isAffine {
            let t = map.affine
            perPixel = max(hypot(t.a, t.b), hypot(t.c, t.d)) / s
        } else {
            perPixel = map.maxScale(over: layer.bounds) / s
        }
        let filter = perPixel > 1 + 1e-9 ? layer.magnificationFilter : layer.minificationFilter
        let quality: SamplingQuality = filter == .nearest ? .nearest : .bilinear
        if let runs = bitmap.runs, full.isAffine, let (x, y) = full.affine.wholePixelOffset {
            // Pixel on pixel (any filter samples the pixel itself): empty
            // runs skipped, opaque ones copied, the rest blended.
            caches.rasterized.compositesThroughRuns += 1
            canvas.drawPixmap(bitmap.canvas.pixmap, runs: runs, atX: x, y: y, alpha: alpha)
        } else if full.isAffine {
            canvas.drawPixmap(bitmap.canvas.pixmap, transform: full.affine, quality: quality, alpha: alpha)
        } else {
            canvas.drawPixmap(bitmap.canvas.pixmap, projective: full, quality: quality, alpha: alpha)
        }
    }

    /// The key of the layer's bitmap (see above) and whether it is kept:
    /// drawn straight (not a replicator's time-shifted copy) from a render
    /// tree with the cache on; otherwise the key's generations are 0.
    func rasterKey(_ model: CALayer, _ layer: LayerValues) -> (RasterKey, keeps: Bool) {
        var key = RasterKey(layer: model.renderID, own: 0, below: 0, scale: rasterScale(model, layer))
        guard timeShift == 0, layer.stamp != 0, let tree = renderTree, let slot = tree.slot(of: model) else { return (key, false) }
        key.own = rasterContentGeneration(model, layer)
        key.below = tree.descendantsGeneration(slot)
        return (key, options.usesRasterizationCache)
    }

    /// The device box of everything a sealed rasterized layer
    /// (`PlannedLayer.sealed`) draws through `map`: its kept bitmap's
    /// rectangle, or the one its bitmap will be drawn at, mapped and grown by
    /// `margin` (`rasterizationMargin`). Nil (unbounded) when the map is not
    /// affine or the bitmap cannot be bounded.
    func sealedBox(_ model: CALayer, _ layer: LayerValues, key: RasterKey, map: ProjectiveTransform, margin: CGFloat) -> CGRect? {
        guard map.isAffine else { return nil }
        let x: Int, y: Int, width: Int, height: Int, scale: Double
        if let kept = caches.rasterized.keptBitmap(for: key) {
            (x, y, scale) = (kept.originX, kept.originY, kept.scale)
            (width, height) = (kept.canvas.pixmap.width, kept.canvas.pixmap.height)
        } else if let (box, s) = rasterBox(model, layer, scale: key.scale) {
            (x, y, width, height, scale) = (box.x, box.y, box.width, box.height, s)
        } else {
            return nil
        }
        let rect = CGRect(x: Double(x) / scale, y: Double(y) / scale, width: Double(width) / scale, height: Double(height) / scale)
        return map.mapRect(rect).insetBy(dx: -margin, dy: -margin)
    }

    /// The bitmap's pixels (in the layer's coordinates times the scale) and
    /// the scale: `requested`, lowered until the bitmap fits
    /// `maxRasterPixels` and `maxRasterSide` (one diagnostic per layer).
    /// nil when the group draws nothing or cannot be bounded in numbers.
    func rasterBox(_ model: CALayer, _ layer: LayerValues, scale requested: Double) -> (PixelBox, Double)? {
        var scale = requested
        for _ in 0..<4 {
            let m = ProjectiveTransform(Transform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0))
            var r = estimateBox(model, layer, map: m, ownShadow: true) ?? {
                let grow = hasShadow(layer) ? CGFloat(shadowReach(layer)) : 0
                return m.mapRect(layer.bounds.standardized.insetBy(dx: -grow, dy: -grow)).insetBy(dx: -1, dy: -1)
            }()
            r = r.standardized
            guard r.isFiniteRect, abs(r.minX) < 1e9, abs(r.minY) < 1e9, abs(r.maxX) < 1e9, abs(r.maxY) < 1e9,
                  let box = PixelBox(r) else { return nil }
            let area = Double(box.width) * Double(box.height)
            let side = Double(max(box.width, box.height))
            if area <= Double(Self.maxRasterPixels) && side <= Double(Self.maxRasterSide) { return (box, scale) }
            let shrink = min((Double(Self.maxRasterPixels) / area).squareRoot(), Double(Self.maxRasterSide) / side) * 0.98
            if scale == requested {
                CADiagnostics.reportOnce("Compositor: \(model) rasterized at \(requested) pixels per point needs a "
                                         + "\(box.width) × \(box.height) bitmap; drawn at a lower scale", about: model)
            }
            scale *= shrink
        }
        return nil
    }

    /// How far, in device pixels, a change inside a rasterized layer can
    /// show beyond the changed layer's own box once its bitmap is
    /// composited through `map`: a bitmap pixel (sampled bilinearly) and a
    /// pixel of anti-aliasing. The frame plan grows the layer's subtree box
    /// by it, and `estimateBox` a rasterized layer's box. (A bitmap lowered
    /// by the pixel cap has larger pixels than this assumes.)
    func rasterizationMargin(_ layer: LayerValues, map: ProjectiveTransform) -> CGFloat {
        let s = Double(layer.rasterizationScale)
        let scale = s > 0 && s.isFinite ? s : 1
        guard map.isAffine else { return 0 }   // not bounded anyway (`ownReach`)
        let t = map.affine
        let perPixel = max(hypot(t.a, t.b), hypot(t.c, t.d)) / scale
        return perPixel.isFinite ? CGFloat(perPixel + 1) : 0
    }
}
