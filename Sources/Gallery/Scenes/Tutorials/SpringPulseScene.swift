import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 11: CASpringAnimation pulses (cut off by a short
    /// duration, or run to settling), the jump and the border flash.
    static let tutorialsSprings = Scene(
        name: "tutorials-springs", title: "Spring pulses, jump and flash",
        source: Tutorials.source(11, "CASpringAnimation"),
        summary: "Three fields pulse on springs (damping 2 cut at 0.25 s, damping 2 settled, damping 7.5), one jumps on a stiff spring and flashes its border",
        size: CGSize(width: 360, height: 360), duration: 5, goldenTimes: []
    ) { ctx in
        let w: CGFloat = 360
        let root = ctx.makeRoot(background: Tutorials.sky)
        let fields = (0..<3).map { Tutorials.bar(width: 240, at: CGPoint(x: w / 2, y: 60 + CGFloat($0) * 60)) }
        let jumper = Tutorials.bar(width: 240, at: CGPoint(x: w / 2, y: 280))
        jumper.borderWidth = 3
        jumper.borderColor = CGColor.clear
        for f in fields + [jumper] { root.addSublayer(f) }
        @MainActor func pulse(_ layer: CALayer, damping: CGFloat, settle: Bool) -> CASpringAnimation {
            let s = CASpringAnimation(keyPath: "transform.scale")
            s.damping = damping
            s.fromValue = 1.25
            s.toValue = 1.0
            s.duration = settle ? s.settlingDuration : 0.25
            layer.add(s, forKey: nil)
            return s
        }
        ctx.at(0.5) {
            _ = pulse(fields[0], damping: 2, settle: false)
            _ = pulse(fields[1], damping: 2, settle: true)
            _ = pulse(fields[2], damping: 7.5, settle: true)
        }
        ctx.at(1.0) {
            let jump = CASpringAnimation(keyPath: "position.y")
            jump.fromValue = jumper.position.y + 1
            jump.toValue = jumper.position.y
            jump.initialVelocity = 100
            jump.mass = 10
            jump.stiffness = 1500
            jump.damping = 50
            jump.duration = jump.settlingDuration
            jumper.add(jump, forKey: nil)
            let flash = CASpringAnimation(keyPath: "borderColor")
            flash.damping = 7
            flash.stiffness = 200
            flash.fromValue = Palette.rgb(1, 0.27, 0)
            flash.toValue = CGColor.white
            flash.duration = flash.settlingDuration
            jumper.add(flash, forKey: nil)
        }
        @MainActor func scale(_ l: CALayer) -> Double { Double(l.presentation()!.value(forKeyPath: "transform.scale.x") as? CGFloat ?? .nan) }
        for t in [0.1, 0.2] {
            ctx.checkpoint(at: 0.5 + t, "pulses on their springs") { r in
                let soft = 1.25 - 0.25 * Expected.spring(t, mass: 1, stiffness: 100, damping: 2)
                let smooth = 1.25 - 0.25 * Expected.spring(t, mass: 1, stiffness: 100, damping: 7.5)
                r.expect(scale(fields[0]), soft, tolerance: 1e-6, "damping 2, cut")
                r.expect(scale(fields[1]), soft, tolerance: 1e-6, "damping 2, settling")
                r.expect(scale(fields[2]), smooth, tolerance: 1e-6, "damping 7.5")
            }
        }
        ctx.checkpoint(at: 0.8, "the cut pulse has jumped to its end") { r in
            r.expect(scale(fields[0]), 1, "damping 2, cut at 0.25 s")
            r.expect(abs(scale(fields[1]) - 1) > 1e-3, "damping 2 still ringing")
        }
        for t in [0.02, 0.05, 0.1] {
            ctx.checkpoint(at: 1.0 + t, "the jump overshoots") { r in
                let x = Expected.spring(t, mass: 10, stiffness: 1500, damping: 50, initialVelocity: 100)
                r.expect(Double(jumper.presentation()!.position.y), 281 - x, tolerance: 1e-6, "y")
            }
        }
        return root
    }
}
