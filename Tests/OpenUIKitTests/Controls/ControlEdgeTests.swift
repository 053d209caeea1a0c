import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Edge cases across the controls: repeated taps, nil titles and texts,
/// non-finite frames, label changes that only a transition animates.
@MainActor struct ControlEdgeTests {
    @Test func secondQuickTapSendsTouchDownRepeat() {
        resetClock()
        let button = UIButton(type: .custom)
        let window = showInWindow(button, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let t0 = CACurrentMediaTime()
        let log = ControlEventLog(button, timed: t0, events: [.touchDown, .touchDownRepeat, .touchUpInside])
        window.play(TouchScript()
            .tap(at: CGPoint(x: 50, y: 25), time: 0, duration: 0.05)
            .tap(at: CGPoint(x: 52, y: 25), time: 0.15, duration: 0.05))
        MediaClock.advance(by: 0.3)
        #expect(log.entries == ["touchDown @0", "touchUpInside @50", "touchDown @150", "touchDownRepeat @150",
                                "touchUpInside @200"])
    }

    @Test func nilTitlesAndTextsAreEmpty() {
        let button = UIButton(type: .system)
        button.setTitle("A", for: .normal)
        button.setTitle(nil, for: .normal)
        #expect(button.currentTitle == nil && button.titleLabel?.text == nil)
        #expect(button.intrinsicContentSize == .zero)
        let label = UILabel()
        label.attributedText = nil
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
        let segmented = UISegmentedControl(items: nil)
        #expect(segmented.numberOfSegments == 0)
        segmented.insertSegment(withTitle: nil, at: 5, animated: true)
        #expect(segmented.numberOfSegments == 1 && segmented.titleForSegment(at: 0) == nil)
        let (_, messages) = CGDiagnostics.capture { _ = UISegmentedControl(items: [1, "B"]) }
        #expect(messages.count == 1)
    }

    @Test func switchWithANonFiniteFrameSitsAtTheOrigin() {
        let s = UISwitch(frame: CGRect(x: CGFloat.nan, y: 3, width: .infinity, height: 5))
        #expect(s.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        s.sizeToFit()
        #expect(s.bounds.size == CGSize(width: 51, height: 31))
    }

    @Test func labelTextChangesAnimateOnlyInATransition() {
        resetClock()
        let label = UILabel()
        label.text = "Before"
        let window = showInWindow(label, frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        UIView.transition(with: label, duration: 0.5, options: [.transitionCrossDissolve], animations: {
            label.text = "After"
        }, completion: nil)
        #expect(label.layer.animationKeys()?.isEmpty == false)
        #expect(label.text == "After")
        _ = window
    }

    @Test func imageViewSwapsAnimateOnlyInATransition() {
        resetClock()
        let iv = UIImageView(image: solidImage(.red))
        let window = showInWindow(iv, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1) { iv.image = solidImage(.blue) }
        #expect(iv.layer.animationKeys() == nil)
        MediaClock.advance(by: 0)                           // blue at once
        #expect(renderWindow(window, at: t0).isBlue(20, 20))
        UIView.transition(with: iv, duration: 1, options: [.transitionCrossDissolve], animations: {
            iv.image = solidImage(.green)
        }, completion: nil)
        MediaClock.advance(by: 0)
        let mid = renderWindow(window, at: t0 + 0.5).rgba(20, 20)
        #expect(mid[1] > 60 && mid[2] > 60)                 // blue dissolving into green
        #expect(renderWindow(window, at: t0 + 1.5).isGreen(20, 20))
    }
}
