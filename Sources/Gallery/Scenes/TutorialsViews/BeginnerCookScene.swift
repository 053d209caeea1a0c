import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 17, "Beginner Cook": custom presentation animators.
    /// At 0.3 s the first herb thumbnail is tapped and its details are
    /// presented with the chapter's first animator, a fade (alpha 0 → 1 over
    /// 1 s, ease-in-out); at 1.8 s a tap on the details dismisses them with
    /// the built-in cover-vertical animation (the fade vends no dismissal
    /// animator). At 2.5 s the third thumbnail is tapped with the final
    /// `PopAnimator`: the details view starts scaled down onto the
    /// thumbnail (x 80/360, y 120/640, centred on it, clipped, corner radius
    /// 20/xScale = 90 animating to 0 over 0.5 s — the challenge) and springs
    /// to full screen (1 s, damping 0.4, velocity 0) while the thumbnail is
    /// hidden; at 4.5 s a tap springs it back onto the thumbnail, which
    /// `dismissCompletion` shows again. The chapter's rotation section is
    /// the next scene, "tutorials-beginner-cook-rotation".
    static let tutorialsBeginnerCook = Scene(
        name: "tutorials-beginner-cook", title: "Beginner Cook: custom presentation transitions",
        source: TutorialViews.source(17, "Presentation Controller & Orientation Animations (fade, pop, corner-radius challenge)"),
        summary: "Herb details fade in (1 s ease-in-out) and leave by cover vertical; then pop out of the tapped thumbnail on a damping-0.4 spring (scale 80/360 × 120/640 → 1, corner radius 90 → 0 in 0.5 s) and spring back into it",
        size: CGSize(width: 360, height: 640), duration: 6.0
    ) { ctx in
        let (window, herbs) = TutorialViews.window(in: ctx) { BeginnerCookController() }
        typealias S = BeginnerCookScript
        func center(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }

        // The script: taps first, so same-time samples run after them.
        ctx.at(S.fadeTap) { window.tap(at: center(S.thumbnailInWindow(0))) }
        ctx.at(S.fadeDismiss) { window.tap(at: S.detailsTap) }
        ctx.at(S.popTap) {
            herbs.style = .pop
            window.tap(at: center(S.thumbnailInWindow(S.popped)))
        }
        ctx.at(S.popDismiss) { window.tap(at: S.detailsTap) }

        // The herb view's shown x and y scale and centre, every frame of both springs.
        var samples: [(t: Double, sx: Double, sy: Double, y: Double)] = []
        for k in (Int(S.popTap * 60) + 1)...(Int(S.popDismiss * 60) + 65) {
            let t = Double(k) / 60
            ctx.at(t) {
                guard let layer = herbs.details?.view.layer.presentation(), herbs.details?.view.window != nil else { return }
                samples.append((t, Double(layer.transform.m11), Double(layer.transform.m22), Double(layer.position.y)))
            }
        }
        func during(_ start: Double) -> [(t: Double, sx: Double, sy: Double, y: Double)] {
            samples.filter { $0.t > start && $0.t < start + 1 }
        }

        // The callbacks since the previous checkpoint that looked.
        var seen = 0
        @MainActor func newEvents() -> [String] {
            defer { seen = herbs.events.count }
            return Array(herbs.events[seen...])
        }
        @MainActor func shown(_ view: UIView?) -> CALayer? { view.flatMap { $0.layer.presentation() } }

        ctx.checkpoint(at: 0.25, "the herb list") { r in
            for i in 0..<4 {
                let thumbnail = herbs.thumbnails[i]
                r.expect(thumbnail.superview?.convert(thumbnail.frame, to: nil) == S.thumbnailInWindow(i),
                         "thumbnail \(i) at \(S.thumbnailInWindow(i)) in the window")
                r.expect(thumbnail.layer.cornerRadius == 20 && thumbnail.clipsToBounds && !thumbnail.isHidden, "thumbnail \(i): rounded 20, shown")
            }
            r.expect(herbs.presentedViewController == nil && window.subviews == [herbs.view], "nothing presented")
            let events = newEvents()
            r.expect(events == ["Herbs.willAppear", "Herbs.didAppear"], "the window made its root appear: \(events)")
        }

        // The fade: alpha 0 → 1, 0.3 … 1.3, UIKit's default ease-in-out.
        ctx.checkpoint(at: S.fadeTap, "fade: presented, the to-view added at alpha 0") { r in
            guard let details = herbs.details else { return r.expect(false, "a details controller") }
            r.expect(herbs.presentedViewController === details && details.presentingViewController === herbs, "presentedViewController set at once")
            r.expect(details.isBeingPresented, "being presented")
            r.expect(details.herb.name == "Basil", "the first herb")
            let container = window.subviews.last
            r.expect(container !== herbs.view && container?.subviews == [herbs.view, details.view],
                     "the container over the window: the from-view, then the added to-view")
            r.expect(Double(shown(details.view)?.opacity ?? .nan), 0, tolerance: 1e-9, "shown alpha 0")
            r.expect(details.view.alpha == 1, "model alpha 1 at once")
            r.expect(!herbs.thumbnails[0].isHidden, "the fade leaves the thumbnail alone")
            let events = newEvents()
            r.expect(events == ["forPresented", "Herbs.willDisappear", "Details.willAppear", "fade.animateTransition"], "order: \(events)")
        }
        for (dt, expected) in [(0.25, Expected.easeInOut(0.25)), (0.5, 0.5), (0.75, Expected.easeInOut(0.75))] {
            ctx.checkpoint(at: S.fadeTap + dt, "fade at \(dt) s") { r in
                r.expect(Double(shown(herbs.details?.view)?.opacity ?? .nan), expected, tolerance: 1e-4, "alpha = easeInOut(\(dt))")
            }
        }
        ctx.checkpoint(at: S.fadeTap + 1.1, "faded in") { r in
            guard let details = herbs.details else { return r.expect(false, "a details controller") }
            r.expect(Double(shown(details.view)?.opacity ?? .nan), 1, tolerance: 1e-9, "opaque")
            r.expect(herbs.presentedViewController === details && !details.isBeingPresented, "presented")
            r.expect(herbs.view.superview == nil, "full screen: the presenter's view left the hierarchy")
            let events = newEvents()
            r.expect(events == ["fade.completeTransition", "Herbs.didDisappear", "Details.didAppear",
                                "fade.animationEnded(true)", "present.completion"], "order: \(events)")
        }
        // The fade vends no dismissal animator: cover vertical, 0.5 s ease-in-out, 1.8 … 2.3.
        ctx.checkpoint(at: S.fadeDismiss + 0.25, "dismissing by cover vertical, half way") { r in
            r.expect(Double(shown(herbs.details?.view)?.position.y ?? .nan), 320 + 640 * 0.5, tolerance: 1e-3,
                     "the centre half way down one screen height")
            let events = newEvents()
            r.expect(events == ["tap details", "forDismissed", "Details.willDisappear", "Herbs.willAppear"], "order: \(events)")
        }
        ctx.checkpoint(at: S.fadeDismiss + 0.6, "dismissed") { r in
            r.expect(herbs.presentedViewController == nil && herbs.details?.presentingViewController == nil, "presentedViewController cleared")
            r.expect(window.subviews == [herbs.view] && herbs.details?.view.superview == nil, "back to the list; the container gone")
            let events = newEvents()
            r.expect(events == ["Details.didDisappear", "Herbs.didAppear", "dismiss.completion"], "order: \(events)")
        }

        // The pop: spring 2.5 … 3.5 out of the third thumbnail.
        ctx.checkpoint(at: S.popTap, "pop: starts on the thumbnail") { r in
            guard let details = herbs.details, let layer = shown(details.view) else { return r.expect(false, "a details view on screen") }
            r.expect(herbs.presentedViewController === details && details.herb.name == "Mint", "the third herb presented")
            r.expect(herbs.transition.originFrame == S.thumbnailInWindow(S.popped), "originFrame: the thumbnail in window coordinates")
            r.expect(herbs.thumbnails[S.popped].isHidden, "the thumbnail hidden")
            r.expect([Double(layer.transform.m11), Double(layer.transform.m22)], [S.xScale, S.yScale], tolerance: 1e-9,
                     "shown scale 80/360 × 120/640")
            r.expect(layer.position, center(S.thumbnailInWindow(S.popped)), tolerance: 1e-9, "shown centre on the thumbnail")
            r.expect(Double(layer.cornerRadius), 20 / S.xScale, tolerance: 1e-9, "corner radius 20/xScale = 90")
            r.expect(Double(shown(details.textPanel)?.opacity ?? .nan), 0, tolerance: 1e-9, "text panel transparent")
            r.expect(details.view.transform == .identity && details.view.center == CGPoint(x: 180, y: 320)
                     && details.view.layer.cornerRadius == 0, "model: identity, the final centre, radius 0 at once")
            r.expect(details.view.clipsToBounds, "clips")
            r.expect(window.subviews.last?.subviews == [herbs.view, details.view], "the herb view on top")
            let events = newEvents()
            r.expect(events == ["forPresented", "Herbs.willDisappear", "Details.willAppear", "pop.animateTransition(present)"], "order: \(events)")
        }
        ctx.checkpoint(at: S.popTap + 0.25, "pop: the corner radius half way (linear 0.5 s)") { r in
            r.expect(Double(shown(herbs.details?.view)?.cornerRadius ?? .nan), 20 / S.xScale / 2, tolerance: 1e-6, "radius 45")
            r.expect(herbs.details?.isBeingPresented == true && herbs.thumbnails[S.popped].isHidden, "in progress, thumbnail hidden")
        }
        ctx.checkpoint(at: S.popTap + 1.1, "pop: full screen, after an overshoot") { r in
            guard let details = herbs.details, let layer = shown(details.view) else { return r.expect(false, "a details view on screen") }
            r.expect(Matrix4.elements(of: layer.transform), Matrix4.identity.elements, tolerance: 1e-9, "shown identity")
            r.expect(layer.position, CGPoint(x: 180, y: 320), tolerance: 1e-9, "shown at the final centre")
            r.expect(Double(layer.cornerRadius), 0, tolerance: 1e-9, "square corners")
            r.expect(details.view.transform == .identity && details.view.center == CGPoint(x: 180, y: 320), "model at the end values")
            r.expect(Double(shown(details.textPanel)?.opacity ?? .nan), 1, tolerance: 1e-9, "text panel shown")
            let run = during(S.popTap)
            let peakX = run.map(\.sx).max() ?? .nan, peakY = run.map(\.sy).max() ?? .nan
            let overX = (peakX - 1) / (1 - S.xScale), overY = (peakY - 1) / (1 - S.yScale)
            r.expect(run.count >= 55, "sampled every frame (\(run.count))")
            r.expect(overX > 0.2 && overX <= S.overshootBound + 1e-6, "x scale overshoot \(overX) of the distance, in (0.2, \(S.overshootBound)]")
            r.expect(overY > 0.2 && overY <= S.overshootBound + 1e-6, "y scale overshoot \(overY) of the distance, in (0.2, \(S.overshootBound)]")
            r.expect(abs(overX - overY) < 1e-9, "both axes on the same spring")
            let lowest = run.map(\.y).min() ?? .nan
            let overCentre = (320 - lowest) / (S.thumbnailInWindow(S.popped).midY - 320)
            r.expect(overCentre > 0.2 && overCentre <= S.overshootBound + 1e-6, "centre overshoot \(overCentre), in (0.2, \(S.overshootBound)]")
            r.expect(herbs.presentedViewController === details && !details.isBeingPresented, "presented")
            r.expect(herbs.thumbnails[S.popped].isHidden, "the thumbnail stays hidden while the details show")
            let events = newEvents()
            r.expect(events == ["pop.springEnded", "Herbs.didDisappear", "Details.didAppear", "pop.animationEnded(true)", "present.completion"],
                     "order: \(events)")
        }

        // The pop dismissal: spring 4.5 … 5.5 back onto the thumbnail.
        ctx.checkpoint(at: S.popDismiss, "pop dismissal: starts full screen") { r in
            guard let details = herbs.details, let layer = shown(details.view) else { return r.expect(false, "a details view on screen") }
            r.expect(Matrix4.elements(of: layer.transform), Matrix4.identity.elements, tolerance: 1e-9, "shown identity")
            r.expect(Double(layer.cornerRadius), 0, tolerance: 1e-9, "shown radius 0")
            r.expect([Double(details.view.transform.a), Double(details.view.transform.d)], [S.xScale, S.yScale], tolerance: 1e-12,
                     "model: the thumbnail's scale")
            r.expect(details.view.center, center(S.thumbnailInWindow(S.popped)), tolerance: 1e-9, "model: the thumbnail's centre")
            r.expect(Double(details.view.layer.cornerRadius), 20 / S.xScale, tolerance: 1e-9, "model radius 90")
            r.expect(window.subviews.last?.subviews == [herbs.view, details.view], "the presenter's view added below the herb view")
            r.expect(herbs.thumbnails[S.popped].isHidden && details.isBeingDismissed, "thumbnail hidden, being dismissed")
            let events = newEvents()
            r.expect(events == ["tap details", "forDismissed", "Details.willDisappear", "Herbs.willAppear", "pop.animateTransition(dismiss)"],
                     "order: \(events)")
        }
        ctx.checkpoint(at: S.popDismiss + 0.95, "pop dismissal: still springing, thumbnail hidden") { r in
            r.expect(herbs.thumbnails[S.popped].isHidden && herbs.presentedViewController === herbs.details, "hidden until the end")
        }
        ctx.checkpoint(at: S.popDismiss + 1.1, "pop dismissal: back in the list") { r in
            let run = during(S.popDismiss)
            let lowX = run.map(\.sx).min() ?? .nan, lowY = run.map(\.sy).min() ?? .nan
            let underX = (S.xScale - lowX) / (1 - S.xScale), underY = (S.yScale - lowY) / (1 - S.yScale)
            r.expect(run.count >= 55, "sampled every frame (\(run.count))")
            r.expect(underX > 0.2 && underX <= S.overshootBound + 1e-6, "x scale overshoot below 80/360: \(underX) of the distance")
            r.expect(underY > 0.2 && underY <= S.overshootBound + 1e-6, "y scale overshoot below 120/640: \(underY) of the distance")
            r.expect(herbs.presentedViewController == nil && herbs.details?.presentingViewController == nil, "presentedViewController cleared")
            r.expect(!herbs.thumbnails[S.popped].isHidden, "dismissCompletion showed the thumbnail")
            r.expect(window.subviews == [herbs.view] && herbs.details?.view.superview == nil, "the details view and container gone")
            let events = newEvents()
            r.expect(events == ["pop.springEnded", "dismissCompletion", "Details.didDisappear", "Herbs.didAppear",
                                "pop.animationEnded(true)", "dismiss.completion"], "order: \(events)")
        }
        return window.layer
    }
}

/// The Beginner Cook's timeline and geometry, restated from the layout
/// numbers, and the spring's bound.
enum BeginnerCookScript {
    static let fadeTap = 0.3, fadeDismiss = 1.8, popTap = 2.5, popDismiss = 4.5
    /// The thumbnail the pop presents from.
    static let popped = 2
    /// Where the details are tapped to dismiss them.
    static let detailsTap = CGPoint(x: 180, y: 200)

    /// Thumbnail `i` in window coordinates: the list view at y 470, the
    /// thumbnails 80 × 120, 88 apart from x 8, 15 down the list.
    static func thumbnailInWindow(_ i: Int) -> CGRect {
        CGRect(x: 8 + 88 * Double(i), y: 470 + 15, width: 80, height: 120)
    }

    /// The pop's scale factors: thumbnail over screen.
    static let xScale = 80.0 / 360, yScale = 120.0 / 640

    /// The largest overshoot of a spring released at rest with damping
    /// ratio ζ = 0.4, as a fraction of the distance: exp(−πζ/√(1−ζ²)) ≈ 0.2538.
    static let overshootBound = exp(-Double.pi * 0.4 / (1 - 0.16).squareRoot())
}
