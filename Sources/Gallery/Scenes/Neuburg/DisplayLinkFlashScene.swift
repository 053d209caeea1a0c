import OpenQuartzCore

extension Gallery {
    /// Neuburg 42: a display link drives a 1 s frame-by-frame transition,
    /// standing in for Core Image's flash transition (no Core Image here):
    /// red bursts into a white star, which fades to the picture.
    static let displayLinkFlash = Scene(
        name: "display-link-flash", title: "Display-link flash transition",
        source: Neuburg.source(42, "§28"),
        summary: "A CADisplayLink draws each frame of a 1 s flash from red to a picture, sets contents without actions, and invalidates itself",
        duration: 2, goldenTimes: [0.75, 1.25]
    ) { ctx in
        let root = ctx.makeRoot()
        let picture = CALayer()
        picture.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        picture.position = CGPoint(x: 200, y: 150)
        picture.contents = FlashArt.frame(progress: 0)
        root.addSublayer(picture)
        let driver = FlashDriver(layer: picture)
        ctx.keepAlive(driver)
        ctx.at(0.25) {
            let link = CADisplayLink { link in driver.tick(link) }
            driver.link = link
            ctx.start(link)
        }
        ctx.checkpoint(at: 0.75, "half way") { r in
            r.expect(driver.frames.count >= 2, "the link has fired (\(driver.frames.count) frames)")
            if let last = driver.frames.last { r.expect(last, driver.lastTimestamp - driver.start, tolerance: 1e-9, "frame = timestamp − start") }
            r.expect(zip(driver.frames, driver.frames.dropFirst()).allSatisfy { $0 < $1 }, "frames increase")
            r.expect((picture.presentation()!.contents as AnyObject?) === driver.lastImage, "the latest frame is shown")
        }
        ctx.checkpoint(at: 1.6, "over") { r in
            r.expect(driver.invalidated, "the link invalidated itself after frame 1")
            r.expect((driver.frames.last ?? 0) > 1, "the last frame passed 1")
            r.expect(driver.frames.first == 0, "the first tick is frame 0")
        }
        return root
    }
}

/// The display link's target: computes the frame from the timestamp and
/// swaps the layer's contents.
@MainActor final class FlashDriver {
    let layer: CALayer
    var link: CADisplayLink?
    var start = 0.0, lastTimestamp = 0.0
    var frames: [Double] = []
    var lastImage: CGImage?
    var invalidated = false

    init(layer: CALayer) { self.layer = layer }

    func tick(_ sender: CADisplayLink) {
        lastTimestamp = sender.timestamp
        let frame: Double
        if frames.isEmpty {
            start = sender.timestamp
            frame = 0
        } else {
            frame = (sender.timestamp - start) * 1.0
        }
        frames.append(frame)
        sender.isPaused = true
        lastImage = FlashArt.frame(progress: min(frame, 1))
        CATransaction.setDisableActions(true)
        layer.contents = lastImage
        if frame > 1 {
            sender.invalidate()
            invalidated = true
            return
        }
        sender.isPaused = false
    }
}

/// The flash: red, a white star growing from the centre until the frame is
/// white, then the picture fading in.
@MainActor enum FlashArt {
    static func frame(progress p: Double) -> CGImage? {
        Art.image(width: 200, height: 200) { ctx in
            let full = CGRect(x: 0, y: 0, width: 200, height: 200)
            ctx.setFillColor(Palette.red)
            ctx.fill(full)
            if p <= 0 { return }
            let grow = min(p / 0.5, 1)
            ctx.setFillColor(CGColor.white)
            let star = CGMutablePath()
            let spikes = 12
            for i in 0..<(2 * spikes) {
                let radius = (i % 2 == 0 ? 300.0 : 90.0) * grow
                let angle = Double(i) * .pi / Double(spikes)
                let pt = CGPoint(x: 100 + radius * cos(angle), y: 100 + radius * sin(angle))
                if i == 0 { star.move(to: pt) } else { star.addLine(to: pt) }
            }
            star.closeSubpath()
            ctx.addPath(star)
            ctx.fillPath()
            if p > 0.5, let mars = Art.mars(size: 200) {
                ctx.setAlpha((p - 0.5) / 0.5)
                ctx.draw(mars, in: full)
            }
        }
    }
}
