import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// Bad input and re-entrancy: every case has a defined behaviour (stored,
/// refused with a diagnostic, or clamped) and never crashes.
extension GlobalClockSuite {
@Suite @MainActor struct CoreAnimationEdgeTests {
    // MARK: Non-finite property values

    @Test func nonFinitePropertyValuesAreStoredAndPresentedConsistently() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        addCommitted(layer, to: root)
        layer.position = CGPoint(x: CGFloat.nan, y: 40)
        layer.opacity = .nan
        // Apple stores the values as given.
        #expect(layer.position.x.isNaN && layer.position.y == 40)
        #expect(layer.opacity.isNaN)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.125)
        let p = layer.presentation()!
        #expect(p.position.x.isNaN)                             // NaN interpolates to NaN…
        #expect(p.position.y == 30)                             // …the finite component still animates
        MediaClock.advance(by: 0.125)
        #expect(layer.presentation()!.opacity.isNaN)
        // Back to finite values: at the end the presentation equals the model.
        layer.position = CGPoint(x: 5, y: 5)
        layer.opacity = 1
        MediaClock.advance(by: 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 5, y: 5))
        #expect(layer.presentation()!.opacity == 1)
        // Infinite values too; geometry conversions give non-finite points, no trap.
        layer.position = CGPoint(x: CGFloat.infinity, y: 0)
        let q = layer.convert(CGPoint(x: 1, y: 1), to: root)
        #expect(!q.x.isFinite)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
    }

    // MARK: Durations and speeds

    @Test(arguments: [-1.0, Double.nan])
    func badAnimationDurationsBecomeTheTransactions(_ d: Double) {
        resetClock()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 100
        a.duration = d
        let reports = CADiagnostics.capture { layer.add(a, forKey: "z") }.messages
        #expect(reports.contains { $0.contains("duration") })
        #expect(layer.animation(forKey: "z")?.duration == 0.25)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.125)
        #expect(approx(layer.presentation()!.zPosition, 50))
    }

    @Test func zeroTransactionDurationMakesImplicitChangesInstant() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0)
        layer.position = CGPoint(x: 100, y: 0)
        #expect(layer.animation(forKey: "position")?.duration == 0)   // the transaction's 0 stays 0
        CATransaction.commit()
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 0))   // no in-between frame
        MediaClock.advance(by: 0)
        #expect(layer.animationKeys() == nil)
        // Bad transaction durations are refused; the default stays.
        let r = CADiagnostics.capture {
            CATransaction.setAnimationDuration(-1)
            CATransaction.setAnimationDuration(.nan)
            CATransaction.setAnimationDuration(.infinity)
        }.messages
        #expect(r.count == 3 && CATransaction.animationDuration() == 0.25)
    }

    @Test func infiniteDurationHoldsTheStartAndNeverStops() {
        resetClock()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 7; a.toValue = 100
        a.duration = .infinity
        let d = RecordingAnimationDelegate()
        a.delegate = d
        layer.add(a, forKey: "z")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1000)
        #expect(layer.presentation()!.zPosition == 7)           // progress 0 forever
        #expect(d.log == ["start@1000.0"])
        #expect(layer.animationKeys() == ["z"])
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteAnimationBeginTimeStartsAtTheCommit(_ begin: Double) {
        resetClock()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 10; a.duration = 1
        a.beginTime = begin
        let d = RecordingAnimationDelegate()
        a.delegate = d
        let reports = CADiagnostics.capture { layer.add(a, forKey: "k") }.messages
        #expect(reports.contains { $0.contains("beginTime") })
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(approx(layer.presentation()!.zPosition, 5))
        MediaClock.advance(by: 0.5)
        #expect(d.log == ["start@1000.0", "stop(true)@1001.0"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func animationSpeedZeroNegativeAndNaN() {
        resetClock()
        func run(speed: Float, timeOffset: Double = 0) -> (CALayer, RecordingAnimationDelegate) {
            let layer = CALayer()
            let a = CABasicAnimation(keyPath: "zPosition")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            a.speed = speed; a.timeOffset = timeOffset
            let d = RecordingAnimationDelegate()
            a.delegate = d
            layer.add(a, forKey: "z")
            return (layer, d)
        }
        let (frozen, df) = run(speed: 0, timeOffset: 0.3)
        let (nan, dn) = run(speed: .nan)
        let (double, dd) = run(speed: 2)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.25)
        #expect(approx(frozen.presentation()!.zPosition, 30))   // frozen at its time offset
        #expect(approx(nan.presentation()!.zPosition, 25))      // NaN speed: 1, with a diagnostic
        #expect(approx(double.presentation()!.zPosition, 50))   // twice as fast
        MediaClock.advance(by: 10)
        #expect(approx(frozen.presentation()!.zPosition, 30))
        #expect(df.log == ["start@1000.0"])                     // never ends
        #expect(dn.log == ["start@1000.0", "stop(true)@1001.0"])
        #expect(dd.log == ["start@1000.0", "stop(true)@1000.5"])
    }

    @Test func layerSpeedZeroFreezesAndResumesWithTheCallbacksRescheduled() {
        resetClock()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 100; a.duration = 1
        let d = RecordingAnimationDelegate()
        a.delegate = d
        layer.add(a, forKey: "z")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        // Pause at the current local time (Apple's pause recipe).
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        MediaClock.advance(by: 5)
        #expect(approx(layer.presentation()!.zPosition, 50))
        #expect(d.log == ["start@1000.0"])
        // Resume: beginTime = now − paused local time.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        MediaClock.advance(by: 0.25)
        #expect(approx(layer.presentation()!.zPosition, 75))
        MediaClock.advance(by: 0.25)
        #expect(d.log == ["start@1000.0", "stop(true)@1006.0"])
    }

    /// A timing change only lists the layer; its subtree's callbacks are
    /// re-timed once, at the commit (or the next clock event). Here an
    /// ancestor two levels up is set three times in one transaction —
    /// speed 4, then 2, then its time offset to keep the grandchild's time
    /// continuous — and the stop must come from the last values: at 0.5 s
    /// the animation is half done, the other 0.5 s of local time take
    /// 0.25 s at speed 2, so it stops at 1000.75.
    @Test func timingSetSeveralTimesInATransactionRetimesTheSubtreeOnceFromTheLastValues() {
        resetClock()
        let container = CALayer(), middle = CALayer(), leaf = CALayer()
        container.addSublayer(middle)
        middle.addSublayer(leaf)
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 100; a.duration = 1
        let d = RecordingAnimationDelegate()
        a.delegate = d
        leaf.add(a, forKey: "z")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        CATransaction.begin()
        let now = CACurrentMediaTime()
        container.speed = 4
        container.speed = 2
        // Local time = (now' − beginTime) × 2 + timeOffset equals 0.5 + now at now' = now.
        container.beginTime = now
        container.timeOffset = now
        CATransaction.commit()
        MediaClock.advance(by: 0.125)
        #expect(approx(leaf.presentation()!.zPosition, 75))
        MediaClock.advance(by: 0.1)
        #expect(d.log == ["start@1000.0"])
        MediaClock.advance(by: 0.05)
        #expect(d.log == ["start@1000.0", "stop(true)@1000.75"])
    }

    @Test func negativeAndNaNLayerSpeed() {
        resetClock()
        let layer = CALayer()
        layer.speed = .nan                                       // treated as 1
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 100; a.duration = 1
        layer.add(a, forKey: "z")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(approx(layer.presentation()!.zPosition, 50))
        let back = CALayer()
        back.speed = -1                                          // local time runs backwards
        let b = CABasicAnimation(keyPath: "zPosition")
        b.fromValue = 0; b.toValue = 100; b.duration = 1
        back.add(b, forKey: "z")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        // Begins at the commit's local time and is then always before it: removed fill.
        #expect(back.presentation()!.zPosition == 0)
        #expect(back.animationKeys() == ["z"])
    }

    // MARK: Keyframe inconsistencies

    @Test func keyframeInconsistenciesAreReportedAndHaveDefinedValues() {
        resetClock()
        func run(_ configure: (CAKeyframeAnimation) -> Void, at t: Double) -> (CGFloat, [String]) {
            let layer = CALayer()
            layer.zPosition = -1
            let a = CAKeyframeAnimation(keyPath: "zPosition")
            a.duration = 1
            configure(a)
            layer.add(a, forKey: nil)
            let reports = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
            MediaClock.advance(by: t)
            let v = layer.presentation()!.zPosition
            MediaClock.advance(by: 1)
            return (v, reports)
        }
        // More key times than values: ignored, evenly spread.
        let (v1, r1) = run({ $0.values = [0, 10]; $0.keyTimes = [0, 0.1, 1] }, at: 0.5)
        #expect(v1 == 5 && r1.contains { $0.contains("key times") })
        // Decreasing key times: ignored, evenly spread.
        let (v2, r2) = run({ $0.values = [0, 10, 20]; $0.keyTimes = [0, 0.8, 0.2] }, at: 0.25)
        #expect(v2 == 5 && !r2.isEmpty)
        // Too few timing functions: the missing segments are linear.
        let (v3, _) = run({ $0.values = [0, 10, 20]; $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn)] }, at: 0.75)
        #expect(approx(v3, 15))
        // No values at all: no effect (the model shows).
        let (v4, r4) = run({ $0.values = [] }, at: 0.5)
        #expect(v4 == -1 && !r4.isEmpty)
        // One value: held for the whole duration.
        let (v5, _) = run({ $0.values = [42] }, at: 0.5)
        #expect(v5 == 42)
    }

    // MARK: Unknown key paths and wrong types

    @Test func unknownKeyPaths() {
        resetClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        var reports = CADiagnostics.capture { #expect(layer.value(forKeyPath: "position.z") == nil) }.messages
        #expect(!reports.isEmpty)
        reports = CADiagnostics.capture { layer.setValue(9, forKeyPath: "position.z") }.messages
        #expect(!reports.isEmpty && layer.position == CGPoint(x: 3, y: 4))
        // "foo.bar": an undefined key with a dot is stored whole, as KVC on an
        // undefined key does (Apple would raise for the missing "foo"; here: stored).
        #expect(layer.value(forKeyPath: "foo.bar") == nil)
        let a = CABasicAnimation(keyPath: "position.z")
        a.fromValue = 0; a.toValue = 10; a.duration = 1
        layer.add(a, forKey: "bad")
        reports = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
        #expect(reports.contains { $0.contains("position.z") })
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 3, y: 4))
        #expect(layer.animationKeys() == ["bad"])               // stays listed, inert, until it ends
        MediaClock.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
        // "foo.bar" animates the undefined key "foo.bar" (an arbitrary custom key).
        let b = CABasicAnimation(keyPath: "foo.bar")
        b.fromValue = 0; b.toValue = 10; b.duration = 1
        layer.add(b, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()!.value(forKey: "foo.bar") as? Double == 5)
    }

    @Test func wrongValueTypesDoNotCorruptTheProperty() {
        resetClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        a.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        a.duration = 1
        layer.add(a, forKey: "p")
        _ = CADiagnostics.capture { MediaClock.advance(by: 0) }
        for _ in 0..<4 {
            MediaClock.advance(by: 0.2)
            #expect(layer.presentation()!.position == CGPoint(x: 3, y: 4))   // colours cannot be positions
        }
        // A point from, a colour to: reported; the point shows until the midpoint, then the model.
        let b = CABasicAnimation(keyPath: "position")
        b.fromValue = CGPoint(x: 100, y: 100)
        b.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        b.duration = 1
        layer.add(b, forKey: "p")
        let reports = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
        #expect(reports.contains { $0.contains("different types") })
        MediaClock.advance(by: 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 100))
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 3, y: 4))
        // KVC with the wrong type is refused.
        let r = CADiagnostics.capture { layer.setValue(CGColor(gray: 0, alpha: 1), forKey: "position") }.messages
        #expect(!r.isEmpty && layer.position == CGPoint(x: 3, y: 4))
    }

    // MARK: Re-entrancy from callbacks

    @Test func removingALayerFromInsideItsOwnAnimationStart() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        let d = NamedLogDelegate()
        d.onStart = { _ in layer.removeFromSuperlayer() }
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        a.delegate = d
        a.setValue("a", forKey: "name")
        layer.add(a, forKey: "a")
        MediaClock.advance(by: 0)
        #expect(layer.superlayer == nil)
        // Off-screen layers keep their animations (Apple too): it runs to its end.
        MediaClock.advance(by: 1)
        #expect(d.log == ["start a@1000.0", "stop a true@1001.0"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func chainingAnimationsFromAnimationDidStop() {
        resetClock()
        let layer = CALayer()
        let d = NamedLogDelegate()
        func make(_ name: String, from: Double?, to: Double?) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "zPosition")
            a.fromValue = from; a.toValue = to; a.duration = 1
            a.delegate = d
            a.setValue(name, forKey: "name")
            return a
        }
        d.onStop = { anim, _ in
            if anim.value(forKey: "name") as? String == "first" {
                layer.zPosition = 100                           // the model follows (no actions: not in the interface)
                layer.add(make("second", from: 0, to: nil), forKey: "move")   // 0 → the model, 100
            }
        }
        layer.add(make("first", from: nil, to: 50), forKey: "move")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(approx(layer.presentation()!.zPosition, 25))
        MediaClock.advance(by: 1)                              // 1001.5: second is halfway, 0 → 100
        #expect(approx(layer.presentation()!.zPosition, 50))
        MediaClock.advance(by: 1)
        #expect(d.log == ["start first@1000.0", "stop first true@1001.0", "start second@1001.0", "stop second true@1002.0"])
        #expect(layer.animationKeys() == nil && layer.presentation()!.zPosition == 100)
        d.onStop = nil                                          // `make` captures d: break the cycle (LeakSanitizer)
    }

    @Test func removingAnAnimationFromItsOwnStartCallback() {
        resetClock()
        let layer = CALayer()
        let d = NamedLogDelegate()
        d.onStart = { _ in layer.removeAnimation(forKey: "a") }
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 10; a.duration = 1
        a.delegate = d
        a.setValue("a", forKey: "name")
        layer.add(a, forKey: "a")
        MediaClock.advance(by: 0)
        #expect(layer.animationKeys() == nil)
        #expect(d.log == ["start a@1000.0", "stop a false@1000.0"])
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()!.zPosition == 0)
        MediaClock.advance(by: 1)
        #expect(d.log.count == 2)
    }

    @Test func propertyChangesAndAnimationsInsideCompletionBlocks() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            log.append("first@\(CACurrentMediaTime())")
            // Apple: the block waits for the animations added *after* it is set.
            CATransaction.setCompletionBlock { log.append("second@\(CACurrentMediaTime())") }
            layer.position = CGPoint(x: 100, y: 0)              // implicit, starts at 1000.25
        }
        layer.opacity = 0
        CATransaction.commit()
        MediaClock.advance(by: 0.25)
        #expect(log == ["first@1000.25"])
        #expect(layer.animationKeys() == ["position"])
        MediaClock.advance(by: 0.125)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 50, y: 0)))
        MediaClock.advance(by: 0.125)
        #expect(log == ["first@1000.25", "second@1000.5"])
        // A block set after the change does not wait for it: it runs at the commit.
        CATransaction.begin()
        layer.opacity = 1
        CATransaction.setCompletionBlock { log.append("late@\(CACurrentMediaTime())") }
        CATransaction.commit()
        #expect(log.last == "late@1000.5")
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func displayLinkCallbacksChangeLayersAndInvalidateThemselves() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        var fired: [Double] = []
        let link = CADisplayLink { link in
            fired.append(link.timestamp)
            layer.position.x += 10
            if fired.count == 3 { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 0.1)
        // Fired on the 60 Hz grid after 1000, three times, then stopped itself.
        #expect(fired.count == 3)
        let expectedFrames: [Double] = [60001.0 / 60, 60002.0 / 60, 60003.0 / 60]
        #expect(zip(fired, expectedFrames).allSatisfy { approx($0, $1, 1e-9) })
        #expect(layer.position.x == 30)
        // Each change was committed at the end of its callback: an implicit
        // animation from the presentation value started at each frame.
        MediaClock.advance(by: 1)
        #expect(layer.presentation()!.position.x == 30)
        link.invalidate()                                       // twice: harmless
        link.add(to: .main, forMode: .common)                   // after invalidate: refused
        MediaClock.advance(by: 0.1)
        #expect(fired.count == 3)
    }

    @Test func anInvalidatedLinkReleasesItsTarget() {
        resetClock()
        @MainActor final class Target {
            var frames = 0
            func step(_ link: CADisplayLink) {
                frames += 1
                link.invalidate()                               // inside its own callback
            }
        }
        weak var weakTarget: Target?
        do {
            let target = Target()
            weakTarget = target
            CADisplayLink(target: target, selector: Target.step).add(to: .main, forMode: .default)
        }
        #expect(weakTarget != nil)                              // retained by the link, the link by the run loop
        MediaClock.advance(by: 0.1)
        #expect(weakTarget == nil)                              // invalidated after one frame: released
        #expect(DisplayLinkRegistry.shared.retained.isEmpty)
    }

    @Test func removeAllAnimationsDuringAGroup() {
        resetClock()
        let layer = CALayer()
        let d = NamedLogDelegate()
        let c1 = CABasicAnimation(keyPath: "zPosition"); c1.fromValue = 0; c1.toValue = 100
        let c2 = CABasicAnimation(keyPath: "opacity"); c2.fromValue = 0; c2.toValue = 1
        let g = CAAnimationGroup()
        g.animations = [c1, c2]; g.duration = 2
        g.delegate = d
        g.setValue("g", forKey: "name")
        layer.add(g, forKey: "g")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1)
        #expect(approx(layer.presentation()!.zPosition, 50))
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        // The render tree drops it at the next commit.
        #expect(approx(layer.presentation()!.zPosition, 50))
        MediaClock.advance(by: 0)
        #expect(layer.presentation()!.zPosition == 0 && layer.presentation()!.opacity == 1)
        #expect(d.log == ["start g@1000.0", "stop g false@1001.0"])
        MediaClock.advance(by: 2)
        #expect(d.log.count == 2)
    }

    @Test func propertyChangesInsideAnimationDidStartAnimateFromThatTime() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        let d = NamedLogDelegate()
        d.onStart = { _ in layer.position = CGPoint(x: 80, y: 0) }   // implicit, 0.25 s from the start
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        a.beginTime = CACurrentMediaTime() + 0.5
        a.delegate = d
        a.setValue("a", forKey: "name")
        layer.add(a, forKey: "a")
        MediaClock.advance(by: 0.5)                              // start at 1000.5
        #expect(d.log == ["start a@1000.5"])
        #expect(layer.animationKeys() == ["a", "position"])
        MediaClock.advance(by: 0.125)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 40, y: 0)))
        #expect(approx(Double(layer.presentation()!.opacity), 0.125, 1e-6))
    }

    @Test func removeAllAnimationsFromOneOfSeveralStops() {
        resetClock()
        let layer = CALayer()
        let d = NamedLogDelegate()
        d.onStop = { anim, _ in
            if anim.value(forKey: "name") as? String == "short" { layer.removeAllAnimations() }
        }
        for (name, duration) in [("short", 1.0), ("long", 3.0)] {
            let a = CABasicAnimation(keyPath: name == "short" ? "opacity" : "zPosition")
            a.fromValue = 0; a.toValue = 1; a.duration = duration
            a.delegate = d
            a.setValue(name, forKey: "name")
            layer.add(a, forKey: name)
        }
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 2)
        // The long one is removed at the commit that ends the short one's callback turn.
        #expect(d.log == ["start short@1000.0", "start long@1000.0", "stop short true@1001.0", "stop long false@1001.0"])
        #expect(layer.animationKeys() == nil && layer.renderAnimations.isEmpty)
    }

    @Test func nonFiniteAnimationValuesAndTimes() {
        resetClock()
        let layer = CALayer()
        layer.zPosition = 5
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = Double.nan; a.toValue = 10; a.duration = 1
        layer.add(a, forKey: "nan")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()!.zPosition.isNaN)          // NaN in, NaN out: no trap
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()!.zPosition == 5)           // removed at its end as usual
        // NaN keyframe values likewise only poison their own segments.
        let k = CAKeyframeAnimation(keyPath: "zPosition")
        k.values = [0, Double.nan, 20, 30]
        k.duration = 3
        layer.add(k, forKey: "k")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 2.5)                             // third segment: 20 → 30 at 0.5
        #expect(layer.presentation()!.zPosition == 25)
        // An infinite repeat count never ends; speed 0 layers never end.
        let forever = CABasicAnimation(keyPath: "opacity")
        forever.duration = 0.1; forever.repeatCount = .infinity
        let d = RecordingAnimationDelegate()
        forever.delegate = d
        layer.add(forever, forKey: "forever")
        MediaClock.advance(by: 100)
        #expect(layer.animationKeys()?.contains("forever") == true)
        #expect(d.log.count == 1)
    }

    // MARK: Transactions

    @Test func commitWithoutBeginAndUnbalancedBegin() {
        resetClock()
        let layer = CALayer()
        var reports = CADiagnostics.capture { CATransaction.commit() }.messages
        #expect(reports.contains { $0.contains("without a matching begin") })
        // An unbalanced begin is committed at the end of the turn, with a diagnostic.
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let a = CABasicAnimation(keyPath: "zPosition"); a.fromValue = 0; a.toValue = 10
        layer.add(a, forKey: "z")
        reports = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
        #expect(reports.contains { $0.contains("left open") })
        #expect(TransactionStack.shared.frames.isEmpty)
        MediaClock.advance(by: 1)
        #expect(approx(layer.presentation()!.zPosition, 5))     // 2 s from the unbalanced transaction
        // Nested begins left open are all committed.
        CATransaction.begin(); CATransaction.begin()
        layer.zPosition = 3
        _ = CADiagnostics.capture { MediaClock.advance(by: 0) }
        #expect(TransactionStack.shared.frames.isEmpty)
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func layoutIfNeededReachesEveryFlaggedDescendantParentsFirst() {
        resetClock()
        MediaClock.advance(by: 0)
        let log = LayoutLog()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        for (l, n) in [(a, "a"), (b, "b"), (c, "c"), (d, "d")] { l.name = n; l.delegate = log }
        a.addSublayer(b); b.addSublayer(c); c.addSublayer(d)
        MediaClock.advance(by: 0)                               // commit: a, b, c laid out (they gained sublayers)
        #expect(log.order == ["a", "b", "c"])
        log.order = []
        a.setNeedsLayout()
        d.setNeedsLayout()                                      // below b and c, which need nothing
        c.layoutIfNeeded()                                      // goes up to nothing (b is clean): c's subtree only
        #expect(log.order == ["d"])
        b.setNeedsLayout()
        c.setNeedsLayout()
        d.layoutIfNeeded()                                      // up through c and b (flagged) — a is flagged too
        #expect(log.order == ["d", "a", "b", "c"])
        #expect(![a, b, c, d].contains { $0.needsLayout() })
    }

    // MARK: Deep trees

    @Test func tenThousandNestedLayers() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        var leaf = root
        var chain: [CALayer] = []
        for _ in 0..<10_000 {
            let l = CALayer()
            l.position = CGPoint(x: 1, y: 1)                    // each level shifts by (1, 1) (zero-size bounds)
            leaf.addSublayer(l)
            chain.append(l)
            leaf = l
        }
        MediaClock.advance(by: 0)                               // commit: layout must not recurse 10,000 deep
        #expect(leaf.isInInterface)
        #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 9_800, y: 9_800))   // root's frame origin (−200, −200)
        #expect(leaf.convert(CGPoint(x: 10_000, y: 10_000), from: root) == .zero)
        #expect(leaf.presentation()?.position == CGPoint(x: 1, y: 1))
        // Zero-size layers contain nothing but the root: the walk down visits all 10,000.
        #expect(root.hitTest(CGPoint(x: 10_000, y: 10_000)) == nil)
        #expect(root.hitTest(CGPoint(x: 0, y: 0)) === root)      // root's centre, in its superlayer's space
        chain[0].setNeedsLayout()
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(!leaf.needsLayout())
        chain[0].speed = 2
        let a = CABasicAnimation(keyPath: "zPosition"); a.fromValue = 0; a.toValue = 10; a.duration = 1
        leaf.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.25)                            // twice as fast through the ancestor
        #expect(approx(leaf.presentation()!.zPosition, 5))
        root.sublayers = nil                                     // tearing down must not recurse either
        #expect(!leaf.isInInterface)
        chain.removeAll()
    }
}
}

@MainActor final class LayoutLog: CALayerDelegate {
    var order: [String] = []
    func layoutSublayers(of layer: CALayer) { order.append(layer.name ?? "?") }
}
