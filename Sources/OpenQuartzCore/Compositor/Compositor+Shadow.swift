import Foundation
import Raster

/// What a shadow is cast from when it can be drawn without rendering the
/// layer offscreen first.
enum ShadowShape: Equatable {
    /// The layer's `shadowPath` (its elements).
    case path(CGPathStorage)
    /// The layer's own background and border: nothing else it draws changes
    /// its alpha (see `Compositor.ownShapeMakesAlpha`).
    case layerShape
}

extension Compositor {
    // MARK: Shadows

    /// The shadow's blur in device pixels: `shadowRadius` is taken as twice
    /// the Gaussian's standard deviation (σ = radius / 2, the usual reading
    /// of Core Animation's blur radius), scaled by the map.
    func shadowSigma(_ layer: LayerValues, scale: Double) -> Double {
        let r = Double(layer.shadowRadius)
        guard r > 0, r.isFinite, scale.isFinite else { return 0 }
        return min(r * scale / 2, GaussianBlur.maxSigma)
    }

    /// How far, in the layer's points, its shadow can reach past its bounds:
    /// three standard deviations of blur plus the larger offset component.
    func shadowReach(_ layer: LayerValues) -> Double {
        let s = layer.shadowOffset
        return 3 * Double(max(layer.shadowRadius, 0)) + Double(max(abs(s.width), abs(s.height)))
    }

    /// `shadowOffset` mapped to device pixels by the affine map's linear part
    /// (the offset is in the layer's coordinate space, so it turns with the layer).
    func shadowDeviceOffset(_ layer: LayerValues, _ t: Transform) -> (Double, Double) {
        let w = Double(layer.shadowOffset.width), h = Double(layer.shadowOffset.height)
        guard w.isFinite, h.isFinite else { return (0, 0) }
        return (t.a * w + t.c * h, t.b * w + t.d * h)
    }

    /// The shadow colour at `shadowOpacity`; nil when invisible.
    func shadowColor(_ layer: LayerValues) -> Raster.Color? {
        guard let color = layer.shadowColor, layer.shadowOpacity > 0 else { return nil }
        let c = color.rasterColor.withAlphaMultiplied(by: min(Double(layer.shadowOpacity), 1))
        return c.alpha > 0 ? c : nil
    }

    /// Whether the layer casts a visible shadow (from its alpha or its `shadowPath`).
    func hasShadow(_ layer: LayerValues) -> Bool { shadowColor(layer) != nil }

    /// Whether the layer's own clipping cuts its shadow, as on Apple's
    /// platforms: `masksToBounds` clips the shadow with the content (Apple's
    /// guide: "the shadow effect is clipped around the edges") and a mask
    /// masks it. Such a shadow is drawn inside the layer's group.
    func clipsShadow(_ model: CALayer, _ layer: LayerValues) -> Bool {
        hasShadow(layer) && (layer.masksToBounds || model.mask != nil)
    }

    /// Puts the shadow under the group content already in `off` (`map` takes
    /// the layer to `off`'s pixels), clipped by `masksToBounds`; the caller
    /// applies the mask afterwards.
    func drawShadowUnderContent(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into off: Canvas) {
        let content = off.pixmap
        off.clear()
        let saved = off.clipMask
        defer {
            off.clipMask = saved
            off.drawPixmap(content, quality: .nearest)
        }
        if layer.masksToBounds, off.clip(to: roundedBoundsPath(layer), transform: map.affine) == .nonFiniteGeometry { return }
        if let path = layer.shadowPath {
            if !path.isEmpty { drawShapeShadow(.path(path.storage), model, layer, map: map.affine, into: off, alpha: 1) }
        } else {
            let box = PixelBox(CGRect(x: 0, y: 0, width: content.width, height: content.height))!
            drawShadow(ofAlpha: content, at: box, model: model, layer: layer, map: map, into: off, alpha: 1)
        }
    }

    /// Draws only the layer's shadow, from its current values: a layer in a
    /// `CATransition` keeps its shadow under the transition's picture. Clipped
    /// shadows are part of that picture already; perspective maps are left out.
    func drawShadowAlone(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        guard map.isAffine, hasShadow(layer), !clipsShadow(model, layer) else { return }
        if let shape = shadowShape(model, layer, map) {
            drawShapeShadow(shape, model, layer, map: map.affine, into: canvas, alpha: alpha)
        } else if let (pixels, off) = renderOffscreen(model, layer, map: map, canvas: canvas) {
            defer { offscreens.recycle(off) }
            drawShadow(ofAlpha: off.pixmap, at: pixels, model: model, layer: layer, map: map, into: canvas, alpha: alpha)
        }
    }

