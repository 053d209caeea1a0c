/// One level of `Canvas.withClip`: the clip's coverage over its pixel box
/// only (already multiplied by the clip it was pushed inside), so nested
/// layer clips cost their own area, not the canvas'.
struct ScopedClip {
    /// Where the clip can be non-zero (inside the canvas and the outer clip).
    var box = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Coverage, `box.width` per row; unused when `full`. Kept between uses
    /// (it only grows), so steady-state clipping allocates nothing.
    var values: [UInt8] = []
    /// Every pixel of `box` is fully inside (a pixel-aligned rectangle with
    /// no partial clip around it): drawing is limited to `box`, no mask.
    var full = false
}

/// A scoped clip's own coverage (before the clip it is nested in applies),
/// kept by a caller that clips to the same path again and again — a layer's
/// `masksToBounds` clip, frame after frame. `withClip(to:rule:transform:keeping:_:)`
/// copies it while path, rule, transform and pixel box are unchanged, instead
/// of scan converting the path again; the pixels are the same either way.
public struct ClipCoverage {
    var path = Path()
    var rule = FillRule.nonZero
    var transform = Transform.identity
    /// The canvas' flattening tolerance it was made with.
    var tolerance = 0.0
    var box = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    /// `box.width × box.height` values first (the buffer only grows).
    var values: [UInt8] = []
    /// Whether the fields describe coverage made before.
    var valid = false

    /// Nothing kept yet.
    public init() {}
}

extension Canvas {
    /// Runs `body` with drawing clipped to `path` (its anti-aliased coverage
    /// under `rule`, through `transform`), intersected with the clip in
    /// effect, then restores that clip.
    ///
    /// The pixels drawn are the same as with `clip(to:rule:transform:)`
    /// before `body` and the old `clipMask` put back after it, but the
    /// coverage is kept only over the path's pixel box and in reused
    /// buffers, and draws are limited to that box: a pixel-aligned rectangle
    /// needs no mask at all. This is how nested layer clips (`masksToBounds`)
    /// stay cheap.
    ///
    /// While `body` runs, the scoped clip replaces `clipMask` for drawing (it
    /// already includes the `clipMask` in effect when `withClip` was called);
    /// changes to `clipMask` made inside `body` take effect after it returns.
    ///
    /// - Returns: `.nonFiniteGeometry` for NaN or infinite geometry and
    ///   `.nothingToDraw` when the clip leaves nothing visible — in both
    ///   cases `body` does not run (everything it drew would be clipped
    ///   away) — otherwise `.drawn`, after running `body`.
    @discardableResult
    public func withClip(to path: Path, rule: FillRule = .nonZero, transform: Transform = .identity,
                         _ body: () -> Void) -> DrawResult {
        var unused = ClipCoverage()
        return withClip(path, rule, transform, keeping: &unused, keeps: false, body)
    }

    /// `withClip(to:rule:transform:_:)` with the clip's own coverage taken
    /// from `kept` when it was made for the same path, rule, transform and
    /// pixel box, and stored there otherwise (see `ClipCoverage`).
    @discardableResult
    public func withClip(to path: Path, rule: FillRule = .nonZero, transform: Transform = .identity,
                         keeping kept: inout ClipCoverage, _ body: () -> Void) -> DrawResult {
        withClip(path, rule, transform, keeping: &kept, keeps: true, body)
    }

    /// Both `withClip` forms; `kept` is used only with `keeps`.
    private func withClip(_ path: Path, _ rule: FillRule, _ transform: Transform, keeping kept: inout ClipCoverage,
                          keeps: Bool, _ body: () -> Void) -> DrawResult {
        let result = beginClip(path, rule, transform, keeping: &kept, keeps: keeps)
        guard result == .drawn else { return result }
        defer { endClip() }
        body()
        return .drawn
    }

    /// Starts clipping drawing to `path` (its anti-aliased coverage under
    /// `rule`, through `transform`), intersected with the clip in effect,
    /// until the matching `endClip()`: `withClip(to:rule:transform:_:)`
    /// split in two, for callers that cannot put the clipped drawing in one
    /// closure (a walk over a layer tree with an explicit stack).
    ///
    /// - Returns: `.drawn` when the clip is in effect (call `endClip()`
    ///   later, after any clip begun since has ended); `.nonFiniteGeometry`
    ///   or `.nothingToDraw` when nothing drawn under it could be visible:
    ///   then no clip was begun and `endClip()` must not be called.
    public func beginClip(to path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) -> DrawResult {
        var unused = ClipCoverage()
        return beginClip(path, rule, transform, keeping: &unused, keeps: false)
    }

    /// `beginClip(to:rule:transform:)` with the clip's own coverage taken
    /// from `kept` when it was made for the same path, rule, transform and
    /// pixel box, and stored there otherwise (see `ClipCoverage`). `kept`
    /// is not used after this returns.
    public func beginClip(to path: Path, rule: FillRule = .nonZero, transform: Transform = .identity,
                          keeping kept: inout ClipCoverage) -> DrawResult {
        beginClip(path, rule, transform, keeping: &kept, keeps: true)
    }

    /// Ends the innermost clip begun by `beginClip` (which returned `.drawn`).
    public func endClip() {
        precondition(scopedClipDepth > 0, "Canvas.endClip() without a clip begun")
        scopedClipDepth -= 1
    }

