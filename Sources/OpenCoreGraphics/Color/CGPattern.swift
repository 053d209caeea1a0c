import Foundation
import Raster
import Synchronization

/// How a pattern's cells are laid on the device pixel grid (Core Graphics'
/// `CGPatternTiling`; Apple's raw values).
///
/// OpenCoreGraphics draws every kind the same way: the cell is rendered
/// once at the device scale with its period rounded to whole pixels, and the
/// resulting tile is repeated exactly (constant spacing, minimal distortion).
public enum CGPatternTiling: Int32, Sendable, Hashable {
    /// Cells not distorted; spacing may vary by a device pixel.
    case noDistortion = 0
    /// Cells spaced evenly, distorted by at most a device pixel.
    case constantSpacingMinimalDistortion = 1
    /// Cells spaced evenly, distorted more if that draws faster.
    case constantSpacing = 2
}

/// Draws one pattern cell into a context (Apple's `CGPatternDrawPatternCallback`).
///
/// Apple's is a C function pointer taking a `CGContext`; Swift on Linux
/// cannot put a Swift class in a `@convention(c)` signature, so this is a
/// Swift closure. A closure literal (`{ info, context in … }`) is written the
/// same for both.
public typealias CGPatternDrawPatternCallback = @Sendable (UnsafeMutableRawPointer?, CGContext) -> Void

/// Releases a pattern's `info` when the pattern is freed (Apple's
/// `CGPatternReleaseInfoCallback`; a Swift closure here, see
/// `CGPatternDrawPatternCallback`).
public typealias CGPatternReleaseInfoCallback = @Sendable (UnsafeMutableRawPointer?) -> Void

/// The functions a pattern calls (Core Graphics' `CGPatternCallbacks`).
public struct CGPatternCallbacks: Sendable {
    /// The structure's version; 0, as on Apple's platforms.
    public var version: UInt32
    /// Draws the cell; nil draws an empty (transparent) cell.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Called with `info` when the pattern is freed; nil for none.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Creates the callbacks.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// A pattern cell repeated over the plane, Core Graphics' `CGPattern`:
/// painted through a pattern colour (`CGColor(patternSpace:pattern:components:)`,
/// `CGContext.setFillPattern(_:colorComponents:)`).
///
/// ## Drawing
/// The cell is drawn by `drawPattern` into a bitmap context whose user
/// space is pattern space, clipped to `bounds`, once per device scale: the
/// tile (one period, `xStep × yStep` in pattern space, rounded to whole
/// device pixels) is kept in the pattern (`tile(scale:)`) and repeated by
/// the sampler, never re-drawn per fill or per pixel. Copies of the cell
/// that reach into the period from neighbouring lattice positions (a
/// cell larger than its step, or bounds not at the origin) are drawn into
/// it too, so overlapping cells show as Apple's do (at most 65 copies per
/// axis: a cell over 64 steps long is cut there).
///
/// Pattern space maps to the destination's base space by `matrix`: a
/// bitmap context's default user space (the CTM does not move patterns,
/// `setPatternPhase(_:)` does), a layer's own coordinate space for layer
/// colours.
///
/// ## Bad input
/// Non-finite `bounds`, `matrix` or steps, or a singular `matrix`: no
/// pattern (nil), with a diagnostic. A zero step: `bounds`' size along that
/// axis (a diagnostic; nil when that is zero too). A negative step lays the
/// same lattice as its magnitude. A tile above `maxTilePixels` device pixels
/// is drawn at a lower scale (a diagnostic, blurrier tiles).
public final class CGPattern: @unchecked Sendable {
    // `@unchecked`: `info` is the caller's pointer (Apple's contract: it
    // stays valid for the pattern's life); the tile cache is behind a mutex.

    /// The cell's bounding box in pattern space; drawing is clipped to it.
    public let bounds: CGRect
    /// Pattern space to the base space.
    public let matrix: CGAffineTransform
    /// The horizontal period in pattern space (positive).
    public let xStep: CGFloat
    /// The vertical period in pattern space (positive).
    public let yStep: CGFloat
    /// How cells are fitted to device pixels (see `CGPatternTiling`).
    public let tiling: CGPatternTiling
    /// Whether the cell draws its own colours (true) or is a stencil painted
    /// with the colour's components (false).
    public let isColored: Bool
    private let info: UnsafeMutableRawPointer?
    private let callbacks: CGPatternCallbacks
    private let tiles = Mutex<[Int: Tile]>([:])

    /// The largest tile drawn, in device pixels (2048 × 2048).
    package static let maxTilePixels = 2048 * 2048

