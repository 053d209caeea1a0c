import Foundation
import Raster

/// A drawing destination, Core Graphics' `CGContext` — here only the bitmap
/// kind (`CGBitmapContextCreate`), rendered by the `Raster` engine.
///
/// ## Coordinates
/// As in Apple's bitmap contexts, the default user space has its origin at the
/// bottom-left of the image with y pointing up, one unit per pixel. Row 0 of
/// the memory at `data` is the image's top row, so a rectangle filled at
/// `(0, 0, 1, 1)` lands in the first pixel of the *last* row of `data`. The
/// flip is internal: `ctm` starts as the identity, as on Apple's platforms.
///
/// ## Memory
/// The caller's buffer (or the context's own, when `data` was nil) is the
/// image: each drawing call reads the pixels it can reach (the bounding box
/// of what it draws) from the buffer, draws, and writes them back in the
/// context's pixel layout, so the caller may read or write the bytes between
/// calls. Apple's draws into the buffer directly; the round trip costs a copy
/// (RGBA, BGRA) or a per-pixel conversion (other layouts) of that box.
/// Premultiplied bytes whose colour exceeds their alpha are clamped when read.
///
/// ## Text
/// Glyphs of a `CGFont` are drawn with `showGlyphs(_:at:)` (see
/// CGContext+Text.swift): their outlines go through the text matrix and the
/// CTM and are filled and/or stroked like any path.
///
/// ## Shadows and transparency layers
/// `setShadow(offset:blur:color:)` and `beginTransparencyLayer(auxiliaryInfo:)`
/// work as Apple documents them (see those methods): every fill, stroke,
/// image and gradient casts the state's shadow; a transparency layer draws
/// offscreen and is composited once at its end.
///
/// ## Not provided
/// The antialiasing switches (Raster always antialiases), string drawing
/// (`showText`, Core Text) and PDF/other context kinds are absent
/// rather than stubbed. A context is not thread-safe (Apple's neither), so it
/// is not `Sendable`.
public final class CGContext {
    /// Width in pixels (Apple's `CGBitmapContextGetWidth`).
    public let width: Int
    /// Height in pixels (Apple's `CGBitmapContextGetHeight`).
    public let height: Int
    /// Bits per component (always 8 here).
    public let bitsPerComponent: Int
    /// Bits per pixel (always 32 here).
    public let bitsPerPixel: Int
    /// Bytes from the start of one row of `data` to the next.
    public let bytesPerRow: Int
    /// The pixel layout of `data`.
    public let bitmapInfo: CGBitmapInfo
    /// The colour space (an RGB space).
    public let colorSpace: CGColorSpace?

    private let buffer: UnsafeMutableRawPointer
    private let ownsBuffer: Bool
    let layout: BitmapLayout
    let canvas: Canvas

    /// The graphics state in effect.
    var state = GState()
    /// States saved by `saveGState()`, innermost last.
    var stateStack: [GState] = []
    /// The current path, in the context's (y-up) device space: points are
    /// mapped through the CTM when added, as Core Graphics does.
    var currentPath = CGMutablePath()
    /// Text space to user space (not part of the graphics state, as on Apple's).
    var textMatrixValue = CGAffineTransform.identity
    /// Scratch canvas and blurrer for shadows, made on the first shadowed draw.
    var shadowBuffers: ShadowBuffers?
    /// Open transparency layers, innermost last (see `beginTransparencyLayer`).
    var transparencyLayers: [TransparencyLayer] = []

