import OpenQuartzCore

/// Shared pieces of the Neuburg chapter 4 scenes ("Programming iOS 14",
/// chapter 4, Animation), re-created from the behaviour the chapter
/// describes: the arrow, the "clunk" curve, the waggle values.
@MainActor enum Neuburg {
    /// The book's source line for item `item` of the chapter's list (§32)
    /// and the section it details.
    nonisolated static func source(_ item: Int, _ section: String) -> String {
        "Neuburg, Programming iOS 14, ch. 4 \(section) (demo \(item))"
    }

    /// The "clunk" timing curve (0.9, 0.1, 0.7, 0.9): slow, then a rush.
    static var clunk: CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: 0.9, 0.1, 0.7, 0.9) }

    /// The waggle: a decaying wobble of rotations that ends where it began.
    nonisolated static let waggle: [Double] = [0, .pi / 20, -.pi / 25, .pi / 30, -.pi / 35, .pi / 40, -.pi / 45, .pi / 50, -.pi / 55, 0]

    /// A red arrow at `position`, turned by `rotation`, added to `root`.
    static func arrow(in root: CALayer, at position: CGPoint, rotation: CGFloat = 0,
                      color: CGColor = Palette.red) -> CAShapeLayer {
        let arrow = Art.arrowLayer(color: color)
        arrow.position = position
        arrow.transform = CATransform3DMakeRotation(rotation, 0, 0, 1)
        root.addSublayer(arrow)
        return arrow
    }

    /// A plain coloured square layer.
    static func square(_ side: CGFloat, at position: CGPoint, color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        layer.position = position
        layer.backgroundColor = color
        layer.borderColor = Palette.ink
        layer.borderWidth = 2
        return layer
    }

    /// A basic animation with `duration` and an optional timing function.
    static func basic(_ keyPath: String, duration: Double, timing: CAMediaTimingFunction? = nil) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.duration = duration
        a.timingFunction = timing
        return a
    }

}

/// A layer with a custom animatable `thickness` that redraws every frame
/// while it animates: a rectangle inset by 20 whose border is `thickness`
/// wide (Neuburg §21).
class ThicknessLayer: CALayer {
    @CAManaged("thickness") var thickness: CGFloat = 0

    /// The rectangle's colour.
    var fill: CGColor { Palette.red }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "thickness" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let r = bounds.insetBy(dx: 20, dy: 20)
        ctx.setFillColor(fill)
        ctx.fill(r)
        ctx.setStrokeColor(Palette.ink)
        ctx.setLineWidth(thickness)
        ctx.stroke(r)
    }
}

/// `ThicknessLayer` whose `thickness` animates implicitly: its
/// `action(forKey:)` returns a basic animation from the presentation value
/// (Neuburg §26).
final class ImplicitThicknessLayer: ThicknessLayer {
    override var fill: CGColor { Palette.blue }

    override func action(forKey event: String) -> (any CAAction)? {
        if event == "thickness" {
            let a = CABasicAnimation(keyPath: event)
            a.fromValue = presentation()?.value(forKey: event)
            return a
        }
        return super.action(forKey: event)
    }
}
