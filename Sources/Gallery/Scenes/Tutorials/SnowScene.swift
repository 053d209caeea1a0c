import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 26: snow falling from a line emitter across the top,
    /// flakes of varied size, speed and spin drifting down.
    static let tutorialsSnow = Scene(
        name: "tutorials-snow", title: "Snow emitter",
        source: Tutorials.source(26, "particle emitters"),
        summary: "Snow from a line emitter above the top edge: 150 flakes a second, varied size, speed, spin and tint, drifting down under gravity",
        size: CGSize(width: 400, height: 300), duration: 8, goldenTimes: [6]
    ) { ctx in
        let root = ctx.makeRoot(background: Palette.rgb(0.12, 0.2, 0.35))
        let snow = CAEmitterLayer()
        snow.frame = root.bounds
        snow.emitterPosition = CGPoint(x: 200, y: -20)
        snow.emitterSize = CGSize(width: 400, height: 1)
        snow.emitterShape = .line
        snow.emitterMode = .outline          // born anywhere along the line
        snow.seed = 26
        let flake = CAEmitterCell()
        flake.name = "flake"
        flake.contents = Art.glow(diameter: 16)
        flake.birthRate = 150
        flake.lifetime = 3.5
        flake.color = CGColor(srgbRed: 0.9, green: 0.9, blue: 1, alpha: 1)
        flake.redRange = 0.1
        flake.greenRange = 0.1
        flake.blueRange = 0.1
        flake.velocity = 20
        flake.velocityRange = 20
        flake.emissionRange = .pi / 2
        flake.emissionLongitude = -.pi
        flake.yAcceleration = 70
        flake.xAcceleration = 5
        flake.scale = 0.33
        flake.scaleRange = 1.25
        flake.scaleSpeed = -0.25
        flake.alphaRange = 0.5
        flake.alphaSpeed = -0.15
        flake.spin = 0.5
        flake.spinRange = 1
        snow.emitterCells = [flake]
        root.addSublayer(snow)
        ctx.checkpoint(at: 5, "steady snowfall") { r in
            let ps = snow.particles()
            r.expect(abs(ps.count - 525) <= 3, "\(ps.count) flakes, expected 525 ± 3 (150 per second × 3.5 s)")
            // Born on the line x ∈ [0, 400] with |v₀| ≤ 40, pushed by xAcceleration 5.
            let stray = ps.filter { p in
                let drift = 0.5 * 5 * p.age * p.age, reach = 40 * p.age + 1e-6
                return p.position.x < drift - reach || p.position.x > 400 + drift + reach
            }
            r.expect(stray.isEmpty, "\(stray.count) flakes outside the reach of the line")
        }
        ctx.checkpoint(at: 2, "flakes fall under gravity") { r in
            for p in snow.particles() {
                // y = −20 + v₀y·age + ½·70·age², with |v₀| ≤ 40.
                let gravity = 0.5 * 70 * p.age * p.age
                r.expect(abs(p.position.y - (-20 + gravity)) <= 40 * p.age + 1e-6, "flake y \(p.position.y) at age \(p.age)")
            }
        }
        return root
    }
}
