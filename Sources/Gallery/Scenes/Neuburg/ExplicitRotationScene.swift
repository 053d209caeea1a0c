import OpenQuartzCore

extension Gallery {
    /// Neuburg 24: the same explicit rotation written three ways.
    static let explicitRotation = Scene(
        name: "explicit-rotation", title: "Explicit arrow rotation, three ways",
        source: Neuburg.source(24, "§18"),
        summary: "Three arrows turn π/4 in 0.8 s (clunk): full from/to, condensed, additive reverse — identical motion",
        duration: 2, goldenTimes: [0.9]
    ) { ctx in
        let root = ctx.makeRoot()
        let full = Neuburg.arrow(in: root, at: CGPoint(x: 100, y: 150))
        let condensed = Neuburg.arrow(in: root, at: CGPoint(x: 200, y: 150), color: Palette.green)
        let additive = Neuburg.arrow(in: root, at: CGPoint(x: 300, y: 150), color: Palette.blue)
        let rot = CGFloat.pi / 4
        ctx.at(0.5) {
            // Full: capture both ends, set the model quietly, animate from → to.
            let start = full.transform, end = CATransform3DRotate(start, rot, 0, 0, 1)
            withoutActions { full.transform = end }
            let a1 = Neuburg.basic("transform", duration: 0.8, timing: Neuburg.clunk)
            a1.fromValue = start
            a1.toValue = end
            full.add(a1, forKey: nil)
            // Condensed: set the model, add an animation with duration and curve only.
            condensed.transform = CATransform3DRotate(condensed.transform, rot, 0, 0, 1)
            condensed.add(Neuburg.basic("transform", duration: 0.8, timing: Neuburg.clunk), forKey: nil)
            // Additive reverse: the final model, plus −rot → 0 on top.
            withoutActions { additive.transform = CATransform3DRotate(additive.transform, rot, 0, 0, 1) }
            let a3 = Neuburg.basic("transform", duration: 0.8, timing: Neuburg.clunk)
            a3.fromValue = -rot
            a3.toValue = 0
            a3.isAdditive = true
            a3.valueFunction = CAValueFunction(name: .rotateZ)
            additive.add(a3, forKey: nil)
        }
        for t in [0.2, 0.4, 0.6, 0.75] {
            ctx.checkpoint(at: 0.5 + t, "all three agree") { r in
                let expected = Expected.clunk(t / 0.8) * .pi / 4
                r.expect(Expected.rotationZ(full), expected, "full form")
                r.expect(Expected.rotationZ(condensed), expected, "condensed form")
                r.expect(Expected.rotationZ(additive), expected, "additive form")
            }
        }
        return root
    }
}
