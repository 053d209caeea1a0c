import OpenQuartzCore

extension Gallery {
    /// The showcase: springs, a keyframe ride along a path drawn by a shape
    /// layer's stroke, gradients, a replicator spinner and an emitter
    /// fountain, together at 1280 × 720 for 5 s. `quartz` with no arguments
    /// renders it.
    public static let showcase = Scene(
        name: "showcase", title: "Showcase",
        source: "OpenQuartzCore (original)",
        summary: "Springs, a keyframe ride drawing its own trail, gradients, a replicator and an emitter together",
        size: CGSize(width: 1280, height: 720), duration: 5, goldenTimes: [1, 2.5, 4.5]
    ) { ctx in
        let root = ctx.makeRoot(background: Palette.night)
        Showcase.addBackground(to: root, ctx: ctx)
        Showcase.addTrail(to: root, ctx: ctx)
        Showcase.addSprings(to: root, ctx: ctx)
        Showcase.addSpinner(to: root, ctx: ctx)
        Showcase.addSun(to: root, ctx: ctx)
        Showcase.addFountain(to: root, ctx: ctx)
        Showcase.addTitle(to: root, ctx: ctx)
        return root
    }
}

/// The showcase's parts, one function each.
@MainActor enum Showcase {
    /// The zig-zag the rider follows and the trail strokes.
    static let trail: [CGPoint] = [
        CGPoint(x: 120, y: 600), CGPoint(x: 330, y: 390), CGPoint(x: 540, y: 580),
        CGPoint(x: 750, y: 370), CGPoint(x: 960, y: 560), CGPoint(x: 1170, y: 350),
    ]
    static let rideStart = 0.5, rideDuration = 4.0

    /// A full-screen axial gradient whose colours drift over the 5 s.
    static func addBackground(to root: CALayer, ctx: SceneContext) {
        let sky = CAGradientLayer()
        sky.frame = root.bounds
        let from = [Palette.night, Palette.rgb(0.22, 0.10, 0.35)]
        let to = [Palette.rgb(0.05, 0.18, 0.30), Palette.rgb(0.40, 0.12, 0.28)]
        sky.colors = from
        sky.startPoint = CGPoint(x: 0.5, y: 0)
        sky.endPoint = CGPoint(x: 0.5, y: 1)
        root.addSublayer(sky)
        ctx.at(0) {
            let drift = CABasicAnimation(keyPath: "colors")
            drift.fromValue = from
            drift.toValue = to
            drift.duration = 5
            sky.colors = to
            sky.add(drift, forKey: "colors")
        }
    }

    /// A shape layer whose stroke grows along the zig-zag while a rider
    /// follows the stroke's tip (keyframes along the same path, paced).
    static func addTrail(to root: CALayer, ctx: SceneContext) {
        let path = CGMutablePath()
        path.addLines(between: trail)
        let line = CAShapeLayer()
        line.frame = root.bounds
        line.path = path
        line.fillColor = nil
        line.strokeColor = Palette.yellow
        line.lineWidth = 6
        line.lineCap = .round
        line.lineJoin = .round
        line.strokeEnd = 0
        root.addSublayer(line)

        let rider = Art.arrowLayer(width: 36, height: 44, color: Palette.orange)
        rider.position = trail[0]
        rider.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)   // the arrow points along +x
        let carrier = CALayer()                                        // carries the path rotation
        carrier.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        carrier.position = trail[0]
        rider.position = CGPoint(x: 22, y: 22)
        carrier.addSublayer(rider)
        root.addSublayer(carrier)

