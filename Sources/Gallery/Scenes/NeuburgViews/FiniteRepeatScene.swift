import OpenUIKit

extension Gallery {
    /// Neuburg demo 11: `modifyAnimations(withRepeatCount: 3, autoreverses:
    /// true)` inside the block swings the view out and back three times; the
    /// completion resets the centre so it ends home.
    static let neuburgFiniteRepeat = Scene(
        name: "neuburg-finite-repeat", title: "Three swings",
        source: Neuburg.source(11, "§6"),
        summary: "A 0.5 s block with modifyAnimations(withRepeatCount: 3, autoreverses: true) { center.x += 100 }: three out-and-back swings in 3 s; the completion puts center.x back",
        duration: 4, goldenTimes: [1]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let v = NeuburgViews.square(60, at: CGPoint(x: 150, y: 150), Palette.teal, in: window)
        ctx.at(0.5) {
            let xorig = v.center.x
            UIView.animate(withDuration: 0.5, animations: {
                UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { v.center.x += 100 }
            }, completion: { finished in
                log.append("done \(finished)")
                v.center.x = xorig
            })
        }
        ctx.checkpoint(at: 0.5, "repeat 3, autoreverse") { r in
            let a = v.layer.animation(forKey: "position")
            r.expect(a?.repeatCount == 3 && a?.autoreverses == true && a?.duration == 0.5, "0.5 s × 3, autoreversing")
        }
        for t in [0.75, 1.0, 1.375, 2.125, 3.25] {
            ctx.checkpoint(at: t, "swinging at \(t)") { r in
                r.expect(NeuburgViews.shownCenter(v).x, 150 + 100 * NeuburgViews.autoreversed(t - 0.5, duration: 0.5),
                         tolerance: 1e-4, "x")
            }
        }
        ctx.checkpoint(at: 3.4, "still on the third swing") { r in
            r.expect(log.entries.isEmpty, "no completion before 3 s of swinging")
        }
        ctx.checkpoint(at: 3.6, "home") { r in
            r.expect(log.entries == ["done true"], "completion, finished")
            r.expect(NeuburgViews.shownCenter(v).x, 150, "x back home (model reset)")
            r.expect(v.layer.animationKeys() == nil, "no animations left")
        }
        return window.layer
    }
}
