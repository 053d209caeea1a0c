import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The call shapes the books use for view animation, in our own code:
/// every `UIView.animate` form with trailing closures as written on iOS,
/// keyframes, transitions, layer code reached through views. That it
/// compiles with `import OpenUIKit` alone is the test; each snippet also
/// checks what it animated.
@MainActor struct BookStyleViewSnippets {
    @Test func everyAnimateFormCompilesAndAnimates() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        let badge = UIView(frame: CGRect(x: 200, y: 20, width: 40, height: 40))
        window.addSubview(card)
        window.addSubview(badge)
        MediaClock.advance(by: 0)
        var log: [String] = []

        UIView.animate(withDuration: 0.5) { card.alpha = 0.5 }
        UIView.animate(withDuration: 0.5, animations: { card.center.y += 40 }) { finished in log.append("moved \(finished)") }
        UIView.animate(withDuration: 1, delay: 0.25, options: [.curveEaseOut, .allowUserInteraction], animations: {
            badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        }, completion: nil)
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.2,
                       options: [], animations: { badge.center.x -= 50 }, completion: nil)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseIn, animations: {
            card.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        })
        UIView.animate(springDuration: 0.6, bounce: 0.25) { card.bounds.size.width = 140 }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse], animations: {
            badge.layer.cornerRadius = 20
        })
        #expect(Set(card.layer.animationKeys() ?? []) == ["opacity", "position", "backgroundColor", "bounds"])
        #expect(Set(badge.layer.animationKeys() ?? []) == ["transform", "position", "cornerRadius"])
        MediaClock.advance(by: 0.6)
        #expect(log == ["moved true"])
    }

    @Test func keyframesTransitionsAndLayersThroughViews() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 320, height: 480))
        let plane = UIView(frame: CGRect(x: 10, y: 200, width: 40, height: 20))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let front = UIView(frame: container.bounds), back = UIView(frame: container.bounds)
        window.addSubview(plane)
        window.addSubview(container)
        container.addSubview(front)
        MediaClock.advance(by: 0)

        plane.layer.cornerRadius = 4
        plane.layer.shadowColor = UIColor.black.cgColor
        plane.layer.shadowOpacity = 0.3
        let trail = CAShapeLayer()
        trail.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4).cgPath
        trail.strokeColor = UIColor.systemBlue.cgColor
        plane.layer.addSublayer(trail)

        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                plane.center.x += 100
                plane.center.y -= 10
            }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.25) {
                plane.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { plane.alpha = 0 }
        }, completion: { finished.append($0) })
        UIView.transition(with: container, duration: 0.5, options: [.transitionFlipFromBottom], animations: {
            front.isHidden = true
        }, completion: nil)
        UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews]) { _ in }
        #expect(Set(plane.layer.animationKeys() ?? []) == ["position", "transform", "opacity"])
        #expect(container.layer.animationKeys() == ["transition"])
        MediaClock.advance(by: 1.6)
        #expect(finished == [true])
    }
}
