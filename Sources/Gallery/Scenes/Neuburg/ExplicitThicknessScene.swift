import OpenQuartzCore

extension Gallery {
    /// Neuburg 29: a custom `thickness` property animated explicitly and
    /// redrawn every frame.
    static let explicitThickness = Scene(
        name: "explicit-thickness", title: "Explicit thickness redraw",
        source: Neuburg.source(29, "§21"),
        summary: "A drawn rectangle's border grows 0 → 10 and back, redrawn every frame from the animated custom property",
        duration: 3.5, goldenTimes: [1.0]
    ) { ctx in
        let root = ctx.makeRoot()
        let lay = ThicknessLayer()
        lay.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
        lay.setNeedsDisplay()
        root.addSublayer(lay)
        @MainActor func toggle() {
            let old = lay.thickness
            let ba = CABasicAnimation(keyPath: "thickness")
            ba.fromValue = old
            ba.duration = 1
            lay.thickness = old == 0 ? 10 : 0
            lay.add(ba, forKey: nil)
        }
        ctx.at(0.5) { toggle() }
        ctx.at(2.0) { toggle() }
        ctx.checkpoint(at: 0.75, "quarter way up") { r in
            r.expect(lay.presentation()!.thickness, 2.5, "thickness")
            r.expect(lay.thickness, 10, "model")
        }
        ctx.checkpoint(at: 1.0, "half way up") { r in r.expect(lay.presentation()!.thickness, 5, "thickness") }
        ctx.checkpoint(at: 2.75, "three quarters down") { r in r.expect(lay.presentation()!.thickness, 2.5, "thickness") }
        ctx.checkpoint(at: 3.2, "back to 0") { r in r.expect(lay.presentation()!.thickness, 0, "thickness") }
        return root
    }
}
