import OpenQuartzCore

extension Gallery {
    /// Neuburg 35: an animation in the `actions` dictionary with duration 5
    /// beats the transaction's 1.5 s.
    static let actionsDictionary = Scene(
        name: "actions-dictionary", title: "5-second actions dictionary",
        source: Neuburg.source(35, "§26"),
        summary: "A square's position action is a 5 s animation: it takes 5 s although the transaction asks for 1.5 (ease-in from the transaction)",
        duration: 6, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let square = Neuburg.square(50, at: CGPoint(x: 60, y: 150), color: Palette.teal)
        let ba = CABasicAnimation()
        ba.duration = 5
        square.actions = ["position": ba]
        root.addSublayer(square)
        ctx.at(0.5) {
            CATransaction.setAnimationDuration(1.5)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            square.position.x = 340
        }
        ctx.checkpoint(at: 3.0, "half of 5 s on ease-in") { r in
            r.expect(Double(square.presentation()!.position.x), 60 + 280 * Expected.easeIn(0.5), tolerance: 1e-5, "x")
        }
        ctx.checkpoint(at: 2.2, "still moving after 1.5 s") { r in
            r.expect(square.animationKeys() == ["position"], "position animation present")
        }
        ctx.checkpoint(at: 5.6, "arrived") { r in
            r.expect(Double(square.presentation()!.position.x), 340, "x")
        }
        return root
    }
}
