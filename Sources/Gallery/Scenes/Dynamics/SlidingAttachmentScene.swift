import Foundation
import OpenUIKit

extension Gallery {
    /// Neuburg demo 47 (§29, sliding attachment): a black 50-point square
    /// `v` and a red one `v2` 200 points to its right are joined by
    /// `slidingAttachment(with: v, attachedTo: v2, attachmentAnchor:
    /// midway, axisOfTranslation: (0, 1))` with `attachmentRange` −200…200
    /// (the book's example, moved 50 right and 30 down). A continuous push
    /// of (0, 0.05) on `v` (0.25 kg: 20 points/s²) slides it slowly down
    /// the channel while `v2` stays put, until the slide reaches the 200
    /// cap (after √(2 · 200 / 20) ≈ 4.47 s); then the anchor breaks free and
    /// both squares move down, turning slowly. The grey lines draw each
    /// square's rod to the anchor and the channel (with its caps), which is
    /// fixed to `v`.
    static let neuburgDynamicsSlidingAttachment = Scene(
        name: "neuburg-dynamics-sliding-attachment", title: "A sliding attachment reaches its cap",
        source: Neuburg.source(47, "§29"),
        summary: "Two squares on slidingAttachment (axis (0, 1), range ±200); a continuous push (0, 0.05) slides the black one down to the 200 cap, then both move down, slowly rotating",
        size: CGSize(width: 400, height: 400), duration: 6, goldenTimes: [2.26]
    ) { ctx in
        let window = ctx.makeWindow()
        let rods = DynamicsScenes.lines(in: window, color: Palette.gray, width: 2)
        let v = NeuburgViews.square(50, at: CGPoint(x: 75, y: 55), Palette.ink, in: window)
        let v2 = NeuburgViews.square(50, at: CGPoint(x: 275, y: 55), Palette.red, in: window)
        let anim = UIDynamicAnimator(referenceView: window)
        let slide = UIAttachmentBehavior.slidingAttachment(with: v, attachedTo: v2, attachmentAnchor: CGPoint(x: 175, y: 55),
                                                          axisOfTranslation: CGVector(dx: 0, dy: 1))
        slide.attachmentRange = UIFloatRange(minimum: -200, maximum: 200)
        let push = UIPushBehavior(items: [v], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 0.05)
        let watch = SlideWatch(v, v2, rods)
        slide.action = { watch.update() }
        SlidingRods.draw(rods, v, v2)
        ctx.keepAlive(anim)
        ctx.keepAlive(watch)
        let start = 0.25
        ctx.at(start) {
            anim.addBehavior(slide)
            anim.addBehavior(push)
        }
        // 0.05 N on 0.25 kg: 0.2 m/s², 20 points/s².
        ctx.checkpoint(at: 2.26, "v slides down alone at 20 pt/s²") { r in
            let n = DynamicsScenes.frames(since: start, at: 2.26)
            r.expect(Double(v.center.y), 55 + DynamicsScenes.fallen(n, accel: 20), tolerance: 0.01, "v: 20 h² N(N+1)/2 down")
            r.expect(Double(v.center.x), 75, tolerance: 1e-3, "v: no sideways motion")
            r.expect(v2.center, CGPoint(x: 275, y: 55), tolerance: 1e-3, "v2 stays put")
            r.expect(DynamicsScenes.angle(v) == 0 && DynamicsScenes.angle(v2) == 0, "neither turns")
        }
        // The free slide passes 200 in the frame N with 20 h² 4N(4N+1)/2 > 200.
        let capFrame = (1...400).first { DynamicsScenes.fallen($0, accel: 20) > 200 }!
        ctx.checkpoint(at: 4.72, "just before the cap: still sliding alone") { r in
            let n = DynamicsScenes.frames(since: start, at: 4.72)
            r.expect(n < capFrame, "before frame \(capFrame)")
            r.expect(SlidingRods.slide(v, v2), DynamicsScenes.fallen(n, accel: 20), tolerance: 0.01, "the slide is v's free slide")
            r.expect(watch.draggedAt == nil, "v2 not moved yet")
        }
        ctx.checkpoint(at: 5.0, "at the cap: v2 is dragged along from the frame the slide reaches 200") { r in
            r.expect(watch.draggedAt ?? .nan, start + Double(capFrame) / 60, tolerance: 1e-6, "v2 first moved in frame \(capFrame)")
            r.expect(watch.maxSlide, 200, tolerance: 1, "the slide went to the cap and not past it")
            r.expect(Double(v2.center.y) > 60, "v2 moving down (y \(v2.center.y))")
        }
        ctx.checkpoint(at: 5.91, "both move down, turning slowly together") { r in
            r.expect(watch.maxSlide <= 201, "never past the cap (\(watch.maxSlide))")
            r.expect(Double(v2.center.y) > 80 && Double(v.center.y) > 300, "both well down")
            r.expect(DynamicsScenes.angle(v) < -0.1, "turning counter-clockwise (\(DynamicsScenes.angle(v)) rad)")
            r.expect(DynamicsScenes.angle(v), DynamicsScenes.angle(v2), tolerance: 1e-3, "at the same angle (the channel keeps it)")
            r.expect(SlidingRods.across(v, v2), 200, tolerance: 0.5, "still 200 apart across the channel")
        }
        return window.layer
    }
}

