import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 19, "Interactive Navigation Transitions": chapter 18's
    /// Logo Reveal driven by a pan. The start screen's pan recognizer pushes
    /// the packing list on `.began` and hands the rest of the gesture to a
    /// `UIPercentDrivenInteractiveTransition` (returned by the navigation
    /// delegate's `interactionControllerFor` while the pan lasts): progress
    /// = |translation.x / 200| clamped to 0.01…0.99 scrubs the reveal (the
    /// leaf mask and the logo growing ×150 on their 2 s ease-in, the list
    /// fading in). Released below 50 % it rolls back (`cancel()`, the
    /// container layer's speed −1) and `animationDidStop` completes with
    /// `completeTransition(false)`; at 50 % or more it plays to the end
    /// (`finish()`, speed 1). Script: at 0.5 s a drag of 80 pt, held, then
    /// lifted at 1.0 s — rolls back from 40 % over 0.8 s (completes at
    /// 1.8 s, one controller on the stack); at 2.5 s a drag to 100 pt (50 %)
    /// held until 3.2 s, on to 150 pt (75 %), lifted at 3.5 s — plays the
    /// last 25 % in 0.5 s (completes at 4.0 s, two controllers). At 4.5 s a
    /// tap on the list (lifted at 4.55 s) pops it: `interactive` was reset at the release, so
    /// the pop is not interactive and shrinks the list to 0.01 in 2 s.
    static let tutorialsLogoRevealInteractive = Scene(
        name: "tutorials-logo-reveal-interactive", title: "Logo Reveal: interactive navigation transition",
        source: TutorialViews.source(19, "Interactive Navigation Transitions (pan-driven reveal: roll back at 80 pt, finish at 150 pt)"),
        summary: "A pan scrubs the leaf-mask reveal push through a percent-driven interaction controller (|Δx| / 200); released at 80 pt it rolls back (completeTransition(false)), at 150 pt it plays to the end; a later tap pops non-interactively",
        size: CGSize(width: 360, height: 640), duration: 7.0
    ) { ctx in
        let (window, nav) = TutorialViews.window(in: ctx) {
            UINavigationController(rootViewController: LogoRevealMasterController())
        }
        guard let master = nav.viewControllers.first as? LogoRevealMasterController else { return window.layer }
        let panDelegate = LogoRevealPanDelegate(master: master)
        panDelegate.install(on: nav)
        ctx.keepAlive(panDelegate)
        let reveal = master.transition, interaction = panDelegate.interaction, log = master.log
        let duration = reveal.animationDuration
        let bar: CGFloat = 44
        let content = CGRect(x: 0, y: 0, width: ctx.size.width, height: ctx.size.height - bar)

        // The drags, in window coordinates, from (60, 400) to the right.
        let origin = CGPoint(x: 60, y: 400)
        func at(_ dx: CGFloat) -> CGPoint { CGPoint(x: origin.x + dx, y: origin.y) }
        let drag1 = TouchScript().down(at: origin, time: 0)
            .move(to: at(20), time: 0.05).move(to: at(40), time: 0.10).move(to: at(60), time: 0.15).move(to: at(80), time: 0.20)
            .up(time: 0.5)
        let drag2 = TouchScript().down(at: origin, time: 0)
            .move(to: at(20), time: 0.05).move(to: at(40), time: 0.10).move(to: at(60), time: 0.15).move(to: at(80), time: 0.20)
            .move(to: at(100), time: 0.25)
            .move(to: at(125), time: 0.70).move(to: at(150), time: 0.75)
            .up(time: 1.0)
        let drag1Start = 0.5, release1 = drag1Start + 0.5
        let drag2Start = 2.5, release2 = drag2Start + 1.0
        let popAt = 4.5, tapLength = 0.05, popStart = popAt + tapLength   // the tap is recognized at the lift
        ctx.at(drag1Start) { DynamicsScenes.play(drag1, on: window, in: ctx) }
        ctx.at(drag2Start) { DynamicsScenes.play(drag2, on: window, in: ctx) }
        ctx.at(popAt) { DynamicsScenes.play(TouchScript().tap(at: CGPoint(x: 180, y: 420), time: 0, duration: tapLength), on: window, in: ctx) }

        /// The reveal's matrix at progress `p` of its ease-in curve: scale
        /// 1 + 149 p, translation (0, −1500 p) (see the chapter 18 scene).
        func revealMatrix(_ p: Double) -> [Double] {
            Matrix4.scale(1 + 149 * p, 1 + 149 * p, 1).then(Matrix4.translation(0, -1500 * p, 0)).elements
        }
        @MainActor func shown(_ layer: CALayer?) -> CALayer? { layer.flatMap { $0.presentation() ?? $0 } }

        /// The reveal shown at `fraction` of its 2 s (time fraction; the
        /// mask and the logo on the ease-in curve, the fade linear).
        @MainActor func expectReveal(_ r: inout CheckpointReport, at fraction: Double, _ what: String) {
            guard let detail = master.detail, let mask = detail.view.layer.mask else {
                return r.expect(false, "\(what): the list pushed and masked")
            }
            let p = Expected.easeIn(fraction)
            r.expect(Matrix4.elements(of: shown(mask)!.transform), revealMatrix(p), tolerance: 1e-3 * (1 + 149 * p),
                     "\(what): mask scale 1 + 149 · easeIn(\(fraction)) = \(1 + 149 * p)")
            r.expect(Matrix4.elements(of: shown(master.logo)!.transform), revealMatrix(p), tolerance: 1e-3 * (1 + 149 * p),
                     "\(what): the logo grows with it")
            r.expect(Double(shown(detail.view.layer)!.opacity), fraction, tolerance: 1e-4, "\(what): list opacity \(fraction)")
            r.expect(mask.transform == CATransform3DIdentity, "\(what): the mask's model transform stays identity")
        }

        ctx.checkpoint(at: 0.25, "the start screen, the pan delegate installed") { r in
            r.expect(nav.viewControllers.count == 1 && nav.topViewController === master, "one controller on the stack")
            r.expect(nav.delegate === panDelegate, "the ch. 19 delegate in front of the start screen")
            r.expect(master.view.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true, "a pan recognizer on the start view")
            r.expect(!interaction.interactive && interaction.wantsInteractiveStart, "not interactive yet; wantsInteractiveStart")
            let events = log.take()
            r.expect(events == ["Start.willAppear", "Start.didAppear"], "only the window's appearance callbacks, through the navigation controller: \(events)")
        }

        // Drag 1: 80 pt, released → roll back.
        ctx.checkpoint(at: drag1Start + 0.35, "drag 1 held at 80 pt: 40 %") { r in
            guard let detail = master.detail else { return r.expect(false, "the list pushed on .began") }
            r.expect(nav.viewControllers.count == 2 && nav.topViewController === detail, "pushed: two controllers during the pan")
            r.expect(reveal.storedContext?.isInteractive == true, "the context is interactive")
            r.expect(interaction.updates.map(Double.init), [0.2, 0.3, 0.4], tolerance: 1e-12,
                     "updates 40/200, 60/200, 80/200 (the .began move at 20 pt only pushes)")
            r.expect(Double(interaction.percentComplete), 0.4, tolerance: 1e-12, "percentComplete 0.4")
            expectReveal(&r, at: 0.4, "scrubbed at 80 pt")
            r.expect(reveal.completions.isEmpty, "not complete")
            let events = log.take()
            r.expect(events == ["pan.began", "tap start", "animationFor(push)", "interactionFor(pan)", "List.didLoad",
                                "Start.willDisappear", "List.willAppear", "willShow(Packing List)",
                                "reveal.animateTransition(push)"], "order: \(events)")
        }
        ctx.checkpoint(at: release1 + 0.2, "drag 1 released at 80 pt: rolling back, a quarter of the way (eased)") { r in
            expectReveal(&r, at: 0.4 * (1 - Expected.easeInOut(0.25)), "a quarter of the 0.8 s back on ease-in-out")
        }
        ctx.checkpoint(at: release1 + 0.4, "drag 1 released at 80 pt: rolling back (halfway)") { r in
            r.expect(interaction.releases.count == 1 && interaction.releases.first.map { !$0.finish && abs($0.progress - 0.4) < 1e-12 } == true,
                     "released at 0.4 → cancel")
            r.expect(!interaction.interactive && reveal.storedContext?.transitionWasCancelled == true, "interactive reset; cancelled")
            r.expect((reveal.storedContext.map { Double($0.containerView.layer.speed) } ?? 0) < 0,
                     "the container layer plays back")
            // From 0.8 s of the reveal back over 0.8 s on UIKit's default
            // completionCurve, ease-in-out: half way it shows 0.4 s.
            expectReveal(&r, at: 0.2, "rolling back")
            r.expect(reveal.completions.isEmpty && nav.viewControllers.count == 2, "not complete yet")
            let events = log.take()
            r.expect(events == ["pan.ended(0.40)"], "order: \(events)")
        }
        ctx.checkpoint(at: release1 + 0.8 + 0.05, "rolled back: completeTransition(false), one controller") { r in
            guard let detail = master.detail else { return r.expect(false, "the list") }
            r.expect(reveal.completions == [false], "completeTransition(false) once (\(reveal.completions))")
            r.expect(nav.viewControllers.count == 1 && nav.topViewController === master, "the stack stays at one controller")
            r.expect(detail.view.superview == nil && master.view.superview?.subviews == [master.view], "the list left the container")
            r.expect(detail.view.layer.mask == nil && reveal.lastMask == nil, "the mask removed (and released)")
            r.expect(Matrix4.elements(of: shown(master.logo)!.transform), Matrix4.identity.elements, tolerance: 1e-9,
                     "the logo back to identity")
            r.expect(master.view.frame == content, "the start view at its frame")
            let events = log.take()
            r.expect(events.first == "reveal.animationDidStop(true)", "completed from animationDidStop: \(events)")
            r.expect(events.filter { !$0.hasPrefix("reveal.animationDidStop") }
                     == ["reveal.completeTransition(false)", "List.willDisappear", "List.didDisappear",
                         "Start.willAppear", "Start.didAppear", "reveal.animationEnded(false)"], "order: \(events)")
        }

        // Drag 2: 100 pt (50 %), then 150 pt (75 %), released → finish.
        ctx.checkpoint(at: drag2Start + 0.5, "drag 2 held at 100 pt: 50 %") { r in
            r.expect(nav.viewControllers.count == 2 && reveal.storedContext?.isInteractive == true, "pushed again, interactive")
            r.expect(interaction.updates.suffix(4).map(Double.init), [0.2, 0.3, 0.4, 0.5], tolerance: 1e-12, "updates up to 100/200")
            expectReveal(&r, at: 0.5, "scrubbed at 100 pt")
            let events = log.take()
            r.expect(events == ["pan.began", "tap start", "animationFor(push)", "interactionFor(pan)",
                                "Start.willDisappear", "List.willAppear", "willShow(Packing List)",
                                "reveal.animateTransition(push)"], "order: \(events)")
        }
        ctx.checkpoint(at: drag2Start + 0.85, "drag 2 held at 150 pt: 75 %") { r in
            r.expect(Double(interaction.percentComplete), 0.75, tolerance: 1e-12, "percentComplete 150/200")
            expectReveal(&r, at: 0.75, "scrubbed at 150 pt")
            r.expect(reveal.completions == [false], "not complete")
        }
        // (At a frame: the eased time is exact there, linear in between.)
        ctx.checkpoint(at: release2 + 0.15, "drag 2 released: 0.15 s of the rest (eased)") { r in
            expectReveal(&r, at: 0.75 + 0.25 * Expected.easeInOut(0.3), "0.15 of the 0.5 s on ease-in-out")
        }
        ctx.checkpoint(at: release2 + 0.25, "drag 2 released at 150 pt: playing to the end") { r in
            r.expect(interaction.releases.count == 2 && interaction.releases.last.map { $0.finish && abs($0.progress - 0.75) < 1e-12 } == true,
                     "released at 0.75 → finish")
            r.expect(!interaction.interactive && reveal.storedContext?.transitionWasCancelled == false, "interactive reset; not cancelled")
            // From 1.5 s of the reveal on over 0.5 s, ease-in-out: half way it shows 1.75 s.
            expectReveal(&r, at: 0.875, "finishing")
            r.expect(log.take() == ["pan.ended(0.75)"], "the release")
        }
        ctx.checkpoint(at: release2 + 0.5 + 0.05, "finished: completeTransition(true), two controllers") { r in
            guard let detail = master.detail else { return r.expect(false, "the list") }
            r.expect(reveal.completions == [false, true], "completeTransition(true) (\(reveal.completions))")
            r.expect(nav.viewControllers.count == 2 && nav.topViewController === detail, "two controllers")
            r.expect(detail.view.layer.mask == nil && reveal.lastMask == nil, "the mask removed")
            r.expect(master.view.superview == nil && detail.view.superview?.subviews == [detail.view], "the start view left")
            r.expect(detail.view.frame == content, "the list at its frame")
            r.expect(Double(shown(detail.view.layer)!.opacity), 1, tolerance: 1e-9, "the list opaque")
            let events = log.take()
            r.expect(events.first == "reveal.animationDidStop(true)", "completed from animationDidStop: \(events)")
            r.expect(events.filter { !$0.hasPrefix("reveal.animationDidStop") }
                     == ["reveal.completeTransition(true)", "Start.didDisappear", "List.didAppear", "didShow(Packing List)",
                         "reveal.animationEnded(true)"], "order: \(events)")
        }

        // The pop: not interactive (the flag was reset at the release).
        ctx.checkpoint(at: popStart + 1.0, "pop: not interactive, shrinking halfway") { r in
            r.expect(reveal.storedContext == nil || reveal.storedContext?.isInteractive == false, "the pop is not interactive")
            r.expect(nav.viewControllers.count == 1, "one controller at once")
            guard let layer = shown(master.detail?.view.layer) else { return r.expect(false, "the list") }
            let s = 1 - 0.99 * Expected.easeInOut(1.0 / duration)
            r.expect([Double(layer.transform.m11), Double(layer.transform.m22)], [s, s], tolerance: 1e-4,
                     "scale 1 − 0.99 · easeInOut(0.5) = \(s) (not stuck at 0 %)")
            let events = log.take()
            r.expect(events == ["tap list", "animationFor(pop)", "interactionFor(nil)", "List.willDisappear", "Start.willAppear",
                                "willShow(Start)", "reveal.animateTransition(pop)"], "order: \(events)")
        }
        ctx.checkpoint(at: popStart + duration + 0.1, "popped") { r in
            r.expect(reveal.completions == [false, true, true], "completions \(reveal.completions)")
            r.expect(nav.viewControllers.count == 1 && nav.topViewController === master, "one controller")
            r.expect(master.view.superview?.subviews == [master.view], "the start view alone")
            let events = log.take()
            r.expect(events == ["shrink.completion", "reveal.completeTransition(true)", "List.didDisappear", "Start.didAppear",
                                "didShow(Start)", "reveal.animationEnded(true)"], "order: \(events)")
        }
        return window.layer
    }
}
