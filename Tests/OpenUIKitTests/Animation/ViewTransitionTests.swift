import Testing
import Foundation
import OpenUIKit
import LayerTestSupport
import Raster

/// View transitions drawn at exact times: pixels worked out from the
/// geometry of the flip (rotation about the centre, eye at twice the width),
/// the curl and the dissolve.
@MainActor struct ViewTransitionTests {
    @Test func flipFromLeftBringsTheLeftEdgeForwardThenShowsTheNewContent() {
        resetClock()
        let (window, view) = makeRedSquareWindow()
        let t0 = CACurrentMediaTime()
        var done: Bool?
        view.backgroundColor = .blue        // the content change may come before the call
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: nil, completion: { done = $0 })
        #expect(view.layer.animationKeys() == ["transition"])
        MediaClock.advance(by: 0)
        // q = 0.25: the old picture turned 45°. Left edge (x = −20 from the
        // centre): z = 20 sin 45° toward the eye at d = 80, scale
        // 80 / (80 − 14.14) = 1.2147: x = 50 − 17.18, half-height 24.3.
        // Right edge: scale 80 / 94.14 = 0.8498: x = 50 + 12.02, half-height 17.0.
        let quarter = renderWindow(window, at: t0 + 0.25)
        #expect(quarter.isRed(34, 28))          // above the square's top: the near edge is taller
        #expect(quarter.isWhite(61, 31))        // inside the square's rectangle, above the far edge
        #expect(quarter.isRed(61, 50))
        #expect(quarter.isWhite(64, 50))        // past the far edge (x = 62.02)
        #expect(quarter.isWhite(31, 50))        // left of the near edge (x = 32.82)
        // q = 0.75: the new (blue) picture at −45°, its right edge forward.
        let threeQuarters = renderWindow(window, at: t0 + 0.75)
        #expect(threeQuarters.isBlue(65, 28))
        #expect(threeQuarters.isWhite(38, 31))
        MediaClock.advance(to: t0 + 1.01)
        #expect(done == true)
        let end = renderWindow(window, at: t0 + 1.01)
        #expect(end.isBlue(31, 31) && end.isWhite(29, 29))
    }

    @Test func crossDissolveMixesTheTwoPictures() {
        resetClock()
        let (window, view) = makeRedSquareWindow()
        let t0 = CACurrentMediaTime()
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: nil)
        view.backgroundColor = .blue        // … or after it, in the same turn
        MediaClock.advance(by: 0)
        let half = renderWindow(window, at: t0 + 0.5)
        let c = half.rgba(50, 50)
        #expect(abs(c[0] - 128) <= 2 && abs(c[2] - 128) <= 2 && c[1] <= 2)
    }

    @Test func curlUpLiftsTheOldPageFromTheBottom() {
        resetClock()
        let (window, view) = makeRedSquareWindow()
        let t0 = CACurrentMediaTime()
        view.backgroundColor = .blue
        UIView.transition(with: view, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: nil)
        MediaClock.advance(by: 0)
        // Radius 4 (a tenth of the height). q = 0.2: the page leaves the
        // plane at 40 − 0.2·(40 + 4π) = 29.49 (view coordinates) and the
        // 10.5 points below wrap around the cylinder (less than half a turn,
        // 4π): flat red above, the roll down to 29.49 + 4 = 33.5, blue below.
        let early = renderWindow(window, at: t0 + 0.2)
        #expect(early.isRed(50, 30 + 25))
        #expect(early.isBlue(50, 30 + 37))
        // q = 0.5: the line is at 13.72 and the page past half a turn lies
        // back over the flat part, up to 13.72 − (26.28 − 4π) = 0: its back
        // shows washed with 70 % white (255, 178.5, 178.5); blue below the roll.
        let half = renderWindow(window, at: t0 + 0.5)
        let back = half.rgba(50, 30 + 5)
        #expect(back[0] >= 254 && abs(back[1] - 179) <= 2 && abs(back[2] - 179) <= 2)
        #expect(half.isBlue(50, 30 + 35))
    }

    @Test func subviewChangesSnapUnlessAnimatedContentIsAllowed() {
        resetClock()
        let (window, view) = makeRedSquareWindow()
        defer { withExtendedLifetime(window) {} }
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(inner)
        MediaClock.advance(by: 0)
        UIView.transition(with: view, duration: 1, options: .transitionFlipFromLeft, animations: {
            inner.center.x += 10
            view.center.x += 5
        })
        #expect(inner.layer.animationKeys() == nil)
        #expect(view.layer.animationKeys() == ["transition", "position"])
        MediaClock.advance(by: 2)
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .allowAnimatedContent],
                          animations: { inner.center.x += 10 })
        #expect(inner.layer.animationKeys() == ["position"])
    }

    @Test func fromToRemovesOrSwapsHidden() {
        resetClock()
        let window = makeVisibleWindow()
        let container = addCommittedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), to: window)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        container.addSubview(c)
        container.insertSubview(a, at: 0)
        var done: Bool?
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromRight, completion: { done = $0 })
        #expect(container.subviews == [b, c])
        #expect(container.layer.animationKeys() == ["transition"])
        MediaClock.advance(by: 0.6)
        #expect(done == true)
        container.addSubview(a)
        a.isHidden = true
        UIView.transition(from: b, to: a, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(container.subviews == [b, c, a])
        #expect(b.isHidden && !a.isHidden)
    }
}
