import Foundation

/// Arithmetic for additive, cumulative and `byValue` animations.
///
/// Apple documents these as "adding" values. For scalars, points, sizes,
/// rects, colours and arrays that is component-wise addition. For transforms
/// it is concatenation: `add(base, delta)` applies `delta` first, then `base`
/// (so an additive rotation turns the layer in place and keeps the model's
/// translation), `subtract(a, b)` is its inverse (`add(b, subtract(a, b)) == a`),
/// and `scale(v, k)` is the transform "k times as far" from the identity
/// (decomposed: k × the rotation angle, k × the translation, scale 1 + k·(s − 1)).
/// Paths and discrete values cannot be added: `add` returns the delta,
/// `subtract` the first operand and `scale` the value itself.
extension AnimatableValue {
    /// `base` plus `delta`.
    package static func add(_ base: AnimatableValue, _ delta: AnimatableValue) -> AnimatableValue {
        switch (base, delta) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case (.affine(let p), .affine(let q)): return .affine(q.concatenating(p))
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(q, p))
        case (.affine(let p), .transform(let q)): return .transform(CATransform3DConcat(q, CATransform3DMakeAffineTransform(p)))
        case (.transform(let p), .affine(let q)): return .transform(CATransform3DConcat(CATransform3DMakeAffineTransform(q), p))
        case (.color(let p), .color(let q)):
            return .color(RGBA(red: p.red + q.red, green: p.green + q.green, blue: p.blue + q.blue, alpha: p.alpha + q.alpha))
        case (.numbers(let p), .numbers(let q)): return .numbers(combineArrays(p, q, +))
        case (.colors(let p), .colors(let q)):
            return .colors(combineArrays(p, q) { RGBA(red: $0.red + $1.red, green: $0.green + $1.green, blue: $0.blue + $1.blue, alpha: $0.alpha + $1.alpha) })
        default: return delta
        }
    }

    /// `a` minus `b`.
    package static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x - y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y,
                                width: p.size.width - q.size.width, height: p.size.height - q.size.height))
        case (.affine(let p), .affine(let q)): return .affine(p.concatenating(q.inverted()))
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(p, CATransform3DInvert(q)))
        case (.affine(let p), .transform(let q)):
            return .transform(CATransform3DConcat(CATransform3DMakeAffineTransform(p), CATransform3DInvert(q)))
        case (.transform(let p), .affine(let q)):
            return .transform(CATransform3DConcat(p, CATransform3DMakeAffineTransform(q.inverted())))
        case (.color(let p), .color(let q)):
            return .color(RGBA(red: p.red - q.red, green: p.green - q.green, blue: p.blue - q.blue, alpha: p.alpha - q.alpha))
        case (.numbers(let p), .numbers(let q)): return .numbers(combineArrays(p, q, -))
        case (.colors(let p), .colors(let q)):
            return .colors(combineArrays(p, q) { RGBA(red: $0.red - $1.red, green: $0.green - $1.green, blue: $0.blue - $1.blue, alpha: $0.alpha - $1.alpha) })
        default: return a
        }
    }

    /// `v` scaled by `k`.
    package static func scale(_ v: AnimatableValue, by k: Double) -> AnimatableValue {
        let f = CGFloat(k)
        switch v {
        case .number(let x): return .number(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * f, y: p.y * f))
        case .size(let s): return .size(CGSize(width: s.width * f, height: s.height * f))
        case .rect(let r): return .rect(CGRect(x: r.origin.x * f, y: r.origin.y * f, width: r.size.width * f, height: r.size.height * f))
        case .affine(let a): return .affine(CGAffineTransform.interpolate(from: .identity, to: a, fraction: k))
        case .transform(let t): return .transform(CATransform3D.interpolate(from: .identity, to: t, fraction: k))
        case .color(let c): return .color(RGBA(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k))
        case .numbers(let n): return .numbers(n.map { $0 * k })
        case .colors(let c): return .colors(c.map { RGBA(red: $0.red * k, green: $0.green * k, blue: $0.blue * k, alpha: $0.alpha * k) })
        case .path, .null, .discrete: return v
        }
    }

    /// The additive identity of `other`'s kind when `self` is the generic
    /// neutral value `.number(0)` (what an additive or value-function
    /// animation's missing endpoint starts as) and `other` is of another kind
    /// that adds: zero for points, sizes, rects, colours (transparent black)
    /// and arrays, the identity for transforms. Otherwise `self`.
    package func neutralized(like other: AnimatableValue) -> AnimatableValue {
        guard case .number(0) = self else { return self }
        switch other {
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .affine: return .affine(.identity)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        case .numbers(let n): return .numbers(Array(repeating: 0, count: n.count))
        case .colors(let c): return .colors(Array(repeating: RGBA(red: 0, green: 0, blue: 0, alpha: 0), count: c.count))
        case .number, .path, .null, .discrete: return self
        }
    }

    /// Element-wise over the common prefix; the longer array's tail is kept.
    private static func combineArrays<E>(_ a: [E], _ b: [E], _ op: (E, E) -> E) -> [E] {
        var out = a.count >= b.count ? a : b
        for i in 0..<min(a.count, b.count) { out[i] = op(a[i], b[i]) }
        return out
    }
}
