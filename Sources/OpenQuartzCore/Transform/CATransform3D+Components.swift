import Foundation

// Reading and writing one component of a transform, for Core Animation's
// transform sub-key-paths ("transform.rotation.z", "transform.scale", …).
//
// Reading takes the transform apart (`TransformComponents`, with a reflection
// expressed as a single negative scale factor) and reports one part; writing
// replaces that part, keeps every other one (translation, scale, the other
// rotation angles, skew, perspective) and puts the transform back together.
//
// Rotation angles are Euler angles in a fixed order: the rotation is
// `Rx(x) then Ry(y) then Rz(z)` — about x first, then y, then z, all about the
// fixed (parent) axes. In the row-vector convention that is the matrix
// `Rx × Ry × Rz`, i.e.
// `CATransform3DConcat(CATransform3DConcat(Rx, Ry), Rz)`. This is the order
// Core Animation is believed to use; Apple does not document it.
// Readings are in `x ∈ (-π, π]`, `y ∈ [-π/2, π/2]`, `z ∈ (-π, π]`. At gimbal
// lock (`|y| = π/2`, within 1e-10) x reads as 0 and z carries the whole turn.

/// A Core Animation transform sub-key-path: the part after `"transform."`.
///
/// Apple's key paths: `rotation.x`, `rotation.y`, `rotation.z`, `rotation`
/// (the same as `rotation.z`), `scale` (uniform), `scale.x`, `scale.y`,
/// `scale.z`, `translation` (a `CGSize`: x and y), `translation.x`,
/// `translation.y`, `translation.z`.
package enum TransformSubKeyPath: Sendable, Hashable, CaseIterable {
    /// `"rotation.x"`: Euler angle about x (radians), applied first.
    case rotationX
    /// `"rotation.y"`: Euler angle about y (radians), applied second.
    case rotationY
    /// `"rotation.z"` or `"rotation"`: Euler angle about z (radians), applied last.
    case rotationZ
    /// `"scale"`: reads the mean of the x and y scales, writes x, y and z.
    case scale
    /// `"scale.x"`: the x scale factor.
    case scaleX
    /// `"scale.y"`: the y scale factor.
    case scaleY
    /// `"scale.z"`: the z scale factor.
    case scaleZ
    /// `"translation"`: a `CGSize` in Apple's API (see `translationXY`); as a
    /// number, reads the mean of x and y and writes both.
    case translation
    /// `"translation.x"`: the x translation.
    case translationX
    /// `"translation.y"`: the y translation.
    case translationY
    /// `"translation.z"`: the z translation.
    case translationZ

    /// Parses a suffix such as `"rotation.z"`, `"rotation"`, `"scale"` or
    /// `"translation.x"` (without the leading `"transform."`); nil for anything
    /// else. Matching is exact and case-sensitive, as key-value coding is.
    package init?(_ suffix: String) {
        switch suffix {
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "rotation.z", "rotation": self = .rotationZ
        case "scale": self = .scale
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "translation": self = .translation
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        default: return nil
        }
    }

    /// The canonical suffix (`"rotation.z"` for `.rotationZ`, never the
    /// `"rotation"` alias); `TransformSubKeyPath(k.suffix) == k`.
    package var suffix: String {
        switch self {
        case .rotationX: "rotation.x"
        case .rotationY: "rotation.y"
        case .rotationZ: "rotation.z"
        case .scale: "scale"
        case .scaleX: "scale.x"
        case .scaleY: "scale.y"
        case .scaleZ: "scale.z"
        case .translation: "translation"
        case .translationX: "translation.x"
        case .translationY: "translation.y"
        case .translationZ: "translation.z"
        }
    }
}

