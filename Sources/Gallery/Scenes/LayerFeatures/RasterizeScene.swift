import OpenQuartzCore

extension Gallery {
    /// `shouldRasterize` with a sweeping `rasterizationScale`: two cards of
    /// fine procedural detail — 1-point stripes every 4 points, a checker of
    /// 1-point squares, hairline rings — rasterized, turning once while
    /// their scale falls from 2 to 0.25, holding, then turning back up to 2.
    /// At 0.25 each bitmap pixel holds 4 × 4 points: the stripes become a
    /// flat grey (a quarter of each pixel is white) and the cards are
    /// visibly blocky — smoothed by the left card's linear magnification
    /// filter, square blocks with the right card's `.nearest`.
    static let layerFeaturesRasterize = Scene(
        name: "layer-features-rasterize", title: "Rasterization scale sweep",
        source: "OpenQuartzCore (issue #19: shouldRasterize, rasterizationScale)",
        summary: "Two rasterized cards of fine detail turn while rasterizationScale sweeps 2 → 0.25 → 2: linear (left) and nearest (right) magnification of the bitmap",
        duration: 8, goldenTimes: [0.5, 2.25, 4]
    ) { ctx in
        let root = ctx.makeRoot()
        let left = RasterizeArt.card(at: CGPoint(x: 100, y: 150), filter: .linear)
        let right = RasterizeArt.card(at: CGPoint(x: 300, y: 150), filter: .nearest)
        root.addSublayer(left)
        root.addSublayer(right)
        ctx.at(0) {
            for card in [left, right] {
                // 0–1 s hold at 2; 1–3.5 s down to 0.25 while turning once; hold to 4.5 s; back up by 7 s.
                let times: [NSNumber] = [0, 0.125, 0.4375, 0.5625, 0.875, 1]
                let scale = CAKeyframeAnimation(keyPath: "rasterizationScale")
                scale.values = [2.0, 2.0, 0.25, 0.25, 2.0, 2.0]
                scale.keyTimes = times
                scale.duration = 8
                card.add(scale, forKey: "sweep")
                let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
                turn.values = [0.0, 0.0, 2 * Double.pi, 2 * Double.pi, 0.0, 0.0]
                turn.keyTimes = times
                turn.duration = 8
                card.add(turn, forKey: "turn")
            }
        }
        ctx.checkpoint(at: 0.5, "holding at scale 2, unturned") { r in
            for card in [left, right] {
                r.expect(Double(card.presentation()!.rasterizationScale), 2, "rasterizationScale")
                r.expect(Expected.rotationZ(card), 0, "angle")
            }
        }
        ctx.checkpoint(at: 2.25, "half way down, half a turn") { r in
            // keyTimes 0.125…0.4375 span 1…3.5 s: 2.25 s is half way (linear).
            r.expect(Double(left.presentation()!.rasterizationScale), 1.125, tolerance: 1e-9, "rasterizationScale")
            r.expect(abs(Expected.rotationZ(left)), Double.pi, tolerance: 1e-9, "angle")
        }
        ctx.checkpoint(at: 4, "holding at 0.25, a whole turn") { r in
            r.expect(Double(right.presentation()!.rasterizationScale), 0.25, "rasterizationScale")
            r.expect(left.shouldRasterize && right.shouldRasterize, "both rasterized")
            r.expect(right.magnificationFilter == .nearest && left.magnificationFilter == .linear, "filters")
        }
        ctx.checkpoint(at: 7.5, "back at 2") { r in
            r.expect(Double(left.presentation()!.rasterizationScale), 2, "rasterizationScale")
        }
        return root
    }
}

/// The procedural art of `layer-features-rasterize`.
@MainActor enum RasterizeArt {
    /// A 120 × 120 night-blue card centred at `center`, rasterized, with
    /// 13 white 1-point stripes at x = 4k … 4k + 1 (k = 1…13, y 8…112), a
    /// 48 × 48 checker image of 1-point orange and yellow squares at
    /// (64, 8), and white hairline rings (radii 2…22) centred at (88, 88).
    static func card(at center: CGPoint, filter: CALayerContentsFilter) -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        card.position = center
        card.backgroundColor = Palette.night
        card.shouldRasterize = true
        card.magnificationFilter = filter
        for k in 1...13 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(4 * k), y: 8, width: 1, height: 104)
            stripe.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            card.addSublayer(stripe)
        }
        let checker = CALayer()
        checker.frame = CGRect(x: 64, y: 8, width: 48, height: 48)
        checker.contents = checkerImage()
        checker.magnificationFilter = .nearest
        card.addSublayer(checker)
        let rings = CAShapeLayer()
        rings.frame = CGRect(x: 64, y: 64, width: 48, height: 48)
        let path = CGMutablePath()
        for radius in stride(from: 2.0, through: 22.0, by: 2.0) {
            path.addEllipse(in: CGRect(x: 24 - radius, y: 24 - radius, width: 2 * radius, height: 2 * radius))
        }
        rings.path = path
        rings.fillColor = nil
        rings.strokeColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        rings.lineWidth = 0.75
        card.addSublayer(rings)
        return card
    }

    /// 48 × 48 pixels of 1-pixel squares, orange and yellow alternating.
    static func checkerImage() -> CGImage {
        let ctx = CGContext(data: nil, width: 48, height: 48, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(Palette.yellow)
        ctx.fill(CGRect(x: 0, y: 0, width: 48, height: 48))
        ctx.setFillColor(Palette.orange)
        for y in 0..<48 { for x in 0..<48 where (x + y) % 2 == 0 { ctx.fill(CGRect(x: x, y: y, width: 1, height: 1)) } }
        return ctx.makeImage()!
    }
}
