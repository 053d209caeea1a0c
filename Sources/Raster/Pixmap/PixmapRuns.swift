/// A pixmap's rows cut once into runs by alpha, for drawing it again and
/// again at whole-pixel offsets (`Canvas.drawPixmap(_:runs:atX:y:alpha:)`):
/// fully transparent pixels (all four bytes 0) are left out, runs of opaque
/// pixels are copied, the rest blended. For pixmaps kept between frames —
/// a rasterized layer's bitmap, mostly empty around its content — whose
/// runs are made when the pixels are drawn and kept beside them.
///
/// The runs do not hold the pixels (holding them would make the next
/// drawing into the kept canvas copy its storage): the caller keeps them
/// with the pixmap they were made from and makes them again (`assign`)
/// whenever it draws into it. A pixmap of another size than the runs' is
/// drawn the plain way.
public struct PixmapRuns: Sendable {
    /// One run of a row: pixels `start..<end`, all opaque or blended.
    struct Run: Sendable, Equatable {
        var start: Int32
        var end: Int32
        /// Every pixel's alpha is 255 (copied when drawn at full alpha).
        var opaque: Bool
    }

    /// Width and height of the pixmap the runs were made from.
    public private(set) var width = 0
    public private(set) var height = 0
    /// Row y's runs are `runs[rowStart[y]..<rowStart[y + 1]]`, left to right.
    private(set) var rowStart: [Int32] = [0]
    private(set) var runs: [Run] = []

    /// Opaque stretches shorter than this are blended with their
    /// neighbours rather than copied on their own (blending copies opaque
    /// pixels anyway; a separate copy costs a call).
    static let shortestCopy = 16
    /// Transparent gaps shorter than this between drawn pixels are blended
    /// (over a transparent source the destination stays as it is) rather
    /// than cutting the run in two.
    static let shortestGap = 4

    /// No runs (a 0 × 0 pixmap).
    public init() {}

    /// The runs of `pixmap`.
    public init(_ pixmap: Pixmap) { assign(pixmap) }

    /// Makes these the runs of `pixmap`, reusing the storage.
    public mutating func assign(_ pixmap: Pixmap) {
        runs.removeAll(keepingCapacity: true)
        rowStart.removeAll(keepingCapacity: true)
        rowStart.append(0)
        width = 0; height = 0
        let w = pixmap.width, h = pixmap.height
        // Run ends and counts are Int32 (a pixmap is at most 16,384 a side).
        guard w > 0, h > 0, w < Int(Int32.max), pixmap.storage.count >= w * h else { return }
        width = w; height = h
        pixmap.storage.withUnsafeBufferPointer { px in
            for y in 0..<h {
                appendRuns(of: px.baseAddress! + y * w, width: w)
                rowStart.append(Int32(truncatingIfNeeded: runs.count))
            }
        }
    }

    /// Appends one row's runs: stretches of transparent, opaque and partly
    /// transparent pixels, short gaps and short opaque stretches folded into
    /// the blended runs beside them, transparent ones left out.
    private mutating func appendRuns(of row: UnsafePointer<UInt32>, width w: Int) {
        let rowFirst = runs.count
        var i = 0
        while i < w {
            let first = row[i]
            var j = i &+ 1
            if first == 0 {
                // Two pixels per step through the (usually long) empty stretches.
                let raw = UnsafeRawPointer(row)
                while j &+ 2 <= w && raw.loadUnaligned(fromByteOffset: j &* 4, as: UInt64.self) == 0 { j &+= 2 }
                while j < w && row[j] == 0 { j &+= 1 }
                // A short gap between drawn pixels is blended with them.
                if j < w, j &- i < Self.shortestGap, runs.count > rowFirst, runs[runs.count - 1].end == Int32(truncatingIfNeeded: i) {
                    extendBlended(i, j, rowFirst: rowFirst)
                }
                i = j
                continue
            }
            if first >> 24 == 255 {
                while j < w && row[j] >> 24 == 255 { j &+= 1 }
                if j &- i >= Self.shortestCopy {
                    runs.append(Run(start: Int32(truncatingIfNeeded: i), end: Int32(truncatingIfNeeded: j), opaque: true))
                } else {
                    extendBlended(i, j, rowFirst: rowFirst)
                }
            } else {
                while j < w && row[j] != 0 && row[j] >> 24 != 255 { j &+= 1 }
                extendBlended(i, j, rowFirst: rowFirst)
            }
            i = j
        }
    }

