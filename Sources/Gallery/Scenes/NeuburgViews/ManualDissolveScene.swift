import OpenUIKit

extension Gallery {
    /// Neuburg demo 4: a black view with the same frame is added at alpha 0
    /// (outside the animation); one block fades the first out and the black
    /// one in; the completion removes the first.
    static let neuburgManualDissolve = Scene(
        name: "neuburg-manual-dissolve", title: "Manual dissolve",
        source: Neuburg.source(4, "§5"),
        summary: "A black twin is added over the blue view at alpha 0; a 1 s block sets blue's alpha 0 and the twin's 1; the completion removes the blue view",
        duration: 2, goldenTimes: [1]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let v = NeuburgViews.square(140, at: CGPoint(x: 200, y: 150), Palette.blue, in: window)
        let v2 = UIView(frame: v.frame)
        v2.backgroundColor = .black
        v2.alpha = 0
        ctx.at(0.5) {
            window.addSubview(v2)
            UIView.animate(withDuration: 1, animations: {
                v.alpha = 0
                v2.alpha = 1
            }, completion: { finished in
                log.append("done \(finished)")
                v.removeFromSuperview()
            })
        }
        ctx.checkpoint(at: 0.5, "the twin is in place, both fades start") { r in
            r.expect(v2.superview === window && v2.frame == v.frame, "twin added with the same frame")
            r.expect(v.layer.animationKeys() == ["opacity"] && v2.layer.animationKeys() == ["opacity"], "one fade each")
            r.expect(NeuburgViews.shownAlpha(v2), 0, "twin still invisible")
        }
        for (t, x) in [(0.75, 0.25), (1.0, 0.5)] {
            ctx.checkpoint(at: t, "dissolving, ease-in-ease-out at \(x)") { r in
                let p = Expected.easeInOut(x)
                r.expect(NeuburgViews.shownAlpha(v), 1 - p, tolerance: 1e-5, "blue fading out")
                r.expect(NeuburgViews.shownAlpha(v2), p, tolerance: 1e-5, "black fading in")
            }
        }
        ctx.checkpoint(at: 1.6, "the blue view is gone") { r in
            r.expect(log.entries == ["done true"], "completion once, finished")
            r.expect(v.superview == nil && window.subviews.count == 1, "only the black view is left")
            r.expect(NeuburgViews.shownAlpha(v2), 1, "black opaque")
        }
        return window.layer
    }
}
