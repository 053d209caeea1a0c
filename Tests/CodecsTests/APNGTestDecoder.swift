import Raster
@testable import Codecs

/// A small APNG reader for the tests: reads acTL and every fcTL back,
/// decodes each frame's image data with `PNGDecoder` (as a still PNG of the
/// frame's size) and composes the frames as a viewer does. It handles
/// dispose op none with blend op source — a plain rectangle copy, all the
/// encoder writes — and records anything else as a failure.
struct TestAPNG {
    struct DecodeError: Error, CustomStringConvertible { let description: String }

    /// One fcTL and the canvas after its frame is drawn.
    struct Frame {
        var rect: PixelRect
        var delayNumerator: Int
        var delayDenominator: Int
        var disposeOp: Int
        var blendOp: Int
        /// The whole canvas after drawing this frame (premultiplied pixels).
        var canvas: [UInt32]
    }

    var width = 0, height = 0
    /// acTL's frame count and loop count.
    var frameCount = 0, loopCount = 0
    var frames: [Frame] = []

    init(_ png: [UInt8]) throws {
        let chunks = TestPNG.chunks(png)
        guard chunks.count > 2, chunks[0].0 == "IHDR", chunks[1].0 == "acTL" else {
            throw DecodeError(description: "expected IHDR then acTL, got \(chunks.prefix(2).map(\.0))")
        }
        let ihdr = chunks[0].1
        width = TestPNG.u32(ihdr, 0); height = TestPNG.u32(ihdr, 4)
        frameCount = TestPNG.u32(chunks[1].1, 0); loopCount = TestPNG.u32(chunks[1].1, 4)
        var pieces: [(fctl: [UInt8], zlib: [UInt8])] = []
        var sequence = 0
        for (type, data) in chunks {
            switch type {
            case "fcTL", "fdAT":
                // fcTL and fdAT share one sequence, from 0, without gaps.
                guard TestPNG.u32(data, 0) == sequence else {
                    throw DecodeError(description: "\(type) has sequence number \(TestPNG.u32(data, 0)), expected \(sequence)")
                }
                sequence += 1
                if type == "fcTL" { pieces.append((data, [])) } else { pieces[pieces.count - 1].zlib += data.dropFirst(4) }
            case "IDAT":
                guard pieces.count == 1 else { throw DecodeError(description: "IDAT outside the first frame") }
                pieces[0].zlib += data
            default: break
            }
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        for (k, piece) in pieces.enumerated() {
            let f = piece.fctl
            let rect = PixelRect(x: TestPNG.u32(f, 12), y: TestPNG.u32(f, 16), width: TestPNG.u32(f, 4), height: TestPNG.u32(f, 8))
            guard !rect.isEmpty, rect.x + rect.width <= width, rect.y + rect.height <= height else {
                throw DecodeError(description: "frame \(k): \(rect) is not inside the \(width)×\(height) canvas")
            }
            if k == 0 && rect != PixelRect(x: 0, y: 0, width: width, height: height) {
                throw DecodeError(description: "the first frame is \(rect), not the whole canvas")
            }
            let frame = Frame(rect: rect, delayNumerator: Int(f[20]) << 8 | Int(f[21]), delayDenominator: Int(f[22]) << 8 | Int(f[23]),
                              disposeOp: Int(f[24]), blendOp: Int(f[25]), canvas: [])
            guard frame.disposeOp == 0, frame.blendOp == 0 else {
                throw DecodeError(description: "frame \(k): dispose op \(frame.disposeOp), blend op \(frame.blendOp); the test reader does none/source only")
            }
            // The frame's image: a still PNG of the frame's size with the same depth and colour type.
            let sub = TestPNG.be32(UInt32(rect.width)) + TestPNG.be32(UInt32(rect.height)) + Array(ihdr[8...])
            let image = try PNGDecoder().decode(TestPNG.file(ihdr: sub, zlib: piece.zlib))
            for y in 0..<rect.height {
                for x in 0..<rect.width { canvas[(rect.y + y) * width + rect.x + x] = image.storage[y * rect.width + x] }
            }
            var composed = frame
            composed.canvas = canvas
            frames.append(composed)
        }
        guard frames.count == frameCount else { throw DecodeError(description: "acTL says \(frameCount) frames, the file has \(frames.count)") }
    }
}

/// Random small animations with their damage, for the encoders' damage tests.
enum DamagedAnimation {
    /// One frame: its pixels, duration and damage as given to an encoder.
    struct Frame {
        var pixmap: Pixmap
        var duration: Double
        var damage: [PixelRect]?
    }

    /// Transparent, opaque, translucent (drawn opaque by GIF) and nearly transparent inks.
    static let inks: [Pixel] = [.transparent, Pixel(r: 200, g: 10, b: 10, a: 255), Pixel(r: 10, g: 200, b: 10, a: 255),
                                Pixel(r: 60, g: 60, b: 90, a: 160), Pixel(r: 5, g: 5, b: 5, a: 100), Pixel(r: 255, g: 255, b: 255, a: 255)]

    /// Up to 9 frames of at most 24 × 24 pixels, each painting zero to two
    /// random rectangles (opaque, translucent or transparent inks). The
    /// damage is what a renderer could report: the painted rectangles as
    /// they are, grown (even past the frame's edges), merged into one box,
    /// or unknown (nil); `[]` when nothing was painted.
    static func random(seed: Int) throws -> [Frame] {
        var rng = GIFRandomAnimationTests.Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let w = Int.random(in: 1...24, using: &rng), h = Int.random(in: 1...24, using: &rng)
        var pixmap = try Pixmap(width: w, height: h)
        var frames: [Frame] = []
        for _ in 0..<Int.random(in: 1...9, using: &rng) {
            var painted: [PixelRect] = []
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let r = PixelRect(x: Int.random(in: 0..<w, using: &rng), y: Int.random(in: 0..<h, using: &rng),
                                  width: Int.random(in: 1...w, using: &rng), height: Int.random(in: 1...h, using: &rng))
                    .intersection(PixelRect(x: 0, y: 0, width: w, height: h))
                let ink = inks.randomElement(using: &rng)!
                for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { pixmap.setPixel(x: x, y: y, ink) } }
                painted.append(r)
            }
            var damage: [PixelRect]? = painted
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: damage = painted.map { PixelRect(x: $0.x - 2, y: $0.y - 1, width: $0.width + 5, height: $0.height + 3) }
            case 1: damage = painted.isEmpty ? [] : [painted.reduce(painted[0]) { $0.union($1) }]
            case 2 where Int.random(in: 0..<3, using: &rng) == 0: damage = nil
            default: break
            }
            frames.append(Frame(pixmap: pixmap, duration: [0, 0.01, 0.02, 1.0 / 30, 0.1].randomElement(using: &rng)!, damage: damage))
        }
        return frames
    }
}
