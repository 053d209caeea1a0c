import OpenUIKit

extension Gallery {
    /// Tutorials ch. 27: Pengui walks by frame animation while he moves,
    /// turns by a mirror transform, and slides on shorter frames in a view
    /// resized first and restored 0.02 s before the frames end.
    static let tutorialsPenguin = Scene(
        name: "tutorials-penguin", title: "Pengui walks and slides",
        source: TutorialViews.source(27, "Frame Animations with UIImageView"),
        summary: "A UIImageView plays 4 walking frames (1/3 s a pass, 3 passes) while it moves 108 pt ease-out in 1 s; swipes and HUD buttons turn it (scale −1, 1); the slide swaps in 93 × 75 frames for 1 s and moves 93 pt in 0.98 s",
        size: CGSize(width: 480, height: 320), duration: 6.5, goldenTimes: [0.675, 2.4, 3.8]
    ) { ctx in
        let (window, game) = TutorialViews.window(in: ctx) { PenguinController() }
        let penguin = game.penguin, walk = game.walkFrames, slide = game.slideFrames

        // Right button at 0.5, a swipe left on the sky at 2.0, the slide
        // button at 3.5, a swipe right at 5.0 (buttons act at the lift, 0.05 s
        // later; a swipe once it has gone 50 points, 0.1 s in).
        ctx.at(0.5) { window.play(TouchScript().tap(at: CGPoint(x: 100, y: 40), time: 0)) }
        ctx.at(2.0) { window.play(TouchScript().drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 200, y: 150), time: 0, duration: 0.2, steps: 4)) }
        ctx.at(3.5) { window.play(TouchScript().tap(at: CGPoint(x: 440, y: 40), time: 0)) }
        ctx.at(5.0) { window.play(TouchScript().drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), time: 0, duration: 0.2, steps: 4)) }

        @MainActor func showing(_ image: UIImage) -> Bool { (penguin.layer.presentation()!.contents as AnyObject?) === image.cgImage }
        @MainActor func centre() -> CGPoint { penguin.layer.presentation()!.position }
        @MainActor func facing(_ xScale: CGFloat) -> Bool {
            penguin.transform == CGAffineTransform(scaleX: xScale, y: 1) && game.slideButton.transform == penguin.transform
        }

        ctx.checkpoint(at: 0.3, "standing, frames loaded but not started") { r in
            r.expect(showing(walk[0]) && !penguin.isAnimating, "shows its image")
            r.expect(penguin.frame == CGRect(x: 150, y: 194, width: 108, height: 96) && facing(1), "at (150, 194), 108 × 96, facing right")
            r.expect(penguin.animationImages?.count == 4 && penguin.animationRepeatCount == 3, "4 walking frames, 3 passes")
            r.expect(penguin.animationDuration, 1.0 / 3, "a third of a second a pass")
        }
        // Walking right from 0.55: frame ⌊12·t⌋ mod 4 (1/12 s each); x on the ease-out curve.
        for (t, k) in [(0.125, 1), (0.55, 2)] {
            ctx.checkpoint(at: 0.55 + t, "walking right, \(t) s in") { r in
                r.expect(showing(walk[k]) && penguin.isAnimating, "frame \(k)")
                r.expect(centre(), CGPoint(x: 204 + 108 * Expected.easeOut(t / 1), y: 242), tolerance: 1e-5, "centre")
            }
        }
        ctx.checkpoint(at: 1.6, "three passes done: the image again") { r in
            r.expect(showing(walk[0]) && !penguin.isAnimating, "standing image")
            r.expect(centre(), CGPoint(x: 312, y: 242), "moved one frame width")
        }
        ctx.checkpoint(at: 2.4, "the swipe (recognised at 2.1) turned him: walking left") { r in
            r.expect(facing(-1), "mirrored, and the slide button too")
            r.expect(showing(walk[3]), "frame ⌊12 · 0.3⌋ = 3")
            r.expect(centre(), CGPoint(x: 312 - 108 * Expected.easeOut(0.3), y: 242), tolerance: 1e-5, "centre")
        }
        // The slide from 3.55: view set to 93 × 75 at once, standing on the same ice.
        for (t, k) in [(0.25, 0), (0.75, 1), (0.97, 1)] {
            ctx.checkpoint(at: 3.55 + t, "sliding left, \(t) s in") { r in
                r.expect(showing(slide[k]), "slide frame \(k)")
                r.expect(penguin.bounds.size, CGSize(width: 93, height: 75), "resized for the slide frames")
                r.expect(centre(), CGPoint(x: 196.5 - 93 * Expected.easeOut(t / 0.98), y: 252.5), tolerance: 1e-5, "centre")
            }
        }
        ctx.checkpoint(at: 4.54, "the move ended at 4.53, before the frames (4.55): walking size and frames back") { r in
            r.expect(penguin.frame == CGRect(x: 57, y: 194, width: 108, height: 96), "frame restored: \(penguin.frame)")
            r.expect(!penguin.isAnimating && showing(walk[0]), "loading the walk frames stopped the slide: the standing image")
            r.expect(penguin.animationImages?.first === walk[0] && penguin.animationRepeatCount == 3, "walk frames loaded")
            r.expect(game.log == ["right", "left", "slide", "slide done"], "order: \(game.log)")
        }
        ctx.checkpoint(at: 5.3, "swiped right at 5.1: facing right, walking") { r in
            r.expect(facing(1) && showing(walk[2]), "unmirrored, frame ⌊12 · 0.2⌋ = 2")
            r.expect(centre(), CGPoint(x: 111 + 108 * Expected.easeOut(0.2), y: 242), tolerance: 1e-5, "centre")
        }
        ctx.checkpoint(at: 6.2, "home") { r in
            r.expect(centre(), CGPoint(x: 219, y: 242), "centre")
            r.expect(game.log == ["right", "left", "slide", "slide done", "right"], "every action once")
        }
        return window.layer
    }
}
