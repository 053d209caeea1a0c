import Testing
import Raster
@testable import Codecs

/// Random small animations through every encoder option: whatever the mix of
/// transparency, unchanged frames, short delays and palettes, the decoded
/// frames must be exactly the frames kept, in order, and the delays must add
/// up to the rounded total duration.
@Suite struct GIFRandomAnimationTests {
    /// A deterministic generator (xorshift64*), so a failure names its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    @Test(arguments: 0..<200) func randomAnimationsDecodeToTheFramesKept(seed: Int) throws {
        var rng = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let w = Int.random(in: 1...24, using: &rng), h = Int.random(in: 1...24, using: &rng)
        let inks = DamagedAnimation.inks
        var pixmap = try Pixmap(width: w, height: h)
        var frames: [GIFEncoder.Frame] = []
        for _ in 0..<Int.random(in: 1...7, using: &rng) {
            // Change a random rectangle (possibly nothing) to one ink.
            if Bool.random(using: &rng) || frames.isEmpty {
                let x0 = Int.random(in: 0..<w, using: &rng), y0 = Int.random(in: 0..<h, using: &rng)
                let ink = inks.randomElement(using: &rng)!
                for y in y0..<min(h, y0 + Int.random(in: 1...h, using: &rng)) {
                    for x in x0..<min(w, x0 + Int.random(in: 1...w, using: &rng)) { pixmap.setPixel(x: x, y: y, ink) }
                }
            }
            frames.append(.init(pixmap: pixmap, duration: [0, 0.01, 0.02, 1.0 / 30, 0.1].randomElement(using: &rng)!))
        }
        let encoder = GIFEncoder(palette: [.global, .perFrame].randomElement(using: &rng)!,
                                 dithering: [.none, .floydSteinberg, .ordered].randomElement(using: &rng)!,
                                 loopCount: Int.random(in: 0...3, using: &rng),
                                 differencing: Bool.random(using: &rng), minimumDelay: Int.random(in: 0...2, using: &rng))
        let gif = try TestGIF(encoder.encode(frames))
        // Every decoded canvas is one of the given frames, in order (frames may be merged or dropped).
        var next = 0
        for (k, d) in gif.frames.enumerated() {
            guard let match = (next..<frames.count).first(where: { frames[$0].pixmap.gifVisible == d.canvas }) else {
                Issue.record("seed \(seed): decoded frame \(k) matches no remaining frame (\(encoder))")
                return
            }
            next = match + 1
        }
        #expect(gif.frames.last?.canvas == frames.last!.pixmap.gifVisible, "seed \(seed): last frame differs")
        let total = Int((frames.reduce(0) { $0 + $1.duration } * 100).rounded())
        #expect(gif.frames.map(\.delay).reduce(0, +) == total, "seed \(seed): delays \(gif.frames.map(\.delay))")
    }
}
