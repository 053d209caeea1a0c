import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// Pins the behaviour of the commit's bookkeeping that was reworked for speed:
/// changed-layer batches, animations removed while pending, the event queue's
/// stale records, the uncommitted-values store and the NSNull action test.
extension GlobalClockSuite {
@Suite @MainActor struct CommitBookkeepingTests {
    @Test func anAnimationRemovedBeforeItsCommitIsNeverCompiledOrStarted() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        let delegate = RecordingAnimationDelegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        let pendingCopy = layer.animation(forKey: "fade")!
        layer.removeAnimation(forKey: "fade")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 10; move.duration = 1
        layer.add(move, forKey: "move")
        CATransaction.flush()
        // Only the second one reached the render tree; the removed one kept
        // its unresolved begin time and its delegate heard nothing.
        #expect(layer.renderAnimations.count == 1)
        #expect(layer.renderAnimations.first?.key == "move")
        #expect(pendingCopy.beginTime == 0)
        MediaClock.advance(by: 2)
        #expect(delegate.log.isEmpty)
    }

    /// A filled animation (`isRemovedOnCompletion = false`) tells its
    /// delegate it stopped, finished, when it reaches its end — once: taking
    /// it off the layer later does not call `animationDidStop` again (the
    /// Tutorials' RevealAnimator removes its animations inside that call).
    @Test func aFilledAnimationStopsOnceAndNotAgainWhenRemoved() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        let delegate = RecordingAnimationDelegate()
        let grow = CABasicAnimation(keyPath: "opacity")
        grow.fromValue = 0; grow.toValue = 1; grow.duration = 0.5
        grow.fillMode = .forwards; grow.isRemovedOnCompletion = false
        grow.delegate = delegate
        layer.add(grow, forKey: "grow")
        MediaClock.advance(by: 1)
        #expect(delegate.log.filter { $0.hasPrefix("stop") }.count == 1)
        #expect(delegate.log.last?.hasPrefix("stop(true)") == true)
        layer.removeAnimation(forKey: "grow")
        MediaClock.advance(by: 0.1)
        #expect(delegate.log.filter { $0.hasPrefix("stop") }.count == 1, "\(delegate.log)")
    }

    @Test func changesMadeByLayoutDuringTheCommitJoinIt() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let child = CALayer()
        let parent = LayoutChangingLayer()
        parent.other = child
        root.addSublayer(parent)
        root.addSublayer(child)
        MediaClock.advance(by: 0)
        parent.setNeedsLayout()
        parent.opacity = 0.8                       // listed first
        CATransaction.flush()
        // The layout pass changed both the parent (already listed) and the
        // child (listed during the commit): both changes are committed now.
        #expect(parent.layoutCount == 1)
        #expect(child.presentation()?.opacity == 0.25)
        #expect(parent.presentation()?.zPosition == 3)
        #expect(child.uncommittedOldValues.isEmpty && parent.uncommittedOldValues.isEmpty)
    }

    @Test func eventsKeepTheirOrderWhenStaleRecordsAreDropped() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let steady = CALayer(), busy = CALayer()
        root.addSublayer(steady); root.addSublayer(busy)
        MediaClock.advance(by: 0)
        var log: [String] = []
        let steadyDelegate = NamedDelegate("steady") { log.append($0) }
        let busyDelegate = NamedDelegate("busy") { log.append($0) }
        let short = CABasicAnimation(keyPath: "opacity")
        short.fromValue = 0; short.toValue = 1; short.duration = 0.1
        short.delegate = steadyDelegate
        steady.add(short, forKey: "fade")
        CATransaction.flush()
        // 3,000 replacements at the same media time: each leaves stale start
        // and end records behind (more than the 1,024 that trigger a rebuild).
        for i in 0..<3000 {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0; move.toValue = Double(i); move.duration = 0.25
            move.delegate = i == 2999 ? busyDelegate : nil
            busy.add(move, forKey: "move")
            CATransaction.flush()
        }
        MediaClock.advance(by: 0.3)
        #expect(log == ["steady start@1000.0", "busy start@1000.0", "steady stop(true)@1000.1", "busy stop(true)@1000.25"])
        #expect(busy.animationKeys() == nil && steady.animationKeys() == nil)
    }

    @Test func theEventQueueReturnsRecordsInTimeThenSequenceOrder() {
        // Starts and ends in order (the runs), out of order (the heap) and
        // ties across the three: popped exactly as a sort by (time, sequence).
        let entry = AnimationEntry(key: nil, animation: CABasicAnimation())
        var queue = AnimationEventQueue()
        var expected: [(Double, UInt64)] = []
        var generator = TransformTestSupport.Random(seed: 7)
        for sequence in UInt64(1)...600 {
            let time = Double(generator.next() % 40) / 4
            let record = AnimationEventRecord(time: time, sequence: sequence, isEnd: sequence % 3 != 0,
                                              endLocal: 0, entry: entry, token: sequence % 5)
            queue.push(record)
            expected.append((time, sequence))
            if sequence % 50 == 0 {
                // Interleaved pops: the earliest so far comes out.
                expected.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
                let r = queue.popFirst()!
                #expect(r.time == expected[0].0 && r.sequence == expected[0].1)
                expected.removeFirst()
            }
        }
        // Dropping records keeps the order of the rest.
        queue.keep { $0.token != 0 }
        expected.removeAll { $0.1 % 5 == 0 }
        expected.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        #expect(queue.count == expected.count)
        var popped: [(Double, UInt64)] = []
        while let first = queue.firstTime, let r = queue.popFirst() {
            #expect(first == r.time)
            popped.append((r.time, r.sequence))
        }
        #expect(popped.map(\.0) == expected.map(\.0) && popped.map(\.1) == expected.map(\.1))
        #expect(queue.count == 0 && queue.first == nil)
    }

    @Test func callbacksOfOutOfOrderAnimationsComeInTimeOrder() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layers = (0..<4).map { _ in CALayer() }
        for l in layers { root.addSublayer(l) }
        MediaClock.advance(by: 0)
        var log: [String] = []
        // One commit: a long one, a shorter one, a delayed one, one ending
        // with the first: ends and starts arrive out of time order.
        let specs: [(name: String, duration: Double, delay: Double)] = [
            ("a", 0.5, 0), ("b", 0.2, 0), ("c", 0.1, 0.3), ("d", 0.5, 0)]
        var delegates: [NamedDelegate] = []
        for (i, spec) in specs.enumerated() {
            let d = NamedDelegate(spec.name) { log.append($0) }
            delegates.append(d)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0; fade.toValue = 1; fade.duration = spec.duration
            if spec.delay > 0 { fade.beginTime = CACurrentMediaTime() + spec.delay }
            fade.delegate = d
            layers[i].add(fade, forKey: "fade")
        }
        CATransaction.flush()
        // A later commit whose animation ends before the first commit's.
        MediaClock.advance(by: 0.05)
        let late = CABasicAnimation(keyPath: "opacity")
        late.fromValue = 0; late.toValue = 1; late.duration = 0.1
        late.delegate = NamedDelegate("e") { log.append($0) }
        layers[0].add(late, forKey: "late")
        CATransaction.flush()
        MediaClock.advance(by: 1)
        #expect(log == ["a start@1000.0", "b start@1000.0", "d start@1000.0", "e start@1000.05",
                        "e stop(true)@1000.15", "b stop(true)@1000.2", "c start@1000.3",
                        "c stop(true)@1000.4", "a stop(true)@1000.5", "d stop(true)@1000.5"])
    }

    @Test func aBasicAnimationSubclassIsCompiledThroughItsOverriddenGetters() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        // The stored toValue is 1, the overriding getter says 0.5: the getter wins.
        let fade = HalfwayFade(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0.25)
    }

    @Test func aBasicAnimationWhoseValuesWereClearedResolvesLikeAnImplicitOne() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.2
        CATransaction.commit()
        // from and by set, then cleared; only toValue remains: previous → 1.
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.9; fade.byValue = 0.05; fade.toValue = 1; fade.duration = 1
        fade.fromValue = nil; fade.byValue = nil
        layer.add(fade, forKey: "fade")
        // All cleared: the render tree's previous value → the model value.
        let bare = CABasicAnimation(keyPath: "position.x")
        bare.toValue = 50; bare.duration = 1
        bare.toValue = nil
        layer.position.x = 40     // implicit animation replaced by `bare` below
        layer.add(bare, forKey: "position")
        CATransaction.flush()
        MediaClock.advance(by: 0.5)
        let p = layer.presentation()!
        #expect(approx(Double(p.opacity), 0.6, 1e-6))
        #expect(approx(p.position.x, 20))
    }

    @Test func aPlainLayerRunsTheActionOfEachSearchStageAndSubclassesTheirOverride() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let plain = CALayer(), custom = SlowFadeLayer()
        root.addSublayer(plain); root.addSublayer(custom)
        MediaClock.advance(by: 0)
        let long = CABasicAnimation(); long.duration = 4
        plain.actions = ["opacity": long]
        plain.opacity = 0.5
        custom.opacity = 0.5
        // The default action of a key that is not implicitly animated: none.
        plain.cornerRadius = 3
        custom.cornerRadius = 3
        #expect(plain.animation(forKey: "opacity")?.duration == 4)
        #expect(custom.animation(forKey: "opacity")?.duration == 2)
        #expect(plain.animation(forKey: "cornerRadius") == nil && custom.animation(forKey: "cornerRadius") == nil)
        plain.actions = nil
        plain.position = CGPoint(x: 3, y: 3)
        let implicit = plain.animation(forKey: "position") as? CABasicAnimation
        #expect(implicit?.keyPath == "position" && implicit?.duration == 0.25 && implicit?.fromValue == nil)
    }

    @Test func aPropertySetAgainAndAgainInOneTransactionKeepsOnePendingAnimation() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        layer.opacity = 0.9
        weak let replaced = layer.animation(forKey: "opacity")
        #expect(replaced != nil)
        for i in 0..<100 { layer.opacity = Float(i) / 200 }
        // The replaced animations are gone before the commit, not kept for it.
        #expect(replaced == nil)
        #expect(TransactionStack.shared.pendingAnimations.count == 1)
        CATransaction.flush()
        MediaClock.advance(by: 0.125)
        // Rendered from the value before the transaction (1) to the last one set.
        #expect(approx(Double(layer.presentation()!.opacity), 1 + (0.495 - 1) * 0.5, 1e-6))
    }

    @Test func uncommittedValuesKeepTheFirstValueOfEachKeyBeyondTheIndexThreshold() {
        var values = UncommittedValues()
        for i in 0..<40 { values.recordIfAbsent("key\(i)", .number(Double(i))) }
        values.recordIfAbsent("key3", .number(-1))     // not the first change: ignored
        values.recordIfAbsent("key30", .number(-1))
        #expect(values["key3"]?.number == 3)
        #expect(values["key30"]?.number == 30)
        #expect(values["key40"] == nil)
        #expect(Array(values.keys) == (0..<40).map { "key\($0)" })
        #expect(values.compactMap { $0.1.number } == (0..<40).map { Double($0) })
        values.removeAll(keepingCapacity: true)
        #expect(values.isEmpty && values["key0"] == nil)
        values.recordIfAbsent("key0", .number(7))
        #expect(values["key0"]?.number == 7)
    }

    @Test func presentationRollsBackManyChangedPropertiesUntilTheCommit() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5; layer.zPosition = 2; layer.cornerRadius = 3; layer.borderWidth = 4
        layer.shadowOpacity = 0.5; layer.shadowRadius = 6; layer.anchorPointZ = 7; layer.rasterizationScale = 2
        layer.position = CGPoint(x: 9, y: 9); layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 11, height: 11); layer.shadowOffset = CGSize(width: 1, height: 1)
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5); layer.contentsCenter = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        layer.contentsScale = 2; layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.sublayerTransform = CATransform3DMakeScale(3, 3, 1); layer.masksToBounds = true
        layer.opacity = 0.1                                    // second change of a key
        // 18 keys: past the index threshold. Before the commit the
        // presentation shows the committed values.
        let before = layer.presentation()!
        #expect(before.opacity == 1 && before.zPosition == 0 && before.masksToBounds == false)
        #expect(before.position == .zero && before.contentsScale == 1 && before.rasterizationScale == 1)
        CATransaction.commit()
        let after = layer.presentation()!
        #expect(after.opacity == 0.1 && after.zPosition == 2 && after.masksToBounds == true)
        #expect(after.position == CGPoint(x: 9, y: 9) && after.contentsScale == 2 && after.rasterizationScale == 2)
    }

    @Test func anNSNullSubclassFromTheActionSearchAlsoMeansNoAction() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        layer.actions = ["opacity": QuietNull()]
        layer.opacity = 0.3
        #expect(layer.animationKeys() == nil)
        layer.actions = nil
        layer.opacity = 0.6
        #expect(layer.animationKeys() == ["opacity"])
    }
}
}

