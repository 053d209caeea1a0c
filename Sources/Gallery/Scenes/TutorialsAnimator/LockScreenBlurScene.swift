import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 21: deeper into UIViewPropertyAnimator. When search
    /// begins the blur's effect animates from none to dark while the widget
    /// list shrinks to 0.75 and fades to 0.33, on a custom curve whose first
    /// control point dips below zero (0.57, −0.4), (0.96, 0.87): the list
    /// first grows a little before it shrinks. Then a widget expands from
    /// 110 to 210 points on a heavy physical spring (mass 30, stiffness
    /// 1000, damping 300, initial velocity (5, 0)); its duration is the
    /// spring's settling time, and the height, a y component, starts at rest.
    static let tutorialsLockScreenBlur = Scene(
        name: "tutorials-lock-screen-blur", title: "Animating the blur amount, a custom curve, a heavy spring",
        source: TutorialViews.source(21, "deeper into UIViewPropertyAnimator"),
        summary: "The blur effect animates nil → dark with the list (scale 0.75, alpha 0.33) on a curve that dips first; a widget grows 100 points on a mass-30 spring",
        // No golden frame: every pixel here lies under the animating blur,
        // whose dark style is our approximation (Apple's is not published),
        // so no probe could be worked out independently of it.
        size: CGSize(width: 360, height: 640), duration: 3, goldenTimes: []
    ) { ctx in
        let window = ctx.makeWindow(background: TutorialViews.color(0.16, 0.32, 0.55))
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = window.bounds
        window.addSubview(blur)
        let list = UIView(frame: CGRect(x: 20, y: 120, width: 320, height: 400))
        window.addSubview(list)
        let widgets = (0..<3).map { i in
            let widget = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 130, width: 320, height: 110))
            widget.backgroundColor = TutorialViews.color(0.95, 0.95, 0.97)
            widget.layer.cornerRadius = 14
            list.addSubview(widget)
            return widget
        }
        ctx.at(0.3) {
            let search = UIViewPropertyAnimator(duration: 0.55, controlPoint1: CGPoint(x: 0.57, y: -0.4),
                                                controlPoint2: CGPoint(x: 0.96, y: 0.87)) {
                blur.effect = UIBlurEffect(style: .dark)
                list.transform = CGAffineTransform(scaleX: 0.75, y: 0.75)
                list.alpha = 0.33
            }
            search.startAnimation()
        }
        var expandDuration = 0.0
        ctx.at(1.3) {
            let spring = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
            let expand = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
            expand.addAnimations { widgets[0].frame.size.height = 210 }
            expand.startAnimation()
            expandDuration = expand.duration
        }
        @MainActor func curve(_ t: Double) -> Double { Expected.bezier(t / 0.55, 0.57, -0.4, 0.96, 0.87) }
        @MainActor func shown(_ v: UIView) -> CALayer { v.layer.presentation() ?? v.layer }
        ctx.checkpoint(at: 0.4, "the curve dips first: the list grows a little") { r in
            let s = 1 - 0.25 * curve(0.1)
            r.expect(Double(shown(list).transform.m11), s, tolerance: 1e-4, "scale on the custom curve")
            r.expect(s > 1, "above 1 before shrinking")
        }
        ctx.checkpoint(at: 0.6, "shrinking and fading") { r in
            let p = curve(0.3)
            r.expect(Double(shown(list).transform.m11), 1 - 0.25 * p, tolerance: 1e-4, "scale")
            r.expect(Double(shown(list).opacity), 1 - 0.67 * p, tolerance: 1e-4, "alpha")
        }
        ctx.checkpoint(at: 1.2, "searching") { r in
            r.expect(Double(shown(list).transform.m11), 0.75, tolerance: 1e-9, "scale 0.75")
            r.expect(blur.effect is UIBlurEffect, "blurred")
        }
        ctx.checkpoint(at: 1.5, "the widget growing on the heavy spring, starting at rest") { r in
            let p = Expected.spring(0.2, mass: 30, stiffness: 1000, damping: 300, initialVelocity: 0)
            r.expect(Double(shown(widgets[0]).bounds.height), 110 + 100 * p, tolerance: 1e-3, "height")
            r.expect(expandDuration > 1, "the animator lasts the spring's settling time (\(expandDuration) s)")
        }
        return window.layer
    }
}
