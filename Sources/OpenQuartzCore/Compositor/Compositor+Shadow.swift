import Foundation
import Raster

extension Compositor {
    // MARK: Shadows

    /// The shadow's blur in device pixels: `shadowRadius` is taken as twice
    /// the Gaussian's standard deviation (σ = radius / 2, the usual reading
    /// of Core Animation's blur radius), scaled by the map.
    func shadowSigma(_ layer: CALayer, scale: Double) -> Double {
        let r = Double(layer.shadowRadius)
        guard r > 0, r.isFinite, scale.isFinite else { return 0 }
        return min(r * scale / 2, GaussianBlur.maxSigma)
    }

    /// `shadowOffset` mapped to device pixels by the affine map's linear part
    /// (the offset is in the layer's coordinate space, so it turns with the layer).
    func shadowDeviceOffset(_ layer: CALayer, _ t: Transform) -> (Double, Double) {
        let w = Double(layer.shadowOffset.width), h = Double(layer.shadowOffset.height)
        guard w.isFinite, h.isFinite else { return (0, 0) }
        return (t.a * w + t.c * h, t.b * w + t.d * h)
    }

    /// The shadow colour at `shadowOpacity`; nil when invisible.
    func shadowColor(_ layer: CALayer) -> Raster.Color? {
        guard let color = layer.shadowColor, layer.shadowOpacity > 0 else { return nil }
        let c = color.rasterColor.withAlphaMultiplied(by: min(Double(layer.shadowOpacity), 1))
        return c.alpha > 0 ? c : nil
    }

    /// Whether the layer casts a visible shadow (from its alpha or its `shadowPath`).
    func hasShadow(_ layer: CALayer) -> Bool { shadowColor(layer) != nil }

    /// Whether the layer's own clipping cuts its shadow, as on Apple's
    /// platforms: `masksToBounds` clips the shadow with the content (Apple's
    /// guide: "the shadow effect is clipped around the edges") and a mask
    /// masks it. Such a shadow is drawn inside the layer's group.
    func clipsShadow(_ model: CALayer, _ layer: CALayer) -> Bool {
        hasShadow(layer) && (layer.masksToBounds || model.mask != nil)
    }

    /// Puts the shadow under the group content already in `off` (`map` takes
    /// the layer to `off`'s pixels), clipped by `masksToBounds`; the caller
    /// applies the mask afterwards.
    func drawShadowUnderContent(_ layer: CALayer, map: Homography, into off: Canvas) {
        let content = off.pixmap
        off.clear()
        let saved = off.clipMask
        defer {
            off.clipMask = saved
            off.drawPixmap(content, quality: .nearest)
        }
        if layer.masksToBounds, off.clip(to: roundedBoundsPath(layer), transform: map.affine) == .nonFiniteGeometry { return }
        if layer.shadowPath != nil {
            drawPathShadow(layer, map: map.affine, into: off, alpha: 1)
        } else {
            let box = PixelBox(CGRect(x: 0, y: 0, width: content.width, height: content.height))!
            drawShadow(ofAlpha: content, at: box, layer: layer, map: map, into: off, alpha: 1)
        }
    }

    /// Draws only the layer's shadow, from its current values: a layer in a
    /// `CATransition` keeps its shadow under the transition's picture. Clipped
    /// shadows are part of that picture already; perspective maps are left out.
    func drawShadowAlone(_ model: CALayer, _ layer: CALayer, map: Homography, into canvas: Canvas, alpha: Double) {
        guard map.isAffine, hasShadow(layer), !clipsShadow(model, layer) else { return }
        if layer.shadowPath != nil {
            drawPathShadow(layer, map: map.affine, into: canvas, alpha: alpha)
        } else if let (pixels, off) = renderOffscreen(model, layer, map: map, canvas: canvas) {
            drawShadow(ofAlpha: off.pixmap, at: pixels, layer: layer, map: map, into: canvas, alpha: alpha)
        }
    }

    /// Draws the shadow of an offscreen group: its alpha, tinted with the
    /// shadow colour, blurred, moved by the offset, composited with `alpha`.
    func drawShadow(ofAlpha source: Pixmap, at box: PixelBox, layer: CALayer, map: Homography,
                    into canvas: Canvas, alpha: Double) {
        guard let color = shadowColor(layer) else { return }
        let t = map.affine
        let sigma = shadowSigma(layer, scale: sqrt(abs(t.determinant)))
        let pad = GaussianBlur.padding(sigma: sigma)
        // The colour everywhere, times the group's alpha (zero outside it).
        guard var shadow = try? Pixmap(width: source.width + 2 * pad, height: source.height + 2 * pad, fill: color.pixel)
        else { return }
        shadow.multiplyAlpha(by: source, atX: pad, y: pad)
        if sigma > 0 { blurrer.blur(&shadow, sigma: sigma) }
        let (dx, dy) = shadowDeviceOffset(layer, t)
        let position = Transform.translation(Double(box.x - pad) + dx, Double(box.y - pad) + dy)
        canvas.drawPixmap(shadow, transform: position, quality: .bilinear, alpha: alpha)
    }

    /// Draws a shadow shaped by `shadowPath` (no offscreen of the layer needed).
    func drawPathShadow(_ layer: CALayer, map t: Transform, into canvas: Canvas, alpha: Double) {
        guard let path = layer.shadowPath, !path.isEmpty, let color = shadowColor(layer) else { return }
        let raster = path.storage.rasterPath()
        let sigma = shadowSigma(layer, scale: sqrt(abs(t.determinant)))
        let pad = Double(GaussianBlur.padding(sigma: sigma))
        let (dx, dy) = shadowDeviceOffset(layer, t)
        guard let bbox = raster.transformed(by: t).controlBounds, bbox.isFinite else { return }
        var area = CGRect(x: bbox.x - pad, y: bbox.y - pad, width: bbox.width + 2 * pad, height: bbox.height + 2 * pad)
        // Only what can land on the canvas.
        area = area.intersection(canvasRect(canvas).offsetBy(dx: CGFloat(-dx - pad), dy: CGFloat(-dy - pad))
            .insetBy(dx: CGFloat(-2 * pad), dy: CGFloat(-2 * pad)))
        guard let box = PixelBox(area), let off = try? Canvas(width: box.width, height: box.height) else { return }
        let toOff = t.concatenating(.translation(-Double(box.x), -Double(box.y)))
        off.fill(raster, paint: Paint(color: color), transform: toOff)
        if sigma > 0 { blurrer.blur(&off.pixmap, sigma: sigma) }
        canvas.drawPixmap(off.pixmap, transform: .translation(Double(box.x) + dx, Double(box.y) + dy),
                          quality: .bilinear, alpha: alpha)
    }
}
