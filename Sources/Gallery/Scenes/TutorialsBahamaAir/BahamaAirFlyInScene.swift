import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 1 (and ch. 2's opening spring): the login form flies in
    /// with view animations — heading, username and password slide in from
    /// one screen width to the left over 0.5 s with delays 0, 0.3 and 0.4;
    /// the clouds fade in (0.5 s, delays 0.5, 0.7, 0.9, 1.1); the Log In
    /// button springs up 30 pt from alpha 0 (0.5 s, delay 0.5, damping 0.5).
    static let tutorialsBahamaFlyIn = Scene(
        name: "tutorials-bahama-fly-in", title: "Bahama Air: the form flies in",
        source: BahamaAir.source(1, "getting started with view animations (and ch. 2's button spring)"),
        summary: "Heading and fields slide in with delays 0, 0.3, 0.4 s (ease-in-out, old value held during the delay); clouds fade in one by one; the button springs up",
        size: CGSize(width: 360, height: 640), duration: 2.5, goldenTimes: [0.55]
    ) { ctx in
        let form = BahamaLoginForm(ctx)
        let w = BahamaLoginForm.width
        // Before the screen appears: everything off to the left, clouds and
        // button invisible, the button 30 lower (not animated: not yet on screen).
        form.heading.center.x -= w
        form.username.center.x -= w
        form.password.center.x -= w
        for c in form.clouds { c.alpha = 0 }
        form.button.center.y += 30
        form.button.alpha = 0
        ctx.at(0) {
            UIView.animate(withDuration: 0.5) { form.heading.center.x += w }
            UIView.animate(withDuration: 0.5, delay: 0.3, options: [],
                           animations: { form.username.center.x += w }, completion: nil)
            UIView.animate(withDuration: 0.5, delay: 0.4, options: [],
                           animations: { form.password.center.x += w }, completion: nil)
            for (i, c) in form.clouds.enumerated() {
                UIView.animate(withDuration: 0.5, delay: 0.5 + 0.2 * Double(i), options: [],
                               animations: { c.alpha = 1 }, completion: nil)
            }
            UIView.animate(withDuration: 0.5, delay: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: {
                               form.button.center.y -= 30
                               form.button.alpha = 1
                           }, completion: nil)
        }
        let x0 = Double(BahamaLoginForm.headingCenter.x - w)       // −180
        let ease = Expected.easeInOut
        @MainActor func x(_ v: UIView) -> Double { Double(BahamaAir.shown(v).position.x) }
        @MainActor func button(_ t: Double) -> (y: Double, alpha: Double) {
            let p = BahamaAir.fittedSpring(t, duration: 0.5, ratio: 0.5)
            return (360 - 30 * p, p)
        }
        ctx.checkpoint(at: 0.25, "heading half way; the fields wait off screen in their delay") { r in
            r.expect(x(form.heading), x0 + 360 * ease(0.5), tolerance: 1e-4, "heading x (ease-in-out 0.5 → 0.5)")
            r.expect(x(form.username), x0, tolerance: 1e-9, "username x held at the old value during its 0.3 s delay")
            r.expect(x(form.password), x0, tolerance: 1e-9, "password x held during its 0.4 s delay")
            r.expect(Double(form.username.center.x), 180, "username model already at its target")
            r.expect(Double(BahamaAir.shown(form.clouds[0]).opacity), 0, "cloud 1 not started")
            r.expect(Double(BahamaAir.shown(form.button).opacity), 0, "button invisible before its delay")
        }
        ctx.checkpoint(at: 0.55, "fields on their way; the button's spring 0.05 s in") { r in
            r.expect(x(form.heading), 180, tolerance: 1e-9, "heading arrived")
            r.expect(x(form.username), x0 + 360 * ease(0.5), tolerance: 1e-4, "username x at half its time")
            r.expect(x(form.password), x0 + 360 * ease(0.3), tolerance: 1e-4, "password x at 0.3 of its time")
            let b = button(0.05)
            r.expect(Double(BahamaAir.shown(form.button).position.y), b.y, tolerance: 1e-3, "button y on the fitted ζ 0.5 spring")
            r.expect(Double(BahamaAir.shown(form.button).opacity), b.alpha, tolerance: 1e-4, "button alpha on the same spring")
        }
        ctx.checkpoint(at: 0.75, "first cloud half faded; the button overshot and coming back") { r in
            r.expect(Double(BahamaAir.shown(form.clouds[0]).opacity), ease(0.5), tolerance: 1e-4, "cloud 1 alpha")
            r.expect(Double(BahamaAir.shown(form.clouds[1]).opacity), ease(0.1), tolerance: 1e-4, "cloud 2, 0.05 s into its fade")
            r.expect(Double(BahamaAir.shown(form.button).position.y), button(0.25).y, tolerance: 1e-3, "button y")
            r.expect(form.button.layer.animationKeys()?.contains("position") == true, "the spring is on position")
        }
        ctx.checkpoint(at: 1.45, "the last cloud fading in") { r in
            r.expect(Double(BahamaAir.shown(form.clouds[2]).opacity), 1, tolerance: 1e-6, "cloud 3 done at 1.4 s")
            r.expect(Double(BahamaAir.shown(form.clouds[3]).opacity), ease(0.7), tolerance: 1e-4, "cloud 4 at 0.7 of its time")
        }
        ctx.checkpoint(at: 2, "all in place, no animation left") { r in
            r.expect(x(form.password), 180, tolerance: 1e-9, "password x")
            r.expect(Double(BahamaAir.shown(form.button).position.y), 330, tolerance: 1e-9, "button y exact at the spring's end")
            r.expect(Double(BahamaAir.shown(form.clouds[3]).opacity), 1, "cloud 4")
            r.expect((form.button.layer.animationKeys() ?? []).isEmpty, "button animations removed")
        }
        return form.window.layer
    }
}
