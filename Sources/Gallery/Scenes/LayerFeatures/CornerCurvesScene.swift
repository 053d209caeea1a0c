import OpenQuartzCore

extension Gallery {
    /// `cornerCurve`: a circular-cornered square (left, teal) and a
    /// continuous-cornered one (right, blue), their `cornerRadius`
    /// animating 6 → 48 and back, each outlined by a border layer of the
    /// same frame and radius drawn with the other curve — the ink outline
    /// shows where the two curves part: the continuous corner starts
    /// bending 1.528665 × r from the corner (the circular one at r) and
    /// cuts the corner slightly less on the diagonal. Below, a lens
    /// stretches the top edge near a corner of radius 200 → 400 → 200
    /// (x × 0.4, y × 4): the continuous corner (left) leaves the edge well
    /// after the circular one (right), each outlined with the other curve.
    static let layerFeaturesCornerCurves = Scene(
        name: "layer-features-corner-curves", title: "Circular and continuous corners",
        source: "OpenQuartzCore (issue #19: cornerCurve, cornerCurveExpansionFactor)",
        summary: "Circular (left) and continuous (right) corners, radius animating 6 → 48 → 6, each outlined with the other curve; below, one corner of each magnified",
        duration: 6, goldenTimes: [0.5, 3.75]
    ) { ctx in
        let root = ctx.makeRoot()
        let shapes = [
            CornerCurveArt.square(CGRect(x: 30, y: 20, width: 150, height: 150), fill: Palette.teal, curve: .circular),
            CornerCurveArt.square(CGRect(x: 220, y: 20, width: 150, height: 150), fill: Palette.blue, curve: .continuous),
        ]
        for (fill, outline) in shapes { root.addSublayer(fill); root.addSublayer(outline) }
        let strip = CornerCurveArt.magnifier(CGRect(x: 30, y: 190, width: 340, height: 90))
        root.addSublayer(strip.window)
        ctx.at(0) {
            let times: [NSNumber] = [0, NSNumber(value: 1.0 / 6), 0.5, 0.75, 1]
            for (fill, outline) in shapes {
                for layer in [fill, outline] {
                    let grow = CAKeyframeAnimation(keyPath: "cornerRadius")
                    grow.values = [6.0, 6.0, 48.0, 48.0, 6.0]
                    grow.keyTimes = times
                    grow.duration = 6
                    layer.add(grow, forKey: "radius")
                }
            }
            for layer in strip.corners {
                let grow = CAKeyframeAnimation(keyPath: "cornerRadius")
                grow.values = [200.0, 200.0, 400.0, 400.0, 200.0]
                grow.keyTimes = times
                grow.duration = 6
                layer.add(grow, forKey: "radius")
            }
        }
        ctx.checkpoint(at: 0.5, "holding at radius 6") { r in
            r.expect(Double(shapes[1].0.presentation()!.cornerRadius), 6, "cornerRadius")
            r.expect(Double(CALayer.cornerCurveExpansionFactor(.continuous)), 1.528665, "expansion factor")
        }
        ctx.checkpoint(at: 2, "half way up") { r in
            r.expect(Double(shapes[0].0.presentation()!.cornerRadius), 27, tolerance: 1e-9, "cornerRadius")
            r.expect(Double(strip.corners[0].presentation()!.cornerRadius), 300, tolerance: 1e-9, "magnified radius")
        }
        ctx.checkpoint(at: 3.75, "holding at radius 48") { r in
            for (fill, outline) in shapes {
                r.expect(Double(fill.presentation()!.cornerRadius), 48, "cornerRadius")
                r.expect(fill.cornerCurve != outline.cornerCurve, "the outline uses the other curve")
            }
        }
        return root
    }
}

/// The layers of `layer-features-corner-curves`.
@MainActor enum CornerCurveArt {
    /// A square of `fill` with `curve` corners, and an outline (a 1.5-point
    /// ink border, no fill) of the same frame with the other curve.
    static func square(_ frame: CGRect, fill: CGColor, curve: CALayerCornerCurve) -> (CALayer, CALayer) {
        let shape = CALayer()
        shape.frame = frame
        shape.backgroundColor = fill
        shape.cornerCurve = curve
        shape.cornerRadius = 6
        let outline = CALayer()
        outline.frame = frame
        outline.borderWidth = 1.5
        outline.borderColor = Palette.ink
        outline.cornerCurve = curve == .continuous ? .circular : .continuous
        outline.cornerRadius = 6
        return (shape, outline)
    }

    /// A clipping window (paper, grey frame) split in two halves, each a
    /// lens stretching the top edge of a 1400 × 1400 layer near its
    /// top-left corner: x × 0.4, y × 4, so the 425 points of the edge from
    /// 200 to 625 points from the corner fill the half's 170 points and the
    /// first 22.5 points below the edge its 90. Left: a continuous teal
    /// corner with a circular ink outline (0.5 point); right: a circular
    /// blue corner with a continuous outline. The body's top edge is 2
    /// points below the lens' top (8 in the half).
    static func magnifier(_ frame: CGRect) -> (window: CALayer, corners: [CALayer]) {
        let window = CALayer()
        window.frame = frame
        window.masksToBounds = true
        window.backgroundColor = Palette.paper
        window.borderColor = Palette.gray
        window.borderWidth = 1
        var corners: [CALayer] = []
        for (i, curve) in [CALayerCornerCurve.continuous, .circular].enumerated() {
            let half = CALayer()
            half.frame = CGRect(x: CGFloat(i) * frame.width / 2, y: 0, width: frame.width / 2, height: frame.height)
            half.masksToBounds = true
            let lens = CALayer()
            lens.anchorPoint = .zero
            lens.bounds = CGRect(x: 0, y: 0, width: 425, height: 22.5)
            lens.position = .zero
            lens.transform = CATransform3DMakeScale(0.4, 4, 1)
            let body = CALayer()
            body.frame = CGRect(x: -200, y: 2, width: 1400, height: 1400)
            body.backgroundColor = i == 0 ? Palette.teal : Palette.blue
            body.cornerCurve = curve
            body.cornerRadius = 200
            let outline = CALayer()
            outline.frame = body.frame
            outline.borderWidth = 0.5
            outline.borderColor = Palette.ink
            outline.cornerCurve = curve == .continuous ? .circular : .continuous
            outline.cornerRadius = 200
            lens.addSublayer(body)
            lens.addSublayer(outline)
            half.addSublayer(lens)
            window.addSublayer(half)
            corners += [body, outline]
        }
        return (window, corners)
    }
}
