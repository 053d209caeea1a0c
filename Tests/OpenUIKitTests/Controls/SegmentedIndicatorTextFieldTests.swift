import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Records a text field delegate's calls.
@MainActor final class FieldDelegateLog: UITextFieldDelegate {
    var entries: [String] = []
    var refuseDigits = false
    func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { entries.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        entries.append("change \(range.location),\(range.length) '\(string)'")
        return !(refuseDigits && string.contains { $0.isNumber })
    }
}

/// UISegmentedControl, UIActivityIndicatorView and UITextField: segments
/// and selection by taps, the spinner's rotation animation and its steps at
/// exact times, editing through the responder chain and scripted typing.
@MainActor struct SegmentedIndicatorTextFieldTests {
    @Test func segmentsAndSelection() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "B")
        #expect(control.bounds.height == 32)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "B")
        control.setTitle("Q", forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Q")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == -1 && control.numberOfSegments == 3)
        let (_, messages) = CGDiagnostics.capture {
            control.selectedSegmentIndex = 9
            control.setTitle("x", forSegmentAt: -4)
        }
        #expect(control.selectedSegmentIndex == -1)
        #expect(messages.count == 2)
        #expect(control.titleForSegment(at: 99) == nil)
    }

    @Test func tapSelectsTheSegmentAndSendsValueChanged() {
        resetClock()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentTintColor = .red
        let window = showInWindow(control, frame: CGRect(x: 0, y: 0, width: 180, height: 32))
        let log = ControlEventLog(control, events: [.valueChanged, .touchUpInside])
        window.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["valueChanged", "touchUpInside"])
        window.tap(at: CGPoint(x: 170, y: 16))                         // the same segment: no change
        #expect(log.entries == ["valueChanged", "touchUpInside", "touchUpInside"])
        MediaClock.advance(by: 0)
        let frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isRed(125, 4) && !frame.isRed(60, 4))            // the selection under "Three"
        control.setEnabled(false, forSegmentAt: 0)
        window.tap(at: CGPoint(x: 20, y: 16))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func activityIndicatorSpinsInEightStepsPerSecond() {
        resetClock()
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
        let window = showInWindow(spinner, frame: CGRect(x: 50, y: 50, width: 37, height: 37))
        let t0 = CACurrentMediaTime()
        spinner.startAnimating()
        MediaClock.advance(by: 0)
        #expect(spinner.isAnimating && !spinner.isHidden)
        let container = spinner.layer.sublayers!.first!
        let spin = container.animation(forKey: UIActivityIndicatorView.rotationAnimationKey) as? CAKeyframeAnimation
        #expect(spin?.keyPath == "transform.rotation.z")
        #expect(spin?.calculationMode == .discrete)
        #expect(spin?.values?.count == 8 && spin?.keyTimes?.count == 9)
        #expect(spin?.duration == 1 && spin?.repeatCount == .infinity)
        MediaClock.advance(to: t0 + 0.3)                                // step 2 of 8: a quarter turn
        let t = container.presentation()!.transform
        #expect(approx(Double(t.m11), 0, 1e-6) && approx(Double(t.m12), 1, 1e-6))
        MediaClock.advance(to: t0 + 2.05)                               // step 0 again
        #expect(approx(Double(container.presentation()!.transform.m11), 1, 1e-6))
        // The spokes are drawn in the colour around the centre.
        spinner.color = .red
        MediaClock.advance(by: 0)
        let frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.count(50..<87, 50..<87) { $0[0] > 200 && $0[1] < 120 } > 30)
        #expect(frame.isWhite(68, 68))                                  // the hub is empty
        spinner.stopAnimating()
        #expect(spinner.isHidden && container.animation(forKey: UIActivityIndicatorView.rotationAnimationKey) == nil)
        spinner.color = nil
        #expect(spinner.color == UIColor.systemGray)
    }

    @Test func textFieldEditingAndScriptedTyping() {
        resetClock()
        let field = UITextField()
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        #expect(field.text == "" && field.borderStyle == .none && field.font?.pointSize == 17)
        let window = showInWindow(field, frame: CGRect(x: 10, y: 10, width: 150, height: 34))
        let log = ControlEventLog(field, events: UIControl.Event.allEditingEvents)
        window.tap(at: CGPoint(x: 50, y: 25))
        #expect(field.isEditing && field.isFirstResponder)
        field.insertText("Hi")
        field.insertText("!")
        field.deleteBackward()
        #expect(field.text == "Hi" && field.hasText)
        delegate.refuseDigits = true
        field.insertText("7")
        #expect(field.text == "Hi")
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.entries == ["didBegin", "change 0,0 'Hi'", "change 2,0 '!'", "change 2,1 ''",
                                     "change 2,0 '7'", "didEnd"])
        #expect(log.entries == ["editingDidBegin", "editingChanged", "editingChanged", "editingChanged", "editingDidEnd"])
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.text = nil
        #expect(field.text == "")
    }

    @Test func textFieldDrawsPlaceholderTextAndBorders() {
        resetClock()
        let field = UITextField()
        field.placeholder = "MMMMMM"
        field.font = .boldSystemFont(ofSize: 24)
        field.borderStyle = .line
        let window = showInWindow(field, frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        var frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isBlack(10, 30) && frame.isBlack(100, 10))       // the 1-point line
        let grey = frame.count(12..<188, 12..<48) { $0[0] < 230 && abs($0[0] - $0[2]) < 20 && $0[0] > 120 }
        #expect(grey > 20)                                              // the placeholder, light grey
        field.insertText("MMM")
        field.textColor = .red
        field.borderStyle = .roundedRect
        MediaClock.advance(by: 0)
        frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.redCount(12..<188, 12..<48) > 20)
        #expect(field.intrinsicContentSize.height == (field.font!.lineHeight + 14).rounded(.up))
    }
}