    /// Creates a pattern (Apple's `CGPatternCreate`); see the type's doc for
    /// the bad input that returns nil.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        func fail(_ reason: String) -> Bool { cgDiagnostic("CGPatternCreate: \(reason); no pattern created."); return false }
        let m = matrix
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite
        else { _ = fail("invalid bounds \(bounds)"); return nil }
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite), m.a * m.d - m.b * m.c != 0
        else { _ = fail("invalid (non-finite or singular) matrix \(matrix)"); return nil }
        guard xStep.isFinite, yStep.isFinite else { _ = fail("invalid steps \(xStep), \(yStep)"); return nil }
        let cell = bounds.standardized
        var steps = (abs(xStep), abs(yStep))
        if steps.0 == 0 || steps.1 == 0 {
            cgDiagnostic("CGPatternCreate: zero step (\(xStep), \(yStep)); the cell's size is used instead.")
            if steps.0 == 0 { steps.0 = cell.width }
            if steps.1 == 0 { steps.1 = cell.height }
            guard steps.0 > 0, steps.1 > 0 else { _ = fail("zero step and an empty cell"); return nil }
        }
        self.bounds = cell
        self.matrix = matrix
        self.xStep = steps.0
        self.yStep = steps.1
        self.tiling = tiling
        self.isColored = isColored
        self.info = info
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// One rendered period of the pattern.
    package struct Tile: Sendable {
        /// The period's pixels (premultiplied; a stencil — white times
        /// coverage — for an uncoloured pattern).
        package let pixels: Pixmap
        /// Tile pixels to pattern space (the image is stored top row first).
        package let toPatternSpace: CGAffineTransform
    }

    /// The tile for drawing at `scale` device pixels per pattern unit
    /// (rendered on first use per quarter-step of scale, then kept; at most
    /// four scales are kept). nil when nothing can be drawn (a non-finite
    /// scale).
    package func tile(scale: Double) -> Tile? {
        guard scale.isFinite, scale > 0 else { return nil }
        let key = Int(min((scale * 4).rounded(.up), 1_048_576))
        if let kept = tiles.withLock({ $0[key] }) { return kept }
        guard let made = renderTile(scale: Double(key) / 4) else { return nil }
        tiles.withLock { kept in
            if kept.count >= 4, let oldest = kept.keys.first { kept[oldest] = nil }
            kept[key] = made
        }
        return made
    }

    /// Draws one period at `scale` (see the type's doc).
    private func renderTile(scale requested: Double) -> Tile? {
        var scale = requested
        let periodX = Double(xStep), periodY = Double(yStep)
        if periodX * periodY * scale * scale > Double(Self.maxTilePixels) {
            CGDiagnostics.reportOnce("CGPattern: a \(periodX) × \(periodY) cell at scale \(scale) needs more than \(Self.maxTilePixels) pixels; drawn at a lower scale.", about: self)
            scale = (Double(Self.maxTilePixels) / (periodX * periodY)).squareRoot()
        }
        let w = max(1, min(Pixmap.maxDimension, Int((periodX * scale).rounded())))
        let h = max(1, min(Pixmap.maxDimension, Int((periodY * scale).rounded())))
        guard let context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: .sharedSRGB, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        let kx = CGFloat(w) / xStep, ky = CGFloat(h) / yStep
        if let draw = callbacks.drawPattern, !bounds.isEmpty {
            // Lattice copies of the cell that reach into the period [0, xStep) × [0, yStep).
            func copies(_ lo: CGFloat, _ hi: CGFloat, _ step: CGFloat) -> ClosedRange<Int> {
                // Copy i spans [lo + i·step, hi + i·step]: it overlaps the period when
                // −hi/step < i < (step − lo)/step.
                let first = Int((-hi / step).rounded(.down)) + 1, last = Int(((step - lo) / step).rounded(.up)) - 1
                return first...max(first, min(last, first + 64))
            }
            for j in copies(bounds.minY, bounds.maxY, yStep) {
                for i in copies(bounds.minX, bounds.maxX, xStep) {
                    context.saveGState()
                    context.scaleBy(x: kx, y: ky)
                    context.translateBy(x: CGFloat(i) * xStep, y: CGFloat(j) * yStep)
                    context.clip(to: bounds)
                    draw(info, context)
                    context.restoreGState()
                }
            }
        }
        var pixels = context.canvas.pixmap
        if !isColored {
            // A stencil: coverage only, painted with the colour's components.
            pixels.withUnsafeMutablePixels { px in
                for i in px.indices { let a = px[i] >> 24; px[i] = a | a << 8 | a << 16 | a << 24 }
            }
        }
        // Row 0 is the top of the context (pattern y = yStep), y grows downward.
        let toPattern = CGAffineTransform(a: 1 / kx, b: 0, c: 0, d: -1 / ky, tx: 0, ty: yStep)
        return Tile(pixels: pixels, toPatternSpace: toPattern)
    }
}
