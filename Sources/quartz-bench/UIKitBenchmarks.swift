import Foundation
import OpenUIKit

/// View animation through the public path, across view counts N (1,000,
/// 10,000, 100,000; `QUARTZ_BENCH_SIZES` limits them, as for `frame.*`):
/// N opaque 4 × 4 views at grid places in a 256 × 256 window.
///
/// - `uikit.animate.set`: one view property set inside an animation block —
///   the action search, the view's action and the additive animation it
///   adds — per view, 1,000 views in one block (the animations are removed
///   and committed between calls, untimed).
/// - `uikit.block.N`: one `UIView.animate` block moving all N views and the
///   commit at the end of the turn that starts their animations.
/// - `uikit.step.N`: a 60 fps clock step while those N animations run (the
///   main actor's work per frame outside rendering).
/// - `uikit.frame.N`: the same step plus the frame the window's renderer
///   draws of it (`beginFrame` / `render` / `endFrame`): what a user who
///   renders a view animation pays per frame.
/// - `uikit.layout.N`: a layout pass placing N subviews in `layoutSubviews`
///   (`setNeedsLayout` + `layoutIfNeeded`).
/// - `uikit.animator.scrub100`: `fractionComplete` set on a paused property
///   animator driving 100 views (one position animation each), and the
///   commit at the end of that turn.
/// - `uikit.animator.cycle10`: start, pause, reverse, continue and pause of
///   an animator with 10 animations, each call in its own turn (ns per
///   call with its turn's commit).
@MainActor func uikitBenchmarks() -> [Benchmark] {
    MediaClock.setManual(at: 5000)
    let sizes = ProcessInfo.processInfo.environment["QUARTZ_BENCH_SIZES"]
        .map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_000, 10_000, 100_000]
    var list: [Benchmark] = []
    let small = ViewField(count: 1000)
    list.append(Benchmark(name: "uikit.animate.set", unit: .nsPerOp, operationsPerCall: small.views.count, prepare: small.clear) {
        MainActor.assumeIsolated {
            small.step = -small.step
            UIView.animate(withDuration: 1) { for v in small.views { v.center.x += small.step } }
        }
    })
    let scrubbed = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
        for v in small.views.prefix(100) { v.center.y += 3 }
    }
    var fraction: CGFloat = 0
    list.append(Benchmark(name: "uikit.animator.scrub100", unit: .nsPerOp, operationsPerCall: 1) {
        MainActor.assumeIsolated {
            fraction = fraction >= 0.99 ? 0.01 : fraction + 0.01
            scrubbed.fractionComplete = fraction
            MediaClock.advance(by: 0)       // the turn's commit, as after each pan event
        }
    })
    let cycled = UIViewPropertyAnimator(duration: 1000, curve: .linear) {
        for v in small.views.suffix(10) { v.alpha = 0.5 }
    }
    cycled.pausesOnCompletion = true
    list.append(Benchmark(name: "uikit.animator.cycle10", unit: .nsPerOp, operationsPerCall: 5) {
        MainActor.assumeIsolated {
            // Each call in its own turn, as from separate events: the call and the turn's commit.
            cycled.startAnimation(); MediaClock.advance(by: 0)
            cycled.pauseAnimation(); MediaClock.advance(by: 0)
            cycled.isReversed.toggle(); MediaClock.advance(by: 0)
            cycled.continueAnimation(withTimingParameters: nil, durationFactor: 0); MediaClock.advance(by: 0)
            cycled.pauseAnimation(); MediaClock.advance(by: 0)
        }
    })
    for n in sizes {
        let field = ViewField(count: n)
        list.append(Benchmark(name: "uikit.block.\(n)", unit: .msPerFrame, operationsPerCall: 1, prepare: field.clear) {
            MainActor.assumeIsolated {
                field.step = -field.step
                UIView.animate(withDuration: 1000) { for v in field.views { v.center.x += field.step } }
                MediaClock.advance(by: 0)
            }
        })
        list.append(Benchmark(name: "uikit.step.\(n)", unit: .msPerFrame, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                field.keepMoving()
                MediaClock.advance(by: 1.0 / 60)
            }
        })
        list.append(Benchmark(name: "uikit.frame.\(n)", unit: .msPerFrame, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                field.keepMoving()
                MediaClock.advance(by: 1.0 / 60)
                let renderer = field.window.renderer
                renderer.beginFrame(atTime: CACurrentMediaTime())
                renderer.render()
                renderer.endFrame()
            }
        })
        let grid = GridView(frame: field.window.bounds, count: n)
        list.append(Benchmark(name: "uikit.layout.\(n)", unit: .msPerFrame, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                grid.shift += 1
                grid.setNeedsLayout()
                grid.layoutIfNeeded()
            }
        })
    }
    return list
}

/// A visible 256 × 256 window holding `count` 4 × 4 views on a grid.
@MainActor private final class ViewField {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 256, height: 256))
    let views: [UIView]
    var step: CGFloat = 1

    init(count: Int) {
        window.makeKeyAndVisible()
        views = (0..<count).map { i in
            let v = UIView(frame: CGRect(x: Double(i % 50) * 5, y: Double(i / 50 % 21) * 12, width: 4, height: 4))
            v.backgroundColor = UIColor(red: Double(i % 7) / 7, green: Double(i % 11) / 11, blue: Double(i % 5) / 5, alpha: 1)
            return v
        }
        for v in views { window.addSubview(v) }
        MediaClock.advance(by: 0)
    }

    /// Removes every animation and commits (untimed, between calls).
    func clear() {
        for v in views { v.layer.removeAllAnimations() }
        MediaClock.advance(by: 0)
    }

    /// Starts one long block moving every view, unless one runs.
    func keepMoving() {
        guard views[0].layer.animationKeys() == nil else { return }
        UIView.animate(withDuration: 1000) { for v in self.views { v.center.x += 1 } }
    }
}

/// `count` subviews in a 40-column grid, laid out in `layoutSubviews`.
private final class GridView: UIView {
    var shift: CGFloat = 0
    init(frame: CGRect, count: Int) {
        super.init(frame: frame)
        for _ in 0..<count { addSubview(UIView()) }
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func layoutSubviews() {
        for (i, v) in subviews.enumerated() {
            v.frame = CGRect(x: CGFloat(i % 40) * 6 + shift.truncatingRemainder(dividingBy: 3), y: CGFloat(i / 40 % 40) * 6,
                             width: 5, height: 5)
        }
    }
}
