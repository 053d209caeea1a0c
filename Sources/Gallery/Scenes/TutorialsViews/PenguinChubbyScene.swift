import OpenUIKit

extension Gallery {
    /// Tutorials ch. 27, the book's first try at the slide: the 93 × 75
    /// frames play in the 108 × 96 view, stretched (Pengui turns "chubby"),
    /// and since nothing reloads the walking frames the next walk slides.
    static let tutorialsPenguinChubby = Scene(
        name: "tutorials-penguin-chubby", title: "Pengui's chubby slide (the bug)",
        source: TutorialViews.source(27, "Playing different frame animations (before the fix)"),
        summary: "Slide frames 93 × 75 shown in the 108 × 96 walking view, stretched by scaleToFill; the slide frames stay loaded, so the walk left that follows plays them",
        size: CGSize(width: 480, height: 320), duration: 3, goldenTimes: [0.6]
    ) { ctx in
        let (window, game) = TutorialViews.window(in: ctx) { () -> PenguinController in
            let game = PenguinController()
            game.slideIsFixed = false
            return game
        }
        let penguin = game.penguin, walk = game.walkFrames, slide = game.slideFrames
        // The slide button at 0.3, the left button at 1.8 (each acts at the lift, 0.05 s later).
        ctx.at(0.3) { window.play(TouchScript().tap(at: CGPoint(x: 440, y: 40), time: 0)) }
        ctx.at(1.8) { window.play(TouchScript().tap(at: CGPoint(x: 40, y: 40), time: 0)) }

        @MainActor func showing(_ image: UIImage) -> Bool { (penguin.layer.presentation()!.contents as AnyObject?) === image.cgImage }
        for (t, k) in [(0.25, 0), (0.75, 1)] {
            ctx.checkpoint(at: 0.35 + t, "sliding in place, \(t) s in: frame \(k), stretched") { r in
                r.expect(showing(slide[k]) && penguin.contentMode == .scaleToFill, "slide frame \(k), scale to fill")
                r.expect(penguin.frame == CGRect(x: 150, y: 194, width: 108, height: 96), "the walking frame: 93 × 75 stretched by 108/93 × 96/75")
            }
        }
        ctx.checkpoint(at: 1.5, "the slide is over: the standing image") { r in
            r.expect(showing(walk[0]) && !penguin.isAnimating, "image")
            r.expect(penguin.animationImages?.first === slide[0] && penguin.animationDuration == 1, "but the slide frames stay loaded")
        }
        ctx.checkpoint(at: 2.1, "walking left plays the slide frames") { r in
            r.expect(showing(slide[0]) && penguin.transform == CGAffineTransform(scaleX: -1, y: 1), "slide frame 0, mirrored")
            r.expect(Double(penguin.layer.presentation()!.position.x), 204 - 108 * Expected.easeOut(0.25), tolerance: 1e-5, "moving left")
            r.expect(game.log == ["slide", "left"], "log")
        }
        return window.layer
    }
}
