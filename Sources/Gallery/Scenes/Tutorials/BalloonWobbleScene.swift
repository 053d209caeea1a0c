import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 12: the heading wobbles on keyframes; a balloon flies a
    /// three-point keyframe path over 12 s.
    static let tutorialsBalloon = Scene(
        name: "tutorials-balloon", title: "Heading wobble and balloon flight",
        source: Tutorials.source(12, "keyframe animations"),
        summary: "The heading wobbles ±π/4 four times in 1 s; a balloon crosses the sky on straight keyframe segments over 12 s",
        size: CGSize(width: 360, height: 400), duration: 12.5, goldenTimes: [3]
    ) { ctx in
        let w: CGFloat = 360
        let root = ctx.makeRoot(background: Tutorials.sky)
        let heading = Tutorials.bar(width: 200, height: 44, at: CGPoint(x: w / 2, y: 80), color: Palette.yellow)
        root.addSublayer(heading)
        let balloon = CAShapeLayer()
        balloon.bounds = CGRect(x: 0, y: 0, width: 50, height: 65)
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 2, y: 0, width: 46, height: 50))
        p.move(to: CGPoint(x: 25, y: 50))
        p.addLine(to: CGPoint(x: 25, y: 65))
        balloon.path = p
        balloon.fillColor = Palette.red
        balloon.strokeColor = Palette.ink
        balloon.position = CGPoint(x: -50, y: 0)
        root.addSublayer(balloon)
        let points = [CGPoint(x: -50, y: 0), CGPoint(x: w + 50, y: 160), CGPoint(x: -50, y: 330)]
        ctx.at(0.5) {
            let wobble = CAKeyframeAnimation(keyPath: "transform.rotation")
            wobble.duration = 0.25
            wobble.repeatCount = 4
            wobble.values = [0.0, -Double.pi / 4, 0.0, Double.pi / 4, 0.0]
            wobble.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            heading.add(wobble, forKey: nil)
            let fly = CAKeyframeAnimation(keyPath: "position")
            fly.duration = 12
            fly.values = points
            fly.keyTimes = [0, 0.5, 1]
            balloon.add(fly, forKey: nil)
            withoutActions { balloon.position = points[2] }
        }
        for (t, angle) in [(0.5625, -Double.pi / 4), (0.59375, -Double.pi / 8), (0.75, 0.0), (0.9375, Double.pi / 4)] {
            ctx.checkpoint(at: t, "wobbling") { r in r.expect(Expected.rotationZ(heading), angle, "heading angle") }
        }
        for t in [2.0, 6.5, 9.5] {
            ctx.checkpoint(at: t, "balloon on its segments") { r in
                let f = (t - 0.5) / 12
                let p = Expected.alongKeyframes(points, f)
                r.expect(balloon.presentation()!.position, p, tolerance: 1e-6, "position")
            }
        }
        return root
    }
}
