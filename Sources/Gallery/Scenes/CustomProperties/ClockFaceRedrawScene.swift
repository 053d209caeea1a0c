import OpenQuartzCore

extension Gallery {
    /// ClockFace 2: a custom `time` property, redrawn by `display()` every
    /// frame while it animates; the minute hand turns once per hour traversed.
    static let clockFaceRedraw = Scene(
        name: "clockface-redraw", title: "ClockFace redrawn each frame",
        source: ClockArt.source("ClockFace 2"),
        summary: "A clock drawn in display() from an animatable custom time: 0 → 1.5 h in 0.25 s, then 1.5 → 5 h in 4 s (3.5 minute-hand turns)",
        duration: 5, goldenTimes: [2.5]
    ) { ctx in
        let root = ctx.makeRoot()
        let clock = RedrawnClock()
        clock.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        clock.position = CGPoint(x: 200, y: 150)
        clock.setNeedsDisplay()
        root.addSublayer(clock)
        ctx.at(0.5) { clock.time = 1.5 }
        ctx.at(1.0) {
            CATransaction.setAnimationDuration(4)
            clock.time = 5
        }
        ctx.checkpoint(at: 0.625, "half of 0.25 s, linear") { r in
            r.expect(Double(clock.presentation()!.time), 0.75, tolerance: 1e-6, "time")
            r.expect(clock.time == 1.5, "the model is already 1.5")
        }
        ctx.checkpoint(at: 3.0, "half way to 5 o'clock") { r in
            let p = clock.presentation()!
            r.expect(Double(p.time), 3.25, tolerance: 1e-6, "time")
            p.display()
            r.expect(p.contents is CGImage, "display() drew the face into contents")
        }
        return root
    }
}

/// The clock drawn in `display()` from its `time` (hours).
final class RedrawnClock: TimeClockLayer {
    override func display() {
        contents = ClockArt.face(time: Double(time), size: bounds.width)
    }
}
