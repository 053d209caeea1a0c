import Foundation
import OpenUIKit

extension Gallery {
    /// Neuburg demo 48 (§30, motion effects): the book's card, a view with a
    /// `UIMotionEffectGroup` of two `UIInterpolatingMotionEffect`s —
    /// "center.x" along the horizontal tilt and "center.y" along the
    /// vertical, each −10…+10 — floats over a night landscape whose layers
    /// follow the tilt the other way (the sky −20…+20 reversed, the hills
    /// −8…+8 reversed), so that the card seems to hover in front; its shadow
    /// ("layer.shadowOffset.width" / ".height") slides away from the tilt.
    ///
    /// There is no accelerometer: the tilt is scripted with
    /// `UIScreen.simulateViewerOffset(_:)` (not Apple API) at every frame
    /// time (`ParallaxScript.tilt(at:)`): still, a turn to the right, a full
    /// circle over 4 s, back to still. A gauge in the corner (not moved by
    /// the effects) shows the viewer offset. The checkpoints compare the
    /// shown centres with the interpolation min + (max − min)(offset + 1)/2
    /// and check that the models never move.
    static let neuburgParallax = Scene(
        name: "neuburg-parallax", title: "A card floats over the landscape as the device tilts",
        source: Neuburg.source(48, "§30"),
        summary: "A UIMotionEffectGroup (center.x, center.y ±10) on a card, reversed effects on the sky (±20) and hills (±8); a scripted viewer offset sweeps a circle; the models never move",
        size: CGSize(width: 480, height: 320), duration: 7
    ) { ctx in
        let window = ctx.makeWindow(background: UIColor(cgColor: Palette.night))
        let size = ctx.size
        let sky = ParallaxScript.layerView(margin: 30, size: size, scale: ctx.scale, in: window, ParallaxScript.drawSky)
        let hills = ParallaxScript.layerView(margin: 12, size: size, scale: ctx.scale, in: window, ParallaxScript.drawHills)
        let card = ParallaxScript.card(at: CGPoint(x: size.width / 2, y: size.height / 2 - 10), in: window)
        let gauge = ParallaxGauge(center: CGPoint(x: size.width - 44, y: size.height - 44), in: window)

        // The book's group, on the card.
        card.addMotionEffect(ParallaxScript.group(x: (-10, 10), y: (-10, 10)))
        // The reversed ones: the farther, the more.
        sky.addMotionEffect(ParallaxScript.group(x: (20, -20), y: (20, -20)))
        hills.addMotionEffect(ParallaxScript.group(x: (8, -8), y: (8, -8)))
        // The shadow falls away from the tilt: the model's (0, 8), ± 6 each way.
        card.addMotionEffect(ParallaxScript.group(x: (6, -6), y: (6, -6), keyPaths: ("layer.shadowOffset.width", "layer.shadowOffset.height")))

        for i in ParallaxScript.frames {
            let t = Double(i) / 60
            ctx.at(t) {
                let offset = ParallaxScript.tilt(at: t)
                UIScreen.main.simulateViewerOffset(offset)
                gauge.show(offset)
            }
        }

        let models = [(card, card.center), (sky, sky.center), (hills, hills.center)]
        @MainActor func expectShown(_ r: inout CheckpointReport, at t: Double) {
            let o = ParallaxScript.tilt(at: t)
            for (view, range, name) in [(card, (-10, 10), "card"), (sky, (20, -20), "sky"), (hills, (8, -8), "hills")] as [(UIView, ParallaxRange, String)] {
                let model = view.center
                let expected = CGPoint(x: model.x + ParallaxScript.interpolated(range, o.horizontal),
                                       y: model.y + ParallaxScript.interpolated(range, o.vertical))
                r.expect(NeuburgViews.shownCenter(view), expected, tolerance: 1e-9, "\(name)'s shown centre at offset \(o)")
            }
            let shadow = (card.layer.presentation() ?? card.layer).shadowOffset
            r.expect(shadow, CGSize(width: 0 + ParallaxScript.interpolated((6, -6), o.horizontal),
                                    height: 8 + ParallaxScript.interpolated((6, -6), o.vertical)), tolerance: 1e-9, "card's shown shadow offset")
            for (view, center) in models {
                r.expect(view.center == center && view.layer.position == center, "the model centre stays \(center)")
            }
            r.expect(card.layer.shadowOffset == CGSize(width: 0, height: 8), "the model shadow offset stays (0, 8)")
        }

        ctx.checkpoint(at: 0.25, "still: shown where the models are") { r in
            r.expect(UIScreen.main.simulatedViewerOffset == .zero, "no tilt yet")
            r.expect(NeuburgViews.shownCenter(card), card.center, "card at its model centre")
            r.expect(card.motionEffects.count == 2 && card.motionEffects.first is UIMotionEffectGroup, "two groups on the card")
            expectShown(&r, at: 0.25)
        }
        ctx.checkpoint(at: 1.0, "half-way turn to the right: card +5, sky −10, hills −4") { r in
            r.expect(UIScreen.main.simulatedViewerOffset == UIOffset(horizontal: 0.5, vertical: 0), "offset (0.5, 0)")
            r.expect(NeuburgViews.shownCenter(card).x, card.center.x + 5, tolerance: 1e-9, "card +5")
            expectShown(&r, at: 1.0)
        }
        for (t, what) in [(1.5, "right (1, 0)"), (2.0, "down-right (√½, √½)"), (2.5, "down (0, 1)"),
                          (3.5, "left (−1, 0)"), (4.5, "up (0, −1)"), (5.0, "up-right (√½, −√½)"),
                          (6.0, "coming back (0.5, 0)")] {
            ctx.checkpoint(at: t, "tilted \(what)") { r in expectShown(&r, at: t) }
        }
        ctx.checkpoint(at: 6.75, "still again: shown where the models are") { r in
            r.expect(NeuburgViews.shownCenter(card), card.center, tolerance: 1e-9, "card back at its model centre")
            expectShown(&r, at: 6.75)
        }
        return window.layer
    }
}

