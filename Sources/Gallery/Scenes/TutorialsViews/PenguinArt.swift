import OpenUIKit

/// Pengui's world for ch. 27, drawn: walking frames (108 × 96) and sliding
/// frames (93 × 75) made with `UIGraphicsImageRenderer`, the HUD buttons'
/// images and the South Pole backdrop. The colours are restated by the golden probes.
@MainActor enum PenguinArt {
    static let walkSize = CGSize(width: 108, height: 96)
    static let slideSize = CGSize(width: 93, height: 75)
    static let sky = TutorialViews.color(0.62, 0.82, 0.96)
    static let ice = TutorialViews.color(0.90, 0.95, 0.99)
    static let hills = TutorialViews.color(0.78, 0.87, 0.95)
    static let feather = TutorialViews.color(0.10, 0.11, 0.14)
    static let beak = TutorialViews.color(0.98, 0.55, 0.12)
    /// The ice begins at this height; the penguin stands on y = 290.
    static let iceTop: CGFloat = 270

    /// Where the feet stand in walking frame k (x of the left edge of each foot, 14 wide).
    static func feet(_ k: Int) -> (back: CGFloat, front: CGFloat) {
        [(30, 62), (38, 54), (46, 46), (38, 54)][k]
    }

    /// Four walking frames, facing right: the same body, the feet in four places.
    static var walkFrames: [UIImage] {
        (0..<4).map { k in
            UIGraphicsImageRenderer(size: walkSize).image { _ in
                beak.setFill()
                let (back, front) = feet(k)
                for x in [back, front] { UIBezierPath(ovalIn: CGRect(x: x, y: 86, width: 14, height: 8)).fill() }
                body(in: CGRect(x: 28, y: 8, width: 52, height: 80), beakAt: CGPoint(x: 78, y: 30))
            }
        }
    }

    /// Two sliding frames, facing right: leaping on the belly (feet trailing,
    /// body high), then lying on the ice (body low).
    static var slideFrames: [UIImage] {
        [(body: CGRect(x: 10, y: 12, width: 74, height: 40), feetY: 26.0),
         (body: CGRect(x: 10, y: 32, width: 74, height: 40), feetY: 50.0)].map { pose in
            UIGraphicsImageRenderer(size: slideSize).image { _ in
                beak.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: pose.feetY, width: 14, height: 8)).fill()
                feather.setFill()
                UIBezierPath(ovalIn: pose.body).fill()
                UIColor.white.setFill()
                UIBezierPath(ovalIn: CGRect(x: pose.body.minX + 10, y: pose.body.midY + 2, width: pose.body.width - 20, height: pose.body.height / 2 - 4)).fill()
                UIBezierPath(ovalIn: CGRect(x: pose.body.maxX - 16, y: pose.body.minY + 8, width: 7, height: 7)).fill()
                triangle(CGPoint(x: pose.body.maxX - 2, y: pose.body.minY + 14), length: 11)
            }
        }
    }

    /// A standing body: black, a white belly and eye, an orange beak.
    private static func body(in r: CGRect, beakAt tip: CGPoint) {
        feather.setFill()
        UIBezierPath(ovalIn: r).fill()
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: r.minX + 10, y: r.minY + 18, width: r.width - 18, height: r.height - 24)).fill()
        UIBezierPath(ovalIn: CGRect(x: r.maxX - 18, y: r.minY + 10, width: 8, height: 8)).fill()
        triangle(tip, length: 16)
    }

    /// An orange beak pointing right from `base`.
    private static func triangle(_ base: CGPoint, length: CGFloat) {
        beak.setFill()
        let p = UIBezierPath()
        p.move(to: CGPoint(x: base.x, y: base.y - 5))
        p.addLine(to: CGPoint(x: base.x + length, y: base.y))
        p.addLine(to: CGPoint(x: base.x, y: base.y + 5))
        p.close()
        p.fill()
    }

    /// A HUD button image: a dark translucent disc with a white arrow
    /// pointing left (`-1`) or right (`1`), or the slide's double chevron (`0`).
    static func hudImage(_ direction: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48)).image { _ in
            UIColor(white: 0, alpha: 0.35).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 48, height: 48)).fill()
            UIColor.white.setFill()
            let tips: [CGFloat] = direction == 0 ? [-6, 8] : [0]
            for dx in tips {
                let s = CGFloat(direction == 0 ? 1 : direction), x = 24 + dx
                let p = UIBezierPath()
                p.move(to: CGPoint(x: x + 10 * s, y: 24))
                p.addLine(to: CGPoint(x: x - 6 * s, y: 12))
                p.addLine(to: CGPoint(x: x - 6 * s, y: 36))
                p.close()
                p.fill()
            }
        }
    }

    /// The backdrop: sky, far ice hills, the ice sheet.
    static func backdrop(_ bounds: CGRect) {
        TutorialViews.fill(bounds, sky)
        hills.setFill()
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: iceTop))
        for (x, y) in [(70.0, 200.0), (150, 240), (250, 180), (350, 235), (420, 205), (480, 230), (480, Double(iceTop))] {
            p.addLine(to: CGPoint(x: x, y: y))
        }
        p.close()
        p.fill()
        TutorialViews.fill(CGRect(x: 0, y: iceTop, width: bounds.width, height: bounds.height - iceTop), ice)
    }
}
