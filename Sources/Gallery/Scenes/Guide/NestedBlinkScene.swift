import OpenUIKit

extension Gallery {
    /// Guide listing 4-5: a nested block with its own duration and curve
    /// blinks one view 2.5 times while the outer block fades another; a
    /// third view, nested without the override options, inherits the outer
    /// 1 s ease-out.
    static let guideNestedBlink = Scene(
        name: "guide-nested-blink", title: "Nested blocks: fade and blink",
        source: Guide.source("4-5"),
        summary: "Outer 1 s ease-out after 1 s fades blue; nested 0.2 s linear, repeat 2.5 autoreversing blinks orange and ends hidden; a nested block without overrides fades teal with the outer timing",
        duration: 3, goldenTimes: [2]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let aView = Guide.panel(CGRect(x: 30, y: 100, width: 100, height: 100), Palette.blue, in: window)
        let another = Guide.panel(CGRect(x: 150, y: 100, width: 100, height: 100), Palette.orange, in: window)
        let plain = Guide.panel(CGRect(x: 270, y: 100, width: 100, height: 100), Palette.teal, in: window)
        ctx.at(0.5) {
            UIView.animate(withDuration: 1, delay: 1, options: .curveEaseOut, animations: {
                aView.alpha = 0
                UIView.animate(withDuration: 0.2, delay: 0,
                               options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse],
                               animations: {
                                   UIView.setAnimationRepeatCount(2.5)
                                   another.alpha = 0
                               }, completion: { log.append("blink \($0)") })
                UIView.animate(withDuration: 0.2, animations: { plain.alpha = 0 })
            }, completion: { log.append("outer \($0)") })
        }
        /// The blink: 1 → 0 → 1 every 0.4 s from 1.5, linear.
        @MainActor func blink(_ t: Double) -> Double {
            let p = (t - 1.5).truncatingRemainder(dividingBy: 0.4)
            return p < 0.2 ? 1 - p / 0.2 : (p - 0.2) / 0.2
        }
        ctx.checkpoint(at: 0.5, "the nested animations and their settings") { r in
            let blinkAnimation = another.layer.animation(forKey: "opacity")
            r.expect(blinkAnimation?.duration == 0.2 && blinkAnimation?.repeatCount == 2.5 && blinkAnimation?.autoreverses == true,
                     "blink: 0.2 s, repeat 2.5, autoreverses")
            r.expect((blinkAnimation as? CABasicAnimation)?.timingFunction == CAMediaTimingFunction(name: .linear), "blink: linear")
            let inherited = plain.layer.animation(forKey: "opacity") as? CABasicAnimation
            r.expect(inherited?.duration == 1, "no override: inherits 1 s")
            r.expect(inherited?.timingFunction == CAMediaTimingFunction(name: .easeOut), "no override: inherits ease out")
        }
        ctx.checkpoint(at: 1.25, "the outer delay holds everything") { r in
            r.expect(aView.alpha == 0 && another.alpha == 0 && plain.alpha == 0, "models at 0")
            r.expect([aView, another, plain].map(Guide.shownAlpha), [1, 1, 1], "shown at 1")
        }
        for t in [1.55, 1.8, 2.0, 2.05, 2.4] {
            ctx.checkpoint(at: t, "blinking at \(t)") { r in
                let fade = 1 - Expected.easeOut(t - 1.5)
                r.expect(Guide.shownAlpha(another), blink(t), tolerance: 1e-5, "blink (linear triangle)")
                r.expect(Guide.shownAlpha(aView), fade, tolerance: 1e-5, "outer fade")
                r.expect(Guide.shownAlpha(plain), fade, tolerance: 1e-5, "inherited fade")
            }
        }
        ctx.checkpoint(at: 2.6, "2.5 cycles end on the new value: hidden") { r in
            r.expect([aView, another, plain].map(Guide.shownAlpha), [0, 0, 0], "all faded")
            r.expect([aView, another, plain].allSatisfy { $0.layer.animationKeys() == nil }, "no animations left")
            r.expect(log.entries.sorted() == ["blink true", "outer true"], "both completions, finished")
        }
        return window.layer
    }
}
