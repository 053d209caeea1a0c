import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 18, "Logo Reveal": custom navigation transitions. The
    /// start screen (a leaf logo drawn as a `CAShapeLayer`) is the root of a
    /// `UINavigationController` and its delegate, vending a `RevealAnimator`.
    /// At 0.5 s a tap on the logo pushes the packing list: its view is
    /// masked by a leaf-shaped shape layer at the logo's place, and one
    /// transform animation — identity → translate (0, −10) then scale 150,
    /// 2 s ease-in, kept at its end — grows the mask and the original logo
    /// together, while the list fades in (opacity 0 → 1, linear, 2 s: the
    /// first challenge). `animationDidStop` completes the transition at
    /// 2.5 s and removes the mask and the logo's animation. At 3.5 s a tap on
    /// the list pops it (the second challenge): the start screen goes in
    /// below and the list shrinks to scale 0.01 in a 2 s view animation
    /// (ease-in-out), completing at 5.5 s. The navigation bar's title
    /// cross-dissolves over each transition's 2 s.
    static let tutorialsLogoReveal = Scene(
        name: "tutorials-logo-reveal", title: "Logo Reveal: custom navigation transitions",
        source: TutorialViews.source(18, "Custom Navigation Controller Transitions (reveal push, fade challenge, shrink pop)"),
        summary: "A push reveals the packing list through a leaf-shaped mask growing ×150 (2 s ease-in) with the logo, fading the list in; a pop shrinks the list to scale 0.01 over the start screen",
        size: CGSize(width: 360, height: 640), duration: 6.5
    ) { ctx in
        let (window, nav) = TutorialViews.window(in: ctx) {
            UINavigationController(rootViewController: LogoRevealMasterController())
        }
        guard let master = nav.viewControllers.first as? LogoRevealMasterController else { return window.layer }
        let reveal = master.transition, log = master.log
        let push = 0.5, pop = 3.5, duration = reveal.animationDuration
        let bar: CGFloat = 44   // the navigation bar's standard height
        let logoInWindow = CGPoint(x: LogoRevealMasterController.logoCenter.x, y: LogoRevealMasterController.logoCenter.y + bar)
        let content = CGRect(x: 0, y: 0, width: ctx.size.width, height: ctx.size.height - bar)

        ctx.at(push) { window.tap(at: logoInWindow) }
        ctx.at(pop) { window.tap(at: CGPoint(x: 180, y: 420)) }

        /// The reveal's matrix at progress `p` of the ease-in curve, from the
        /// book's values: the end transform decomposes into scale 150 and
        /// translation (0, −10 · 150); both interpolate linearly in `p`.
        func revealMatrix(_ p: Double) -> [Double] {
            Matrix4.scale(1 + 149 * p, 1 + 149 * p, 1).then(Matrix4.translation(0, -1500 * p, 0)).elements
        }
        @MainActor func shown(_ layer: CALayer?) -> CALayer? { layer.flatMap { $0.presentation() ?? $0 } }
        func finite(_ r: CGRect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy { $0.isFinite } }

        ctx.checkpoint(at: 0.25, "the start screen") { r in
            r.expect(nav.viewControllers.count == 1 && nav.topViewController === master, "one controller on the stack")
            r.expect(nav.delegate === master, "the start screen made itself the delegate in viewDidLoad")
            r.expect(window.rootViewController === nav && master.view.superview?.superview === nav.view, "the navigation controller is the root")
            r.expect(master.view.frame == content, "the start view fills the content below the 44-point bar (\(master.view.frame))")
            r.expect(master.logo.superlayer === master.view.layer && master.logo.position == LogoRevealMasterController.logoCenter,
                     "the logo layer at (180, 250)")
            r.expect(master.logo.bounds.size == LogoRevealArt.logoSize, "the logo 80 × 100")
            r.expect(master.logo.fillRule == .evenOdd && master.logo.path != nil, "the leaf path, even-odd (the vein cut out)")
            let events = log.take()
            r.expect(!events.contains { $0.hasPrefix("animationFor") }, "no transition yet: \(events)")
        }

        ctx.checkpoint(at: push, "push: the stack, the mask, the order of the calls") { r in
            guard let detail = master.detail, let mask = detail.view.layer.mask as? CAShapeLayer else {
                return r.expect(false, "the list pushed, with a shape-layer mask")
            }
            r.expect(nav.viewControllers.count == 2 && nav.topViewController === detail, "two controllers, the list on top at once")
            r.expect(mask === reveal.lastMask, "the animator's mask")
            r.expect(mask.position == master.logo.position && mask.bounds == master.logo.bounds, "the mask placed on the logo")
            r.expect(mask.path == master.logo.path && mask.fillRule == .evenOdd, "the mask is the logo's shape")
            r.expect(detail.view.superview?.subviews == [master.view, detail.view], "the list added over the start view")
            r.expect(detail.view.frame == content, "the list at its final frame")
            // Added without a key (as the book does): not listed by animationKeys().
            r.expect(mask.animationKeys() == nil && master.logo.animationKeys() == nil, "added with nil keys")
            if let a = reveal.revealAnimation {
                r.expect(a.keyPath == "transform" && a.duration == 2 && a.fillMode == .forwards && !a.isRemovedOnCompletion,
                         "transform, 2 s, fill forwards, kept")
                r.expect(a.timingFunction == CAMediaTimingFunction(name: .easeIn) && a.delegate === reveal, "ease-in, the animator as delegate")
                r.expect(Matrix4.elements(of: a.toValue as? CATransform3D ?? CATransform3DIdentity), revealMatrix(1), tolerance: 1e-9,
                         "to translate (0, −10) then scale 150: scale 150, translation (0, −1500)")
            } else {
                r.expect(false, "the reveal animation built")
            }
            r.expect(Matrix4.elements(of: shown(mask)!.transform), Matrix4.identity.elements, tolerance: 1e-9, "the mask starts at identity")
            r.expect(Matrix4.elements(of: shown(master.logo)!.transform), Matrix4.identity.elements, tolerance: 1e-9, "the logo too")
            r.expect(Double(shown(detail.view.layer)!.opacity), 0, tolerance: 1e-9, "the list starts transparent")
            r.expect(detail.view.layer.opacity == 1, "the list's model opacity stays 1")
            let events = log.take()
            r.expect(events == ["tap start", "animationFor(push)", "List.didLoad", "Start.willDisappear", "List.willAppear",
                                "willShow(Packing List)", "reveal.animateTransition(push)"], "order: \(events)")
        }
        for dt in [0.5, 1.0, 1.5, 1.9] {
            ctx.checkpoint(at: push + dt, "reveal at \(dt) s") { r in
                guard let detail = master.detail, let mask = detail.view.layer.mask else { return r.expect(false, "still masked") }
                let p = Expected.easeIn(dt / duration)
                r.expect(Matrix4.elements(of: shown(mask)!.transform), revealMatrix(p), tolerance: 1e-3 * (1 + 149 * p),
                         "mask scale 1 + 149 · easeIn(\(dt)/2) = \(1 + 149 * p)")
                r.expect(Matrix4.elements(of: shown(master.logo)!.transform), revealMatrix(p), tolerance: 1e-3 * (1 + 149 * p),
                         "the logo grows with it")
                r.expect(Double(shown(detail.view.layer)!.opacity), dt / duration, tolerance: 1e-4, "opacity \(dt)/2, linear")
                r.expect(mask.transform == CATransform3DIdentity, "the mask's model transform stays identity")
                r.expect(reveal.completions.isEmpty && nav.viewControllers.count == 2, "not complete yet")
                r.expect(log.take().isEmpty, "no calls during the animation")
            }
        }
        ctx.checkpoint(at: push + duration + 0.1, "pushed: completed once in animationDidStop, the mask removed") { r in
            guard let detail = master.detail else { return r.expect(false, "the list") }
            r.expect(reveal.completions == [true], "completeTransition(true) once (\(reveal.completions))")
            r.expect(nav.viewControllers.count == 2 && nav.topViewController === detail, "two controllers")
            r.expect(detail.view.layer.mask == nil && reveal.lastMask == nil, "the mask removed (and released)")
            r.expect(Matrix4.elements(of: shown(master.logo)!.transform), Matrix4.identity.elements, tolerance: 1e-9, "the logo back to identity")
            r.expect(master.view.superview == nil && detail.view.superview?.subviews == [detail.view], "the start view left the container")
            r.expect(Double(shown(detail.view.layer)!.opacity), 1, tolerance: 1e-9, "the list opaque")
            let events = log.take()
            let stops = events.filter { $0.hasPrefix("reveal.animationDidStop") }
            r.expect(stops.first == "reveal.animationDidStop(true)", "the first stop finished: \(stops)")
            r.expect(events.filter { !$0.hasPrefix("reveal.animationDidStop") }
                     == ["reveal.completeTransition(true)", "Start.didDisappear", "List.didAppear", "didShow(Packing List)",
                         "reveal.animationEnded(true)"], "order: \(events)")
            r.expect(events.first == "reveal.animationDidStop(true)", "completed from animationDidStop: \(events)")
        }

        ctx.checkpoint(at: pop, "pop: the start view below, the list shrinking") { r in
            guard let detail = master.detail else { return r.expect(false, "the list") }
            r.expect(nav.viewControllers.count == 1 && nav.topViewController === master, "one controller at once")
            r.expect(detail.view.superview?.subviews == [master.view, detail.view], "the start view inserted below the list")
            r.expect(master.view.frame == content, "the start view at its frame")
            let model = detail.view.transform
            r.expect([Double(model.a), Double(model.d)], [0.01, 0.01], tolerance: 1e-12, "model scale 0.01 at once")
            let frame = detail.view.frame
            r.expect(finite(frame) && finite(detail.view.bounds), "finite geometry at 0.01 (\(frame))")
            r.expect(detail.view.bounds == content, "bounds unchanged by the transform")
            r.expect([Double(frame.width), Double(frame.height)], [3.6, 5.96], tolerance: 1e-9, "frame 0.01 × 360 × 596")
            r.expect(detail.view.center, CGPoint(x: content.midX, y: content.midY), tolerance: 1e-9, "centred")
            r.expect(Double(shown(detail.view.layer)!.transform.m11), 1, tolerance: 1e-9, "shown at scale 1")
            let events = log.take()
            r.expect(events == ["tap list", "animationFor(pop)", "List.willDisappear", "Start.willAppear", "willShow(Start)",
                                "reveal.animateTransition(pop)"], "order: \(events)")
        }
        for dt in [0.5, 1.0, 1.5] {
            ctx.checkpoint(at: pop + dt, "shrinking at \(dt) s") { r in
                guard let layer = shown(master.detail?.view.layer) else { return r.expect(false, "the list") }
                let s = 1 - 0.99 * Expected.easeInOut(dt / duration)
                r.expect([Double(layer.transform.m11), Double(layer.transform.m22)], [s, s], tolerance: 1e-4,
                         "scale 1 − 0.99 · easeInOut(\(dt)/2) = \(s)")
                let frame = layer.frame
                r.expect(finite(frame), "finite shown frame")
                r.expect([Double(frame.width), Double(frame.height)], [360 * s, 596 * s], tolerance: 1e-3, "shown frame scaled")
                r.expect(layer.position, CGPoint(x: content.midX, y: content.midY), tolerance: 1e-9, "about the centre")
                r.expect(reveal.completions == [true], "not complete yet")
            }
        }
        ctx.checkpoint(at: pop + duration - 0.01, "nearly 0.01") { r in
            guard let layer = shown(master.detail?.view.layer) else { return r.expect(false, "the list") }
            let s = 1 - 0.99 * Expected.easeInOut((duration - 0.01) / duration)
            r.expect(Double(layer.transform.m11), s, tolerance: 1e-5, "scale \(s)")
            r.expect(finite(layer.frame) && finite(layer.bounds) && layer.bounds.size == content.size, "finite, bounds kept")
        }
        ctx.checkpoint(at: pop + duration + 0.1, "popped") { r in
            guard let detail = master.detail else { return r.expect(false, "the list") }
            r.expect(reveal.completions == [true, true], "completeTransition(true) once per transition (\(reveal.completions))")
            r.expect(nav.viewControllers.count == 1 && nav.topViewController === master, "one controller")
            r.expect(detail.view.superview == nil && master.view.superview?.subviews == [master.view], "the list left the container")
            if let shrunk = reveal.shrunkGeometry {
                r.expect(finite(shrunk.frame) && shrunk.bounds == content, "at the end, frame \(shrunk.frame), bounds kept")
                r.expect([Double(shrunk.frame.width), Double(shrunk.frame.height)], [3.6, 5.96], tolerance: 1e-9, "frame 3.6 × 5.96")
            } else {
                r.expect(false, "the completion recorded the shrunk geometry")
            }
            r.expect(detail.view.transform == .identity && detail.view.frame == content, "reset for the next push")
            let events = log.take()
            r.expect(events == ["shrink.completion", "reveal.completeTransition(true)", "List.didDisappear", "Start.didAppear",
                                "didShow(Start)", "reveal.animationEnded(true)"], "order: \(events)")
        }
        return window.layer
    }
}
