import OpenUIKit

extension Gallery {
    /// Neuburg demo 5: inside a 1 s block, a move wrapped in
    /// `performWithoutAnimation` jumps while the colour change animates.
    static let neuburgWithoutAnimation = Scene(
        name: "neuburg-without-animation", title: "performWithoutAnimation",
        source: Neuburg.source(5, "§5"),
        summary: "In one 1 s block: performWithoutAnimation { center.y += 100 } jumps; backgroundColor = red fades from blue",
        duration: 2, goldenTimes: [1]
    ) { ctx in
        let window = ctx.makeWindow()
        let v = NeuburgViews.square(80, at: CGPoint(x: 200, y: 80), Palette.blue, in: window)
        ctx.at(0.5) {
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { v.center.y += 100 }
                v.backgroundColor = UIColor(cgColor: Palette.red)
            }
        }
        let from = Palette.blue.components!, to = Palette.red.components!
        ctx.checkpoint(at: 0.5, "the move is not animated, the colour is") { r in
            r.expect(v.layer.animationKeys() == ["backgroundColor"], "only backgroundColor animates")
            r.expect(NeuburgViews.shownCenter(v), CGPoint(x: 200, y: 180), "jumped 100 down at once")
        }
        for (t, x) in [(0.75, 0.25), (1.0, 0.5), (1.25, 0.75)] {
            ctx.checkpoint(at: t, "reddening at \(x)") { r in
                let p = Expected.easeInOut(x)
                let shown = (v.layer.presentation()?.backgroundColor?.components ?? []).map(Double.init)
                let expected = (0..<4).map { Double(from[$0]) + (Double(to[$0]) - Double(from[$0])) * p }
                r.expect(shown, expected, tolerance: 1e-4, "colour between blue and red")
                r.expect(NeuburgViews.shownCenter(v).y, 180, "stays where it jumped")
            }
        }
        ctx.checkpoint(at: 1.6, "red, no animations") { r in
            r.expect(v.layer.animationKeys() == nil, "no animations left")
            r.expect(v.layer.presentation()?.backgroundColor == Palette.red, "red")
        }
        return window.layer
    }
}
