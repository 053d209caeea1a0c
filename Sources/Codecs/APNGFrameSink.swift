import Raster

/// Streams frames into an animated PNG file as they are appended.
///
/// Not an Apple API. The header's frame count (acTL) is written as 0 and
/// patched, with its CRC, by `finish()`; until then the file is incomplete.
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
    private var sequence: UInt32 = 0

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

    /// Compresses `frame`, shown for `duration` seconds, and writes it.
    public func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        try checks.accept(frame, duration: duration)
        let first = checks.frameCount == 1
        let delay = min(65_535, clock.advance(by: duration))
        let out = try encodingStep { () throws(PNGError) -> [UInt8] in
            let (colorType, raw) = try encoder.rawImage(frame)
            var out = first ? APNGEncoder.header(width: frame.width, height: frame.height, colorType: colorType,
                                                 frameCount: 0, loopCount: loopCount) : []
            out += try encoder.frameChunks(raw, width: frame.width, height: frame.height, colorType: colorType,
                                           delayNumerator: UInt16(delay), delayDenominator: 1000, first: first, sequence: &sequence)
            return out
        }
        try file.write(out)
    }

    /// Writes IEND, patches the frame count and closes the file.
    public func finish() throws(FrameSinkError) {
        try checks.finish()
        var tail: [UInt8] = []
        PNGChunkWriter.appendChunk("IEND", [], to: &tail)
        try file.write(tail)
        // Patch acTL: data, then the CRC over type + data.
        let data = APNGEncoder.actlData(frameCount: UInt32(checks.frameCount), loopCount: loopCount)
        let crc = (Array("acTL".utf8) + data).withUnsafeBytes { Zlib.crc32($0) }
        var crcBytes: [UInt8] = []
        PNGChunkWriter.appendUInt32(crc, to: &crcBytes)
        try file.write(data + crcBytes, at: APNGEncoder.frameCountOffset)
        try file.close()
    }
}
