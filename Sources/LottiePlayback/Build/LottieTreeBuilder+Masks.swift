import Foundation
import OpenQuartzCore

// Layer masks (`masksProperties`) as Core Animation mask layers.
//
// A mask's value at a pixel is built up mask after mask, After Effects'
// way (the Lottie specification's mask modes; lottie-web and Skia's
// Skottie agree on the first four). With `A` the value so far and
// `c = o × coverage` the mask's own (opacity `o`, coverage of its outline,
// or of everything outside it when inverted):
//
// | mode | A after the mask | blend of a grey step onto A |
// |---|---|---|
// | add (`a`) | A + c − A·c | screen with c |
// | subtract (`s`) | A·(1 − c) | multiply by 1 − c |
// | intersect (`i`) | A·c | multiply by c |
// | lighten (`l`) | max(A, c) | lighten with c |
// | darken (`d`) | min(A, c) | darken with c |
// | difference (`f`) | abs(A − c) | difference with c |
//
// A starts at 1 when the first mask subtracts, intersects or darkens
// (there is something to take away from: the whole layer, as lottie-web's
// white rectangle under such a first mask), else at 0. Add is the union of
// a source-over painter (lottie-web, Skottie); After Effects' manual says
// opacities add, which differs only where translucent masks overlap.
//
// Every column is a compositing filter Core Animation has, applied to
// opaque greys, so the whole stack is a *luminance* mask
// (`CALayer.masksWithLuminance`): a covering layer of grey A₀, then per mask
// a covering layer (the grey of c outside the outline) holding the outline
// (the grey of c inside it) and blended onto the layers before it with the
// mode's filter. Antialiased edges blend the two greys by coverage, so each
// row holds at edges too. Masks that only add (no inversion, no expansion)
// keep the plain alpha mask: black outlines side by side.
//
// Expansion (`x`) grows the outline by x points (shrinks it for x < 0): the
// outline is stroked 2|x| wide with round joins in the grey of its inside
// (grow: the union of the fill and that band is exactly the outline offset
// by x, rounded at convex corners) or of its outside (shrink: exact erosion
// by a disc). For an inverted mask the outline is expanded, then inverted.

extension LottieTreeBuilder {
    /// Half the side of the square a covering layer (`coveringLayer(gray:)`)
    /// fills: far larger than any composition (`LottieLimits.maxDimension`),
    /// so "everything outside the outline" covers whatever the layer draws.
    static let coveringExtent: CGFloat = 65_536

    /// A mask for the layer's `masksProperties`, in its content's
    /// coordinates, or nil when it has none (every mask in mode `n`).
    func maskLayer(for layer: LottieLayer, map: LottieTimeMap) -> CALayer? {
        let masks = layer.masks.filter { $0.mode != .none }
        guard !masks.isEmpty else { return nil }
        let expansions = masks.map { checkedExpansion(of: $0) }
        if zip(masks, expansions).allSatisfy({ $0.mode == .add && !$0.inverted && $1 == nil }) {
            return unionMask(masks, map: map)
        }
        let startsFull = [LottieMask.Mode.subtract, .intersect, .darken].contains(masks[0].mode)
        let root = Self.coveringLayer(gray: startsFull ? 1 : 0)
        root.masksWithLuminance = true
        for (mask, expansion) in zip(masks, expansions) {
            root.addSublayer(maskStep(mask, expansion: expansion, map: map))
        }
        return root
    }

