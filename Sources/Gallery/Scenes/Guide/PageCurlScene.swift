import OpenUIKit

extension Gallery {
    /// Guide listing 4-6: a notes view holds two pages, one shown and one
    /// hidden; "new page" curls the written page up to reveal the empty one
    /// (1 s `.transitionCurlUp`), and the completion saves the old page and
    /// swaps the two references.
    static let guidePageCurl = Scene(
        name: "guide-page-curl", title: "New page: curl up",
        source: Guide.source("4-6"),
        summary: "transition(with: notes, 1 s, .transitionCurlUp) hides the written page and shows the empty one; the completion saves and swaps the pages; the user writes, and a second new page curls again",
        duration: 3.5, goldenTimes: [1, 1.75]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let (notes, written, blank) = Guide.notes(in: window)
        var current = written, swap = blank
        var saved = 0
        @MainActor func displayNewPage() {
            UIView.transition(with: notes, duration: 1, options: .transitionCurlUp, animations: {
                current.isHidden = true
                swap.isHidden = false
            }, completion: { finished in
                saved += 1
                log.append("saved page \(saved) \(finished)")
                current.empty = true            // its text is saved; it is reused blank
                (current, swap) = (swap, current)
            })
        }
        ctx.at(0.5) { displayNewPage() }
        ctx.at(1.8) { current.empty = false }  // the user writes on the new page
        ctx.at(2.0) { displayNewPage() }
        ctx.checkpoint(at: 0.5, "the transition runs on the notes view") { r in
            r.expect(notes.layer.animationKeys() == ["transition"], "one transition on the container")
            r.expect((notes.layer.animation(forKey: "transition") as? CATransition)?.type == .pageCurl, "page curl")
            r.expect(notes.layer.animation(forKey: "transition")?.duration == 1, "1 s")
            r.expect(current.isHidden && !swap.isHidden, "the hidden flags changed at once")
            r.expect(log.entries.isEmpty, "no completion yet")
        }
        ctx.checkpoint(at: 1.6, "first curl done: pages swapped") { r in
            r.expect(notes.layer.animationKeys() == nil, "transition over")
            r.expect(log.entries == ["saved page 1 true"], "completion, finished")
            r.expect(!current.isHidden && current.empty && swap.isHidden, "the shown page is the empty one")
        }
        ctx.checkpoint(at: 2.5, "second curl under way") { r in
            r.expect(notes.layer.animationKeys() == ["transition"], "transition again")
            r.expect(current.isHidden && !swap.isHidden && current.empty == false, "written page hidden, blank one shown")
        }
        ctx.checkpoint(at: 3.1, "second curl done") { r in
            r.expect(log.entries == ["saved page 1 true", "saved page 2 true"], "two completions in order")
            r.expect(notes.subviews.filter { !$0.isHidden }.count == 1, "one page shown")
        }
        return window.layer
    }
}
