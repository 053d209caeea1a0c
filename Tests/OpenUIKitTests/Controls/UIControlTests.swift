import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A controller whose action methods are registered as unbound methods.
@MainActor final class TapCounter {
    var taps: [String] = []
    func tapped(_ sender: UIButton) { taps.append("tapped \(sender.currentTitle ?? "")") }
    func tappedWithoutSender() { taps.append("plain") }
    func changed(_ sender: UIControl, _ event: UIEvent?) { taps.append("event \(event != nil)") }
}

/// UIControl: Apple's raw values, the event sequence of scripted touches
/// (tap inside, drag out and lift outside, the 70-point margin, cancel) at
/// exact media times, the highlight, unbound-method targets (held weakly),
/// UIAction, removal, disabled controls.
@MainActor struct UIControlTests {
    func makeButton() -> (UIWindow, UIButton) {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let window = showInWindow(button, frame: CGRect(x: 50, y: 50, width: 100, height: 40),
                                  size: CGSize(width: 400, height: 400))
        return (window, button)
    }

    @Test func rawValuesAreApples() {
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.touchCancel.rawValue == 256)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.editingChanged.rawValue == 0x20000)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.ContentHorizontalAlignment.leading.rawValue == 4)
        #expect(UIButton.ButtonType.system.rawValue == 1)
    }

    @Test func scriptedTapInsideSendsDownThenUpInsideAtTheirTimes() {
        resetClock()
        let (window, button) = makeButton()
        let t0 = CACurrentMediaTime()
        let log = ControlEventLog(button, timed: t0)
        var highlighted: [Bool] = []
        button.addAction(UIAction { [unowned button] _ in highlighted.append(button.isHighlighted) }, for: [.touchDown, .touchUpInside])
        window.play(TouchScript().tap(at: CGPoint(x: 100, y: 70), time: 0.1, duration: 0.1))
        MediaClock.advance(by: 0.15)
        #expect(log.entries == ["touchDown @100"])
        #expect(button.isHighlighted && button.isTracking)
        #expect(button.state == .highlighted)
        MediaClock.advance(by: 0.1)
        #expect(log.entries == ["touchDown @100", "touchUpInside @200", "primaryAction @200"])
        #expect(highlighted == [true, false])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func dragOutAndLiftOutsideSendsExitAndUpOutside() {
        resetClock()
        let (window, button) = makeButton()
        let log = ControlEventLog(button)
        window.touchDown(at: CGPoint(x: 100, y: 70))
        window.touchMove(to: CGPoint(x: 100, y: 80))                 // inside
        window.touchMove(to: CGPoint(x: 100, y: 150))                // 40 below: within the 70-point margin
        #expect(button.isHighlighted)
        window.touchMove(to: CGPoint(x: 100, y: 170))                // 80 below: outside
        #expect(!button.isHighlighted && button.isTracking)
        window.touchMove(to: CGPoint(x: 100, y: 75))                 // back in
        window.touchMove(to: CGPoint(x: 300, y: 300))
        window.touchUp()
        #expect(log.entries == ["touchDown", "dragInside", "dragInside", "dragOutside", "dragExit",
                                "dragInside", "dragEnter", "dragOutside", "dragExit", "touchUpOutside"])
    }

    @Test func liftWithinTheMarginCountsAsInside() {
        resetClock()
        let (window, button) = makeButton()
        let log = ControlEventLog(button, events: [.touchUpInside, .touchUpOutside])
        window.touchDown(at: CGPoint(x: 100, y: 70))
        window.touchUp(at: CGPoint(x: 100, y: 155))                  // 65 below the bottom edge
        #expect(log.entries == ["touchUpInside"])
        #expect(UIControl.touchAreaMargin == 70)
    }

    @Test func cancelledTouchSendsTouchCancel() {
        resetClock()
        let (window, button) = makeButton()
        let log = ControlEventLog(button)
        window.touchDown(at: CGPoint(x: 100, y: 70))
        window.touchCancel()
        #expect(log.entries == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted)
    }

    @Test func unboundMethodTargetsAreCalledAndHeldWeakly() {
        resetClock()
        let (window, button) = makeButton()
        var counter: TapCounter? = TapCounter()
        button.addTarget(counter!, action: TapCounter.tapped, for: .touchUpInside)
        button.addTarget(counter!, action: TapCounter.tappedWithoutSender, for: .touchUpInside)
        button.addTarget(counter!, action: TapCounter.changed, for: .touchDown)
        window.tap(at: CGPoint(x: 100, y: 70))
        #expect(counter?.taps == ["event true", "tapped Go", "plain"])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        #expect(button.allTargets.count == 1)
        weak let gone = counter
        counter = nil
        #expect(gone == nil)
        button.sendActions(for: .touchUpInside)                      // the dead target's actions are dropped
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func removeTargetAndUIActionIdentifiers() {
        resetClock()
        let button = UIButton(type: .custom)
        let counter = TapCounter()
        button.addTarget(counter, action: TapCounter.tappedWithoutSender, for: [.touchUpInside, .valueChanged])
        button.removeTarget(counter, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(counter.taps == ["plain"])
        var calls: [String] = []
        let id = UIAction.Identifier("go")
        var sender: Any?
        button.addAction(UIAction(identifier: id) { action in calls.append("first"); sender = action.sender }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in calls.append("second") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: UIAction.Identifier("other")) { action in
            calls.append("other"); sender = action.sender
        }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["second", "other"])
        #expect((sender as AnyObject?) === button)
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.removeTarget(nil, for: .allEvents)
        button.sendActions(for: .allEvents)
        #expect(calls == ["second", "other"])
        #expect(counter.taps == ["plain"])
    }

    @Test func disabledControlIgnoresTouches() {
        resetClock()
        let (window, button) = makeButton()
        let log = ControlEventLog(button)
        button.isEnabled = false
        #expect(button.state == .disabled)
        window.tap(at: CGPoint(x: 100, y: 70))
        #expect(log.entries.isEmpty)
        button.isEnabled = true
        button.isSelected = true
        #expect(button.state == .selected)
    }

    @Test func primaryActionInitializers() {
        var fired = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in fired += 1 })
        #expect(button.currentTitle == "Save")
        button.sendActions(for: .primaryActionTriggered)
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in fired += 10 })
        control.sendActions(for: .primaryActionTriggered)
        #expect(fired == 11)
    }
}
