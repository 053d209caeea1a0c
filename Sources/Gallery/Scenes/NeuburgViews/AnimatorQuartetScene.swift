import OpenUIKit

extension Gallery {
    /// Neuburg demo 13: four views on 4 s property-animator moves are
    /// interrupted half way, with no layer work at all: the first hurries to
    /// the end (pause, continue over a tenth of the duration), the second
    /// hurries home (reversed: its completion hears `.start`), the third is
    /// sent elsewhere (animations added to the paused animator), the fourth
    /// stops in place (`stopAnimation(false)`, `finishAnimation(at: .current)`).
    static let neuburgAnimatorQuartet = Scene(
        name: "neuburg-animator-quartet", title: "Interrupting a property animator four ways",
        source: Neuburg.source(13, "§8"),
        summary: "Four 4 s animator moves of +200, interrupted at 2 s: hurry to the end, hurry home (.start), hurry elsewhere (addAnimations while paused), stop in place (.current)",
        duration: 3.5, goldenTimes: [2.55]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let colours = [Palette.green, Palette.orange, Palette.blue, Palette.red]
        let views = colours.enumerated().map { i, c in
            NeuburgViews.square(40, at: CGPoint(x: 80, y: 60 + 60 * Double(i)), c, in: window)
        }
        let names = ["end", "home", "elsewhere", "stop"]
        let elsewhere = CGPoint(x: 340, y: 40)
        var animators: [UIViewPropertyAnimator] = []
        ctx.at(0.5) {
            for (i, v) in views.enumerated() {
                let animator = UIViewPropertyAnimator(duration: 4, timingParameters: UICubicTimingParameters())
                animator.addAnimations { v.center.x += 200 }
                animator.addCompletion { log.append("\(names[i]) \($0 == .end ? "end" : $0 == .start ? "start" : "current")") }
                animator.startAnimation()
                animators.append(animator)
            }
        }
        ctx.at(2.5) {
            animators[0].pauseAnimation()
            animators[0].continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
            animators[1].pauseAnimation()
            animators[1].isReversed = true
            animators[1].continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
            animators[2].pauseAnimation()
            animators[2].addAnimations { views[2].center = elsewhere }
            animators[2].continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
            animators[3].stopAnimation(false)
            animators[3].finishAnimation(at: .current)
        }
        // Each animator is half way at 2.5 s; continuing over 0.4 s runs the
        // remaining 2 animator seconds five times as fast, on the same curve.
        let ease = Expected.easeInOut
        let half = 80 + 200 * ease(0.5)
        ctx.checkpoint(at: 2.45, "all four half way and running") { r in
            for (i, v) in views.enumerated() {
                r.expect(Double(NeuburgViews.shownCenter(v).x), 80 + 200 * ease(1.95 / 4), tolerance: 1e-4, "\(names[i]) x")
            }
        }
        ctx.checkpoint(at: 2.55, "hurrying, 0.05 s after the interruption") { r in
            r.expect(Double(NeuburgViews.shownCenter(views[0]).x), 80 + 200 * ease(2.25 / 4), tolerance: 1e-4, "to the end: 2.25 of 4 animator seconds")
            r.expect(Double(NeuburgViews.shownCenter(views[1]).x), 80 + 200 * ease(1.75 / 4), tolerance: 1e-4, "home: back to 1.75")
            // The added move runs from the paused animator's position to its
            // end (2 animator seconds) on the same curve, additively.
            let start = CGPoint(x: 280, y: 180)
            let a = 1 - ease(2.25 / 4), b = 1 - ease(0.25 / 2)
            let x = elsewhere.x + (80 - 280) * a + (start.x - elsewhere.x) * b
            let y = elsewhere.y + (start.y - elsewhere.y) * b
            r.expect(NeuburgViews.shownCenter(views[2]), CGPoint(x: x, y: y), tolerance: 1e-3, "elsewhere: both moves blend")
            r.expect(Double(views[3].center.x), half, tolerance: 1e-4, "stopped: the model is where it was shown")
            r.expect(views[3].layer.animationKeys() == nil, "stopped: no animation left")
        }
        ctx.checkpoint(at: 3.2, "all done") { r in
            r.expect(NeuburgViews.shownCenter(views[0]), CGPoint(x: 280, y: 60), tolerance: 1e-9, "at the end")
            r.expect(NeuburgViews.shownCenter(views[1]), CGPoint(x: 80, y: 120), tolerance: 1e-9, "home")
            r.expect(views[1].center == CGPoint(x: 80, y: 120), "home: the model went back too")
            r.expect(NeuburgViews.shownCenter(views[2]), elsewhere, tolerance: 1e-9, "elsewhere")
            r.expect(log.entries == ["stop current", "end end", "home start", "elsewhere end"], "completions and their positions")
            r.expect(animators.allSatisfy { $0.state == .inactive }, "every animator inactive")
        }
        return window.layer
    }

