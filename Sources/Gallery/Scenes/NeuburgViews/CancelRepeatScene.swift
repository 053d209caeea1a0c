import OpenUIKit

extension Gallery {
    /// Neuburg demo 14: a repeating, autoreversing move is not additive, so
    /// a later animation of the position replaces it; with
    /// `.beginFromCurrentState` the return starts where the view is shown,
    /// without it from the model (+100), a jump.
    static let neuburgCancelRepeat = Scene(
        name: "neuburg-cancel-repeat", title: "Stopping a repeating animation",
        source: Neuburg.source(14, "§8"),
        summary: "Both squares swing +100 forever ([.autoreverse, .repeat], 1 s); at 3 s a 0.1 s block sends them home: the top with .beginFromCurrentState glides back, the bottom jumps to +100 first",
        duration: 4, goldenTimes: [3.05]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let smooth = NeuburgViews.square(60, at: CGPoint(x: 120, y: 90), Palette.blue, in: window)
        let jumpy = NeuburgViews.square(60, at: CGPoint(x: 120, y: 210), Palette.pink, in: window)
        ctx.at(0.5) {
            for (v, name) in [(smooth, "smooth"), (jumpy, "jumpy")] {
                UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .repeat],
                               animations: { v.center.x += 100 }, completion: { log.append("\(name) swing \($0)") })
            }
        }
        ctx.at(3) {
            UIView.animate(withDuration: 0.1, delay: 0, options: .beginFromCurrentState,
                           animations: { smooth.center.x = 120 }, completion: { log.append("smooth home \($0)") })
            UIView.animate(withDuration: 0.1, animations: { jumpy.center.x = 120 }, completion: { log.append("jumpy home \($0)") })
        }
        for t in [1.0, 1.75, 2.25] {
            ctx.checkpoint(at: t, "swinging at \(t)") { r in
                let x = 120 + 100 * NeuburgViews.autoreversed(t - 0.5, duration: 1)
                r.expect(Double(NeuburgViews.shownCenter(smooth).x), x, tolerance: 1e-4, "top")
                r.expect(Double(NeuburgViews.shownCenter(jumpy).x), x, tolerance: 1e-4, "bottom")
            }
        }
        ctx.checkpoint(at: 3, "the repeating animations are replaced") { r in
            let a = smooth.layer.animation(forKey: "position") as? CABasicAnimation
            r.expect(smooth.layer.animationKeys() == ["position"] && a?.repeatCount == 0, "one non-repeating animation (top)")
            r.expect(Double((a?.fromValue as? CGPoint)?.x ?? .nan), 170, tolerance: 1e-4, "top: from the shown +50")
            r.expect(jumpy.layer.animationKeys() == ["position"], "one animation (bottom)")
        }
        ctx.checkpoint(at: 3.05, "half way home") { r in
            let p = Expected.easeInOut(0.5)
            r.expect(Double(NeuburgViews.shownCenter(smooth).x), 170 - 50 * p, tolerance: 1e-4, "top: from +50")
            r.expect(Double(NeuburgViews.shownCenter(jumpy).x), 220 - 100 * p, tolerance: 1e-4, "bottom: from the model's +100")
        }
        ctx.checkpoint(at: 3.3, "home, repetition over") { r in
            r.expect(NeuburgViews.shownCenter(smooth).x == 120 && NeuburgViews.shownCenter(jumpy).x == 120, "both home")
            r.expect(log.entries.filter { $0.contains("swing") }.sorted() == ["jumpy swing false", "smooth swing false"],
                     "the swings were cut short")
            r.expect(log.entries.filter { $0.contains("home") }.sorted() == ["jumpy home true", "smooth home true"], "returns finished")
        }
        return window.layer
    }
}
