import Foundation

/// Where a pixel's alpha is and whether colour is premultiplied by it,
/// Core Graphics' `CGImageAlphaInfo`, with Apple's raw values.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
    /// No alpha; colour only (24-bit RGB here).
    case none = 0
    /// Alpha in the last component, colour premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha in the first component, colour premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha in the last component, straight colour (RGBA).
    case last = 3
    /// Alpha in the first component, straight colour (ARGB).
    case first = 4
    /// No alpha; the last component is padding (RGBX).
    case noneSkipLast = 5
    /// No alpha; the first component is padding (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no colour. OpenCoreGraphics' images and contexts do not
    /// accept it (they report a diagnostic and fail).
    case alphaOnly = 7
}

/// The byte order of a pixel's components, Core Graphics' `CGImageByteOrderInfo`
/// (raw values are the `CGBitmapInfo` bits).
public enum CGImageByteOrderInfo: UInt32, Sendable, Hashable {
    /// Default order: components in memory in the order the alpha info names them.
    case orderDefault = 0
    /// 16-bit little-endian words (not supported for 8-bit components here).
    case order16Little = 0x1000
    /// 32-bit little-endian words: the named order reversed in memory
    /// (premultipliedFirst becomes B, G, R, A).
    case order32Little = 0x2000
    /// 16-bit big-endian words (not supported for 8-bit components here).
    case order16Big = 0x3000
    /// 32-bit big-endian words: the named order in memory.
    case order32Big = 0x4000
    /// The mask of the byte-order bits.
    case orderMask = 0x7000
}

/// The layout of a bitmap's pixels, Core Graphics' `CGBitmapInfo`: an alpha
/// info (`alphaInfoMask` bits), a byte order (`byteOrderMask` bits) and flags.
///
/// Combine as on Apple's platforms:
/// `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates bitmap info from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits holding a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components (not supported by OpenCoreGraphics' bitmaps).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (no bits).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)

    /// The alpha info in these bits, or nil for an unknown value.
    /// (Apple exposes this as `CGImage.alphaInfo`; here it is a convenience.)
    package var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }
}

/// How colours outside the destination gamut are mapped, Core Graphics'
/// `CGColorRenderingIntent`. OpenCoreGraphics has no colour management; the
/// intent is stored and reported, never applied.
public enum CGColorRenderingIntent: Int32, Sendable, Hashable {
    /// The context's default.
    case defaultIntent = 0
    /// Absolute colorimetric.
    case absoluteColorimetric = 1
    /// Relative colorimetric.
    case relativeColorimetric = 2
    /// Perceptual.
    case perceptual = 3
    /// Saturation.
    case saturation = 4
}

