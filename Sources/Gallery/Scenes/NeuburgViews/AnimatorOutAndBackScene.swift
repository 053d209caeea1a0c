import OpenUIKit

extension Gallery {
    /// Neuburg demo 8: two opposed animations of one animator blend into an
    /// out-and-back. A 2 s ease-in-out animator moves a view 100 points down;
    /// a second animation, added with `delayFactor: 0.5`, sets its y back to
    /// where it was. The model never moves; the view heads down, slows,
    /// turns a little after half way and comes smoothly home.
    static let neuburgAnimatorOutAndBack = Scene(
        name: "neuburg-animator-out-and-back", title: "Opposed additive animations: out and back",
        source: Neuburg.source(8, "§5"),
        summary: "A 2 s ease-in-out animator: center.y += 100, plus addAnimations({ center.y = yorig }, delayFactor: 0.5): the two additive moves blend into a smooth out-and-back",
        duration: 3, goldenTimes: []
    ) { ctx in
        let window = ctx.makeWindow()
        let yorig: CGFloat = 70
        // Where the first animation alone would take the view: a dashed outline.
        let target = CAShapeLayer()
        target.path = CGPath(rect: CGRect(x: 175, y: yorig + 100 - 25, width: 50, height: 50), transform: nil)
        target.fillColor = nil
        target.strokeColor = Palette.gray
        target.lineWidth = 2
        target.lineDashPattern = [6, 4]
        window.layer.addSublayer(target)
        let v = NeuburgViews.square(50, at: CGPoint(x: 200, y: yorig), Palette.teal, in: window)
        ctx.at(0.5) {
            let anim = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { v.center.y += 100 }
            anim.addAnimations({ v.center.y = yorig }, delayFactor: 0.5)
            anim.startAnimation()
        }
        // The shown y is the model (yorig) plus both additive offsets: the
        // first goes −100 → 0 over 2 s, the second +100 → 0 from 1 s (half
        // of the 2 s left at the start) over the remaining 1 s, both on the
        // animator's curve: y(τ) = yorig + 100 (e(τ / 2) − e(τ − 1)).
        let e = Expected.easeInOut
        func expectedY(_ tau: Double) -> Double {
            Double(yorig) + 100 * (e(min(max(tau / 2, 0), 1)) - e(min(max(tau - 1, 0), 1)))
        }
        // The turning point, by ternary search on 1…2 s (y rises, then falls).
        var lo = 1.0, hi = 2.0
        for _ in 0..<200 {
            let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
            if expectedY(a) < expectedY(b) { lo = a } else { hi = b }
        }
        let turn = (lo + hi) / 2, deepest = expectedY(turn)
        ctx.checkpoint(at: 0.5, "started: the model is already home, two additive animations") { r in
            r.expect(Double(v.center.y), Double(yorig), "model y back at yorig at once")
            let moves = (v.layer.animationKeys() ?? []).compactMap { v.layer.animation(forKey: $0) as? CABasicAnimation }
            r.expect(moves.count == 2 && moves.allSatisfy { $0.keyPath == "position" && $0.isAdditive }, "two additive position animations")
            r.expect(moves.map { ($0.fromValue as? CGPoint)?.y } == [-100, 100], "offsets −100 (down move) and +100 (back move)")
            r.expect(NeuburgViews.shownCenter(v), CGPoint(x: 200, y: yorig), "shown at the start")
        }
        for t in [0.75, 1.0, 1.5, 1.75, 2.0, 2.25] {
            ctx.checkpoint(at: t, "\(t - 0.5) animator seconds in") { r in
                r.expect(Double(NeuburgViews.shownCenter(v).y), expectedY(t - 0.5), tolerance: 1e-4, "y = 70 + 100 (e(τ/2) − e(τ − 1)) at τ = \(t - 0.5)")
                r.expect(Double(NeuburgViews.shownCenter(v).x), 200, "x unchanged")
            }
        }
        ctx.checkpoint(at: 0.5 + turn, "the turn, \(turn) s in") { r in
            r.expect(turn > 1 && turn < 1.5, "the view turns after the back move starts (1 s), not at it")
            r.expect(Double(NeuburgViews.shownCenter(v).y), deepest, tolerance: 1e-4, "deepest point")
            r.expect(deepest > Double(yorig) + 50 && deepest < Double(yorig) + 100, "deeper than half way, short of the +100 target")
        }
        for dt in [-0.05, 0.05] {
            ctx.checkpoint(at: 0.5 + turn + dt, "around the turn (\(dt > 0 ? "after" : "before"))") { r in
                let y = Double(NeuburgViews.shownCenter(v).y)
                r.expect(y, expectedY(turn + dt), tolerance: 1e-4, "y")
                r.expect(y < deepest && deepest - y < 1, "a gentle turn: less than a point above the deepest 0.05 s away")
            }
        }
        ctx.checkpoint(at: 2.6, "home again") { r in
            r.expect(NeuburgViews.shownCenter(v), CGPoint(x: 200, y: yorig), "shown at yorig")
            r.expect(v.layer.animationKeys() == nil, "no animations left")
        }
        return window.layer
    }
}
