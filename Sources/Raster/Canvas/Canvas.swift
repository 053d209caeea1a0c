/// The drawing entry point: a pixmap plus the state and scratch buffers that
/// drawing needs. Draw calls take a path or rectangle, a paint and a transform
/// (user space to device pixels) and composite into `pixmap`.
///
/// A `Canvas` keeps its buffers (edge list, coverage band, shading row)
/// between calls so steady-state drawing allocates nothing. It is not
/// thread-safe; use one canvas per thread.
public final class Canvas {
    // `pixmap`, `clipMask` and the scoped clip stack are read or written by
    // short accesses on every draw; their dynamic exclusivity checks (a
    // `swift_beginAccess` of ~80 instructions each, five a fill) were 7 % of
    // the instructions of a 4×4 rectangle fill. Unchecked like the scratch
    // buffers below: no draw holds an access across a call.

    /// The pixels drawn into.
    ///
    /// Drawing while an access to this pixmap is in progress (inside its
    /// `withUnsafeMutablePixels` closure, say) is a programming error that
    /// is not diagnosed at run time.
    @exclusivity(unchecked) public var pixmap: Pixmap
    /// Optional clip: coverage is multiplied by this mask (same size as the
    /// pixmap; a mask of another size is ignored).
    @exclusivity(unchecked) public var clipMask: Mask?
    /// Curve flattening tolerance in device pixels.
    public var tolerance: Double = Flattener.defaultTolerance
    /// A gradient lookup table kept by the caller (`Gradient.makeTable`):
    /// gradient fills use it instead of building their own when it was made
    /// for their stops and alpha, and ignore it otherwise.
    public var gradientTable: GradientTable?

    let scan = ScanConverter()
    /// The clips of `withClip`, innermost at `scopedClipDepth − 1`; entries
    /// past the depth keep their buffers for reuse.
    @exclusivity(unchecked) var scopedClips: [ScopedClip] = []
    @exclusivity(unchecked) var scopedClipDepth = 0
    /// 257 in every lane, for `PixelMath.scale4(_:_:div255:)`. A stored `var`
    /// on purpose: a constant would let LLVM rewrite the multiply as shifts and
    /// lose the one-instruction `pmulhuw` (never written after init).
    var div255Multiplier = PixelMath.Quad(repeating: 257)
    /// Reused by `drawPixmap(_:projective:…)`.
    let projectiveClipper = ProjectiveClipper()
    // Only reserved (short, never overlapping accesses): no dynamic
    // exclusivity checks, as for `ScanConverter`'s buffers.
    @exclusivity(unchecked) private var rowBuffer = ScratchBuffer<UInt32>()
    @exclusivity(unchecked) private var maskBuffer = ScratchBuffer<UInt8>()

    deinit { rowBuffer.free(); maskBuffer.free() }

    /// A canvas drawing into `pixmap`.
    public init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// A canvas with a new transparent pixmap.
    /// - Throws: `PixmapError` for bad sizes.
    public convenience init(width: Int, height: Int) throws(PixmapError) {
        self.init(pixmap: try Pixmap(width: width, height: height))
    }

    /// Sets every pixel to `color` (ignores the clip).
    public func clear(_ color: Color = .transparent) { pixmap.clear(color.pixel) }

    var bounds: IntRect { IntRect(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height) }

    // MARK: Filling paths

