import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A controller that records its appearance and size-change callbacks in
/// the same format as `RecordingController` (plus
/// `"<name>.willTransition(W×H)"`) and runs hooks in them. The hooks get the
/// controller as an argument, so they need not capture it (no cycle).
@MainActor final class CoordinatedController: UIViewController {
    let name: String
    let log: CallLog
    var onWillAppear: ((CoordinatedController) -> Void)?
    var onWillDisappear: ((CoordinatedController) -> Void)?
    var onSizeChange: ((CoordinatedController, CGSize, any UIViewControllerTransitionCoordinator) -> Void)?
    /// Whether `viewWillTransition(to:with:)` calls `super` (which forwards to the children).
    var forwardsSizeChange = true

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() { log.add("\(name).didLoad") }
    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).willAppear(\(animated))")
        onWillAppear?(self)
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name).willDisappear(\(animated))")
        onWillDisappear?(self)
    }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear(\(animated))") }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).willTransition(\(Int(size.width))×\(Int(size.height)))")
        onSizeChange?(self, size, coordinator)
        if forwardsSizeChange { super.viewWillTransition(to: size, with: coordinator) }
    }
}

/// The Ch17 fade (`FadeAnimator`: the to-view 0 → 1 over 1 s, default
/// curve) that also runs `hook` at the end of `animateTransition(using:)`.
@MainActor final class HookedFadeAnimator: UIViewControllerAnimatedTransitioning {
    let fade = FadeAnimator()
    var hook: ((any UIViewControllerContextTransitioning) -> Void)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        fade.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        fade.animateTransition(using: transitionContext)
        hook?(transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) { fade.animationEnded(transitionCompleted) }
}

/// Whether two coordinators are the same object.
@MainActor func same(_ a: (any UIViewControllerTransitionCoordinator)?, _ b: (any UIViewControllerTransitionCoordinator)?) -> Bool {
    guard let a, let b else { return false }
    return a === b
}

/// `a + (b − a) × p`.
func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

/// `makePresentationScene()` with a "B" to present through the Ch17 fade
/// (1 s, ease-in-out): B's delegate vends it (keep the delegate alive: B
/// holds it weakly).
@MainActor func makeFadeScene() -> (window: UIWindow, a: RecordingController, b: CoordinatedController, log: CallLog,
                                    fade: FadeAnimator, delegate: TestTransitioningDelegate) {
    let (window, a, log) = makePresentationScene()
    let fade = FadeAnimator()
    let delegate = TestTransitioningDelegate(presenting: fade)
    let b = CoordinatedController("B", log: log)
    b.transitioningDelegate = delegate
    return (window, a, b, log, fade, delegate)
}

/// The transition coordinator of view-controller transitions: its lifetime
/// (`transitionCoordinator`), its values, the alongside animations (timed by
/// the transition: a `UIView.animate` block of its duration and ease-in-out
/// curve, a scrubbed timeline, or a driven property animator) and the
/// completions (once, before the did-appearance callbacks).
@MainActor struct TransitionCoordinatorTests {
    // MARK: Modal presentation (FadeAnimator: 1 s, ease-in-out)

    @Test func aPresentationHasACoordinatorOnlyWhileItRuns() {
        let (window, a, b, _, fade, delegate) = makeFadeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        #expect(a.transitionCoordinator == nil && b.transitionCoordinator == nil)
        var inWillAppear: (any UIViewControllerTransitionCoordinator)?
        b.onWillAppear = { c in inWillAppear = c.transitionCoordinator }
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        #expect(inWillAppear != nil)
        #expect(same(a.transitionCoordinator, inWillAppear) && same(b.transitionCoordinator, inWillAppear))
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.5)
        #expect(same(a.transitionCoordinator, inWillAppear) && same(b.transitionCoordinator, inWillAppear))
        MediaClock.advance(to: t0 + 1.05)
        #expect(fade.ended == [true])
        #expect(a.transitionCoordinator == nil && b.transitionCoordinator == nil)

