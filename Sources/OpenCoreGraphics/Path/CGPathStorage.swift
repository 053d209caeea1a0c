import Foundation

/// The elements of a path as two flat arrays: one kind per element and all the
/// elements' points back to back (`CGPathElementType.pointCount` each).
///
/// Both arrays are copy-on-write, so copying a path (or snapshotting a mutable
/// one) is O(1) until one side mutates. Walking a path is a linear scan with a
/// running point index; nothing is allocated per element.
package struct CGPathStorage: Sendable {
    /// One entry per element.
    package var kinds: [CGPathElementType] = []
    /// The elements' points, in element order.
    package var points: [CGPoint] = []
    /// Index into `points` of the current subpath's start (the last move), or -1
    /// when the path is empty.
    package var subpathStart: Int = -1

    package init() {}

    /// Whether the path has no elements.
    @inlinable package var isEmpty: Bool { kinds.isEmpty }

    /// The current point, or nil for an empty path. After `closeSubpath` it is
    /// the closed subpath's start point, as in Core Graphics.
    @inlinable package var currentPoint: CGPoint? {
        guard let last = kinds.last else { return nil }
        return last == .closeSubpath ? points[subpathStart] : points[points.count - 1]
    }

    /// Appends one element whose points are already in path space.
    @inlinable package mutating func append(_ kind: CGPathElementType, _ p0: CGPoint) {
        if kind == .moveToPoint { subpathStart = points.count }
        kinds.append(kind)
        points.append(p0)
    }

    @inlinable package mutating func append(_ kind: CGPathElementType, _ p0: CGPoint, _ p1: CGPoint) {
        kinds.append(kind)
        points.append(p0)
        points.append(p1)
    }

    @inlinable package mutating func append(_ kind: CGPathElementType, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) {
        kinds.append(kind)
        points.append(p0)
        points.append(p1)
        points.append(p2)
    }

    @inlinable package mutating func appendClose() {
        kinds.append(.closeSubpath)
    }

    /// Appends all elements of `other`, mapping its points through `t`.
    package mutating func append(contentsOf other: CGPathStorage, transform t: CGAffineTransform) {
        guard !other.isEmpty else { return }
        let base = points.count
        kinds.append(contentsOf: other.kinds)
        if t.isIdentity {
            points.append(contentsOf: other.points)
        } else {
            // Grow geometrically: an exact reserve on every call makes appending
            // many paths in a loop (text: one per glyph) quadratic.
            let needed = base + other.points.count
            if points.capacity < needed { points.reserveCapacity(max(needed, 2 * points.capacity)) }
            for p in other.points { points.append(p.applying(t)) }
        }
        if other.subpathStart >= 0 { subpathStart = base + other.subpathStart }
    }

    /// A copy with every point mapped through `t`.
    package func applying(_ t: CGAffineTransform) -> CGPathStorage {
        if t.isIdentity { return self }
        var copy = self
        copy.points.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] = buffer[i].applying(t) }
        }
        return copy
    }

    /// A snapshot of the sizes, used to roll back a partially appended shape.
    package struct Mark {
        let kinds: Int, points: Int, subpathStart: Int
    }

    package var mark: Mark { Mark(kinds: kinds.count, points: points.count, subpathStart: subpathStart) }

    /// Whether every point appended since `mark` is finite.
    package func pointsAreFinite(since mark: Mark) -> Bool {
        for i in mark.points..<points.count where !(points[i].x.isFinite && points[i].y.isFinite) {
            return false
        }
        return true
    }

    /// Removes everything appended since `mark`.
    package mutating func rollBack(to mark: Mark) {
        kinds.removeLast(kinds.count - mark.kinds)
        points.removeLast(points.count - mark.points)
        subpathStart = mark.subpathStart
    }
}

extension CGPathStorage: Equatable {
    /// Element-wise equality: same kinds, same points (Core Graphics' `CGPathEqualToPath`).
    package static func == (lhs: CGPathStorage, rhs: CGPathStorage) -> Bool {
        lhs.kinds == rhs.kinds && lhs.points == rhs.points
    }
}

extension CGPathStorage: Hashable {
    package func hash(into hasher: inout Hasher) {
        hasher.combine(kinds)
        hasher.combine(points.count)
        for p in points {
            hasher.combine(p.x)
            hasher.combine(p.y)
        }
    }
}
