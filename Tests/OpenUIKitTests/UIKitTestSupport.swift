import Foundation
import OpenUIKit
import LayerTestSupport
import Raster

/// A visible window of `size` whose layer tree is in the interface (committed).
@MainActor func makeVisibleWindow(size: CGSize = CGSize(width: 200, height: 200)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    MediaClock.advance(by: 0)
    return window
}

/// A view with `frame` added to `window` and committed.
@MainActor func addCommittedView(frame: CGRect, to window: UIWindow) -> UIView {
    let view = UIView(frame: frame)
    window.addSubview(view)
    MediaClock.advance(by: 0)
    return view
}

/// The presentation position of a view's layer.
@MainActor func shownCenter(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

/// A rendered frame (printed short in test failures).
struct Frame: CustomStringConvertible {
    let pixmap: Pixmap
    var description: String { "frame \(pixmap.width) × \(pixmap.height)" }
    /// The pixel at (x, y) as (r, g, b, a).
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = pixmap.pixel(x: x, y: y)!
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }
    func isRed(_ x: Int, _ y: Int) -> Bool { let c = rgba(x, y); return c[0] > 240 && c[1] < 15 && c[2] < 15 }
    func isBlue(_ x: Int, _ y: Int) -> Bool { let c = rgba(x, y); return c[2] > 240 && c[0] < 15 && c[1] < 15 }
    func isWhite(_ x: Int, _ y: Int) -> Bool { let c = rgba(x, y); return c[0] > 240 && c[1] > 240 && c[2] > 240 }
}

/// A white 100 × 100 visible window with a red 40 × 40 view at (30, 30),
/// committed.
@MainActor func makeRedSquareWindow() -> (UIWindow, UIView) {
    let window = makeVisibleWindow(size: CGSize(width: 100, height: 100))
    window.backgroundColor = .white
    let view = addCommittedView(frame: CGRect(x: 30, y: 30, width: 40, height: 40), to: window)
    view.backgroundColor = .red
    MediaClock.advance(by: 0)
    return (window, view)
}

/// Renders the window's frame at media time `t`.
@MainActor func renderWindow(_ window: UIWindow, at t: Double) -> Frame {
    let renderer = window.renderer
    renderer.beginFrame(atTime: t)
    renderer.render()
    renderer.endFrame()
    return Frame(pixmap: renderer.makeImage()!.pixmap)
}
