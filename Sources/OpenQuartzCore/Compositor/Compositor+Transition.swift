import Foundation
import Raster

extension CALayer {
    /// The transition running on the layer at media time `t` and its
    /// progress (after the timing function, between start and end progress).
    func activeTransition(at t: Double) -> (TransitionSpec, Double)? {
        firstApplyingAnimation(at: t) { compiled -> TransitionSpec? in
            if case .transition(let spec) = compiled.payload { return spec }
            return nil
        }.map { spec, f in (spec, spec.startProgress + (spec.endProgress - spec.startProgress) * f) }
    }

    /// A running animation of `contents` at media time `t`: its from and to
    /// images and the fraction between them (after the timing function).
    /// The first applying basic animation of "contents" wins.
    func contentsCrossfade(at t: Double) -> (from: CGImage?, to: CGImage?, fraction: Double)? {
        func image(_ v: AnimatableValue) -> CGImage? {
            if case .discrete(let d) = v { return d.value as? CGImage }
            return nil
        }
        return firstApplyingAnimation(at: t) { compiled -> (CGImage?, CGImage?)? in
            guard compiled.target?.drawn == .contents, compiled.target?.component == nil,
                  case .basic(let from, let to) = compiled.payload else { return nil }
            return (image(from), image(to))
        }.map { images, f in (images.0, images.1, f) }
    }

    /// The first committed animation that `match` accepts and that applies at
    /// media time `t`, with its eased fraction (timing function applied). The
    /// layer's local time is computed only once something matches.
    private func firstApplyingAnimation<T>(at t: Double, _ match: (CompiledAnimation) -> T?) -> (T, Double)? {
        guard !renderAnimations.isEmpty else { return nil }
        var local: Double?
        for entry in renderAnimations where entry.drawsSpecially {
            guard let compiled = entry.compiled, let value = match(compiled) else { continue }
            let lt = local ?? convertTime(t, from: nil)
            local = lt
            let state = compiled.timing.evaluate(parentTime: lt)
            guard state.shouldApply else { continue }
            return (value, compiled.curve.map { $0.solve(state.progress) } ?? state.progress)
        }
        return nil
    }
}