/// The script and pieces of the parallax scene (Neuburg demo 48).
@MainActor enum ParallaxScript {
    /// The frames (at 60 per second) whose times set the tilt: 0.5 s … 6.5 s.
    nonisolated static let frames = 30...390

    /// The scripted viewer offset at scene time `t`: zero until 0.5 s; a
    /// turn to the right, (t − 0.5, 0), until 1.5 s; a circle (cos θ, sin θ),
    /// θ = 2π (t − 1.5) / 4, until 5.5 s (down at 2.5 s, left at 3.5 s, up
    /// at 4.5 s); back, (6.5 − t, 0), until 6.5 s; zero after.
    nonisolated static func tilt(at t: Double) -> UIOffset {
        switch t {
        case ..<0.5: return .zero
        case ..<1.5: return UIOffset(horizontal: t - 0.5, vertical: 0)
        case ..<5.5:
            let angle = 2 * Double.pi * (t - 1.5) / 4
            return UIOffset(horizontal: cos(angle), vertical: sin(angle))
        case ..<6.5: return UIOffset(horizontal: 6.5 - t, vertical: 0)
        default: return .zero
        }
    }

    /// What an interpolating effect from `range.minimum` (offset −1) to
    /// `range.maximum` (offset +1) adds at `offset`: the interpolation
    /// min + (max − min)(offset + 1)/2.
    nonisolated static func interpolated(_ range: ParallaxRange, _ offset: CGFloat) -> CGFloat {
        range.minimum + (range.maximum - range.minimum) * ((offset + 1) / 2)
    }

