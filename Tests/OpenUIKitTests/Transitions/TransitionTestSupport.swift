import Foundation
import OpenUIKit
import LayerTestSupport

/// A shared, ordered record of callbacks.
@MainActor final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Returns the entries and starts afresh.
    func take() -> [String] { defer { entries.removeAll() }; return entries }
}

/// A controller that records its appearance callbacks and view loading.
@MainActor final class RecordingController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() { log.add("\(name).didLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear(\(animated))") }
}

/// A visible 200 × 200 window whose root controller "A" records into a
/// fresh log; the clock reset, everything committed, the log empty.
@MainActor func makePresentationScene() -> (window: UIWindow, root: RecordingController, log: CallLog) {
    resetClock()
    let window = makeVisibleWindow(size: CGSize(width: 200, height: 200))
    let log = CallLog()
    let root = RecordingController("A", log: log)
    window.rootViewController = root
    MediaClock.advance(by: 0)
    _ = log.take()
    return (window, root, log)
}

/// The Ch17 fade: the to-view is added with alpha 0 and fades in over 1.0 s
/// (UIView's default ease-in-out), then `completeTransition(true)`. Records
/// the context it was given and `animationEnded` calls.
@MainActor final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 1.0
    var context: (any UIViewControllerContextTransitioning)?
    var ended: [Bool] = []
    /// What `completeTransition` is called with at the end of the animation
    /// (nil: never called).
    var completesWith: Bool? = true
    /// How many times `completeTransition` is called.
    var completionCalls = 1

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }, completion: { _ in
            guard let value = self.completesWith else { return }
            for _ in 0..<self.completionCalls { transitionContext.completeTransition(value) }
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A transitioning delegate that vends `presenting` for presentations and
/// `dismissing` for dismissals (nil: the built-in animation) and optionally
/// a presentation controller; records its calls.
@MainActor final class TestTransitioningDelegate: UIViewControllerTransitioningDelegate {
    var presenting: (any UIViewControllerAnimatedTransitioning)?
    var dismissing: (any UIViewControllerAnimatedTransitioning)?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController)?
    var calls: [String] = []

    init(presenting: (any UIViewControllerAnimatedTransitioning)? = nil,
         dismissing: (any UIViewControllerAnimatedTransitioning)? = nil) {
        self.presenting = presenting
        self.dismissing = dismissing
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("forPresented")
        return self.presenting
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("forDismissed")
        return dismissing
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        calls.append("presentationController")
        return makePresentationController?(presented, presenting)
    }
}

/// A delegate that implements nothing: every answer is the default (nil).
@MainActor final class EmptyTransitioningDelegate: UIViewControllerTransitioningDelegate {}

/// The progress of UIKit's default curve (ease-in-out, (0.42, 0), (0.58, 1))
/// at elapsed fraction `x`.
func easeInOut(_ x: Double) -> Double { bezierProgress(x, 0.42, 0, 0.58, 1) }
