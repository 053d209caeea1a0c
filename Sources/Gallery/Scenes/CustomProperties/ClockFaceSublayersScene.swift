import OpenQuartzCore

extension Gallery {
    /// ClockFace 1: hands as sublayers turned by affine transforms; setting
    /// the time animates them implicitly, along the shortest path.
    static let clockFaceSublayers = Scene(
        name: "clockface-sublayers", title: "ClockFace from sublayers",
        source: ClockArt.source("ClockFace 1"),
        summary: "A clock built from layers: setting its time turns the hand layers implicitly in 0.25 s, the short way round",
        duration: 2.5, goldenTimes: [0.625]
    ) { ctx in
        let root = ctx.makeRoot()
        let clock = SublayerClock()
        clock.position = CGPoint(x: 200, y: 150)
        root.addSublayer(clock)
        ctx.at(0.5) { clock.setTime(1.25) }
        ctx.at(1.5) { clock.setTime(3.5) }
        ctx.at(2.0) { clock.setTime(11.75) }
        ctx.checkpoint(at: 0.625, "half way to 1:15") { r in
            r.expect(Expected.rotationZ(clock.hourHand), ClockArt.hourAngle(1.25) / 2, "hour hand")
            r.expect(Expected.rotationZ(clock.minuteHand), .pi / 4, "minute hand")
        }
        ctx.checkpoint(at: 1.625, "half way to 3:30") { r in
            r.expect(Expected.rotationZ(clock.hourHand), (ClockArt.hourAngle(1.25) + ClockArt.hourAngle(3.5)) / 2, "hour hand")
            r.expect(Expected.rotationZ(clock.minuteHand), 3 * .pi / 4, "minute hand")
        }
        ctx.checkpoint(at: 2.125, "to 11:45 the short way") { r in
            // Hour: 105° → 352.5° is −112.5° the short way; minute: 180° → 270° is +90°.
            let hour = ClockArt.hourAngle(3.5) + (ClockArt.hourAngle(11.75) - 2 * .pi - ClockArt.hourAngle(3.5)) / 2
            r.expect(Expected.rotationZ(clock.hourHand), hour, "hour hand")
            r.expect(Expected.rotationZ(clock.minuteHand), -3 * .pi / 4, "minute hand (225° read as −135°)")
        }
        return root
    }
}

/// The clock of sublayers: an oval shape layer with two hand layers.
final class SublayerClock: CAShapeLayer {
    let hourHand = CALayer(), minuteHand = CALayer()

    override init() {
        super.init()
        bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        path = CGPath(ellipseIn: bounds.insetBy(dx: 2, dy: 2), transform: nil)
        fillColor = CGColor.white
        strokeColor = CGColor.black
        lineWidth = 4
        for (hand, rect) in [(hourHand, CGRect(x: -2, y: -70, width: 4, height: 70)),
                             (minuteHand, CGRect(x: -1, y: -90, width: 2, height: 90))] {
            hand.backgroundColor = CGColor.black
            hand.anchorPoint = CGPoint(x: 0.5, y: 1)
            hand.bounds = CGRect(origin: .zero, size: rect.size)
            hand.position = CGPoint(x: 100, y: 100)
            addSublayer(hand)
        }
    }

    override init(layer: Any) { super.init(layer: layer) }

    /// Turns the hands to `time` hours (the minutes are its fraction).
    func setTime(_ time: Double) {
        hourHand.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(ClockArt.hourAngle(time))))
        minuteHand.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(ClockArt.minuteAngle(time))))
    }
}
