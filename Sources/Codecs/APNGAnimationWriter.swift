import Raster

/// The streaming core of APNG writing, shared by `APNGEncoder` and
/// `APNGFrameSink`: each `append` gives the bytes that are final so far
/// (the header with the first frame), `finish` the rest and IEND; the caller
/// then patches acTL's frame count (`APNGEncoder.patchedACTL`).
///
/// A frame whose changed rectangle is known is written as a sub-frame of
/// that rectangle (fcTL offsets, dispose op none, blend op source: decoders
/// copy the rectangle over the previous frame). The first frame is always
/// full size, as the APNG spec requires.
///
/// A frame with nothing changed lengthens the frame before it instead of
/// being written: the same picture for the same total time, with no frame
/// for decoders to compose or schedule — the way `GIFAnimationWriter`
/// merges identical frames. So one frame is held back until the next one
/// shows whether it lasts longer. Only when the summed delay would not fit
/// fcTL's 16 bits (or the delay denominators differ) is the unchanged frame
/// written, as a 1×1 sub-frame repeating pixel (0, 0).
struct APNGAnimationWriter {
    let width: Int
    let height: Int
    private let encoder: PNGEncoder
    private let loopCount: UInt32
    private var sequence: UInt32 = 0
    private var held: HeldFrame?
    /// Frames written or held: what acTL's frame count must say.
    private(set) var frameCount = 0

    /// A compressed frame whose delay may still grow.
    private struct HeldFrame {
        var rect: PixelRect
        var delayNumerator: UInt16
        var delayDenominator: UInt16
        var data: [UInt8]
        var first: Bool
    }

    /// A writer for `width × height` frames compressed by `encoder`, whose
    /// colour output must give every frame the same colour type (`.rgba`,
    /// or `.automatic` when all frames share their smallest type).
    init(width: Int, height: Int, encoder: PNGEncoder, loopCount: UInt32) {
        self.width = width
        self.height = height
        self.encoder = encoder
        self.loopCount = loopCount
    }

    /// Adds a frame shown for `delayNumerator / delayDenominator` seconds
    /// whose pixels outside `changed` equal the previous frame's (nil: the
    /// whole frame may differ; ignored for the first frame). `changed` must
    /// lie inside the frame. Returns the bytes that became final.
    mutating func append(_ pixmap: Pixmap, delayNumerator: UInt16, delayDenominator: UInt16,
                         changed: PixelRect?) throws(PNGError) -> [UInt8] {
        guard pixmap.width == width, pixmap.height == height else {
            throw .invalidAnimation("frame \(frameCount) is \(pixmap.width)×\(pixmap.height), frame 0 is \(width)×\(height)")
        }
        if let changed, changed.isEmpty, var h = held, h.delayDenominator == delayDenominator,
           Int(h.delayNumerator) + Int(delayNumerator) <= Int(UInt16.max) {
            h.delayNumerator += delayNumerator
            held = h
            return []
        }
        let first = frameCount == 0
        var rect = first ? PixelRect(x: 0, y: 0, width: width, height: height)
            : changed ?? PixelRect(x: 0, y: 0, width: width, height: height)
        if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }   // a frame holds at least a pixel
        let (colorType, raw) = try encoder.rawImage(pixmap, rect: rect)
        let data = try encoder.compressedImageData(raw, width: rect.width, height: rect.height, colorType: colorType)
        var out: [UInt8] = []
        if first {
            out = APNGEncoder.header(width: width, height: height, colorType: colorType, frameCount: 0, loopCount: loopCount)
        }
        out += release()
        held = HeldFrame(rect: rect, delayNumerator: delayNumerator, delayDenominator: delayDenominator, data: data, first: first)
        frameCount += 1
        return out
    }

    /// The held frame and IEND.
    mutating func finish() -> [UInt8] {
        var out = release()
        PNGChunkWriter.appendChunk("IEND", [], to: &out)
        return out
    }

    /// The held frame's chunks (none when nothing is held), numbered now so
    /// sequence numbers follow the file order.
    private mutating func release() -> [UInt8] {
        guard let h = held else { return [] }
        held = nil
        return APNGEncoder.frameChunks(h.data, rect: h.rect, delayNumerator: h.delayNumerator,
                                       delayDenominator: h.delayDenominator, first: h.first, sequence: &sequence)
    }
}
