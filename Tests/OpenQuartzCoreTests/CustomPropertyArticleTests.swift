import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// "Animating Custom Layer Properties": the ClockFace built from sublayers,
/// the ClockFace redrawn from a custom `time` property (plus its pre-drawn
/// frames variant) and the AudioLayer volume ramp. Frames are driven by a
/// CADisplayLink on the manual clock (60 Hz), calling `display()`; the values
/// read there are the presentation's at each frame time.
extension GlobalClockSuite {
@Suite @MainActor struct CustomPropertyArticleTests {
    // ClockFace 1: hands are sublayers rotated by affine transforms; they
    // animate implicitly, along the shortest path.
    @Test func clockFaceFromSublayersTakesTheShortestPath() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let clock = SublayerClockFace()
        addCommitted(clock, to: root)
        #expect(clock.hourHand.animationKeys() == nil)
        clock.setTime(hour: 11, minute: 45)
        #expect(clock.hourHand.animationKeys() == ["transform"])
        #expect(clock.minuteHand.animationKeys() == ["transform"])
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.125)
        // 330° is −30° the short way, 270° is −90°: halfway −15° and −45°.
        #expect(approx(angleZ(clock.hourHand), -.pi / 12, 1e-9))
        #expect(approx(angleZ(clock.minuteHand), -.pi / 4, 1e-9))
        MediaClock.advance(by: 0.125)
        #expect(approx(angleZ(clock.hourHand), -.pi / 6, 1e-9))
        #expect(approx(angleZ(clock.minuteHand), -.pi / 2, 1e-9))
        #expect(clock.hourHand.affineTransform().b < 0)         // sin(330°) < 0
    }

    // ClockFace 2: `time` is a managed property; needsDisplay(forKey:) redraws.
    @Test func clockFaceTimeSetWithoutAnimationDisplaysOnce() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let clock = RedrawnClockFace()
        addCommitted(clock, to: root)
        clock.log = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        clock.time = 1.5
        CATransaction.commit()
        // Displayed once, during the commit, before the value reached the render
        // tree: the model says 1.5, the presentation still 0.
        #expect(clock.log.count == 1)
        #expect(clock.log.first?.model == 1.5 && clock.log.first?.shown == 0)
        #expect(clock.animationKeys() == nil)
        #expect(clock.presentation()!.time == 1.5)
        #expect(clock.value(forKey: "time") as? Float == 1.5)
    }

    @Test func clockFaceRampsOncePerFrame() {
        resetClock()                                           // 1000 is on the 60 Hz grid
        let (_, root) = makeInterfaceRoot()
        let clock = RedrawnClockFace()
        addCommitted(clock, to: root)
        clock.log = []
        clock.time = 1.5
        #expect(clock.animationKeys() == ["time"])
        let a = clock.animation(forKey: "time") as? CABasicAnimation
        #expect(a?.fromValue as? Float == 0 && a?.toValue == nil)
        let link = CADisplayLink { _ in clock.display() }
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 0.25)
        link.invalidate()
        // One display at the commit, then 15 frames: 1.5 · k/15 = 0.1k.
        #expect(clock.log.count == 16)
        #expect(clock.log.allSatisfy { $0.model == 1.5 })
        for (k, entry) in clock.log.enumerated() {
            #expect(approx(Double(entry.shown), 0.1 * Double(k), 1e-5))
        }
        #expect(clock.animationKeys() == nil)
    }

    @Test func clockFaceMinuteHandTurnsOncePerHourTraversed() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let clock = RedrawnClockFace()
        addCommitted(clock, to: root)
        clock.log = []
        clock.time = 5
        let link = CADisplayLink { _ in clock.display() }
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 0.25)
        link.invalidate()
        // Minute angle = frac(time)·2π: it wraps at each whole hour, 5 times
        // for 0 → 5 (by hand: frames at k/3 hours, k = 1…15).
        let minutes = clock.log.map { Double($0.shown) - Double($0.shown).rounded(.down) }
        var wraps = 0
        for i in 1..<minutes.count where minutes[i] < minutes[i - 1] - 1e-6 { wraps += 1 }
        #expect(wraps == 5)
        #expect(approx(Double(clock.log.last!.shown), 5, 1e-5))
    }

    @Test func preDrawnFramesArePickedByThePresentationTime() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let clock = PreDrawnClockFace()
        addCommitted(clock, to: root)
        clock.picked = []
        clock.time = 1
        let link = CADisplayLink { _ in clock.display() }
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 0.25)
        link.invalidate()
        // Index = round(frac(t)·12) mod 12 with t = k/15: round(0.8k) mod 12.
        #expect(clock.picked == [0, 1, 2, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 10, 11, 0])
        #expect(clock.contents as? String == "frame0")
    }

    // AudioLayer: a linear volume ramp, pushed to a "player" every frame.
    @Test func audioLayerImplicitRamp() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let audio = AudioLayer()
        // Never set: key-value coding sees the declared default, like the getter.
        #expect(audio.value(forKey: "volume") as? Float == 1)
        #expect(audio.presentation()?.value(forKey: "volume") as? Float == 1)
        addCommitted(audio, to: root)
        audio.player = []
        audio.volume = 0
        let link = CADisplayLink { _ in audio.display() }
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 0.25)
        link.invalidate()
        #expect(audio.player.count == 16)
        for (k, v) in audio.player.enumerated() {
            #expect(approx(Double(v), 1 - Double(k) / 15, 1e-6))   // 1 → 0 linearly over 15 frames
        }
    }

    @Test func audioLayerKeyframeRampPlottedAtTimes() {
        resetClock()
        let audio = AudioLayer()
        let k = CAKeyframeAnimation(keyPath: "volume")
        k.values = [1, 0.2, 0.2, 1]
        k.keyTimes = [0, 0.25, 0.75, 1]
        k.duration = 2
        audio.add(k, forKey: "duck")
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        var plot: [Double] = []
        for t in [0, 0.25, 0.5, 1, 1.5, 1.75, 1.9] {
            MediaClock.advance(to: t0 + t)
            plot.append(Double(audio.presentation()!.volume))
        }
        // By hand: 1 → 0.2 over [0, 0.5], hold to 1.5, 0.2 → 1 over [1.5, 2].
        let expected = [1, 0.6, 0.2, 0.2, 0.2, 0.6, 0.84]
        #expect(zip(plot, expected).allSatisfy { approx($0, $1, 1e-6) })
        #expect(audio.volume == 1)
        MediaClock.advance(to: t0 + 2)
        #expect(audio.animationKeys() == nil)
    }
}
}

