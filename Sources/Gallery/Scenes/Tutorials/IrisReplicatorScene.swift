import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 16: the Iris assistant's replicated dot wave — every
    /// copy runs the dot's animations a little later, and the replicator's
    /// own rotation twists the line into ribbon candy.
    static let tutorialsIris = Scene(
        name: "tutorials-iris", title: "Iris replicator wave",
        source: Tutorials.source(16, "replicator layers"),
        summary: "45 copies of a dot, each 0.02 s behind: a travelling wave, then 'speaking' stretches, fades and tints them while the line twists",
        size: CGSize(width: 360, height: 240), duration: 6, goldenTimes: [4.0]
    ) { ctx in
        let w: CGFloat = 360
        let root = ctx.makeRoot(background: Palette.night)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = Int(w / 8)
        replicator.instanceTransform = CATransform3DMakeTranslation(-8, 0, 0)
        replicator.instanceDelay = 0.02
        let dot = CALayer()
        dot.frame = CGRect(x: w - 8 - 6, y: 120 - 3, width: 6, height: 6)
        dot.backgroundColor = CGColor(gray: 0.8, alpha: 1)
        dot.borderColor = CGColor.white
        dot.borderWidth = 0.5
        dot.cornerRadius = 1.5
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        let y0 = dot.position.y
        ctx.at(0.2) {
            let wave = CABasicAnimation(keyPath: "position.y")
            wave.toValue = y0 - 50
            wave.duration = 1
            wave.repeatCount = 2
            dot.add(wave, forKey: "test")
        }
        ctx.at(2.5) {
            dot.removeAnimation(forKey: "test")
            let scale = CABasicAnimation(keyPath: "transform")
            scale.toValue = CATransform3DMakeScale(1.4, 15, 1)
            scale.duration = 0.33
            scale.repeatCount = .infinity
            scale.autoreverses = true
            scale.timingFunction = CAMediaTimingFunction(name: .easeOut)
            dot.add(scale, forKey: "dotScale")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.2
            fade.duration = 0.33
            fade.beginTime = CACurrentMediaTime() + 0.33
            fade.repeatCount = .infinity
            fade.autoreverses = true
            dot.add(fade, forKey: "dotOpacity")
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.fromValue = Palette.pink
            tint.toValue = Palette.teal
            tint.duration = 0.66
            tint.beginTime = CACurrentMediaTime() + 0.28
            tint.fillMode = .backwards
            tint.repeatCount = .infinity
            tint.autoreverses = true
            dot.add(tint, forKey: "dotColor")
            let initial = CABasicAnimation(keyPath: "instanceTransform.rotation")
            initial.toValue = 0.01
            initial.duration = 0.33
            initial.fillMode = .forwards
            initial.isRemovedOnCompletion = false
            replicator.add(initial, forKey: nil)
            let swing = CABasicAnimation(keyPath: "instanceTransform.rotation")
            swing.fromValue = 0.01
            swing.toValue = -0.01
            swing.duration = 0.99
            swing.beginTime = CACurrentMediaTime() + 0.33
            swing.repeatCount = .infinity
            swing.autoreverses = true
            replicator.add(swing, forKey: nil)
        }
        ctx.checkpoint(at: 0.7, "the wave travels along the copies") { r in
            r.expect(Double(dot.presentation()!.position.y), Double(y0) - 25, tolerance: 1e-6, "the original dot half way")
            r.expect(replicator.instanceCount == 45, "45 copies for a 360 pt width")
        }
        ctx.checkpoint(at: 2.665, "speaking: stretched half way, colour held backwards") { r in
            let m = dot.presentation()!.transform
            r.expect(Double(m.m22), 1 + 14 * Expected.easeOut(0.5), tolerance: 1e-5, "y scale")
            r.expect(dot.presentation()!.backgroundColor == Palette.pink, "tint filled backwards before its start")
            r.expect(Double(dot.presentation()!.opacity), 1, "fade not started")
        }
        return root
    }
}
