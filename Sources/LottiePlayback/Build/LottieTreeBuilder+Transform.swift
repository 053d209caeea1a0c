import Foundation
import OpenQuartzCore

extension LottieTreeBuilder {
    /// The layers of one Lottie transform: an outer layer placed at the
    /// position and turned by the rotation (and faded by the opacity when
    /// `opacity`), a middle one skewed and scaled (left out when both are
    /// fixed at identity), and an inner one offset by minus the anchor, so a
    /// point q of the content lands at p + R·K·S·(q − a). Returns the outer
    /// and the inner layer (content goes into the inner one).
    ///
    /// Splitting the matrix over layers lets each animated part be one
    /// Core Animation key path (`position`, `transform.rotation.z`,
    /// `transform.scale.x`/`.y`, `position` of the anchor layer) with its own
    /// keyframes and easing, as in the file.
    func transformLayers(_ t: LottieTransform, map: LottieTimeMap, opacity: Bool, autoOrient: Bool,
                         path: LottieJSONPath) -> (outer: CALayer, inner: CALayer) {
        let outer = Self.plainLayer()
        bindPosition(t, on: outer, map: map, autoOrient: autoOrient, path: path)
        bind(t.rotation, "transform.rotation.z", on: outer, map: map) { $0[0] * .pi / 180 }
        if opacity {
            bind(t.opacity, "opacity", on: outer, map: map) { min(max($0[0] / 100, 0), 1) }
        }
        var host = outer
        let hasSkew = t.skew.isAnimated || t.skew.initialValue[0] != 0
        if t.scale.isAnimated || t.scale.initialValue != [100, 100] || hasSkew {
            let middle = Self.plainLayer()
            if hasSkew {
                bindSkewAndScale(t, on: middle, map: map, path: path)
            } else {
                bind(t.scale, "transform.scale.x", on: middle, map: map, dimension: 0) { $0[0] / 100 }
                bind(t.scale, "transform.scale.y", on: middle, map: map, dimension: 1) { $0[$0.count > 1 ? 1 : 0] / 100 }
            }
            host.addSublayer(middle)
            host = middle
        }
        let inner = Self.plainLayer()
        bind(t.anchor, "position", on: inner, map: map) { v in CGPoint(x: -v[0], y: -(v.count > 1 ? v[1] : 0)) }
        host.addSublayer(inner)
        return (outer, inner)
    }

    /// The position: one property (a path animation when it has spatial
    /// tangents, split into x and y when its dimensions ease differently) or
    /// the split `p.x`/`p.y` properties.
    private func bindPosition(_ t: LottieTransform, on layer: CALayer, map: LottieTimeMap, autoOrient: Bool,
                              path: LottieJSONPath) {
        guard let position = t.position else {
            bind(t.positionX ?? .fixed([0]), "position.x", on: layer, map: map) { $0[0] }
            bind(t.positionY ?? .fixed([0]), "position.y", on: layer, map: map) { $0[0] }
            if autoOrient { unsupported(path.appending("p"), "auto-orient with a split position is not supported; the layer does not turn") }
            return
        }
        func point(_ v: [Double]) -> CGPoint { CGPoint(x: v[0], y: v.count > 1 ? v[1] : 0) }
        layer.position = point(position.initialValue)
        guard position.isAnimated else { return }
        if position.hasPerDimensionEasing {
            if position.hasSpatialTangents || map.remap != nil {
                // A curve whose coordinates ease differently: no key path expresses it; sampled.
                let (start, end) = frameRange(position, map: map)
                add(factory.sampledAnimation("position", from: start, to: end, map: map) { point(position.value(at: $0)) },
                    to: layer)
            } else {
                add(factory.keyframeAnimation("position.x", position.keyframes, map: map, dimension: 0) { $0[0] }, to: layer)
                add(factory.keyframeAnimation("position.y", position.keyframes, map: map, dimension: 1) { $0[$0.count > 1 ? 1 : 0] },
                    to: layer)
            }
            if autoOrient { unsupported(path.appending("p"), "auto-orient with per-axis easing is not supported; the layer does not turn") }
            return
        }
        if map.remap != nil {
            add(animation("position", position, map: map, value: point, at: position.value(at:)), to: layer)
            if autoOrient { unsupported(path.appending("ao"), "auto-orient inside a time-remapped precomposition is not supported; the layer does not turn") }
        } else if position.hasSpatialTangents || autoOrient {
            let animation = factory.pathAnimation("position", position, map: map)
            if autoOrient { animation.rotationMode = .rotateAuto }
            add(animation, to: layer)
        } else {
            add(factory.keyframeAnimation("position", position.keyframes, map: map) { point($0) }, to: layer)
        }
    }