extension Compositor {
    /// Draws a layer during a `CATransition`: its new content and the
    /// "before" snapshot combined inside the bounds, then placed by the
    /// layer's map with `alpha`.
    ///
    /// At progress p (0…1): `.fade` cross-dissolves (old × (1 − p) + new × p);
    /// `.moveIn` slides the new content in over the old; `.push` slides both;
    /// `.reveal` slides the old away over the new. The subtype names the edge
    /// the new content comes from (`.fromLeft` by default); as on iOS, where
    /// layers are y-down, `.fromTop` enters from the bottom of the screen and
    /// `.fromBottom` from the top. Moving content shows outside the bounds
    /// unless the layer has `masksToBounds`. The 3D types UIKit's view
    /// transitions use — "oglFlip", "pageCurl", "pageUnCurl" — are drawn by
    /// `TransitionPicture3D`.
    func drawTransition(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double,
                        old oldImage: TransitionSnapshot, spec: TransitionSpec, progress p: Double) {
        let b = layer.bounds.standardized
        // The 3D types turn the bounds' picture as a card; the others move
        // or blend both pictures whole: the union of the old picture's part
        // of the plane and the new subtree's.
        let turns = spec.type == .flip || spec.type == .pageCurl || spec.type == .pageUnCurl
        let area = turns ? b : transitionExtent(model, layer).union(oldImage.rect)
        guard let plane = PlaneOffscreen(area, scale: map.maxScale(over: b), limit: 4),
              let new = try? Canvas(width: plane.width, height: plane.height) else { return }
        let scale = plane.scale, w = plane.width, h = plane.height, toLocal = plane.map
        renderGroupContent(model, layer, map: toLocal, into: new)

        // Where the new content comes from, in offscreen pixels: one bounds
        // size away (the bounds in whole pixels, as the pictures' planes).
        let W = (Double(b.width) * scale).rounded(.up), H = (Double(b.height) * scale).rounded(.up)
        let entry: (Double, Double)
        switch spec.subtype {
        case .fromRight?: entry = (W, 0)
        case .fromTop?: entry = (0, H)
        case .fromBottom?: entry = (0, -H)
        default: entry = (-W, 0)
        }
        // Moving pictures show outside the bounds unless the layer clips
        // (`masksToBounds`), as on iOS: the result grows one bounds-size
        // along the motion on both sides.
        let moves = spec.type == .moveIn || spec.type == .push || spec.type == .reveal
        var (gx, gy) = moves && !layer.masksToBounds ? (abs(entry.0), abs(entry.1)) : (0, 0)
        if spec.type == .flip && !layer.masksToBounds {
            // The near edge of the turning picture grows across the flip axis.
            if spec.subtype == .fromTop || spec.subtype == .fromBottom {
                gx = TransitionPicture3D.flipMargin(across: W)
            } else {
                gy = TransitionPicture3D.flipMargin(across: H)
            }
        }
        guard let result = try? Canvas(width: w + 2 * Int(gx), height: h + 2 * Int(gy)) else { return }
        // The old picture's origin in the offscreen's pixels.
        let oldX = Double(oldImage.rect.minX - area.minX) * scale, oldY = Double(oldImage.rect.minY - area.minY) * scale
        func drawOld(offset k: Double, alpha a: Double, blend: BlendMode = .sourceOver) {
            guard a > 0 else { return }
            let s = scale / oldImage.scale
            let t = Transform(a: s, b: 0, c: 0, d: s, tx: gx + oldX + entry.0 * k, ty: gy + oldY + entry.1 * k)
            result.drawPixmap(oldImage.pixmap, transform: t, quality: .bilinear, blendMode: blend, alpha: a)
        }
        func drawNew(offset k: Double, alpha a: Double, blend: BlendMode = .sourceOver) {
            guard a > 0 else { return }
            result.drawPixmap(new.pixmap, transform: .translation(gx + entry.0 * k, gy + entry.1 * k), quality: .bilinear,
                              blendMode: blend, alpha: a)
        }
        let q = min(max(p, 0), 1)
        let picture3D = TransitionPicture3D(old: (boundsPart(of: oldImage, bounds: b), scale / oldImage.scale), new: new.pixmap,
                                            size: (W, H), margin: (gx, gy))
        switch spec.type {
        case .flip:
            picture3D.drawFlip(into: result, subtype: spec.subtype, progress: q)
        case .pageCurl, .pageUnCurl:
            picture3D.drawCurl(into: result, uncurls: spec.type == .pageUnCurl, progress: q)
        case .moveIn:
            drawOld(offset: 0, alpha: 1)
            drawNew(offset: 1 - q, alpha: 1)
        case .push:
            drawOld(offset: -q, alpha: 1)
            drawNew(offset: 1 - q, alpha: 1)
        case .reveal:
            drawNew(offset: 0, alpha: 1)
            drawOld(offset: -q, alpha: 1)
        default:
            // Cross-dissolve: the weighted sum of both pictures.
            drawOld(offset: 0, alpha: 1 - q, blend: .plusLighter)
            drawNew(offset: 0, alpha: q, blend: .plusLighter)
        }
        let back = toLocal.concatenating(.translation(gx, gy)).invertedOrNaN().concatenating(map)
        if back.isAffine {
            canvas.drawPixmap(result.pixmap, transform: back.affine, quality: .bilinear, alpha: alpha)
        } else {
            report(canvas.drawPixmap(result.pixmap, projective: back, quality: .bilinear, alpha: alpha), model)
        }
    }

    /// The bounds' part of a "before" picture, at the picture's scale: the
    /// picture itself when it covers just the bounds (the 3D types turn
    /// the bounds as a card).
    private func boundsPart(of picture: TransitionSnapshot, bounds b: CGRect) -> Pixmap {
        guard picture.rect != b else { return picture.pixmap }
        let w = Int((Double(b.width) * picture.scale).rounded(.up)), h = Int((Double(b.height) * picture.scale).rounded(.up))
        guard let part = try? Canvas(width: max(w, 1), height: max(h, 1)) else { return picture.pixmap }
        let dx = Double(picture.rect.minX - b.minX) * picture.scale, dy = Double(picture.rect.minY - b.minY) * picture.scale
        part.drawPixmap(picture.pixmap, transform: .translation(dx, dy), quality: .bilinear, blendMode: .copy, alpha: 1)
        return part.pixmap
    }

    /// The part of a layer's plane (its bounds' coordinates) a transition
    /// pictures: the bounds, widened to what its visible sublayers draw
    /// outside them, their shadows included (`estimateBox`) — unless the
    /// layer clips (`masksToBounds`), or a sublayer cannot be bounded
    /// cheaply (3D transforms, text, replicators, emitters: then the
    /// bounds, as before this was widened).
    func transitionExtent(_ model: CALayer, _ layer: LayerValues) -> CGRect {
        let b = layer.bounds.standardized
        guard !layer.masksToBounds else { return b }
        var r = b
        for child in model.children {
            let cv = values(of: child)
            if cv.isHidden { continue }
            let m = ProjectiveTransform(cv.layerToSuperlayerMatrix(sublayerTransformOf: layer))
            guard let box = estimateBox(child, cv, map: m, level: 1) else { return b }
            // `estimateBox` pads by a unit for antialiasing in device space; here the unit is a point.
            r = r.union(box.insetBy(dx: 1, dy: 1))
        }
        return r.isFiniteRect ? r : b
    }
}
