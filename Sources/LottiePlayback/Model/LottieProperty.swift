import Foundation

/// The easing of one keyframe segment, per dimension: the out tangent of the
/// keyframe (`o`, the first control point of a cubic Bézier from (0, 0) to
/// (1, 1)) and the in tangent (`i`, the second). One entry per dimension, or a
/// single entry that applies to every dimension.
public struct LottieEasing: Sendable, Equatable {
    /// `o.x` per dimension (times, 0…1).
    public var outX: [Double]
    /// `o.y` per dimension (progress; may leave 0…1 for overshoot).
    public var outY: [Double]
    /// `i.x` per dimension (times, 0…1).
    public var inX: [Double]
    /// `i.y` per dimension.
    public var inY: [Double]

    /// The straight line: progress equals time.
    public static let linear = LottieEasing(outX: [0], outY: [0], inX: [1], inY: [1])

    /// An easing from its four lists (each non-empty).
    public init(outX: [Double], outY: [Double], inX: [Double], inY: [Double]) {
        self.outX = outX
        self.outY = outY
        self.inX = inX
        self.inY = inY
    }

    /// How many dimensions have their own curve (1 when all share one).
    public var dimensionCount: Int { max(outX.count, outY.count, inX.count, inY.count) }

    /// The control points of dimension `d` (the last entry serves dimensions
    /// past a shorter list): (x1, y1, x2, y2).
    public func controlPoints(dimension d: Int) -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        func pick(_ a: [Double]) -> Double { a.isEmpty ? 0 : a[min(d, a.count - 1)] }
        return (pick(outX), pick(outY), pick(inX), pick(inY))
    }

    /// Whether every dimension uses the same curve.
    public var isUniform: Bool {
        let first = controlPoints(dimension: 0)
        for d in 1..<max(dimensionCount, 1) where controlPoints(dimension: d) != first { return false }
        return true
    }
}

/// One keyframe of an animated property.
public struct LottieKeyframe<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The frame, in the owning layer's time.
    public var time: Double
    /// The value at `time` (`s`; in the old form the previous keyframe's `e`).
    public var value: Value
    /// Whether the value holds until the next keyframe (`h: 1`).
    public var hold: Bool
    /// The easing from this keyframe to the next.
    public var easing: LottieEasing
    /// The spatial out tangent (`to`), relative to `value` (position only).
    public var spatialOut: [Double]?
    /// The spatial in tangent (`ti`) at the next keyframe, relative to its value.
    public var spatialIn: [Double]?

    /// A keyframe from its fields.
    public init(time: Double, value: Value, hold: Bool = false, easing: LottieEasing = .linear,
                spatialOut: [Double]? = nil, spatialIn: [Double]? = nil) {
        self.time = time
        self.value = value
        self.hold = hold
        self.easing = easing
        self.spatialOut = spatialOut
        self.spatialIn = spatialIn
    }
}

/// A property that is either one value or keyframes (`{"a": 0|1, "k": …}`).
public enum LottieProperty<Value: Sendable & Equatable>: Sendable, Equatable {
    /// One value for the whole animation.
    case fixed(Value)
    /// Keyframes, sorted by time, at least two.
    case animated([LottieKeyframe<Value>])

    /// The value at the first keyframe (or the fixed value).
    public var initialValue: Value {
        switch self {
        case .fixed(let v): return v
        case .animated(let k): return k[0].value
        }
    }

    /// Whether the property changes over time.
    public var isAnimated: Bool {
        if case .animated = self { return true }
        return false
    }

    /// The keyframes (empty for a fixed value).
    public var keyframes: [LottieKeyframe<Value>] {
        if case .animated(let k) = self { return k }
        return []
    }
}

/// A number-vector property: scalars are vectors of one (opacity,
/// rotation), points two or three, colours four.
public typealias LottieVectorProperty = LottieProperty<[Double]>

/// One Bézier shape: vertices with in and out tangents relative to them
/// (`{"c": closed, "v": …, "i": …, "o": …}`).
public struct LottieBezierShape: Sendable, Equatable {
    /// The vertices.
    public var vertices: [CGPoint]
    /// The in tangent of each vertex, relative to it.
    public var inTangents: [CGPoint]
    /// The out tangent of each vertex, relative to it.
    public var outTangents: [CGPoint]
    /// Whether the last vertex joins the first.
    public var isClosed: Bool

    /// A shape from its lists (equal counts).
    public init(vertices: [CGPoint], inTangents: [CGPoint], outTangents: [CGPoint], isClosed: Bool) {
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
        self.isClosed = isClosed
    }
}

/// A shape-path property.
public typealias LottieShapeProperty = LottieProperty<LottieBezierShape>
