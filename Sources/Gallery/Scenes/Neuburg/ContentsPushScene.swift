import OpenQuartzCore

extension Gallery {
    /// Neuburg 37: a layer class whose default action for "contents" is a push.
    static let contentsPush = Scene(
        name: "contents-push", title: "Default push for contents",
        source: Neuburg.source(37, "§26"),
        summary: "A layer class's defaultAction(forKey:) makes every contents change push in from the left",
        duration: 2.5, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let mars = Art.mars(size: 120), smiley = Art.smiley(size: 120)
        let frame = CALayer()
        frame.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        frame.position = CGPoint(x: 200, y: 150)
        frame.masksToBounds = true
        let picture = PushContentsLayer()
        picture.frame = frame.bounds
        picture.contents = mars
        frame.addSublayer(picture)
        root.addSublayer(frame)
        ctx.at(0.5) { picture.contents = smiley }
        ctx.at(1.5) { picture.contents = mars }
        ctx.checkpoint(at: 0.6, "pushing from the left") { r in
            let t = picture.animation(forKey: "transition") as? CATransition
            r.expect(t?.type == .push && t?.subtype == .fromLeft, "a push from the left")
            r.expect(t?.duration == 0.25, "the transaction's 0.25 s")
            r.expect(picture.animationKeys() == ["transition"], "stored under \"transition\"")
        }
        ctx.checkpoint(at: 0.8, "done") { r in
            r.expect(picture.animationKeys() == nil, "ended")
            r.expect((picture.presentation()!.contents as AnyObject?) === smiley, "shows Smiley")
        }
        return root
    }
}

/// Contents changes push in from the left (the class's default action).
final class PushContentsLayer: CALayer {
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        if event == "contents" {
            let t = CATransition()
            t.type = .push
            t.subtype = .fromLeft
            return t
        }
        return super.defaultAction(forKey: event)
    }
}
