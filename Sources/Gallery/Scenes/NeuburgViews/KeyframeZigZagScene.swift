import OpenUIKit

extension Gallery {
    /// Neuburg demo 17: a 4 s keyframe zig-zag — four keyframes of a quarter
    /// each, x ±100 (right first) and y +50 — in four calculation settings:
    /// linear (the default, with the default ease-in-ease-out over the
    /// whole), cubic (a smooth S through the points), paced (keyframe times
    /// ignored), and linear with the curveLinear bit smuggled into the
    /// keyframe options, with an alpha fade set outside the keyframes.
    static let neuburgKeyframeZigZag = Scene(
        name: "neuburg-keyframe-zigzag", title: "Keyframe zig-zag: linear, cubic, paced, curveLinear",
        source: Neuburg.source(17, "§11"),
        summary: "animateKeyframes(4 s) with four quarter keyframes (x ±100, y +50): linear, cubic and paced modes eased in and out; the fourth with curveLinear in the keyframe options and alpha = 0 outside the keyframes",
        size: CGSize(width: 560, height: 340), duration: 5, goldenTimes: [2, 3]
    ) { ctx in
        let window = ctx.makeWindow()
        let log = CallLog()
        let columns: [(CGFloat, CGColor, String)] = [(40, Palette.red, "linear"), (170, Palette.blue, "cubic"),
                                                     (300, Palette.green, "paced"), (430, Palette.purple, "curveLinear")]
        let views = columns.map { NeuburgViews.square(30, at: CGPoint(x: $0.0, y: 50), $0.1, in: window) }
        /// The zig-zag's keyframe points from the start (x0, 50).
        @MainActor func points(_ x0: CGFloat) -> [CGPoint] {
            (0...4).map { i in CGPoint(x: x0 + (i % 2 == 1 ? 100 : 0), y: 50 + 50 * CGFloat(i)) }
        }
        // Thin grey guides along the keyframe points, under the views.
        let guides = CAShapeLayer()
        let zigzags = CGMutablePath()
        for column in columns { zigzags.addLines(between: points(column.0)) }
        guides.path = zigzags
        guides.strokeColor = Palette.gray
        guides.fillColor = nil
        guides.lineWidth = 1
        window.layer.insertSublayer(guides, at: 0)
        ctx.at(0.5) {
            let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            let modes: [UIView.KeyframeAnimationOptions] = [[], .calculationModeCubic, .calculationModePaced, linearCurve]
            for (i, v) in views.enumerated() {
                let paced = i == 2
                UIView.animateKeyframes(withDuration: 4, delay: 0, options: modes[i], animations: {
                    for k in 0..<4 {
                        UIView.addKeyframe(withRelativeStartTime: paced ? 0 : 0.25 * Double(k), relativeDuration: paced ? 0 : 0.25) {
                            v.center.x += k % 2 == 0 ? 100 : -100
                            v.center.y += 50
                        }
                    }
                    if i == 3 { v.alpha = 0 }
                }, completion: { log.append("\(columns[i].2) \($0)") })
            }
        }
        /// Catmull-Rom through `p` at fraction `f` of evenly timed keyframes,
        /// on an interior segment (both neighbours exist).
        func catmullRom(_ p: [CGPoint], _ f: Double) -> CGPoint {
            let n = Double(p.count - 1), k = min(Int(f * n), p.count - 3), u = f * n - Double(k)
            let w = [0.5 * (-u * u * u + 2 * u * u - u), 0.5 * (3 * u * u * u - 5 * u * u + 2),
                     0.5 * (-3 * u * u * u + 4 * u * u + u), 0.5 * (u * u * u - u * u)]
            let q = [p[k - 1], p[k], p[k + 1], p[k + 2]]
            return CGPoint(x: (0..<4).reduce(0.0) { $0 + w[$1] * Double(q[$1].x) },
                           y: (0..<4).reduce(0.0) { $0 + w[$1] * Double(q[$1].y) })
        }
        ctx.checkpoint(at: 0.5, "one keyframe animation per view, with its mode") { r in
            let modes = views.map { ($0.layer.animation(forKey: "position") as? CAKeyframeAnimation)?.calculationMode }
            r.expect(modes == [.linear, .cubic, .paced, .linear], "calculation modes")
            r.expect(views[3].layer.animationKeys()?.sorted() == ["opacity", "position"], "the fade runs alongside")
        }
        for t in [1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0] {
            ctx.checkpoint(at: t, "on the zig-zag at \(t)") { r in
                let x = (t - 0.5) / 4, f = Expected.easeInOut(x)
                r.expect(NeuburgViews.shownCenter(views[0]), Expected.alongKeyframes(points(40), f), tolerance: 1e-4, "linear, eased")
                if f >= 0.25 && f <= 0.75 {
                    r.expect(NeuburgViews.shownCenter(views[1]), catmullRom(points(170), f), tolerance: 1e-4, "cubic")
                }
                r.expect(NeuburgViews.shownCenter(views[2]), Expected.alongPolyline(points(300), f), tolerance: 1e-4, "paced, eased")
                r.expect(NeuburgViews.shownCenter(views[3]), Expected.alongKeyframes(points(430), x), tolerance: 1e-4, "curveLinear")
                r.expect(NeuburgViews.shownAlpha(views[3]), 1 - x, tolerance: 1e-5, "fading linearly over the whole")
            }
        }
        ctx.checkpoint(at: 4.6, "all at the last keyframe") { r in
            for (i, v) in views.enumerated() {
                r.expect(NeuburgViews.shownCenter(v), points(columns[i].0)[4], "\(columns[i].2) end")
            }
            r.expect(log.entries.sorted() == ["cubic true", "curveLinear true", "linear true", "paced true"], "four completions")
        }
        return window.layer
    }
}
