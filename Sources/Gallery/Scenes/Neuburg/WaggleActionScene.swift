import OpenQuartzCore

extension Gallery {
    /// Neuburg 36: a custom CAAction that moves a layer along a wobbly cubic path.
    static let waggleAction = Scene(
        name: "waggle-action", title: "Waggle action",
        source: Neuburg.source(36, "§26"),
        summary: "Two squares move right on a wobbly cubic path built by a custom CAAction (actions dictionary and delegate), in the transaction's 1.5 s",
        duration: 2.5, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let viaDict = Neuburg.square(40, at: CGPoint(x: 60, y: 100), color: Palette.pink)
        let viaDelegate = Neuburg.square(40, at: CGPoint(x: 60, y: 200), color: Palette.purple)
        viaDict.actions = ["position": WagglePositionAction()]
        let delegate = WaggleDelegate()
        ctx.keepAlive(delegate)
        viaDelegate.delegate = delegate
        root.addSublayer(viaDict)
        root.addSublayer(viaDelegate)
        ctx.at(0.5) {
            CATransaction.setAnimationDuration(1.5)
            viaDict.position.x = 300
            viaDelegate.position.x = 300
        }
        // d = 240, r = 80, θ = 0, wag = 10°: p1 = old + 80(cos 10°, sin 10°), p2 = old + 160(cos 10°, −sin 10°).
        let wag = 10 * Double.pi / 180
        for (k, offset) in [(1, CGPoint(x: 80 * cos(wag), y: 80 * sin(wag))), (2, CGPoint(x: 160 * cos(wag), y: -160 * sin(wag)))] {
            ctx.checkpoint(at: 0.5 + 0.5 * Double(k), "keyframe \(k)") { r in
                r.expect(viaDict.presentation()!.position, CGPoint(x: 60 + offset.x, y: 100 + offset.y), tolerance: 1e-6, "dictionary square")
                r.expect(viaDelegate.presentation()!.position, CGPoint(x: 60 + offset.x, y: 200 + offset.y), tolerance: 1e-6, "delegate square")
            }
        }
        ctx.checkpoint(at: 2.1, "arrived") { r in
            r.expect(viaDict.presentation()!.position, CGPoint(x: 300, y: 100), "dictionary square")
        }
        return root
    }
}

/// Moves a layer to its new position through two wobble points, with a
/// cubic keyframe animation and no duration (the transaction's applies).
@MainActor final class WagglePositionAction: CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let lay = anObject as? CALayer,
              let new = lay.value(forKey: event) as? CGPoint,
              let old = lay.presentation()?.value(forKey: event) as? CGPoint else { return }
        let d = hypot(new.x - old.x, new.y - old.y), r = d / 3
        let theta = atan2(new.y - old.y, new.x - old.x), wag = 10 * CGFloat.pi / 180
        let p1 = CGPoint(x: old.x + r * cos(theta + wag), y: old.y + r * sin(theta + wag))
        let p2 = CGPoint(x: old.x + 2 * r * cos(theta - wag), y: old.y + 2 * r * sin(theta - wag))
        let anim = CAKeyframeAnimation(keyPath: event)
        anim.values = [old, p1, p2, new]
        anim.calculationMode = .cubic
        lay.add(anim, forKey: event)
    }
}

/// A layer delegate whose position action is the waggle.
final class WaggleDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        event == "position" ? WagglePositionAction() : nil
    }
}
