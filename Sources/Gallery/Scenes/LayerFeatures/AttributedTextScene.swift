import Foundation
import OpenQuartzCore
import OpenUIKit

extension Gallery {
    /// Issue #19: a `CATextLayer` drawing an attributed string run by run —
    /// sizes, a serif run, kerning and a red highlight that travels through
    /// the runs as the string is replaced — above a container whose own
    /// timing (duration 1, repeated twice, autoreversing) drives its
    /// sublayer's animation back and forth.
    static let layerFeaturesAttributedText = Scene(
        name: "layer-features-attributed-text", title: "Attributed text runs and layer timing",
        source: "Core Animation completeness (issue #19): CATextLayer attributed strings, CAMediaTiming on layers",
        summary: "A red wave runs through the letters of an attributed string (runs of several sizes, a serif run, kerning); below, a container layer with duration 1, repeatCount 2 and autoreverses plays its sublayer's slide forward, back, forward, back",
        duration: 5, goldenTimes: [1.75, 3.3]
    ) { ctx in
        let root = ctx.makeRoot()
        let text = CATextLayer()
        text.frame = AttributedTextArt.textFrame
        text.fontSize = 36
        text.foregroundColor = Palette.ink
        text.string = AttributedTextArt.string(highlight: 0)
        root.addSublayer(text)

        // The wave: every 0.25 s the next run turns red (the string is replaced).
        ctx.every(AttributedTextArt.step, from: 0, through: 5) { t in
            CATransaction.setDisableActions(true)
            text.string = AttributedTextArt.string(highlight: AttributedTextArt.highlight(at: t))
        }

        // Layer timing: the container's time runs 0→1→0→1→0 over 0.5…4.5 s.
        let track = CALayer()
        track.frame = AttributedTextArt.trackFrame
        track.backgroundColor = Palette.gray
        root.addSublayer(track)
        let container = CALayer()
        container.frame = root.bounds
        root.addSublayer(container)
        let slider = CALayer()
        slider.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        slider.position = CGPoint(x: AttributedTextArt.slideStart, y: AttributedTextArt.slideY)
        slider.backgroundColor = Palette.teal
        container.addSublayer(slider)
        ctx.at(0) {
            container.duration = 1
            container.repeatCount = 2
            container.autoreverses = true
            container.fillMode = .both
            container.beginTime = ctx.mediaTime(AttributedTextArt.containerBegin)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = AttributedTextArt.slideStart
            slide.toValue = AttributedTextArt.slideStart + AttributedTextArt.slideLength
            slide.duration = 1
            slide.timingFunction = CAMediaTimingFunction(name: .linear)
            slide.isRemovedOnCompletion = false
            slide.fillMode = .both
            slider.add(slide, forKey: "slide")
        }
        for t in [0.25, 0.75, 1.25, 1.75, 2.6, 3.3, 4.25, 4.75] {
            ctx.checkpoint(at: t, "the slider follows the container's repeated, reversed time") { r in
                let x = Double(slider.presentation()!.position.x)
                r.expect(x, AttributedTextArt.sliderX(at: t), tolerance: 1e-9, "slider x at \(t)")
            }
        }
        ctx.checkpoint(at: 1.75, "the highlighted run is red, the others ink") { r in
            guard let s = text.string as? NSAttributedString else { return r.expect(false, "an attributed string") }
            let red = AttributedTextArt.highlight(at: 1.75)
            for (i, (_, _)) in AttributedTextArt.letters.enumerated() {
                let color = s.attribute(.foregroundColor, at: i, effectiveRange: nil) as? UIColor
                r.expect(color?.cgColor == (i == red ? Palette.red : Palette.ink), "run \(i) colour")
            }
        }
        return root
    }
}

/// The scene's layout and script, shared with its probes.
enum AttributedTextArt {
    static let textFrame = CGRect(x: 30, y: 40, width: 340, height: 80)
    static let trackFrame = CGRect(x: 40, y: 218, width: 320, height: 4)
    static let slideStart: Double = 60, slideLength: Double = 280, slideY: Double = 220
    static let containerBegin = 0.5
    static let step = 0.25
    static let kern: CGFloat = 6
    /// The runs: a letter, its font name and size.
    static let letters: [(String, (String, CGFloat))] = [
        ("W", ("Helvetica", 36)), ("A", ("Helvetica-Bold", 48)), ("V", ("Georgia", 56)),
        ("E", ("Helvetica-Bold", 48)), ("S", ("Helvetica", 36)),
    ]

    /// Which run is red at scene time `t`.
    static func highlight(at t: Double) -> Int { Int((t / step + 1e-9).rounded(.down)) % letters.count }

    /// The string with run `highlight` red and the others ink, every run kerned.
    @MainActor static func string(highlight: Int) -> NSAttributedString {
        let s = NSMutableAttributedString(string: "")
        for (i, (letter, (font, size))) in letters.enumerated() {
            s.append(NSAttributedString(string: letter, attributes: [
                .font: UIFont(name: font, size: size)!,
                .foregroundColor: UIColor(cgColor: i == highlight ? Palette.red : Palette.ink),
                .kern: kern,
            ]))
        }
        return s
    }

    /// The slider's x at scene time `t`: the container's time is
    /// 0→1→0 per 2 s from 0.5 s (twice), held at its end (0) after and its
    /// start (0) before; the slide is linear over 1 s of it.
    static func sliderX(at t: Double) -> Double {
        let e = t - containerBegin
        let local: Double
        if e < 0 || e >= 4 { local = 0 } else {
            let q = e.truncatingRemainder(dividingBy: 2)
            local = q < 1 ? q : 2 - q
        }
        return slideStart + slideLength * local
    }
}
