import OpenUIKit

extension Gallery {
    /// Neuburg demo 7: a 2 s ease-in-out animator moves a view 100 points
    /// down; a second animation added with `delayFactor: 0.5` moves it 100
    /// points right. The view goes straight down for a second, then swoops
    /// right while still going down: the two moves of `center` blend.
    static let neuburgAnimatorSwoop = Scene(
        name: "neuburg-animator-swoop", title: "A delayed animation swoops off to the side",
        source: Neuburg.source(7, "§5"),
        summary: "A 2 s ease-in-out animator: center.y += 100, plus addAnimations({ center.x += 100 }, delayFactor: 0.5): straight down for 1 s, then a curve to (+100, +100)",
        duration: 3, goldenTimes: []
    ) { ctx in
        let window = ctx.makeWindow()
        let start = CGPoint(x: 100, y: 70), end = CGPoint(x: 200, y: 170)
        // The expected path, dashed, under the view.
        let e = Expected.easeInOut
        /// The centre `t` animator seconds in: y on the curve over 2 s; x
        /// from 1 s (half of the 2 s left at the start) on the same curve
        /// over the remaining 1 s.
        func expected(_ t: Double) -> CGPoint {
            CGPoint(x: start.x + 100 * e(min(max(t - 1, 0), 1)), y: start.y + 100 * e(min(max(t / 2, 0), 1)))
        }
        let trail = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: start)
        for i in 1...80 { path.addLine(to: expected(2 * Double(i) / 80)) }
        trail.path = path
        trail.fillColor = nil
        trail.strokeColor = Palette.gray
        trail.lineWidth = 2
        trail.lineDashPattern = [6, 4]
        window.layer.addSublayer(trail)
        let v = NeuburgViews.square(50, at: start, Palette.orange, in: window)
        ctx.at(0.5) {
            let anim = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { v.center.y += 100 }
            anim.addAnimations({ v.center.x += 100 }, delayFactor: 0.5)
            anim.startAnimation()
        }
        ctx.checkpoint(at: 0.5, "started: two additive moves of the centre") { r in
            r.expect(v.center == end, "model at (+100, +100) at once")
            r.expect(NeuburgViews.shownCenter(v), start, "shown at the start")
            let moves = (v.layer.animationKeys() ?? []).compactMap { v.layer.animation(forKey: $0) as? CABasicAnimation }
            r.expect(moves.count == 2 && moves.allSatisfy { $0.keyPath == "position" && $0.isAdditive }, "two additive position animations")
            r.expect(moves.map(\.duration) == [2, 1], "the down move lasts 2 s, the delayed one the remaining 1 s")
        }
        for t in [1.0, 1.5, 1.75, 2.0, 2.25] {
            ctx.checkpoint(at: t, "\(t - 0.5) animator seconds in") { r in
                r.expect(NeuburgViews.shownCenter(v), expected(t - 0.5), tolerance: 1e-4,
                         "x = 100 + 100 e(τ − 1), y = 70 + 100 e(τ / 2) at τ = \(t - 0.5)")
            }
        }
        ctx.checkpoint(at: 1.5, "half way: straight down so far") { r in
            r.expect(Double(NeuburgViews.shownCenter(v).x), Double(start.x), "x not moved yet")
            r.expect(Double(NeuburgViews.shownCenter(v).y), 120, tolerance: 1e-5, "y half way (e(0.5) = 0.5; the curve's Float control points put it 2e-6 off)")
        }
        ctx.checkpoint(at: 2.6, "arrived at (+100, +100)") { r in
            r.expect(NeuburgViews.shownCenter(v), end, "centre")
            r.expect(v.layer.animationKeys() == nil, "no animations left")
        }
        return window.layer
    }
}
