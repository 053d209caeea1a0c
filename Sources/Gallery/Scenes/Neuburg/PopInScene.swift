import OpenQuartzCore

extension Gallery {
    /// Neuburg 39: layers pop in through their delegate's "onOrderIn" action.
    static let popIn = Scene(
        name: "pop-in", title: "onOrderIn pop",
        source: Neuburg.source(39, "§26"),
        summary: "Squares fade in with a 1.2× bump when added, from their delegate's onOrderIn action (0.2 s group)",
        duration: 2, goldenTimes: [0.625]
    ) { ctx in
        let root = ctx.makeRoot()
        let popper = PopInDelegate()
        ctx.keepAlive(popper)
        var squares: [CALayer] = []
        for i in 0..<3 {
            let s = Neuburg.square(70, at: CGPoint(x: 100 + CGFloat(i) * 100, y: 150), color: [Palette.red, Palette.green, Palette.blue][i])
            s.opacity = 0.8
            s.delegate = popper
            squares.append(s)
            ctx.at(0.5 + Double(i) * 0.5) { root.addSublayer(s) }
        }
        ctx.checkpoint(at: 0.55, "a quarter in") { r in
            r.expect(Double(squares[0].presentation()!.opacity), 0.2, tolerance: 1e-6, "opacity 0.8 · 0.25")
            r.expect(Double(squares[0].presentation()!.transform.m11), 1.1, "scale half way to 1.2")
        }
        ctx.checkpoint(at: 0.625, "bumping back") { r in
            r.expect(Double(squares[0].presentation()!.opacity), 0.5, tolerance: 1e-6, "opacity 0.8 · 0.625")
            r.expect(Double(squares[0].presentation()!.transform.m11), 1.15, "scale on the way back")
        }
        ctx.checkpoint(at: 0.75, "settled") { r in
            r.expect(Double(squares[0].presentation()!.opacity), 0.8, tolerance: 1e-6, "opacity")
            r.expect(Double(squares[0].presentation()!.transform.m11), 1, "scale")
        }
        return root
    }
}

/// Returns, for "onOrderIn", a 0.2 s group: a fade from 0 to the layer's
/// opacity and a 1.2× scale bump (0.1 s, autoreversed).
final class PopInDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard event == kCAOnOrderIn else { return nil }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = layer.opacity
        let bump = CABasicAnimation(keyPath: "transform")
        bump.toValue = CATransform3DScale(layer.transform, 1.2, 1.2, 1)
        bump.autoreverses = true
        bump.duration = 0.1
        let group = CAAnimationGroup()
        group.animations = [fade, bump]
        group.duration = 0.2
        return group
    }
}
