import OpenUIKit

extension Gallery {
    /// Guide listings 4-2 and 4-4: fade out (1 s, ease in), then — from the
    /// completion — wait 1 s and fade back in (1 s, ease out); left with
    /// blocks and a completion handler, right with begin/commit and a
    /// did-stop callback.
    static let guideChainedFade = Scene(
        name: "guide-chained-fade", title: "Chained fade out and in",
        source: Guide.source("4-2 and 4-4"),
        summary: "A view fades out in 1 s (ease in); its completion fades it back in after a 1 s delay (1 s, ease out): blocks on the left, begin/commit (\"ShowHideView\", \"ShowHideView2\") on the right",
        duration: 4, goldenTimes: [2.75]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let left = Guide.panel(CGRect(x: 40, y: 90, width: 140, height: 120), Palette.green, in: window)
        let right = Guide.panel(CGRect(x: 220, y: 90, width: 140, height: 120), Palette.purple, in: window)
        ctx.at(0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { left.alpha = 0 }) { done in
                log.append("out \(done)")
                UIView.animate(withDuration: 1, delay: 1, options: .curveEaseOut, animations: { left.alpha = 1 }) {
                    log.append("in \($0)")
                }
            }
            UIView.beginAnimations("ShowHideView", context: nil)
            UIView.setAnimationCurve(.easeIn)
            UIView.setAnimationDuration(1)
            UIView.setAnimationDidStop { id, finished, _ in
                log.append("stop \(id ?? "-") \(finished)")
                UIView.beginAnimations("ShowHideView2", context: nil)
                UIView.setAnimationCurve(.easeOut)
                UIView.setAnimationDuration(1)
                UIView.setAnimationDelay(1)
                UIView.setAnimationDidStop { id, finished, _ in log.append("stop \(id ?? "-") \(finished)") }
                right.alpha = 1
                UIView.commitAnimations()
            }
            right.alpha = 0
            UIView.commitAnimations()
        }
        ctx.checkpoint(at: 1, "fading out, ease in at 0.5") { r in
            let a = 1 - Expected.easeIn(0.5)
            r.expect(Guide.shownAlpha(left), a, tolerance: 1e-5, "block")
            r.expect(Guide.shownAlpha(right), a, tolerance: 1e-5, "begin/commit")
            r.expect(log.entries.isEmpty, "no completion yet")
        }
        ctx.checkpoint(at: 1.75, "out; the fade-in waits its 1 s delay (model 1, shown 0)") { r in
            r.expect(log.entries.sorted() == ["out true", "stop ShowHideView true"], "first halves finished")
            r.expect(left.alpha == 1 && right.alpha == 1, "model alphas back to 1")
            r.expect(Guide.shownAlpha(left), 0, "block: held at 0")
            r.expect(Guide.shownAlpha(right), 0, "begin/commit: held at 0")
        }
        for (t, x) in [(2.75, 0.25), (3.25, 0.75)] {
            ctx.checkpoint(at: t, "fading in, ease out at \(x)") { r in
                r.expect(Guide.shownAlpha(left), Expected.easeOut(x), tolerance: 1e-5, "block")
                r.expect(Guide.shownAlpha(right), Expected.easeOut(x), tolerance: 1e-5, "begin/commit")
            }
        }
        ctx.checkpoint(at: 3.6, "3 s in all, every step finished") { r in
            r.expect(log.entries.count == 4, "four completions")
            r.expect(log.entries.filter { $0.hasPrefix("in") || $0.hasPrefix("out") } == ["out true", "in true"], "block order")
            r.expect(log.entries.filter { $0.hasPrefix("stop") } == ["stop ShowHideView true", "stop ShowHideView2 true"],
                     "begin/commit order, IDs echoed")
            r.expect(left.layer.animationKeys() == nil && right.layer.animationKeys() == nil, "no animations left")
            r.expect(Guide.shownAlpha(left) + Guide.shownAlpha(right), 2, "both visible again")
        }
        return window.layer
    }
}
