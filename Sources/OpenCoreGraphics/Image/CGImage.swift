import Foundation
import Raster

/// An immutable bitmap image, Core Graphics' `CGImage`.
///
/// OpenCoreGraphics supports 8-bit components. In an RGB space: 32-bit pixels
/// with any alpha info except `alphaOnly` (in either 32-bit byte order), and
/// 24-bit pixels with alpha info `none`. In a gray space: 8-bit pixels with
/// alpha info `none`, and 16-bit gray + alpha (or padding) pixels in either
/// 16-bit byte order. There is no colour management: gray `v` draws as RGB
/// `(v, v, v)`. The pixels are decoded once, at
/// creation, to premultiplied RGBA (`pixmap`); `dataProvider` keeps the bytes
/// the image was made from. Bad sizes, strides or layouts make the initializer
/// return nil with a diagnostic, never a trap.
public final class CGImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bits per colour component (always 8 here).
    public let bitsPerComponent: Int
    /// Bits per pixel (32 or 24 for RGB, 8 or 16 for gray).
    public let bitsPerPixel: Int
    /// Bytes from one row's start to the next in `dataProvider`'s bytes.
    public let bytesPerRow: Int
    /// The pixel layout of `dataProvider`'s bytes.
    public let bitmapInfo: CGBitmapInfo
    /// The colour space (never nil here; Apple's is nil for masks).
    public let colorSpace: CGColorSpace?
    /// The image's bytes in the layout `bitmapInfo` describes.
    public let dataProvider: CGDataProvider?
    /// Whether drawing should interpolate (Apple's `shouldInterpolate`). When
    /// false, drawing samples the nearest pixel whatever the context's
    /// interpolation quality.
    public let shouldInterpolate: Bool
    /// The rendering intent (stored only; there is no colour management).
    public let renderingIntent: CGColorRenderingIntent
    /// The decode array given at creation. Apple remaps component values with
    /// it; OpenCoreGraphics does not support decode arrays (a non-nil one makes
    /// the initializer fail), so this is always nil.
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The pixels as premultiplied RGBA, top row first — what the renderer and
    /// the compositor draw.
    package let pixmap: Pixmap

    /// Whether the image is a stencil mask (Apple's `isMask`): always false,
    /// as OpenCoreGraphics makes no image masks.
    public var isMask: Bool { false }

    /// The alpha info part of `bitmapInfo` (Apple's `alphaInfo`).
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The byte-order part of `bitmapInfo` (Apple's `byteOrderInfo`).
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & 0x7000) ?? .orderDefault
    }

    /// Creates an image from `provider`'s bytes (Apple's `CGImageCreate`).
    ///
    /// Returns nil with a diagnostic for: a non-positive or too large width or
    /// height (above `Pixmap.maxDimension`), an unsupported layout (see the
    /// type's notes), `bytesPerRow` smaller than a
    /// row's pixels, a provider with fewer than `bytesPerRow · (height − 1)`
    /// plus one row's bytes, or a non-nil `decode` array.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        func fail(_ reason: String) -> Bool { cgDiagnostic("CGImageCreate: \(reason)."); return false }
        guard width > 0, height > 0 else {
            _ = fail("invalid image size \(width) × \(height)"); return nil
        }
        guard width <= Pixmap.maxDimension, height <= Pixmap.maxDimension else {
            _ = fail("image size \(width) × \(height) is too large (max \(Pixmap.maxDimension))"); return nil
        }

        guard decode == nil else { _ = fail("decode arrays are not supported"); return nil }
        let layout: BitmapLayout
        switch BitmapLayout.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, info: bitmapInfo,
                                 gray: space.model == .monochrome) {
        case .success(let l): layout = l
        case .failure(let e): _ = fail(e.reason); return nil
        }
        let rowBytes = width * layout.bytesPerPixel
        guard bytesPerRow >= rowBytes else {
            _ = fail("invalid bytesPerRow \(bytesPerRow) (at least \(rowBytes) needed)"); return nil
        }
        let bytes = provider.data ?? Data()
        let (span, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        let (needed, overflow2) = span.addingReportingOverflow(rowBytes)
        guard !overflow, !overflow2, bytes.count >= needed else {
            _ = fail("the data provider has \(bytes.count) bytes, fewer than \(height) rows of \(bytesPerRow)"); return nil
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBytes { raw in
                for y in 0..<height {
                    layout.load(raw.baseAddress! + y * bytesPerRow, count: width, into: out.baseAddress! + y * width)
                }
            }
        }
        guard let pixmap = Pixmap(width: width, height: height, pixels: pixels) else {
            _ = fail("image size \(width) × \(height) is too large"); return nil
        }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.colorSpace = space
        self.dataProvider = provider
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.pixmap = pixmap
    }

    /// An image wrapping already-decoded premultiplied pixels, stored as
    /// 32-bit premultipliedLast RGBA in the default byte order (in sRGB when
    /// `space` is not an RGB space).
    package init(pixmap: Pixmap, space: CGColorSpace, shouldInterpolate: Bool = true,
                 intent: CGColorRenderingIntent = .defaultIntent) {
        let bytes = pixmap.premultipliedRGBA()
        self.width = pixmap.width
        self.height = pixmap.height
        self.bitsPerComponent = 8
        self.bitsPerPixel = 32
        self.bytesPerRow = pixmap.width * 4
        self.bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        self.colorSpace = space.model == .rgb ? space : .sharedSRGB
        self.dataProvider = CGDataProvider(data: Data(bytes))
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.pixmap = pixmap
    }

    /// The part of the image inside `rect` (Apple's `CGImageCreateWithImageInRect`).
    ///
    /// `rect` is in pixels with the origin at the image's top-left (as
    /// Apple's), standardized and rounded outward to whole pixels, then
    /// intersected with the image. Returns nil when the intersection is empty
    /// or `rect` is not finite (with a diagnostic for the latter). The result
    /// stores premultipliedLast RGBA whatever the original layout.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
            cgDiagnostic("CGImageCreateWithImageInRect: invalid rect \(rect).")
            return nil
        }
        let r = rect.standardized
        let x0 = max(0, Int(max(-1, min(Double(width), r.minX.rounded(.down)))))
        let y0 = max(0, Int(max(-1, min(Double(height), r.minY.rounded(.down)))))
        let x1 = min(width, Int(max(0, min(Double(width), r.maxX.rounded(.up)))))
        let y1 = min(height, Int(max(0, min(Double(height), r.maxY.rounded(.up)))))
        guard x1 > x0, y1 > y0 else { return nil }
        var pixels = [UInt32]()
        pixels.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 {
            pixels.append(contentsOf: pixmap.storage[(y * width + x0)..<(y * width + x1)])
        }
        guard let cropped = Pixmap(width: x1 - x0, height: y1 - y0, pixels: pixels) else { return nil }
        return CGImage(pixmap: cropped, space: colorSpace ?? .sharedSRGB,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
