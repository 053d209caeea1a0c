import Foundation
import Raster

extension Compositor {
    // MARK: Background and border

    /// Fills the bounds (rounded by `cornerRadius` at `maskedCorners`) with
    /// `backgroundColor`; with `model`, from kept coverage when unchanged (`FillCache`).
    func drawBackground(_ layer: LayerValues, _ t: Transform, _ canvas: Canvas, _ alpha: Double, model: CALayer? = nil) {
        if case .backdrop(let radius) = layer.content { drawBackdrop(radius: radius, layer, t, canvas, alpha) }
        guard let color = layer.backgroundColor, color.alpha > 0 else { return }
        let paint = colorPaint(color, pattern: layer.patternColors?.background, t, alpha)
        if aliasesSomeEdges(layer) {
            fillWithEdgeMask(layer, t, canvas, paint: paint)
            return
        }
        if drawsAliasedEdges(layer, t), effectiveCornerRadius(layer) == 0 {
            fillAliasedQuad(Rect(layer.bounds.standardized), t, canvas, paint: paint)
            return
        }
        // A square-cornered background under a scale and translation is a
        // rectangle Raster fills directly as fast as kept coverage would be
        // replayed (about 170 ns for a small one); the cache's key and
        // lookup cost as much again (9 % of a 10,000-layer frame).
        let plainRectangle = effectiveCornerRadius(layer) == 0 && t.isScaleTranslate
        if !plainRectangle,
           fillFromCache(model, layer, .background, rule: .nonZero, paint: paint, t, canvas, outline: { roundedBoundsPath(layer) }) {
            return
        }
        canvas.fill(roundedBoundsPath(layer), paint: paint, transform: t)
    }

    /// Draws the border inside the bounds: the rounded bounds minus the same
    /// shape inset by `borderWidth` (inner radius `cornerRadius − borderWidth`);
    /// with `model`, from kept coverage when unchanged (`FillCache`). Square
    /// borders of rotated layers have aliased edges (`Compositor+AliasedEdges`).
    func drawBorder(_ layer: LayerValues, _ t: Transform, _ canvas: Canvas, _ alpha: Double, model: CALayer? = nil) {
        let width = Double(layer.borderWidth)
        guard width > 0, width.isFinite, let color = layer.borderColor, color.alpha > 0 else { return }
        func ring() -> Raster.Path {
            let b = layer.bounds.standardized
            var ring = roundedBoundsPath(layer)
            let inner = b.insetBy(dx: CGFloat(width), dy: CGFloat(width))
            if inner.width > 0 && inner.height > 0 {
                let r = max(0, effectiveCornerRadius(layer) - width)
                ring.append(Self.roundedRect(Rect(inner), radius: r, corners: layer.maskedCorners, curve: layer.cornerCurve))
            }
            return ring
        }
        let paint = colorPaint(color, pattern: layer.patternColors?.border, t, alpha)
        if drawsAliasedEdges(layer, t), effectiveCornerRadius(layer) == 0 {
            let b = layer.bounds.standardized
            fillAliasedQuad(Rect(b), minus: Rect(b.insetBy(dx: CGFloat(width), dy: CGFloat(width))), t, canvas, paint: paint)
            return
        }
        if fillFromCache(model, layer, .border, rule: .evenOdd, paint: paint, t, canvas, outline: ring) { return }
        canvas.fill(ring(), paint: paint, rule: .evenOdd, transform: t)
    }

    // MARK: Contents

    /// Draws `contents` (a `CGImage`) placed by `contentsGravity`, cut by
    /// `contentsRect`, sized by `contentsScale` and nine-sliced by `contentsCenter`,
    /// sampled with the layer's magnification or minification filter (by
    /// the target pixels per image pixel; `.trilinear` shrinking reads
    /// mipmaps, `mipLevels`, except when nine-sliced).
    /// `model` (when given) lets unchanged contents come from `caches.contents`.
    func drawContents(_ layer: LayerValues, _ t: Transform, _ canvas: Canvas, _ alpha: Double, model: CALayer) {
        guard let contents = layer.contents else { return }
        guard let image = contents as? CGImage else {
            CADiagnostics.reportOnce("Compositor: contents of type \(Swift.type(of: contents)) are not a CGImage; not drawn", about: model)
            return
        }
        drawImageContents(image, of: layer, t, canvas, alpha, model: model)
    }

