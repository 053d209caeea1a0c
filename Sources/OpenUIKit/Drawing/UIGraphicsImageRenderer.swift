import Codecs
import Foundation

/// The base of UIKit's graphics renderers, UIKit's `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// The area drawn, in points.
    let rendererBounds: CGRect

    /// A renderer for `bounds` (Apple's `init(bounds:)`).
    public init(bounds: CGRect) {
        rendererBounds = bounds
        super.init()
    }

    /// The renderer's format (Apple's `format`).
    open var format: UIGraphicsRendererFormat {
        let format = UIGraphicsRendererFormat()
        format.bounds = rendererBounds
        return format
    }

    /// Whether the renderer makes images (Apple's `allowsImageOutput`).
    open var allowsImageOutput: Bool { true }
}

/// Makes images by running drawing closures, UIKit's
/// `UIGraphicsImageRenderer`.
///
/// Each `image(actions:)` call makes a fresh bitmap of the renderer's bounds
/// at the format's scale — y-down, in points, the bounds' origin at the top
/// left — pushes it as the current UIKit context (so `UIColor.setFill()`,
/// `UIBezierPath.fill()` and string drawing work inside the closure), runs
/// the closure and pops it. The class is not tied to the main actor and may
/// be used on any thread, as Apple's.
///
/// Bounds that are null, negative, have no pixels, are not finite or are
/// over 16 384 pixels on a side
/// (Apple's fails with a log or a crash) run the closure in a 1 × 1
/// scratch context and give an empty `UIImage()` (and no PNG bytes), with
/// a one-time diagnostic.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// What `image(actions:)` and `pngData(actions:)` run (Apple's
    /// `UIGraphicsImageRenderer.DrawingActions`).
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private let imageFormat: UIGraphicsImageRendererFormat

    /// The renderer's format (Apple's `format`): a copy of the one given,
    /// with `bounds` filled in.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// A renderer for `size` points at the default format (Apple's `init(size:)`).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer for `size` points at `format` (Apple's `init(size:format:)`).
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds` at the default format (Apple's `init(bounds:)`).
    public convenience override init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for `bounds` at `format` (Apple's `init(bounds:format:)`):
    /// the point `bounds.origin` is the images' top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.preferredRange = format.preferredRange
        copy.bounds = bounds
        self.imageFormat = copy
        super.init(bounds: bounds)
    }

    /// Runs `actions` in a fresh context and returns what it drew (Apple's
    /// `image(actions:)`).
    open func image(actions: DrawingActions) -> UIImage {
        render(actions) ?? UIImage()
    }

    /// Runs `actions` in a fresh context and returns what it drew as a PNG
    /// file (Apple's `pngData(actions:)`); empty data for a renderer with no
    /// pixels.
    open func pngData(actions: DrawingActions) -> Data {
        render(actions)?.pngData() ?? Data()
    }

    /// The drawing behind `image` and `pngData`: nil when the bounds have no
    /// (or too many) pixels, after running `actions` in a scratch context.
    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage? {
        let name = "UIGraphicsImageRenderer"
        let scale = resolvedDrawingScale(format.scale, name)
        let b = rendererBounds.standardized
        var made: CGContext?
        if rendererBounds.isNull || rendererBounds.size.width < 0 || rendererBounds.size.height < 0 {
            CGDiagnostics.reportOnce("\(name): bounds \(rendererBounds) are null or negative; no image")
        } else {
            made = makeImageContext(size: b.size, scale: scale, opaque: format.opaque, origin: b.origin, name)
        }
        guard let cgContext = made ?? makeImageContext(size: CGSize(width: 1, height: 1), scale: 1, opaque: false,
                                                       "UIGraphicsImageRenderer scratch") else { return nil }
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format, imageScale: scale)
        withUIGraphicsContext(cgContext) { actions(context) }
        guard made != nil, let cgImage = cgContext.makeImage() else { return nil }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
}
