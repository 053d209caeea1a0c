/// Which points a path encloses.
public enum FillRule: Sendable, Hashable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// What a drawing call did.
public enum DrawResult: Sendable, Hashable {
    /// Pixels were (possibly) changed.
    case drawn
    /// Nothing to draw: empty path, zero size, fully clipped, transparent.
    case nothingToDraw
    /// The path, transform or paint had NaN or infinite values; nothing was drawn.
    case nonFiniteGeometry
}

/// An integer pixel rectangle, half-open: `[x0, x1) × [y0, y1)`.
struct IntRect: Hashable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    func intersection(_ o: IntRect) -> IntRect {
        IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
    /// The pixels touched by a finite rectangle, clamped to `within`.
    static func covering(_ r: Rect, within: IntRect) -> IntRect {
        // Clamped first, then floored by truncation: the bounds are whole, so
        // this is `clamp(floor(v))` exactly, without `rounded(.down/.up)`'s
        // libm calls (no SSE4.1 in the baseline build): 5 % of the samples
        // of `raster.smallRects.10000.axisAligned`.
        @inline(__always) func clamp(_ v: Double) -> Double { max(-1, min(Double(Pixmap.maxDimension + 1), v)) }
        @inline(__always) func clampFloor(_ v: Double) -> Int {
            let c = clamp(v), i = Int(c)
            return Double(i) > c ? i - 1 : i
        }
        @inline(__always) func clampCeil(_ v: Double) -> Int {
            let c = clamp(v), i = Int(c)
            return Double(i) < c ? i + 1 : i
        }
        return IntRect(x0: clampFloor(r.minX), y0: clampFloor(r.minY), x1: clampCeil(r.maxX), y1: clampCeil(r.maxY))
            .intersection(within)
    }
}

/// Receives the coverage the scan converter produces, span by span. Coordinates
/// are device pixels; spans never leave the clip rectangle given to the converter.
protocol Blitter {
    /// `count` pixels from `(x, y)` rightward, all with the same coverage (1…255).
    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8)
    /// `count` pixels from `(x, y)` rightward with per-pixel coverage (0…255).
    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>)
    /// Whether each pixel's result depends only on its own coverage, however
    /// the pixels are grouped into spans (a `blitRun` of coverage `c` gives
    /// what a `blitMask` of `c`s gives, and coverage 0 changes nothing), so
    /// the scan converter may hand over a row as one span.
    static var coverageIsPerPixel: Bool { get }
}

extension Blitter {
    /// Not unless the blitter says so.
    static var coverageIsPerPixel: Bool { false }
}
