import Raster

/// Writes animated PNG (APNG) files: every frame full-size, replacing the
/// previous one (dispose op none, blend op source).
///
/// The first frame is stored in IDAT, so viewers without APNG support show it
/// as a still image; later frames are stored in fdAT chunks. Chunk order:
/// IHDR, acTL, then per frame fcTL and IDAT/fdAT, then IEND.
public struct APNGEncoder: Sendable {
    /// One frame of an animation and how long it stays on screen.
    public struct Frame: Sendable {
        /// The frame's pixels; every frame of an animation must have the same size.
        public var pixmap: Pixmap
        /// Delay numerator: the frame shows for `delayNumerator / delayDenominator` seconds.
        public var delayNumerator: UInt16
        /// Delay denominator (0 is read as 100 by viewers, per the APNG spec).
        public var delayDenominator: UInt16

        /// Creates a frame with a delay of `delayNumerator / delayDenominator` seconds.
        public init(pixmap: Pixmap, delayNumerator: UInt16, delayDenominator: UInt16) {
            self.pixmap = pixmap
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
        }

        /// Creates a frame shown for `delay` seconds, stored in milliseconds
        /// (clamped to 0…65.535 s).
        public init(pixmap: Pixmap, delay: Double) {
            let ms = delay.isFinite ? min(65_535, max(0, (delay * 1000).rounded())) : 0
            self.init(pixmap: pixmap, delayNumerator: UInt16(ms), delayDenominator: 1000)
        }
    }

    /// Filtering, compression and colour type used for every frame.
    public var encoder: PNGEncoder
    /// How many times the animation plays; 0 means forever.
    public var loopCount: UInt32

    /// Creates an animation encoder.
    public init(encoder: PNGEncoder = .fast, loopCount: UInt32 = 0) {
        self.encoder = encoder
        self.loopCount = loopCount
    }

    /// Encodes `frames` as a complete APNG file.
    ///
    /// - Throws: `PNGError.invalidAnimation` for no frames or frames of
    ///   different sizes, `PNGError.emptyImage` for zero-sized frames,
    ///   `PNGError.zlib` if compression fails.
    public func encode(_ frames: [Frame]) throws(PNGError) -> [UInt8] {
        guard let first = frames.first else { throw .invalidAnimation("no frames") }
        let w = first.pixmap.width, h = first.pixmap.height
        guard w > 0, h > 0 else { throw .emptyImage }
        for (i, f) in frames.enumerated() where f.pixmap.width != w || f.pixmap.height != h {
            throw .invalidAnimation("frame \(i) is \(f.pixmap.width)×\(f.pixmap.height), frame 0 is \(w)×\(h)")
        }
        // One colour type for all frames: the common one, else RGBA.
        var perFrame = encoder
        if encoder.colorOutput == .automatic {
            let types = Set(frames.map { PNGEncoder.smallestColorType($0.pixmap.storage) })
            if types.count > 1 { perFrame.colorOutput = .rgba }
        }
        var out = PNGChunkWriter.signature
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let (colorType, raw) = try perFrame.rawImage(frame.pixmap)
            if index == 0 {
                PNGChunkWriter.appendChunk("IHDR", PNGChunkWriter.header(width: w, height: h, bitDepth: 8,
                                                                         colorType: colorType), to: &out)
                var actl: [UInt8] = []
                PNGChunkWriter.appendUInt32(UInt32(frames.count), to: &actl)
                PNGChunkWriter.appendUInt32(loopCount, to: &actl)
                PNGChunkWriter.appendChunk("acTL", actl, to: &out)
            }
            var fctl: [UInt8] = []
            PNGChunkWriter.appendUInt32(sequence, to: &fctl); sequence += 1
            PNGChunkWriter.appendUInt32(UInt32(w), to: &fctl)
            PNGChunkWriter.appendUInt32(UInt32(h), to: &fctl)
            PNGChunkWriter.appendUInt32(0, to: &fctl)   // x offset
            PNGChunkWriter.appendUInt32(0, to: &fctl)   // y offset
            PNGChunkWriter.appendUInt16(frame.delayNumerator, to: &fctl)
            PNGChunkWriter.appendUInt16(frame.delayDenominator, to: &fctl)
            fctl += [0, 0]                              // dispose none, blend source
            PNGChunkWriter.appendChunk("fcTL", fctl, to: &out)
            let data = try perFrame.compressedImageData(raw, width: w, height: h, colorType: colorType)
            if index == 0 {
                PNGEncoder.appendIDAT(data, to: &out)
            } else {
                var start = 0
                repeat {
                    let end = min(data.count, start + (1 << 20))
                    var fdat: [UInt8] = []
                    fdat.reserveCapacity(end - start + 4)
                    PNGChunkWriter.appendUInt32(sequence, to: &fdat); sequence += 1
                    fdat.append(contentsOf: data[start..<end])
                    PNGChunkWriter.appendChunk("fdAT", fdat, to: &out)
                    start = end
                } while start < data.count
            }
        }
        PNGChunkWriter.appendChunk("IEND", [], to: &out)
        return out
    }
}
