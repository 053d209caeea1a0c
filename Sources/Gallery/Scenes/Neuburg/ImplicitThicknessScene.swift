import OpenQuartzCore

extension Gallery {
    /// Neuburg 38: a custom property that animates implicitly through
    /// `action(forKey:)`.
    static let implicitThickness = Scene(
        name: "implicit-thickness", title: "Implicit thickness",
        source: Neuburg.source(38, "§26"),
        summary: "Setting a custom thickness animates it implicitly from the presentation value, even when reversed mid-flight",
        duration: 1.5, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let lay = ImplicitThicknessLayer()
        lay.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
        lay.setNeedsDisplay()
        root.addSublayer(lay)
        ctx.at(0.5) { lay.thickness = 10 }
        ctx.at(0.625) { lay.thickness = 0 }            // reversed half way: from 5
        ctx.checkpoint(at: 0.5625, "a quarter of 0.25 s") { r in
            r.expect(lay.presentation()!.thickness, 2.5, "thickness")
        }
        ctx.checkpoint(at: 0.625, "reversed at 5") { r in
            r.expect(lay.presentation()!.thickness, 5, "thickness")
            let from = (lay.animation(forKey: "thickness") as? CABasicAnimation)?.fromValue as? CGFloat
            r.expect(from.map { abs($0 - 5) < 1e-9 } == true, "the new animation starts from the presentation value 5")
        }
        ctx.checkpoint(at: 0.75, "half way back") { r in r.expect(lay.presentation()!.thickness, 2.5, "thickness") }
        ctx.checkpoint(at: 0.875, "back at 0") { r in
            r.expect(lay.presentation()!.thickness, 0, "thickness")
            r.expect(lay.animationKeys() == nil, "ended")
        }
        return root
    }
}
