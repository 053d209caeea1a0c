import Foundation
import OpenUIKit

/// View animation through the public path (UIKit's main-actor side; the
/// frames themselves are the render server's, measured by `frame.*`).
///
/// - `uikit.animate.set`: one view property set inside an animation block —
///   the action search, the view's action and the additive animation it
///   adds — per view, 1,000 views in one block (the animations are removed
///   and committed between calls, untimed).
/// - `uikit.block1000`: one `UIView.animate` block moving 1,000 views and the
///   commit at the end of the turn that starts their animations.
/// - `uikit.frame1000`: a 60 fps clock step while those 1,000 animations run
///   (the main actor's work per frame outside rendering).
/// - `uikit.layout1000`: a layout pass placing 1,000 subviews
///   (`setNeedsLayout` + `layoutIfNeeded`).
@MainActor func uikitBenchmarks() -> [Benchmark] {
    MediaClock.setManual(at: 5000)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 256, height: 256))
    window.makeKeyAndVisible()
    let views = (0..<1000).map { i in
        UIView(frame: CGRect(x: Double(i % 50) * 5, y: Double(i / 50) * 12, width: 4, height: 4))
    }
    for v in views { window.addSubview(v) }
    MediaClock.advance(by: 0)
    var step: CGFloat = 1
    func clear() {
        for v in views { v.layer.removeAllAnimations() }
        MediaClock.advance(by: 0)
    }
    let grid = GridView(frame: window.bounds)
    return [
        Benchmark(name: "uikit.animate.set", unit: .nsPerOp, operationsPerCall: views.count, prepare: clear) {
            MainActor.assumeIsolated {
                step = -step
                UIView.animate(withDuration: 1) { for v in views { v.center.x += step } }
            }
        },
        Benchmark(name: "uikit.block1000", unit: .msPerFrame, operationsPerCall: 1, prepare: clear) {
            MainActor.assumeIsolated {
                step = -step
                UIView.animate(withDuration: 1000) { for v in views { v.center.x += step } }
                MediaClock.advance(by: 0)
            }
        },
        Benchmark(name: "uikit.frame1000", unit: .msPerFrame, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                if views[0].layer.animationKeys() == nil {
                    UIView.animate(withDuration: 1000) { for v in views { v.center.x += 1 } }
                }
                MediaClock.advance(by: 1.0 / 60)
            }
        },
        Benchmark(name: "uikit.layout1000", unit: .msPerFrame, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                grid.shift += 1
                grid.setNeedsLayout()
                grid.layoutIfNeeded()
            }
        },
    ]
}

/// 1,000 subviews in a 40-column grid, laid out in `layoutSubviews`.
private final class GridView: UIView {
    var shift: CGFloat = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        for _ in 0..<1000 { addSubview(UIView()) }
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func layoutSubviews() {
        for (i, v) in subviews.enumerated() {
            v.frame = CGRect(x: CGFloat(i % 40) * 6 + shift.truncatingRemainder(dividingBy: 3), y: CGFloat(i / 40) * 6,
                             width: 5, height: 5)
        }
    }
}
