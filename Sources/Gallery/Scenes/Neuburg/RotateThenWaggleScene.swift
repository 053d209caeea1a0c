import OpenQuartzCore

extension Gallery {
    /// Neuburg 30: a group of a clunk rotation and the waggle starting at 0.7.
    static let rotateThenWaggle = Scene(
        name: "rotate-then-waggle", title: "Rotate-then-waggle group",
        source: Neuburg.source(30, "§22"),
        summary: "A 1.05 s group: the arrow turns π/4 on the clunk curve, and a waggle starts at 0.7 s as it arrives",
        duration: 2, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let arrow = Neuburg.arrow(in: root, at: CGPoint(x: 200, y: 150), rotation: 0.2)
        let rot = Double.pi / 4
        ctx.at(0.5) {
            let current = arrow.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
            CATransaction.setDisableActions(true)
            arrow.setValue(current + CGFloat(rot), forKeyPath: "transform.rotation.z")
            let a1 = Neuburg.basic("transform", duration: 0.8, timing: Neuburg.clunk)
            a1.fromValue = current
            a1.toValue = current + CGFloat(rot)
            a1.valueFunction = CAValueFunction(name: .rotateZ)
            let a2 = CAKeyframeAnimation(keyPath: "transform")
            a2.values = Neuburg.waggle
            a2.isAdditive = true
            a2.valueFunction = CAValueFunction(name: .rotateZ)
            a2.duration = 0.25
            a2.beginTime = 0.7
            let group = CAAnimationGroup()
            group.animations = [a1, a2]
            group.duration = 1.05
            arrow.add(group, forKey: nil)
        }
        ctx.checkpoint(at: 0.9, "turning only") { r in
            r.expect(Expected.rotationZ(arrow), 0.2 + Expected.clunk(0.5) * rot, "angle")
        }
        ctx.checkpoint(at: 1.25, "turn and waggle overlap") { r in
            r.expect(Expected.rotationZ(arrow), 0.2 + Expected.clunk(0.75 / 0.8) * rot + Expected.keyframes(Neuburg.waggle, 0.2), "angle")
        }
        ctx.checkpoint(at: 1.4, "waggling at the new angle") { r in
            r.expect(Expected.rotationZ(arrow), 0.2 + rot + Expected.keyframes(Neuburg.waggle, 0.8), "angle")
        }
        ctx.checkpoint(at: 1.6, "at rest") { r in r.expect(Expected.rotationZ(arrow), 0.2 + rot, "angle") }
        return root
    }
}
