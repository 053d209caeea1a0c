import OpenUIKit

extension Gallery {
    /// Neuburg demo 16: a custom "animatable" view property whose setter
    /// moves the view inside a zero-duration block: set directly the view
    /// jumps; set inside a 1 s property animator it inherits the animator's
    /// duration and curve.
    static let neuburgSwing = Scene(
        name: "neuburg-swing", title: "A custom animatable view property",
        source: Neuburg.source(16, "§10"),
        summary: "swing = true moves a view +100 inside UIView.animate(withDuration: 0): set directly (top) it jumps; set inside a 1 s property animator (bottom) it glides; at 2 s both swing back",
        duration: 3.5, goldenTimes: [1]
    ) { ctx in
        let window = ctx.makeWindow()
        let direct = SwingView(frame: CGRect(x: 70, y: 60, width: 60, height: 60))
        let animated = SwingView(frame: CGRect(x: 70, y: 180, width: 60, height: 60))
        for (v, c) in [(direct, Palette.yellow), (animated, Palette.purple)] {
            v.backgroundColor = UIColor(cgColor: c)
            v.layer.borderColor = Palette.ink
            v.layer.borderWidth = 2
            window.addSubview(v)
        }
        ctx.at(0.5) {
            direct.swing = true
            UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { animated.swing = true }.startAnimation()
        }
        ctx.at(2) {
            direct.swing.toggle()
            UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { animated.swing.toggle() }.startAnimation()
        }
        ctx.checkpoint(at: 0.5, "direct: no animation; nested: the animator's 1 s and curve") { r in
            r.expect(direct.layer.animationKeys() == nil && NeuburgViews.shownCenter(direct).x == 200, "top jumped to 200")
            let a = animated.layer.animation(forKey: "position") as? CABasicAnimation
            r.expect(a?.duration == 1, "inherited duration 1 s")
            r.expect(a?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut), "inherited ease-in-ease-out")
        }
        for (t, x) in [(0.75, 0.25), (1.0, 0.5), (2.5, 0.5)] {
            ctx.checkpoint(at: t, "gliding at \(t)") { r in
                let out = t < 2
                let p = Expected.easeInOut(x)
                r.expect(Double(NeuburgViews.shownCenter(animated).x), out ? 100 + 100 * p : 200 - 100 * p, tolerance: 1e-4, "bottom")
                r.expect(Double(NeuburgViews.shownCenter(direct).x), out ? 200 : 100, "top: already there")
            }
        }
        ctx.checkpoint(at: 3.1, "both home") { r in
            r.expect(NeuburgViews.shownCenter(direct).x == 100 && NeuburgViews.shownCenter(animated).x == 100, "x 100")
            r.expect(!direct.swing && !animated.swing, "swing false")
        }
        return window.layer
    }
}
