import Foundation

/// An area of a `UIFieldBehavior`'s effect: a circle, a rectangle, the
/// whole plane, or a combination of them (union, intersection, difference,
/// inverse). A region has no place of its own: it is centred on the
/// origin, and a field puts that origin at its `position`, so a point is
/// tested relative to the field's position, in points.
///
/// Regions are immutable; the combining methods return new regions.
///
/// Differences from Apple: no `NSSecureCoding`. Our spellings `union(with:)`,
/// `intersection(with:)` and `difference(from:)` are kept beside Apple's
/// `byUnion(with:)`, `byIntersection(with:)` and `byDifference(from:)`.
/// A region with a non-finite or negative radius or size contains no point,
/// and a field whose region is such skips its steps with a diagnostic.
@MainActor public class UIRegion: NSObject, NSCopying {
    /// What a region is made of (points; centred on the origin).
    indirect enum Shape: Sendable, Equatable {
        case everything
        case nothing
        case circle(radius: CGFloat)
        case rectangle(width: CGFloat, height: CGFloat)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        /// The first without the second.
        case difference(Shape, Shape)
        case inverse(Shape)
    }

    nonisolated let shape: Shape

    required init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The disc of `radius` points about the origin (its edge included).
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(radius: radius))
    }

    /// The rectangle of `size` centred on the origin (its edges included).
    public convenience init(size: CGSize) {
        self.init(shape: .rectangle(width: size.width, height: size.height))
    }

    private static let everywhere = UIRegion(shape: .everything)

    /// The region that contains every point (shared); a field's default.
    public class var infinite: UIRegion { everywhere }

    /// Every point not in this region (the inverse of `infinite` is empty).
    public func inverse() -> Self {
        switch shape {
        case .everything: return Self(shape: .nothing)
        case .nothing: return Self(shape: .everything)
        case .inverse(let inner): return Self(shape: inner)
        default: return Self(shape: .inverse(shape))
        }
    }

    /// The points in this region or in `region` (or both).
    public func byUnion(with region: UIRegion) -> Self { Self(shape: .union(shape, region.shape)) }

    /// The points in both this region and `region`.
    public func byIntersection(with region: UIRegion) -> Self { Self(shape: .intersection(shape, region.shape)) }

    /// The points in this region that are not in `region` (Apple's
    /// documented meaning: `region` is subtracted from the receiver).
    public func byDifference(from region: UIRegion) -> Self { Self(shape: .difference(shape, region.shape)) }

    /// `byUnion(with:)` (not Apple's spelling).
    public func union(with region: UIRegion) -> Self { byUnion(with: region) }

    /// `byIntersection(with:)` (not Apple's spelling).
    public func intersection(with region: UIRegion) -> Self { byIntersection(with: region) }

    /// `byDifference(from:)`: this region without `region` (not Apple's spelling).
    public func difference(from region: UIRegion) -> Self { byDifference(from: region) }

    /// Whether `point` (relative to the region's centre, in points) is inside.
    public func contains(_ point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        return Self.contains(shape, point)
    }

    /// Regions are immutable: a copy is the region itself.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    /// The region's shape, for logs (not Apple's format).
    public nonisolated override var description: String { "UIRegion(\(Self.describe(shape)))" }

    // MARK: Internals

    /// Whether every radius and size in the region is finite and not negative.
    nonisolated var isValid: Bool { Self.isValid(shape) }

    nonisolated private static func isValid(_ s: Shape) -> Bool {
        switch s {
        case .everything, .nothing: return true
        case .circle(let r): return r.isFinite && r >= 0
        case .rectangle(let w, let h): return w.isFinite && h.isFinite && w >= 0 && h >= 0
        case .union(let a, let b), .intersection(let a, let b), .difference(let a, let b): return isValid(a) && isValid(b)
        case .inverse(let a): return isValid(a)
        }
    }

    nonisolated private static func contains(_ s: Shape, _ p: CGPoint) -> Bool {
        switch s {
        case .everything: return true
        case .nothing: return false
        case .circle(let r):
            guard r.isFinite, r >= 0 else { return false }
            return p.x * p.x + p.y * p.y <= r * r
        case .rectangle(let w, let h):
            guard w.isFinite, h.isFinite, w >= 0, h >= 0 else { return false }
            return abs(p.x) <= w / 2 && abs(p.y) <= h / 2
        case .union(let a, let b): return contains(a, p) || contains(b, p)
        case .intersection(let a, let b): return contains(a, p) && contains(b, p)
        case .difference(let a, let b): return contains(a, p) && !contains(b, p)
        case .inverse(let a): return !contains(a, p)
        }
    }

    nonisolated private static func describe(_ s: Shape) -> String {
        switch s {
        case .everything: return "infinite"
        case .nothing: return "empty"
        case .circle(let r): return "radius \(r)"
        case .rectangle(let w, let h): return "size \(w) × \(h)"
        case .union(let a, let b): return "(\(describe(a))) ∪ (\(describe(b)))"
        case .intersection(let a, let b): return "(\(describe(a))) ∩ (\(describe(b)))"
        case .difference(let a, let b): return "(\(describe(a))) − (\(describe(b)))"
        case .inverse(let a): return "not (\(describe(a)))"
        }
    }
}
