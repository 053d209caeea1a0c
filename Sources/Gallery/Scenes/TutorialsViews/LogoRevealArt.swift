import OpenUIKit

/// The Logo Reveal scene's art, drawn here rather than bundled: the leaf
/// logo (one path, used by the start screen's logo and by the reveal's
/// mask), the colours, and the packing list's stacked cards.
@MainActor enum LogoRevealArt {
    static let night = TutorialViews.color(0.09, 0.15, 0.24)
    static let leaf = TutorialViews.color(0.98, 0.63, 0.20)
    static let paper = TutorialViews.color(0.98, 0.95, 0.88)
    static let ink = TutorialViews.color(0.14, 0.16, 0.22)
    static let caption = TutorialViews.color(0.80, 0.86, 0.94)

    /// The logo's box: 80 × 100 points; the path is drawn in it.
    static let logoSize = CGSize(width: 80, height: 100)

    /// The leaf: a drop with a pointed top and a round bottom, and a thin
    /// curved vein cut out of its upper half (even-odd). The reveal scales
    /// the logo 150 times about its centre after moving it up 10 points, so
    /// what covers the screen at the end is the solid bottom around (40, 60)
    /// — the vein stays above y 48, out of that region.
    static func logoPath() -> CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 40, y: 0))
        p.addCurve(to: CGPoint(x: 80, y: 62), control1: CGPoint(x: 62, y: 18), control2: CGPoint(x: 80, y: 38))
        p.addCurve(to: CGPoint(x: 40, y: 100), control1: CGPoint(x: 80, y: 84), control2: CGPoint(x: 62, y: 100))
        p.addCurve(to: CGPoint(x: 0, y: 62), control1: CGPoint(x: 18, y: 100), control2: CGPoint(x: 0, y: 84))
        p.addCurve(to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 0, y: 38), control2: CGPoint(x: 18, y: 18))
        p.closeSubpath()
        // The vein: a crescent from the tip region down to the middle.
        p.move(to: CGPoint(x: 38, y: 16))
        p.addQuadCurve(to: CGPoint(x: 42, y: 48), control: CGPoint(x: 50, y: 30))
        p.addQuadCurve(to: CGPoint(x: 38, y: 16), control: CGPoint(x: 45, y: 30))
        p.closeSubpath()
        return p
    }

    /// A shape layer drawing the logo in its 80 × 100 bounds, filled with
    /// `color` (the mask's fill only needs to be opaque).
    static func logoLayer(color: UIColor = leaf) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(origin: .zero, size: logoSize)
        layer.path = logoPath()
        layer.fillRule = .evenOdd
        layer.fillColor = color.cgColor
        return layer
    }

    /// The start screen's backdrop: a night-blue field with faint rings
    /// around the logo and the caption.
    static func startBackdrop(logoCenter: CGPoint) -> @MainActor (CGRect) -> Void {
        { bounds in
            TutorialViews.fill(bounds, night)
            UIColor(white: 1, alpha: 0.06).setStroke()
            for r in stride(from: 80.0, through: 260.0, by: 45.0) {
                let ring = UIBezierPath(ovalIn: CGRect(x: logoCenter.x - r, y: logoCenter.y - r, width: 2 * r, height: 2 * r))
                ring.lineWidth = 2
                ring.stroke()
            }
            TutorialViews.drawText("Leafwing Travel", centeredOn: bounds.midX, top: logoCenter.y + 80, size: 26,
                                   bold: true, color: .white)
            TutorialViews.drawText("Tap the leaf to pack", centeredOn: bounds.midX, top: logoCenter.y + 118, size: 16,
                                   color: caption)
        }
    }

    /// The packing list's items and card colours.
    static let items: [(name: String, note: String, hue: (CGFloat, CGFloat, CGFloat))] = [
        ("Sunscreen", "SPF 50, the big bottle", (0.95, 0.42, 0.30)),
        ("Swimsuit", "and a spare", (0.20, 0.60, 0.86)),
        ("Sandals", "the comfortable ones", (0.36, 0.70, 0.34)),
        ("Camera", "charged, two cards", (0.62, 0.40, 0.84)),
        ("Passport", "valid until 2031", (0.96, 0.76, 0.18)),
        ("Map", "folded, not torn", (0.18, 0.72, 0.70)),
    ]

    /// The packing list: a cream page, a heading, and a stack of coloured
    /// cards, each with a round badge, its item and a note.
    static func packingList(_ bounds: CGRect) {
        TutorialViews.fill(bounds, paper)
        TutorialViews.drawText("Vacation Packing", centeredOn: bounds.midX, top: 22, size: 24, bold: true, color: ink)
        let top: CGFloat = 72, height: CGFloat = 74, step: CGFloat = 82
        for (i, item) in items.enumerated() {
            let (r, g, b) = item.hue
            let card = CGRect(x: 20, y: top + CGFloat(i) * step, width: bounds.width - 40, height: height)
            TutorialViews.fill(card.offsetBy(dx: 0, dy: 4), UIColor(white: 0, alpha: 0.10), cornerRadius: 14)
            TutorialViews.fill(card, TutorialViews.color(r, g, b), cornerRadius: 14)
            TutorialViews.fill(CGRect(x: card.minX + 14, y: card.midY - 20, width: 40, height: 40),
                               UIColor(white: 1, alpha: 0.85), cornerRadius: 20)
            TutorialViews.drawText(String(i + 1), centeredOn: card.minX + 34, top: card.midY - 12, size: 18, bold: true,
                                   color: TutorialViews.color(r * 0.6, g * 0.6, b * 0.6))
            let textX = card.minX + 70
            let name = item.name as NSString, note = item.note as NSString
            name.draw(at: CGPoint(x: textX, y: card.minY + 14),
                      withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white])
            note.draw(at: CGPoint(x: textX, y: card.minY + 42),
                      withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor(white: 1, alpha: 0.85)])
        }
        TutorialViews.drawText("Tap to go back", centeredOn: bounds.midX, top: bounds.maxY - 34, size: 14, color: ink)
    }
}
