import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// What a frame draws is what `presentation()` reports: the values the
/// renderer's frame holds for each layer (evaluated by the render tree's
/// number channels or compiled animations) equal the presentation copy's at
/// the frame's time, for every kind of animation.
@Suite @MainActor struct PresentationMatchesDrawnTests {
    @Test func frameValuesEqualPresentationCopies() {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 200, height: 200))
        var rng = SplitMix64(seed: 91)
        func unit() -> Double { rng.unit() }
        var layers: [CALayer] = []
        for i in 0..<24 {
            let l: CALayer = i % 3 == 0 ? CAShapeLayer() : (i % 3 == 1 ? CAGradientLayer() : CALayer())
            l.frame = CGRect(x: unit() * 150, y: unit() * 150, width: 10 + unit() * 30, height: 10 + unit() * 30)
            l.backgroundColor = CGColor(red: unit(), green: unit(), blue: unit(), alpha: 1)
            if let s = l as? CAShapeLayer { s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil) }
            root.addSublayer(l)
            layers.append(l)
        }
        MediaClock.advance(by: 0)
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        for (i, l) in layers.enumerated() {
            func basic(_ key: String, _ from: Any, _ to: Any) -> CABasicAnimation {
                let a = CABasicAnimation(keyPath: key)
                a.fromValue = from; a.toValue = to; a.duration = 0.5 + unit(); a.timingFunction = ease
                a.autoreverses = i % 2 == 0; a.repeatCount = Float(1 + i % 3)
                a.isAdditive = i % 4 == 0; a.isCumulative = i % 5 == 0
                return a
            }
            l.add(basic("position.x", 0, 40 * unit()), forKey: "x")
            l.add(basic("opacity", 0.2, 1), forKey: "o")
            l.add(basic("transform.rotation.z", 0, 3 * unit()), forKey: "r")
            l.add(basic("bounds.size.width", 5, 50), forKey: "w")
            l.add(basic("backgroundColor", CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)), forKey: "c")
            if let s = l as? CAShapeLayer { s.add(basic("strokeEnd", 0, 1), forKey: "s") }
            if let g = l as? CAGradientLayer { g.add(basic("startPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)), forKey: "g") }
            let k = CAKeyframeAnimation(keyPath: "position.y")
            k.values = [0, 30, 10]; k.duration = 1.1; k.isAdditive = true
            l.add(k, forKey: "k")
        }
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        for step in 0..<8 {
            let t = start + Double(step) * 0.37
            MediaClock.advance(to: t)
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
            for (i, l) in layers.enumerated() {
                guard let drawn = renderer.frameLayers.first(where: { $0.model === l })?.values else {
                    Issue.record("layer \(i) not drawn at step \(step)"); continue
                }
                let p = l.presentation()!
                #expect(drawn.position == p.position, "position \(i) at \(step)")
                #expect(drawn.bounds == p.bounds, "bounds \(i) at \(step)")
                #expect(drawn.opacity == p.opacity, "opacity \(i) at \(step)")
                #expect(drawn.transform == p.transform, "transform \(i) at \(step)")
                #expect(drawn.backgroundColor == p.backgroundColor?.rgba, "colour \(i) at \(step)")
                if case .shape(let s) = drawn.content, let ps = p as? CAShapeLayer { #expect(s.strokeEnd == ps.strokeEnd) }
                if case .gradient(let g) = drawn.content, let pg = p as? CAGradientLayer { #expect(g.startPoint == pg.startPoint) }
            }
        }
    }
}
}
