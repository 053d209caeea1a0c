import OpenUIKit

extension Gallery {
    /// Neuburg demo 1: an image view runs five frames — Mars, nothing, Mars,
    /// nothing, Mars — once in 2 s: Mars blinks three times, then the view
    /// shows its own (empty) image.
    static let neuburgMarsFlash = Scene(
        name: "neuburg-mars-flash", title: "Mars blinks three times",
        source: Neuburg.source(1, "§2"),
        summary: "UIImageView(image: empty) with animationImages [Mars, empty, Mars, empty, Mars], animationDuration 2, animationRepeatCount 1: three flashes of 0.4 s, then blank",
        duration: 3, goldenTimes: [0.7, 1.1]
    ) { ctx in
        let window = ctx.makeWindow()
        let mars = NeuburgViews.marsImage(), empty = NeuburgViews.emptyImage(100)
        let iv = UIImageView(image: empty)
        iv.frame.origin = CGPoint(x: 150, y: 100)
        window.addSubview(iv)
        ctx.at(0.5) {
            iv.animationImages = [mars, empty, mars, empty, mars]
            iv.animationDuration = 2
            iv.animationRepeatCount = 1
            iv.startAnimating()
        }
        ctx.checkpoint(at: 0.5, "one discrete contents animation, once through in 2 s") { r in
            let a = iv.layer.animation(forKey: UIImageView.frameAnimationKey) as? CAKeyframeAnimation
            r.expect(iv.isAnimating, "animating")
            r.expect(a?.keyPath == "contents" && a?.calculationMode == .discrete, "discrete contents keyframes")
            r.expect(a?.duration == 2 && a?.repeatCount == 1 && a?.values?.count == 5, "2 s, once, five frames")
            r.expect(iv.frame.size == CGSize(width: 100, height: 100), "sized to its image")
        }
        // Each frame holds 0.4 s from 0.5 s: Mars in frames 0, 2 and 4.
        for (t, showsMars) in [(0.7, true), (1.1, false), (1.5, true), (1.9, false), (2.3, true)] {
            ctx.checkpoint(at: t, "frame \(Int((t - 0.5) / 0.4))") { r in
                let shown = NeuburgViews.shownContents(iv)
                r.expect(shown === (showsMars ? mars.cgImage : empty.cgImage), showsMars ? "Mars" : "nothing")
            }
        }
        ctx.checkpoint(at: 2.6, "over: back to the view's image") { r in
            r.expect(!iv.isAnimating && iv.layer.animationKeys() == nil, "stopped, animation gone")
            r.expect(NeuburgViews.shownContents(iv) === empty.cgImage, "the empty image")
        }
        return window.layer
    }
}
