import OpenQuartzCore

extension Gallery {
    /// The compositing filters a layer accepts (`CALayer.compositingFilter`),
    /// one cell each, with the `CGBlendMode` each one means (the scene's
    /// probes and checkpoints read it).
    static let blendModeCells: [(filter: String, label: String, mode: CGBlendMode)] = [
        ("sourceOverCompositing", "normal", .normal), ("multiplyBlendMode", "multiply", .multiply),
        ("screenBlendMode", "screen", .screen), ("overlayBlendMode", "overlay", .overlay),
        ("darkenBlendMode", "darken", .darken), ("lightenBlendMode", "lighten", .lighten),
        ("colorDodgeBlendMode", "colorDodge", .colorDodge), ("colorBurnBlendMode", "colorBurn", .colorBurn),
        ("softLightBlendMode", "softLight", .softLight), ("hardLightBlendMode", "hardLight", .hardLight),
        ("differenceBlendMode", "difference", .difference), ("exclusionBlendMode", "exclusion", .exclusion),
        ("hueBlendMode", "hue", .hue), ("saturationBlendMode", "saturation", .saturation),
        ("colorBlendMode", "color", .color), ("luminosityBlendMode", "luminosity", .luminosity),
        ("sourceInCompositing", "sourceIn", .sourceIn), ("sourceOutCompositing", "sourceOut", .sourceOut),
        ("sourceAtopCompositing", "sourceAtop", .sourceAtop), ("destinationOverCompositing", "destinationOver", .destinationOver),
        ("destinationInCompositing", "destinationIn", .destinationIn), ("destinationOutCompositing", "destinationOut", .destinationOut),
        ("destinationAtopCompositing", "destinationAtop", .destinationAtop), ("xorCompositing", "xor", .xor),
        ("plusLighter", "plusLighter", .plusLighter), ("plusDarker", "plusDarker", .plusDarker),
    ]

    /// The blend-mode grid's geometry and colours, shared with its probes.
    enum BlendModesLayout {
        /// Cells per row, and a cell's size.
        public static let columns = 7
        public static let cell = CGSize(width: 84, height: 92)
        /// The backdrop's rectangle inside a cell, and its two flat stripes' centres (x) and width.
        public static let backdrop = CGRect(x: 4, y: 4, width: 76, height: 64)
        public static let stripeCentres: [CGFloat] = [26, 58]
        public static let stripeWidth: CGFloat = 14
        /// The stripes' colours (opaque) and the source disc's colour.
        public static let stripeColours = [CGColor(red: 0.95, green: 0.85, blue: 0.2, alpha: 1),
                                           CGColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1)]
        public static let discColour = CGColor(red: 0.85, green: 0.25, blue: 0.55, alpha: 1)
        /// The disc's diameter and its centre's height in the cell.
        public static let disc: CGFloat = 36
        public static let discY: CGFloat = 36
        /// One sweep from stripe 0 to stripe 1 (linear, then back: autoreverses).
        public static let sweep = 1.5
        /// The disc's opacity goes 1 → 0.5 over `fade` seconds, then back.
        public static let fade = 3.0

        /// The origin of cell `i`.
        public static func origin(_ i: Int) -> CGPoint {
            CGPoint(x: 2 + CGFloat(i % columns) * cell.width, y: 2 + CGFloat(i / columns) * cell.height)
        }
    }

    /// Issue #19: every blend-mode compositing filter of a layer, one cell
    /// each — a disc with the filter sweeps between two flat stripes over a
    /// colour ramp while it fades, blended with what is behind it.
    static let layerFeaturesBlendModes = Scene(
        name: "layer-features-blend-modes", title: "Blend-mode compositing filters",
        source: "Issue #19: CALayer.compositingFilter with the blend-mode filter names (W3C Compositing and Blending formulas)",
        summary: "26 cells: a disc with one compositing filter each sweeps over stripes and a colour ramp, fading, blended with its backdrop",
        size: CGSize(width: 592, height: 372), duration: 6, goldenTimes: [1.5, 3]
    ) { ctx in
        typealias L = BlendModesLayout
        let root = ctx.makeRoot(background: Palette.paper)
        var discs: [CALayer] = []
        for (i, entry) in blendModeCells.enumerated() {
            let o = L.origin(i)
            let cell = CALayer()
            cell.frame = CGRect(origin: o, size: L.cell)
            let ramp = CAGradientLayer()
            ramp.frame = L.backdrop
            ramp.colors = [Palette.orange, Palette.teal, Palette.purple]
            ramp.startPoint = CGPoint(x: 0, y: 0.5)
            ramp.endPoint = CGPoint(x: 1, y: 0.5)
            cell.addSublayer(ramp)
            for (x, colour) in zip(L.stripeCentres, L.stripeColours) {
                let stripe = CALayer()
                stripe.frame = CGRect(x: x - L.stripeWidth / 2, y: L.backdrop.minY, width: L.stripeWidth, height: L.backdrop.height)
                stripe.backgroundColor = colour
                cell.addSublayer(stripe)
            }
            let disc = CALayer()
            disc.bounds = CGRect(x: 0, y: 0, width: L.disc, height: L.disc)
            disc.position = CGPoint(x: L.stripeCentres[0], y: L.discY)
            disc.cornerRadius = L.disc / 2
            disc.backgroundColor = L.discColour
            disc.compositingFilter = entry.filter
            cell.addSublayer(disc)
            let label = CATextLayer()
            label.string = entry.label
            label.fontSize = 10
            label.foregroundColor = Palette.ink
            label.alignmentMode = .center
            label.frame = CGRect(x: 0, y: L.backdrop.maxY + 4, width: L.cell.width, height: 16)
            cell.addSublayer(label)
            root.addSublayer(cell)
            discs.append(disc)
        }
        ctx.at(0) {
            for disc in discs {
                let sweep = CABasicAnimation(keyPath: "position.x")
                sweep.fromValue = L.stripeCentres[0]
                sweep.toValue = L.stripeCentres[1]
                sweep.duration = L.sweep
                sweep.autoreverses = true
                sweep.repeatCount = .infinity
                disc.add(sweep, forKey: "sweep")
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1.0
                fade.toValue = 0.5
                fade.duration = L.fade
                fade.autoreverses = true
                fade.repeatCount = .infinity
                disc.add(fade, forKey: "fade")
            }
        }
        ctx.checkpoint(at: 0.75, "half way through the first sweep") { r in
            let p = discs[0].presentation()!
            r.expect(Double(p.position.x), Double(L.stripeCentres[0] + L.stripeCentres[1]) / 2, tolerance: 1e-6, "between the stripes")
            r.expect(Double(p.opacity), 1 - 0.5 * 0.25, tolerance: 1e-6, "a quarter of the fade")
        }
        ctx.checkpoint(at: 1.5, "the discs over the second stripe") { r in
            for disc in discs {
                r.expect(Double(disc.presentation()!.position.x), Double(L.stripeCentres[1]), tolerance: 1e-6, "on stripe 1")
            }
            r.expect(Double(discs[25].presentation()!.opacity), 0.75, tolerance: 1e-6, "half the fade")
            r.expect(discs[13].compositingFilter as? String == "saturationBlendMode", "the filter is kept")
        }
        ctx.checkpoint(at: 3, "back over the first stripe, at half opacity") { r in
            r.expect(Double(discs[3].presentation()!.position.x), Double(L.stripeCentres[0]), tolerance: 1e-6, "on stripe 0")
            r.expect(Double(discs[3].presentation()!.opacity), 0.5, tolerance: 1e-6, "the end of the fade")
        }
        return root
    }
}
