import Raster

/// Writes animated GIF (GIF89a) files from premultiplied `Pixmap`s.
///
/// Not an Apple API: on Apple platforms ImageIO's `CGImageDestination` writes
/// GIFs (`kCGImagePropertyGIFLoopCount`, `kCGImagePropertyGIFDelayTime`);
/// this encoder covers what an animation renderer needs:
///
/// - **Palettes** of at most 256 entries: one global palette (from a sample of
///   frames, or the first frame) or one palette per frame. Images with few
///   enough colours are stored exactly; others are quantised by median cut.
/// - **Transparency** from alpha: pixels with alpha < 128 become the
///   transparent index, the others are unpremultiplied and drawn opaque.
/// - **Delays** in centiseconds (GIF's unit), each frame's end time rounded
///   from the exact running total, so the rounding error does not accumulate.
///   A frame longer than 655.35 s is clamped to that.
/// - **Looping** with the NETSCAPE2.0 extension.
/// - **Frame differencing** (default on): pixels unchanged since the previous
///   frame are written as transparent and each frame is cropped to the
///   rectangle that changed, which makes files smaller and encoding faster.
///   A frame identical to the previous one is merged into it (its delay is
///   added), so the file may hold fewer frames than were given.
/// - **A minimum delay** (2 cs by default, see `minimumDelay`): shorter
///   frames (but the last) are dropped, their time added to the frame before.
///
/// ```swift
/// let gif = try GIFEncoder(palette: .perFrame).encode(frames.map { .init(pixmap: $0, duration: 1.0 / 30) })
/// ```
public struct GIFEncoder: Sendable {
    /// Where the colour tables come from.
    public enum PaletteMode: Sendable, Hashable {
        /// One global table built from up to 8 frames spread over the animation
        /// (`GIFFrameSink`, which sees frames one at a time, uses the first frame).
        /// When those frames have fewer colours than the table holds, the rest
        /// of the table is filled with an even 6×7×6 colour cube, so colours
        /// that appear only later still find a near entry.
        case global
        /// One global table built from the first frame only (padded like `.global`).
        case firstFrame
        /// A local table per frame, built from that frame's changed pixels.
        case perFrame
    }

    /// How colours missing from the palette are approximated.
    public enum Dithering: Sendable, Hashable {
        /// Nearest palette colour (fastest).
        case none
        /// Floyd–Steinberg error diffusion (best quality, about twice the time).
        case floydSteinberg
        /// Ordered (8×8 Bayer) dithering: a fixed pattern, nearly as fast as
        /// `.none`, and stable from frame to frame (no crawling noise).
        /// Images whose colours fit the palette are not dithered.
        case ordered
    }

    /// One frame of an animation and how long it stays on screen.
    public struct Frame: Sendable {
        /// The frame's pixels; every frame must have the first frame's size.
        public var pixmap: Pixmap
        /// Seconds on screen (finite, ≥ 0).
        public var duration: Double
        /// The rectangles outside which every pixel equals the previous
        /// frame's (see `FrameSink.append(_:duration:damage:)`), nil (the
        /// default) when unknown. With differencing, only their bounding box
        /// is compared: the same file, written faster.
        public var damage: [PixelRect]?

        /// Creates a frame shown for `duration` seconds.
        public init(pixmap: Pixmap, duration: Double, damage: [PixelRect]? = nil) {
            self.pixmap = pixmap
            self.duration = duration
            self.damage = damage
        }
    }

    /// Where colour tables come from. Default `.global`.
    public var palette: PaletteMode
    /// Dithering of colours the palette lacks. Default `.none` (fastest).
    public var dithering: Dithering
    /// How many times the animation plays; 0 means forever. GIF stores the
    /// number of *repeats* (NETSCAPE2.0), so 1 writes no loop extension and
    /// n > 1 writes n − 1.
    public var loopCount: Int
    /// Write only what changed since the previous frame. Default true.
    public var differencing: Bool
    /// The shortest delay written, in centiseconds (default 2). Browsers and
    /// many viewers show delays of 0 or 1 cs as 10 cs, so a frame whose delay
    /// would be shorter is dropped and its time given to the frame before:
    /// at 60 frames/s about every third frame is dropped and the total
    /// duration stays exact. The last frame is never dropped (it is the
    /// picture a non-looping animation ends on). 0 keeps every frame.
    public var minimumDelay: Int

    /// Creates an encoder.
    public init(palette: PaletteMode = .global, dithering: Dithering = .none, loopCount: Int = 0, differencing: Bool = true,
                minimumDelay: Int = 2) {
        self.palette = palette
        self.dithering = dithering
        self.loopCount = loopCount
        self.differencing = differencing
        self.minimumDelay = minimumDelay
    }

    /// Encodes `frames` as a complete GIF file.
    ///
    /// - Throws: `GIFError.invalidAnimation` for no frames, frames of
    ///   different sizes, sizes above 65535 or durations that are negative or
    ///   not finite; `GIFError.emptyImage` for zero-sized frames.
    public func encode(_ frames: [Frame]) throws(GIFError) -> [UInt8] {
        guard let first = frames.first else { throw .invalidAnimation("no frames") }
        var writer = try GIFAnimationWriter(width: first.pixmap.width, height: first.pixmap.height, encoder: self)
        let samples: [Pixmap]
        switch palette {
        case .perFrame: samples = []
        case .firstFrame: samples = [first.pixmap]
        case .global:
            // Up to 8 frames, fewer for huge frames (each sample is copied once).
            let n = min(8, frames.count, max(1, GIFAnimationWriter.maxPixels / max(1, first.pixmap.width * first.pixmap.height)))
            samples = (0..<n).map { frames[$0 * (frames.count - 1) / max(1, n - 1)].pixmap }
        }
        for (i, f) in frames.enumerated() where f.pixmap.width != first.pixmap.width || f.pixmap.height != first.pixmap.height {
            throw .invalidAnimation("frame \(i) is \(f.pixmap.width)×\(f.pixmap.height), frame 0 is \(first.pixmap.width)×\(first.pixmap.height)")
        }
        var out = writer.start(paletteFrom: samples)
        for f in frames {
            let changed = damageBounds(f.damage, width: first.pixmap.width, height: first.pixmap.height)
            out += try writer.append(f.pixmap, duration: f.duration, changed: changed)
        }
        out += writer.finish()
        return out
    }
}

/// Why a GIF could not be written.
public enum GIFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The frames to encode have zero width or height.
    case emptyImage
    /// No frames, frames of different sizes, a size GIF cannot store, or a bad duration.
    case invalidAnimation(String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .emptyImage: return "GIF: cannot encode an image with zero width or height"
        case .invalidAnimation(let why): return "GIF: invalid animation: \(why)"
        }
    }
}