    /// A group of two interpolating effects: `keyPaths.0` along the
    /// horizontal tilt over `x`, `keyPaths.1` along the vertical over `y`.
    static func group(x: ParallaxRange, y: ParallaxRange,
                      keyPaths: (String, String) = ("center.x", "center.y")) -> UIMotionEffectGroup {
        let horizontal = UIInterpolatingMotionEffect(keyPath: keyPaths.0, type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = x.minimum
        horizontal.maximumRelativeValue = x.maximum
        let vertical = UIInterpolatingMotionEffect(keyPath: keyPaths.1, type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = y.minimum
        vertical.maximumRelativeValue = y.maximum
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        return group
    }

    /// A view showing a picture drawn by `draw` (in points, y down), larger
    /// than the canvas by `margin` on every side so that its edges stay out
    /// of sight while it moves up to `margin` points.
    static func layerView(margin: CGFloat, size: CGSize, scale: CGFloat, in parent: UIView,
                          _ draw: @escaping (CGContext, CGSize) -> Void) -> UIView {
        let frame = CGRect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
        let view = UIView(frame: frame)
        view.isOpaque = false
        view.layer.contents = Art.image(width: frame.width, height: frame.height, scale: scale) { draw($0, frame.size) }
        parent.addSubview(view)
        return view
    }

    /// The night sky: bands darkening upwards, a moon and stars placed by a
    /// fixed pseudo-random sequence.
    static func drawSky(_ ctx: CGContext, _ size: CGSize) {
        let bands = 8
        for i in 0..<bands {
            let f = CGFloat(i) / CGFloat(bands - 1)
            ctx.setFillColor(Palette.rgb(0.07 + 0.10 * f, 0.09 + 0.12 * f, 0.18 + 0.22 * f))
            ctx.fill(CGRect(x: 0, y: size.height * CGFloat(i) / CGFloat(bands), width: size.width, height: size.height / CGFloat(bands) + 1))
        }
        ctx.setFillColor(Palette.rgb(0.98, 0.95, 0.80))
        ctx.fillEllipse(in: CGRect(x: size.width * 0.16, y: size.height * 0.14, width: 46, height: 46))
        ctx.setFillColor(Palette.rgb(0.09, 0.12, 0.24))
        ctx.fillEllipse(in: CGRect(x: size.width * 0.16 + 14, y: size.height * 0.14 - 4, width: 44, height: 44))
        var seed: UInt32 = 48
        func next() -> CGFloat {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return CGFloat(seed >> 8) / CGFloat(1 << 24)
        }
        ctx.setFillColor(.white)
        for _ in 0..<60 {
            let x = next() * size.width, y = next() * size.height * 0.7, d = 1 + 2 * next()
            ctx.fillEllipse(in: CGRect(x: x, y: y, width: d, height: d))
        }
    }

    /// The hills: two rolling silhouettes along the bottom, transparent above.
    static func drawHills(_ ctx: CGContext, _ size: CGSize) {
        for (base, height, phase, color) in [(0.70, 34.0, 0.0, Palette.rgb(0.10, 0.32, 0.24)),
                                             (0.80, 26.0, 1.7, Palette.rgb(0.06, 0.22, 0.16))] {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: size.height))
            for step in 0...48 {
                let x = size.width * CGFloat(step) / 48
                let y = size.height * base - height * sin(Double(x) / 60 + phase) * 0.5 - height * 0.5 * sin(Double(x) / 23 + 2 * phase) * 0.4
                path.addLine(to: CGPoint(x: x, y: y))
            }
            path.addLine(to: CGPoint(x: size.width, y: size.height))
            path.closeSubpath()
            ctx.addPath(path)
            ctx.setFillColor(color)
            ctx.fillPath()
        }
    }

    /// The book's view: a 180 × 110 card, orange with an ink border, a
    /// shadow (0, 8) and a title, centred on `center`.
    static func card(at center: CGPoint, in parent: UIView) -> UIView {
        let card = UIView(frame: CGRect(x: center.x - 90, y: center.y - 55, width: 180, height: 110))
        card.backgroundColor = UIColor(cgColor: Palette.orange)
        card.layer.cornerRadius = 14
        card.layer.borderColor = Palette.ink
        card.layer.borderWidth = 2
        card.layer.shadowColor = Palette.rgb(0, 0, 0)
        card.layer.shadowOpacity = 0.55
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        let title = UILabel(frame: card.bounds.insetBy(dx: 12, dy: 12))
        title.text = "center ± 10"
        title.textAlignment = .center
        title.textColor = UIColor(cgColor: Palette.ink)
        title.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        card.addSubview(title)
        parent.addSubview(card)
        return card
    }
}

/// The relative values of one of the scene's effects: (value at offset −1,
/// value at +1); the first exceeds the second in a reversed effect.
typealias ParallaxRange = (minimum: CGFloat, maximum: CGFloat)

/// The tilt gauge: a ring with a dot at centre + 24 × the viewer offset.
@MainActor final class ParallaxGauge {
    private let dot = CALayer()
    private let center: CGPoint

    init(center: CGPoint, in parent: UIView) {
        self.center = center
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: center.x - 30, y: center.y - 30, width: 60, height: 60), transform: nil)
        ring.fillColor = Palette.rgb(1, 1, 1, 0.12)
        ring.strokeColor = Palette.paper
        ring.lineWidth = 2
        parent.layer.addSublayer(ring)
        dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = Palette.yellow
        dot.position = center
        parent.layer.addSublayer(dot)
    }

    /// Moves the dot to show `offset` (without an implicit animation).
    func show(_ offset: UIOffset) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.position = CGPoint(x: center.x + 24 * offset.horizontal, y: center.y + 24 * offset.vertical)
        CATransaction.commit()
    }
}