    /// Adds pixels `i..<j` as blended: the last run grows when it is a
    /// blended run ending at `i`, else a new run starts.
    private mutating func extendBlended(_ i: Int, _ j: Int, rowFirst: Int) {
        let start = Int32(truncatingIfNeeded: i), end = Int32(truncatingIfNeeded: j)
        if runs.count > rowFirst, !runs[runs.count - 1].opaque, runs[runs.count - 1].end == start {
            runs[runs.count - 1].end = end
        } else {
            runs.append(Run(start: start, end: end, opaque: false))
        }
    }

    /// The number of runs (tests).
    var count: Int { runs.count }
}

extension Transform {
    /// The offset when this is a translation by whole pixels (of at most
    /// 10⁹), else nil: a pixmap drawn through it lands pixel on pixel.
    public var wholePixelOffset: (x: Int, y: Int)? {
        guard a == 1, b == 0, c == 0, d == 1, tx == tx.rounded(), ty == ty.rounded(), abs(tx) < 1e9, abs(ty) < 1e9
        else { return nil }
        return (Int(tx), Int(ty))
    }
}

extension Canvas {
    /// Draws `image` with its pixel (0, 0) at device pixel `(x, y)`,
    /// source-over at `alpha`, through its `runs` (made from it, see
    /// `PixmapRuns`): the pixels of `drawPixmap(image, transform:
    /// .translation(x, y), alpha: alpha)`, with the transparent runs
    /// skipped and, at full alpha with no clip mask, the opaque runs copied.
    /// Limited to the scoped clip (a damage rectangle draws only its rows
    /// and columns). Runs of another size draw `image` the plain way.
    @discardableResult
    public func drawPixmap(_ image: Pixmap, runs: PixmapRuns, atX x: Int, y: Int, alpha: Double = 1) -> DrawResult {
        guard image.width > 0, image.height > 0 else { return .nothingToDraw }
        let translation = Transform.translation(Double(x), Double(y))
        guard runs.width == image.width, runs.height == image.height, image.storage.count >= image.width * image.height,
              abs(x) < 1 << 30, abs(y) < 1 << 30 else {
            return drawPixmap(image, transform: translation, quality: .nearest, alpha: alpha)
        }
        let clip = IntRect(x0: x, y0: y, x1: x + image.width, y1: y + image.height).intersection(drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        // The alpha as the image shader takes it (`PreparedShader`).
        let a = UInt32((PreparedShader.clampedAlpha(alpha) * 255).rounded())
        guard a > 0 else { return .nothingToDraw }
        let rows = RunRows(runs: runs, originX: x, originY: y, clip: clip)
        guard activeMask.values == nil else {
            // A partial clip: the runs go through the image shader's blitter
            // and the clip mask, as `drawPixmap` does.
            let pattern = ImagePattern(image: image, quality: .nearest)
            return composite(paint: Paint(shader: .image(pattern), alpha: alpha), ctm: translation, clip: clip) { box in
                box.run(rows)
            }
        }
        let stride = pixmap.stride, w = image.width, k = div255Multiplier
        image.storage.withUnsafeBufferPointer { src in
            pixmap.storage.withUnsafeMutableBufferPointer { dst in
                let s = src.baseAddress!, d = dst.baseAddress!
                rows.forEach { px, py, count, opaque in
                    let to = d + (py &* stride &+ px), from = s + ((py &- y) &* w &+ (px &- x))
                    if opaque && a == 255 {
                        to.update(from: from, count: count)
                    } else {
                        PixelMath.overSpan(to, from, count: count, coverage: a, div255: k)
                    }
                }
            }
        }
        return .drawn
    }
}

/// The runs of a `PixmapRuns` placed at `(originX, originY)` and cut to
/// `clip`, in device pixels.
private struct RunRows: RunBody {
    let runs: PixmapRuns
    let originX: Int, originY: Int
    let clip: IntRect

    /// Calls `body(x, y, count, opaque)` for every run's part inside the clip.
    @inline(__always)
    func forEach(_ body: (Int, Int, Int, Bool) -> Void) {
        runs.rowStart.withUnsafeBufferPointer { starts in
            runs.runs.withUnsafeBufferPointer { list in
                for py in clip.y0..<clip.y1 {
                    let row = py &- originY
                    var k = Int(starts[row])
                    let end = Int(starts[row &+ 1])
                    while k < end {
                        let r = list[k]
                        k &+= 1
                        let x0 = max(originX &+ Int(r.start), clip.x0), x1 = min(originX &+ Int(r.end), clip.x1)
                        if x1 > x0 { body(x0, py, x1 &- x0, r.opaque) }
                    }
                }
            }
        }
    }

    /// Every run as a full-coverage span (the shader blends or copies it).
    func run<B: Blitter>(_ b: inout B) {
        forEach { x, y, count, _ in b.blitRun(x: x, y: y, count: count, coverage: 255) }
    }
}
