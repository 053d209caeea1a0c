import Foundation
import OpenUIKit

/// View-controller transitions through the public path: a navigation
/// controller in a 390 × 844 window pushes, and then pops, a controller,
/// each controller's view holding 200 subviews (180 coloured views and 20
/// labels in a grid), with the default slide (0.35 s).
///
/// - `transition.push.200`: one whole push or pop — `pushViewController`
///   (`popViewController`) and every 60 fps clock step until it completes
///   (the turn's commit, the layout pass, the animations' bookkeeping, the
///   completion and appearance callbacks) — per frame: the main actor's
///   work per frame of a transition, outside rendering (the goal:
///   ≤ 2 ms).
/// - `transition.push.200.frame`: the same with the frame the window's
///   renderer draws at every step (`beginFrame` / `render` / `endFrame`).
@MainActor func transitionBenchmarks() -> [Benchmark] {
    MediaClock.setManual(at: 15_000)
    let frames = Int((0.35 * 60).rounded(.up)) + 1
    var live: PushBench?
    func prepare() { if live == nil { live = PushBench() } }
    return [
        Benchmark(name: "transition.push.200", unit: .msPerFrame, operationsPerCall: frames, prepare: prepare) {
            MainActor.assumeIsolated { live?.transition(frames: frames, rendering: false) }
        },
        Benchmark(name: "transition.push.200.frame", unit: .msPerFrame, operationsPerCall: frames, prepare: prepare) {
            MainActor.assumeIsolated { live?.transition(frames: frames, rendering: true) }
        },
    ]
}

/// The window, the navigation controller and the controller pushed and popped in turn.
@MainActor private final class PushBench {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation: UINavigationController
    let pushed = GridController(seed: 1)
    private var isPushed = false

    init() {
        navigation = UINavigationController(rootViewController: GridController(seed: 0))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        MediaClock.advance(by: 0)
    }

    /// One push (or pop) and the clock steps until it has completed.
    func transition(frames: Int, rendering: Bool) {
        if isPushed {
            navigation.popViewController(animated: true)
        } else {
            navigation.pushViewController(pushed, animated: true)
        }
        isPushed.toggle()
        for _ in 0..<frames {
            MediaClock.advance(by: 1.0 / 60)
            if rendering {
                let renderer = window.renderer
                renderer.beginFrame(atTime: CACurrentMediaTime())
                renderer.render()
                renderer.endFrame()
            }
        }
        // A benchmark that silently measured an unfinished transition would lie.
        let shown = navigation.viewControllers.last?.view.superview != nil
            && navigation.viewControllers.count == (isPushed ? 2 : 1)
            && (isPushed ? pushed.view.window != nil : pushed.view.superview == nil)
        if !shown { FileHandle.standardError.write(Data("transition.push.200: the transition did not complete in \(frames) frames\n".utf8)) }
    }
}

/// A controller whose view holds 200 subviews: a 10 × 20 grid of
/// coloured squares, every ninth a label.
@MainActor private final class GridController: UIViewController {
    let seed: Int

    init(seed: Int) {
        self.seed = seed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        view.backgroundColor = .white
        for i in 0..<200 {
            let frame = CGRect(x: 8 + CGFloat(i % 10) * 37, y: 100 + CGFloat(i / 10) * 36, width: 33, height: 32)
            if i % 10 == 9 {
                let label = UILabel(frame: frame)
                label.text = "\(i)"
                label.font = UIFont.systemFont(ofSize: 12)
                view.addSubview(label)
            } else {
                let square = UIView(frame: frame)
                let hue = CGFloat((i * 7 + seed * 31) % 100) / 100
                square.backgroundColor = UIColor(red: hue, green: 1 - hue, blue: 0.5, alpha: 1)
                square.layer.cornerRadius = 4
                view.addSubview(square)
            }
        }
    }
}
