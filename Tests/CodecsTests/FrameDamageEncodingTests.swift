import Foundation
import Testing
import Raster
@testable import Codecs

/// Encoders given each frame's damage (the rectangles outside which it
/// equals the frame before): APNG writes the damage's bounding box as a
/// sub-frame and lengthens the frame before for an unchanged one, and must
/// compose back to every frame exactly; GIF only compares less, and must
/// write the very bytes it writes without the damage.
@Suite struct FrameDamageEncodingTests {
    typealias S = SinkTestSupport

    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The frames a viewer shows for `frames`, worked out from the rules:
    /// the first frame whole, then the damage's box clipped to the frame (the
    /// whole frame when unknown), and an unchanged frame's delay added to the
    /// frame before (the delays here are small).
    func expectedAPNG(_ frames: [APNGEncoder.Frame]) -> [(rect: PixelRect, delay: Int, canvas: [UInt32])] {
        let full = PixelRect(x: 0, y: 0, width: frames[0].pixmap.width, height: frames[0].pixmap.height)
        var expected: [(rect: PixelRect, delay: Int, canvas: [UInt32])] = []
        for (k, f) in frames.enumerated() {
            let box = f.damage.map { $0.reduce(Self.empty) { $0.union($1) }.intersection(full) }
            if k > 0, let box, box.isEmpty {
                expected[expected.count - 1].delay += Int(f.delayNumerator)
                continue
            }
            expected.append((k == 0 ? full : box ?? full, Int(f.delayNumerator), f.pixmap.storage))
        }
        return expected
    }

    @Test(arguments: 0..<200) func randomAPNGsWithDamageComposeToEveryFrame(seed: Int) throws {
        let frames = try DamagedAnimation.random(seed: seed).map {
            APNGEncoder.Frame(pixmap: $0.pixmap, delay: $0.duration, damage: $0.damage)
        }
        // Odd seeds: the smallest colour type and adaptive filters, shared by every sub-frame.
        let encoder = APNGEncoder(encoder: seed % 2 == 0 ? .fast : .standard)
        let bytes = try encoder.encode(frames)
        let apng = try TestAPNG(bytes)
        let expected = expectedAPNG(frames)
        #expect(apng.frames.map(\.rect) == expected.map(\.rect), "seed \(seed)")
        #expect(apng.frames.map(\.delayNumerator) == expected.map(\.delay), "seed \(seed)")
        #expect(apng.frames.allSatisfy { $0.delayDenominator == 1000 }, "seed \(seed)")
        #expect(apng.frames.map(\.canvas) == expected.map(\.canvas), "seed \(seed)")
        // The IDAT image is the first frame, whole, for viewers without APNG support.
        #expect(try PNGDecoder().decode(bytes).storage == frames[0].pixmap.storage, "seed \(seed)")
    }

    @Test func anUnchangedFrameIsAOnePixelSubFrameWhenTheDelayCannotGrow() throws {
        let a = try S.frame(0), b = try S.frame(1)
        let frames = [
            APNGEncoder.Frame(pixmap: a, delayNumerator: 40_000, delayDenominator: 1000),
            APNGEncoder.Frame(pixmap: a, delayNumerator: 30_000, delayDenominator: 1000, damage: []),   // 70 000 ms do not fit
            APNGEncoder.Frame(pixmap: a, delayNumerator: 1, delayDenominator: 30, damage: []),          // another denominator
            APNGEncoder.Frame(pixmap: a, delayNumerator: 2, delayDenominator: 30, damage: []),          // adds up: 3/30 s
            APNGEncoder.Frame(pixmap: b, delayNumerator: 5, delayDenominator: 100),                     // unknown: whole
        ]
        let apng = try TestAPNG(APNGEncoder().encode(frames))
        let full = PixelRect(x: 0, y: 0, width: 48, height: 32), pixel = PixelRect(x: 0, y: 0, width: 1, height: 1)
        #expect(apng.frameCount == 4)
        #expect(apng.frames.map(\.rect) == [full, pixel, pixel, full])
        #expect(apng.frames.map(\.delayNumerator) == [40_000, 30_000, 3, 5])
        #expect(apng.frames.map(\.delayDenominator) == [1000, 1000, 30, 100])
        #expect(apng.frames.map(\.canvas) == [a.storage, a.storage, a.storage, b.storage])
    }

    /// `S.frame(k)` with the bar held still: only the ball (radius 5 at
    /// x = 6 + 3k, y = 16) moves, 3 px a step.
    func ballFrame(_ k: Int) throws -> Pixmap {
        var p = try S.frame(k)
        for x in 0..<p.width { p.setPixel(x: x, y: 1, Pixel(r: 30, g: 200, b: 90, a: 255)) }
        return p
    }

    /// The ball's pixels at steps k − 1 and k.
    func ballDamage(_ k: Int) -> PixelRect { PixelRect(x: 3 * k - 2, y: 11, width: 14, height: 11) }

