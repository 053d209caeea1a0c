import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Motion effects given bad input: never a trap; a diagnostic once, and
/// the rest of the input still applies.
@MainActor struct MotionEffectBadInputTests {
    @Test func unknownKeyPathsAreSkippedWithOneDiagnostic() {
        final class Mixed: UIMotionEffect {
            override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
                ["center.x": 10 * viewerOffset.horizontal, "frame.origin.x": 5.0, "wobble": 1.0,
                 "layer.noSuchProperty": 2.0, "alpha.x": 1.0, "center.z": 3.0]
            }
        }
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        let messages = CGDiagnostics.capture {
            view.addMotionEffect(Mixed())
            tilt(1, 0)
            tilt(0.5, 0)                                                // the same problems: not reported again
        }.messages
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.contains { $0.contains("\"frame.origin.x\"") } && messages.contains { $0.contains("\"wobble\"") })
        #expect(shownCenter(view) == CGPoint(x: 105, y: 100))           // center.x still applies
        #expect(view.layer.animationKeys() == ["UIMotionEffect:position.x"])
    }

    @Test func valuesThatDoNotFitThePropertyAreSkipped() {
        final class Wrong: UIMotionEffect {
            override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
                ["center.x": "ten", "center.y": CGPoint(x: 1, y: 1), "center": 4.0, "alpha": CGFloat.nan,
                 "layer.cornerRadius": NSNumber(value: 3)]
            }
        }
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        let messages = CGDiagnostics.capture {
            view.addMotionEffect(Wrong())
            MediaClock.advance(by: 0)
        }.messages
        #expect(messages.count == 4, "\(messages)")
        #expect(shownCenter(view) == CGPoint(x: 100, y: 100) && view.layer.presentation()!.opacity == 1)
        #expect(view.layer.presentation()!.cornerRadius == 3)           // the NSNumber applies
    }

    @Test func relativeValuesThatDoNotInterpolateGiveNothing() {
        let messages = CGDiagnostics.capture {
            let strings = interpolating("center.x", .tiltAlongHorizontalAxis, "a", "b")
            #expect(strings.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0)) == nil)
            let mixed = interpolating("center.x", .tiltAlongHorizontalAxis, 1.0, CGPoint.zero)
            #expect(mixed.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
            let unset = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            #expect(unset.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
            #expect(unset.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)       // reported once
            let half = interpolating("center.x", .tiltAlongHorizontalAxis, nil, 10.0)
            #expect(half.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        }.messages
        #expect(messages.count == 3, "\(messages)")                     // unset and half: one message
    }

    @Test func aNaNViewerOffsetIsIgnored() {
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        view.addMotionEffect(centerGroup())
        tilt(0.5, 0.5)
        let messages = CGDiagnostics.capture {
            UIScreen.main.simulateViewerOffset(UIOffset(horizontal: .nan, vertical: 0))
            UIScreen.main.simulateViewerOffset(UIOffset(horizontal: 0, vertical: -.infinity))
            MediaClock.advance(by: 0)
            // Asked directly, the effect refuses a non-finite component of its axis only.
            let x = interpolating("center.x", .tiltAlongHorizontalAxis, -10.0, 10.0)
            #expect(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: .nan, vertical: 0)) == nil)
            #expect(number(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: .nan)), "center.x") == 10)
        }.messages
        #expect(messages.count == 3, "\(messages)")
        #expect(UIScreen.main.simulatedViewerOffset == UIOffset(horizontal: 0.5, vertical: 0.5))
        #expect(shownCenter(view) == CGPoint(x: 105, y: 105))
    }

    @Test func offsetsOutsideMinusOneToOneAreClamped() {
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        view.addMotionEffect(centerGroup())
        let messages = CGDiagnostics.capture {
            tilt(2, -3)
        }.messages
        #expect(messages.count == 1)
        #expect(UIScreen.main.simulatedViewerOffset == UIOffset(horizontal: 1, vertical: -1))
        #expect(shownCenter(view) == CGPoint(x: 110, y: 90))
        // The effect clamps too: its values bound how far the property wanders.
        let x = interpolating("center.x", .tiltAlongHorizontalAxis, -10.0, 10.0)
        #expect(number(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 5, vertical: 0)), "center.x") == 10)
        #expect(number(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1.5, vertical: 0)), "center.x") == -10)
    }

    @Test func theAbstractClassAndSelfContainingGroupsDoNothing() {
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        let loop = UIMotionEffectGroup()
        loop.motionEffects = [interpolating("center.x", .tiltAlongHorizontalAxis, -10.0, 10.0), loop]
        defer { loop.motionEffects = nil }      // the test's own cycle, broken (LeakSanitizer)
        let clash = UIMotionEffectGroup()
        clash.motionEffects = [interpolating("center", .tiltAlongHorizontalAxis, CGPoint(x: -1, y: 0), CGPoint(x: 1, y: 0)),
                               interpolating("center", .tiltAlongHorizontalAxis, -1.0, 1.0)]
        let messages = CGDiagnostics.capture {
            view.addMotionEffect(UIMotionEffect())
            view.addMotionEffect(loop)
            view.addMotionEffect(clash)
            tilt(1, 0)
        }.messages
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains("abstract") } && messages.contains { $0.contains("contain itself") })
        // The loop's own effect applies once (10), the clash keeps its point (+1).
        #expect(shownCenter(view) == CGPoint(x: 111, y: 100))
    }

    @Test func viewsThatGoAwayAndScreensThatAreNotMainAreHarmless() {
        resetMotion()
        defer { resetMotion() }
        do {
            let window = makeVisibleWindow()
            let doomed = addCommittedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), to: window)
            doomed.addMotionEffect(centerGroup())
            doomed.removeFromSuperview()
        }
        tilt(1, 1)                                                       // the view is gone: nothing to update
        let other = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        #expect(other.simulatedViewerOffset == .zero)
        other.simulateViewerOffset(UIOffset(horizontal: -1, vertical: 0))
        #expect(other.simulatedViewerOffset == UIOffset(horizontal: -1, vertical: 0))
        #expect(UIScreen.main.simulatedViewerOffset == .zero)            // the main screen was not tilted last
        // A view not in any window keeps its effects and shows them once it is.
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        loose.addMotionEffect(centerGroup())
        tilt(0.5, 0)
        let window = makeVisibleWindow()
        window.addSubview(loose)
        MediaClock.advance(by: 0)
        #expect(shownCenter(loose) == CGPoint(x: 15, y: 10))
        // Animations removed behind the engine's back come back at the next update.
        loose.layer.removeAllAnimations()
        MediaClock.advance(by: 0)
        #expect(shownCenter(loose) == CGPoint(x: 10, y: 10))
        tilt(0.5, 0)
        #expect(shownCenter(loose) == CGPoint(x: 15, y: 10))
    }
}
