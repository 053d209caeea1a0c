import Foundation
import OpenQuartzCore

// An independent reference for blend-mode tests: the W3C Compositing and
// Blending Level 1 formulas written in straight (non-premultiplied) colour in
// Double, as the specification states them — not the renderer's premultiplied
// integer arithmetic. Tests compare the renderer with it at ±1 per channel.

/// One pixel as premultiplied bytes (r, g, b, a), 0…255.
public struct PremultipliedPixel: Equatable, Sendable, CustomStringConvertible {
    public var r: Int, g: Int, b: Int, a: Int
    public init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    public var description: String { "(\(r), \(g), \(b), \(a))" }
    /// The bytes as an array.
    public var bytes: [Int] { [r, g, b, a] }
}

/// The W3C formulas (and Apple's documented Porter–Duff ones) for every `CGBlendMode`.
public enum BlendReference {
    /// The expected premultiplied result of drawing `source` onto `backdrop`
    /// with `mode` at full coverage, rounded to bytes.
    public static func composite(_ mode: CGBlendMode, source: PremultipliedPixel, backdrop: PremultipliedPixel) -> PremultipliedPixel {
        let sa = Double(source.a) / 255, ba = Double(backdrop.a) / 255
        let sp = [Double(source.r), Double(source.g), Double(source.b)].map { $0 / 255 }
        let bp = [Double(backdrop.r), Double(backdrop.g), Double(backdrop.b)].map { $0 / 255 }
        var out = [Double](repeating: 0, count: 3)
        var alpha: Double
        if let (fa, fb) = porterDuff(mode, sa, ba) {
            alpha = sa * fa + ba * fb
            for i in 0..<3 { out[i] = sp[i] * fa + bp[i] * fb }
        } else if mode == .plusLighter {
            alpha = min(1, sa + ba)
            for i in 0..<3 { out[i] = min(1, sp[i] + bp[i]) }
        } else if mode == .plusDarker {
            // Plus-lighter in the inverted colour space (see BlendMode.plusDarker).
            alpha = min(1, sa + ba)
            for i in 0..<3 { out[i] = max(0, sp[i] + bp[i] - max(0, sa + ba - 1)) }
        } else {
            // co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs) on straight colours.
            alpha = sa + ba - sa * ba
            let cs = sp.map { sa > 0 ? min(1, $0 / sa) : 0 }
            let cb = bp.map { ba > 0 ? min(1, $0 / ba) : 0 }
            let mixed = blend(mode, cb: cb, cs: cs)
            for i in 0..<3 { out[i] = sp[i] * (1 - ba) + bp[i] * (1 - sa) + sa * ba * mixed[i] }
        }
        alpha = min(max(alpha, 0), 1)
        func byte(_ x: Double) -> Int { Int((min(max(x, 0), 1) * 255).rounded()) }
        return PremultipliedPixel(byte(out[0]), byte(out[1]), byte(out[2]), byte(alpha))
    }

    /// Porter–Duff factors (Fa, Fb): `co = cs·Fa + cb·Fb`; nil for other modes.
    static func porterDuff(_ mode: CGBlendMode, _ sa: Double, _ ba: Double) -> (Double, Double)? {
        switch mode {
        case .normal: return (1, 1 - sa)
        case .clear: return (0, 0)
        case .copy: return (1, 0)
        case .sourceIn: return (ba, 0)
        case .sourceOut: return (1 - ba, 0)
        case .sourceAtop: return (ba, 1 - sa)
        case .destinationOver: return (1 - ba, 1)
        case .destinationIn: return (0, sa)
        case .destinationOut: return (0, 1 - sa)
        case .destinationAtop: return (1 - ba, sa)
        case .xor: return (1 - ba, 1 - sa)
        default: return nil
        }
    }

    /// `B(Cb, Cs)` of the separable and non-separable blend modes.
    static func blend(_ mode: CGBlendMode, cb: [Double], cs: [Double]) -> [Double] {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return (0..<3).map { separable(mode, cb[$0], cs[$0]) }
        }
    }

    static func separable(_ mode: CGBlendMode, _ b: Double, _ s: Double) -> Double {
        func hardLight(_ b: Double, _ s: Double) -> Double {
            s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1)
        }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        switch mode {
        case .multiply: return b * s
        case .screen: return screen(b, s)
        case .overlay: return hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge:
            if b == 0 { return 0 }
            if s >= 1 { return 1 }
            return min(1, b / (1 - s))
        case .colorBurn:
            if b >= 1 { return 1 }
            if s == 0 { return 0 }
            return 1 - min(1, (1 - b) / s)
        case .hardLight: return hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        default: return s
        }
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    /// The specification's form: the largest channel becomes `s`, the middle
    /// one in proportion, the smallest 0 (all 0 when max == min).
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[hi] > c[lo] {
            out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
            out[hi] = s
        }
        out[lo] = 0
        return out
    }
}
