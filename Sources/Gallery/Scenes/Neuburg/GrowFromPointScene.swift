import OpenQuartzCore

extension Gallery {
    /// Neuburg 23: a layer grown from a point only animates when the add
    /// was flushed first.
    static let growFromPoint = Scene(
        name: "grow-from-point", title: "Grow from a point",
        source: Neuburg.source(23, "§16"),
        summary: "Two squares grow from 0 to 100 × 100 over 2 s: without flush() it jumps, with flush() it grows",
        duration: 3, goldenTimes: [1.5]
    ) { ctx in
        let root = ctx.makeRoot()
        let jumper = Neuburg.square(0, at: CGPoint(x: 110, y: 150), color: Palette.orange)
        let grower = Neuburg.square(0, at: CGPoint(x: 290, y: 150), color: Palette.green)
        ctx.at(0.5) {
            root.addSublayer(jumper)
            CATransaction.setAnimationDuration(2)
            jumper.bounds.size = CGSize(width: 100, height: 100)
            root.addSublayer(grower)
            CATransaction.flush()
            CATransaction.setAnimationDuration(2)
            grower.bounds.size = CGSize(width: 100, height: 100)
        }
        ctx.checkpoint(at: 1.5, "half way") { r in
            r.expect(jumper.presentation()!.bounds.size, CGSize(width: 100, height: 100), "unflushed size (jumped)")
            r.expect(grower.presentation()!.bounds.size, CGSize(width: 50, height: 50), "flushed size")
            r.expect(grower.presentation()!.position, CGPoint(x: 290, y: 150), "grows about its centre")
        }
        ctx.checkpoint(at: 2.5, "done") { r in
            r.expect(grower.presentation()!.bounds.size, CGSize(width: 100, height: 100), "flushed size")
        }
        return root
    }
}
