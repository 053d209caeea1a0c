import Testing
import Foundation
@testable import OpenQuartzCore
@testable import Gallery

// MARK: - Demo layers and delegates
//
// The demos' layer classes, actions and delegates are the Gallery's own
// (Sources/Gallery/Scenes/Neuburg), imported with `@testable`: one copy of
// each demo. What only the tests need (recording what happened) is added
// around them here.

/// The Gallery's `ThicknessLayer`, recording the `thickness` of every
/// `display()` (to show when `needsDisplay(forKey:)` redraws).
final class RecordingThicknessLayer: ThicknessLayer {
    var displayed: [CGFloat] = []
    override func display() {
        displayed.append(thickness)
        super.display()
    }
}

/// A layer delegate that records every event it is asked for an action, and
/// answers with what `inner` (if any) answers.
final class EventRecorder: CALayerDelegate {
    var events: [String] = []
    let inner: (any CALayerDelegate)?
    init(forwardingTo inner: (any CALayerDelegate)? = nil) { self.inner = inner }
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        events.append(event)
        return inner?.action(for: layer, forKey: event)
    }
}
