import Foundation

/// The settings shared by UIKit's graphics renderers, UIKit's
/// `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn into, in points (Apple's `bounds`); set by the renderer.
    open internal(set) var bounds: CGRect = .zero

    /// A format with Apple's defaults.
    public override init() { super.init() }
}

/// The settings of a `UIGraphicsImageRenderer`, UIKit's
/// `UIGraphicsImageRendererFormat`.
///
/// `scale` defaults to the main screen's scale, which is 1 in OpenUIKit (it
/// has no physical screen). `preferredRange` is kept but every image is 8
/// bits per channel sRGB (what Apple calls `.standard`).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The range of colours images may hold, UIKit's
    /// `UIGraphicsImageRendererFormat.Range` (raw values are Apple's).
    public enum Range: Int, Sendable, Hashable {
        /// The system decides.
        case unspecified = -1
        /// The device's best.
        case automatic = 0
        /// Extended range (wide colour).
        case extended = 1
        /// sRGB, 8 bits per channel.
        case standard = 2
    }

    /// Pixels per point (Apple's `scale`, default the main screen's: 1 here).
    /// A value that is not a positive finite number renders at 1 with a
    /// diagnostic.
    open var scale: CGFloat = mainScreenDrawingScale
    /// Whether the images have no alpha channel (Apple's `opaque`, default
    /// false). Opaque renderers start from black.
    open var opaque = false
    /// The requested colour range (Apple's `preferredRange`, default
    /// `.automatic`); stored only — OpenUIKit always renders `.standard`.
    open var preferredRange: Range = .automatic
    /// Whether extended range was requested (Apple's deprecated
    /// `prefersExtendedRange`, mirroring `preferredRange == .extended`).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format with the defaults (scale 1, not opaque, automatic range).
    public override init() { super.init() }

    /// The default format for the main screen (Apple's `default()`).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The best format for the device (Apple's `preferred()`): the same as
    /// `default()` here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure gets, UIKit's `UIGraphicsRendererContext`.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into: y-down, in points, the
    /// renderer's bounds origin at the top-left corner (Apple's `cgContext`).
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    /// The renderer's format (Apple's `format`).
    open var format: UIGraphicsRendererFormat { rendererFormat }

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.rendererFormat = format
        super.init()
    }

    /// Fills `rect` with the current fill colour (Apple's `fill(_:)`).
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour in `blendMode` (Apple's
    /// `fill(_:blendMode:)`); the blend mode is restored afterwards.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes `rect`'s outline with the current stroke colour and line
    /// width (Apple's `stroke(_:)`).
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes `rect`'s outline in `blendMode` (Apple's `stroke(_:blendMode:)`).
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Runs `body` with `blendMode` set, restoring the state afterwards.
    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }

    /// Intersects the clipping area with `rect` (Apple's `clip(to:)`).
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// What an image renderer's drawing closure gets, UIKit's
/// `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let imageScale: CGFloat
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, imageScale: CGFloat) {
        self.imageScale = imageScale
        self.imageFormat = format
        super.init(cgContext: cgContext, format: format)
    }

    /// The image renderer's format (Apple's `format`, typed as the image format).
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far (Apple's `currentImage`).
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageScale, orientation: .up)
    }
}
