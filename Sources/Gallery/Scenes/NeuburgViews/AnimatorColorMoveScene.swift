import OpenUIKit

extension Gallery {
    /// Neuburg demo 3: one 1 s property animator on the linear curve changes
    /// two properties of one view at once: it moves 100 points down and
    /// turns from blue to red on the way, both at constant speed.
    static let neuburgAnimatorColorMove = Scene(
        name: "neuburg-animator-color-move", title: "Colour and position in one property animator",
        source: Neuburg.source(3, "§5"),
        summary: "UIViewPropertyAnimator(duration: 1, curve: .linear) { backgroundColor = red; center.y += 100 }: the square reddens while it moves down, both linearly",
        duration: 2, goldenTimes: []
    ) { ctx in
        let window = ctx.makeWindow()
        let start = CGPoint(x: 200, y: 80), end = CGPoint(x: 200, y: 180)
        let v = NeuburgViews.square(60, at: start, Palette.blue, in: window)
        let red = UIColor(cgColor: Palette.red)
        // Nobody keeps the animator: the running animation holds it, and lets
        // go when it is over.
        weak var animator: UIViewPropertyAnimator?
        ctx.at(0.5) {
            let anim = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                v.backgroundColor = red
                v.center.y += 100
            }
            anim.startAnimation()
            animator = anim
        }
        let blue = Palette.blue.components!.map(Double.init), redRGBA = Palette.red.components!.map(Double.init)
        @MainActor func shownColor() -> [Double] {
            ((v.layer.presentation() ?? v.layer).backgroundColor?.components ?? []).map(Double.init)
        }
        ctx.checkpoint(at: 0.5, "started: the model is at the end, the screen at the start") { r in
            r.expect(v.center == end, "model centre 100 points down at once")
            r.expect((v.layer.backgroundColor?.components ?? []).map(Double.init), redRGBA, "model colour red at once")
            r.expect(NeuburgViews.shownCenter(v), start, "shown centre still at the start")
            r.expect(shownColor(), blue, tolerance: 1e-9, "shown colour still blue")
            r.expect(animator?.state == .active && animator?.isRunning == true, "the unretained animator is active and running")
        }
        // Linear curve: both properties are the fraction f = (t − 0.5) / 1 of the way.
        for t in [0.75, 1.0, 1.25] {
            let f = t - 0.5
            ctx.checkpoint(at: t, "moving and reddening, \(f) of the way") { r in
                r.expect(NeuburgViews.shownCenter(v), CGPoint(x: 200, y: 80 + 100 * f), tolerance: 1e-6, "centre at y = 80 + 100 × \(f)")
                r.expect(shownColor(), zip(blue, redRGBA).map { $0 + ($1 - $0) * f }, tolerance: 1e-6, "colour \(f) of the way from blue to red")
            }
        }
        ctx.checkpoint(at: 1.6, "arrived, red") { r in
            r.expect(NeuburgViews.shownCenter(v), end, "centre")
            r.expect(shownColor(), redRGBA, "red")
            r.expect(v.layer.animationKeys() == nil, "no animations left")
            r.expect(animator == nil, "the finished animator was let go")
        }
        return window.layer
    }
}
