import Foundation
import Raster

/// The pixel format of the backing store `display()` makes, Core
/// Animation's `CALayerContentsFormat` (raw values: Apple's).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Eight bits per channel, RGBA (the default).
    public static let RGBA8Uint = Self(rawValue: "RGBA8")
    /// Half floats per channel, RGBA: stored; drawn as `RGBA8Uint` (the
    /// renderer's pixels are 8-bit).
    public static let RGBA16Float = Self(rawValue: "RGBAh")
    /// One 8-bit grey channel: the backing store keeps each pixel's luminance
    /// (Rec. 601 weights) and its alpha, so colours draw grey.
    public static let gray8Uint = Self(rawValue: "Gray8")
}

/// The dynamic range a layer's contents are shown in, Core Animation's
/// `CADynamicRange` (raw values: Apple's). OpenQuartzCore's output is
/// standard range (8-bit sRGB) whatever is asked: the values are stored.
public struct CADynamicRange: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Whatever the system chooses (the default).
    public static let automatic = Self(rawValue: "automatic")
    /// Standard dynamic range.
    public static let standard = Self(rawValue: "standard")
    /// High dynamic range, limited.
    public static let constrainedHigh = Self(rawValue: "constrainedHigh")
    /// Full high dynamic range.
    public static let high = Self(rawValue: "high")
}

extension CALayer {
    /// Whether the layer's contents are drawn flipped (Apple's
    /// `contentsAreFlipped()`; false by default): true when an odd number of
    /// the layer and its ancestors have `isGeometryFlipped` set, so the
    /// flips cancel in pairs. Apple documents the meaning, not the rule; this
    /// parity is how the flag composes down the tree.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var node: CALayer? = self
        while let layer = node {
            if layer.isGeometryFlipped { flipped.toggle() }
            node = layer.superlayer
        }
        return flipped
    }

    /// `contentsFormat` checked when set: an unknown raw value is reported
    /// and `.RGBA8Uint` used.
    func contentsFormatDidChange() {
        switch contentsFormat {
        case .RGBA8Uint, .RGBA16Float, .gray8Uint: break
        default:
            CADiagnostics.report("CALayer.contentsFormat \"\(contentsFormat.rawValue)\" is unknown; using RGBA8Uint")
            contentsFormat = .RGBA8Uint
        }
    }

    /// `contentsHeadroom` checked when set: NaN or negative is reported, 0 used.
    func contentsHeadroomDidChange() {
        if !(contentsHeadroom >= 0) {
            CADiagnostics.report("CALayer.contentsHeadroom must be 0 or more (got \(contentsHeadroom)); using 0")
            contentsHeadroom = 0
        }
    }

    /// The backing store `image` in the layer's `contentsFormat`: grey for
    /// `.gray8Uint` (each premultiplied pixel's luminance, 0.299 R + 0.587 G
    /// + 0.114 B, rounded, its alpha kept), unchanged otherwise.
    func imageInContentsFormat(_ image: CGImage?) -> CGImage? {
        guard contentsFormat == .gray8Uint, let image else { return image }
        var pixmap = image.pixmap
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)!
                let r = 0.299 * Double(p.r), gr = 0.587 * Double(p.g), b = 0.114 * Double(p.b)
                let g = UInt8((r + gr + b).rounded())
                pixmap.setPixel(x: x, y: y, Pixel(r: g, g: g, b: g, a: p.a))
            }
        }
        return CGImage(pixmap: pixmap, space: CGColorSpaceCreateDeviceRGB())
    }
}