        // The dismissal gets a coordinator of its own, nil again at its end.
        var inWillDisappear: (any UIViewControllerTransitionCoordinator)?
        b.onWillDisappear = { c in inWillDisappear = c.transitionCoordinator }
        let t1 = CACurrentMediaTime()
        b.dismiss(animated: true)       // the built-in cover vertical (no dismissal animator)
        #expect(inWillDisappear != nil && !same(inWillDisappear, inWillAppear))
        #expect(same(a.transitionCoordinator, inWillDisappear) && inWillDisappear?.presentationStyle == .fullScreen)
        #expect(inWillDisappear?.viewController(forKey: .from) === b && inWillDisappear?.viewController(forKey: .to) === a)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 0.6)
        #expect(a.presentedViewController == nil && a.transitionCoordinator == nil && b.transitionCoordinator == nil)
    }

    @Test func anAlongsideBlockRunsWithTheTransitionsDurationAndCurve() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let badge = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let fade = FadeAnimator()
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = CoordinatedController("B", log: log)
        b.transitioningDelegate = delegate
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        b.view.addSubview(marker)
        _ = log.take()
        var contexts: [any UIViewControllerTransitionCoordinatorContext] = []
        var completions: [Bool] = []
        var returned: [Bool] = []
        b.onWillAppear = { c in
            guard let coordinator = c.transitionCoordinator else { return }
            returned.append(coordinator.animate(alongsideTransition: { context in
                contexts.append(context)
                badge.alpha = 0
                marker.center = CGPoint(x: 110, y: 50)
            }, completion: { context in
                completions.append(context.isCancelled)
                log.add("completion")
            }))
        }
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        #expect(returned == [true])
        // The block ran after the animator's animateTransition, once, with the coordinator as context.
        #expect(contexts.count == 1 && fade.context != nil)
        let coordinator = b.transitionCoordinator
        #expect(contexts.first === coordinator)
        #expect(badge.alpha == 0 && marker.center == CGPoint(x: 110, y: 50))     // the model at once
        MediaClock.advance(by: 0)
        for t in [0.25, 0.5, 0.75] {
            MediaClock.advance(to: t0 + t)
            let p = easeInOut(t)
            let alpha = Double(badge.layer.presentation()!.opacity)
            let center = shownCenter(marker)
            #expect(abs(alpha - (1 - p)) < 1e-3, "alpha at \(t) s: \(alpha), expected \(1 - p)")
            #expect(abs(Double(center.x) - lerp(10, 110, p)) < 0.05 && abs(Double(center.y) - lerp(10, 50, p)) < 0.05,
                    "center at \(t) s: \(center)")
            // The alongside animation keeps step with the animator's own fade.
            #expect(abs(Double(b.view.layer.presentation()!.opacity) - p) < 1e-3)
        }
        #expect(completions.isEmpty)
        MediaClock.advance(to: t0 + 1.05)
        #expect(completions == [false])
        #expect(Double(badge.layer.presentation()!.opacity) == 0 && shownCenter(marker) == CGPoint(x: 110, y: 50))
        // The completion ran before the appearance callbacks that end the transition.
        #expect(log.take() == ["A.willDisappear(true)", "B.willAppear(true)", "completion",
                               "A.didDisappear(true)", "B.didAppear(true)"])
        MediaClock.advance(by: 2)
        #expect(completions == [false] && contexts.count == 1)
    }

    @Test func theCoordinatorReportsTheTransitionsValues() {
        let (window, a, b, _, fade, delegate) = makeFadeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        defer { b.onWillAppear = nil }      // the hook captures b (through `values`)
        var inAlongside: [String: Bool] = [:]
        var inCompletion: [String: Bool] = [:]
        func values(_ c: any UIViewControllerTransitionCoordinatorContext) -> [String: Bool] {
            let container = fade.context?.containerView
            return [
                "duration": c.transitionDuration == 1,
                "animated": c.isAnimated,
                "style": c.presentationStyle == .fullScreen,
                "from": c.viewController(forKey: .from) === a,
                "to": c.viewController(forKey: .to) === b,
                "fromView": c.view(forKey: .from) === a.view,
                "toView": c.view(forKey: .to) === b.view,
                "container": container != nil && c.containerView === container,
                "transform": c.targetTransform == .identity,
                "curve": c.completionCurve == .easeInOut,
                "velocity": c.completionVelocity == 1,
                "notInteractive": !c.isInteractive && !c.initiallyInteractive && !c.isInterruptible,
                "percent": c.percentComplete == 0,
            ]
        }
        b.onWillAppear = { c in
            c.transitionCoordinator?.animate(alongsideTransition: { inAlongside = values($0) },
                                             completion: { inCompletion = values($0) })
        }
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        let all = Set(values(b.transitionCoordinator!).keys)
        #expect(values(b.transitionCoordinator!).filter { !$0.value }.isEmpty)
        #expect(Set(inAlongside.keys) == all && inAlongside.filter { !$0.value }.isEmpty)
        #expect(!b.transitionCoordinator!.isCancelled)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.05)
        #expect(Set(inCompletion.keys) == all && inCompletion.filter { !$0.value }.isEmpty)
    }

    @Test func anEndedCoordinatorRefusesNewBlocks() {
        let (window, a, b, _, fade, delegate) = makeFadeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        guard let kept = b.transitionCoordinator else {
            Issue.record("no coordinator during the presentation")
            return
        }
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.05)
        #expect(b.transitionCoordinator == nil && fade.ended == [true])
        var ran: [String] = []
        let view = UIView()
        #expect(!kept.animate(alongsideTransition: { _ in ran.append("animation") }, completion: { _ in ran.append("completion") }))
        #expect(!kept.animate(alongsideTransition: nil, completion: { _ in ran.append("completion only") }))
        #expect(!kept.animateAlongsideTransition(in: view, animation: { _ in ran.append("in view") },
                                                 completion: { _ in ran.append("in view completion") }))
        kept.notifyWhenInteractionChanges { _ in ran.append("interaction") }
        MediaClock.advance(by: 2)
        #expect(ran.isEmpty)
    }

    /// A coordinator kept after its transition (whose context is gone)
    /// still answers the transition's values, and the same container.
    @Test func aCoordinatorKeptPastTheEndKeepsItsValues() {
        let (window, a, b, _, fade, delegate) = makeFadeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        guard let kept = b.transitionCoordinator else {
            Issue.record("no coordinator during the presentation")
            return
        }
        let container = kept.containerView
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.05)
        fade.context = nil                      // the context's last holder lets go
        #expect(b.transitionCoordinator == nil)
        #expect(kept.transitionDuration == 1 && kept.isAnimated && !kept.isCancelled && !kept.isInteractive)
        #expect(kept.presentationStyle == .fullScreen && kept.completionCurve == .easeInOut && kept.completionVelocity == 1)
        #expect(kept.containerView === kept.containerView, "one view, not a new one per read")
        _ = container
    }

    @Test func blocksAddedAfterTheAnimationsBeganStillRun() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let first = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let second = addCommittedView(frame: CGRect(x: 0, y: 40, width: 20, height: 20), to: window)
        let third = addCommittedView(frame: CGRect(x: 0, y: 80, width: 20, height: 20), to: window)
        let animator = HookedFadeAnimator()
        let delegate = TestTransitioningDelegate(presenting: animator)
        let b = CoordinatedController("B", log: log)
        b.transitioningDelegate = delegate
        var ran: [String] = []
        var completions: [String] = []
        var returned: [Bool] = []
        // From inside animateTransition: the coordinator is there, the block runs with the transition.
        animator.hook = { context in
            guard let coordinator = context.viewController(forKey: .to)?.transitionCoordinator else { return }
            returned.append(coordinator.animate(alongsideTransition: { _ in
                ran.append("first")
                first.alpha = 0
            }, completion: { _ in completions.append("first") }))
        }
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        #expect(returned == [true] && ran == ["first"])
        // In the same turn, after present returned: it runs at once (inside the call).
        guard let coordinator = b.transitionCoordinator else {
            Issue.record("no coordinator during the presentation")
            return
        }
        returned.append(coordinator.animate(alongsideTransition: { _ in
            ran.append("second")
            second.alpha = 0
        }, completion: { _ in completions.append("second") }))
        #expect(returned == [true, true] && ran == ["first", "second"])
        MediaClock.advance(by: 0)
        // Both started with the transition: 1 s, ease-in-out.
        for t in [0.25, 0.5] {
            MediaClock.advance(to: t0 + t)
            let expected = 1 - easeInOut(t)
            #expect(abs(Double(first.layer.presentation()!.opacity) - expected) < 1e-3, "first at \(t) s")
            #expect(abs(Double(second.layer.presentation()!.opacity) - expected) < 1e-3, "second at \(t) s")
        }
        // Half way through: it still runs at once, animated (not a jump to the end).
        returned.append(coordinator.animate(alongsideTransition: { _ in
            ran.append("third")
            third.alpha = 0
        }, completion: { _ in completions.append("third") }))
        #expect(returned == [true, true, true] && ran == ["first", "second", "third"] && third.alpha == 0)
        MediaClock.advance(by: 0)
        #expect(abs(Double(third.layer.presentation()!.opacity) - 1) < 1e-6)
        MediaClock.advance(to: t0 + 0.75)
        let shown = Double(third.layer.presentation()!.opacity)
        #expect(shown > 0 && shown < 1)
        #expect(completions.isEmpty)
        // The completions run at the transition's end, in the order added.
        MediaClock.advance(to: t0 + 1.05)
        #expect(completions == ["first", "second", "third"] && animator.fade.ended == [true])
        MediaClock.advance(to: t0 + 2)
        #expect(Double(third.layer.presentation()!.opacity) == 0 && ran.count == 3 && completions.count == 3)
    }

    @Test func aBlockWithoutAnimationOrCompletionIsAccepted() {
        let (window, a, b, _, fade, delegate) = makeFadeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        var results: [Bool] = []
        var completed = 0
        b.onWillAppear = { c in
            guard let coordinator = c.transitionCoordinator else { return }
            results.append(coordinator.animate(alongsideTransition: nil, completion: nil))
            results.append(coordinator.animate(alongsideTransition: nil, completion: { _ in completed += 1 }))
            results.append(coordinator.animate(alongsideTransition: { _ in }))
        }
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        #expect(results == [true, true, true])
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.05)
        #expect(completed == 1 && fade.ended == [true])
    }

    @Test func anUnanimatedPresentationRunsTheBlocksAtOnce() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let badge = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let b = CoordinatedController("B", log: log)
        var seen: [String] = []
        b.onWillAppear = { c in
            guard let coordinator = c.transitionCoordinator else { return seen.append("no coordinator") }
            seen.append("duration \(coordinator.transitionDuration) animated \(coordinator.isAnimated)")
            coordinator.animate(alongsideTransition: { _ in
                seen.append("animation")
                badge.alpha = 0.5
            }, completion: { context in seen.append("completion cancelled \(context.isCancelled)") })
        }
        _ = log.take()
        a.present(b, animated: false)
        #expect(seen == ["duration 0.0 animated false", "animation", "completion cancelled false"])
        MediaClock.advance(by: 0)
        #expect(Double(badge.layer.presentation()!.opacity) == 0.5)     // not animated
        #expect(b.transitionCoordinator == nil && a.presentedViewController === b)
    }

    // MARK: Navigation (the default slide: 0.35 s, ease-in-out)

    @Test func aPushRunsAlongsideBlocksOverTheSlide() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = CoordinatedController("B", log: log)
        b.title = "B"
        let child = UIViewController()
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        b.view.addSubview(marker)
        _ = log.take()
        defer { b.onWillAppear = nil }      // the hook captures nav, which holds b
        var fromChild: (any UIViewControllerTransitionCoordinator)?
        var seen: [String] = []
        b.onWillAppear = { c in
            fromChild = child.transitionCoordinator
            guard let coordinator = c.transitionCoordinator else { return }
            seen.append("style none \(coordinator.presentationStyle == .none)")
            seen.append("duration \(coordinator.transitionDuration)")
            seen.append("from A \(coordinator.viewController(forKey: .from) === a)")
            seen.append("to B \(coordinator.viewController(forKey: .to) === c)")
            seen.append("container \(coordinator.containerView === contentView(of: nav))")
            coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 },
                                completion: { context in log.add("completion(\(context.isCancelled))") })
        }
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        #expect(seen == ["style none true", "duration 0.35", "from A true", "to B true", "container true"])
        // The child's parent chain leads to the navigation controller's transition.
        #expect(fromChild != nil && same(fromChild, b.transitionCoordinator))
        #expect(same(nav.transitionCoordinator, fromChild) && same(a.transitionCoordinator, fromChild))
        MediaClock.advance(by: 0)
        for f in [0.25, 0.5, 0.75] {
            MediaClock.advance(to: t0 + 0.35 * f)
            let shown = Double(marker.layer.presentation()!.opacity)
            #expect(abs(shown - (1 - easeInOut(f))) < 1e-3, "at \(0.35 * f) s: \(shown)")
        }
        MediaClock.advance(to: t0 + 0.4)
        #expect(log.take() == ["A.willDisappear(true)", "B.willAppear(true)", "completion(false)",
                               "A.didDisappear(true)", "B.didAppear(true)"])
        #expect(nav.transitionCoordinator == nil && b.transitionCoordinator == nil && child.transitionCoordinator == nil)
        #expect(Double(marker.layer.presentation()!.opacity) == 0)
    }

    @Test func anUnanimatedPushRunsTheBlocksAtOnce() {
        let (window, nav, _, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = CoordinatedController("B", log: log)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        b.view.addSubview(marker)
        _ = log.take()
        b.onWillAppear = { c in
            guard let coordinator = c.transitionCoordinator else { return log.add("no coordinator") }
            log.add("duration \(coordinator.transitionDuration) animated \(coordinator.isAnimated)")
            coordinator.animate(alongsideTransition: { _ in
                log.add("animation")
                marker.alpha = 0.5
            }, completion: { _ in log.add("completion") })
        }
        nav.pushViewController(b, animated: false)
        #expect(log.take() == ["A.willDisappear(false)", "B.willAppear(false)", "duration 0.0 animated false",
                               "animation", "completion", "A.didDisappear(false)", "B.didAppear(false)"])
        MediaClock.advance(by: 0)
        #expect(Double(marker.layer.presentation()!.opacity) == 0.5 && nav.transitionCoordinator == nil)
    }

    @Test func aCancelledPresentationTellsTheCompletion() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.completesWith = false
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = CoordinatedController("B", log: log)
        b.transitioningDelegate = delegate
        b.onWillAppear = { c in
            c.transitionCoordinator?.animate(alongsideTransition: nil,
                                             completion: { log.add("completion(cancelled: \($0.isCancelled))") })
        }
        _ = log.take()
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.05)
        #expect(fade.ended == [false] && a.presentedViewController == nil && b.transitionCoordinator == nil)
        #expect(log.take() == ["B.didLoad", "A.willDisappear(true)", "B.willAppear(true)", "completion(cancelled: true)",
                               "B.willDisappear(true)", "A.willAppear(true)", "B.didDisappear(true)", "A.didAppear(true)"])
    }

    // MARK: Interactive: a percent-driven presentation on the container's timeline

    /// A (window) presents B interactively: `LinearFadeAnimator` (1 s, linear)
    /// driven by a percent-driven controller. B holds `marker` (inside the
    /// container once presented); `outside` is the window's own subview (not
    /// in the container). In `viewWillAppear` B registers: `marker.alpha`
    /// 1 → 0 alongside, `outside.alpha` 1 → 0.2 alongside in `outside`, a
    /// completion and an interaction handler, recorded into `record`.
    @MainActor private final class InteractiveScene {
        let window: UIWindow
        let a: RecordingController
        let b: CoordinatedController
        let log: CallLog
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let outside: UIView
        let fade = LinearFadeAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveTransitioningDelegate()
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        var completions: [Bool] = []
        /// (isInteractive, isCancelled, percentComplete) in each interaction handler call.
        var changes: [(Bool, Bool, CGFloat)] = []

        init() {
            (window, a, log) = makePresentationScene()
            outside = addCommittedView(frame: CGRect(x: 0, y: 100, width: 20, height: 20), to: window)
            b = CoordinatedController("B", log: log)
            b.view.addSubview(marker)
            delegate.presenting = fade
            delegate.presentInteractor = interactor
            b.transitioningDelegate = delegate
            _ = log.take()
            b.onWillAppear = { [unowned self] c in
                guard let coordinator = c.transitionCoordinator else { return }
                self.coordinator = coordinator
                coordinator.animate(alongsideTransition: { [marker] _ in marker.alpha = 0 }, completion: { [unowned self] in
                    self.completions.append($0.isCancelled)
                    self.log.add("completion")
                })
                coordinator.animateAlongsideTransition(in: outside, animation: { [outside] _ in outside.alpha = 0.2 },
                                                       completion: nil)
                coordinator.notifyWhenInteractionChanges { [unowned self] in
                    self.changes.append(($0.isInteractive, $0.isCancelled, $0.percentComplete))
                }
            }
        }

        func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

        /// Checks the three views show the transition at local time `x` (of 1 s).
        func expectShown(at x: Double, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let p = easeInOut(x)
            #expect(abs(opacity(b.view) - x) < 1e-3, "B (linear) \(comment): \(opacity(b.view))",
                    sourceLocation: sourceLocation)
            #expect(abs(opacity(marker) - (1 - p)) < 1e-3, "marker \(comment): \(opacity(marker)), expected \(1 - p)",
                    sourceLocation: sourceLocation)
            #expect(abs(opacity(outside) - lerp(1, 0.2, p)) < 1e-3,
                    "outside \(comment): \(opacity(outside)), expected \(lerp(1, 0.2, p))", sourceLocation: sourceLocation)
        }
    }

    @Test func alongsideBlocksFollowAPercentDrivenInteraction() {
        let scene = InteractiveScene()
        defer { withExtendedLifetime(scene.window) {} }
        scene.a.present(scene.b, animated: true)
        guard let coordinator = scene.coordinator else {
            Issue.record("no coordinator in viewWillAppear")
            return
        }
        #expect(coordinator.initiallyInteractive && coordinator.isInteractive && !coordinator.isInterruptible)
        #expect(coordinator.transitionDuration == 1 && scene.fade.animateCalls == 1)
        // The alongside animation runs on the held timeline with the
        // transition's curve (ease-in-out): local time x shows easeInOut(x).
        scene.interactor.update(0.25)
        #expect(coordinator.percentComplete == 0.25)
        scene.expectShown(at: 0.25, "at update(0.25)")
        MediaClock.advance(by: 1)
        scene.expectShown(at: 0.25, "held 1 s later")
        scene.interactor.update(0.5)
        scene.expectShown(at: 0.5, "at update(0.5)")
        #expect(scene.changes.isEmpty && scene.completions.isEmpty)
        // finish(): the handler hears it, no longer interactive; the rest plays at speed 1.
        let t1 = CACurrentMediaTime()
        scene.interactor.finish()
        #expect(scene.changes.count == 1 && scene.changes.first.map { !$0.0 && !$0.1 && $0.2 == 0.5 } == true)
        #expect(!coordinator.isInteractive)
        MediaClock.advance(to: t1 + 0.25)
        scene.expectShown(at: 0.75, "0.25 s after finish()")
        MediaClock.advance(to: t1 + 0.5 + 1e-3)
        #expect(scene.completions == [false] && scene.fade.completedWith == [true])
        #expect(scene.log.take() == ["A.willDisappear(true)", "B.willAppear(true)", "completion",
                                     "A.didDisappear(true)", "B.didAppear(true)"])
        // The outside layer runs at normal speed again.
        #expect(scene.outside.layer.speed == 1 && abs(scene.opacity(scene.outside) - 0.2) < 1e-6)
        #expect(scene.opacity(scene.marker) == 0)
        #expect(scene.b.transitionCoordinator == nil && scene.changes.count == 1)
    }

    @Test func aCancelledInteractionPlaysTheAlongsideAnimationsBack() {
        let scene = InteractiveScene()
        defer { withExtendedLifetime(scene.window) {} }
        scene.a.present(scene.b, animated: true)
        scene.interactor.update(0.5)
        scene.expectShown(at: 0.5, "at update(0.5)")
        let t1 = CACurrentMediaTime()
        scene.interactor.cancel()
        #expect(scene.changes.count == 1 && scene.changes.first.map { !$0.0 && $0.1 && $0.2 == 0.5 } == true)
        #expect(scene.coordinator?.isCancelled == true)
        MediaClock.advance(to: t1 + 0.25)
        scene.expectShown(at: 0.25, "0.25 s after cancel()")
        #expect(scene.completions.isEmpty)
        MediaClock.advance(to: t1 + 0.5 + 1e-3)
        #expect(scene.completions == [true] && scene.fade.completedWith == [false])
        #expect(scene.a.presentedViewController == nil && scene.b.transitionCoordinator == nil)
        // The completion runs before the callbacks of the cancellation.
        #expect(scene.log.take() == ["A.willDisappear(true)", "B.willAppear(true)", "completion",
                                     "B.willDisappear(true)", "A.willAppear(true)", "B.didDisappear(true)", "A.didAppear(true)"])
        // As in UIKit, the model keeps what the blocks set (a completion restores it when cancelled).
        #expect(scene.marker.alpha == 0 && abs(scene.outside.alpha - 0.2) < 1e-6 && scene.outside.layer.speed == 1)
    }

    @Test func pausingAndFinishingAPlayingTransitionIsHeard() {
        let scene = InteractiveScene()
        defer { withExtendedLifetime(scene.window) {} }
        scene.interactor.wantsInteractiveStart = false
        let t0 = CACurrentMediaTime()
        scene.a.present(scene.b, animated: true)
        #expect(scene.coordinator?.initiallyInteractive == false && scene.coordinator?.isInteractive == false)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.25)
        scene.expectShown(at: 0.25, "playing, at 0.25 s")
        scene.interactor.pause()
        #expect(scene.changes.count == 1 && scene.changes.first.map { $0.0 && !$0.1 } == true)
        MediaClock.advance(by: 1)
        scene.expectShown(at: 0.25, "paused")
        let t1 = CACurrentMediaTime()
        scene.interactor.finish()
        #expect(scene.changes.count == 2 && scene.changes.last.map { !$0.0 && !$0.1 } == true)
        // The rest (0.75 s) on the default completionCurve, ease-in-out.
        MediaClock.advance(to: t1 + 0.25)
        scene.expectShown(at: 0.25 + 0.75 * easeInOut(1.0 / 3), "0.25 s after finish()")
        MediaClock.advance(to: t1 + 0.75 + 1e-3)
        #expect(scene.completions == [false] && scene.a.presentedViewController === scene.b)
    }

    @Test func theCompletionSeesTheInteractionsSpeedAndCurve() {
        let scene = InteractiveScene()
        defer { withExtendedLifetime(scene.window) {} }
        var seen: [String] = []
        func describe(_ c: any UIViewControllerTransitionCoordinatorContext) -> String {
            "velocity \(c.completionVelocity) linear \(c.completionCurve == .linear) percent \(c.percentComplete)"
        }
        scene.a.present(scene.b, animated: true)
        guard let coordinator = scene.coordinator else {
            Issue.record("no coordinator in viewWillAppear")
            return
        }
        coordinator.notifyWhenInteractionChanges { seen.append("interaction: " + describe($0)) }
        coordinator.animate(alongsideTransition: nil, completion: { seen.append("completion: " + describe($0)) })
        scene.interactor.update(0.5)
        scene.interactor.completionSpeed = 2
        scene.interactor.completionCurve = .linear
        let t1 = CACurrentMediaTime()
        scene.interactor.finish()
        // The rest, 0.5 s of the transition, at speed 2: 0.25 s.
        MediaClock.advance(to: t1 + 0.125)
        scene.expectShown(at: 0.75, "0.125 s after finish() at speed 2")
        MediaClock.advance(to: t1 + 0.25 + 1e-3)
        #expect(scene.completions == [false])
        #expect(seen == ["interaction: velocity 2.0 linear true percent 0.5",
                         "completion: velocity 2.0 linear true percent 0.5"])
    }

    // MARK: Interactive: an interruptible animator driven by its fraction

    @Test func alongsideBlocksJoinTheDrivenPropertyAnimator() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let outside = addCommittedView(frame: CGRect(x: 0, y: 100, width: 20, height: 20), to: window)
        let transition = PropertyAnimatorTransition()        // linear, 0.75 s
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveTransitioningDelegate()
        delegate.presenting = transition
        delegate.presentInteractor = interactor
        let b = CoordinatedController("B", log: log)
        b.transitioningDelegate = delegate
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        b.view.addSubview(marker)
        _ = log.take()
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        var changes: [(Bool, Bool)] = []
        b.onWillAppear = { c in
            coordinator = c.transitionCoordinator
            coordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 },
                                 completion: { log.add("completion(cancelled: \($0.isCancelled))") })
            coordinator?.notifyWhenInteractionChanges { changes.append(($0.isInteractive, $0.isCancelled)) }
        }
        a.present(b, animated: true)
        guard let coordinator, let animator = transition.animator else {
            Issue.record("no coordinator or no property animator")
            return
        }
        #expect(coordinator.isInterruptible && coordinator.initiallyInteractive && coordinator.isInteractive)
        #expect(coordinator.transitionDuration == 0.75 && transition.animateCalls == 0)
        func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }
        // Scrubbed with fractionComplete on the animator's (linear) curve.
        interactor.update(0.3)
        MediaClock.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-9)
        #expect(abs(opacity(marker) - 0.7) < 1e-3 && abs(opacity(b.view) - 0.3) < 1e-3)
        interactor.update(0.6)
        MediaClock.advance(by: 0.5)
        #expect(abs(opacity(marker) - 0.4) < 1e-3)
        // Added now, while the animator is paused at 60 %: it joins for the
        // remaining 40 % (a property animator's rule for added animations).
        #expect(coordinator.animate(alongsideTransition: { _ in outside.alpha = 0 }))
        MediaClock.advance(by: 0.5)
        #expect(abs(opacity(outside) - 1) < 1e-3)
        // finish(): the rest, 0.4 × 0.75 s = 0.3 s; at half of it the fraction is 0.8.
        let t1 = CACurrentMediaTime()
        interactor.finish()
        #expect(changes.count == 1 && changes.first.map { !$0.0 && !$0.1 } == true)
        MediaClock.advance(to: t1 + 0.15)
        #expect(abs(opacity(marker) - 0.2) < 1e-3 && abs(opacity(b.view) - 0.8) < 1e-3)
        #expect(abs(opacity(outside) - 0.5) < 1e-3)
        MediaClock.advance(to: t1 + 0.3 + 1e-3)
        #expect(transition.positions == [.end] && a.presentedViewController === b && b.transitionCoordinator == nil)
        #expect(opacity(marker) == 0 && opacity(outside) == 0)
        #expect(log.take() == ["A.willDisappear(true)", "B.willAppear(true)", "completion(cancelled: false)",
                               "A.didDisappear(true)", "B.didAppear(true)"])
    }

    @Test func aCancelledPropertyAnimatorReversesTheAlongsideBlocks() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let transition = PropertyAnimatorTransition()        // linear, 0.75 s
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveTransitioningDelegate()
        delegate.presenting = transition
        delegate.presentInteractor = interactor
        let b = CoordinatedController("B", log: log)
        b.transitioningDelegate = delegate
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        b.view.addSubview(marker)
        var completions: [Bool] = []
        b.onWillAppear = { c in
            c.transitionCoordinator?.animate(alongsideTransition: { _ in marker.center = CGPoint(x: 110, y: 10) },
                                             completion: { completions.append($0.isCancelled) })
        }
        a.present(b, animated: true)
        interactor.update(0.4)
        MediaClock.advance(by: 0.5)
        #expect(abs(Double(shownCenter(marker).x) - 50) < 0.05)          // 10 + 0.4 × 100
        // Cancelled: back from 40 % over 0.4 × 0.75 s = 0.3 s; at 0.15 s it shows 20 %.
        let t1 = CACurrentMediaTime()
        interactor.cancel()
        MediaClock.advance(to: t1 + 0.15)
        #expect(abs(Double(shownCenter(marker).x) - 30) < 0.1)
        MediaClock.advance(to: t1 + 0.3 + 1e-3)
        #expect(completions == [true] && transition.positions == [.start] && a.presentedViewController == nil)
    }
}
