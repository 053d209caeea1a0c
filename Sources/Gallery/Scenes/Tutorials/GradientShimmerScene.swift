import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 14: a black-white-black gradient three times wider than
    /// its mask sweeps a white band through the masked shapes, forever.
    static let tutorialsShimmer = Scene(
        name: "tutorials-shimmer", title: "Slide-to-reveal shimmer",
        source: Tutorials.source(14, "gradient layers and masks"),
        summary: "A gradient's locations animate [0, 0, 0.25] → [0.75, 1, 1] every 3 s; a drawn chevron-and-bars mask shows the sweeping shine",
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
        let mask = CALayer()
        mask.frame = CGRect(x: w, y: 0, width: w, height: h)
        mask.contents = ShimmerArt.label(width: w, height: h)
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

/// The shimmer's mask: chevrons and rounded bars standing in for the
/// "Slide to reveal" text (the mask's alpha is what matters).
@MainActor enum ShimmerArt {
    static func label(width: CGFloat, height: CGFloat) -> CGImage? {
        Art.image(width: width, height: height) { ctx in
            ctx.setFillColor(CGColor.white)
            for i in 0..<3 {
                let x = 12 + CGFloat(i) * 22
                ctx.beginPath()
                ctx.move(to: CGPoint(x: x, y: height * 0.25))
                ctx.addLine(to: CGPoint(x: x + 14, y: height * 0.5))
                ctx.addLine(to: CGPoint(x: x, y: height * 0.75))
                ctx.addLine(to: CGPoint(x: x + 6, y: height * 0.75))
                ctx.addLine(to: CGPoint(x: x + 20, y: height * 0.5))
                ctx.addLine(to: CGPoint(x: x + 6, y: height * 0.25))
                ctx.closePath()
                ctx.fillPath()
            }
            for (x, bw) in [(90.0, 50.0), (150.0, 26.0), (186.0, 70.0), (266.0, 20.0)] {
                let rect = CGRect(x: x, y: Double(height) * 0.3, width: bw, height: Double(height) * 0.4)
                ctx.addPath(CGPath(roundedRect: rect, cornerWidth: 6, cornerHeight: 6, transform: nil))
                ctx.fillPath()
            }
        }
    }
}