    /// Both `beginClip` forms; `kept` is used only with `keeps`.
    private func beginClip(_ path: Path, _ rule: FillRule, _ transform: Transform, keeping kept: inout ClipCoverage,
                           keeps: Bool) -> DrawResult {
        guard transform.isFinite else { return .nonFiniteGeometry }
        guard let device = deviceBounds(path, transform) else { return .nothingToDraw }
        guard device.isFinite else { return .nonFiniteGeometry }
        let box = IntRect.covering(device, within: drawBounds)
        guard !box.isEmpty else { return .nothingToDraw }
        let level = scopedClipDepth
        if scopedClips.count <= level { scopedClips.append(ScopedClip()) }
        scopedClips[level].box = box
        if isWholePixelRect(path, transform) && outerClipIsFull(level) {
            scopedClips[level].full = true
        } else {
            scopedClips[level].full = false
            if keeps && kept.valid && kept.box == box && kept.rule == rule && kept.tolerance == tolerance
                && kept.transform == transform && kept.path == path {
                copyCoverage(kept.values, count: box.width * box.height, to: level)
            } else {
                guard writeCoverage(of: path, rule: rule, transform: transform, level: level) else {
                    kept.valid = false
                    return .nothingToDraw
                }
                if keeps { keep(level, path, rule, transform, in: &kept) }
            }
            multiplyByOuterClip(level)
        }
        scopedClipDepth += 1
        return .drawn
    }

    /// The pixels draws may touch: the canvas, limited by the innermost scoped clip.
    var drawBounds: IntRect { scopedClipDepth > 0 ? scopedClips[scopedClipDepth - 1].box : bounds }

    /// Whether `path` through `transform` is an axis-aligned rectangle with
    /// whole-pixel device edges (so it covers each pixel of its box fully).
    private func isWholePixelRect(_ path: Path, _ t: Transform) -> Bool {
        guard t.isScaleTranslate, let r = path.axisAlignedRect else { return false }
        let p0 = t.apply(Point(r.minX, r.minY)), p1 = t.apply(Point(r.maxX, r.maxY))
        func whole(_ v: Double) -> Bool { abs(v) < 1e15 && Double(Int(v)) == v }
        return whole(p0.x) && whole(p0.y) && whole(p1.x) && whole(p1.y)
    }

    /// Whether nothing partial clips from outside level `level`: no outer
    /// scoped mask and no `clipMask` in use.
    private func outerClipIsFull(_ level: Int) -> Bool {
        if level > 0 { return scopedClips[level - 1].full }
        return activeFullSizeClipMask == nil
    }

    /// The public clip mask when it applies (it must match the pixmap's size).
    var activeFullSizeClipMask: Mask? {
        guard let m = clipMask, m.width == pixmap.width, m.height == pixmap.height else { return nil }
        return m
    }

    /// Rasterises the path's coverage into level `level`'s buffer (zeroed
    /// over its box first). False when the path left no edges.
    private func writeCoverage(of path: Path, rule: FillRule, transform: Transform, level: Int) -> Bool {
        let box = scopedClips[level].box
        let count = box.width * box.height
        buildEdges(path, transform: transform, clip: box)
        if scan.edges.isEmpty { return false }
        if scopedClips[level].values.count < count {
            scopedClips[level].values = [UInt8](repeating: 0, count: count)
        }
        scopedClips[level].values.withUnsafeMutableBufferPointer { v in
            v.baseAddress!.update(repeating: 0, count: count)
            var writer = MaskWriterBlitter(values: v.baseAddress!, stride: box.width, originX: box.x0, originY: box.y0)
            scan.sweep(clip: box, rule: rule, into: &writer)
        }
        return true
    }

    /// Puts the first `count` of `values` (a kept coverage of level
    /// `level`'s box) in the level's buffer.
    private func copyCoverage(_ values: [UInt8], count: Int, to level: Int) {
        if scopedClips[level].values.count < count {
            scopedClips[level].values = [UInt8](repeating: 0, count: count)
        }
        values.withUnsafeBufferPointer { s in
            scopedClips[level].values.withUnsafeMutableBufferPointer { d in
                d.baseAddress!.update(from: s.baseAddress!, count: count)
            }
        }
    }

    /// Stores level `level`'s coverage, just written for `path`, in `kept`.
    private func keep(_ level: Int, _ path: Path, _ rule: FillRule, _ transform: Transform, in kept: inout ClipCoverage) {
        let box = scopedClips[level].box, count = box.width * box.height
        kept.path = path; kept.rule = rule; kept.transform = transform; kept.box = box; kept.tolerance = tolerance
        if kept.values.count < count { kept.values = [UInt8](repeating: 0, count: count) }
        scopedClips[level].values.withUnsafeBufferPointer { s in
            kept.values.withUnsafeMutableBufferPointer { d in d.baseAddress!.update(from: s.baseAddress!, count: count) }
        }
        kept.valid = true
    }

    /// Multiplies level `level`'s coverage by the clip it is nested in (the
    /// outer scoped clip, or `clipMask` at the outermost level).
    private func multiplyByOuterClip(_ level: Int) {
        let box = scopedClips[level].box
        let outerValues: [UInt8], outerBox: IntRect
        if level > 0 {
            guard !scopedClips[level - 1].full else { return }
            outerValues = scopedClips[level - 1].values
            outerBox = scopedClips[level - 1].box
        } else {
            guard let m = activeFullSizeClipMask else { return }
            outerValues = m.values
            outerBox = bounds
        }
        let w = box.width
        outerValues.withUnsafeBufferPointer { outer in
            scopedClips[level].values.withUnsafeMutableBufferPointer { v in
                for y in box.y0..<box.y1 {
                    let row = v.baseAddress! + (y - box.y0) * w
                    let o = outer.baseAddress! + (y - outerBox.y0) * outerBox.width + (box.x0 - outerBox.x0)
                    for i in 0..<w { row[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(row[i]), UInt32(o[i]))) }
                }
            }
        }
    }
}
