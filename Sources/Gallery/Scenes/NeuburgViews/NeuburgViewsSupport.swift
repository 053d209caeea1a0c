import Foundation
import OpenUIKit

/// Shared pieces of the Neuburg chapter 4 view scenes ("Programming iOS
/// 14", chapter 4, the block-based view animation demos), re-created from the
/// behaviour the chapter describes with plain coloured views.
@MainActor enum NeuburgViews {
    /// A square view of `side` centred on `center`, `color` with a 2-point
    /// ink border, added to `parent`.
    @discardableResult
    static func square(_ side: CGFloat, at center: CGPoint, _ color: CGColor, in parent: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        view.backgroundColor = UIColor(cgColor: color)
        view.layer.borderColor = Palette.ink
        view.layer.borderWidth = 2
        parent.addSubview(view)
        return view
    }

    /// Where `view`'s centre is on screen now (its layer's presented position).
    static func shownCenter(_ view: UIView) -> CGPoint { (view.layer.presentation() ?? view.layer).position }

    /// The presented opacity of `view`.
    static func shownAlpha(_ view: UIView) -> Double { Double((view.layer.presentation() ?? view.layer).opacity) }

    /// The x that `curve` (a monotonic timing curve) maps to `y`, by bisection.
    nonisolated static func inverse(_ curve: (Double) -> Double, _ y: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if curve(mid) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// Progress of an autoreversing ease-in-ease-out animation of `duration`
    /// `t` seconds after it started: up over one duration, down over the next.
    nonisolated static func autoreversed(_ t: Double, duration: Double) -> Double {
        let cycle = t.truncatingRemainder(dividingBy: 2 * duration) / duration
        return cycle <= 1 ? Expected.easeInOut(cycle) : Expected.easeInOut(2 - cycle)
    }
}

/// A view whose `swing` property moves it 100 points right (true) or back
/// (false) inside a zero-duration animation block (Neuburg §10): set
/// directly it jumps; set inside another block it inherits that block's
/// duration and curve and animates.
final class SwingView: UIView {
    var swing = false {
        didSet { UIView.animate(withDuration: 0) { self.center.x += self.swing ? 100 : -100 } }
    }
}

/// A view drawing a red rectangle, or with `reverse` an ellipse, inset 10
/// points from its bounds (Neuburg §12's custom drawing).
final class ShapeFlipView: UIView {
    var reverse = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let inset = bounds.insetBy(dx: 10, dy: 10)
        let shape = reverse ? UIBezierPath(ovalIn: inset) : UIBezierPath(rect: inset)
        UIColor(cgColor: Palette.red).setFill()
        shape.fill()
    }
}

/// A container whose `layoutSubviews` puts its first subview `offset`
/// points right of the left margin: changing `offset` and laying out inside
/// an animation block animates the move (Neuburg §31).
final class SlideContainer: UIView {
    var offset: CGFloat = 0 { didSet { setNeedsLayout() } }

    override func layoutSubviews() {
        guard let child = subviews.first else { return }
        child.frame.origin.x = 10 + offset
    }
}

extension NeuburgViews {
    /// The "Mars" picture (Art.mars) as a 100-point UIImage.
    static func marsImage() -> UIImage { UIImage(cgImage: Art.mars(size: 100)!) }

    /// The "Smiley" picture (Art.smiley) as a 100-point UIImage.
    static func smileyImage() -> UIImage { UIImage(cgImage: Art.smiley(size: 100)!) }

    /// A transparent image of `side` points (what shows when nothing should).
    static func emptyImage(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
    }

    /// The contents on screen now (the presented layer's).
    static func shownContents(_ view: UIView) -> CGImage? {
        (view.layer.presentation() ?? view.layer).contents as? CGImage
    }
}
