import Foundation
import OpenUIKit

/// Shared pieces of the "iOS Animations by Tutorials" view scenes of
/// section I (chapters 1–5, the Bahama Air app), re-created from the
/// behaviour the book describes. All art is drawn with `UIBezierPath` into
/// `UIGraphicsImageRenderer` images; no image files.
@MainActor enum BahamaAir {
    /// The book's source line for chapter `chapter` and its demo.
    nonisolated static func source(_ chapter: Int, _ demo: String) -> String {
        "iOS Animations by Tutorials (3rd ed.), ch. \(chapter): \(demo)"
    }

    // The colours (sRGB components, restated by the golden probes).
    static let sky = UIColor(red: 0.35, green: 0.65, blue: 0.92, alpha: 1)
    static let sea = UIColor(red: 0.10, green: 0.45, blue: 0.65, alpha: 1)
    static let green = UIColor(red: 0.63, green: 0.84, blue: 0.35, alpha: 1)
    /// The button's "busy" tint after Log In is tapped.
    static let busy = UIColor(red: 0.85, green: 0.83, blue: 0.45, alpha: 1)
    /// The status banner's text colour.
    static let bannerText = UIColor(red: 0.89, green: 0.38, blue: 0.0, alpha: 1)
    /// The status banner's paper.
    static let bannerPaper = UIColor(red: 1.0, green: 0.96, blue: 0.85, alpha: 1)
    /// The flight board's panel.
    static let navy = UIColor(red: 0.12, green: 0.18, blue: 0.35, alpha: 1)

    /// A cloud: three overlapping opaque white ovals on a clear image.
    static func cloudImage(width: CGFloat = 100) -> UIImage {
        let h = width / 2
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: h)).image { _ in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: h * 0.35, width: width * 0.5, height: h * 0.6)).fill()
            UIBezierPath(ovalIn: CGRect(x: width * 0.25, y: 0, width: width * 0.45, height: h * 0.9)).fill()
            UIBezierPath(ovalIn: CGRect(x: width * 0.5, y: h * 0.3, width: width * 0.5, height: h * 0.65)).fill()
        }
    }

    /// A white airliner seen from the side, nose right, 70 × 40: fuselage,
    /// wing, tail fin and a red stripe; its centre (35, 20) is on the fuselage.
    static func planeImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 70, height: 40)).image { _ in
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: 4, y: 14, width: 64, height: 12), cornerRadius: 6).fill()
            let fin = UIBezierPath()
            fin.move(to: CGPoint(x: 6, y: 16)); fin.addLine(to: CGPoint(x: 2, y: 2))
            fin.addLine(to: CGPoint(x: 10, y: 2)); fin.addLine(to: CGPoint(x: 20, y: 16)); fin.close()
            fin.fill()
            let wing = UIBezierPath()
            wing.move(to: CGPoint(x: 30, y: 22)); wing.addLine(to: CGPoint(x: 22, y: 38))
            wing.addLine(to: CGPoint(x: 30, y: 38)); wing.addLine(to: CGPoint(x: 46, y: 22)); wing.close()
            wing.fill()
            UIColor(red: 0.86, green: 0.16, blue: 0.16, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 23, width: 52, height: 2)).fill()
        }
    }

    /// The status banner: a rounded cream card, 240 × 44.
    static func bannerImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 240, height: 44)).image { _ in
            bannerPaper.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 240, height: 44), cornerRadius: 10).fill()
        }
    }

    /// The flight board's weather backdrop, 360 × 640: a flat sky over a
    /// ground band from y 540; sunny adds a sun, snowy a grey cloud bank.
    static func weatherImage(snowy: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 360, height: 640)).image { _ in
            (snowy ? snowSky : sunSky).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 360, height: 540)).fill()
            (snowy ? snowGround : grass).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 540, width: 360, height: 100)).fill()
            if snowy {
                UIColor(red: 0.55, green: 0.58, blue: 0.62, alpha: 1).setFill()
                UIBezierPath(ovalIn: CGRect(x: 20, y: 95, width: 120, height: 40)).fill()
            } else {
                UIColor(red: 0.99, green: 0.84, blue: 0.20, alpha: 1).setFill()
                UIBezierPath(ovalIn: CGRect(x: 280, y: 95, width: 44, height: 44)).fill()
            }
        }
    }
    static let sunSky = UIColor(red: 0.45, green: 0.75, blue: 0.95, alpha: 1)
    static let grass = UIColor(red: 0.35, green: 0.65, blue: 0.30, alpha: 1)
    static let snowSky = UIColor(red: 0.70, green: 0.75, blue: 0.80, alpha: 1)
    static let snowGround = UIColor(red: 0.96, green: 0.97, blue: 1.0, alpha: 1)

    /// What is on screen for `view`: its layer's presentation.
    static func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    /// A label with the given look.
    static func label(_ text: String, size: CGFloat, bold: Bool = true, color: UIColor = .white,
                      frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = color
        label.textAlignment = .center
        return label
    }

    /// A copy of `label` (frame, font, colour, alignment) showing `text`, added
    /// next to it: the "auxiliary" label of the book's ch. 4 transitions.
    static func auxCopy(of label: UILabel, text: String) -> UILabel {
        let aux = BahamaAir.label(text, size: 10, frame: label.frame)
        aux.font = label.font
        aux.textColor = label.textColor
        aux.textAlignment = label.textAlignment
        label.superview?.addSubview(aux)
        return aux
    }

    // MARK: - Expected values, worked out from the math (not from the engine)

    /// Progress of UIKit's duration-fitted damping-ratio spring (velocity 0)
    /// `t` seconds in: mass 1, damping 2ζω, and ω chosen so that the envelope
    /// (1 + B)·e^(−ζωt), B = ζ/√(1 − ζ²), falls to 0.1 % exactly at
    /// `duration`: ω = ln((1 + B)/0.001) / (ζ · duration). From `duration` on,
    /// exactly 1 (apple-reference-values.md, "UIKit springs").
    nonisolated static func fittedSpring(_ t: Double, duration: Double, ratio z: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        let root = (1 - z * z).squareRoot(), b = z / root
        let w = log((1 + b) / 0.001) / (z * duration), wd = w * root
        return 1 - exp(-z * w * t) * (cos(wd * t) + b * sin(wd * t))
    }

    /// A value animated by keyframes `frames` (relative start, end, value),
    /// starting at `initial`, at overall progress `f`: it holds between
    /// keyframes and moves linearly inside each one.
    nonisolated static func keyframed(_ f: Double, from initial: Double, _ frames: [(Double, Double, Double)]) -> Double {
        var value = initial
        for (start, end, target) in frames {
            if f >= end { value = target; continue }
            if f > start { return value + (target - value) * (f - start) / (end - start) }
            return value
        }
        return value
    }
}

/// An ordered record of what happened (completions, messages shown), for
/// checkpoints that assert the order.
@MainActor final class BahamaLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}
