import OpenQuartzCore

extension Gallery {
    /// Neuburg 33: a push transition from the bottom inside a masking superlayer.
    static let layerPush = Scene(
        name: "layer-push", title: "Layer push transition",
        source: Neuburg.source(33, "§24"),
        summary: "Inside a clipping frame, Smiley pushes Mars out downwards (.push, .fromBottom, 2 s), then back",
        duration: 5.5, goldenTimes: [1.5]
    ) { ctx in
        let root = ctx.makeRoot()
        let frame = CALayer()
        frame.bounds = CGRect(x: 0, y: 0, width: 140, height: 140)
        frame.position = CGPoint(x: 200, y: 150)
        frame.masksToBounds = true
        frame.borderColor = Palette.ink
        frame.borderWidth = 3
        let mars = Art.mars(size: 140), smiley = Art.smiley(size: 140)
        let picture = CALayer()
        picture.frame = frame.bounds
        picture.contents = mars
        frame.addSublayer(picture)
        root.addSublayer(frame)
        @MainActor func push(to image: CGImage?) {
            // Same transaction as the transition: the old contents is what exits.
            CATransaction.setDisableActions(true)
            picture.contents = image
            let t = CATransition()
            t.type = .push
            t.subtype = .fromBottom
            t.duration = 2
            picture.add(t, forKey: nil)
        }
        ctx.at(0.5) { push(to: smiley) }
        ctx.at(3.0) { push(to: mars) }
        ctx.checkpoint(at: 1.5, "pushing") { r in
            let t = picture.animation(forKey: "transition") as? CATransition
            r.expect(t?.type == .push && t?.subtype == .fromBottom && t?.duration == 2, "a 2 s push from the bottom under \"transition\"")
            r.expect((picture.presentation()!.contents as AnyObject?) === smiley, "the new contents underneath")
        }
        ctx.checkpoint(at: 2.6, "done") { r in
            r.expect(picture.animationKeys() == nil, "the transition has ended")
        }
        return root
    }
}