    /// Draws `image` as `layer`'s contents (see `drawContents`).
    func drawImageContents(_ image: CGImage, of layer: LayerValues, _ t: Transform, _ canvas: Canvas, _ alpha: Double,
                           blend: BlendMode = .sourceOver, model: CALayer? = nil) {
        let pixmap = image.pixmap
        guard pixmap.width > 0, pixmap.height > 0 else { return }
        let cr = layer.contentsRect
        guard cr.isFiniteRect else { return }
        // The part of the image shown, in image pixels (may reach outside: the edge pixels extend).
        let source = Rect(x: Double(cr.minX) * Double(pixmap.width), y: Double(cr.minY) * Double(pixmap.height),
                          width: Double(cr.width) * Double(pixmap.width), height: Double(cr.height) * Double(pixmap.height))
        guard source.width != 0, source.height != 0 else { return }
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? Double(layer.contentsScale) : 1
        let size = CGSize(width: abs(source.width) / scale, height: abs(source.height) / scale)
        let gravity = layer.contentsGravity
        let dest = ContentsLayout.rect(for: size, in: layer.bounds.standardized, gravity: gravity,
                                       geometryFlipped: layer.isGeometryFlipped)
        guard dest.width > 0, dest.height > 0, dest.isFiniteRect else { return }
        // Magnified or minified on the device (as a GPU picks the filter):
        // device pixels per image pixel along each axis, through the layer's map.
        let perPixelX = Double(dest.width) / abs(source.width) * hypot(t.a, t.b)
        let perPixelY = Double(dest.height) / abs(source.height) * hypot(t.c, t.d)
        let magnifies = perPixelX > 1 || perPixelY > 1
        let filter = magnifies ? layer.magnificationFilter : layer.minificationFilter
        let quality: SamplingQuality = filter == .nearest ? .nearest : .bilinear
        // Trilinear shrinking samples mipmaps (by the more shrunk axis, as a GPU does).
        let mip = !magnifies && filter == .trilinear
            ? mipLevels(image, shrink: 1 / min(perPixelX, perPixelY), bias: layer.minificationFilterBias) : nil
        let center = layer.contentsCenter
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        // Under an odd number of geometry-flipped superlayers the layer's plane
        // is mirrored; the image keeps its orientation (Apple's contentsAreFlipped).
        let upright = model.map(superlayersMirrorContents) ?? false
        let aliased = drawsAliasedEdges(layer, t)
        if center != unit, center.isFiniteRect, ContentsLayout.stretches(gravity) {
            // Upright: the nine slices laid out as usual, then mirrored as a whole within `dest`.
            let sliceMap = upright ? Transform.mirroringRows(of: Rect(dest)).concatenating(t) : t
            for (src, dst) in ContentsLayout.nineSlice(source: source, center: center, dest: Rect(dest), scale: scale) {
                drawImagePart(pixmap, src, dst, sliceMap, canvas, alpha, quality, blend, aliased: aliased)
            }
        } else {
            let key = options.usesContentsCache && !aliased ? model.flatMap { caches.generations.key($0, layer) } : nil
            drawImagePart(pixmap, source, Rect(dest), t, canvas, alpha, quality, blend, cache: key, mip: mip, mirrored: upright,
                          aliased: aliased)
        }
    }

    /// Draws a running `contents` animation: the old and new images
    /// cross-dissolved (old × (1 − f) + new × f, in an offscreen so the sum
    /// is exact), as Core Animation animates `contents`.
    func drawContentsCrossfade(_ layer: LayerValues, _ fade: (from: CGImage?, to: CGImage?, fraction: Double),
                               _ t: Transform, _ canvas: Canvas, _ alpha: Double) {
        var box = canvasRect(canvas)
        if ContentsLayout.stretches(layer.contentsGravity) && layer.contentsGravity != .resizeAspectFill {
            box = box.intersection(ProjectiveTransform(t).mapRect(layer.bounds.standardized).insetBy(dx: -1, dy: -1))
        }
        guard let pixels = PixelBox(box), let off = try? Canvas(width: pixels.width, height: pixels.height) else { return }
        let toOff = t.concatenating(.translation(-Double(pixels.x), -Double(pixels.y)))
        let f = min(max(fade.fraction, 0), 1)
        if let from = fade.from { drawImageContents(from, of: layer, toOff, off, 1 - f, blend: .plusLighter) }
        if let to = fade.to { drawImageContents(to, of: layer, toOff, off, f, blend: .plusLighter) }
        canvas.drawPixmap(off.pixmap, transform: .translation(Double(pixels.x), Double(pixels.y)), quality: .nearest, alpha: alpha)
    }

