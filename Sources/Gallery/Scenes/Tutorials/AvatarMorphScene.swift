import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 13: two avatars (masked photos with a circle outline)
    /// bounce together; on contact the circle and its mask morph to an oval
    /// with one animation object added to both layers.
    static let tutorialsAvatarMorph = Scene(
        name: "tutorials-avatar-morph", title: "Multiplayer search avatars",
        source: Tutorials.source(13, "shapes, masks and path morphing"),
        summary: "Two masked avatars spring together and apart; at contact their circle and mask morph to a squashed oval in sync, then to squares",
        size: CGSize(width: 400, height: 300), duration: 6, goldenTimes: [1.5]
    ) { ctx in
        let root = ctx.makeRoot(background: Palette.rgb(0.2, 0.6, 0.75))
        let left = AvatarLayer(color: Palette.orange), right = AvatarLayer(color: Palette.purple)
        left.position = CGPoint(x: 90, y: 150)
        right.position = CGPoint(x: 310, y: 150)
        root.addSublayer(left)
        root.addSublayer(right)
        let bounds = left.bounds
        let oval = CGPath(ellipseIn: CGRect(x: bounds.width * 0.15, y: -bounds.height * 0.05,
                                            width: bounds.width * 0.85, height: bounds.height * 1.1), transform: nil)
        ctx.at(0.5) {
            for (avatar, dx) in [(left, 1.0), (right, -1.0)] {
                let move = CASpringAnimation(keyPath: "position.x")
                move.damping = 8
                move.fromValue = avatar.position.x
                move.toValue = 200 - CGFloat(dx) * bounds.width / 1.9
                move.duration = move.settlingDuration
                avatar.add(move, forKey: "move")
            }
        }
        ctx.at(1.0) {
            let morph = CABasicAnimation(keyPath: "path")
            morph.duration = 1
            morph.toValue = oval
            morph.timingFunction = CAMediaTimingFunction(name: .easeOut)
            left.circle.add(morph, forKey: nil)
            left.maskShape.add(morph, forKey: nil)
        }
        ctx.at(3.5) {
            let square = CGPath(rect: bounds, transform: nil)
            for avatar in [left, right] {
                let morph = CABasicAnimation(keyPath: "path")
                morph.duration = 0.25
                morph.fromValue = avatar.circle.path
                morph.toValue = square
                avatar.circle.add(morph, forKey: nil)
                avatar.maskShape.add(morph, forKey: nil)
                withoutActions {
                    avatar.circle.path = square
                    avatar.maskShape.path = square
                }
            }
        }
        ctx.checkpoint(at: 1.5, "circle and mask morph in perfect sync") { r in
            let a = MorphPaths.points(left.circle.presentation()!.path)
            let b = MorphPaths.points(left.maskShape.presentation()!.path)
            r.expect(!a.isEmpty && a == b, "the two copies of one animation agree")
            r.expect(a != MorphPaths.points(left.circle.path), "the path is mid-morph")
        }
        ctx.checkpoint(at: 2.1, "snapped back to the circle (model never changed)") { r in
            r.expect(MorphPaths.points(left.circle.presentation()!.path) == MorphPaths.points(left.circle.path), "circle")
        }
        ctx.checkpoint(at: 4, "squares") { r in
            let square = MorphPaths.points(CGPath(rect: bounds, transform: nil))
            r.expect(MorphPaths.points(right.maskShape.presentation()!.path) == square, "mask is a square")
        }
        return root
    }
}

/// An avatar: a drawn "photo" masked by a circle, with a white outline.
final class AvatarLayer: CALayer {
    let photo = CALayer(), circle = CAShapeLayer(), maskShape = CAShapeLayer()

    init(color: CGColor) {
        super.init()
        bounds = CGRect(x: 0, y: 0, width: 110, height: 110)
        let path = CGPath(ellipseIn: bounds, transform: nil)
        photo.frame = bounds
        photo.backgroundColor = color
        photo.contents = Art.smiley(size: 110)
        maskShape.path = path
        photo.mask = maskShape
        circle.path = path
        circle.fillColor = nil
        circle.strokeColor = CGColor.white
        circle.lineWidth = 6
        addSublayer(photo)
        addSublayer(circle)
    }

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
}