extension CATransform3D {
    /// The value of one sub-key-path component of this transform.
    ///
    /// - Rotations: Euler angles in radians, order x then y then z (see the
    ///   file comment), read from the decomposition.
    /// - `.scale`: the mean of the x and y scale factors (`(sx + sy) / 2`).
    ///   Apple reads `transform.scale` from x and y; a reflected axis counts
    ///   negative, so `CATransform3DMakeScale(-1, 1, 1)` reads 0.
    /// - `.scaleX/Y/Z`: the scale factors, with a reflection expressed as one
    ///   negative factor (`TransformComponents.withSingleAxisReflection()`).
    /// - `.translation`: the mean of the x and y translations; use
    ///   `translationXY` for the `CGSize` Apple returns.
    /// - `.translationX/Y/Z`: the translation of the decomposition, which is
    ///   `(m41, m42, m43) / m44`.
    ///
    /// A transform that cannot be decomposed (singular, zero scale,
    /// `m44 == 0`, NaN or infinite entries) reads from fallback components:
    /// rotations 0; scale factor = length of the row `(m11 m12 m13)`,
    /// `(m21 m22 m23)` or `(m31 m32 m33)` (so `CATransform3DMakeScale(0, 2, 1)`
    /// reads scale.x 0, scale.y 2), or 1 if that row is not finite;
    /// translation = `m41`, `m42`, `m43` as stored (0 where not finite).
    /// The result is never NaN.
    package func component(_ k: TransformSubKeyPath) -> Double {
        let parts = EditableTransformParts(self)
        switch k {
        case .rotationX: return parts.euler.x
        case .rotationY: return parts.euler.y
        case .rotationZ: return parts.euler.z
        case .scale: return (parts.components.scale.x + parts.components.scale.y) / 2
        case .scaleX: return parts.components.scale.x
        case .scaleY: return parts.components.scale.y
        case .scaleZ: return parts.components.scale.z
        case .translation: return (parts.components.translation.x + parts.components.translation.y) / 2
        case .translationX: return parts.components.translation.x
        case .translationY: return parts.components.translation.y
        case .translationZ: return parts.components.translation.z
        }
    }

    /// The x and y translation, Apple's `CGSize` value for
    /// `"transform.translation"`. Same rules as `component(.translationX)` and
    /// `component(.translationY)`.
    package var translationXY: CGSize {
        let t = EditableTransformParts(self).components.translation
        return CGSize(width: CGFloat(t.x), height: CGFloat(t.y))
    }

    /// This transform with one sub-key-path component replaced by `value`,
    /// every other component kept, recomposed.
    ///
    /// - Rotations replace one Euler angle (order x, y, z) and keep the other
    ///   two; angles are not wrapped, and 2π gives the same matrix as 0.
    /// - `.scale` sets the x, y *and* z scale factors to `value`.
    /// - `.translation` sets the x and y translation to `value`; see
    ///   `settingTranslation(_:)` for the `CGSize` form.
    ///
    /// Writing on a transform that cannot be decomposed starts from the
    /// fallback components described in `component(_:)`: identity rotation,
    /// skew and perspective, scale factors from the row lengths, translation
    /// `(m41, m42, m43)`. So writing rotation.z on `CATransform3DMakeScale(0,
    /// 0, 0)` keeps the zero scale; writing `.scale` on it gives a plain scale.
    /// A decomposable input with `m44 != 1` comes back normalised to the same
    /// projective transform divided by `m44`.
    /// Finite input never gives NaN (a non-finite `value` propagates).
    package func settingComponent(_ k: TransformSubKeyPath, to value: Double) -> CATransform3D {
        var parts = EditableTransformParts(self)
        switch k {
        case .rotationX: parts.setEuler(x: value, y: parts.euler.y, z: parts.euler.z)
        case .rotationY: parts.setEuler(x: parts.euler.x, y: value, z: parts.euler.z)
        case .rotationZ: parts.setEuler(x: parts.euler.x, y: parts.euler.y, z: value)
        case .scale: parts.components.scale = .init(x: value, y: value, z: value)
        case .scaleX: parts.components.scale.x = value
        case .scaleY: parts.components.scale.y = value
        case .scaleZ: parts.components.scale.z = value
        case .translation:
            parts.components.translation.x = value
            parts.components.translation.y = value
        case .translationX: parts.components.translation.x = value
        case .translationY: parts.components.translation.y = value
        case .translationZ: parts.components.translation.z = value
        }
        return parts.components.matrix
    }