    /// Fills `path`, transformed by `transform`, with `paint` under `rule`.
    ///
    /// - Returns: `.nonFiniteGeometry` (and draws nothing) when the path or
    ///   transform has NaN or infinite values, `.nothingToDraw` when nothing
    ///   is visible, `.drawn` otherwise.
    @discardableResult
    public func fill(_ path: Path, paint: Paint, rule: FillRule = .nonZero, transform: Transform = .identity) -> DrawResult {
        guard transform.isFinite else { return .nonFiniteGeometry }
        if transform.isScaleTranslate, let r = path.axisAlignedRect, r.isFinite {
            // Layer backgrounds and clips are mostly rectangles: skip the
            // scan converter (same coverage, computed directly).
            return fillRect(r, paint: paint, transform: transform)
        }
        // Rotated rectangles and other quadrilaterals (one small layer each
        // in large trees): no flattener, no point arrays (see `SmallPolygon`).
        if let polygon = SmallPolygon(path) { return fill(polygon, paint: paint, rule: rule, transform: transform) }
        guard let box = deviceBounds(path, transform) else {
            return path.isFinite ? .nothingToDraw : .nonFiniteGeometry
        }
        guard box.isFinite else { return .nonFiniteGeometry }
        let clip = IntRect.covering(box, within: drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        buildEdges(path, transform: transform, clip: clip)
        if scan.edges.isEmpty { return .nothingToDraw }
        return composite(paint: paint, ctm: transform, clip: clip) { (b: inout AnyBlitterBox) in
            b.sweep(scan, clip: clip, rule: rule)
        }
    }

    /// Strokes `path` with `style` and `paint`: the outline from `Stroker`
    /// (computed in user space, so a non-uniform transform gives an elliptical
    /// pen as in Core Graphics) filled with the non-zero rule.
    @discardableResult
    public func stroke(_ path: Path, style: StrokeStyle, paint: Paint, transform: Transform = .identity) -> DrawResult {
        guard let outline = strokeOutline(path, style: style, transform: transform) else { return .nonFiniteGeometry }
        return fill(outline, paint: paint, rule: .nonZero, transform: transform)
    }

    /// The outline `stroke(path, style:, paint:, transform:)` fills (with the
    /// non-zero rule), flattened to this canvas' tolerance under `transform`:
    /// its `fillCoverage` is the stroke's coverage. nil for non-finite geometry.
    public func strokeOutline(_ path: Path, style: StrokeStyle, transform: Transform) -> Path? {
        guard transform.isFinite, path.isFinite else { return nil }
        let scale = transform.maxScale
        let tol = scale > 0 && scale.isFinite ? tolerance / scale : tolerance
        return Stroker.stroke(path, style: style, tolerance: tol)
    }

    /// Flattens and clips `path` into the scan converter's (reused) edge list.
    func buildEdges(_ path: Path, transform: Transform, clip: IntRect) {
        buildEdges(clip: clip) { builder in
            Flattener.flatten(path, transform: transform, tolerance: tolerance,
                              cull: Rect(x: Double(clip.x0), y: Double(clip.y0), width: Double(clip.width),
                                         height: Double(clip.height)),
                              into: &builder)
        }
    }

    /// Replaces the scan converter's (reused) edge list with the lines `add`
    /// gives an `EdgeBuilder` clipping to `clip`.
    @inline(__always)
    func buildEdges(clip: IntRect, _ add: (inout EdgeBuilder) -> Void) {
        var builder = EdgeBuilder(edges: EdgeList(), clip: clip)
        swap(&builder.edges, &scan.edges)
        builder.edges.removeAll()
        add(&builder)
        swap(&builder.edges, &scan.edges)
    }

    /// The transformed path's control-point bounds; nil when empty.
    /// Non-finite values make a non-finite rectangle.
    func deviceBounds(_ path: Path, _ t: Transform) -> Rect? {
        guard !path.points.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // `0 · v` is 0 for finite v and NaN for NaN or ±∞, so one sum checks
        // every coordinate; with plain comparisons instead of `min`/`max` and
        // a per-point `isFinite`, 500 r=10 circles went from 13.5 M to 13.2 M
        // instructions per frame.
        var poison = 0.0
        let identity = t.isIdentity
        path.points.withUnsafeBufferPointer { points in
            for p in points {
                let q = identity ? p : t.apply(p)
                poison += 0 * q.x + 0 * q.y
                if q.x < minX { minX = q.x }
                if q.x > maxX { maxX = q.x }
                if q.y < minY { minY = q.y }
                if q.y > maxY { maxY = q.y }
            }
        }
        if poison != 0 { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Compositing

    /// Picks the blitter for `paint`, wraps it with the clip mask, and runs
    /// `body` with it inside the pixel buffer's scope.
    func composite(paint: Paint, ctm: Transform, clip: IntRect,
                   _ body: (inout AnyBlitterBox) -> Void) -> DrawResult {
        guard let shader = PreparedShader(paint: paint, ctm: ctm, table: gradientTable) else { return .nonFiniteGeometry }
        return composite(shader: shader, blendMode: paint.blendMode, clip: clip, body)
    }

    /// `composite(paint:ctm:clip:_:)` with the shader already prepared.
    func composite(shader: PreparedShader, blendMode: BlendMode, clip: IntRect,
                   _ body: (inout AnyBlitterBox) -> Void) -> DrawResult {
        if let c = shader.isSolid, c >> 24 == 0, blendMode.transparentSourceIsNoOp { return .nothingToDraw }
        let row = rowBuffer.reserve(pixmap.width)
        let scratch = maskBuffer.reserve(pixmap.width + 2)
        let stride = pixmap.stride
        let (mask, maskBox) = activeMask
        pixmap.storage.withUnsafeMutableBufferPointer { px in
            let pixels = px.baseAddress!
            var box: AnyBlitterBox
            if let c = shader.isSolid, blendMode == .sourceOver {
                box = .solidOver(SolidOverBlitter(pixels: pixels, stride: stride, color: c, div255: div255Multiplier))
            } else {
                box = .shader(ShaderBlitter(pixels: pixels, stride: stride, shader: shader, mode: blendMode, row: row,
                                            div255: div255Multiplier))
            }
            if let mask {
                mask.withUnsafeBufferPointer { m in
                    box = box.clipped(mask: m.baseAddress!, box: maskBox, scratch: scratch)
                    body(&box)
                }
            } else {
                body(&box)
            }
        }
        return .drawn
    }

    /// The mask coverage is multiplied by and the box its rows cover: the
    /// innermost scoped clip (it includes `clipMask`), else `clipMask`; nil
    /// when nothing clips partially. A draw's clip box lies inside a scoped
    /// clip's box: draws are bounded by it.
    var activeMask: (values: [UInt8]?, box: IntRect) {
        if scopedClipDepth > 0 {
            let scoped = scopedClips[scopedClipDepth - 1]
            return (scoped.full ? nil : scoped.values, scoped.box)
        }
        return (activeFullSizeClipMask?.values, bounds)
    }

    /// Runs `body` over `clip` with the blitter for `paint`: a solid colour
    /// blended source-over gets its concrete blitter directly (no shader
    /// preparation, no `AnyBlitterBox`: copying that large enum was the
    /// `memmove` with 15 % of the samples of `raster.smallRects`); any other
    /// paint goes through `composite(paint:ctm:clip:_:)`. Same blitters,
    /// same results.
    func composite(paint: Paint, ctm: Transform, clip: IntRect, _ body: some RunBody) -> DrawResult {
        guard case .solid(let color) = paint.shader, paint.blendMode == .sourceOver else {
            return composite(paint: paint, ctm: ctm, clip: clip) { (box: inout AnyBlitterBox) in box.run(body) }
        }
        let c = PreparedShader.solidPixel(color, alpha: paint.alpha)
        if c >> 24 == 0 { return .nothingToDraw }  // as `composite(shader:…)`: source-over of nothing
        let stride = pixmap.stride, div255 = div255Multiplier
        let (mask, maskBox) = activeMask
        let scratch = mask == nil ? nil : maskBuffer.reserve(pixmap.width + 2)
        pixmap.storage.withUnsafeMutableBufferPointer { px in
            var b = SolidOverBlitter(pixels: px.baseAddress!, stride: stride, color: c, div255: div255)
            guard let mask, let scratch else { return body.run(&b) }
            mask.withUnsafeBufferPointer { m in
                var clipped = ClipMaskBlitter(inner: b, mask: m.baseAddress!, maskStride: maskBox.width,
                                              originX: maskBox.x0, originY: maskBox.y0, scratch: scratch)
                body.run(&clipped)
            }
        }
        return .drawn
    }
}

/// The blitters a draw can use, so one call site can drive any of them with
/// full specialisation (no existential dispatch per span).
enum AnyBlitterBox {
    case solidOver(SolidOverBlitter)
    case shader(ShaderBlitter)
    case clippedSolidOver(ClipMaskBlitter<SolidOverBlitter>)
    case clippedShader(ClipMaskBlitter<ShaderBlitter>)

    /// Wrapped so coverage is multiplied by `mask`, whose rows cover `box`.
    func clipped(mask: UnsafePointer<UInt8>, box: IntRect, scratch: UnsafeMutablePointer<UInt8>) -> AnyBlitterBox {
        switch self {
        case .solidOver(let b):
            return .clippedSolidOver(ClipMaskBlitter(inner: b, mask: mask, maskStride: box.width,
                                                     originX: box.x0, originY: box.y0, scratch: scratch))
        case .shader(let b):
            return .clippedShader(ClipMaskBlitter(inner: b, mask: mask, maskStride: box.width,
                                                  originX: box.x0, originY: box.y0, scratch: scratch))
        default: return self
        }
    }

    /// Sweeps the scan converter's edges into the concrete blitter.
    mutating func sweep(_ scan: ScanConverter, clip: IntRect, rule: FillRule) {
        switch self {
        case .solidOver(var b): scan.sweep(clip: clip, rule: rule, into: &b)
        case .shader(var b): scan.sweep(clip: clip, rule: rule, into: &b)
        case .clippedSolidOver(var b): scan.sweep(clip: clip, rule: rule, into: &b)
        case .clippedShader(var b): scan.sweep(clip: clip, rule: rule, into: &b)
        }
    }

    /// Applies `f` to the concrete blitter, specialised per case.
    mutating func run(_ f: some RunBody) {
        switch self {
        case .solidOver(var b): f.run(&b)
        case .shader(var b): f.run(&b)
        case .clippedSolidOver(var b): f.run(&b)
        case .clippedShader(var b): f.run(&b)
        }
    }
}

/// A generic operation over a blitter (see `AnyBlitterBox.run`).
protocol RunBody {
    func run<B: Blitter>(_ b: inout B)
}
