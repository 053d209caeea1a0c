import Testing
import Foundation
import Synchronization
import OpenUIKit
import LayerTestSupport

/// Motion effects (Neuburg §30; Apple's UIMotionEffect,
/// UIInterpolatingMotionEffect, UIMotionEffectGroup, UIView.addMotionEffect):
/// the interpolation worked out by hand, groups, custom subclasses, and what
/// is shown — the presentation moves, the model does not, as Apple documents
/// ("applied to the view's presentation layer").
@MainActor struct MotionEffectTests {
    // MARK: The effects' values

    @Test func interpolationIsLinearFromMinimumAtMinusOneToMaximumAtOne() {
        let x = interpolating("center.x", .tiltAlongHorizontalAxis, CGFloat(-10), CGFloat(10))
        // value = min + (max − min)(offset + 1)/2
        for (offset, expected) in [(-1.0, -10.0), (-0.5, -5.0), (0.0, 0.0), (0.5, 5.0), (1.0, 10.0)] {
            let pairs = x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: CGFloat(offset), vertical: 0.75))
            #expect(pairs?.count == 1)
            #expect(pairs?["center.x"] is CGFloat)                       // the type it was given
            #expect(number(pairs, "center.x") == expected, "offset \(offset)")
        }
        // An asymmetric range: 4 at −1, 24 at +1; 0.25 → 4 + 20 × 0.625 = 16.5.
        let y = interpolating("center.y", .tiltAlongVerticalAxis, 4, 24)
        #expect(number(y.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1)), "center.y") == 4)
        #expect(number(y.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0)), "center.y") == 14)
        #expect(number(y.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.25)), "center.y") == 16.5)
        #expect(y.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.y"] is Double)     // Int in, fractional out
        // A reversed range (max < min) runs the other way.
        let back = interpolating("center.x", .tiltAlongHorizontalAxis, 20.0, -20.0)
        #expect(number(back.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0)), "center.x") == -10)
    }

    @Test func structValuesInterpolateComponentwiseAndKeepTheirType() {
        let points = interpolating("center", .tiltAlongHorizontalAxis, CGPoint(x: -10, y: 0), CGPoint(x: 10, y: 20))
        #expect(points.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center"] as? CGPoint
                == CGPoint(x: 5, y: 15))                               // fraction 0.75
        let offsets = interpolating("center", .tiltAlongVerticalAxis, UIOffset(horizontal: -4, vertical: 8),
                                    UIOffset(horizontal: 4, vertical: -8))
        #expect(offsets.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: -0.5))?["center"] as? UIOffset
                == UIOffset(horizontal: -2, vertical: 4))              // fraction 0.25
        let sizes = interpolating("layer.shadowOffset", .tiltAlongHorizontalAxis, CGSize(width: 6, height: 2), CGSize(width: -6, height: 2))
        #expect(sizes.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))?["layer.shadowOffset"] as? CGSize
                == CGSize(width: 0, height: 2))
        #expect(points.keyPath == "center" && points.type == .tiltAlongHorizontalAxis)
        #expect(UIInterpolatingMotionEffect.EffectType.tiltAlongHorizontalAxis.rawValue == 0
                && UIInterpolatingMotionEffect.EffectType.tiltAlongVerticalAxis.rawValue == 1)
        let copy = points.copy(with: nil) as? UIInterpolatingMotionEffect
        #expect(copy !== points && copy?.keyPath == "center" && copy?.maximumRelativeValue as? CGPoint == CGPoint(x: 10, y: 20))
        let group = centerGroup(), groupCopy = group.copy() as? UIMotionEffectGroup          // NSObject.copy() → copy(with:)
        #expect(groupCopy !== group && groupCopy?.motionEffects?.count == 2)
    }

    @Test func aGroupAppliesItsEffectsTogetherAddingSharedKeyPaths() {
        let group = centerGroup()
        let pairs = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -0.5))
        #expect(pairs?.count == 2)
        #expect(number(pairs, "center.x") == 10 && number(pairs, "center.y") == -5)
        // Two effects of one key path add up: ±10 and ±4 at 0.5 → 5 + 2.
        let both = UIMotionEffectGroup()
        both.motionEffects = [interpolating("center.x", .tiltAlongHorizontalAxis, -10.0, 10.0),
                              interpolating("center.x", .tiltAlongHorizontalAxis, -4.0, 4.0)]
        #expect(number(both.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0)), "center.x") == 7)
        // Groups nest; an empty group changes nothing.
        let outer = UIMotionEffectGroup()
        outer.motionEffects = [group, UIMotionEffectGroup(), interpolating("alpha", .tiltAlongVerticalAxis, -0.5, 0.5)]
        let nested = outer.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1))
        #expect(number(nested, "center.x") == -10 && number(nested, "center.y") == 10 && number(nested, "alpha") == 0.5)
        #expect(UIMotionEffectGroup().keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
    }

    // MARK: What is shown

    @Test func theGroupMovesThePresentationNotTheModel() {
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)   // centre (100, 100)
        let group = centerGroup()
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1 && view.motionEffects[0] === group)
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 100, y: 100))                  // offset (0, 0): the midpoint, 0
        tilt(1, -0.5)
        #expect(shownCenter(view) == CGPoint(x: 110, y: 95))
        #expect(view.center == CGPoint(x: 100, y: 100) && view.layer.position == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        #expect(Set(view.layer.animationKeys() ?? []) == ["UIMotionEffect:position.x", "UIMotionEffect:position.y"])
        // It lasts: the offset is held until the tilt changes.
        MediaClock.advance(by: 30)
        #expect(shownCenter(view) == CGPoint(x: 110, y: 95))
        // Moving the model moves what is shown with it.
        view.center = CGPoint(x: 60, y: 50)
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 70, y: 45))
        tilt(-0.5, 0.25)
        #expect(shownCenter(view) == CGPoint(x: 55, y: 52.5))
        #expect(UIScreen.main.simulatedViewerOffset == UIOffset(horizontal: -0.5, vertical: 0.25))
    }

    @Test func aCustomSubclassesDictionaryIsAddedToTheShownProperties() {
        final class Swoop: UIMotionEffect {
            var asked: [UIOffset] = []
            override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
                asked.append(viewerOffset)
                return ["center": CGPoint(x: 30 * viewerOffset.horizontal, y: -20 * viewerOffset.vertical),
                        "alpha": -0.5 * abs(viewerOffset.horizontal),
                        "layer.cornerRadius": 8 * viewerOffset.vertical,
                        "layer.shadowOffset.width": Int(4)]
            }
        }
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40), to: window)
        view.layer.cornerRadius = 2
        view.layer.shadowOffset = CGSize(width: 1, height: 3)
        let swoop = Swoop()
        view.addMotionEffect(swoop)
        tilt(0.5, 0.25)
        #expect(swoop.asked.last == UIOffset(horizontal: 0.5, vertical: 0.25))
        let shown = view.layer.presentation()!
        #expect(shown.position == CGPoint(x: 20 + 15, y: 20 - 5))
        #expect(shown.opacity == 0.75)
        #expect(shown.cornerRadius == 4)
        #expect(shown.shadowOffset == CGSize(width: 5, height: 3))
        #expect(view.alpha == 1 && view.layer.cornerRadius == 2 && view.layer.shadowOffset == CGSize(width: 1, height: 3))
    }

    @Test func removingAnEffectRestoresTheShownValues() {
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        let group = centerGroup(), fade = interpolating("alpha", .tiltAlongHorizontalAxis, -0.4, 0)
        view.addMotionEffect(group)
        view.addMotionEffect(fade)
        view.addMotionEffect(group)                                     // already there: once
        #expect(view.motionEffects.count == 2)
        tilt(-1, 1)
        #expect(shownCenter(view) == CGPoint(x: 90, y: 110) && view.layer.presentation()!.opacity == 0.6)
        view.removeMotionEffect(group)
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 100, y: 100))
        #expect(view.layer.animationKeys() == ["UIMotionEffect:opacity"])
        view.removeMotionEffect(group)                                  // not there: ignored
        view.motionEffects = []
        MediaClock.advance(by: 0)
        #expect(view.layer.presentation()!.opacity == 1 && view.layer.animationKeys() == nil)
        // Setting the list replaces the effects (duplicates once).
        view.motionEffects = [group, group, fade]
        #expect(view.motionEffects.count == 2)
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 90, y: 110))
    }

    @Test func reduceMotionTurnsTheEffectsOff() {
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        view.addMotionEffect(centerGroup())
        tilt(1, 1)
        #expect(shownCenter(view) == CGPoint(x: 110, y: 110))
        final class Counter: Sendable { let count = Mutex(0) }
        let posted = Counter()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                              object: nil, queue: nil) { _ in posted.count.withLock { $0 += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIAccessibility.simulateReduceMotion(true)
        #expect(UIAccessibility.isReduceMotionEnabled)
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 100, y: 100))
        tilt(-1, -1)                                                    // still nothing
        #expect(shownCenter(view) == CGPoint(x: 100, y: 100))
        let late = addCommittedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), to: window)
        late.addMotionEffect(centerGroup())
        MediaClock.advance(by: 0)
        #expect(shownCenter(late) == CGPoint(x: 5, y: 5))
        UIAccessibility.simulateReduceMotion(true)                      // no change: no notification
        UIAccessibility.simulateReduceMotion(false)
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 90, y: 90) && shownCenter(late) == CGPoint(x: -5, y: -5))
        #expect(posted.count.withLock { $0 } == 2)
    }

    @Test func insideAnAnimationBlockTheViewGlidesToTheNewOffset() {
        resetMotion()
        defer { resetMotion() }
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 80, y: 80, width: 40, height: 40), to: window)
        tilt(1, 0)
        var finished: Bool?
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.addMotionEffect(centerGroup()) }, completion: { finished = $0 })
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 100, y: 100))         // starts where it was shown
        MediaClock.advance(to: t0 + 0.25)
        #expect(approx(shownCenter(view), CGPoint(x: 102.5, y: 100), 1e-9))
        MediaClock.advance(to: t0 + 1.01)
        #expect(finished == true)
        #expect(shownCenter(view) == CGPoint(x: 110, y: 100))
        // A tilt inside a block glides too: from +10 to −10 over 1 s.
        let t1 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIScreen.main.simulateViewerOffset(UIOffset(horizontal: -1, vertical: 0))
        })
        MediaClock.advance(by: 0)
        #expect(shownCenter(view) == CGPoint(x: 110, y: 100))
        MediaClock.advance(to: t1 + 0.5)
        #expect(approx(shownCenter(view), CGPoint(x: 100, y: 100), 1e-9))
        MediaClock.advance(to: t1 + 2)
        #expect(shownCenter(view) == CGPoint(x: 90, y: 100))
        #expect(view.layer.animationKeys()?.allSatisfy { !$0.contains("transition") } == true)
    }

    @Test func theViewIsDrawnShiftedByTheOffset() {
        resetMotion()
        defer { resetMotion() }
        let (window, view) = makeRedSquareWindow()                     // red 40 × 40 at (30, 30) on white
        view.addMotionEffect(centerGroup())
        MediaClock.advance(by: 0)
        var frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isRed(31, 31) && frame.isRed(68, 68) && frame.isWhite(71, 50) && frame.isWhite(50, 28))
        tilt(1, -0.5)                                                   // +10 right, 5 up: (40, 25) … (80, 65)
        frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isWhite(35, 50) && frame.isWhite(39, 50), "the old left edge is uncovered")
        #expect(frame.isRed(40, 50) && frame.isRed(79, 50) && frame.isWhite(80, 50), "right edge at x = 80")
        #expect(frame.isRed(50, 25) && frame.isWhite(50, 24), "top edge at y = 25")
        #expect(frame.isRed(50, 64) && frame.isWhite(50, 65) && frame.isWhite(50, 68), "bottom edge at y = 65")
        #expect(view.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
        view.motionEffects = []
        MediaClock.advance(by: 0)
        frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isRed(30, 30) && frame.isWhite(29, 50) && frame.isRed(69, 69) && frame.isWhite(75, 50))
    }
}
