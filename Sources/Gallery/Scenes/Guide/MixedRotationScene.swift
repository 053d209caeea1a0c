import OpenUIKit

extension Gallery {
    /// Guide listing 4-9: a view turns counter-clockwise in two linear 1 s
    /// steps (to −180°, then −359°, then back to identity) while a layer it
    /// holds turns clockwise once in 2 s through a rotate-z value function:
    /// the layer's figure stays upright while the view spins.
    static let guideMixedRotation = Scene(
        name: "guide-mixed-rotation", title: "View and layer rotating together",
        source: Guide.source("4-9"),
        summary: "backingView.transform to −180° (1 s linear), then −359° from the completion, then identity; its figure layer runs CABasicAnimation(\"transform\") 0 → 2π in 2 s with .rotateZ: the figure seems still",
        duration: 3, goldenTimes: [1, 2]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let backing = Guide.panel(CGRect(x: 120, y: 70, width: 160, height: 160), Palette.teal, in: window)
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        band.backgroundColor = UIColor(cgColor: Palette.night)
        backing.addSubview(band)
        let man = CAShapeLayer()
        man.bounds = CGRect(x: 0, y: 0, width: 60, height: 90)
        man.position = CGPoint(x: 80, y: 80)
        let figure = CGMutablePath()
        figure.addEllipse(in: CGRect(x: 18, y: 0, width: 24, height: 24))
        figure.addRect(CGRect(x: 24, y: 24, width: 12, height: 40))
        figure.addRect(CGRect(x: 6, y: 30, width: 48, height: 8))
        figure.addRect(CGRect(x: 16, y: 62, width: 8, height: 28))
        figure.addRect(CGRect(x: 36, y: 62, width: 8, height: 28))
        man.path = figure
        man.fillColor = Palette.yellow
        backing.layer.addSublayer(man)
        let degrees = Double.pi / 180
        ctx.at(0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                backing.transform = CGAffineTransform(rotationAngle: -180 * degrees)
                let turn = CABasicAnimation(keyPath: "transform")
                turn.duration = 2
                turn.valueFunction = CAValueFunction(name: .rotateZ)
                turn.timingFunction = CAMediaTimingFunction(name: .linear)
                turn.fromValue = 0.0
                turn.toValue = 360 * degrees
                turn.byValue = 180 * degrees
                man.add(turn, forKey: "layerAnimation")
            }, completion: { finished in
                log.append("first half \(finished)")
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    backing.transform = CGAffineTransform(rotationAngle: -359 * degrees)
                }, completion: { finished in
                    log.append("second half \(finished)")
                    backing.transform = .identity
                })
            })
        }
        /// `a` wrapped into (−π, π].
        @MainActor func wrapped(_ a: Double) -> Double { atan2(sin(a), cos(a)) }
        @MainActor func expectAngle(_ r: inout CheckpointReport, _ layer: CALayer, _ expected: Double, _ what: String) {
            r.expect(wrapped(Guide.shownRotation(layer) - expected), 0, tolerance: 1e-6, what)
        }
        ctx.checkpoint(at: 0.5, "the view's and the layer's animations") { r in
            r.expect(backing.layer.animationKeys() == ["transform"], "the view animates its transform")
            r.expect(man.animationKeys() == ["layerAnimation"], "the layer's own animation, under its key")
            r.expect(man.animation(forKey: "layerAnimation")?.duration == 2, "the layer ignores the block's 1 s")
        }
        for t in [0.75, 1.0, 1.25] {
            ctx.checkpoint(at: t, "first half at \(t)") { r in
                let f = (t - 0.5) / 1
                expectAngle(&r, backing.layer, -Double.pi * f, "view turning counter-clockwise")
                expectAngle(&r, man, Double.pi * (t - 0.5), "figure turning clockwise (from/to win over by)")
            }
        }
        for t in [1.75, 2.0, 2.25] {
            ctx.checkpoint(at: t, "second half at \(t)") { r in
                let view = -Double.pi - 179 * degrees * (t - 1.5)
                expectAngle(&r, backing.layer, view, "view −180° → −359°")
                expectAngle(&r, man, Double.pi * (t - 0.5), "figure still turning")
                r.expect(abs(wrapped(view + Double.pi * (t - 0.5))) < 1 * degrees, "on screen the figure stays within 1°")
            }
        }
        ctx.checkpoint(at: 2.6, "done: identity, no animations") { r in
            r.expect(log.entries == ["first half true", "second half true"], "completions in order")
            r.expect(backing.transform == .identity, "identity")
            r.expect(backing.layer.animationKeys() == nil && man.animationKeys() == nil, "no animations left")
        }
        return window.layer
    }
}
