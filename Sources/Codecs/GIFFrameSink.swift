import Raster

/// Streams frames into an animated GIF file as they are appended (see
/// `GIFEncoder` for palettes, transparency, delays and differencing).
///
/// Not an Apple API (ImageIO's `CGImageDestination` plays this role there).
/// Differences from `GIFEncoder.encode`: frames arrive one at a time, so a
/// `.global` palette is built from the first frame; at most one frame is held
/// in memory before it is written.
public final class GIFFrameSink: FrameSink {
    private let file: FrameFile
    private let encoder: GIFEncoder
    private var writer: GIFAnimationWriter?
    private var checks = FrameSinkChecks()

    /// Creates (or truncates) the GIF file at `path`.
    ///
    /// - Throws: `FrameSinkError.cannotWrite` with the OS's reason.
    public init(path: String, encoder: GIFEncoder = GIFEncoder()) throws(FrameSinkError) {
        file = try FrameFile(path: path)
        self.encoder = encoder
    }

    /// Encodes `frame`, shown for `duration` seconds, and writes what is
    /// final; its damage is unknown (the whole frame is compared).
    public func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        try append(frame, duration: duration, damage: nil)
    }

    /// Encodes `frame`, shown for `duration` seconds, and writes what is
    /// final. With differencing, only the bounding box of `damage` is
    /// converted and compared with the previous frame (the same file as
    /// without the damage, written faster).
    public func append(_ frame: Pixmap, duration: Double, damage: [PixelRect]?) throws(FrameSinkError) {
        try checks.accept(frame, duration: duration)
        if writer == nil {
            var w = try encodingStep { () throws(GIFError) in
                try GIFAnimationWriter(width: frame.width, height: frame.height, encoder: encoder)
            }
            try file.write(w.start(paletteFrom: encoder.palette == .perFrame ? [] : [frame]))
            writer = w
        }
        let changed = damageBounds(damage, width: frame.width, height: frame.height)
        let bytes = try encodingStep { () throws(GIFError) in try writer!.append(frame, duration: duration, changed: changed) }
        try file.write(bytes)
    }

    /// Writes the last frame and the trailer and closes the file.
    ///
    /// - Throws: `.badFrame` when no frame was appended, `.finished` when
    ///   called twice, `.cannotWrite` when writing fails.
    public func finish() throws(FrameSinkError) {
        try checks.finish()
        if var w = writer {
            try file.write(w.finish())
            writer = nil
        }
        try file.close()
    }
}