    /// Creates a bitmap context (Apple's `CGBitmapContextCreate`).
    ///
    /// Supported layouts: 8 bits per component, 32 bits per pixel, an RGB
    /// space, alpha info `premultipliedLast`, `premultipliedFirst`,
    /// `noneSkipLast` or `noneSkipFirst`, default / 32-bit big / 32-bit little
    /// byte order (`premultipliedFirst | byteOrder32Little` is B, G, R, A in
    /// memory). When `data` is nil the context allocates zeroed memory it owns
    /// and `bytesPerRow` 0 means `width · 4`. Returns nil with a diagnostic
    /// for other layouts, a non-positive or too large size, or a
    /// `bytesPerRow` below `width · 4`.
    ///
    /// With a non-nil `data`, the caller keeps it valid for the context's
    /// lifetime, as on Apple's platforms.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        func fail(_ reason: String) { cgDiagnostic("CGBitmapContextCreate: \(reason).") }
        guard width > 0, height > 0 else { fail("invalid size \(width) × \(height)"); return nil }
        guard width <= Pixmap.maxDimension, height <= Pixmap.maxDimension,
              width * height * 4 <= Pixmap.maxBytes else {
            fail("size \(width) × \(height) is too large"); return nil
        }
        guard space.model == .rgb else { fail("unsupported colour space \(space)"); return nil }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        switch info.alphaInfo {
        case .premultipliedLast, .premultipliedFirst, .noneSkipLast, .noneSkipFirst: break
        default: fail("unsupported alpha info \(bitmapInfo & 0x1F) (premultiplied or skip alpha needed)"); return nil
        }
        let layout: BitmapLayout
        switch BitmapLayout.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: 32, info: info) {
        case .success(let l): layout = l
        case .failure(let e): fail(e.reason); return nil
        }
        let rowBytes = data == nil && bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else {
            fail("invalid data bytes/row: should be at least \(width * 4) for \(bitsPerComponent) integer bits/component, 3 components, alpha info \(bitmapInfo & 0x1F)")
            return nil
        }
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow, total <= 4 * Pixmap.maxBytes else { fail("bytesPerRow \(rowBytes) is too large"); return nil }
        guard let pixmap = try? Pixmap(width: width, height: height) else { fail("size \(width) × \(height) is too large"); return nil }
        if let data {
            buffer = data
            ownsBuffer = false
        } else {
            buffer = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: total)
            ownsBuffer = true
        }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = 32
        self.bytesPerRow = rowBytes
        self.bitmapInfo = info
        self.colorSpace = space
        self.layout = layout
        self.canvas = Canvas(pixmap: pixmap)
    }

    deinit {
        if ownsBuffer { buffer.deallocate() }
    }

    /// The pixels' memory (Apple's `CGBitmapContextGetData`): the buffer given
    /// at creation, or the context's own.
    public var data: UnsafeMutableRawPointer? { buffer }

    /// An image of the context's current pixels (Apple's
    /// `CGBitmapContextCreateImage`), with the context's layout and a copy of
    /// its bytes.
    public func makeImage() -> CGImage? {
        guard let provider = CGDataProvider(data: Data(bytes: buffer, count: bytesPerRow * height)) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: 32,
                       bytesPerRow: bytesPerRow, space: colorSpace ?? .sharedSRGB, bitmapInfo: bitmapInfo,
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    // MARK: Buffer synchronisation

    /// Reads the pixels `rows × columns` of the caller's buffer into the canvas.
    /// Nothing to read while a transparency layer is open: the canvas holds
    /// the layer then, not the buffer.
    func load(_ rows: Range<Int>, _ columns: Range<Int>) {
        guard transparencyLayers.isEmpty else { return }
        let w = width, rowBytes = bytesPerRow, layout = layout, src = UnsafeRawPointer(buffer)
        let x0 = columns.lowerBound, n = columns.count
        guard n > 0 else { return }
        canvas.pixmap.withUnsafeMutablePixels { px in
            for y in rows { layout.load(src + y * rowBytes + x0 * 4, count: n, into: px.baseAddress! + y * w + x0) }
        }
    }

    /// Writes the pixels `rows × columns` of the canvas back into the caller's buffer.
    /// Nothing is written while a transparency layer is open.
    func store(_ rows: Range<Int>, _ columns: Range<Int>) {
        guard transparencyLayers.isEmpty else { return }
        let w = width, rowBytes = bytesPerRow, layout = layout, dst = buffer
        let x0 = columns.lowerBound, n = columns.count
        guard n > 0 else { return }
        canvas.pixmap.withUnsafeMutablePixels { px in
            for y in rows { layout.store(px.baseAddress! + y * w + x0, count: n, into: dst + y * rowBytes + x0 * 4) }
        }
    }

    /// Runs a drawing operation against the canvas. Only the pixels the
    /// drawing can reach — the bounds of `shape`'s points mapped by
    /// `transform` (to Raster pixels), grown by `pad` pixels — are read from
    /// the buffer before and written back after. `name` is Apple's C
    /// function, for diagnostics. With `effects` (all drawing but
    /// `clear(_:)`) the state's shadow is cast (see `renderWithShadow`).
    func render(_ name: String, shape: Raster.Path, transform: Transform, pad: Double = 0, effects: Bool = true,
                _ body: (Canvas) -> DrawResult) {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in shape.points {
            let q = transform.apply(p)
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        func span(_ lo: Double, _ hi: Double, _ limit: Int) -> Range<Int> {
            guard lo.isFinite, hi.isFinite, pad.isFinite else { return 0..<limit }
            let a = max(0, min(Double(limit), (lo - pad - 1).rounded(.down)))
            let b = max(0, min(Double(limit), (hi + pad + 1).rounded(.up)))
            return Int(a)..<max(Int(a), Int(b))
        }
        let rows = shape.points.isEmpty ? 0..<0 : span(minY, maxY, height)
        let columns = shape.points.isEmpty ? 0..<0 : span(minX, maxX, width)
        if effects, let shadow = state.shadow {
            return renderWithShadow(name, shadow: shadow, rows: rows, columns: columns, body)
        }
        load(rows, columns)
        let result = body(canvas)
        if result == .nonFiniteGeometry { cgDiagnostic("\(name): invalid (non-finite) geometry; nothing drawn.") }
        if result == .drawn { store(rows, columns) }
    }

    /// Maps the context's y-up device space to Raster's top-down rows.
    var flip: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }

    /// User space to Raster pixels: the CTM, then the flip.
    var deviceTransform: CGAffineTransform { state.ctm.concatenating(flip) }

    /// The fill or stroke paint for the current state.
    func paint(_ color: Raster.Color) -> Paint {
        Paint(color: color, blendMode: state.blendMode, alpha: Double(state.alpha))
    }
}
