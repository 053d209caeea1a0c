import OpenUIKit

extension Gallery {
    /// Neuburg demo 12: three views on a 4 s move are stopped half way the
    /// block-based way — put the model where the view is shown, remove the
    /// animations — then hurry to the end (0.1 s), hurry back (0.1 s), or
    /// stay put.
    static let neuburgCancelTrio = Scene(
        name: "neuburg-cancel-trio", title: "Cancelling a block animation three ways",
        source: Neuburg.source(12, "§8"),
        summary: "Three 4 s moves of +200 are cancelled at 2 s (position = presentation position, removeAllAnimations): the top hurries to the end, the middle back to the start, the bottom stops in place",
        duration: 3.5, goldenTimes: [2.55]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let rows = [(Palette.green, "end"), (Palette.orange, "start"), (Palette.red, "stop")].enumerated().map { i, row in
            (NeuburgViews.square(50, at: CGPoint(x: 80, y: 70 + 80 * Double(i)), row.0, in: window), row.1)
        }
        let pOrig = rows.map { $0.0.center }
        let pFinal = pOrig.map { CGPoint(x: $0.x + 200, y: $0.y) }
        ctx.at(0.5) {
            for (i, (v, name)) in rows.enumerated() {
                UIView.animate(withDuration: 4, animations: { v.center = pFinal[i] }, completion: { log.append("\(name) move \($0)") })
            }
        }
        ctx.at(2.5) {
            for (i, (v, name)) in rows.enumerated() {
                v.layer.position = v.layer.presentation()!.position
                v.layer.removeAllAnimations()
                let target: CGPoint? = name == "end" ? pFinal[i] : name == "start" ? pOrig[i] : nil
                if let target {
                    UIView.animate(withDuration: 0.1, animations: { v.center = target }, completion: { log.append("\(name) hurry \($0)") })
                }
            }
        }
        let half = 80 + 200 * Expected.easeInOut(0.5)   // where all three are at 2.5 s
        ctx.checkpoint(at: 2.5, "cancelled half way: models moved to what is shown") { r in
            r.expect(Double(rows[2].0.center.x), half, tolerance: 1e-4, "stop: model x = shown x")
            r.expect(rows[0].0.center == pFinal[0] && rows[1].0.center == pOrig[1], "the hurries set the models again")
            r.expect(rows[2].0.layer.animationKeys() == nil, "stop: no animation")
            r.expect(rows[0].0.layer.animationKeys() == ["position"] && rows[1].0.layer.animationKeys() == ["position"],
                     "the two hurries")
        }
        ctx.checkpoint(at: 2.55, "hurrying") { r in
            let p = Expected.easeInOut(0.5)
            r.expect(Double(NeuburgViews.shownCenter(rows[0].0).x), half + (280 - half) * p, tolerance: 1e-4, "to the end")
            r.expect(Double(NeuburgViews.shownCenter(rows[1].0).x), half + (80 - half) * p, tolerance: 1e-4, "to the start")
            r.expect(Double(NeuburgViews.shownCenter(rows[2].0).x), half, tolerance: 1e-4, "stopped")
        }
        ctx.checkpoint(at: 2.7, "settled") { r in
            r.expect(NeuburgViews.shownCenter(rows[0].0), pFinal[0], "top at the end")
            r.expect(NeuburgViews.shownCenter(rows[1].0), pOrig[1], "middle back home")
            r.expect(Double(NeuburgViews.shownCenter(rows[2].0).x), half, tolerance: 1e-4, "bottom where it stopped")
            let moves = log.entries.filter { $0.contains("move") }, hurries = log.entries.filter { $0.contains("hurry") }
            r.expect(moves.sorted() == ["end move false", "start move false", "stop move false"], "the 4 s moves did not finish")
            r.expect(hurries.sorted() == ["end hurry true", "start hurry true"], "the hurries finished")
        }
        ctx.checkpoint(at: 3.5, "nothing more is called") { r in
            r.expect(log.entries.count == 5, "five completions in all")
        }
        return window.layer
    }
}
