import OpenQuartzCore

extension Gallery {
    /// Neuburg 25: an arrow buzzes ±π/40 three times and ends where it began.
    static let vibrate = Scene(
        name: "vibrate", title: "Arrow vibrate",
        source: Neuburg.source(25, "§18"),
        summary: "Two arrows buzz ±π/40 (0.05 s, ×3, autoreversed): absolute transforms and additive rotateZ agree",
        duration: 2.5, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let base = CGFloat.pi / 4
        let absolute = Neuburg.arrow(in: root, at: CGPoint(x: 130, y: 150), rotation: base)
        let additive = Neuburg.arrow(in: root, at: CGPoint(x: 270, y: 150), rotation: base, color: Palette.blue)
        @MainActor func buzz() {
            func configure(_ a: CABasicAnimation) {
                a.duration = 0.05
                a.timingFunction = CAMediaTimingFunction(name: .linear)
                a.repeatCount = 3
                a.autoreverses = true
            }
            let now = absolute.transform
            let a1 = CABasicAnimation(keyPath: "transform")
            configure(a1)
            a1.fromValue = CATransform3DRotate(now, .pi / 40, 0, 0, 1)
            a1.toValue = CATransform3DRotate(now, -.pi / 40, 0, 0, 1)
            absolute.add(a1, forKey: nil)
            let a2 = CABasicAnimation(keyPath: "transform")
            configure(a2)
            a2.isAdditive = true
            a2.valueFunction = CAValueFunction(name: .rotateZ)
            a2.fromValue = Float.pi / 40
            a2.toValue = -Float.pi / 40
            additive.add(a2, forKey: nil)
        }
        for t in [0.5, 1.25, 2.0] { ctx.at(t) { buzz() } }
        // v(p) = π/40 − p·π/20 on each forward pass, mirrored on the way back.
        let samples: [(Double, Double)] = [
            (0.0125, .pi / 80), (0.025, 0), (0.0625, -.pi / 80), (0.1125, .pi / 80), (0.2875, .pi / 80),
        ]
        for (t, offset) in samples {
            ctx.checkpoint(at: 0.5 + t, "buzzing") { r in
                r.expect(Expected.rotationZ(absolute), Double(base) + offset, tolerance: 1e-6, "absolute")
                r.expect(Expected.rotationZ(additive), Double(base) + offset, tolerance: 1e-6, "additive")
            }
        }
        ctx.checkpoint(at: 0.81, "back where it began") { r in
            r.expect(Expected.rotationZ(absolute), Double(base), "absolute")
            r.expect(Expected.rotationZ(additive), Double(base), "additive")
        }
        return root
    }
}