    /// A layer with a huge square of `gray` as its background whose
    /// coordinates are its superlayer's (its bounds start where it sits), so
    /// sublayers placed in it land where they would in the superlayer.
    static func coveringLayer(gray: Double) -> CALayer {
        let e = coveringExtent
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: -e, y: -e, width: 2 * e, height: 2 * e)
        layer.position = CGPoint(x: -e, y: -e)
        layer.backgroundColor = grayColor(gray)
        return layer
    }

    /// An opaque sRGB grey (its luminance is `gray`).
    static func grayColor(_ gray: Double) -> CGColor {
        let g = CGFloat(min(max(gray.isFinite ? gray : 0, 0), 1))
        return CGColor(srgbRed: g, green: g, blue: g, alpha: 1)
    }

    /// The compositing filter of a mask mode and the grey of `c` (the mask's
    /// opacity where it covers, 0 where it does not) that the filter blends.
    private static func step(_ mode: LottieMask.Mode) -> (filter: String, gray: (Double) -> Double) {
        switch mode {
        case .subtract: return ("multiplyBlendMode", { 1 - $0 })
        case .intersect: return ("multiplyBlendMode", { $0 })
        case .lighten: return ("lightenBlendMode", { $0 })
        case .darken: return ("darkenBlendMode", { $0 })
        case .difference: return ("differenceBlendMode", { $0 })
        case .add, .none: return ("screenBlendMode", { $0 })
        }
    }

    /// One mask of a luminance mask: a covering layer (the grey outside the
    /// outline) blended by the mode's filter, holding the outline (the grey
    /// inside), stroked for an expansion.
    private func maskStep(_ mask: LottieMask, expansion: LottieVectorProperty?, map: LottieTimeMap) -> CALayer {
        let (filter, gray) = Self.step(mask.mode)
        // The grey inside and outside the outline for an opacity (0…100).
        func inside(_ o: Double) -> Double { gray(mask.inverted ? 0 : Self.unitOpacity(o)) }
        func outside(_ o: Double) -> Double { gray(mask.inverted ? Self.unitOpacity(o) : 0) }
        let step = Self.coveringLayer(gray: 0)
        step.compositingFilter = filter
        bind(mask.opacity, "backgroundColor", on: step, map: map) { Self.grayColor(outside($0[0])) }
        let shape = CAShapeLayer()
        shape.anchorPoint = .zero
        bind(mask.opacity, "fillColor", on: shape, map: map) { Self.grayColor(inside($0[0])) }
        shape.strokeColor = nil
        shape.path = mask.outline.initialValue.cgPath
        if mask.outline.isAnimated {
            add(animation("path", mask.outline, map: map, value: { $0.cgPath }, at: mask.outline.value(at:)), to: shape)
        }
        if let expansion {
            // Grow: the band takes the inside's grey; shrink: the outside's.
            func band(_ o: Double, _ x: Double) -> CGColor { Self.grayColor(x >= 0 ? inside(o) : outside(o)) }
            shape.lineJoin = .round
            bind(expansion, "lineWidth", on: shape, map: map) { CGFloat(2 * abs($0[0])) }
            shape.strokeColor = band(mask.opacity.initialValue[0], expansion.initialValue[0])
            let animated = [mask.opacity, expansion].filter(\.isAnimated)
            if !animated.isEmpty {
                let ranges = animated.map { frameRange($0, map: map) }
                add(factory.sampledAnimation("strokeColor", from: ranges.map(\.0).min()!, to: ranges.map(\.1).max()!, map: map) {
                    band(mask.opacity.value(at: $0)[0], expansion.value(at: $0)[0])
                }, to: shape)
            }
        }
        step.addSublayer(shape)
        return step
    }

    /// Opacity 0…100 as 0…1.
    static func unitOpacity(_ o: Double) -> Double { min(max(o / 100, 0), 1) }

    /// The mask's expansion when it has one to draw: nil for none (0 and
    /// not animated). Values that are not finite or lie beyond
    /// `LottieLimits.maxDimension` are reported and the outline is used as
    /// it is.
    private func checkedExpansion(of mask: LottieMask) -> LottieVectorProperty? {
        let x = mask.expansion
        let values = x.keyframes.flatMap(\.value) + x.initialValue
        if let bad = values.first(where: { !$0.isFinite || abs($0) > limits.maxDimension }) {
            warn(mask.location.appending("x"), "mask expansion \(bad) is not a finite number of points up to \(limits.maxDimension); the outline is used as it is")
            return nil
        }
        return x.isAnimated || x.initialValue.first.map({ $0 != 0 }) == true ? x : nil
    }

    /// Masks that only add: black outlines side by side (their union), each
    /// with its opacity, as a plain alpha mask.
    private func unionMask(_ masks: [LottieMask], map: LottieTimeMap) -> CALayer {
        let container = Self.plainLayer()
        for mask in masks {
            let shape = CAShapeLayer()
            shape.anchorPoint = .zero
            shape.fillColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            shape.strokeColor = nil
            shape.path = mask.outline.initialValue.cgPath
            if mask.outline.isAnimated {
                add(animation("path", mask.outline, map: map, value: { $0.cgPath }, at: mask.outline.value(at:)), to: shape)
            }
            bind(mask.opacity, "opacity", on: shape, map: map) { Self.unitOpacity($0[0]) }
            container.addSublayer(shape)
        }
        return container
    }
}