    /// The mipmap levels trilinear filtering samples for contents shrunk by
    /// `shrink` (image pixels per target pixel along the more shrunk axis):
    /// at level λ = log₂ shrink + `bias`, levels ⌊λ⌋ and ⌊λ⌋ + 1 blended by
    /// the fraction of λ (the last level alone past the end of the chain);
    /// nil for λ ≤ 0 (the image itself, bilinear). A non-finite bias counts as 0.
    func mipLevels(_ image: CGImage, shrink: Double, bias: Float) -> MipLevels? {
        let lambda = log2(shrink) + (bias.isFinite ? Double(bias) : 0)
        guard lambda > 0, lambda.isFinite else { return nil }
        let chain = caches.mipmaps.chain(of: image)
        let last = chain.levels.count - 1
        guard last > 0 else { return nil }
        let base = Int(lambda.rounded(.down))
        if base >= last { return MipLevels(fine: chain.levels[last], coarser: nil, weight: 0, level: last) }
        let f = lambda - Double(base)
        return MipLevels(fine: chain.levels[base], coarser: f > 0 ? chain.levels[base + 1] : nil, weight: f, level: base)
    }

    /// Fills `dst` (layer coordinates) with the image pixels of `src`; with
    /// `cache` (naming the values whose contents `image` is), from
    /// `caches.contents` when that applies; with `mip`, sampling those
    /// levels of `image` (trilinear filtering).
    func drawImagePart(_ image: Pixmap, _ src: Rect, _ dst: Rect, _ t: Transform, _ canvas: Canvas,
                       _ alpha: Double, _ quality: SamplingQuality, _ blend: BlendMode = .sourceOver,
                       cache: LayerKey? = nil, mip: MipLevels? = nil, mirrored: Bool = false, aliased: Bool = false) {
        guard src.width != 0, src.height != 0, dst.width > 0, dst.height > 0 else { return }
        let sx = dst.width / src.width, sy = dst.height / src.height
        // `mirrored`: the image's rows run up `dst` (bottom row at the top).
        let imageToLayer = mirrored
            ? Transform(a: sx, b: 0, c: 0, d: -sy, tx: dst.x - src.x * sx, ty: dst.y + dst.height + src.y * sy)
            : Transform(a: sx, b: 0, c: 0, d: sy, tx: dst.x - src.x * sx, ty: dst.y - src.y * sy)
        let whole = src.x == 0 && src.y == 0 && src.width == Double(image.width) && src.height == Double(image.height)
        // The whole image: `drawPixmap`'s fill (the image's rectangle through
        // its map to the device); a part: `dst` filled with the image placed.
        var pattern = ImagePattern(image: image, transform: whole ? .identity : imageToLayer, quality: quality)
        if let mip {
            // Level pixels to image pixels, then as the image.
            let toImage = Transform.scale(mip.scale, mip.scale).concatenating(pattern.transform)
            pattern = mip.coarser.map { ImagePattern(image: mip.fine, coarser: $0, weight: mip.weight, transform: toImage) }
                ?? ImagePattern(image: mip.fine, transform: toImage, quality: .bilinear)
        }
        let paint = Paint(shader: .image(pattern), blendMode: blend, alpha: alpha)
        let rect = whole ? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)) : dst
        let map = whole ? imageToLayer.concatenating(t) : t
        // Without edge antialiasing (a rotated layer on iOS): the quad's pixels by their centres.
        if aliased {
            fillAliasedQuad(rect, map, canvas, paint: paint)
            return
        }
        if let cache, blend == .sourceOver,
           drawCachedSamples(caches.contents, cache, layerMap: t, alpha: alpha, paint: paint, rect: rect, map: map, canvas) {
            return
        }
        canvas.fillRect(rect, paint: paint, transform: map)
    }
}

extension Rect {
    /// The same rectangle in Raster's type.
    init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

/// The mipmap levels a trilinear draw samples (`Compositor.mipLevels`).
struct MipLevels {
    /// Level `level` of the image's chain.
    let fine: Pixmap
    /// Level `level + 1`, blended in by `weight`; nil for `fine` alone.
    let coarser: Pixmap?
    let weight: Double
    let level: Int
    /// Image pixels per pixel of `fine`: 2^level.
    var scale: Double { Double(1 << level) }
}
