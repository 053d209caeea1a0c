import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 15: a scripted pull draws a dashed circle by strokeEnd;
    /// on release the stroke chases itself and a plane loops the oval.
    static let tutorialsRefresh = Scene(
        name: "tutorials-refresh", title: "Pull-to-refresh stroke and flight",
        source: Tutorials.source(15, "stroke and path animations"),
        summary: "A scripted pull draws a dashed circle (strokeEnd = progress); released, strokeStart chases strokeEnd and a plane flies the oval, rotating",
        size: CGSize(width: 320, height: 200), duration: 6, goldenTimes: [2.0]
    ) { ctx in
        let root = ctx.makeRoot(background: Palette.rgb(0.2, 0.45, 0.7))
        let h: CGFloat = 110, w: CGFloat = 320
        let radius = h / 2 * 0.8
        let oval = CAShapeLayer()
        oval.strokeColor = CGColor.white
        oval.fillColor = nil
        oval.lineWidth = 4
        oval.lineDashPattern = [2, 3]
        // An oval path starts at 3 o'clock and runs clockwise on screen.
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: w / 2, y: 100), radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        oval.path = circle
        oval.strokeEnd = 0
        root.addSublayer(oval)
        let plane = Art.arrowLayer(width: 16, height: 22, color: CGColor.white)
        plane.position = CGPoint(x: w / 2 + radius, y: 100)
        plane.opacity = 0
        root.addSublayer(plane)
        ctx.onInput { input in
            guard case .slider("pull", let progress) = input else { return }
            withoutActions {
                oval.strokeEnd = CGFloat(progress)
                plane.opacity = Float(progress)
            }
        }
        ctx.every(0.05, from: 0.2, through: 1.2) { t in ctx.send(.slider("pull", min(1, (t - 0.2) / 1.0)), at: t) }
        ctx.at(1.5) {
            let start = CABasicAnimation(keyPath: "strokeStart")
            start.fromValue = -0.5
            start.toValue = 1.0
            let end = CABasicAnimation(keyPath: "strokeEnd")
            end.fromValue = 0.0
            end.toValue = 1.0
            let chase = CAAnimationGroup()
            chase.duration = 1.5
            chase.repeatDuration = 4.5
            chase.animations = [start, end]
            oval.add(chase, forKey: nil)
            let fly = CAKeyframeAnimation(keyPath: "position")
            fly.path = circle
            fly.calculationMode = .paced
            let turn = CABasicAnimation(keyPath: "transform.rotation")
            turn.fromValue = 0.0
            turn.toValue = 2 * Double.pi
            let loop = CAAnimationGroup()
            loop.duration = 1.5
            loop.repeatDuration = 4.5
            loop.animations = [fly, turn]
            plane.add(loop, forKey: nil)
        }
        ctx.checkpoint(at: 0.7, "pulled half way") { r in
            r.expect(Double(oval.presentation()!.strokeEnd), 0.5, tolerance: 1e-9, "strokeEnd = progress")
            r.expect(Double(plane.presentation()!.opacity), 0.5, tolerance: 1e-6, "plane opacity = progress")
        }
        for t in [1.875, 3.375 + 0.375] {
            ctx.checkpoint(at: t, "chasing and looping") { r in
                let f = (t - 1.5) / 1.5 - floor((t - 1.5) / 1.5)
                let p = oval.presentation()!
                r.expect(Double(p.strokeStart), -0.5 + 1.5 * f, tolerance: 1e-6, "strokeStart")
                r.expect(Double(p.strokeEnd), f, tolerance: 1e-6, "strokeEnd")
                let a = 2 * Double.pi * f
                let expected = CGPoint(x: Double(w / 2) + Double(radius) * cos(a), y: 100 + Double(radius) * sin(a))
                r.expect(plane.presentation()!.position, expected, tolerance: 0.05, "plane on the circle")
            }
        }
        return root
    }
}
