import OpenQuartzCore

/// Drawing shared by the clock scenes of "Animating Custom Layer
/// Properties": a white face, a black rim, an hour and a minute hand.
enum ClockArt {
    /// The article's source line.
    static func source(_ part: String) -> String { "Animating Custom Layer Properties (\(part))" }

    /// The hour hand's angle (radians, clockwise from 12) at `time` hours.
    static func hourAngle(_ time: Double) -> Double { time / 12 * 2 * .pi }
    /// The minute hand's angle at `time` hours: a full turn per hour.
    static func minuteAngle(_ time: Double) -> Double { (time - floor(time)) * 2 * .pi }

    /// A 200 × 200 clock face showing `time` (hours).
    static func face(time: Double, size: CGFloat = 200) -> CGImage? {
        Art.image(width: size, height: size) { ctx in
            let c = CGPoint(x: size / 2, y: size / 2)
            ctx.setFillColor(CGColor.white)
            ctx.fillEllipse(in: CGRect(x: 2, y: 2, width: size - 4, height: size - 4))
            ctx.setStrokeColor(CGColor.black)
            ctx.setLineWidth(4)
            ctx.strokeEllipse(in: CGRect(x: 2, y: 2, width: size - 4, height: size - 4))
            ctx.setLineCap(.round)
            for (angle, length, width) in [(hourAngle(time), size * 0.4, 4.0), (minuteAngle(time), size * 0.45, 2.0)] {
                ctx.setLineWidth(CGFloat(width))
                ctx.beginPath()
                ctx.move(to: c)
                // y-down drawing space: 12 o'clock is up (−y), clockwise is +angle.
                ctx.addLine(to: CGPoint(x: c.x + length * CGFloat(sin(angle)), y: c.y - length * CGFloat(cos(angle))))
                ctx.strokePath()
            }
        }
    }
}

/// A clock layer with the article's animatable custom `time` (hours): it
/// needs display when `time` changes, and its action for "time" is a linear
/// animation from the presentation value. Subclasses say how to display it.
class TimeClockLayer: CALayer {
    @CAManaged("time") var time: Float = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "time" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        event == "time" ? linearActionFromPresentation(of: self, key: event) : super.action(forKey: event)
    }
}

/// The article's action for a custom property: a linear basic animation
/// from the presentation's value (the model's new value is the end).
@MainActor func linearActionFromPresentation(of layer: CALayer, key: String) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: key)
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    a.fromValue = (layer.presentation() ?? layer).value(forKey: key)
    return a
}
