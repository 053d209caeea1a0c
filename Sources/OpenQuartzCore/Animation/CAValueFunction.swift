import Foundation

/// The name of a value function (`CAValueFunctionName`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// One angle (radians) → a rotation about x.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One angle → a rotation about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One angle → a rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three factors (or one, used for all three) → a scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One factor → a scale of x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One factor → a scale of y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One factor → a scale of z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three offsets (or two: z = 0) → a translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One offset → a translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One offset → a translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One offset → a translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Swift 3 spellings of the value function names.
public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
/// Swift 3 spelling of `CAValueFunctionName.rotateY`.
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
/// Swift 3 spelling of `CAValueFunctionName.rotateZ`.
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
/// Swift 3 spelling of `CAValueFunctionName.scale`.
public let kCAValueFunctionScale = CAValueFunctionName.scale
/// Swift 3 spelling of `CAValueFunctionName.scaleX`.
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
/// Swift 3 spelling of `CAValueFunctionName.scaleY`.
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
/// Swift 3 spelling of `CAValueFunctionName.scaleZ`.
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
/// Swift 3 spelling of `CAValueFunctionName.translate`.
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
/// Swift 3 spelling of `CAValueFunctionName.translateX`.
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
/// Swift 3 spelling of `CAValueFunctionName.translateY`.
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
/// Swift 3 spelling of `CAValueFunctionName.translateZ`.
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ

/// Turns an animation's interpolated numbers into a transform,
/// `CAValueFunction` — so rotations by 2π and more animate as turns instead of
/// collapsing to the identity matrix.
public final class CAValueFunction: Sendable, Hashable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates the named function; nil (with a diagnostic) for an unknown name,
    /// as Apple's returns nil.
    public init?(name: CAValueFunctionName) {
        let known: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else {
            CADiagnostics.report("unknown CAValueFunctionName '\(name.rawValue)'")
            return nil
        }
        self.name = name
    }

    /// The transform for `values` (one number, or up to three for `.scale` and
    /// `.translate`). Missing numbers: scale 1 per missing axis (one number
    /// scales all three), translation 0.
    package func transform(_ values: [Double]) -> CATransform3D {
        let v0 = values.first ?? 0
        switch name {
        case .rotateX: return CATransform3DMakeRotation(CGFloat(v0), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(CGFloat(v0), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(CGFloat(v0), 0, 0, 1)
        case .scale:
            let x = values.first ?? 1
            let y = values.count > 1 ? values[1] : x
            let z = values.count > 2 ? values[2] : (values.count == 1 ? x : 1)
            return CATransform3DMakeScale(CGFloat(x), CGFloat(y), CGFloat(z))
        case .scaleX: return CATransform3DMakeScale(CGFloat(values.first ?? 1), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, CGFloat(values.first ?? 1), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, CGFloat(values.first ?? 1))
        case .translate:
            return CATransform3DMakeTranslation(CGFloat(v0), CGFloat(values.count > 1 ? values[1] : 0),
                                                CGFloat(values.count > 2 ? values[2] : 0))
        case .translateX: return CATransform3DMakeTranslation(CGFloat(v0), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, CGFloat(v0), 0)
        default: return CATransform3DMakeTranslation(0, 0, CGFloat(v0))
        }
    }

    public static func == (a: CAValueFunction, b: CAValueFunction) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
