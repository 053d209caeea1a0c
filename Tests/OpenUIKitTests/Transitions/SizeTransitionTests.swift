import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Size changes (`UIWindow.simulateRotation(to:duration:)`, not Apple API):
/// `viewWillTransition(to:with:)` first, then the window's bounds, the views
/// that follow it and the alongside blocks in one 0.4 s ease-in-out
/// animation, the window's layer turning from the inverse of the target
/// transform to upright, the completions at the end. Values from the curve.
@MainActor struct SizeTransitionTests {
    /// A visible window of `size` whose root is a `CoordinatedController`
    /// "R", with the main screen set to `screen` (restore `savedScreen`);
    /// the clock reset, committed, the log empty.
    private func makeScene(size: CGSize = CGSize(width: 200, height: 300), screen: CGSize? = nil)
        -> (window: UIWindow, root: CoordinatedController, log: CallLog, savedScreen: UIScreen) {
        let saved = UIScreen.main
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: screen ?? size), scale: 1)
        resetClock()
        let window = makeVisibleWindow(size: size)
        let log = CallLog()
        let root = CoordinatedController("R", log: log)
        window.rootViewController = root
        MediaClock.advance(by: 0)
        _ = log.take()
        return (window, root, log, saved)
    }

    /// Puts the screen back and drops the root's hook (it may capture the
    /// window, which holds the root), keeping the window alive until then.
    private func tearDown(_ window: UIWindow, _ root: CoordinatedController, _ savedScreen: UIScreen) {
        UIScreen.main = savedScreen
        root.onSizeChange = nil
        withExtendedLifetime(window) {}
    }

    /// Whether `t` is (within `tol`) the 2-D rotation by `angle` with no translation.
    private func isRotation(_ t: CATransform3D, by angle: Double, tol: Double = 1e-6) -> Bool {
        let expected = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: CGFloat(angle)))
        let a = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        let b = [expected.m11, expected.m12, expected.m13, expected.m14, expected.m21, expected.m22, expected.m23, expected.m24,
                 expected.m31, expected.m32, expected.m33, expected.m34, expected.m41, expected.m42, expected.m43, expected.m44]
        return zip(a, b).allSatisfy { abs(Double($0 - $1)) <= tol }
    }

    private func isRotation(_ t: CGAffineTransform, by angle: Double) -> Bool {
        abs(Double(t.a) - cos(angle)) < 1e-9 && abs(Double(t.b) - sin(angle)) < 1e-9
            && abs(Double(t.c) + sin(angle)) < 1e-9 && abs(Double(t.d) - cos(angle)) < 1e-9 && t.tx == 0 && t.ty == 0
    }

    @Test func aQuarterTurnTellsTheRootFirstThenAnimatesTheWindow() {
        let (window, root, log, savedScreen) = makeScene()
        defer { tearDown(window, root, savedScreen) }
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.alpha = 0.55
        root.view.addSubview(badge)
        MediaClock.advance(by: 0)
        var sizes: [CGSize] = []
        var coordinators: [any UIViewControllerTransitionCoordinator] = []
        var seenInCallback: [String: Bool] = [:]
        var alongsideContexts = 0
        root.onSizeChange = { c, size, coordinator in
            sizes.append(size)
            coordinators.append(coordinator)
            let t = coordinator.targetTransform
            seenInCallback = [
                "duration": coordinator.transitionDuration == 0.4,
                "animated": coordinator.isAnimated,
                "container": coordinator.containerView === window,
                "controllers": coordinator.viewController(forKey: .from) == nil && coordinator.viewController(forKey: .to) == nil,
                "views": coordinator.view(forKey: .from) == nil && coordinator.view(forKey: .to) == nil,
                "style": coordinator.presentationStyle == .none,
                "curve": coordinator.completionCurve == .easeInOut,
                "flags": !coordinator.isInteractive && !coordinator.initiallyInteractive && !coordinator.isCancelled
                    && !coordinator.isInterruptible,
                // A quarter turn to landscape: +π/2 (a = cos, b = sin, c = −sin, d = cos).
                "transform": abs(t.a) < 1e-12 && abs(t.b - 1) < 1e-12 && abs(t.c + 1) < 1e-12 && abs(t.d) < 1e-12
                    && t.tx == 0 && t.ty == 0,
                "coordinator": same(c.transitionCoordinator, coordinator),
                // Told before the change: the window still has its old size, the screen the new one.
                "before": window.bounds.size == CGSize(width: 200, height: 300)
                    && UIScreen.main.bounds.size == CGSize(width: 300, height: 200),
            ]
            coordinator.animate(alongsideTransition: { context in
                alongsideContexts += 1
                #expect(context === coordinator)
                badge.alpha = 0.25
            }, completion: { context in
                log.add("completion(cancelled: \(context.isCancelled))")
            })
        }
        let t0 = CACurrentMediaTime()
        window.simulateRotation(to: CGSize(width: 300, height: 200))
        #expect(log.take() == ["R.willTransition(300×200)"])
        #expect(sizes == [CGSize(width: 300, height: 200)] && coordinators.count == 1)
        #expect(seenInCallback.count == 11 && seenInCallback.filter { !$0.value }.isEmpty, "\(seenInCallback)")
        #expect(alongsideContexts == 1)
        // The model at once: the screen, the window (centre about its top-left corner), the root view.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(window.bounds.size == CGSize(width: 300, height: 200) && window.center == CGPoint(x: 150, y: 100))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200) && badge.alpha == 0.25)
        #expect(same(root.transitionCoordinator, coordinators.first))

        MediaClock.advance(by: 0)
        // At the start the layer shows the inverse turn: the interface where the device left it.
        #expect(isRotation(window.layer.presentation()!.transform, by: -.pi / 2), "\(window.layer.presentation()!.transform)")
        #expect(window.layer.presentation()!.bounds.size == CGSize(width: 200, height: 300))
        for t in [0.1, 0.2, 0.3] {
            MediaClock.advance(to: t0 + t)
            let p = easeInOut(t / 0.4)
            let shown = window.layer.presentation()!
            let size = shown.bounds.size
            #expect(abs(Double(size.width) - lerp(200, 300, p)) < 0.05 && abs(Double(size.height) - lerp(300, 200, p)) < 0.05,
                    "window bounds at \(t) s: \(size)")
            #expect(shown.position == CGPoint(x: 150, y: 100))          // not animated
            #expect(isRotation(shown.transform, by: -.pi / 2 * (1 - p), tol: 1e-3), "turn at \(t) s: \(shown.transform)")
            // The root view follows by autoresizing, on the same curve.
            let rootShown = root.view.layer.presentation()!
            #expect(abs(Double(rootShown.bounds.width) - lerp(200, 300, p)) < 0.05
                    && abs(Double(rootShown.bounds.height) - lerp(300, 200, p)) < 0.05, "root bounds at \(t) s")
            #expect(abs(Double(rootShown.position.x) - lerp(100, 150, p)) < 0.05
                    && abs(Double(rootShown.position.y) - lerp(150, 100, p)) < 0.05, "root position at \(t) s")
            // The alongside block, on the same curve.
            let alpha = Double(badge.layer.presentation()!.opacity)
            #expect(abs(alpha - lerp(0.55, 0.25, p)) < 1e-3, "badge alpha at \(t) s: \(alpha)")
            #expect(log.entries.isEmpty && same(root.transitionCoordinator, coordinators.first))
        }
        #expect(abs(easeInOut(0.25) - 0.129) < 0.001)      // the curve itself, for the record
        MediaClock.advance(to: t0 + 0.4 + 1e-3)
        #expect(log.take() == ["completion(cancelled: false)"])
        #expect(root.transitionCoordinator == nil)
        let end = window.layer.presentation()!
        #expect(CATransform3DIsIdentity(end.transform) && end.bounds.size == CGSize(width: 300, height: 200))
        #expect(abs(Double(badge.layer.presentation()!.opacity) - 0.25) < 1e-6)
        // An ended coordinator takes nothing more.
        var ran = false
        #expect(coordinators.first?.animate(alongsideTransition: { _ in ran = true }, completion: { _ in ran = true }) == false)
        MediaClock.advance(by: 1)
        #expect(!ran && log.entries.isEmpty && alongsideContexts == 1)

        // Back to portrait: the target transform is −π/2, the layer starts turned +π/2.
        root.onSizeChange = { _, size, coordinator in
            sizes.append(size)
            #expect(self.isRotation(coordinator.targetTransform, by: -.pi / 2), "\(coordinator.targetTransform)")
            coordinator.animate(alongsideTransition: nil, completion: { _ in log.add("completion 2") })
        }
        let t1 = CACurrentMediaTime()
        window.simulateRotation(to: CGSize(width: 200, height: 300))
        #expect(sizes.last == CGSize(width: 200, height: 300) && log.take() == ["R.willTransition(200×300)"])
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 300) && window.center == CGPoint(x: 100, y: 150))
        MediaClock.advance(by: 0)
        #expect(isRotation(window.layer.presentation()!.transform, by: .pi / 2))
        MediaClock.advance(to: t1 + 0.2)
        #expect(isRotation(window.layer.presentation()!.transform, by: .pi / 2 * (1 - easeInOut(0.5)), tol: 1e-3))
        MediaClock.advance(to: t1 + 0.4 + 1e-3)
        #expect(log.take() == ["completion 2"] && CATransform3DIsIdentity(window.layer.presentation()!.transform))
        #expect(window.layer.presentation()!.bounds.size == CGSize(width: 200, height: 300))
    }

    @Test func childrenAndPresentedControllersAreTold() {
        let (window, root, log, savedScreen) = makeScene()
        defer { tearDown(window, root, savedScreen) }
        let child = CoordinatedController("C", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let presented = CoordinatedController("P", log: log)
        root.present(presented, animated: false)
        MediaClock.advance(by: 0)
        _ = log.take()
        var coordinators: [String: any UIViewControllerTransitionCoordinator] = [:]
        var asked: [String: Bool] = [:]
        for c in [root, child, presented] {
            c.onSizeChange = { c, _, coordinator in
                coordinators[c.name] = coordinator
                asked[c.name] = same(c.transitionCoordinator, coordinator)
            }
        }
        window.simulateRotation(to: CGSize(width: 300, height: 200))
        // The root, its child through the default forwarding, then what the root presents.
        #expect(log.take() == ["R.willTransition(300×200)", "C.willTransition(300×200)", "P.willTransition(300×200)"])
        #expect(same(coordinators["C"], coordinators["R"]) && same(coordinators["P"], coordinators["R"]))
        #expect(asked == ["R": true, "C": true, "P": true])
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(root.transitionCoordinator == nil && child.transitionCoordinator == nil && presented.transitionCoordinator == nil)

        // A root that does not call super keeps it from its children.
        root.forwardsSizeChange = false
        window.simulateRotation(to: CGSize(width: 200, height: 300))
        #expect(log.take() == ["R.willTransition(200×300)", "P.willTransition(200×300)"])
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
    }

    @Test func aPlainRootControllerForwardsToItsChildren() {
        let (window, _, log, savedScreen) = makeScene()
        defer {
            UIScreen.main = savedScreen
            withExtendedLifetime(window) {}
        }
        let plain = UIViewController()
        window.rootViewController = plain
        let child = CoordinatedController("C", log: log)
        plain.addChild(child)
        plain.view.addSubview(child.view)
        child.didMove(toParent: plain)
        MediaClock.advance(by: 0)
        _ = log.take()
        window.simulateRotation(to: CGSize(width: 300, height: 200), duration: 0.2)
        #expect(log.take() == ["C.willTransition(300×200)"])
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.3)
    }

    @Test func aSizeChangeWithoutATurnHasNoTargetTransform() {
        // The screen differs from the window: it is left alone.
        let (window, root, log, savedScreen) = makeScene(screen: CGSize(width: 390, height: 844))
        defer { tearDown(window, root, savedScreen) }
        var transforms: [CGAffineTransform] = []
        var durations: [TimeInterval] = []
        root.onSizeChange = { _, _, coordinator in
            transforms.append(coordinator.targetTransform)
            durations.append(coordinator.transitionDuration)
            coordinator.animate(alongsideTransition: nil, completion: { _ in log.add("completion") })
        }
        let t0 = CACurrentMediaTime()
        window.simulateRotation(to: CGSize(width: 250, height: 350), duration: 1)
        #expect(transforms == [.identity] && durations == [1])
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(window.bounds.size == CGSize(width: 250, height: 350) && window.center == CGPoint(x: 125, y: 175))
        MediaClock.advance(by: 0)
        #expect(window.layer.animation(forKey: "simulatedRotation") == nil)
        MediaClock.advance(to: t0 + 0.25)
        let p = easeInOut(0.25)
        let size = window.layer.presentation()!.bounds.size
        #expect(abs(Double(size.width) - lerp(200, 250, p)) < 0.05 && abs(Double(size.height) - lerp(300, 350, p)) < 0.05)
        #expect(CATransform3DIsIdentity(window.layer.presentation()!.transform))
        MediaClock.advance(to: t0 + 1 + 1e-3)
        #expect(log.take() == ["R.willTransition(250×350)", "completion"] && root.transitionCoordinator == nil)
    }

    @Test func aZeroDurationChangesAtOnce() {
        let (window, root, log, savedScreen) = makeScene()
        defer { tearDown(window, root, savedScreen) }
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.alpha = 0.55
        root.view.addSubview(badge)
        MediaClock.advance(by: 0)
        var values: [String] = []
        root.onSizeChange = { _, _, coordinator in
            values.append("duration \(coordinator.transitionDuration) animated \(coordinator.isAnimated)")
            coordinator.animate(alongsideTransition: { _ in badge.alpha = 0.25 }, completion: { _ in log.add("completion") })
        }
        window.simulateRotation(to: CGSize(width: 300, height: 200), duration: 0)
        #expect(values == ["duration 0.0 animated false"])
        #expect(window.bounds.size == CGSize(width: 300, height: 200) && root.view.bounds.size == CGSize(width: 300, height: 200))
        #expect(UIScreen.main.bounds.size == CGSize(width: 300, height: 200))
        MediaClock.advance(by: 0)
        #expect(log.take() == ["R.willTransition(300×200)", "completion"])
        #expect(root.transitionCoordinator == nil)
        #expect(window.layer.animation(forKey: "simulatedRotation") == nil)
        let shown = window.layer.presentation()!
        #expect(shown.bounds.size == CGSize(width: 300, height: 200) && CATransform3DIsIdentity(shown.transform))
        #expect(root.view.layer.presentation()!.bounds.size == CGSize(width: 300, height: 200))
        #expect(abs(Double(badge.layer.presentation()!.opacity) - 0.25) < 1e-6)
    }

    @Test func badSizesAndDurationsAreRefused() {
        let (window, root, log, savedScreen) = makeScene()
        defer { tearDown(window, root, savedScreen) }
        let messages = CGDiagnostics.capture {
            window.simulateRotation(to: CGSize(width: CGFloat.nan, height: 200))
            window.simulateRotation(to: CGSize(width: 300, height: CGFloat.infinity))
            window.simulateRotation(to: CGSize(width: 0, height: 200))
            window.simulateRotation(to: CGSize(width: 300, height: -200))
            window.simulateRotation(to: .zero)
            window.simulateRotation(to: CGSize(width: 300, height: 200), duration: -1)
            window.simulateRotation(to: CGSize(width: 300, height: 200), duration: .nan)
            window.simulateRotation(to: CGSize(width: 300, height: 200), duration: .infinity)
        }.messages
        #expect(messages.count == 8)
        #expect(messages.prefix(5).allSatisfy { $0.contains("not a finite, positive size; ignored") })
        #expect(messages.suffix(3).allSatisfy { $0.contains("not a finite duration ≥ 0; ignored") })
        #expect(log.entries.isEmpty && root.transitionCoordinator == nil)
        #expect(window.bounds.size == CGSize(width: 200, height: 300) && window.center == CGPoint(x: 100, y: 150))
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 300))
        MediaClock.advance(by: 0)
        #expect(window.layer.animationKeys() == nil || window.layer.animationKeys()!.isEmpty)
        #expect(window.layer.presentation()!.bounds.size == CGSize(width: 200, height: 300))
    }

    @Test func aSecondChangeWhileOneRunsIsRefused() {
        let (window, root, log, savedScreen) = makeScene()
        defer { tearDown(window, root, savedScreen) }
        root.onSizeChange = { _, _, coordinator in
            coordinator.animate(alongsideTransition: nil, completion: { _ in log.add("completion") })
        }
        let t0 = CACurrentMediaTime()
        window.simulateRotation(to: CGSize(width: 300, height: 200))
        let first = root.transitionCoordinator
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.2)
        let messages = CGDiagnostics.capture {
            window.simulateRotation(to: CGSize(width: 200, height: 300))
            window.simulateRotation(to: CGSize(width: 500, height: 100), duration: 0)
        }.messages
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("a size change is under way; ignored") })
        #expect(log.take() == ["R.willTransition(300×200)"])
        #expect(window.bounds.size == CGSize(width: 300, height: 200) && window.center == CGPoint(x: 150, y: 100))
        #expect(UIScreen.main.bounds.size == CGSize(width: 300, height: 200) && same(root.transitionCoordinator, first))
        // The first one goes on undisturbed.
        let p = easeInOut(0.75)
        MediaClock.advance(to: t0 + 0.3)
        let size = window.layer.presentation()!.bounds.size
        #expect(abs(Double(size.width) - lerp(200, 300, p)) < 0.05 && abs(Double(size.height) - lerp(300, 200, p)) < 0.05)
        MediaClock.advance(to: t0 + 0.4 + 1e-3)
        #expect(log.take() == ["completion"] && root.transitionCoordinator == nil)
        // Once it ended, a new one is accepted.
        window.simulateRotation(to: CGSize(width: 200, height: 300), duration: 0)
        #expect(log.take() == ["R.willTransition(200×300)"] && window.bounds.size == CGSize(width: 200, height: 300))
        MediaClock.advance(by: 0)
        #expect(log.take() == ["completion"])
    }
}
