/// A mask with its rows cut once into spans for filling: runs of 0 left
/// out, runs of 255 as constant-coverage runs, the rest as per-pixel
/// coverage. Filling a solid colour through it (`Canvas.fill(_:atX:y:paint:skipping:)`)
/// gives the pixels of `fillMask` with the same mask, without looking at
/// the empty and full values again — for masks kept between frames
/// (cached shadows, cached fill coverage).
public struct MaskSpans: Sendable {
    /// The coverage values.
    public private(set) var mask: Mask
    /// Per span: x, y, count in mask pixels, and −1 for full coverage, else
    /// where its coverage starts in `partial`.
    private(set) var spans: [SIMD4<Int32>] = []
    /// The per-pixel spans' coverage, one after another. Filling reads these
    /// bytes, not the mask: a kept background's mask is mostly full runs, and
    /// reading the edge bytes from rows of the whole mask missed the cache
    /// (17 % of composite200's span filling stalled on that load).
    private(set) var partial: [UInt8] = []

    /// Empty spans (a 0 × 0 mask).
    public init() { mask = try! Mask(width: 0, height: 0) }

    /// Spans of `mask`.
    public init(_ mask: Mask) {
        self.init()
        assign(mask)
    }

    /// Makes these the spans of `mask`, reusing the storage.
    public mutating func assign(_ mask: Mask) {
        self.mask = mask
        rebuild()
    }

    /// Lets `body` change the mask in place (its storage is not shared, so
    /// nothing is copied), then cuts the new values into spans.
    public mutating func update<R>(_ body: (inout Mask) throws -> R) rethrows -> R {
        let result = try body(&mask)
        rebuild()
        return result
    }

    private mutating func rebuild() {
        spans.removeAll(keepingCapacity: true)
        partial.removeAll(keepingCapacity: true)
        let w = mask.width
        guard w > 0, mask.height > 0, w < Int(Int32.max), mask.values.count < Int(Int32.max) else { return }
        let mask = self.mask
        mask.values.withUnsafeBufferPointer { v in
            // The arrays move into the collector and back: no copy, their capacity kept.
            var collector = SpanCollector(y: 0, spans: spans, partial: partial)
            spans = []
            partial = []
            for y in 0..<mask.height {
                collector.y = Int32(y)
                CoverageRuns.blit(&collector, x: 0, y: y, count: w, coverage: v.baseAddress! + y * w)
            }
            spans = collector.spans
            partial = collector.partial
        }
    }

    /// The mask's width.
    public var width: Int { mask.width }
    /// The mask's height.
    public var height: Int { mask.height }
}

/// Records the calls of `CoverageRuns.blit` as spans.
private struct SpanCollector: Blitter {
    var y: Int32
    var spans: [SIMD4<Int32>]
    var partial: [UInt8]

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        spans.append(SIMD4(Int32(truncatingIfNeeded: x), self.y, Int32(truncatingIfNeeded: count), -1))
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        spans.append(SIMD4(Int32(truncatingIfNeeded: x), self.y, Int32(truncatingIfNeeded: count),
                           Int32(truncatingIfNeeded: partial.count)))
        partial.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
    }
}

extension Canvas {
    /// `fillMask(spans.mask, atX:y:paint:skipping:)` through the precomputed
    /// spans: the same pixels for a solid colour with source-over (other
    /// paints go through `fillMask`, whose spans must not be split).
    @discardableResult
    public func fill(_ spans: MaskSpans, atX x: Int, y: Int, paint: Paint, skipping hidden: Rect? = nil) -> DrawResult {
        let mask = spans.mask
        guard case .solid = paint.shader, paint.blendMode == .sourceOver else {
            return fillMask(mask, atX: x, y: y, paint: paint, skipping: hidden)
        }
        guard mask.width > 0, mask.height > 0 else { return .nothingToDraw }
        guard x < pixmap.width, y < pixmap.height, x > -mask.width, y > -mask.height else { return .nothingToDraw }
        let clip = IntRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        let hole = hidden.map { IntRect.inside($0, within: clip) } ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        return spans.partial.withUnsafeBufferPointer { m in
            spans.spans.withUnsafeBufferPointer { s in
                composite(paint: paint, ctm: .identity, clip: clip) { box in
                    // A mask with full runs only has no partial bytes (and may have no buffer).
                    box.run(SpanRows(partial: m.baseAddress ?? UnsafePointer(bitPattern: 1)!, spans: s, originX: x, originY: y,
                                     clip: clip, hole: hole))
                }
            }
        }
    }
}

/// Blits precomputed spans, clipped to `clip` and leaving out `hole`.
struct SpanRows: RunBody {
    /// `MaskSpans.partial`.
    let partial: UnsafePointer<UInt8>
    let spans: UnsafeBufferPointer<SIMD4<Int32>>
    let originX: Int, originY: Int
    let clip: IntRect
    let hole: IntRect

    func run<B: Blitter>(_ b: inout B) {
        // `values` is the span's first coverage byte moved to device x 0.
        @inline(__always) func emit(_ x0: Int, _ x1: Int, _ y: Int, _ values: UnsafePointer<UInt8>?) {
            guard x1 > x0 else { return }
            if let values {
                b.blitMask(x: x0, y: y, count: x1 - x0, coverage: values + x0)
            } else {
                b.blitRun(x: x0, y: y, count: x1 - x0, coverage: 255)
            }
        }
        for s in spans {
            let y = originY + Int(s.y)
            guard y >= clip.y0, y < clip.y1 else { continue }
            let start = originX + Int(s.x)
            let x0 = max(start, clip.x0), x1 = min(start + Int(s.z), clip.x1)
            let values = s.w < 0 ? nil : partial + (Int(s.w) - start)
            if hole.isEmpty || y < hole.y0 || y >= hole.y1 {
                emit(x0, x1, y, values)
            } else {
                emit(x0, min(x1, hole.x0), y, values)
                emit(max(x0, hole.x1), x1, y, values)
            }
        }
    }
}
