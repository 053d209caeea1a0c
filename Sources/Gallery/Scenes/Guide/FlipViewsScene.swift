import OpenUIKit

extension Gallery {
    /// Guide listing 4-8: a controller's root shows one of two views;
    /// toggling replaces one with the other by a 1 s flip (from the right
    /// towards the secondary view, from the left back), and the completion
    /// records which is shown.
    static let guideFlipViews = Scene(
        name: "guide-flip-views", title: "Flip between two views",
        source: Guide.source("4-8"),
        summary: "transition(from: primary, to: secondary, 1 s, .transitionFlipFromRight) removes the bar chart and inserts the dial; 1.5 s later .transitionFlipFromLeft brings the chart back",
        duration: 3.5, goldenTimes: [1, 1.75]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let root = UIView(frame: CGRect(x: 100, y: 70, width: 200, height: 160))
        window.addSubview(root)
        let primary = Guide.panel(root.bounds, Palette.blue, in: root)
        for (i, h) in [50.0, 90.0, 70.0, 110.0].enumerated() {
            let bar = UIView(frame: CGRect(x: 30 + 40 * Double(i), y: 140 - h, width: 24, height: h))
            bar.backgroundColor = .white
            primary.addSubview(bar)
        }
        let secondary = UIView(frame: root.bounds)
        secondary.backgroundColor = UIColor(cgColor: Palette.yellow)
        let dial = UIView(frame: CGRect(x: 60, y: 40, width: 80, height: 80))
        dial.backgroundColor = UIColor(cgColor: Palette.ink)
        dial.layer.cornerRadius = 40
        secondary.addSubview(dial)
        var displayingPrimary = true
        @MainActor func toggleMainViews() {
            UIView.transition(from: displayingPrimary ? primary : secondary, to: displayingPrimary ? secondary : primary,
                              duration: 1,
                              options: displayingPrimary ? .transitionFlipFromRight : .transitionFlipFromLeft) { finished in
                if finished { displayingPrimary.toggle() }
                log.append("\(displayingPrimary ? "primary" : "secondary") \(finished)")
            }
        }
        ctx.at(0.5) { toggleMainViews() }
        ctx.at(2.0) { toggleMainViews() }
        ctx.checkpoint(at: 0.5, "the root's subview is replaced at once; the root's layer flips") { r in
            r.expect(primary.superview == nil && secondary.superview === root, "primary removed, secondary inserted")
            let flip = root.layer.animation(forKey: "transition") as? CATransition
            r.expect(flip?.type == .flip && flip?.subtype == .fromRight, "flip from the right")
            r.expect(flip?.duration == 1, "1 s")
            r.expect(primary.layer.animationKeys() == nil && secondary.layer.animationKeys() == nil, "nothing on the two views")
        }
        ctx.checkpoint(at: 1.6, "first flip finished") { r in
            r.expect(log.entries == ["secondary true"], "completion: finished, now showing the secondary view")
            r.expect(!displayingPrimary && root.layer.animationKeys() == nil, "state and no transition")
        }
        ctx.checkpoint(at: 2.0, "flipping back from the left") { r in
            let flip = root.layer.animation(forKey: "transition") as? CATransition
            r.expect(flip?.type == .flip && flip?.subtype == .fromLeft, "flip from the left")
            r.expect(root.subviews.count == 1 && root.subviews.first === primary, "the primary view is back in place")
        }
        ctx.checkpoint(at: 3.1, "back to the primary view") { r in
            r.expect(log.entries == ["secondary true", "primary true"], "two completions in order")
            r.expect(displayingPrimary && secondary.superview == nil, "state")
        }
        return window.layer
    }
}
