import OpenQuartzCore

extension Gallery {
    /// Neuburg 40: a non-property "farewell" action shrinks and fades a layer,
    /// and the animation's delegate removes it.
    static let farewell = Scene(
        name: "farewell", title: "Farewell",
        source: Neuburg.source(40, "§26"),
        summary: "Squares say farewell one by one: shrink to 0.1 and fade in 0.2 s, then animationDidStop removes them",
        duration: 2.5, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let farewell = FarewellDelegate()
        ctx.keepAlive(farewell)
        var squares: [CALayer] = []
        for i in 0..<3 {
            let s = Neuburg.square(70, at: CGPoint(x: 100 + CGFloat(i) * 100, y: 150), color: [Palette.orange, Palette.teal, Palette.purple][i])
            s.delegate = farewell
            root.addSublayer(s)
            squares.append(s)
            ctx.at(0.5 + Double(i) * 0.6) { s.setValue("", forKey: "farewell") }
        }
        ctx.checkpoint(at: 0.6, "half way out") { r in
            r.expect(Double(squares[0].presentation()!.opacity), 0.5, tolerance: 1e-6, "opacity")
            r.expect(Double(squares[0].presentation()!.transform.m11), 0.55, "scale 1 → 0.1 at half")
            r.expect(squares[0].superlayer === root, "still in the tree")
        }
        ctx.checkpoint(at: 0.7, "removed") { r in
            r.expect(squares[0].superlayer == nil, "removed by animationDidStop")
            r.expect(squares[1].superlayer === root, "the next one waits")
        }
        ctx.checkpoint(at: 2.0, "all gone") { r in
            r.expect(root.sublayers?.isEmpty ?? true, "no squares left")
        }
        return root
    }
}

/// Returns, for "farewell", a 0.2 s group (fade out, shrink to 0.1) whose
/// delegate removes the layer when it stops; sets the model opacity to 0.
final class FarewellDelegate: CALayerDelegate, CAAnimationDelegate {
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard event == "farewell" else { return nil }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = layer.opacity
        fade.toValue = 0.0
        let shrink = CABasicAnimation(keyPath: "transform")
        shrink.toValue = CATransform3DScale(layer.transform, 0.1, 0.1, 1)
        let group = CAAnimationGroup()
        group.animations = [fade, shrink]
        group.duration = 0.2
        group.delegate = self
        group.setValue(layer, forKey: "remove")
        layer.opacity = 0
        return group
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        (anim.value(forKey: "remove") as? CALayer)?.removeFromSuperlayer()
    }
}
