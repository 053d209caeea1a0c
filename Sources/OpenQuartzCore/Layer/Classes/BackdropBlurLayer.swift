import Foundation
import Synchronization

/// A layer that shows what is drawn behind it, blurred — the backdrop of
/// UIKit's `UIVisualEffectView` with a `UIBlurEffect`. Not Apple API (Apple's
/// backdrop layer is private); package use: OpenUIKit.
///
/// Inside its bounds (rounded by `cornerRadius`), the layer draws the pixels
/// already drawn behind it in the same canvas — its superlayer's content and
/// the sublayers before it, or only a group's content when it is drawn inside
/// an opacity group or mask — blurred with a Gaussian of standard deviation
/// `blurRadius / 2` points (as `shadowRadius` is), then its background,
/// contents and sublayers on top. Because it depends on everything behind it,
/// a frame that redraws anything while a backdrop layer is shown redraws
/// everything (no partial damage).
@MainActor package final class BackdropBlurLayer: CALayer {
    /// The blur's radius in points (non-negative; NaN and infinities are
    /// refused with a diagnostic). Not animatable: an effect view fades the
    /// layer in and out instead.
    package var blurRadius: CGFloat = 20 {
        didSet {
            guard blurRadius.isFinite, blurRadius >= 0 else {
                CADiagnostics.reportOnce("BackdropBlurLayer.blurRadius = \(blurRadius): not a finite, non-negative radius; using 0", about: self)
                blurRadius = 0
                return
            }
            drawnStateDidChange()
        }
    }

    /// Creates a backdrop layer.
    package override init() {
        super.init()
        BackdropBlurLayer.liveCount.add(1, ordering: .relaxed)
    }

    /// Creates a copy of `layer` (the presentation copy).
    package override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? BackdropBlurLayer { blurRadius = other.blurRadius }
        BackdropBlurLayer.liveCount.add(1, ordering: .relaxed)
    }

    isolated deinit { BackdropBlurLayer.liveCount.subtract(1, ordering: .relaxed) }

    override func renderContent() -> LayerClassContent { .backdrop(radius: Double(blurRadius)) }

    /// How many backdrop layers exist: when none, frames skip the search for them.
    nonisolated static let liveCount = Atomic<Int>(0)
}
