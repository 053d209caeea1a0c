import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

// makeInterfaceRoot, addCommitted, resetClock, approx, scaleX and
// EventRecorder live in the shared LayerTestSupport target (Tests/LayerTestSupport).

/// A delegate that logs callbacks with the media time they arrived at.
@MainActor final class RecordingAnimationDelegate: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start@\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop(\(flag))@\(CACurrentMediaTime())") }
}
