extension Canvas {
    /// The pixels draws may touch now: the canvas, limited by the innermost
    /// `withClip` box. `fill` clips its path to this box, so it is part of
    /// what the coverage of `fillCoverage(of:rule:transform:into:)` depends on.
    public var drawingBounds: Rect {
        let b = drawBounds
        return Rect(x: Double(b.x0), y: Double(b.y0), width: Double(b.width), height: Double(b.height))
    }

    /// Writes into `mask` the anti-aliased coverage that
    /// `fill(path, paint:, rule:, transform:)` would draw now — the same edges,
    /// clip and scan conversion — and returns the device pixel of the mask's
    /// first value. Filling a solid colour with `fillMask` at that position
    /// then gives exactly the pixels of that `fill` (as long as
    /// `drawingBounds` is the same), so a caller can keep the mask of an
    /// unchanged shape and skip the scan conversion.
    ///
    /// - Returns: nil when `fill` would not scan-convert: an axis-aligned
    ///   rectangle under a scale-and-translate map (drawn by `fillRect`),
    ///   non-finite geometry, nothing visible, or a mask size refused.
    public func fillCoverage(of path: Path, rule: FillRule = .nonZero, transform: Transform,
                             into mask: inout Mask) -> (x: Int, y: Int)? {
        guard transform.isFinite else { return nil }
        if transform.isScaleTranslate, let r = path.axisAlignedRect, r.isFinite { return nil }
        guard let box = deviceBounds(path, transform), box.isFinite else { return nil }
        let clip = IntRect.covering(box, within: drawBounds)
        guard !clip.isEmpty else { return nil }
        buildEdges(path, transform: transform, clip: clip)
        guard !scan.edges.isEmpty, (try? mask.reset(width: clip.width, height: clip.height)) != nil else { return nil }
        mask.values.withUnsafeMutableBufferPointer { v in
            var writer = MaskWriterBlitter(values: v.baseAddress!, stride: clip.width, originX: clip.x0, originY: clip.y0)
            scan.sweep(clip: clip, rule: rule, into: &writer)
        }
        return (clip.x0, clip.y0)
    }
}
