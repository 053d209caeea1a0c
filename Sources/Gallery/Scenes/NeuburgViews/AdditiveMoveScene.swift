import OpenUIKit

extension Gallery {
    /// Neuburg demo 6, the additive form: two changes of the same property
    /// inside one block (+100, then +300) make one smooth 400-point move.
    static let neuburgAdditiveMove = Scene(
        name: "neuburg-additive-move", title: "Two moves in one block add up",
        source: Neuburg.source(6, "§5"),
        summary: "In one 1 s block center.y += 100, then center.y += 300: two additive animations, one smooth 400-point move down",
        size: CGSize(width: 360, height: 520), duration: 2, goldenTimes: [1]
    ) { ctx in
        let window = ctx.makeWindow()
        let v = NeuburgViews.square(60, at: CGPoint(x: 180, y: 60), Palette.purple, in: window)
        ctx.at(0.5) {
            UIView.animate(withDuration: 1) {
                v.center.y += 100
                v.center.y += 300
            }
        }
        ctx.checkpoint(at: 0.5, "two additive position animations") { r in
            r.expect(v.layer.animationKeys() == ["position", "position-1"], "position and position-1")
            let first = v.layer.animation(forKey: "position") as? CABasicAnimation
            let second = v.layer.animation(forKey: "position-1") as? CABasicAnimation
            r.expect(first?.isAdditive == true && second?.isAdditive == true, "both additive")
            r.expect((first?.fromValue as? CGPoint) == CGPoint(x: 0, y: -100), "first from −100")
            r.expect((second?.fromValue as? CGPoint) == CGPoint(x: 0, y: -300), "second from −300")
            r.expect(NeuburgViews.shownCenter(v), CGPoint(x: 180, y: 60), "shown at the start: no jump")
            r.expect(v.center == CGPoint(x: 180, y: 460), "model at +400")
        }
        for (t, x) in [(0.75, 0.25), (1.0, 0.5), (1.25, 0.75)] {
            ctx.checkpoint(at: t, "one smooth move at \(x)") { r in
                r.expect(NeuburgViews.shownCenter(v), CGPoint(x: 180, y: 60 + 400 * Expected.easeInOut(x)), tolerance: 1e-4,
                         "centre (the two offsets −100 and −300 shrink together)")
            }
        }
        ctx.checkpoint(at: 1.6, "arrived") { r in
            r.expect(NeuburgViews.shownCenter(v), CGPoint(x: 180, y: 460), "centre")
            r.expect(v.layer.animationKeys() == nil, "no animations left")
        }
        return window.layer
    }
}
