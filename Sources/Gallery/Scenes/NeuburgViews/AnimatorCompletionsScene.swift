import Foundation
import OpenUIKit

extension Gallery {
    /// Neuburg demo 9: an animator built with `init(duration:timingParameters:)`
    /// (linear, 1 s) gets its two animations (colour, then a move) and two
    /// completions with `addCompletion`; when it finishes, the completions
    /// run in the order they were added ("hey", then "ho"), each told `.end`.
    static let neuburgAnimatorCompletions = Scene(
        name: "neuburg-animator-completions", title: "A property animator's completions run in order",
        source: Neuburg.source(9, "§6"),
        summary: "A 1 s linear animator with two addAnimations (red, y += 100) and two addCompletion blocks: at the end \"hey\" then \"ho\", each with .end",
        duration: 2.5, goldenTimes: []
    ) { ctx in
        let window = ctx.makeWindow()
        let v = NeuburgViews.square(50, at: CGPoint(x: 120, y: 80), Palette.blue, in: window)
        let console = UILabel(frame: CGRect(x: 200, y: 60, width: 180, height: 140))
        console.numberOfLines = 0
        console.font = UIFont.boldSystemFont(ofSize: 28)
        console.textColor = UIColor(cgColor: Palette.ink)
        console.text = ""
        window.addSubview(console)
        let log = CallLog()
        var ranAt: [Double] = [], shownY: [Double] = []
        let anim = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        anim.addAnimations { v.backgroundColor = UIColor(cgColor: Palette.red) }
        anim.addAnimations { v.center.y += 100 }
        for word in ["hey", "ho"] {
            anim.addCompletion { position in
                log.append("\(word) \(position == .end ? "end" : position == .start ? "start" : "current")")
                ranAt.append(CACurrentMediaTime() - SceneRunner.origin)
                shownY.append(Double(NeuburgViews.shownCenter(v).y))
                console.text = ((console.text ?? "").isEmpty ? "" : console.text! + "\n") + word
            }
        }
        ctx.at(0.5) { anim.startAnimation() }
        ctx.checkpoint(at: 0.5, "started: nothing logged, the model at the end") { r in
            r.expect(anim.state == .active && anim.isRunning, "active and running")
            r.expect(v.center == CGPoint(x: 120, y: 180), "model 100 down at once")
            r.expect(log.entries.isEmpty, "no completion yet")
        }
        ctx.checkpoint(at: 1.45, "just before the end") { r in
            r.expect(Double(NeuburgViews.shownCenter(v).y), 80 + 100 * 0.95, tolerance: 1e-6, "y linear: 0.95 of the way")
            r.expect(log.entries.isEmpty, "no completion yet")
            r.expect(anim.isRunning, "still running")
        }
        ctx.checkpoint(at: 1.55, "finished: hey, then ho") { r in
            r.expect(log.entries == ["hey end", "ho end"], "completions in the order added, each with .end")
            r.expect(ranAt.count == 2 && ranAt.allSatisfy { abs($0 - 1.5) < 1e-9 }, "both ran when the animator ended, at 1.5 s")
            r.expect(shownY, [180, 180], tolerance: 1e-9, "the view was shown at its end when they ran")
            r.expect(anim.state == .inactive && !anim.isRunning, "the animator is inactive")
            r.expect(v.layer.animationKeys() == nil, "its animations are gone")
            r.expect(console.text == "hey\nho", "the console shows hey, then ho")
        }
        return window.layer
    }
}
