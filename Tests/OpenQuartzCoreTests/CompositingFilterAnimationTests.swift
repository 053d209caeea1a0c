import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// `compositingFilter` is animatable (Apple's documentation says so); it
/// cannot be interpolated, so an animation of it switches from one filter
/// to the other as other discrete properties do.
@Suite @MainActor struct CompositingFilterAnimationTests {
    /// A 20 × 20 mid-grey root (128) under an opaque red 20 × 20 layer, and
    /// a 1 s animation of its filter from multiply to `to`, starting now.
    func scene(to: String) -> (CARenderer, CALayer, Double) {
        resetClock()
        let (renderer, root) = makeShownRoot(size: CGSize(width: 20, height: 20))
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255, alpha: 1)
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        root.addSublayer(layer)
        MediaClock.advance(by: 0)
        let switchFilter = CABasicAnimation(keyPath: "compositingFilter")
        switchFilter.fromValue = "multiplyBlendMode"
        switchFilter.toValue = to
        switchFilter.duration = 1
        layer.add(switchFilter, forKey: "filter")
        return (renderer, layer, CACurrentMediaTime())
    }

    func centre(_ renderer: CARenderer, at t: Double) -> Pixel {
        renderFrame(renderer, at: t)
        return renderer.framePixmap!.pixel(x: 10, y: 10)!
    }

    func near(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(p.r) - r) <= 1 && abs(Int(p.g) - g) <= 1 && abs(Int(p.b) - b) <= 1 && p.a == 255
    }

    @Test func anAnimationSwitchesTheFilter() {
        let (renderer, layer, t0) = scene(to: "screenBlendMode")
        MediaClock.advance(by: 0)
        // Multiply: red × 128 grey = (128, 0, 0). Screen: 1 − (1 − s)(1 − b) = (255, 128, 128).
        #expect(near(centre(renderer, at: t0 + 0.25), 128, 0, 0))
        MediaClock.advance(to: t0 + 0.25)
        #expect(layer.presentation()?.compositingFilter as? String == "multiplyBlendMode")
        #expect(near(centre(renderer, at: t0 + 0.75), 255, 128, 128))
        MediaClock.advance(to: t0 + 0.75)
        #expect(layer.presentation()?.compositingFilter as? String == "screenBlendMode")
        // Over: the model's filter (none) draws plain red again.
        MediaClock.advance(to: t0 + 1.5)
        #expect(near(centre(renderer, at: t0 + 1.5), 255, 0, 0))
    }

    @Test func anUnknownNameIsReportedAndKeepsTheModelsFilter() {
        let (renderer, _, t0) = scene(to: "noSuchBlendMode")
        let reports = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
        #expect(reports.count == 1 && reports.first?.contains("noSuchBlendMode") == true)
        #expect(near(centre(renderer, at: t0 + 0.25), 128, 0, 0))
        #expect(near(centre(renderer, at: t0 + 0.75), 255, 0, 0))   // the committed (source-over)
    }
}
}
