import Foundation
import Synchronization

/// The display the windows are shown on (Apple's `UIScreen`).
///
/// There is no physical screen here: `UIScreen.main` describes the canvas
/// that windows render into — 390 × 844 points at scale 1 by default (an
/// iPhone-sized portrait canvas; scale 1 keeps rendered frames at point
/// size). Hosts that render at another size or density replace it with
/// `UIScreen.main = UIScreen(bounds:scale:)` before making views (not Apple
/// API: on iOS the screen is the device's).
@MainActor public final class UIScreen: NSObject {
    /// The screen's rectangle in points, in the interface's orientation (as
    /// on iOS 8 and later: a rotation swaps width and height;
    /// `UIWindow.simulateRotation(to:duration:)` does).
    public internal(set) var bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The native scale (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
    /// The native size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The maximum frame rate (60 here).
    public var maximumFramesPerSecond: Int { 60 }

    /// A screen of `bounds` (points) at `scale` pixels per point. Not Apple
    /// API. Sizes that are not finite and positive, and scales outside
    /// 0 < scale ≤ 16, are refused with a diagnostic (the default screen's
    /// values are used).
    public init(bounds: CGRect, scale: CGFloat) {
        var b = bounds, s = scale
        if !(b.width > 0 && b.height > 0 && b.width.isFinite && b.height.isFinite) {
            CGDiagnostics.report("UIScreen(bounds: \(bounds)): not a finite, positive size; using 390 × 844")
            b = CGRect(x: 0, y: 0, width: 390, height: 844)
        }
        if !(s > 0 && s <= 16) {
            CGDiagnostics.report("UIScreen(scale: \(scale)): not within 0 < scale ≤ 16; using 1")
            s = 1
        }
        self.bounds = CGRect(origin: .zero, size: b.size)
        self.scale = s
        super.init()
    }

    /// The screen windows are shown on.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1) {
        didSet { publishedMainScale.withLock { $0 = main.scale } }
    }

    /// `main.scale` for code on any thread (image renderers, image contexts).
    nonisolated static let publishedMainScale = Mutex<CGFloat>(1)
}
