import OpenUIKit

extension Gallery {
    /// Neuburg demo 19: an image view flips from the left (0.8 s) from Mars
    /// to Smiley; the image change may sit inside the animations or, as in
    /// the flip back, just before the call.
    static let neuburgFlipImage = Scene(
        name: "neuburg-flip-image", title: "Flipping an image view",
        source: Neuburg.source(19, "§12"),
        summary: "transition(with: iv, 0.8 s, .transitionFlipFromLeft) { iv.image = Smiley }: Mars flips into Smiley; at 2 s the image is set back to Mars before a second flip with no animations",
        duration: 3.5, goldenTimes: [0.9, 1.5]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let mars = NeuburgViews.marsImage(), smiley = NeuburgViews.smileyImage()
        let iv = UIImageView(image: mars)
        iv.center = CGPoint(x: 200, y: 150)
        window.addSubview(iv)
        ctx.at(0.5) {
            UIView.transition(with: iv, duration: 0.8, options: .transitionFlipFromLeft, animations: { iv.image = smiley },
                              completion: { log.append("smiley \($0)") })
        }
        ctx.at(2) {
            iv.image = mars
            UIView.transition(with: iv, duration: 0.8, options: .transitionFlipFromLeft, animations: nil,
                              completion: { log.append("mars \($0)") })
        }
        ctx.checkpoint(at: 0.5, "a flip on the image view's layer; the image changed at once") { r in
            let t = iv.layer.animation(forKey: "transition") as? CATransition
            r.expect(t?.type == .flip && t?.subtype == .fromLeft && t?.duration == 0.8, "flip from left, 0.8 s")
            r.expect(iv.image === smiley, "model image")
        }
        ctx.checkpoint(at: 1.4, "Smiley") { r in
            r.expect(log.entries == ["smiley true"], "completion")
            r.expect(NeuburgViews.shownContents(iv) === smiley.cgImage, "shows Smiley")
        }
        ctx.checkpoint(at: 2, "the change before the call flips too") { r in
            r.expect(iv.layer.animationKeys() == ["transition"], "transition")
        }
        ctx.checkpoint(at: 2.9, "Mars again") { r in
            r.expect(log.entries == ["smiley true", "mars true"], "two completions in order")
            r.expect(NeuburgViews.shownContents(iv) === mars.cgImage, "shows Mars")
        }
        return window.layer
    }
}
