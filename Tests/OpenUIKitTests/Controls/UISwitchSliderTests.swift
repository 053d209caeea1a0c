import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UISwitch and UISlider: defaults, taps and drags through the window with
/// their event order, the animated thumb at exact times, thumb positions
/// for values in pixels, and NaN/∞ settings.
@MainActor struct UISwitchSliderTests {
    /// The switch's thumb (its last subview).
    func thumb(of s: UIView) -> UIView { s.subviews.last! }

    @Test func switchDefaultsAndSize() {
        let s = UISwitch(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        #expect(!s.isOn)
        #expect(s.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(s.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(s.onTintColor == nil && s.thumbTintColor == nil)
        #expect(thumb(of: s).center == CGPoint(x: 15.5, y: 15.5))
        s.isOn = true
        #expect(thumb(of: s).center == CGPoint(x: 35.5, y: 15.5))
    }

    @Test func tapTogglesAnimatesAndSendsValueChanged() {
        resetClock()
        let s = UISwitch()
        let window = showInWindow(s, frame: CGRect(x: 20, y: 20, width: 51, height: 31), background: .black)
        let log = ControlEventLog(s)
        let t0 = CACurrentMediaTime()
        window.tap(at: CGPoint(x: 40, y: 35))
        #expect(s.isOn)
        #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside"])
        // The thumb slides over 0.25 s; the green track fades in.
        let mid = thumb(of: s).layer.presentation()!.position.x
        MediaClock.advance(to: t0 + 0.125)
        let halfway = thumb(of: s).layer.presentation()!.position.x
        #expect(mid < 16 && halfway > 16 && halfway < 35)
        MediaClock.advance(to: t0 + 0.3)
        #expect(approx(thumb(of: s).layer.presentation()!.position.x, 35.5))
        let frame = renderWindow(window, at: t0 + 0.3)
        #expect(frame.matches(28, 35, [52, 199, 89], tolerance: 4))        // on track, systemGreen
        #expect(frame.isWhite(55, 35))                                        // thumb
        window.tap(at: CGPoint(x: 40, y: 35))
        #expect(!s.isOn)
    }

    @Test func draggingTheThumbSettlesOnTheNearerSide() {
        resetClock()
        let s = UISwitch()
        let window = showInWindow(s, frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let log = ControlEventLog(s, events: [.valueChanged])
        window.touchDown(at: CGPoint(x: 35, y: 35))
        window.touchMove(to: CGPoint(x: 39, y: 35))                 // 4 points: not yet a drag
        #expect(thumb(of: s).center.x == 15.5)
        window.touchMove(to: CGPoint(x: 47, y: 35))                 // 12 points: the thumb follows
        #expect(thumb(of: s).center.x == 27.5)
        window.touchMove(to: CGPoint(x: 90, y: 35))                 // clamped at the on place
        #expect(thumb(of: s).center.x == 35.5)
        window.touchUp(at: CGPoint(x: 200, y: 200))                 // lifted far outside: still a drag
        #expect(s.isOn && log.entries == ["valueChanged"])
        window.touchDown(at: CGPoint(x: 55, y: 35))
        window.touchMove(to: CGPoint(x: 47, y: 35))                 // back 8 points: nearer on
        window.touchUp()
        #expect(s.isOn && log.entries == ["valueChanged"])
        MediaClock.advance(by: 0.3)
        #expect(approx(thumb(of: s).layer.presentation()!.position.x, 35.5))
    }

    @Test func setOnAnimatedSendsNoEvent() {
        resetClock()
        let s = UISwitch()
        s.onTintColor = .red
        let window = showInWindow(s, frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let log = ControlEventLog(s)
        let t0 = CACurrentMediaTime()
        s.setOn(true, animated: true)
        MediaClock.advance(by: 0)
        #expect(log.entries.isEmpty)
        #expect(renderWindow(window, at: t0 + 0.5).isRed(8, 15))
        s.setOn(false, animated: false)
        MediaClock.advance(by: 0)
        let off = renderWindow(window, at: t0 + 0.5)
        #expect(off.matches(45, 15, [233, 233, 235], tolerance: 3), "\(off.rgb(45, 15))")
    }

    @Test func sliderDefaultsAndClamping() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        let (_, messages) = CGDiagnostics.capture {
            slider.value = .nan
            slider.maximumValue = .infinity
            slider.minimumValue = .nan
        }
        #expect(slider.value == 1 && slider.maximumValue == 1 && slider.minimumValue == 0)
        #expect(messages.count == 3)
        slider.value = -.infinity
        #expect(slider.value == 0)
        slider.value = .infinity
        #expect(slider.value == 1)
        slider.minimumValue = 5                                      // raises the maximum too
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = 10
        slider.setValue(7.5, animated: false)
        let thumbRect = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                         value: slider.value)
        #expect(thumbRect.midX == 14 + 200 * 0.5)
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    }

    @Test func sliderThumbIsDrawnWhereTheValueSays() {
        resetClock()
        let slider = UISlider()
        slider.value = 0.25
        let window = showInWindow(slider, frame: CGRect(x: 0, y: 50, width: 228, height: 31), background: .black,
                                  size: CGSize(width: 300, height: 200))
        let frame = renderWindow(window, at: CACurrentMediaTime())
        let x = 14 + 200 * 0.25                                      // 64
        #expect(frame.isWhite(Int(x), 65))
        #expect(frame.isWhite(Int(x) - 12, 65) && frame.isWhite(Int(x) + 12, 65))
        #expect(!frame.isWhite(Int(x) - 17, 65) && !frame.isWhite(Int(x) + 17, 65))
        #expect(frame.matches(20, 65, [0, 122, 255], tolerance: 3))      // minimum track in the tint
        #expect(frame.matches(200, 65, [229, 229, 234], tolerance: 3))   // maximum track
        slider.setValue(1, animated: true)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        let end = renderWindow(window, at: t0 + 1)
        #expect(end.isWhite(214, 65) && !end.isWhite(64, 65))
    }

    @Test func draggingTheThumbChangesTheValue() {
        resetClock()
        let slider = UISlider()
        let window = showInWindow(slider, frame: CGRect(x: 0, y: 50, width: 228, height: 31), size: CGSize(width: 300, height: 200))
        var values: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
        window.touchDown(at: CGPoint(x: 150, y: 65))                 // on the track, not the thumb
        window.touchMove(to: CGPoint(x: 200, y: 65))
        window.touchUp()
        #expect(values.isEmpty && slider.value == 0)
        window.touchDown(at: CGPoint(x: 16, y: 65))                  // 2 right of the thumb's centre
        window.touchMove(to: CGPoint(x: 66, y: 65))
        window.touchMove(to: CGPoint(x: 116, y: 70))
        #expect(values == [0.25, 0.5])
        window.touchMove(to: CGPoint(x: 500, y: 65))
        window.touchUp()
        #expect(values == [0.25, 0.5, 1])
        // Not continuous: one event at the lift.
        slider.isContinuous = false
        values = []
        window.touchDown(at: CGPoint(x: 214, y: 65))
        window.touchMove(to: CGPoint(x: 164, y: 65))
        window.touchMove(to: CGPoint(x: 114, y: 65))
        #expect(values.isEmpty)
        window.touchUp()
        #expect(values == [0.5])
    }
}
