import OpenQuartzCore

extension Gallery {
    /// Neuburg 22: implicit rotation of an arrow — the default duration,
    /// then 0.8 s, then 0.8 s with the "clunk" curve.
    static let implicitArrow = Scene(
        name: "implicit-arrow", title: "Implicit arrow rotation",
        source: Neuburg.source(22, "§13, §16, §17"),
        summary: "An arrow turns by π/4 three times: default 0.25 s, 0.8 s, then 0.8 s with a slow-then-fast curve",
        duration: 3.5, goldenTimes: [0.625, 2.8]
    ) { ctx in
        let root = ctx.makeRoot()
        let arrow = Neuburg.arrow(in: root, at: CGPoint(x: 200, y: 150))
        @MainActor func turn() { arrow.transform = CATransform3DRotate(arrow.transform, .pi / 4, 0, 0, 1) }
        ctx.at(0.5) { turn() }
        ctx.at(1.2) {
            CATransaction.setAnimationDuration(0.8)
            turn()
        }
        ctx.at(2.4) {
            CATransaction.setAnimationDuration(0.8)
            CATransaction.setAnimationTimingFunction(Neuburg.clunk)
            turn()
        }
        ctx.checkpoint(at: 0.625, "half of the default 0.25 s") { r in
            r.expect(Expected.rotationZ(arrow), .pi / 8, "angle")
        }
        ctx.checkpoint(at: 1.6, "half of 0.8 s, linear") { r in
            r.expect(Expected.rotationZ(arrow), .pi / 4 + 0.5 * .pi / 4, "angle")
        }
        ctx.checkpoint(at: 2.8, "half of 0.8 s on the clunk curve") { r in
            r.expect(Expected.rotationZ(arrow), .pi / 2 + Expected.clunk(0.5) * .pi / 4, "angle")
            r.expect(Expected.clunk(0.5) < 0.3, "clunk starts slowly")
        }
        ctx.checkpoint(at: 3.3, "at rest") { r in
            r.expect(Expected.rotationZ(arrow), 3 * .pi / 4, "angle")
            r.expect(arrow.animationKeys() == nil, "no animation left")
        }
        return root
    }
}