/// Redraws the rods each step and remembers the largest slide and when
/// `v2` first moved.
@MainActor final class SlideWatch {
    let v: UIView, v2: UIView, rods: CAShapeLayer
    private(set) var maxSlide = 0.0
    private(set) var draggedAt: Double?
    private let origin = CACurrentMediaTime(), home: CGPoint

    init(_ v: UIView, _ v2: UIView, _ rods: CAShapeLayer) {
        self.v = v
        self.v2 = v2
        self.rods = rods
        home = v2.center
    }

    func update() {
        SlidingRods.draw(rods, v, v2)
        maxSlide = max(maxSlide, SlidingRods.slide(v, v2))
        if draggedAt == nil, hypot(v2.center.x - home.x, v2.center.y - home.y) > 0.01 { draggedAt = CACurrentMediaTime() - origin }
    }
}

/// The sliding attachment's geometry, in `v`'s own (turning) frame: the
/// anchor sits 100 points right of `v`'s centre and 100 left of `v2`'s.
@MainActor enum SlidingRods {
    /// `point` turned by the view's angle, from its centre.
    static func offset(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let a = CGFloat(DynamicsScenes.angle(view))
        return CGPoint(x: view.center.x + x * cos(a) - y * sin(a), y: view.center.y + x * sin(a) + y * cos(a))
    }

    /// How far `v2`'s end of the rod has slid back along the axis from `v`'s (points).
    static func slide(_ v: UIView, _ v2: UIView) -> Double {
        let a = DynamicsScenes.angle(v)
        let d = CGPoint(x: v2.center.x - v.center.x, y: v2.center.y - v.center.y)
        return -Double(-d.x * CGFloat(sin(a)) + d.y * CGFloat(cos(a)))
    }

    /// How far apart the centres are across the axis (points; 200 at the start).
    static func across(_ v: UIView, _ v2: UIView) -> Double {
        let a = DynamicsScenes.angle(v)
        let d = CGPoint(x: v2.center.x - v.center.x, y: v2.center.y - v.center.y)
        return Double(d.x * CGFloat(cos(a)) + d.y * CGFloat(sin(a)))
    }

    /// The rods from each square to its anchor point, and the channel
    /// fixed to `v` from −200 to +200 along the axis, with its caps.
    static func draw(_ layer: CAShapeLayer, _ v: UIView, _ v2: UIView) {
        let path = CGMutablePath()
        path.move(to: v.center)
        path.addLine(to: offset(v, 100, 0))
        path.move(to: v2.center)
        path.addLine(to: offset(v2, -100, 0))
        path.move(to: offset(v, 100, -200))
        path.addLine(to: offset(v, 100, 200))
        for y: CGFloat in [-200, 200] {
            path.move(to: offset(v, 90, y))
            path.addLine(to: offset(v, 110, y))
        }
        layer.path = path
    }
}
