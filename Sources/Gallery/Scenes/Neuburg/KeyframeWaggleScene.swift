import OpenQuartzCore

extension Gallery {
    /// Neuburg 27: the additive keyframe waggle, 0.25 s from the transaction.
    static let keyframeWaggle = Scene(
        name: "keyframe-waggle", title: "Additive keyframe waggle",
        source: Neuburg.source(27, "§20"),
        summary: "An arrow waggles through ten decaying additive rotateZ keyframes in the default 0.25 s",
        duration: 2, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let arrow = Neuburg.arrow(in: root, at: CGPoint(x: 200, y: 150), rotation: 0.3)
        @MainActor func waggle() {
            let w = CAKeyframeAnimation(keyPath: "transform")
            w.values = Neuburg.waggle
            w.isAdditive = true
            w.valueFunction = CAValueFunction(name: .rotateZ)
            arrow.add(w, forKey: "waggle")
        }
        ctx.at(0.5) { waggle() }
        ctx.at(1.2) { waggle() }
        for k in [1, 2, 5, 8] {
            ctx.checkpoint(at: 0.5 + 0.25 * Double(k) / 9, "keyframe \(k)") { r in
                r.expect(Expected.rotationZ(arrow), 0.3 + Neuburg.waggle[k], "angle")
            }
        }
        ctx.checkpoint(at: 0.625, "between keyframes 4 and 5") { r in
            r.expect(Expected.rotationZ(arrow), 0.3 + Expected.keyframes(Neuburg.waggle, 0.5), "angle")
        }
        ctx.checkpoint(at: 0.75, "ends where it began") { r in
            r.expect(Expected.rotationZ(arrow), 0.3, "angle")
            r.expect(arrow.animationKeys() == nil, "removed")
        }
        return root
    }
}
