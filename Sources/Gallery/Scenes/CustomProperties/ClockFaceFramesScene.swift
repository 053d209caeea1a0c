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
                r.expect((p.contents as AnyObject?) === clock.faces.face(index), "shows frame \(index)")
            }
        }
        return root
    }
}

/// The clock whose `display()` chooses a pre-drawn frame.
final class FramedClock: TimeClockLayer {
    /// The 48 faces, shared with the layer's presentation copies.
    let faces: ClockFaces

    override init() {
        faces = ClockFaces()
        super.init()
    }

    override init(layer: Any) {
        faces = (layer as? FramedClock)?.faces ?? ClockFaces()
        super.init(layer: layer)
    }

    override func display() {
        let index = Int((Double(time) * 4).rounded(.down)) % 48
        contents = faces.face(max(index, 0))
    }
}

/// 48 clock faces, 0:00, 0:15, … 11:45, each drawn when first asked for.
///
/// Owned by the scene's layer rather than kept in a static: a static kept
/// 7.7 MB of images for the life of the process (LeakSanitizer reported
/// them at exit), while a scene is meant to release what it builds.
@MainActor final class ClockFaces {
    private var drawn: [Int: CGImage] = [:]

    /// Face `index` (0 ..< 48; nil outside, or when drawing failed).
    func face(_ index: Int) -> CGImage? {
        guard (0..<48).contains(index) else { return nil }
        if let known = drawn[index] { return known }
        let image = ClockArt.face(time: Double(index) / 4)
        drawn[index] = image
        return image
    }
}
