import OpenQuartzCore

extension Gallery {
    /// Neuburg 28: a flip-book of five drawn frames on `contents`, discrete
    /// keyframes, 1.5 s, forever.
    static let spriteFlipBook = Scene(
        name: "sprite-flip-book", title: "Sprite flip-book",
        source: Neuburg.source(28, "§20"),
        summary: "A chomping face: five drawn frames as discrete contents keyframes, 1.5 s per loop, forever",
        duration: 3, goldenTimes: [0.2, 0.6]
    ) { ctx in
        let root = ctx.makeRoot()
        let frames = (0..<5).compactMap { i in SpriteArt.chomp(frame: i) }
        let sprite = CALayer()
        sprite.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        sprite.position = CGPoint(x: 200, y: 150)
        sprite.contents = frames.first
        root.addSublayer(sprite)
        ctx.at(0) {
            let a = CAKeyframeAnimation(keyPath: "contents")
            a.values = frames
            a.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            a.calculationMode = .discrete
            a.duration = 1.5
            a.repeatCount = .greatestFiniteMagnitude
            sprite.add(a, forKey: "sprite")
        }
        // Discrete with five key times: frame i on [i/4, (i+1)/4) of each loop.
        for t in [0.1, 0.5, 0.8, 1.2, 1.6, 2.7] {
            ctx.checkpoint(at: t, "flip-book frame") { r in
                let phase = (t / 1.5) - floor(t / 1.5)
                let expected = min(Int(phase * 4), 3)
                let shown = sprite.presentation()!.contents as AnyObject?
                r.expect(frames.count == 5 && shown === frames[expected], "shows frame \(expected)")
            }
        }
        return root
    }
}

/// The flip-book's pictures: a yellow disc whose mouth opens and closes.
@MainActor enum SpriteArt {
    static func chomp(frame i: Int) -> CGImage? {
        let mouth = [0.05, 0.25, 0.45, 0.25, 0.05][i] * CGFloat.pi
        return Art.image(width: 120, height: 120) { ctx in
            ctx.setFillColor(Palette.yellow)
            ctx.beginPath()
            ctx.move(to: CGPoint(x: 60, y: 60))
            ctx.addArc(center: CGPoint(x: 60, y: 60), radius: 50, startAngle: mouth, endAngle: 2 * .pi - mouth, clockwise: false)
            ctx.closePath()
            ctx.fillPath()
            ctx.setFillColor(Palette.ink)
            ctx.fillEllipse(in: CGRect(x: 58, y: 26, width: 12, height: 12))
        }
    }
}