    /// Neuburg demo 15: a property animator that is never started, scrubbed
    /// by a slider (a scripted finger drags the thumb right, then back): the
    /// red square tracks the slider linearly although the animator's curve
    /// is ease-in-ease-out, and turns green on the way. The second square's
    /// animator has `scrubsLinearly = false` and follows the curve.
    static let neuburgAnimatorScrub = Scene(
        name: "neuburg-animator-scrub", title: "Scrubbing a frozen property animator",
        source: Neuburg.source(15, "§9"),
        summary: "A slider sets fractionComplete of an unstarted ease-in-out animator: linear tracking (red → green); with scrubsLinearly = false the twin follows the curve",
        duration: 3, goldenTimes: [2.8]
    ) { ctx in
        let window = ctx.makeWindow()
        let linear = NeuburgViews.square(40, at: CGPoint(x: 80, y: 70), Palette.red, in: window)
        let curved = NeuburgViews.square(40, at: CGPoint(x: 80, y: 150), Palette.red, in: window)
        let animators = [linear, curved].map { v in
            UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                v.center.x += 240
                v.backgroundColor = UIColor(cgColor: Palette.green)
            }
        }
        animators[1].scrubsLinearly = false
        let slider = UISlider(frame: CGRect(x: 40, y: 230, width: 320, height: 30))
        window.addSubview(slider)
        slider.addAction(UIAction { _ in for a in animators { a.fractionComplete = CGFloat(slider.value) } }, for: .valueChanged)
        let thumbY: CGFloat = 245
        @MainActor func thumbX(_ value: Double) -> CGFloat { 40 + 14 + 292 * CGFloat(value) }
        ctx.at(0.2) {
            window.play(TouchScript()
                .drag(from: CGPoint(x: thumbX(0), y: thumbY), to: CGPoint(x: thumbX(1), y: thumbY), time: 0, duration: 1, steps: 20)
                .drag(from: CGPoint(x: thumbX(1), y: thumbY), to: CGPoint(x: thumbX(0.4), y: thumbY), time: 1.4, duration: 0.6, steps: 12))
        }
        @MainActor func expectTracking(_ r: inout CheckpointReport) {
            let f = Double(slider.value)
            r.expect(Double(NeuburgViews.shownCenter(linear).x), 80 + 240 * f, tolerance: 1e-3, "linear: x = 80 + 240 × value \(f)")
            r.expect(Double(NeuburgViews.shownCenter(curved).x), 80 + 240 * Expected.easeInOut(f), tolerance: 1e-3, "curved: on the ease-in-out curve")
            r.expect(animators.allSatisfy { $0.state == .active && !$0.isRunning }, "active and paused")
        }
        ctx.checkpoint(at: 0.1, "before the drag: nothing has moved") { r in
            r.expect(Double(NeuburgViews.shownCenter(linear).x), 80, "linear square home")
            r.expect(animators.allSatisfy { $0.state == .inactive }, "the animators are inactive")
        }
        ctx.checkpoint(at: 0.7, "half way along the slider") { r in
            r.expect(Double(slider.value) > 0.4 && slider.value < 0.6, "the slider near its middle")
            expectTracking(&r)
        }
        ctx.checkpoint(at: 1.2, "at the end of the slider") { r in
            r.expect(slider.value == 1, "the slider at its end")
            expectTracking(&r)
        }
        ctx.checkpoint(at: 2.8, "dragged back to 0.4") { r in
            r.expect(abs(Double(slider.value) - 0.4) < 1e-3, "the slider at 0.4")
            expectTracking(&r)
        }
        return window.layer
    }
}
