import Foundation
import OpenUIKit
import LayerTestSupport

/// A `size` image at `scale` filled with `color`.
@MainActor func solidImage(_ color: UIColor, size: CGSize = CGSize(width: 10, height: 10), scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
        color.setFill()
        ctx.fill(CGRect(origin: .zero, size: size))
    }
}

/// The names of the control events, lowest bit first.
let controlEventNames: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
    (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryAction"),
    (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
]

/// Records the events a control sends ("name" or "name @ms" since `t0` when timed).
@MainActor final class ControlEventLog {
    var entries: [String] = []
    let t0: Double?
    init(_ control: UIControl, timed t0: Double? = nil, events: UIControl.Event = .allEvents) {
        self.t0 = t0
        for (event, name) in controlEventNames where events.contains(event) {
            control.addAction(UIAction { [unowned self] _ in self.record(name) }, for: event)
        }
    }
    private func record(_ name: String) {
        guard let t0 else { entries.append(name); return }
        entries.append("\(name) @\(Int(((CACurrentMediaTime() - t0) * 1000).rounded()))")
    }
}

/// A visible window with a background colour and `view` added at `frame`, committed.
@MainActor func showInWindow(_ view: UIView, frame: CGRect? = nil, background: UIColor = .white,
                             size: CGSize = CGSize(width: 200, height: 200)) -> UIWindow {
    let window = makeVisibleWindow(size: size)
    window.backgroundColor = background
    if let frame { view.frame = frame }
    window.addSubview(view)
    MediaClock.advance(by: 0)
    return window
}

/// The pixel colour at (x, y) as (r, g, b) integers, for messages.
extension Frame {
    func rgb(_ x: Int, _ y: Int) -> [Int] { Array(rgba(x, y).prefix(3)) }
    func isGreen(_ x: Int, _ y: Int) -> Bool { let c = rgba(x, y); return c[1] > 240 && c[0] < 15 && c[2] < 15 }
    func isBlack(_ x: Int, _ y: Int) -> Bool { let c = rgba(x, y); return c[0] < 15 && c[1] < 15 && c[2] < 15 }
    /// How many pixels in `xs` × `ys` satisfy `test` (given the pixel's rgba).
    func count(_ xs: Range<Int>, _ ys: Range<Int>, where test: ([Int]) -> Bool) -> Int {
        var n = 0
        for y in ys { for x in xs where test(rgba(x, y)) { n += 1 } }
        return n
    }
    /// The pure-red pixels in `xs` × `ys`.
    func redCount(_ xs: Range<Int>, _ ys: Range<Int>) -> Int { count(xs, ys) { $0[0] > 240 && $0[1] < 15 && $0[2] < 15 } }
    /// Whether (x, y) is within `tolerance` of `color` in each channel.
    func matches(_ x: Int, _ y: Int, _ color: [Int], tolerance: Int = 3) -> Bool {
        zip(rgb(x, y), color).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
