import OpenUIKit

extension Gallery {
    /// Neuburg demo 21: a second label with the first one's frame replaces
    /// it by a 0.8 s flip of their superview; the completion makes the new
    /// label the current one, and the next swap flips back.
    static let neuburgLabelSwap = Scene(
        name: "neuburg-label-swap", title: "Swapping labels with a flip",
        source: Neuburg.source(21, "§12"),
        summary: "transition(from: lab, to: lab2, 0.8 s, .transitionFlipFromLeft) flips the card holding \"Hello\" to show \"Howdy\" in its place; the completion swaps the references; at 2 s it flips back",
        duration: 3.5, goldenTimes: [1.5]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let card = UIView(frame: CGRect(x: 100, y: 90, width: 200, height: 120))
        card.backgroundColor = .white
        window.addSubview(card)
        @MainActor func label(_ text: String) -> UILabel {
            let l = UILabel()
            l.text = text
            l.font = UIFont.boldSystemFont(ofSize: 36)
            l.textColor = UIColor(cgColor: Palette.ink)
            l.sizeToFit()
            return l
        }
        var lab = label("Hello")
        lab.center = CGPoint(x: 100, y: 60)
        card.addSubview(lab)
        @MainActor func swap() {
            let lab2 = label(lab.text == "Hello" ? "Howdy" : "Hello")
            lab2.frame = lab.frame
            lab2.sizeToFit()
            UIView.transition(from: lab, to: lab2, duration: 0.8, options: .transitionFlipFromLeft) { finished in
                lab = lab2
                log.append("\(lab2.text ?? "") \(finished)")
            }
        }
        var first: UILabel?
        ctx.at(0.5) {
            first = lab
            swap()
        }
        ctx.at(2) { swap() }
        ctx.checkpoint(at: 0.5, "the card flips; the labels swapped at once") { r in
            r.expect(card.layer.animationKeys() == ["transition"], "transition on the superview")
            r.expect(first?.superview == nil && card.subviews.count == 1, "first label removed, one label in the card")
            r.expect((card.subviews.first as? UILabel)?.text == "Howdy", "Howdy inserted")
        }
        ctx.checkpoint(at: 1.4, "Howdy is the label now") { r in
            r.expect(log.entries == ["Howdy true"] && lab.text == "Howdy", "completion swapped the reference")
            r.expect(lab.frame.origin == first?.frame.origin, "in the first label's place")
        }
        ctx.checkpoint(at: 2.9, "flipped back") { r in
            r.expect(log.entries == ["Howdy true", "Hello true"] && lab.text == "Hello", "two completions in order")
        }
        return window.layer
    }
}
