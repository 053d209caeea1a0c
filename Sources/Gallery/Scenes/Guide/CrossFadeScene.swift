import OpenUIKit

extension Gallery {
    /// Guide listings 4-1 and 4-3: one view fades out while another fades
    /// in over 1 s, with a block (left pair) and with begin/commit (right pair).
    static let guideCrossFade = Scene(
        name: "guide-cross-fade", title: "Cross-fade, block and begin/commit",
        source: Guide.source("4-1 and 4-3"),
        summary: "Blue fades out while orange fades in over 1 s (ease-in-ease-out): left with UIView.animate, right with beginAnimations(\"ToggleViews\") … commitAnimations",
        duration: 2, goldenTimes: [1]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        @MainActor func pair(_ dx: CGFloat) -> (UIView, UIView) {
            (Guide.panel(CGRect(x: 30 + dx, y: 70, width: 120, height: 120), Palette.blue, in: window),
             Guide.panel(CGRect(x: 70 + dx, y: 110, width: 120, height: 120), Palette.orange, in: window, alpha: 0))
        }
        let (first, second) = pair(0)
        let (third, fourth) = pair(180)
        ctx.at(0.5) {
            UIView.animate(withDuration: 1) {
                first.alpha = 0
                second.alpha = 1
            }
            UIView.beginAnimations("ToggleViews", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationWillStart { id, _ in log.append("start \(id ?? "-")") }
            UIView.setAnimationDidStop { id, finished, _ in log.append("stop \(id ?? "-") \(finished)") }
            third.alpha = 0
            fourth.alpha = 1
            UIView.commitAnimations()
        }
        ctx.checkpoint(at: 0.25, "before: nothing animates") { r in
            r.expect(first.layer.animationKeys() == nil && third.layer.animationKeys() == nil, "no animations yet")
            r.expect(Guide.shownAlpha(first), 1, "first alpha")
            r.expect(Guide.shownAlpha(fourth), 0, "fourth alpha")
        }
        ctx.checkpoint(at: 0.5, "the calls: model values at once, one opacity animation per view") { r in
            r.expect(first.alpha == 0 && second.alpha == 1 && third.alpha == 0 && fourth.alpha == 1, "model alphas")
            for v in [first, second, third, fourth] {
                r.expect(v.layer.animationKeys() == ["opacity"], "opacity animation on each layer")
            }
            r.expect(log.entries == ["start ToggleViews"], "will-start called with the animation ID")
        }
        for (t, x) in [(0.75, 0.25), (1.0, 0.5), (1.25, 0.75)] {
            ctx.checkpoint(at: t, "ease-in-ease-out at \(x) of the second") { r in
                let p = Expected.easeInOut(x)
                r.expect(Guide.shownAlpha(first), 1 - p, tolerance: 1e-5, "block: fading out")
                r.expect(Guide.shownAlpha(second), p, tolerance: 1e-5, "block: fading in")
                r.expect(Guide.shownAlpha(third), 1 - p, tolerance: 1e-5, "begin/commit: fading out")
                r.expect(Guide.shownAlpha(fourth), p, tolerance: 1e-5, "begin/commit: fading in")
            }
        }
        ctx.checkpoint(at: 1.6, "done") { r in
            r.expect([first, second, third, fourth].allSatisfy { $0.layer.animationKeys() == nil }, "no animations left")
            r.expect(Guide.shownAlpha(first) + Guide.shownAlpha(third), 0, "faded out")
            r.expect(Guide.shownAlpha(second) + Guide.shownAlpha(fourth), 2, "faded in")
            r.expect(log.entries == ["start ToggleViews", "stop ToggleViews true"], "did-stop: ID and finished")
        }
        return window.layer
    }
}