    /// What the layer's shadow can be drawn from without an offscreen of the
    /// layer: its `shadowPath`, or for a shadow taken from alpha, its own
    /// background and border when they alone make its alpha. nil otherwise.
    func shadowShape(_ model: CALayer, _ layer: LayerValues, _ map: ProjectiveTransform) -> ShadowShape? {
        if let path = layer.shadowPath { return path.isEmpty ? nil : .path(path.storage) }
        guard hasAlphaShadow(layer), map.isAffine, ownShapeMakesAlpha(model, layer, map.affine) else { return nil }
        return .layerShape
    }

    /// Draws the shadow of `shape` (see `shadowShape`). The blurred coverage
    /// is computed with the map's sub-pixel fraction and composited at a
    /// whole-pixel position in the shadow colour, and it is kept between
    /// frames (`ShadowCache`) while shape, map fraction, blur and visible
    /// part stay the same. Pixels inside `hidden` are left out (see
    /// `backgroundHole`).
    func drawShapeShadow(_ shape: ShadowShape, _ model: CALayer, _ layer: LayerValues, map t: Transform,
                         into canvas: Canvas, alpha: Double, hidden: Rect? = nil) {
        guard let color = shadowColor(layer) else { return }
        let sigma = shadowSigma(layer, scale: sqrt(abs(t.determinant)))
        let pad = GaussianBlur.padding(sigma: sigma)
        let (dx, dy) = shadowDeviceOffset(layer, t)
        // Where the shape lands, shadow offset included: whole pixels plus a fraction.
        let ox = t.tx + dx, oy = t.ty + dy
        guard abs(ox) < 1e15, abs(oy) < 1e15 else { return }   // also false for NaN
        let ix = ox.rounded(.down), iy = oy.rounded(.down)
        let local = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: ox - ix, ty: oy - iy)
        guard let bounds = shapeDeviceBounds(shape, layer, local) else { return }
        // Only what can land on the canvas, plus the blur's reach.
        let p = CGFloat(pad)
        let reach = canvasRect(canvas).offsetBy(dx: -CGFloat(ix), dy: -CGFloat(iy)).insetBy(dx: -p, dy: -p)
        let area = bounds.insetBy(dx: -p, dy: -p).intersection(reach)
        guard let box = PixelBox(area) else { return }
        func make(_ mask: inout Mask) {
            renderShadowCoverage(shape, layer, local.concatenating(.translation(-Double(box.x), -Double(box.y))),
                                 width: box.width, height: box.height, into: &mask)
            if sigma > 0 { blurrer.blur(&mask, sigma: sigma) }
        }
        let mask: MaskSpans
        if let values = caches.generations.key(model, layer) {
            var path: CGPathStorage?
            if case .path(let storage) = shape { path = storage }
            let key = ShadowKey(values: values, path: path, a: t.a, b: t.b, c: t.c, d: t.d, fractionX: local.tx,
                                fractionY: local.ty, box: box)
            mask = caches.shadows.mask(for: key, make: make)
        } else {
            var made = MaskSpans()
            made.update(make)
            mask = made
        }
        canvas.fill(mask, atX: Int(ix) + box.x, y: Int(iy) + box.y, paint: Paint(color: color, alpha: alpha), skipping: hidden)
    }

    /// The device bounds of `shape` (cast by `layer`) through `t`; nil when
    /// empty or not finite.
    func shapeDeviceBounds(_ shape: ShadowShape, _ layer: LayerValues, _ t: Transform) -> CGRect? {
        let r: CGRect
        switch shape {
        case .path(let storage):
            // The control points' bounds, as the converted path's, without converting.
            var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
            for p in storage.points {
                let q = t.apply(Point(Double(p.x), Double(p.y)))
                x0 = min(x0, q.x); x1 = max(x1, q.x); y0 = min(y0, q.y); y1 = max(y1, q.y)
            }
            guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
            r = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        case .layerShape:
            r = ProjectiveTransform(t).mapRect(layer.bounds.standardized)
        }
        return r.isFiniteRect && !r.isEmpty ? r : nil
    }

    /// The unblurred alpha of `shape` through `t` into `mask` (`width × height`).
    /// A layer shape is drawn with the layer's own background and border
    /// code, so its alpha is exactly what the layer's offscreen would hold.
    func renderShadowCoverage(_ shape: ShadowShape, _ layer: LayerValues, _ t: Transform, width: Int, height: Int,
                              into mask: inout Mask) {
        guard let off = offscreens.take(width: width, height: height) else {
            try? mask.reset(width: 0, height: 0)
            return
        }
        defer { offscreens.recycle(off) }
        switch shape {
        case .path:
            guard let path = layer.shadowPath else { break }
            off.fill(caches.paths.rasterPath(of: path), paint: Paint(color: .black), transform: t)
        case .layerShape:
            drawBackground(layer, t, off, 1)
            drawBorder(layer, t, off, 1)
        }
        try? mask.assignAlpha(of: off.pixmap, x: 0, y: 0, width: width, height: height)
    }

    /// Draws the shadow of an offscreen group: its alpha blurred, moved by
    /// the offset, painted in the shadow colour with `alpha`.
    /// The blur is kept for the next frame (`ShadowCache.blurredAlpha`) and
    /// reused while the alpha stays byte for byte the same. With
    /// `groupFollows` the group is composited over it next at `alpha`, and
    /// the shadow is left out where that replaces it (`groupHole`).
    func drawShadow(ofAlpha source: Pixmap, at box: PixelBox, model: CALayer, layer: LayerValues, map: ProjectiveTransform,
                    into canvas: Canvas, alpha: Double, groupFollows: Bool = false) {
        guard let color = shadowColor(layer) else { return }
        let t = map.affine
        let sigma = shadowSigma(layer, scale: sqrt(abs(t.determinant)))
        let pad = GaussianBlur.padding(sigma: sigma)
        // The group's alpha with room for the blur (the mask is reused between shadows).
        guard (try? caches.shadows.alphaScratch.assignAlpha(of: source, x: -pad, y: -pad, width: source.width + 2 * pad,
                                                         height: source.height + 2 * pad)) != nil else { return }
        let mask = caches.shadows.blurredAlpha(for: model, sigma: sigma) { if sigma > 0 { blurrer.blur(&$0, sigma: sigma) } }
        let (dx, dy) = shadowDeviceOffset(layer, t)
        let x = Double(box.x - pad) + dx, y = Double(box.y - pad) + dy
        if x == x.rounded(), y == y.rounded(), abs(x) < 1e9, abs(y) < 1e9 {
            let hidden = groupFollows ? groupHole(layer, t, canvas, alpha: alpha, groupAlpha: caches.shadows.alphaScratch,
                                                  origin: (box.x - pad, box.y - pad)) : nil
            canvas.fill(mask, atX: Int(x), y: Int(y), paint: Paint(color: color, alpha: alpha), skipping: hidden)
        } else {
            // A fractional offset: resample the coloured shadow.
            let shadow = Pixmap(mask: mask.mask, color: color)
            canvas.drawPixmap(shadow, transform: .translation(x, y), quality: .bilinear, alpha: alpha)
        }
    }

    /// Whether the layer's alpha is exactly that of its background and
    /// border, so its shadow can be cast from them: a plain `CALayer` (no
    /// class content) without contents or mask, whose sublayers (if any) lie
    /// where an opaque background covers every pixel fully — inside the
    /// rounded bounds, clear of the corners and of the anti-aliased edge.
    func ownShapeMakesAlpha(_ model: CALayer, _ layer: LayerValues, _ t: Transform) -> Bool {
        guard type(of: model) == CALayer.self, layer.contents == nil, model.mask == nil else { return false }
        let kids = model.children
        if kids.isEmpty { return true }
        guard let bg = layer.backgroundColor, bg.alpha >= 1, layer.patternColors == nil else { return false }
        // One and a half device pixels (anti-aliasing, whole-pixel rounding) in layer units.
        let s = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d, det = abs(t.determinant)
        let minScale = ((s - (max(s * s - 4 * det * det, 0)).squareRoot()) / 2).squareRoot()
        guard minScale > 1e-6, minScale.isFinite else { return false }
        let margin = CGFloat(1.5 / minScale), r = CGFloat(cornerExtent(layer))
        let b = layer.bounds.standardized
        let wide = b.insetBy(dx: r + margin, dy: margin), tall = b.insetBy(dx: margin, dy: r + margin)
        for child in kids {
            let cv = values(of: child)
            if cv.isHidden { continue }
            let childMap = ProjectiveTransform(cv.layerToSuperlayerMatrix(sublayerTransformOf: layer))
            guard let box = estimateBox(child, cv, map: childMap), wide.contains(box) || tall.contains(box) else { return false }
        }
        return true
    }
}
