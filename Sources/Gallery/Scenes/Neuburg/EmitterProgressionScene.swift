import OpenQuartzCore

extension Gallery {
    /// Neuburg 41: the emitter fixture, stage by stage, every 2 seconds.
    static let emitterProgression = Scene(
        name: "emitter-progression", title: "The emitter progression",
        source: Neuburg.source(41, "§27"),
        summary: "A point stream becomes a hose, a waterfall, blue turning green, KVC and animated greenSpeed, sub-cell spray and splash, then a line 'Niagara'",
        duration: 16, goldenTimes: [5, 13]
    ) { ctx in
        let root = ctx.makeRoot(background: Palette.night)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 30, y: 100)
        emitter.emitterShape = .point
        emitter.emitterMode = .points
        emitter.seed = 41
        let circle = CAEmitterCell()
        circle.name = "circle"
        circle.contents = Art.disc(diameter: 10, color: CGColor.white)
        circle.color = CGColor(gray: 0.6, alpha: 1)
        circle.birthRate = 5
        circle.lifetime = 1
        circle.velocity = 100
        emitter.emitterCells = [circle]
        root.addSublayer(emitter)
        @MainActor func set(_ values: [String: Any]) {
            withoutActions {
                for (key, value) in values { emitter.setValue(value, forKeyPath: "emitterCells.circle.\(key)") }
            }
        }
        // 2. Hose.
        ctx.at(2) { set(["birthRate": Float(100), "lifetime": Float(1.5), "emissionRange": CGFloat.pi / 5]) }
        // 3. Waterfall.
        ctx.at(4) { set(["xAcceleration": CGFloat(-40), "yAcceleration": CGFloat(200)]) }
        // 4. Variation: blue turning green about half way.
        ctx.at(6) {
            set(["lifetimeRange": Float(0.4), "velocityRange": CGFloat(20), "scaleRange": CGFloat(0.2),
                 "scaleSpeed": CGFloat(0.2), "color": CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1), "greenRange": Float(0.5), "greenSpeed": Float(0.75)])
        }
        // 5. KVC: green sooner.
        ctx.at(8) { set(["greenSpeed": Float(3)]) }
        // 6. greenSpeed animated −1 ↔ 3, 4 s, autoreversed, forever.
        ctx.at(10) {
            let a = CABasicAnimation(keyPath: "emitterCells.circle.greenSpeed")
            a.fromValue = -1.0
            a.toValue = 3.0
            a.duration = 4
            a.autoreverses = true
            a.repeatCount = .greatestFiniteMagnitude
            emitter.add(a, forKey: "greens")
        }
        // 7. Sub-cells: a spray at the nozzle and a splash at the bottom.
        ctx.at(12) {
            let spray = EmitterArt.burst(named: "spray", begin: 0.04, duration: 0.2)
            let splash = EmitterArt.burst(named: "splash", begin: 1.4, duration: 0.4)
            withoutActions { emitter.setValue([spray, splash], forKeyPath: "emitterCells.circle.emitterCells") }
        }
        // 8. A line emitter: a broad Niagara.
        ctx.at(14) {
            withoutActions {
                emitter.emitterPosition = CGPoint(x: 100, y: 25)
                emitter.emitterSize = CGSize(width: 100, height: 100)
                emitter.emitterShape = .line
                emitter.emitterMode = .outline
            }
            set(["emissionLongitude": 3 * CGFloat.pi / 4])
        }

        ctx.checkpoint(at: 1.9, "1. a steady stream to the right") { r in
            let ps = emitter.particles()
            r.expect(abs(ps.count - 5) <= 1, "\(ps.count) circles alive, expected 5 ± 1 (5 per second for 1 s)")
            for p in ps {
                r.expect(Double(p.point.x), 30 + 100 * p.age, tolerance: 1e-6, "x of a circle aged \(p.age)")
                r.expect(Double(p.point.y), 100, tolerance: 1e-6, "y")
            }
        }
        ctx.checkpoint(at: 3.9, "2. the hose") { r in
            let ps = emitter.particles()
            r.expect(abs(ps.count - 150) <= 2, "\(ps.count) alive, expected 150 ± 2 (100 per second for 1.5 s)")
            for p in ps where p.age < 1.8 {
                let angle = acos(p.velocity.x / (p.velocity * p.velocity).sum().squareRoot())
                r.expect(angle <= Double.pi / 10 + 1e-9, "direction \(angle) off +x, within the π/5 cone")
            }
        }
        ctx.checkpoint(at: 5.9, "3. the waterfall") { r in
            for p in emitter.particles() where p.age < 1.8 {
                // v = v₀ + a·age with |v₀| = 100 (directions fill a 3D cone, so z counts).
                let launch = SIMD3(p.velocity.x + 40 * p.age, p.velocity.y - 200 * p.age, p.velocity.z)
                r.expect((launch * launch).sum().squareRoot(), 100, tolerance: 1e-6, "launch speed")
            }
        }
        ctx.checkpoint(at: 7.9, "4. blue, turning green") { r in
            let ps = emitter.particles()
            r.expect(!ps.isEmpty, "particles alive")
            for p in ps where p.age < 1.8 {
                r.expect(p.color.z, 1, "blue")
                r.expect(p.color.y <= min(1, 0.75 * p.age + 0.5) + 1e-9, "green \(p.color.y) at age \(p.age) within 0.75·age ± 0.5")
            }
        }
        ctx.checkpoint(at: 11, "6. greenSpeed animating") { r in
            let v = emitter.presentation()?.value(forKeyPath: "emitterCells.circle.greenSpeed")
            let speed = (v as? Float).map(Double.init) ?? (v as? Double) ?? .nan
            r.expect(speed, -1 + 4 * 0.25, tolerance: 1e-6, "greenSpeed a quarter of the way from −1 to 3")
        }
        ctx.checkpoint(at: 15.5, "8. Niagara") { r in
            let ps = emitter.particles()
            r.expect(ps.count > 100, "\(ps.count) particles from the line")
        }
        return root
    }
}

/// Particles for the emitter scenes.
@MainActor enum EmitterArt {
    /// A sub-cell bursting around its parent for `duration` from `begin`.
    static func burst(named name: String, begin: Double, duration: Double) -> CAEmitterCell {
        let c = CAEmitterCell()
        c.name = name
        c.contents = Art.disc(diameter: 10, color: CGColor.white)
        c.color = Palette.rgb(0.8, 0.9, 1)
        c.emissionRange = .pi
        c.birthRate = 200
        c.lifetime = 0.4
        c.velocity = 200
        c.scale = 0.2
        c.beginTime = begin
        c.duration = duration
        return c
    }
}
