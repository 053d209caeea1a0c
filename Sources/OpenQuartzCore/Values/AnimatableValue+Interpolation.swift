import Foundation

extension AnimatableValue {
    /// The value a fraction `t` of the way from `a` to `b`.
    ///
    /// `t` may lie outside [0, 1] (timing functions and springs overshoot):
    /// every continuous kind extrapolates. Rules by kind:
    /// - numbers, points, sizes, rects, colours (per RGBA component): linear;
    /// - affine transforms: decomposed, shortest rotation;
    /// - 3D transforms: decomposed, quaternion slerp; element-wise when singular;
    /// - paths: element-wise when the structures match (after promoting lines
    ///   to cubics where that makes them match), otherwise a switch at t = 0.5;
    /// - arrays: element-wise over the common prefix; elements only one side has
    ///   are not animated, and the result has `a`'s length before t = 0.5 and
    ///   `b`'s from t = 0.5 on;
    /// - `.null` with a colour: the missing colour counts as transparent black
    ///   (0, 0, 0, 0), as Core Animation renders a nil colour;
    /// - anything else, and mismatched kinds: `a` before t = 0.5, `b` from 0.5 on.
    package static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        // The commonest kinds matched one value at a time: switching over the
        // tuple `(a, b)` copies and destroys both values through their value
        // witnesses (~250 instructions per call, callgrind).
        if case .number(let x) = a, case .number(let y) = b { return .number(x + (y - x) * t) }
        if case .point(let p) = a, case .point(let q) = b {
            return .point(CGPoint(x: lerp(p.x, q.x, t), y: lerp(p.y, q.y, t)))
        }
        switch (a, b) {
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: lerp(p.width, q.width, t), height: lerp(p.height, q.height, t)))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: lerp(p.origin.x, q.origin.x, t), y: lerp(p.origin.y, q.origin.y, t),
                                width: lerp(p.size.width, q.size.width, t), height: lerp(p.size.height, q.size.height, t)))
        case (.affine(let p), .affine(let q)):
            return .affine(CGAffineTransform.interpolate(from: p, to: q, fraction: t))
        case (.transform(let p), .transform(let q)):
            return .transform(CATransform3D.interpolate(from: p, to: q, fraction: t))
        case (.affine(let p), .transform(let q)):
            return .transform(CATransform3D.interpolate(from: CATransform3DMakeAffineTransform(p), to: q, fraction: t))
        case (.transform(let p), .affine(let q)):
            return .transform(CATransform3D.interpolate(from: p, to: CATransform3DMakeAffineTransform(q), fraction: t))
        case (.color(let p), .color(let q)):
            return .color(lerp(p, q, t))
        case (.null, .color(let q)):
            return .color(lerp(.transparent, q, t))
        case (.color(let p), .null):
            return .color(lerp(p, .transparent, t))
        case (.numbers(let p), .numbers(let q)):
            return .numbers(elementwise(p, q, t) { $0 + ($1 - $0) * t })
        case (.colors(let p), .colors(let q)):
            return .colors(elementwise(p, q, t) { lerp($0, $1, t) })
        case (.path(let p), .path(let q)):
            return .path(CGPath.interpolate(from: p, to: q, fraction: CGFloat(t)))
        default:
            return t < 0.5 ? a : b
        }
    }

    /// Whether `interpolate` blends `a` and `b` continuously (rather than
    /// switching at the midpoint). The animation boundary uses this to warn
    /// about values of mismatched types.
    package static func interpolatesContinuously(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect),
             (.affine, .affine), (.transform, .transform), (.affine, .transform), (.transform, .affine),
             (.color, .color), (.null, .color), (.color, .null),
             (.numbers, .numbers), (.colors, .colors), (.path, .path):
            return true
        default:
            return false
        }
    }

    @inline(__always) static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
        a + (b - a) * CGFloat(t)
    }

    @inline(__always) static func lerp(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
             blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// Element-wise combination over the common prefix; the tail comes from
    /// whichever side the result's length is taken from (see `interpolate`).
    static func elementwise<E>(_ a: [E], _ b: [E], _ t: Double, _ combine: (E, E) -> E) -> [E] {
        let longer = t < 0.5 ? a : b
        let common = min(a.count, b.count)
        var out = longer
        for i in 0..<min(common, out.count) { out[i] = combine(a[i], b[i]) }
        return out
    }
}

extension RGBA {
    /// Transparent black, the colour Core Animation draws for a nil colour.
    static let transparent = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}