        ctx.at(rideStart) {
            withoutActions {
                line.strokeEnd = 1
                carrier.position = trail[trail.count - 1]
            }
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = rideDuration
            draw.timingFunction = CAMediaTimingFunction(name: .linear)
            line.add(draw, forKey: "draw")
            let ride = CAKeyframeAnimation(keyPath: "position")
            ride.path = path
            ride.calculationMode = .paced
            ride.rotationMode = .rotateAuto
            ride.duration = rideDuration
            carrier.add(ride, forKey: "ride")
        }
        for t in [1.0, 2.5, 4.0] {
            ctx.checkpoint(at: t, "rider on the trail") { r in
                let f = (t - rideStart) / rideDuration
                let p = carrier.presentation()!
                r.expect(p.position, Expected.alongPolyline(trail, f), tolerance: 1e-6, "rider position")
                r.expect(Double(line.presentation()!.strokeEnd), f, tolerance: 1e-9, "strokeEnd")
            }
        }
        ctx.checkpoint(at: 1.0, "rider faces along the first segment") { r in
            let a = atan2(Double(trail[1].y - trail[0].y), Double(trail[1].x - trail[0].x))
            r.expect(Expected.rotationZ(carrier), a, tolerance: 1e-6, "rider heading")
        }
    }

    /// Spring constants of the dropping balls.
    static let springMass = 1.0, springStiffness = 120.0, springDamping = 7.0
    static let ballTop: CGFloat = 60, ballBottom: CGFloat = 230

    /// Five balls that drop in turn with a CASpringAnimation and bounce to rest.
    static func addSprings(to root: CALayer, ctx: SceneContext) {
        let colours = [Palette.red, Palette.orange, Palette.yellow, Palette.green, Palette.teal]
        var balls: [CALayer] = []
        for (i, colour) in colours.enumerated() {
            let ball = CALayer()
            ball.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
            ball.cornerRadius = 28
            ball.backgroundColor = colour
            ball.borderColor = CGColor.white
            ball.borderWidth = 3
            ball.position = CGPoint(x: 110 + CGFloat(i) * 80, y: ballTop)
            root.addSublayer(ball)
            balls.append(ball)
            ctx.at(0.3 + Double(i) * 0.3) {
                withoutActions { ball.position.y = ballBottom }
                let drop = CASpringAnimation(keyPath: "position.y")
                drop.fromValue = ballTop
                drop.toValue = ballBottom
                drop.mass = springMass
                drop.stiffness = springStiffness
                drop.damping = springDamping
                drop.duration = drop.settlingDuration
                ball.add(drop, forKey: "drop")
            }
        }
        for t in [0.5, 1.0, 1.7] {
            ctx.checkpoint(at: t, "first ball on its spring") { r in
                let x = Expected.spring(t - 0.3, mass: springMass, stiffness: springStiffness, damping: springDamping)
                let y = Double(ballTop) + Double(ballBottom - ballTop) * x
                r.expect(Double(balls[0].presentation()!.position.y), y, tolerance: 1e-6, "ball 0 y")
            }
        }
        ctx.checkpoint(at: 0.5, "later balls still waiting") { r in
            r.expect(Double(balls[4].presentation()!.position.y), Double(ballTop), "ball 4 y (still at the top)")
        }
    }

    /// A replicator spinner: twelve bars around a circle, each fading a
    /// twelfth of a second after the previous one.
    static func addSpinner(to root: CALayer, ctx: SceneContext) {
        let spinner = CAReplicatorLayer()
        spinner.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        spinner.position = CGPoint(x: 1110, y: 150)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        spinner.instanceGreenOffset = -0.06
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 12, height: 44)
        bar.cornerRadius = 6
        bar.position = CGPoint(x: 80, y: 26)
        bar.backgroundColor = CGColor.white
        spinner.addSublayer(bar)
        root.addSublayer(spinner)
        ctx.at(0) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.15
            fade.duration = 1
            fade.repeatCount = .greatestFiniteMagnitude
            bar.add(fade, forKey: "fade")
        }
        for t in [0.25, 1.6, 3.9] {
            ctx.checkpoint(at: t, "spinner bar fades every second") { r in
                let f = t - floor(t)
                r.expect(Double(bar.presentation()!.opacity), 1 - 0.85 * f, tolerance: 1e-6, "bar opacity")
            }
        }
    }

    /// A conic-gradient sun that turns once in 5 s and pulses on a spring.
    static func addSun(to root: CALayer, ctx: SceneContext) {
        let sun = CAGradientLayer()
        sun.type = .conic
        sun.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
        sun.cornerRadius = 75
        sun.masksToBounds = true
        sun.position = CGPoint(x: 840, y: 150)
        sun.colors = [Palette.yellow, Palette.orange, Palette.red, Palette.pink, Palette.yellow]
        sun.startPoint = CGPoint(x: 0.5, y: 0.5)
        sun.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(sun)
        ctx.at(0) {
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0
            turn.toValue = 2 * Double.pi
            turn.duration = 5
            turn.timingFunction = CAMediaTimingFunction(name: .linear)
            sun.add(turn, forKey: "turn")
        }
        for t in [1.25, 2.0] {
            ctx.checkpoint(at: t, "sun turns linearly") { r in
                let a = 2 * Double.pi * t / 5
                r.expect(Expected.rotationZ(sun), atan2(sin(a), cos(a)), tolerance: 1e-9, "sun angle")
            }
        }
    }

    /// The title, rising into place on a spring while it fades in.
    static func addTitle(to root: CALayer, ctx: SceneContext) {
        let title = CATextLayer()
        title.string = "OpenQuartzCore"
        title.fontSize = 44
        title.foregroundColor = CGColor.white
        title.alignmentMode = .center
        title.bounds = CGRect(x: 0, y: 0, width: 600, height: 60)
        title.position = CGPoint(x: 640, y: 330)
        title.opacity = 0
        root.addSublayer(title)
        ctx.at(0.2) {
            withoutActions {
                title.opacity = 1
                title.position.y = 300
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.6
            title.add(fade, forKey: "fade")
            let rise = CASpringAnimation(keyPath: "position.y")
            rise.fromValue = 330
            rise.toValue = 300
            rise.damping = 9
            rise.duration = rise.settlingDuration
            title.add(rise, forKey: "rise")
        }
        ctx.checkpoint(at: 0.5, "title fading in and rising") { r in
            r.expect(Double(title.presentation()!.opacity), 0.5, tolerance: 1e-6, "opacity half way through 0.6 s")
            let x = Expected.spring(0.3, mass: 1, stiffness: 100, damping: 9)
            r.expect(Double(title.presentation()!.position.y), 330 - 30 * x, tolerance: 1e-6, "y on the spring")
        }
    }

    /// A fountain of glowing sparks from the bottom centre.
    static let sparkRate: Float = 80, sparkLifetime: Float = 1.5

    static func addFountain(to root: CALayer, ctx: SceneContext) {
        let fountain = CAEmitterLayer()
        fountain.frame = root.bounds
        fountain.emitterPosition = CGPoint(x: 640, y: 700)
        fountain.emitterShape = .point
        fountain.seed = 7
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.contents = Art.glow(diameter: 18)
        spark.birthRate = sparkRate
        spark.lifetime = sparkLifetime
        spark.velocity = 420
        spark.velocityRange = 80
        spark.emissionLongitude = -.pi / 2
        spark.emissionRange = .pi / 7
        spark.yAcceleration = 300
        spark.scale = 0.8
        spark.scaleSpeed = -0.4
        spark.color = Palette.rgb(1, 0.85, 0.5)
        spark.greenSpeed = -0.3
        spark.blueSpeed = -0.4
        spark.alphaSpeed = -0.5
        fountain.renderMode = .additive
        fountain.emitterCells = [spark]
        root.addSublayer(fountain)
        ctx.checkpoint(at: 3, "fountain at its steady count") { r in
            let n = fountain.particles().count
            let expected = Int(sparkRate * sparkLifetime)
            r.expect(abs(n - expected) <= 1, "\(n) sparks alive, expected \(expected) ± 1 (birth rate × lifetime)")
        }
        ctx.checkpoint(at: 0.5, "fountain starting") { r in
            let n = fountain.particles().count
            r.expect(abs(n - Int(sparkRate * 0.5)) <= 1, "\(n) sparks after 0.5 s, expected \(Int(sparkRate * 0.5)) ± 1")
        }
    }
}
