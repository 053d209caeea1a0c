import Foundation

/// An immutable graphics path, Core Graphics' `CGPath`.
///
/// A path is a sequence of elements (`CGPathElementType`): moves that start
/// subpaths, lines, quadratic and cubic Bézier curves, and closes. Build one with
/// `CGMutablePath` or a shape initializer such as `CGPath(rect:transform:)`.
///
/// Paths compare equal when their elements are equal (Apple's `CFEqual`, i.e.
/// `CGPathEqualToPath`). Like Apple's, a `CGPath` may be shared between threads;
/// a `CGMutablePath` must not be mutated while another thread reads it.
///
/// Storage is two flat copy-on-write arrays, so `copy()` of a mutable path is
/// O(1) and the copy is unaffected by later mutation of the original.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The path's elements. Only `CGMutablePath` writes it.
    package internal(set) var storage: CGPathStorage

    package init(storage: CGPathStorage) {
        self.storage = storage
    }

    // MARK: Copies

    /// An immutable copy of the path.
    ///
    /// Apple returns an optional (the C function can fail); ours never returns nil.
    /// An immutable path returns itself, as Core Graphics does.
    public func copy() -> CGPath? {
        if type(of: self) == CGPath.self { return self }
        return CGPath(storage: storage)
    }

    /// An immutable copy of the path with every point transformed by `transform`
    /// (no transform when nil). Never nil in OpenCoreGraphics.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return copy() }
        return CGPath(storage: storage.applying(transform.pointee))
    }

    /// A mutable copy of the path. Never nil in OpenCoreGraphics.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(copying: storage)
    }

    /// A mutable copy of the path with every point transformed by `transform`
    /// (no transform when nil). Never nil in OpenCoreGraphics.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform else { return mutableCopy() }
        return CGMutablePath(copying: storage.applying(transform.pointee))
    }

    /// The path with every point transformed by `t`.
    ///
    /// Not an Apple API: a Swift-friendly spelling of `copy(using: &t)!` that
    /// needs no pointer or unwrap.
    public func applying(_ t: CGAffineTransform) -> CGPath {
        CGPath(storage: storage.applying(t))
    }

    // MARK: Simple queries

    /// Whether the path has no elements (Apple's `CGPathIsEmpty`). A path holding
    /// only a move is not empty.
    public var isEmpty: Bool { storage.isEmpty }

    /// The point where the next element starts: the last element's end point, or
    /// the subpath's start after a close.
    ///
    /// For an empty path Core Graphics logs "no current point" and returns
    /// `.zero`; so does OpenCoreGraphics (through its diagnostic channel).
    public var currentPoint: CGPoint {
        guard let point = storage.currentPoint else {
            cgDiagnostic("CGPathGetCurrentPoint: no current point.")
            return .zero
        }
        return point
    }

    // MARK: Iteration

    /// Calls `block` once per element, in order.
    ///
    /// The element and its points are valid only during the call. Apple's block
    /// is an Objective-C block; here it is a plain non-escaping closure.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let kinds = storage.kinds, points = storage.points
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { scratch in
            guard let base = scratch.baseAddress else { return }
            base.initialize(repeating: .zero, count: 3)
            var element = CGPathElement(type: .moveToPoint, points: base)
            var index = 0
            var start = CGPoint.zero
            for kind in kinds {
                let n = kind.pointCount
                for k in 0..<n { base[k] = points[index + k] }
                if kind == .moveToPoint { start = base[0] }
                if kind == .closeSubpath { base[0] = start }
                index += n
                element.type = kind
                withUnsafePointer(to: element) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` once per element, in order (Apple's `CGPathApply`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    // MARK: Equality

    /// Whether two paths have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.storage == rhs.storage
    }

    /// Hashes the elements, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    /// The elements, one per line, in the spirit of Apple's debug description.
    public var description: String {
        var lines = ["Path \(storage.kinds.count) elements:"]
        var index = 0
        let p = storage.points
        func pt(_ i: Int) -> String { "(\(p[i].x), \(p[i].y))" }
        for kind in storage.kinds {
            switch kind {
            case .moveToPoint: lines.append("  moveto \(pt(index))")
            case .addLineToPoint: lines.append("    lineto \(pt(index))")
            case .addQuadCurveToPoint: lines.append("    quadto \(pt(index)) \(pt(index + 1))")
            case .addCurveToPoint: lines.append("    curveto \(pt(index)) \(pt(index + 1)) \(pt(index + 2))")
            case .closeSubpath: lines.append("    closepath")
            }
            index += kind.pointCount
        }
        return lines.joined(separator: "\n")
    }
}
