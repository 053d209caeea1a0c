import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// `CAGradientLayer.radialFocalPoint` (package): a radial gradient whose
/// colours start at a focal point, the two-point conical gradient from a
/// circle of radius 0 there to the ellipse about `startPoint`. Expected
/// offsets solve |p − f − t·(c − f)| = t·r at pixel centres, here.
@MainActor @Suite struct RadialFocalPointTests {

    /// A 100 × 100 radial gradient red → blue about the centre, radius 50.
    func gradient(focus: CGPoint?) -> (root: CALayer, layer: CAGradientLayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let g = CAGradientLayer()
        g.frame = root.bounds
        g.type = .radial
        g.colors = [red, blue]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        g.radialFocalPoint = focus
        root.addSublayer(g)
        return (root, g)
    }

    func expectRamp(_ p: Pixmap, focus: (Double, Double), _ label: String) {
        for (x, y) in [(50, 50), (20, 50), (80, 50), (50, 10), (70, 80), (74, 49)] {
            let t = min(max(conicalGradientOffset((Double(x) + 0.5, Double(y) + 0.5), focus: focus, centre: (50, 50), radius: 50), 0), 1)
            let c = p.pixel(x: x, y: y)!
            #expect(abs(Double(c.r) - 255 * (1 - t)) <= 2.5 && abs(Double(c.b) - 255 * t) <= 2.5 && c.a == 255,
                    "\(label) at \(x), \(y): \(c), t \(t)")
        }
    }

    @Test func theRampStartsAtTheFocalPoint() {
        expectRamp(renderModel(gradient(focus: CGPoint(x: 0.75, y: 0.5)).root), focus: (75, 50), "focus (75, 50)")
        // Nil, or the start point itself: the centred gradient.
        expectRamp(renderModel(gradient(focus: nil).root), focus: (50, 50), "nil")
        expectRamp(renderModel(gradient(focus: CGPoint(x: 0.5, y: 0.5)).root), focus: (50, 50), "at the centre")
    }

    /// Changed between frames and animated by its key: the damage-tracking
    /// renderer matches one redrawing every pixel.
    @Test func changesAndAnimationsRedrawLikeAFullRedraw() {
        resetClock()
        let size = CGSize(width: 100, height: 100)
        let (renderer, root) = makeShownRoot(size: size)
        let (scene, layer) = gradient(focus: nil)
        scene.anchorPoint = .zero
        addCommitted(scene, to: root)
        let reference = makeFullRedrawRenderer(root, size: size)
        var t = CACurrentMediaTime()
        for step in 0..<3 {
            layer.radialFocalPoint = step == 1 ? CGPoint(x: 0.75, y: 0.5) : nil
            t += 0.1
            MediaClock.advance(to: t)
            renderFrame(renderer, at: t)
            renderFrame(reference, at: t)
            #expect(renderer.framePixmap?.storage == reference.framePixmap?.storage, "step \(step)")
        }
        let move = CABasicAnimation(keyPath: "radialFocalPoint")
        move.fromValue = CGPoint(x: 0.5, y: 0.5)
        move.toValue = CGPoint(x: 0.5, y: 0.9)
        move.duration = 1
        layer.add(move, forKey: "move")
        MediaClock.advance(by: 0)
        let begin = CACurrentMediaTime()
        for step in 1...2 {
            let at = begin + 0.25 * Double(step)
            MediaClock.advance(to: at)
            renderFrame(renderer, at: at)
            renderFrame(reference, at: at)
            #expect(renderer.framePixmap?.storage == reference.framePixmap?.storage, "animated step \(step)")
        }
        // Half-way: focus (50, 70).
        expectRamp(renderer.framePixmap!, focus: (50, 70), "animated")
    }
}
