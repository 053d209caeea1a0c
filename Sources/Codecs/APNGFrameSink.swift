import Raster

/// Streams frames into an animated PNG file as they are appended.
///
/// Not an Apple API. The header's frame count (acTL) is written as 0 and
/// patched, with its CRC, by `finish()`; until then the file is incomplete.
/// One frame is held back until the next (see `APNGAnimationWriter`): a
/// frame without damage only lengthens it.
/// Delays are stored in milliseconds, each frame's end rounded from the exact
/// running total so rounding errors do not accumulate. With an encoder whose
/// `colorOutput` is `.automatic` the frames are written as RGBA (later frames
/// are unknown when the header is written).
public final class APNGFrameSink: FrameSink {
    private let file: FrameFile
    private var encoder: PNGEncoder
    private let loopCount: UInt32
    private var checks = FrameSinkChecks()
    private var clock = TickClock(ticksPerSecond: 1000)
    private var writer: APNGAnimationWriter?

    /// Creates (or truncates) the APNG file at `path`.
    ///
    /// - Parameters:
    ///   - encoder: filtering and compression of every frame (default `.fast`).
    ///   - loopCount: times the animation plays; 0 means forever.
    /// - Throws: `FrameSinkError.cannotWrite` with the OS's reason.
    public init(path: String, encoder: PNGEncoder = .fast, loopCount: UInt32 = 0) throws(FrameSinkError) {
        file = try FrameFile(path: path)
        self.encoder = encoder
        self.encoder.colorOutput = .rgba
        self.loopCount = loopCount
    }

    /// Compresses `frame`, shown for `duration` seconds, and writes what is
    /// final; its damage is unknown (a full-size frame).
    public func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        try append(frame, duration: duration, damage: nil)
    }

    /// Compresses the bounding box of `frame`'s damage as a sub-frame (the
    /// whole frame when the damage is nil; nothing, lengthening the frame
    /// before, when it is empty), shown for `duration` seconds, and writes
    /// what is final.
    public func append(_ frame: Pixmap, duration: Double, damage: [PixelRect]?) throws(FrameSinkError) {
        try checks.accept(frame, duration: duration)
        let delay = min(65_535, clock.advance(by: duration))
        if writer == nil {
            writer = APNGAnimationWriter(width: frame.width, height: frame.height, encoder: encoder, loopCount: loopCount)
        }
        let out = try encodingStep { () throws(PNGError) -> [UInt8] in
            try writer!.append(frame, delayNumerator: UInt16(delay), delayDenominator: 1000,
                               changed: damageBounds(damage, width: frame.width, height: frame.height))
        }
        try file.write(out)
    }

    /// Writes the held frame and IEND, patches the frame count and closes the file.
    public func finish() throws(FrameSinkError) {
        try checks.finish()
        if var w = writer {
            writer = nil
            try file.write(w.finish())
            try file.write(APNGEncoder.patchedACTL(frameCount: UInt32(w.frameCount), loopCount: loopCount),
                           at: APNGEncoder.frameCountOffset)
        }
        try file.close()
    }
}
