/// How a gradient continues outside 0…1.
public enum SpreadMode: Sendable, Hashable {
    /// The end colours extend forever.
    case pad
    /// The gradient starts over: `t − ⌊t⌋`.
    case `repeat`
    /// The gradient mirrors back and forth.
    case reflect

    /// `t` mapped into 0…1.
    @inline(__always) func apply(_ t: Float) -> Float {
        switch self {
        case .pad: return min(max(t, 0), 1)
        case .repeat: return t - t.rounded(.down)
        case .reflect:
            let m = t - 2 * (t * 0.5).rounded(.down)
            return m > 1 ? 2 - m : m
        }
    }
}

/// A colour at a position along a gradient.
public struct GradientStop: Sendable, Hashable {
    /// Position in 0…1 (clamped).
    public var offset: Double
    /// Colour at that position.
    public var color: Color
    /// Creates a stop.
    public init(offset: Double, color: Color) { self.offset = offset; self.color = color }
}

/// The colour ramp shared by all gradient kinds.
///
/// Between stops the straight (unpremultiplied) components are interpolated
/// linearly, as Core Graphics does, then premultiplied. Before the first stop
/// the first colour holds, after the last the last colour. Stops are sorted by
/// offset (stably, so equal offsets make a hard edge).
public struct Gradient: Sendable {
    /// The stops, sorted by offset, offsets clamped to 0…1.
    public let stops: [GradientStop]
    /// Behaviour outside 0…1.
    public var spread: SpreadMode

    /// Creates a ramp; an empty stop list paints nothing.
    public init(stops: [GradientStop], spread: SpreadMode = .pad) {
        let clamped = stops.enumerated().map { i, s in
            (i, GradientStop(offset: s.offset.isNaN ? 0 : min(1, max(0, s.offset)), color: s.color))
        }
        self.stops = clamped.sorted { $0.1.offset < $1.1.offset || ($0.1.offset == $1.1.offset && $0.0 < $1.0) }.map(\.1)
        self.spread = spread
    }

    /// Creates a two-colour ramp from 0 to 1.
    public init(from a: Color, to b: Color, spread: SpreadMode = .pad) {
        self.init(stops: [GradientStop(offset: 0, color: a), GradientStop(offset: 1, color: b)], spread: spread)
    }

    /// The exact colour at `t` in 0…1 (no spread applied), straight alpha.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .transparent }
        if t <= first.offset { return first.color }
        if t >= last.offset { return last.color }
        // Last stop with offset ≤ t, so at a hard edge t takes the later colour.
        var i = 0
        while i + 1 < stops.count && stops[i + 1].offset <= t { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let span = b.offset - a.offset
        let f = span > 0 ? (t - a.offset) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                     blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// Entries in the lookup table the shaders use.
    static let tableSize = 256

    /// Premultiplied colours at `t = i / 255`, with `alpha` applied. A stop
    /// whose offset is a multiple of 1/255 lands exactly on its colour.
    func table(alpha: Double) -> [UInt32] {
        (0..<Gradient.tableSize).map { i in
            color(at: Double(i) / Double(Gradient.tableSize - 1)).withAlphaMultiplied(by: alpha).pixel.packed
        }
    }

    /// The lookup table for `alpha`, to keep between draws of an unchanged
    /// ramp (see `Canvas.gradientTable`).
    public func makeTable(alpha: Double) -> GradientTable {
        GradientTable(stops: stops, alpha: alpha, entries: table(alpha: alpha))
    }

    /// `kept` when it was made for these stops and `alpha`, else a new table.
    func lookupTable(alpha: Double, kept: GradientTable?) -> [UInt32] {
        if let kept, kept.matches(self, alpha: alpha) { return kept.entries }
        return table(alpha: alpha)
    }
}

/// A gradient's lookup table for one alpha (`Gradient.makeTable(alpha:)`):
/// 256 colours interpolated and premultiplied, kept so an unchanged ramp is
/// not built again on every draw. Handed to the canvas
/// (`Canvas.gradientTable`), not stored in `Gradient`: a bigger `Gradient`
/// makes every `Paint` bigger, and copying them cost +0.5 % instructions on
/// the 500-shape raster scenes (12.39 → 12.44 M per frame, r=10 circles).
public final class GradientTable: Sendable {
    let stops: [GradientStop]
    let alpha: Double
    let entries: [UInt32]

    init(stops: [GradientStop], alpha: Double, entries: [UInt32]) {
        self.stops = stops; self.alpha = alpha; self.entries = entries
    }

    /// Whether this is `gradient`'s table for `alpha` (the same stops:
    /// cheap when they are the very array the table was made from).
    public func matches(_ gradient: Gradient, alpha: Double) -> Bool {
        self.alpha == alpha && stops == gradient.stops
    }
}

/// A gradient along the line from `start` to `end`: colour is constant on lines
/// perpendicular to it; `start` has offset 0 and `end` offset 1.
public struct LinearGradient: Sendable {
    /// Where offset 0 is.
    public var start: Point
    /// Where offset 1 is.
    public var end: Point
    /// The colours.
    public var gradient: Gradient
    /// Maps gradient space to user space (applied before the drawing transform).
    public var transform: Transform

    /// Creates a linear gradient.
    public init(start: Point, end: Point, gradient: Gradient, transform: Transform = .identity) {
        self.start = start; self.end = end; self.gradient = gradient; self.transform = transform
    }
}

/// A two-point conical gradient: circles interpolated from (`startCenter`,
/// `startRadius`) at offset 0 to (`endCenter`, `endRadius`) at offset 1; a
/// point takes the offset of the largest such circle through it. Covers the
/// simple centred radial gradient (same centres, start radius 0) and the
/// focal one (start radius 0, different centres).
public struct RadialGradient: Sendable {
    /// Centre of the offset-0 circle.
    public var startCenter: Point
    /// Radius of the offset-0 circle.
    public var startRadius: Double
    /// Centre of the offset-1 circle.
    public var endCenter: Point
    /// Radius of the offset-1 circle.
    public var endRadius: Double
    /// The colours.
    public var gradient: Gradient
    /// Maps gradient space to user space.
    public var transform: Transform

    /// Creates a two-point conical gradient.
    public init(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
                gradient: Gradient, transform: Transform = .identity) {
        self.startCenter = startCenter; self.startRadius = startRadius
        self.endCenter = endCenter; self.endRadius = endRadius
        self.gradient = gradient; self.transform = transform
    }

    /// A centred radial gradient from the centre (offset 0) to `radius` (offset 1).
    public init(center: Point, radius: Double, gradient: Gradient, transform: Transform = .identity) {
        self.init(startCenter: center, startRadius: 0, endCenter: center, endRadius: radius,
                  gradient: gradient, transform: transform)
    }
}

/// A sweep gradient: offset grows with the angle around `center`, from 0 at
/// `startAngle` (radians, +x toward +y) to 1 one full turn later.
public struct ConicGradient: Sendable {
    /// The centre.
    public var center: Point
    /// Angle of offset 0.
    public var startAngle: Double
    /// The colours.
    public var gradient: Gradient
    /// Maps gradient space to user space.
    public var transform: Transform

    /// Creates a conic gradient.
    public init(center: Point, startAngle: Double = 0, gradient: Gradient, transform: Transform = .identity) {
        self.center = center; self.startAngle = startAngle; self.gradient = gradient; self.transform = transform
    }
}
