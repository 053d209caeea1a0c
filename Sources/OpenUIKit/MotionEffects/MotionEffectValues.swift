import Foundation

/// The relative values of motion effects (Apple's API hands them around as
/// `Any`) in Core Animation's typed form, and the arithmetic the effects do
/// on them: interpolation (`UIInterpolatingMotionEffect`), addition
/// (`UIMotionEffectGroup`, and the effects of one view on the same key
/// path) and the check that a value fits the property it moves.
///
/// The kinds a motion effect can move a property by are those Core
/// Animation adds component by component — numbers, points, sizes,
/// rectangles — and transforms (added by concatenation, as additive
/// animations add them). A `UIOffset` or `CGVector` counts as a point.
enum MotionEffectValues {
    /// `any` as a typed value (`UIOffset` as a point; the rest as Core
    /// Animation converts animation values).
    static func typed(_ any: Any?) -> AnimatableValue {
        if let offset = any as? UIOffset { return .point(CGPoint(x: offset.horizontal, y: offset.vertical)) }
        return AnimatableValue(any)
    }

    /// `value` boxed as the Swift type of `example` (a relative value the
    /// caller gave), so that an effect set up with `CGFloat`s hands back
    /// `CGFloat`s, and one set up with `UIOffset`s hands back `UIOffset`s.
    /// Integers (`Int`, `NSNumber`…) come back as `Double`: interpolated
    /// values are fractional.
    static func boxed(_ value: AnimatableValue, like example: Any?) -> Any? {
        if case .point(let p) = value {
            if example is UIOffset { return UIOffset(horizontal: p.x, vertical: p.y) }
            if example is CGVector { return CGVector(dx: p.x, dy: p.y) }
        }
        let type = AnimatableValue.SwiftType.matching(example)
        return value.boxed(as: type == .int || type == .bool ? .natural : type)
    }

    /// Whether a motion effect can move a property by a value of this kind.
    static func isRelative(_ value: AnimatableValue) -> Bool {
        switch value.kind {
        case .number, .point, .size, .rect, .affine, .transform: return true
        default: return false
        }
    }

    /// Whether every number in `value` is finite.
    static func isFinite(_ value: AnimatableValue) -> Bool {
        switch value {
        case .number(let d): return d.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case .affine(let a): return [a.a, a.b, a.c, a.d, a.tx, a.ty].allSatisfy(\.isFinite)
        case .transform(let t):
            return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].allSatisfy(\.isFinite)
        default: return false
        }
    }

    /// `a + b` when both are relative values of kinds that add (the same
    /// kind; affine and 3D transforms mix); nil otherwise.
    static func sum(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        guard isRelative(a), isRelative(b), a.kind == b.kind || (isTransform(a) && isTransform(b)) else { return nil }
        return AnimatableValue.add(a, b)
    }

    /// `value` in the kind of `current` (the property's value it moves): a
    /// point for a size and back, an affine transform as a 3D one; nil when
    /// it does not fit (a point for a number, a number for a point…).
    static func conformed(_ value: AnimatableValue, to current: AnimatableValue) -> AnimatableValue? {
        switch (current, value) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect),
             (.transform, .transform), (.affine, .affine):
            return value
        case (.point, .size(let s)): return .point(CGPoint(x: s.width, y: s.height))
        case (.size, .point(let p)): return .size(CGSize(width: p.x, height: p.y))
        case (.transform, .affine(let a)): return .transform(CATransform3DMakeAffineTransform(a))
        default: return nil
        }
    }

    /// Whether `a` and `b` are the same value (both relative values).
    static func same(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y
        case (.point(let x), .point(let y)): return x == y
        case (.size(let x), .size(let y)): return x == y
        case (.rect(let x), .rect(let y)): return x == y
        case (.affine(let x), .affine(let y)): return x == y
        case (.transform(let x), .transform(let y)): return CATransform3DEqualToTransform(x, y)
        default: return false
        }
    }

    /// The additive zero of `value`'s kind (0, the zero point, the identity…).
    static func zero(like value: AnimatableValue) -> AnimatableValue {
        switch value.kind {
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .affine: return .affine(.identity)
        case .transform: return .transform(CATransform3DIdentity)
        default: return .number(0)
        }
    }

    private static func isTransform(_ v: AnimatableValue) -> Bool { v.kind == .affine || v.kind == .transform }
}
