import OpenUIKit

extension Gallery {
    /// Neuburg demo 20: a view that draws a rectangle or, reversed, an
    /// ellipse flips from the left (1 s) while it redraws: the flip shows the
    /// old drawing turning away and the new one turning in.
    static let neuburgFlipDrawing = Scene(
        name: "neuburg-flip-drawing", title: "Flipping custom drawing",
        source: Neuburg.source(20, "§12"),
        summary: "reverse.toggle() then transition(with: v, 1 s, .transitionFlipFromLeft) { v.setNeedsDisplay() }: the red rectangle flips into an ellipse, and at 2 s back",
        duration: 3.5, goldenTimes: [1, 1.75]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let v = ShapeFlipView(frame: CGRect(x: 120, y: 70, width: 160, height: 160))
        window.addSubview(v)
        @MainActor func flip() {
            v.reverse.toggle()
            UIView.transition(with: v, duration: 1, options: .transitionFlipFromLeft, animations: { v.setNeedsDisplay() },
                              completion: { log.append("\(v.reverse ? "ellipse" : "rectangle") \($0)") })
        }
        ctx.at(0.5) { flip() }
        ctx.at(2) { flip() }
        ctx.checkpoint(at: 0.5, "a flip from the left on the view's layer") { r in
            let t = v.layer.animation(forKey: "transition") as? CATransition
            r.expect(t?.type == .flip && t?.subtype == .fromLeft && t?.duration == 1, "flip from left, 1 s")
            r.expect(t?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut), "ease-in-ease-out")
        }
        ctx.checkpoint(at: 1.6, "the ellipse, flip over") { r in
            r.expect(log.entries == ["ellipse true"], "completion")
            r.expect(v.layer.animationKeys() == nil && v.reverse, "no transition left, reversed")
        }
        ctx.checkpoint(at: 3.1, "back to the rectangle") { r in
            r.expect(log.entries == ["ellipse true", "rectangle true"], "two completions in order")
        }
        return window.layer
    }
}