private final class QuietNull: NSNull, @unchecked Sendable {}

/// Lays itself out by changing its own z position and another layer's opacity.
@MainActor private final class LayoutChangingLayer: CALayer {
    var other: CALayer?
    var layoutCount = 0
    override func layoutSublayers() {
        layoutCount += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        zPosition = 3
        other?.opacity = 0.25
        CATransaction.commit()
    }
}

/// A fade whose `toValue` getter overrides the stored value.
@MainActor private final class HalfwayFade: CABasicAnimation {
    override var toValue: Any? {
        get { 0.5 }
        set { super.toValue = newValue }
    }
}

/// Animates opacity changes over 2 s through its own `action(forKey:)`.
@MainActor private final class SlowFadeLayer: CALayer {
    override func action(forKey event: String) -> (any CAAction)? {
        guard event == "opacity" else { return super.action(forKey: event) }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 2
        return fade
    }
}

/// Logs "NAME start@T" and "NAME stop(FLAG)@T".
@MainActor private final class NamedDelegate: CAAnimationDelegate {
    let name: String
    let log: (String) -> Void
    init(_ name: String, _ log: @escaping (String) -> Void) { self.name = name; self.log = log }
    func animationDidStart(_ anim: CAAnimation) { log("\(name) start@\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("\(name) stop(\(flag))@\(CACurrentMediaTime())") }
}
