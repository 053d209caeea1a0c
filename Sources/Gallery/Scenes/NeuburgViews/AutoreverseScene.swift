import OpenUIKit

extension Gallery {
    /// Neuburg demo 10: `.autoreverse` goes right and back, then jumps right
    /// (the model is at +100); resetting the centre in the completion keeps
    /// the view home.
    static let neuburgAutoreverse = Scene(
        name: "neuburg-autoreverse", title: "Autoreverse snap-back and its fix",
        source: Neuburg.source(10, "§6"),
        summary: "Both squares animate center.x += 100 for 1 s with .autoreverse: the top one jumps right at the end; the bottom one's completion puts center.x back, so it stays home",
        duration: 3, goldenTimes: [2.75]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let snaps = NeuburgViews.square(60, at: CGPoint(x: 120, y: 90), Palette.orange, in: window)
        let fixed = NeuburgViews.square(60, at: CGPoint(x: 120, y: 210), Palette.green, in: window)
        ctx.at(0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .autoreverse, animations: { snaps.center.x += 100 },
                           completion: { log.append("snaps \($0)") })
            let xorig = fixed.center.x
            UIView.animate(withDuration: 1, delay: 0, options: .autoreverse, animations: { fixed.center.x += 100 },
                           completion: { finished in
                               log.append("fixed \(finished)")
                               fixed.center.x = xorig
                           })
        }
        ctx.checkpoint(at: 0.5, "one autoreversing, non-additive animation each") { r in
            for v in [snaps, fixed] {
                let a = v.layer.animation(forKey: "position") as? CABasicAnimation
                r.expect(a?.autoreverses == true && a?.isAdditive == false && a?.repeatCount == 0,
                         "autoreverses, not additive, no repeat")
            }
        }
        for t in [0.75, 1.0, 1.5, 1.75, 2.25] {
            ctx.checkpoint(at: t, "out and back at \(t)") { r in
                let x = 120 + 100 * NeuburgViews.autoreversed(t - 0.5, duration: 1)
                r.expect(NeuburgViews.shownCenter(snaps).x, x, tolerance: 1e-4, "top")
                r.expect(NeuburgViews.shownCenter(fixed).x, x, tolerance: 1e-4, "bottom")
            }
        }
        ctx.checkpoint(at: 2.6, "after 2 s: the top one jumped to the model, the bottom one is home") { r in
            r.expect(log.entries.sorted() == ["fixed true", "snaps true"], "both completions, finished")
            r.expect(NeuburgViews.shownCenter(snaps).x, 220, "top: jumped right")
            r.expect(NeuburgViews.shownCenter(fixed).x, 120, "bottom: home")
            r.expect(snaps.layer.animationKeys() == nil && fixed.layer.animationKeys() == nil, "no animations left")
        }
        return window.layer
    }
}
