import OpenUIKit

/// The Beginner Cook's herbs (Tutorials ch. 17), drawn rather than
/// photographed: each herb card is a tinted ground with a curved stem and
/// pairs of leaves in the herb's shape and colour. Not Apple API.
@MainActor enum BeginnerCookArt {
    /// One herb: its name, a line of description, the card's ground and the
    /// leaves' colour, length, width (both relative to the card's width) and
    /// number of pairs.
    struct Herb {
        let name: String
        let blurb: String
        let ground: (CGFloat, CGFloat, CGFloat)
        let leaf: (CGFloat, CGFloat, CGFloat)
        let length: CGFloat
        let width: CGFloat
        let pairs: Int
    }

    static let herbs: [Herb] = [
        Herb(name: "Basil", blurb: "Broad, glossy leaves with a sweet, peppery smell. Tear them, never chop.",
             ground: (0.96, 0.93, 0.82), leaf: (0.22, 0.62, 0.20), length: 0.34, width: 0.17, pairs: 3),
        Herb(name: "Rosemary", blurb: "Needles on woody stems; it stands up to long roasting.",
             ground: (0.88, 0.90, 0.95), leaf: (0.18, 0.40, 0.30), length: 0.20, width: 0.035, pairs: 9),
        Herb(name: "Mint", blurb: "Bright and cool. It spreads everywhere: give it a pot of its own.",
             ground: (0.93, 0.97, 0.93), leaf: (0.30, 0.72, 0.46), length: 0.26, width: 0.13, pairs: 4),
        Herb(name: "Sage", blurb: "Soft, velvety grey-green leaves; fry them in butter until crisp.",
             ground: (0.95, 0.91, 0.88), leaf: (0.50, 0.60, 0.50), length: 0.30, width: 0.11, pairs: 4),
    ]

    static let paper = TutorialViews.color(0.99, 0.97, 0.92)
    static let ink = TutorialViews.color(0.20, 0.22, 0.18)
    static let accent = TutorialViews.color(0.40, 0.55, 0.22)

    /// The herb's card at `size`: the ground, then a stem from the bottom
    /// centre curving up, with `pairs` pairs of leaves along it, smaller
    /// towards the top, and a top leaf.
    static func card(_ herb: Herb, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            let w = size.width, h = size.height
            TutorialViews.fill(CGRect(origin: .zero, size: size), TutorialViews.color(herb.ground.0, herb.ground.1, herb.ground.2))
            // A soft disc of light behind the plant.
            UIColor(white: 1, alpha: 0.55).setFill()
            UIBezierPath(ovalIn: CGRect(x: w * 0.1, y: h * 0.5 - w * 0.4, width: w * 0.8, height: w * 0.8)).fill()
            // The stem: a cubic from the bottom centre to the top, leaning right.
            let base = CGPoint(x: w * 0.5, y: h * 0.92), top = CGPoint(x: w * 0.52, y: h * 0.12)
            let c1 = CGPoint(x: w * 0.40, y: h * 0.65), c2 = CGPoint(x: w * 0.64, y: h * 0.35)
            func stem(_ s: CGFloat) -> (point: CGPoint, angle: CGFloat) {
                let u = 1 - s
                let p = CGPoint(x: u * u * u * base.x + 3 * u * u * s * c1.x + 3 * u * s * s * c2.x + s * s * s * top.x,
                                y: u * u * u * base.y + 3 * u * u * s * c1.y + 3 * u * s * s * c2.y + s * s * s * top.y)
                let d = CGPoint(x: 3 * u * u * (c1.x - base.x) + 6 * u * s * (c2.x - c1.x) + 3 * s * s * (top.x - c2.x),
                                y: 3 * u * u * (c1.y - base.y) + 6 * u * s * (c2.y - c1.y) + 3 * s * s * (top.y - c2.y))
                return (p, atan2(d.y, d.x))
            }
            let path = UIBezierPath()
            path.move(to: base)
            path.addCurve(to: top, controlPoint1: c1, controlPoint2: c2)
            path.lineWidth = max(1.5, w * 0.018)
            path.lineCapStyle = .round
            TutorialViews.color(0.35, 0.45, 0.22).setStroke()
            path.stroke()
            let (r, g, b) = herb.leaf
            for i in 0..<herb.pairs {
                let s = 0.2 + 0.75 * CGFloat(i) / CGFloat(max(herb.pairs, 1))
                let (p, angle) = stem(s)
                let shrink = 1 - 0.45 * s
                // Alternate shades down the stem, and a little lighter on the right.
                let shade = i % 2 == 0 ? 1 : 0.85 as CGFloat
                for side in [-1.0, 1.0] as [CGFloat] {
                    let tint = side > 0 ? 1.08 : 1 as CGFloat
                    leaf(at: p, angle: angle + side * 1.05, length: herb.length * w * shrink, width: herb.width * w * shrink,
                         color: TutorialViews.color(min(r * shade * tint, 1), min(g * shade * tint, 1), min(b * shade * tint, 1)))
                }
            }
            let (p, angle) = stem(1)
            leaf(at: p, angle: angle, length: herb.length * w * 0.5, width: herb.width * w * 0.5,
                 color: TutorialViews.color(min(r * 1.15, 1), min(g * 1.15, 1), min(b * 1.15, 1)))
        }
    }

    /// A leaf from `base` pointing along `angle`: two quadratic curves
    /// meeting at the tip, and a lighter midrib.
    private static func leaf(at base: CGPoint, angle: CGFloat, length: CGFloat, width: CGFloat, color: UIColor) {
        let d = CGPoint(x: cos(angle), y: sin(angle)), n = CGPoint(x: -d.y, y: d.x)
        let tip = CGPoint(x: base.x + d.x * length, y: base.y + d.y * length)
        let mid = CGPoint(x: base.x + d.x * length * 0.45, y: base.y + d.y * length * 0.45)
        let path = UIBezierPath()
        path.move(to: base)
        path.addQuadCurve(to: tip, controlPoint: CGPoint(x: mid.x + n.x * width, y: mid.y + n.y * width))
        path.addQuadCurve(to: base, controlPoint: CGPoint(x: mid.x - n.x * width, y: mid.y - n.y * width))
        path.close()
        color.setFill()
        path.fill()
        let rib = UIBezierPath()
        rib.move(to: base)
        rib.addLine(to: CGPoint(x: base.x + d.x * length * 0.8, y: base.y + d.y * length * 0.8))
        rib.lineWidth = max(0.5, width * 0.12)
        UIColor(white: 1, alpha: 0.35).setStroke()
        rib.stroke()
    }

    /// The main screen's backdrop: paper with a band of faint leaves across the top.
    static func backdrop(_ bounds: CGRect) {
        TutorialViews.fill(bounds, paper)
        for i in 0..<9 {
            let x = CGFloat(i) * 45 + 10, y: CGFloat = i % 2 == 0 ? 18 : 32
            leaf(at: CGPoint(x: x, y: y), angle: i % 2 == 0 ? 0.5 : -0.4, length: 34, width: 10,
                 color: TutorialViews.color(0.55, 0.70, 0.45, 0.35))
        }
        TutorialViews.fill(CGRect(x: 0, y: 440, width: bounds.width, height: 1), TutorialViews.color(0.80, 0.76, 0.66))
    }
}
