import Raster

/// Writes animated PNG (APNG) files: each frame replaces the previous one's
/// pixels (dispose op none, blend op source), whole or — when the frame's
/// damage is known — only in the damage's bounding box (a sub-frame), and a
/// frame without damage lengthens the one before (see `APNGAnimationWriter`).
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
        /// The rectangles outside which every pixel equals the previous
        /// frame's (see `FrameSink.append(_:duration:damage:)`): `[]` for an
        /// unchanged frame, nil (the default) when unknown. Ignored for the
        /// first frame.
        public var damage: [PixelRect]?

        /// Creates a frame with a delay of `delayNumerator / delayDenominator` seconds.
        public init(pixmap: Pixmap, delayNumerator: UInt16, delayDenominator: UInt16, damage: [PixelRect]? = nil) {
            self.pixmap = pixmap
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
            self.damage = damage
        }

        /// Creates a frame shown for `delay` seconds, stored in milliseconds
        /// (clamped to 0…65.535 s).
        public init(pixmap: Pixmap, delay: Double, damage: [PixelRect]? = nil) {
            let ms = delay.isFinite ? min(65_535, max(0, (delay * 1000).rounded())) : 0
            self.init(pixmap: pixmap, delayNumerator: UInt16(ms), delayDenominator: 1000, damage: damage)
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
        var writer = APNGAnimationWriter(width: w, height: h, encoder: perFrame, loopCount: loopCount)
        var out: [UInt8] = []
        for frame in frames {
            out += try writer.append(frame.pixmap, delayNumerator: frame.delayNumerator, delayDenominator: frame.delayDenominator,
                                     changed: damageBounds(frame.damage, width: w, height: h))
        }
        out += writer.finish()
        let actl = Self.patchedACTL(frameCount: UInt32(writer.frameCount), loopCount: loopCount)
        out.replaceSubrange(Self.frameCountOffset..<(Self.frameCountOffset + actl.count), with: actl)
        return out
    }
}

// The pieces of an APNG file, shared by `encode` and the streaming `APNGFrameSink`.
extension APNGEncoder {
    /// Offset of acTL's data (frame count, then loop count) in `header(…)`:
    /// signature (8) + IHDR chunk (25) + acTL length and type (8).
    static let frameCountOffset = 41

    /// Signature, IHDR and acTL.
    static func header(width: Int, height: Int, colorType: UInt8, frameCount: UInt32, loopCount: UInt32) -> [UInt8] {
        var out = PNGChunkWriter.signature
        PNGChunkWriter.appendChunk("IHDR", PNGChunkWriter.header(width: width, height: height, bitDepth: 8,
                                                                 colorType: colorType), to: &out)
        PNGChunkWriter.appendChunk("acTL", actlData(frameCount: frameCount, loopCount: loopCount), to: &out)
        return out
    }

    /// acTL's 8 data bytes.
    static func actlData(frameCount: UInt32, loopCount: UInt32) -> [UInt8] {
        var actl: [UInt8] = []
        PNGChunkWriter.appendUInt32(frameCount, to: &actl)
        PNGChunkWriter.appendUInt32(loopCount, to: &actl)
        return actl
    }

    /// acTL's data and CRC, to overwrite at `frameCountOffset` once the frame
    /// count is known (the header is written before it is).
    static func patchedACTL(frameCount: UInt32, loopCount: UInt32) -> [UInt8] {
        var bytes = actlData(frameCount: frameCount, loopCount: loopCount)
        let crc = (Array("acTL".utf8) + bytes).withUnsafeBytes { Zlib.crc32($0) }
        PNGChunkWriter.appendUInt32(crc, to: &bytes)
        return bytes
    }

    /// One frame's fcTL for the sub-frame `rect` and its image data (IDAT for
    /// the first frame, fdAT chunks of at most 1 MiB after), numbering chunks
    /// from `sequence`.
    static func frameChunks(_ data: [UInt8], rect: PixelRect, delayNumerator: UInt16, delayDenominator: UInt16,
                            first: Bool, sequence: inout UInt32) -> [UInt8] {
        var out: [UInt8] = []
        var fctl: [UInt8] = []
        PNGChunkWriter.appendUInt32(sequence, to: &fctl); sequence += 1
        PNGChunkWriter.appendUInt32(UInt32(rect.width), to: &fctl)
        PNGChunkWriter.appendUInt32(UInt32(rect.height), to: &fctl)
        PNGChunkWriter.appendUInt32(UInt32(rect.x), to: &fctl)
        PNGChunkWriter.appendUInt32(UInt32(rect.y), to: &fctl)
        PNGChunkWriter.appendUInt16(delayNumerator, to: &fctl)
        PNGChunkWriter.appendUInt16(delayDenominator, to: &fctl)
        fctl += [0, 0]                              // dispose none, blend source
        PNGChunkWriter.appendChunk("fcTL", fctl, to: &out)
        if first {
            PNGEncoder.appendIDAT(data, to: &out)
            return out
        }
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
        return out
    }
}
