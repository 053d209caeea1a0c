import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 14: a black-white-black gradient three times wider than
    /// its text mask ("Slide to reveal") sweeps a white band through the
    /// letters, forever.
    static let tutorialsShimmer = Scene(
        name: "tutorials-shimmer", title: "Slide-to-reveal shimmer",
        source: Tutorials.source(14, "gradient layers and masks"),
        summary: "A gradient's locations animate [0, 0, 0.25] → [0.75, 1, 1] every 3 s; a \"Slide to reveal\" text mask shows the sweeping shine",
        size: CGSize(width: 360, height: 160), duration: 6, goldenTimes: [1.5]
    ) { ctx in
        let root = ctx.makeRoot(background: Palette.night)
        let w: CGFloat = 300, h: CGFloat = 60
        let gradient = CAGradientLayer()
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.colors = [CGColor.black, CGColor.white, CGColor.black]
        gradient.locations = [0.25, 0.5, 0.75]
        gradient.frame = CGRect(x: 30 - w, y: 50, width: 3 * w, height: h)
        // The mask is the text itself (a CATextLayer's glyphs: their alpha is what shows).
        let mask = CATextLayer()
        mask.frame = CGRect(x: w, y: 14, width: w, height: h - 14)
        mask.string = "Slide to reveal"
        mask.font = "HelveticaNeue-Thin"
        mask.fontSize = 28
        mask.alignmentMode = .center
        gradient.mask = mask
        root.addSublayer(gradient)
        ctx.at(0) {
            let sweep = CABasicAnimation(keyPath: "locations")
            sweep.fromValue = [0.0, 0.0, 0.25]
            sweep.toValue = [0.75, 1.0, 1.0]
            sweep.duration = 3
            sweep.repeatCount = .infinity
            gradient.add(sweep, forKey: nil)
        }
        for t in [0.75, 1.5, 4.2] {
            ctx.checkpoint(at: t, "locations sweep linearly") { r in
                let f = (t / 3) - floor(t / 3)
                let shown = (gradient.presentation()!.locations ?? []).map { $0.doubleValue }
                r.expect(shown, [0.75 * f, f, 0.25 + 0.75 * f], tolerance: 1e-6, "locations")
            }
        }
        return root
    }
}
