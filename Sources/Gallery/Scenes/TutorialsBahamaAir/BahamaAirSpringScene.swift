import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 2: springs. A scripted tap on Log In at 0.5 s grows the
    /// button 80 wider on a bouncy spring (1.5 s, damping 0.2) and drops it
    /// 60 on a stiffer one (0.33 s, damping 0.7) that also tints it and slides
    /// the spinner in from its clipped place off the button's left edge.
    static let tutorialsBahamaSprings = Scene(
        name: "tutorials-bahama-springs", title: "Bahama Air: the Log In button springs",
        source: BahamaAir.source(2, "springs"),
        summary: "A tap on Log In: the width bounces out by 80 (1.5 s, ζ 0.2), the button drops 60, yellows and shows its spinner (0.33 s, ζ 0.7)",
        size: CGSize(width: 360, height: 640), duration: 2.5, goldenTimes: [0.65]
    ) { ctx in
        let form = BahamaLoginForm(ctx)
        form.onLogIn { form.logIn() }
        let tap = 0.5
        ctx.at(tap) { form.window.tap(at: BahamaLoginForm.buttonCenter) }
        let button = form.button, spinner = form.spinner
        @MainActor func width(_ t: Double) -> Double { 200 + 80 * BahamaAir.fittedSpring(t - tap, duration: 1.5, ratio: 0.2) }
        @MainActor func drop(_ t: Double) -> Double { BahamaAir.fittedSpring(t - tap, duration: 0.33, ratio: 0.7) }
        ctx.checkpoint(at: 0.45, "before the tap") { r in
            r.expect(Double(BahamaAir.shown(button).bounds.width), 200, "width")
            r.expect(Double(BahamaAir.shown(spinner).opacity), 0, "spinner hidden")
            r.expect(form.log.entries == [], "nothing happened yet")
        }
        ctx.checkpoint(at: 0.55, "0.05 s in: every property of the stiff block on one spring") { r in
            let p = drop(0.55)
            r.expect(Double(BahamaAir.shown(button).position.y), 330 + 60 * p, tolerance: 1e-3, "button y")
            r.expect(Double(BahamaAir.shown(spinner).opacity), p, tolerance: 1e-4, "spinner alpha")
            r.expect(Double(BahamaAir.shown(spinner).position.x), -10 + 50 * p, tolerance: 1e-3, "spinner x")
            let red = BahamaAir.shown(button).backgroundColor?.components?.first ?? .nan
            r.expect(Double(red), 0.63 + (0.85 - 0.63) * p, tolerance: 1e-3, "tint red on the spring")
            r.expect(Double(BahamaAir.shown(button).bounds.width), width(0.55), tolerance: 1e-3, "width on the ζ 0.2 spring")
            r.expect(Double(button.bounds.width), 280, "width model already 280")
        }
        ctx.checkpoint(at: 0.65, "the width bouncing past 280") { r in
            r.expect(Double(BahamaAir.shown(button).bounds.width), width(0.65), tolerance: 1e-3, "width")
            r.expect(width(0.65) > 310, "the expected width overshoots by more than a third here")
            r.expect(Double(BahamaAir.shown(button).position.y), 330 + 60 * drop(0.65), tolerance: 1e-3, "button y")
        }
        ctx.checkpoint(at: 0.9, "the drop ended first") { r in
            r.expect(Double(BahamaAir.shown(button).position.y), 390, tolerance: 1e-9, "the drop ended at 0.33 s")
            r.expect(form.log.entries == ["tapped", "moved"], "the stiff spring completed first")
        }
        ctx.checkpoint(at: 1.4, "still bouncing") { r in
            r.expect(Double(BahamaAir.shown(button).bounds.width), width(1.4), tolerance: 1e-3, "width")
            r.expect(button.layer.animationKeys()?.contains("bounds") == true, "the bounds spring is on")
        }
        ctx.checkpoint(at: 2.2, "settled") { r in
            r.expect(Double(BahamaAir.shown(button).bounds.width), 280, tolerance: 1e-9, "width")
            r.expect(BahamaAir.shown(spinner).position, CGPoint(x: 40, y: 25), tolerance: 1e-9, "spinner inside")
            r.expect(Double(BahamaAir.shown(spinner).opacity), 1, "spinner shown")
            r.expect(form.log.entries == ["tapped", "moved", "grown"], "completion order")
        }
        return form.window.layer
    }
}