    /// This transform with its x and y translation replaced by
    /// `size.width` and `size.height` (Apple's `"transform.translation"`),
    /// everything else kept. Same rules as `settingComponent(_:to:)`.
    package func settingTranslation(_ size: CGSize) -> CATransform3D {
        var parts = EditableTransformParts(self)
        parts.components.translation.x = Double(size.width)
        parts.components.translation.y = Double(size.height)
        return parts.components.matrix
    }
}

extension TransformComponents.Quaternion {
    /// The rotation `Rx(x)`, then `Ry(y)`, then `Rz(z)` (fixed axes, radians):
    /// the quaternion product `qz * qy * qx`.
    package init(eulerX x: Double, y: Double, z: Double) {
        let qx = Self(angle: x, axisX: 1, y: 0, z: 0)
        let qy = Self(angle: y, axisX: 0, y: 1, z: 0)
        let qz = Self(angle: z, axisX: 0, y: 0, z: 1)
        self = qz * (qy * qx)
    }

    /// Euler angles `(x, y, z)` with `Rx(x)` then `Ry(y)` then `Rz(z)` equal
    /// to this rotation; `x, z ∈ (-π, π]`, `y ∈ [-π/2, π/2]`, and `x = 0` at
    /// gimbal lock (`cos y` below 1e-10).
    ///
    /// With row-vector matrices `R = Rx·Ry·Rz`, whose first row is
    /// `(cy·cz, cy·sz, −sy)` and last column `(−sy, sx·cy, cx·cy)`, so
    /// `y = atan2(−R02, hypot(R00, R01))` and `x = atan2(R12, R22)`. `z` is
    /// then taken from the combination `sx·R20 − cx·R10 = sz`,
    /// `cx·R11 − sx·R21 = cz`, which stays exact near gimbal lock.
    package var eulerAngles: (x: Double, y: Double, z: Double) {
        let (r0, r1, r2) = rotationRows
        let y = atan2(-r0.2, (r0.0 * r0.0 + r0.1 * r0.1).squareRoot())
        let cosY = (r1.2 * r1.2 + r2.2 * r2.2).squareRoot()
        let x = cosY < 1e-10 ? 0 : atan2(r1.2, r2.2)
        let sx = sin(x), cx = cos(x)
        let z = atan2(sx * r2.0 - cx * r1.0, cx * r1.1 - sx * r2.1)
        return (x, y, z)
    }
}

/// A transform's components prepared for reading and writing one of them: the
/// decomposition (single-axis reflection form) and its Euler angles, or the
/// fallback components of an undecomposable matrix.
private struct EditableTransformParts {
    var components: TransformComponents
    private(set) var euler: (x: Double, y: Double, z: Double)

    init(_ m: CATransform3D) {
        if let c = TransformComponents(decomposing: m) {
            components = c.withSingleAxisReflection()
            euler = components.rotation.eulerAngles
        } else {
            components = Self.fallback(m)
            euler = (0, 0, 0)
        }
    }

    mutating func setEuler(x: Double, y: Double, z: Double) {
        euler = (x, y, z)
        components.rotation = TransformComponents.Quaternion(eulerX: x, y: y, z: z)
    }

    /// Identity rotation, skew and perspective; scale factors from the row
    /// lengths of the upper 3×3 block (1 if not finite); translation from
    /// `m41 m42 m43` as stored (0 if not finite).
    static func fallback(_ m: CATransform3D) -> TransformComponents {
        func finiteOr(_ v: Double, _ d: Double) -> Double { v.isFinite ? v : d }
        let sx = length3((Double(m.m11), Double(m.m12), Double(m.m13)))
        let sy = length3((Double(m.m21), Double(m.m22), Double(m.m23)))
        let sz = length3((Double(m.m31), Double(m.m32), Double(m.m33)))
        return TransformComponents(
            translation: .init(x: finiteOr(Double(m.m41), 0),
                               y: finiteOr(Double(m.m42), 0),
                               z: finiteOr(Double(m.m43), 0)),
            scale: .init(x: finiteOr(sx, 1), y: finiteOr(sy, 1), z: finiteOr(sz, 1)))
    }
}
