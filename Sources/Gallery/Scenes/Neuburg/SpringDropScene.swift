import OpenQuartzCore

extension Gallery {
    /// Neuburg 26: a CASpringAnimation drop of 100 points.
    static let springDrop = Scene(
        name: "spring-drop", title: "CASpringAnimation drop",
        source: Neuburg.source(26, "§19"),
        summary: "A square drops 100 points on a spring (damping 0.7, velocity 20, mass 0.04, stiffness 4), overshoots and settles",
        duration: 2, goldenTimes: [0.75]
    ) { ctx in
        let root = ctx.makeRoot()
        let square = Neuburg.square(60, at: CGPoint(x: 200, y: 80), color: Palette.purple)
        root.addSublayer(square)
        ctx.at(0.5) {
            CATransaction.setDisableActions(true)
            square.position.y += 100
            let s = CASpringAnimation(keyPath: "position")
            s.damping = 0.7
            s.initialVelocity = 20
            s.mass = 0.04
            s.stiffness = 4
            s.duration = 1
            square.add(s, forKey: nil)
        }
        for t in [0.05, 0.1, 0.2, 0.3, 0.5] {
            ctx.checkpoint(at: 0.5 + t, "on the spring") { r in
                let x = Expected.spring(t, mass: 0.04, stiffness: 4, damping: 0.7, initialVelocity: 20)
                let p = square.presentation()!.position
                r.expect(Double(p.y), 80 + 100 * x, tolerance: 1e-6, "y")
                r.expect(Double(p.x), 200, "x")
            }
        }
        ctx.checkpoint(at: 0.75, "overshoots the target") { r in
            r.expect(square.presentation()!.position.y > 180, "y beyond 180 (the target)")
        }
        ctx.checkpoint(at: 1.5, "settled") { r in
            r.expect(square.presentation()!.position, CGPoint(x: 200, y: 180), "position")
        }
        return root
    }
}
