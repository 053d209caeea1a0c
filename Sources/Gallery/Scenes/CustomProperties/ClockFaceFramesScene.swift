import OpenQuartzCore

extension Gallery {
    /// The pre-drawn-frames variant of ClockFace 2: `display()` picks one of
    /// 48 pictures (every quarter hour) instead of drawing.
    static let clockFaceFrames = Scene(
        name: "clockface-frames", title: "ClockFace from pre-drawn frames",
        source: ClockArt.source("ClockFace 2, pre-drawn frames"),
        summary: "The redrawn clock again, but display() picks one of 48 pre-drawn quarter-hour faces by the animated time",
        duration: 4.5, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let clock = FramedClock()
        clock.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        clock.position = CGPoint(x: 200, y: 150)
        clock.setNeedsDisplay()
        root.addSublayer(clock)
        ctx.at(0.5) {
            CATransaction.setAnimationDuration(3)
            clock.time = 6
        }
        for t in [1.0, 2.0, 3.0] {
            ctx.checkpoint(at: t, "picks the quarter-hour frame") { r in
                let expected = 6 * (t - 0.5) / 3
                let p = clock.presentation()!
                r.expect(Double(p.time), expected, tolerance: 1e-6, "time")
                p.display()
                let index = Int((expected * 4).rounded(.down)) % 48
                r.expect((p.contents as AnyObject?) === FramedClock.frames[index], "shows frame \(index)")
            }
        }
        return root
    }
}

/// The clock whose `display()` chooses a pre-drawn frame.
final class FramedClock: TimeClockLayer {
    /// 48 faces: 0:00, 0:15, … 11:45.
    @MainActor static let frames: [CGImage] = (0..<48).compactMap { ClockArt.face(time: Double($0) / 4) }

    override func display() {
        let index = Int((Double(time) * 4).rounded(.down)) % 48
        contents = Self.frames.isEmpty ? nil : Self.frames[max(index, 0)]
    }
}
