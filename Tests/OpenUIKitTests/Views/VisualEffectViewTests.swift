import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UIVisualEffectView with UIBlurEffect: the blurred backdrop and its tint,
/// pixels worked out from a Gaussian of σ = radius / 2 and the style's tint
/// (light: radius 30, white at 30 %).
@MainActor struct VisualEffectViewTests {
    /// A window whose left half is red and right half blue, and an effect
    /// view over the boundary.
    func scene(effect: UIVisualEffect?) -> (UIWindow, UIVisualEffectView) {
        let window = makeVisibleWindow(size: CGSize(width: 200, height: 100))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        right.backgroundColor = .blue
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
        for v in [left, right, effectView] { window.addSubview(v) }
        MediaClock.advance(by: 0)
        return (window, effectView)
    }

    @Test func lightBlurMixesAcrossTheBoundaryAndWashesWithWhite() {
        resetClock()
        let (window, _) = scene(effect: UIBlurEffect(style: .light))
        let frame = renderWindow(window, at: CACurrentMediaTime())
        // Pixel centre 0.5 pt left of the boundary: red weight Φ(0.5 / 15) = 0.5133.
        let edge = frame.rgba(99, 50)
        #expect(abs(edge[0] - Int((0.7 * 0.5133 * 255 + 76.5).rounded())) <= 4)
        #expect(abs(edge[2] - Int((0.7 * 0.4867 * 255 + 76.5).rounded())) <= 4)
        #expect(abs(edge[1] - 77) <= 2)
        // More than 3σ (45 pt) from the boundary: the colour itself, washed.
        let inside = frame.rgba(30, 50)
        #expect(inside[0] >= 253 && abs(inside[1] - 77) <= 2 && abs(inside[2] - 77) <= 2)
        // Outside the effect view: untouched.
        #expect(frame.isRed(10, 50) && frame.isBlue(190, 50))
    }

    @Test func theEffectAnimatesInsideABlock() {
        resetClock()
        let (window, effectView) = scene(effect: nil)
        let t0 = CACurrentMediaTime()
        #expect(renderWindow(window, at: t0).isRed(30, 50))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            effectView.effect = UIBlurEffect(style: .light)
        })
        MediaClock.advance(by: 0)
        // Half way: the blur at half opacity (red over red), the tint at 15 %.
        let half = renderWindow(window, at: t0 + 0.5).rgba(30, 50)
        #expect(half[0] >= 253 && abs(half[1] - 38) <= 2 && abs(half[2] - 38) <= 2)
        MediaClock.advance(to: t0 + 1.01)
        let end = renderWindow(window, at: t0 + 1.01).rgba(30, 50)
        #expect(abs(end[1] - 77) <= 2)
    }

    @Test func contentShowsOverTheEffectAndNilShowsTheBackdropPlain() {
        resetClock()
        let (window, effectView) = scene(effect: UIBlurEffect(style: .dark))
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.backgroundColor = .green
        effectView.contentView.addSubview(label)
        MediaClock.advance(by: 0)
        let frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.rgba(25, 25)[1] >= 253)                 // the content, over the effect
        #expect(frame.rgba(30, 50)[0] < 100)                  // dark: mostly black over red
        effectView.effect = nil
        MediaClock.advance(by: 0)
        #expect(renderWindow(window, at: CACurrentMediaTime()).isRed(30, 50))
    }
}