/// A decoded 8-bit pixel layout: which byte of a pixel holds each component.
/// Converts rows between the caller's bytes and `Raster`'s packed premultiplied
/// RGBA.
package struct BitmapLayout: Sendable, Hashable {
    /// Bytes per pixel (3 or 4).
    package let bytesPerPixel: Int
    /// Byte offsets of red, green, blue within a pixel.
    package let r: Int, g: Int, b: Int
    /// Byte offset of alpha, or nil when the layout has none (opaque).
    package let a: Int?
    /// Whether stored colour is premultiplied by alpha.
    package let premultiplied: Bool

    /// The layout for 8-bit components, or a description of why it is unsupported.
    /// With `gray`, the one colour component is gray: 8-bit pixels with alpha
    /// info `none`, or 16-bit gray + alpha (or padding) pixels.
    package static func make(bitsPerComponent: Int, bitsPerPixel: Int, info: CGBitmapInfo,
                             gray: Bool = false) -> Result<BitmapLayout, LayoutError> {
        guard bitsPerComponent == 8 else { return .failure(.init("\(bitsPerComponent) bits per component (only 8 is supported)")) }
        guard !info.contains(.floatComponents) else { return .failure(.init("float components are not supported")) }
        guard let alpha = info.alphaInfo else { return .failure(.init("unknown alpha info \(info.rawValue & 0x1F)")) }
        let order = info.rawValue & 0x7000
        if gray { return makeGray(bitsPerPixel: bitsPerPixel, alpha: alpha, order: order) }
        guard order == 0 || order == 0x2000 || order == 0x4000 else {
            return .failure(.init("byte order \(String(order, radix: 16)) is not supported with 8-bit components"))
        }
        if alpha == .none {
            guard bitsPerPixel == 24, order == 0 else { return .failure(.init("alpha info none needs 24 bits per pixel and the default byte order")) }
            return .success(BitmapLayout(bytesPerPixel: 3, r: 0, g: 1, b: 2, a: nil, premultiplied: false))
        }
        guard alpha != .alphaOnly else { return .failure(.init("alpha-only bitmaps are not supported")) }
        guard bitsPerPixel == 32 else { return .failure(.init("\(bitsPerPixel) bits per pixel with alpha info \(alpha) (32 expected)")) }
        // Offsets in the named (big-endian) order, then reversed for 32-bit little.
        let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
        var (r, g, b, x) = alphaFirst ? (1, 2, 3, 0) : (0, 1, 2, 3)
        if order == 0x2000 { (r, g, b, x) = (3 - r, 3 - g, 3 - b, 3 - x) }
        let hasAlpha = alpha != .noneSkipFirst && alpha != .noneSkipLast
        return .success(BitmapLayout(bytesPerPixel: 4, r: r, g: g, b: b, a: hasAlpha ? x : nil,
                                     premultiplied: alpha == .premultipliedFirst || alpha == .premultipliedLast))
    }

    private static func makeGray(bitsPerPixel: Int, alpha: CGImageAlphaInfo, order: UInt32) -> Result<BitmapLayout, LayoutError> {
        if alpha == .none {
            guard bitsPerPixel == 8 else { return .failure(.init("gray with alpha info none needs 8 bits per pixel")) }
            return .success(BitmapLayout(bytesPerPixel: 1, r: 0, g: 0, b: 0, a: nil, premultiplied: false))
        }
        guard alpha != .alphaOnly else { return .failure(.init("alpha-only bitmaps are not supported")) }
        guard bitsPerPixel == 16 else { return .failure(.init("\(bitsPerPixel) bits per pixel for gray with alpha info \(alpha) (16 expected)")) }
        guard order == 0 || order == 0x1000 || order == 0x3000 else {
            return .failure(.init("byte order \(String(order, radix: 16)) is not supported for 16-bit gray pixels"))
        }
        let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
        var (v, x) = alphaFirst ? (1, 0) : (0, 1)
        if order == 0x1000 { (v, x) = (x, v) }
        let hasAlpha = alpha != .noneSkipFirst && alpha != .noneSkipLast
        return .success(BitmapLayout(bytesPerPixel: 2, r: v, g: v, b: v, a: hasAlpha ? x : nil,
                                     premultiplied: alpha == .premultipliedFirst || alpha == .premultipliedLast))
    }

    /// Why a layout is unsupported.
    package struct LayoutError: Error {
        package let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Whether the bytes are exactly `Raster`'s packed pixels (R, G, B, A,
    /// premultiplied, on a little-endian host), so rows convert by copying.
    var isRasterNative: Bool {
        bytesPerPixel == 4 && premultiplied && r == 0 && g == 1 && b == 2 && a == 3 && UInt32(1).littleEndian == 1
    }

    /// Whether the bytes are `Raster`'s packed pixels with red and blue
    /// swapped (B, G, R, A premultiplied on a little-endian host — Apple's
    /// `premultipliedFirst | byteOrder32Little`).
    var isRasterSwapped: Bool {
        bytesPerPixel == 4 && premultiplied && r == 2 && g == 1 && b == 0 && a == 3 && UInt32(1).littleEndian == 1
    }

    @inline(__always) static func swapRB(_ p: UInt32) -> UInt32 {
        (p & 0xFF00_FF00) | (p & 0xFF) << 16 | (p >> 16) & 0xFF
    }

    /// Clamps colour to alpha so the pixel is valid premultiplied.
    @inline(__always) static func clamped(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if (p & 0xFF) <= a && ((p >> 8) & 0xFF) <= a && ((p >> 16) & 0xFF) <= a { return p }
        return min(p & 0xFF, a) | min((p >> 8) & 0xFF, a) << 8 | min((p >> 16) & 0xFF, a) << 16 | a << 24
    }

    /// Converts one row of `count` pixels from `src` into packed premultiplied RGBA.
    package func load(_ src: UnsafeRawPointer, count: Int, into dst: UnsafeMutablePointer<UInt32>) {
        if isRasterNative || isRasterSwapped {
            UnsafeMutableRawPointer(dst).copyMemory(from: src, byteCount: count * 4)
            let swap = isRasterSwapped
            for i in 0..<count {
                let p = swap ? BitmapLayout.swapRB(dst[i]) : dst[i]
                dst[i] = BitmapLayout.clamped(p)
            }
            return
        }
        let bytes = src.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let p = bytes + i * bytesPerPixel
            var cr = UInt32(p[r]), cg = UInt32(p[g]), cb = UInt32(p[b])
            let ca: UInt32
            if let a {
                ca = UInt32(p[a])
                if premultiplied {
                    cr = min(cr, ca); cg = min(cg, ca); cb = min(cb, ca)
                } else {
                    cr = mul255(cr, ca); cg = mul255(cg, ca); cb = mul255(cb, ca)
                }
            } else {
                ca = 255
            }
            dst[i] = cr | cg << 8 | cb << 16 | ca << 24
        }
    }

    /// Converts one row of `count` packed premultiplied pixels into `dst`'s layout.
    /// Padding bytes (skip layouts) are written as 255.
    package func store(_ src: UnsafePointer<UInt32>, count: Int, into dst: UnsafeMutableRawPointer) {
        if isRasterNative {
            dst.copyMemory(from: src, byteCount: count * 4)
            return
        }
        if isRasterSwapped {
            let out = dst.assumingMemoryBound(to: UInt32.self)
            for i in 0..<count { out[i] = BitmapLayout.swapRB(src[i]) }
            return
        }
        let bytes = dst.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let v = src[i]
            var cr = v & 0xFF, cg = (v >> 8) & 0xFF, cb = (v >> 16) & 0xFF
            let ca = v >> 24
            if !premultiplied, ca != 0, ca != 255 {
                cr = min(255, (cr * 255 + ca / 2) / ca); cg = min(255, (cg * 255 + ca / 2) / ca); cb = min(255, (cb * 255 + ca / 2) / ca)
            }
            let p = bytes + i * bytesPerPixel
            if r == g && g == b {  // gray: Rec. 601 luma
                p[r] = UInt8(min(255, (77 * cr + 150 * cg + 29 * cb + 128) >> 8))
                if let a { p[a] = UInt8(ca) } else if bytesPerPixel == 2 { p[1 - r] = 255 }
                continue
            }
            p[r] = UInt8(cr); p[g] = UInt8(cg); p[b] = UInt8(cb)
            if let a { p[a] = UInt8(ca) } else if bytesPerPixel == 4 { p[6 - r - g - b] = 255 }
        }
    }

    @inline(__always) private func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }
}
