import Foundation
import OpenUIKit
import LayerTestSupport

/// A view that records the touch calls it gets ("began name (x, y)" with
/// the location in its own coordinates), into a shared log.
@MainActor final class TouchLogView: UIView {
    var name = ""
    var log: TouchLog?
    var handles = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) { super.touchesBegan($0, with: $1) } }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) { super.touchesMoved($0, with: $1) } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) { super.touchesEnded($0, with: $1) } }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) { super.touchesCancelled($0, with: $1) } }

    private func record(_ what: String, _ touches: Set<UITouch>, _ event: UIEvent?,
                        forward: (Set<UITouch>, UIEvent?) -> Void) {
        let p = touches.first!.location(in: self)
        log?.entries.append("\(what) \(name) (\(Int(p.x)), \(Int(p.y)))")
        if !handles { forward(touches, event) }
    }
}

/// A log shared by views and recognizers.
@MainActor final class TouchLog {
    var entries: [String] = []
}

/// Records a recognizer's states with the media time since `t0` (ms, rounded).
@MainActor final class StateLog {
    let t0: Double
    var entries: [String] = []
    init(t0: Double = CACurrentMediaTime()) { self.t0 = t0 }
    func record(_ g: UIGestureRecognizer, _ label: String = "") {
        let ms = Int(((CACurrentMediaTime() - t0) * 1000).rounded())
        entries.append("\(label)\(g.state) @\(ms)")
    }
}

/// A window with a 100 × 100 subview at (50, 50) named "inner", both logging to `log`.
@MainActor func makeTouchScene() -> (window: UIWindow, view: TouchLogView, log: TouchLog) {
    let window = makeVisibleWindow()
    let log = TouchLog()
    let view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    view.name = "inner"
    view.log = log
    window.addSubview(view)
    MediaClock.advance(by: 0)
    return (window, view, log)
}
