import Testing
import Foundation
import OpenQuartzCore
import LayerTestSupport

/// Every `CGBlendMode` drawn by a `CGContext`, checked against the W3C
/// formulas written independently in straight colour (`BlendReference`), for
/// opaque and translucent sources and backdrops, at ±1 per channel (8-bit
/// rounding).
@Suite struct BlendModeFormulaTests {
    /// Straight colours whose premultiplied bytes are whole numbers (checked
    /// by reading them back), so the reference starts from exact inputs.
    static let sources: [CGColor] = [
        CGColor(red: 200 / 255, green: 100 / 255, blue: 30 / 255, alpha: 1),   // opaque
        CGColor(red: 1, green: 2 / 3, blue: 1 / 3, alpha: 0.6),                 // (153, 102, 51, 153)
        CGColor(red: 1, green: 0, blue: 1 / 3, alpha: 0.2),                     // (51, 0, 17, 51)
        CGColor(red: 1, green: 1, blue: 1, alpha: 1),                           // white: dodge's Cs = 1
        CGColor(red: 0, green: 128 / 255, blue: 1, alpha: 1),
        CGColor(red: 0, green: 0, blue: 0, alpha: 0),                           // transparent
    ]
    static let backdrops: [CGColor] = [
        CGColor(red: 60 / 255, green: 180 / 255, blue: 240 / 255, alpha: 1),   // opaque
        CGColor(red: 0.25, green: 1, blue: 0.5, alpha: 0.8),                    // (51, 204, 102, 204)
        CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.4),                       // (102, 51, 0, 102)
        CGColor(red: 10 / 255, green: 5 / 255, blue: 0, alpha: 1),              // dark: burn and dodge edges
        CGColor(red: 0, green: 0, blue: 0, alpha: 0),                           // transparent
    ]

    /// A context `width` pixels wide, RGBA premultiplied in memory.
    static func context(_ width: Int) -> CGContext {
        CGContext(data: nil, width: width, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    static func pixel(_ ctx: CGContext, _ x: Int) -> PremultipliedPixel {
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + x * 4
        return PremultipliedPixel(Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3]))
    }

    /// The premultiplied bytes a colour is stored as (drawn with `.copy`).
    static func stored(_ colors: [CGColor]) -> [PremultipliedPixel] {
        let ctx = context(colors.count)
        ctx.setBlendMode(.copy)
        for (x, c) in colors.enumerated() {
            ctx.setFillColor(c)
            ctx.fill(CGRect(x: x, y: 0, width: 1, height: 1))
        }
        return colors.indices.map { pixel(ctx, $0) }
    }

    @Test func storedInputsAreTheChosenBytes() {
        #expect(Self.stored(Self.sources)[1] == PremultipliedPixel(153, 102, 51, 153))
        #expect(Self.stored(Self.sources)[2] == PremultipliedPixel(51, 0, 17, 51))
        #expect(Self.stored(Self.backdrops)[1] == PremultipliedPixel(51, 204, 102, 204))
        #expect(Self.stored(Self.backdrops)[2] == PremultipliedPixel(102, 51, 0, 102))
    }

    @Test(arguments: (0...27).map { CGBlendMode(rawValue: Int32($0))! })
    func everyModeMatchesTheFormula(_ mode: CGBlendMode) {
        let s = Self.stored(Self.sources), b = Self.stored(Self.backdrops)
        let n = s.count * b.count
        let ctx = Self.context(n)
        ctx.setBlendMode(.copy)
        for x in 0..<n {
            ctx.setFillColor(Self.backdrops[x % b.count])
            ctx.fill(CGRect(x: x, y: 0, width: 1, height: 1))
        }
        ctx.setBlendMode(mode)
        for x in 0..<n {
            ctx.setFillColor(Self.sources[x / b.count])
            ctx.fill(CGRect(x: x, y: 0, width: 1, height: 1))
        }
        for x in 0..<n {
            let expected = BlendReference.composite(mode, source: s[x / b.count], backdrop: b[x % b.count])
            let got = Self.pixel(ctx, x)
            let close = zip(got.bytes, expected.bytes).allSatisfy { abs($0 - $1) <= 1 }
            #expect(close, "\(mode): \(s[x / b.count]) onto \(b[x % b.count]) gave \(got), expected \(expected)")
        }
    }

    /// Hand-worked values (opaque source (200, 100, 30) onto opaque (60, 180, 240)),
    /// so the reference itself is checked against arithmetic on paper.
    @Test func handWorkedOpaqueValues() {
        let s = PremultipliedPixel(200, 100, 30, 255), b = PremultipliedPixel(60, 180, 240, 255)
        // difference: |60 − 200|, |180 − 100|, |240 − 30|.
        #expect(BlendReference.composite(.difference, source: s, backdrop: b) == PremultipliedPixel(140, 80, 210, 255))
        // exclusion: b + s − 2bs/255: 60 + 200 − 94.1 = 165.9; 180 + 100 − 141.2 = 138.8; 240 + 30 − 56.5 = 213.5.
        #expect(BlendReference.composite(.exclusion, source: s, backdrop: b) == PremultipliedPixel(166, 139, 214, 255))
        // plusDarker, both opaque: max(0, s + b − 255): 5, 25, 15.
        #expect(BlendReference.composite(.plusDarker, source: s, backdrop: b) == PremultipliedPixel(5, 25, 15, 255))
        // luminosity: Lum(s) = (0.3·200 + 0.59·100 + 0.11·30)/255 = 122.3/255; Lum(b) = 150.6/255;
        // b − 28.3 = (31.7, 151.7, 211.7) → 32, 152, 212.
        #expect(BlendReference.composite(.luminosity, source: s, backdrop: b) == PremultipliedPixel(32, 152, 212, 255))
    }
}
