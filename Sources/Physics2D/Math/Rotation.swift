/// A rotation as its cosine and sine.
public struct Rot: Sendable, Hashable {
    /// The cosine of the rotation angle.
    public var c: Float
    /// The sine of the rotation angle.
    public var s: Float

    /// A rotation from its cosine and sine, stored as given (not normalised; see `normalized`).
    @inlinable public init(c: Float, s: Float) { self.c = c; self.s = s }

    /// The rotation by `angle` radians (counter-clockwise in a y-up frame),
    /// from `cosSin(_:)`, the engine's own polynomials, so the same angle
    /// gives the same bits everywhere (libm's `sin` differs between systems).
    public init(angle: Float) {
        let (c, s) = cosSin(angle)
        self.c = c; self.s = s
    }

    /// The zero-angle rotation (c = 1, s = 0).
    public static let identity = Rot(c: 1, s: 0)

    /// The angle in radians, −π…π (the engine's own `atan2`).
    public var angle: Float { atan2Approx(s, c) }

    /// Rotates `v`.
    @inlinable public func rotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x - s * v.y, s * v.x + c * v.y) }
    /// Rotates `v` back (by the inverse).
    @inlinable public func invRotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x + s * v.y, -s * v.x + c * v.y) }

    /// `q ∘ self`: rotate by `self`, then by `q` — the rotation by the sum of
    /// the two angles (2-D rotations commute, so the order does not matter).
    @inlinable public func then(_ q: Rot) -> Rot { Rot(c: q.c * c - q.s * s, s: q.s * c + q.c * s) }
    /// `self⁻¹ ∘ q`: the rotation from `self` to `q`.
    @inlinable public func inverseTimes(_ q: Rot) -> Rot { Rot(c: c * q.c + s * q.s, s: c * q.s - s * q.c) }

    /// Brought back to unit length.
    @inlinable public var normalized: Rot {
        let mag = (s * s + c * c).squareRoot()
        let inv: Float = mag > 0 ? 1 / mag : 0
        return Rot(c: c * inv, s: s * inv)
    }

    /// Advanced by a small angle `h ω` (a first-order step, then normalised):
    /// how the solver turns bodies in a sub-step.
    @inlinable public func integrated(by deltaAngle: Float) -> Rot {
        Rot(c: c - deltaAngle * s, s: s + deltaAngle * c).normalized
    }

    /// The relative angle from `self` to `b`, −π…π.
    public func relativeAngle(to b: Rot) -> Float {
        atan2Approx(c * b.s - s * b.c, c * b.c + s * b.s)
    }
}

/// A rigid placement: rotate, then translate.
public struct Transform: Sendable, Hashable {
    /// The translation: where the local origin lands in world coordinates.
    public var p: Vec2
    /// The rotation, applied before the translation.
    public var q: Rot

    /// A transform that rotates by `q`, then translates by `p`: x ↦ q x + p.
    @inlinable public init(p: Vec2, q: Rot) { self.p = p; self.q = q }
    /// The transform that leaves every point in place (zero translation, identity rotation).
    public static let identity = Transform(p: .zero, q: .identity)

    /// A local point in world coordinates.
    @inlinable public func apply(_ v: Vec2) -> Vec2 {
        Vec2(q.c * v.x - q.s * v.y + p.x, q.s * v.x + q.c * v.y + p.y)
    }
    /// A world point in local coordinates.
    @inlinable public func applyInverse(_ v: Vec2) -> Vec2 {
        let vx = v.x - p.x, vy = v.y - p.y
        return Vec2(q.c * vx + q.s * vy, -q.s * vx + q.c * vy)
    }
    /// `self⁻¹ ∘ b`: b's frame seen from this one.
    @inlinable public func inverseTimes(_ b: Transform) -> Transform {
        Transform(p: q.invRotate(b.p - p), q: q.inverseTimes(b.q))
    }
}

/// cos and sin of `angle`: the angle reduced to a quarter turn about a
/// multiple of π/2, then Taylor polynomials (degree 7 and 8) — plain
/// arithmetic, so the same bits on every machine (libm's `sin` differs
/// between systems); error under 1e-6. A non-finite angle (NaN, ±∞) gives
/// (1, 0), the identity.
public func cosSin(_ angle: Float) -> (Float, Float) {
    guard angle.isFinite else { return (1, 0) }
    let halfPi: Float = 1.57079632679
    // Reduced in double precision: a large angle keeps its fraction of a turn.
    let k = (Double(angle) / Double(halfPi)).rounded(.toNearestOrEven)
    let r = Float(Double(angle) - k * 1.5707963267948966)
    let r2 = r * r
    let sr = r * (1 - r2 / 6 * (1 - r2 / 20 * (1 - r2 / 42)))
    let cr = 1 - r2 / 2 * (1 - r2 / 12 * (1 - r2 / 30 * (1 - r2 / 56)))
    switch Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
    case 0: return (cr, sr)
    case 1: return (-sr, cr)
    case 2: return (-cr, -sr)
    default: return (sr, -cr)
    }
}

/// atan2 by a polynomial on the reduced ratio: deterministic across
/// machines (no libm), error under 1e-4 radians.
public func atan2Approx(_ y: Float, _ x: Float) -> Float {
    let ax = abs(x), ay = abs(y)
    let mx = max(ay, ax), mn = min(ay, ax)
    let a = mx > 0 ? mn / mx : 0
    // Approximation of atan on 0…1.
    let s = a * a
    let c = s * a
    let q = s * s
    var r: Float = 0.024840285 * q + 0.18681418
    let t: Float = -0.094097948 * q - 0.33213072
    r = r * s + t
    r = r * c + a
    if ay > ax { r = 1.57079637 - r }
    if x < 0 { r = 3.14159274 - r }
    if y < 0 { r = -r }
    return r
}
