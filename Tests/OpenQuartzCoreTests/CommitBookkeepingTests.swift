import Testing
import Foundation
@testable import OpenQuartzCore

/// Pins the behaviour of the commit's bookkeeping that was reworked for speed:
/// changed-layer batches, animations removed while pending, the event heap's
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

/// Logs "NAME start@T" and "NAME stop(FLAG)@T".
@MainActor private final class NamedDelegate: CAAnimationDelegate {
    let name: String
    let log: (String) -> Void
    init(_ name: String, _ log: @escaping (String) -> Void) { self.name = name; self.log = log }
    func animationDidStart(_ anim: CAAnimation) { log("\(name) start@\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("\(name) stop(\(flag))@\(CACurrentMediaTime())") }
}