// MARK: - Article layers

final class SublayerClockFace: CALayer {
    let hourHand = CALayer(), minuteHand = CALayer()
    override init() {
        super.init()
        bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        position = CGPoint(x: 200, y: 150)
        hourHand.bounds = CGRect(x: -2, y: -70, width: 4, height: 70)
        minuteHand.bounds = CGRect(x: -1, y: -90, width: 2, height: 90)
        for hand in [hourHand, minuteHand] {
            hand.position = CGPoint(x: 100, y: 100)
            addSublayer(hand)
        }
    }
    override init(layer: Any) { super.init(layer: layer) }
    func setTime(hour: Int, minute: Int) {
        hourHand.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(hour) / 12 * 2 * .pi))
        minuteHand.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(minute) / 60 * 2 * .pi))
    }
}

class RedrawnClockFace: CALayer {
    @CAManaged("time") var time: Float = 0
    var log: [(model: Float, shown: Float)] = []
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "time" || super.needsDisplay(forKey: key)
    }
    override func action(forKey event: String) -> (any CAAction)? {
        if event == "time" {
            let a = CABasicAnimation(keyPath: event)
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            a.fromValue = presentation()?.value(forKey: event)
            return a
        }
        return super.action(forKey: event)
    }
    override func display() { log.append((time, presentation()?.time ?? time)) }
}

final class PreDrawnClockFace: RedrawnClockFace {
    let frames = (0..<12).map { "frame\($0)" }
    var picked: [Int] = []
    override func display() {
        let t = Double(presentation()?.time ?? time)
        let index = Int(((t - t.rounded(.down)) * 12).rounded()) % 12
        picked.append(index)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        contents = frames[index]
        CATransaction.commit()
    }
}

final class AudioLayer: CALayer {
    @CAManaged("volume") var volume: Float = 1
    var player: [Float] = []
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "volume" || super.needsDisplay(forKey: key)
    }
    override func action(forKey event: String) -> (any CAAction)? {
        if event == "volume" {
            let a = CABasicAnimation(keyPath: event)
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            a.fromValue = presentation()?.value(forKey: event)
            return a
        }
        return super.action(forKey: event)
    }
    override func display() { player.append(presentation()?.volume ?? volume) }
}