    @Test func apngSinkWritesSubFramesThroughThePipeline() throws {
        // Steps 0, 1, 1, 2, 3, 3, 3, 4, 5 at 30 frames/s: repeated steps lengthen the frame before.
        let steps = [0, 1, 1, 2, 3, 3, 3, 4, 5]
        let frames = try steps.map(ballFrame)
        for (i, k) in steps.enumerated().dropFirst() where k != steps[i - 1] {
            // The damage given is true: outside it, the frame is the one before.
            let box = ballDamage(k)
            for y in 0..<32 {
                for x in 0..<48 where !(box.x..<box.x + box.width ~= x && box.y..<box.y + box.height ~= y) {
                    try #require(frames[i].pixel(x: x, y: y) == frames[i - 1].pixel(x: x, y: y))
                }
            }
        }
        let path = try S.temporaryDirectory() + "/damage.apng"
        let sink = PipelinedFrameSink(try FrameSinks.open(.apng, path: path, frameRate: 30))
        for (i, k) in steps.enumerated() {
            let damage: [PixelRect]? = i == 0 ? nil : k == steps[i - 1] ? [] : [ballDamage(k)]
            try sink.append(frames[i], duration: 1.0 / 30, damage: damage)
        }
        try sink.finish()
        let bytes = try S.read(path)
        let apng = try TestAPNG(bytes)
        #expect(apng.frameCount == 6 && apng.loopCount == 0)
        #expect(apng.frames.map(\.rect) == [PixelRect(x: 0, y: 0, width: 48, height: 32)] + (1...5).map(ballDamage))
        // Milliseconds from the exact running total: 33, 34, 33, 33, 34, 33, 33, 34, 33, repeats summed.
        #expect(apng.frames.map(\.delayNumerator) == [33, 67, 33, 100, 34, 33])
        #expect(apng.frames.map(\.canvas) == (0...5).map { try! ballFrame($0).storage })
        #expect(try PNGDecoder().decode(bytes).storage == frames[0].storage)
        #expect(bytes.count < (try S.read(writeWithoutDamage(frames))).count)
        if let media = S.mediaDirectory {
            // Pillow composes the sub-frames in CI (.ci/check-media.py) and
            // checks each frame's RGBA bytes; the frames are opaque, so
            // straight RGBA is the pixmap's bytes.
            let sample = media + "/sample-damage.apng"
            try S.publishSample(path, as: sample)
            let crcs = apng.frames.map { f in f.canvas.withUnsafeBytes { Zlib.crc32($0) } }
            try S.writeExpectation(for: sample, durationsMs: apng.frames.map(\.delayNumerator), frameCRC32: crcs)
        }
    }

    /// The same frames as a full-frame APNG (no damage).
    func writeWithoutDamage(_ frames: [Pixmap]) throws -> String {
        let path = try S.temporaryDirectory() + "/full.apng"
        let sink = try FrameSinks.open(.apng, path: path, frameRate: 30)
        for f in frames { try sink.append(f, duration: 1.0 / 30) }
        try sink.finish()
        return path
    }

    @Test(arguments: 0..<200) func randomGIFsWithDamageAreTheSameBytes(seed: Int) throws {
        let frames = try DamagedAnimation.random(seed: seed)
        let encoder = GIFEncoder(palette: [.global, .firstFrame, .perFrame][seed % 3],
                                 dithering: [.none, .floydSteinberg, .ordered][seed / 3 % 3],
                                 differencing: seed % 7 != 0, minimumDelay: seed / 9 % 3)
        let with = try encoder.encode(frames.map { GIFEncoder.Frame(pixmap: $0.pixmap, duration: $0.duration, damage: $0.damage) })
        let without = try encoder.encode(frames.map { GIFEncoder.Frame(pixmap: $0.pixmap, duration: $0.duration) })
        // Compared as one Bool: a failure names the first differing byte, not every byte.
        let same = with == without
        #expect(same, "seed \(seed): \(encoder): first difference at byte \((0..<min(with.count, without.count)).first { with[$0] != without[$0] } ?? min(with.count, without.count))")
        guard seed % 4 == 0 else { return }
        // The streaming sink, as `quartz render` drives it.
        let dir = try S.temporaryDirectory()
        var files: [[UInt8]] = []
        for useDamage in [true, false] {
            let path = dir + "/\(useDamage).gif"
            let sink = try GIFFrameSink(path: path, encoder: encoder)
            for f in frames { try sink.append(f.pixmap, duration: f.duration, damage: useDamage ? f.damage : nil) }
            try sink.finish()
            files.append(try S.read(path))
        }
        let sameFiles = files[0] == files[1]
        #expect(sameFiles, "seed \(seed): the sink's files differ (\(files[0].count) and \(files[1].count) bytes)")
    }
}
