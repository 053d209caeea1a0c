import OpenUIKit

extension Gallery {
    /// Guide listing 4-7: the page swap of listing 4-6 written with the
    /// begin/commit methods: `setAnimationTransition(.curlUp, for: notes,
    /// cache: true)` between `beginAnimations` and `commitAnimations`, the
    /// save-and-swap in the did-stop handler.
    static let guidePageCurlLegacy = Scene(
        name: "guide-page-curl-legacy", title: "New page: curl up (begin/commit)",
        source: Guide.source("4-7"),
        summary: "beginAnimations(\"NewPage\"), setAnimationDuration(1), setAnimationTransition(.curlUp, for: notes), hide the written page and show the empty one, commitAnimations(); the did-stop handler saves and swaps the pages",
        duration: 2, goldenTimes: [0.75]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let (notes, written, blank) = Guide.notes(in: window)
        var current = written, swap = blank
        ctx.at(0.25) {
            UIView.beginAnimations("NewPage", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationTransition(.curlUp, for: notes, cache: true)
            UIView.setAnimationDidStop { id, finished, _ in
                log.append("\(id ?? "-") stopped \(finished)")
                current.empty = true
                (current, swap) = (swap, current)
            }
            current.isHidden = true
            swap.isHidden = false
            UIView.commitAnimations()
        }
        ctx.checkpoint(at: 0.25, "the curl is on the notes view with the block's settings") { r in
            let curl = notes.layer.animation(forKey: "transition") as? CATransition
            r.expect(curl?.type == .pageCurl, "a page curl")
            r.expect(curl?.duration == 1, "the block's 1 s")
            r.expect(curl?.timingFunction == CAMediaTimingFunction(name: .linear), "the block's curve")
            r.expect(log.entries.isEmpty, "not stopped yet")
        }
        ctx.checkpoint(at: 1.3, "did-stop ran once, finished, and swapped the pages") { r in
            r.expect(notes.layer.animationKeys() == nil, "transition over")
            r.expect(log.entries == ["NewPage stopped true"], "the did-stop handler with the block's ID")
            r.expect(!current.isHidden && current.empty && swap.isHidden, "the empty page shows")
        }
        return window.layer
    }
}
