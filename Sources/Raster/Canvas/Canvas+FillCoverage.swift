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
        guard let clip = scanBox(of: path, transform: transform),
              (try? mask.reset(width: clip.width, height: clip.height)) != nil else { return nil }
        mask.values.withUnsafeMutableBufferPointer { v in
            var writer = MaskWriterBlitter(values: v.baseAddress!, stride: clip.width, originX: clip.x0, originY: clip.y0)
            scan.sweep(clip: clip, rule: rule, into: &writer)
        }
        return (clip.x0, clip.y0)
    }

    /// `fillCoverage(of:rule:transform:into:)` together with the colours the
    /// fill's shader gives the covered pixels, shaded span by span as that
    /// `fill` shades them (a linear gradient's last bit depends on where its
    /// span starts), into `samples` over the mask's box. `fillMask` of the
    /// mask at the returned position, painted with `samples` as an image at
    /// that whole-pixel offset, then blends exactly that fill's pixels (as
    /// long as `drawingBounds` is the same). nil as for `fillCoverage`, or
    /// when the paint cannot be prepared.
    public func fillSamples(of path: Path, paint: Paint, rule: FillRule = .nonZero, transform: Transform,
                            coverage mask: inout Mask, samples: inout Pixmap) -> (x: Int, y: Int)? {
        guard let shader = PreparedShader(paint: paint, ctm: transform, table: gradientTable),
              let clip = scanBox(of: path, transform: transform),
              (try? mask.reset(width: clip.width, height: clip.height)) != nil,
              (try? samples.reset(width: clip.width, height: clip.height)) != nil else { return nil }
        mask.values.withUnsafeMutableBufferPointer { v in
            samples.storage.withUnsafeMutableBufferPointer { p in
                var recorder = ShadingRecorder(shader: shader, samples: p.baseAddress!, coverage: v.baseAddress!,
                                               stride: clip.width, originX: clip.x0, originY: clip.y0)
                scan.sweep(clip: clip, rule: rule, into: &recorder)
            }
        }
        return (clip.x0, clip.y0)
    }

    /// The pixel box `fill` scan converts `path` in, with its edges built;
    /// nil where `fill` would not scan-convert (see `fillCoverage`).
    private func scanBox(of path: Path, transform: Transform) -> IntRect? {
        guard transform.isFinite else { return nil }
        if transform.isScaleTranslate, let r = path.axisAlignedRect, r.isFinite { return nil }
        guard let box = deviceBounds(path, transform), box.isFinite else { return nil }
        let clip = IntRect.covering(box, within: drawBounds)
        guard !clip.isEmpty else { return nil }
        buildEdges(path, transform: transform, clip: clip)
        return scan.edges.isEmpty ? nil : clip
    }
}

/// Records a fill instead of blending it: each span's coverage, and the
/// source pixels shaded for the span exactly as `ShaderBlitter` shades them
/// (one `shade` call per span, from its first pixel).
struct ShadingRecorder: Blitter {
    let shader: PreparedShader
    let samples: UnsafeMutablePointer<UInt32>
    let coverage: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The device pixel of the first sample and coverage value.
    let originX: Int, originY: Int

    mutating func blitRun(x: Int, y: Int, count: Int, coverage c: UInt8) {
        let i = (y - originY) * stride + (x - originX)
        shader.shade(x: x, y: y, count: count, into: samples + i)
        (coverage + i).update(repeating: c, count: count)
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage m: UnsafePointer<UInt8>) {
        let i = (y - originY) * stride + (x - originX)
        shader.shade(x: x, y: y, count: count, into: samples + i)
        (coverage + i).update(from: m, count: count)
    }
}
