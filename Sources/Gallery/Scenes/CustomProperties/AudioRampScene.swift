import OpenQuartzCore

extension Gallery {
    /// The AudioLayer: an animatable `volume` whose per-frame values go to a
    /// (stand-in) player; a display link plots the ramp as it happens.
    static let audioRamp = Scene(
        name: "audio-ramp", title: "AudioLayer volume ramp, plotted",
        source: ClockArt.source("AudioLayer"),
        summary: "An animatable volume fades 1 → 0 in 2 s and back up in 1 s; each frame's value is sent to a player and plotted",
        duration: 4, goldenTimes: [3.5]
    ) { ctx in
        let root = ctx.makeRoot()
        let audio = AudioLayer()
        root.addSublayer(audio)
        let plot = CAShapeLayer()
        plot.frame = CGRect(x: 40, y: 40, width: 320, height: 220)
        plot.fillColor = nil
        plot.strokeColor = Palette.blue
        plot.lineWidth = 3
        plot.borderColor = Palette.ink
        plot.borderWidth = 1
        root.addSublayer(plot)
        let player = RampPlayer()
        ctx.keepAlive(player)
        ctx.at(0.5) {
            CATransaction.setAnimationDuration(2)
            audio.volume = 0
        }
        ctx.at(2.5) {
            CATransaction.setAnimationDuration(1)
            audio.volume = 1
        }
        ctx.at(0) {
            ctx.start(CADisplayLink { link in
                player.play(volume: Double(audio.presentation()!.volume), at: ctx.time)
                CATransaction.setDisableActions(true)        // the plot jumps to each new frame
                plot.path = player.curve(in: plot.bounds, duration: 4)
            })
        }
        ctx.checkpoint(at: 3.9, "every frame's volume on the ramps") { r in
            r.expect(player.samples.count > 200, "\(player.samples.count) frames played")
            for (t, v) in player.samples {
                let expected = t <= 0.5 ? 1 : t <= 2.5 ? 1 - (t - 0.5) / 2 : t <= 3.5 ? (t - 2.5) : 1
                r.expect(v, expected, tolerance: 1e-6, "volume at \(t) s")
            }
        }
        return root
    }
}

/// A layer whose `volume` animates linearly from its presentation value.
final class AudioLayer: CALayer {
    @CAManaged("volume") var volume: Float = 1

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "volume" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        event == "volume" ? linearActionFromPresentation(of: self, key: event) : super.action(forKey: event)
    }

    /// Nothing to draw: the value goes to the player (see the scene).
    override func display() {}
}

/// Stands in for the audio player: records the volume of every frame.
@MainActor final class RampPlayer {
    private(set) var samples: [(time: Double, volume: Double)] = []

    func play(volume: Double, at time: Double) { samples.append((time, volume)) }

    /// The samples as a polyline in `rect` (time across, volume up).
    func curve(in rect: CGRect, duration: Double) -> CGPath {
        let p = CGMutablePath()
        for (i, s) in samples.enumerated() {
            let pt = CGPoint(x: rect.minX + rect.width * CGFloat(s.time / duration),
                             y: rect.maxY - rect.height * CGFloat(s.volume))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        return p
    }
}