    /// Skew and scale together as one affine transform (skew by `sk` degrees
    /// along the axis `sa`): sampled per frame when either animates.
    private func bindSkewAndScale(_ t: LottieTransform, on layer: CALayer, map: LottieTimeMap, path: LottieJSONPath) {
        func matrix(_ frame: Double) -> CATransform3D { CATransform3DMakeAffineTransform(Self.skewAndScale(t, at: frame)) }
        layer.transform = matrix(-.infinity)   // every first value
        let animated = [t.scale, t.skew, t.skewAxis].filter(\.isAnimated)
        guard !animated.isEmpty else { return }
        let ranges = animated.map { frameRange($0, map: map) }
        let start = ranges.map(\.0).min()!, end = ranges.map(\.1).max()!
        add(factory.sampledAnimation("transform", from: start, to: end, map: map) { matrix($0) }, to: layer)
    }

    /// The scale, then the skew (by `sk` degrees along the axis `sa`) of a
    /// transform at a local frame.
    nonisolated static func skewAndScale(_ t: LottieTransform, at frame: Double) -> CGAffineTransform {
        let s = t.scale.value(at: frame), sk = t.skew.value(at: frame)[0], sa = t.skewAxis.value(at: frame)[0]
        let axis = sa * .pi / 180
        // Rotate to the axis, shear along it, rotate back (After Effects' skew), then scale.
        let shear = CGAffineTransform(a: 1, b: 0, c: CGFloat(tan(-sk * .pi / 180)), d: 1, tx: 0, ty: 0)
        let skew = CGAffineTransform(rotationAngle: CGFloat(-axis)).concatenating(shear)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(axis)))
        let scale = CGAffineTransform(scaleX: CGFloat(s[0] / 100), y: CGFloat(s[s.count > 1 ? 1 : 0] / 100))
        return scale.concatenating(skew)
    }

    /// The whole transform at a local frame as one matrix: q ↦ p + R·K·S·(q − a).
    nonisolated static func affine(_ t: LottieTransform, at frame: Double) -> CGAffineTransform {
        let a = t.anchor.value(at: frame)
        let p = t.position?.value(at: frame) ?? [t.positionX?.value(at: frame)[0] ?? 0, t.positionY?.value(at: frame)[0] ?? 0]
        return CGAffineTransform(translationX: -a[0], y: -(a.count > 1 ? a[1] : 0))
            .concatenating(skewAndScale(t, at: frame))
            .concatenating(CGAffineTransform(rotationAngle: t.rotation.value(at: frame)[0] * .pi / 180))
            .concatenating(CGAffineTransform(translationX: p[0], y: p.count > 1 ? p[1] : 0))
    }

    /// The composition frames of a property's first and last keyframes.
    func frameRange<V>(_ property: LottieProperty<V>, map: LottieTimeMap) -> (Double, Double) {
        if let remap = map.remap { return (remap.range.start, remap.range.end) }
        let k = property.keyframes
        guard let first = k.first, let last = k.last else { return (0, 0) }
        return (map.compositionFrame(first.time), map.compositionFrame(last.time))
    }
}
