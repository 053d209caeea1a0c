import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// Item 7 of issue 13: what the compositor keeps per layer lives on the render
/// side (`DrawScales`, `TransitionPictures`), keyed by `CALayer.renderID`, and
/// can never be read for another layer.
@Suite @MainActor struct RenderSideStateTests {
    /// A 100 × 20 red layer under a root shown by `renderers`, each drawn once.
    func stage(_ renderers: [CARenderer]) -> (CALayer, CALayer) {
        resetClock()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        root.position = CGPoint(x: 50, y: 10)
        for r in renderers { r.layer = root }
        MediaClock.advance(by: 0)
        let layer = solidLayer(root.bounds, red)
        addCommitted(layer, to: root)
        for r in renderers { draw(r, at: CACurrentMediaTime()) }
        return (root, layer)
    }

    func draw(_ renderer: CARenderer, at t: Double) {
        renderer.beginFrame(atTime: t); renderer.render(); renderer.endFrame()
    }

    @Test func twoRenderersShareOnePictureTakenAtTheSharperScale() throws {
        let one = CARenderer(size: CGSize(width: 100, height: 20))
        let two = CARenderer(size: CGSize(width: 100, height: 20), scale: 2)
        let (_, layer) = stage([one, two])
        #expect(one.compositor.drawScales[layer] == 1 && two.compositor.drawScales[layer] == 2)
        CATransaction.setDisableActions(true)
        layer.backgroundColor = blue
        let t = CATransition()
        t.type = .push
        t.subtype = .fromRight
        t.duration = 1
        layer.add(t, forKey: nil)
        // Taken when added (before the commit), once, at the larger scale.
        #expect(layer.transitionSnapshot?.scale == 2)
        MediaClock.advance(by: 0)
        let half = CACurrentMediaTime() + 0.5
        draw(one, at: half)
        draw(two, at: half)
        // Half way: the old (red) picture fills the left half, the new (blue) one the right.
        let p = try #require(one.makeImage()).pixmap, q = try #require(two.makeImage()).pixmap
        #expect(p.pixel(x: 10, y: 10) == opaqueRed && p.pixel(x: 90, y: 10) == opaqueBlue)
        #expect(q.pixel(x: 20, y: 20) == opaqueRed && q.pixel(x: 180, y: 20) == opaqueBlue)
        // Over (and removed): both show the new picture, and the picture is gone.
        MediaClock.advance(by: 1.5)
        draw(one, at: CACurrentMediaTime())
        draw(two, at: CACurrentMediaTime())
        #expect(try #require(two.makeImage()).pixmap.pixel(x: 20, y: 20) == opaqueBlue)
        let released = layer.transitionSnapshot == nil
        #expect(released)
    }

    @Test func onlyRenderersShowingTheLayersTreeSetThePictureScale() {
        let sharp = CARenderer(size: CGSize(width: 100, height: 20), scale: 3)
        let (_, layer) = stage([sharp])
        #expect(sharp.compositor.drawScales[layer] == 3)
        let plain = CARenderer(size: CGSize(width: 100, height: 20))
        let other = CALayer()
        other.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        other.position = CGPoint(x: 50, y: 10)
        plain.layer = other
        addCommitted(layer, to: other)   // moves it out of `sharp`'s tree
        draw(plain, at: CACurrentMediaTime())
        layer.add(CATransition(), forKey: nil)
        #expect(layer.transitionSnapshot?.scale == 1)
    }

    @Test func aRendererKeepsEachTextLayersLayoutAcrossFrames() throws {
        let renderer = CARenderer(size: CGSize(width: 100, height: 20))
        let (root, _) = stage([renderer])
        let text = CATextLayer()
        text.string = "Static"
        text.fontSize = 12
        text.frame = root.bounds
        addCommitted(text, to: root)
        draw(renderer, at: CACurrentMediaTime())
        let kept = try #require(renderer.compositor.textLayouts[text])
        let path = try #require(kept.runs.first?.path)
        CATransaction.setDisableActions(true)
        text.backgroundColor = green   // a change that keeps the layout
        MediaClock.advance(by: 1)
        draw(renderer, at: CACurrentMediaTime())
        #expect(renderer.compositor.textLayouts[text] === kept && kept.runs.first?.path === path)
    }

    @Test func aTreeStaysInTheInterfaceWhileAnyRendererShowsIt() {
        let one = CARenderer(size: CGSize(width: 100, height: 20))
        let two = CARenderer(size: CGSize(width: 100, height: 20), scale: 2)
        let (root, layer) = stage([one, two])
        #expect(root.isInInterface && layer.isInInterface)
        one.layer = CALayer()
        MediaClock.advance(by: 0)
        #expect(root.isInInterface && layer.isInInterface)
        two.layer = nil
        MediaClock.advance(by: 0)
        #expect(!root.isInInterface && !layer.isInInterface)
    }

    @Test func aLayerNoRendererHasDrawnIsPicturedAtItsContentsScale() {
        resetClock()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        layer.contentsScale = 3
        layer.add(CATransition(), forKey: nil)
        #expect(layer.transitionSnapshot?.scale == 3)
        #expect(layer.transitionSnapshot?.pixmap.width == 30)
    }

    @Test func aNewLayerNeverInheritsAFreedLayersDrawScale() {
        let renderer = CARenderer(size: CGSize(width: 100, height: 20), scale: 2)
        let (root, _) = stage([renderer])
        // Freed layers' addresses are reused by the next allocation of the
        // same size; keys by address would hand the new layer the old scale.
        for _ in 0..<20 {
            var layer: CALayer? = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), green)
            addCommitted(layer!, to: root)
            draw(renderer, at: CACurrentMediaTime())
            #expect(renderer.compositor.drawScales[layer!] == 2)
            layer!.removeFromSuperlayer()
            MediaClock.advance(by: 0)
            draw(renderer, at: CACurrentMediaTime())
            layer = nil
            // (Here the new layer usually takes the freed one's address.)
            let fresh = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), green)
            #expect(renderer.compositor.drawScales[fresh] == nil)
        }
    }

    @Test func drawScalesOfLayersThatLeftAreDroppedOnceTheTableOutgrowsTheTree() {
        let renderer = CARenderer(size: CGSize(width: 100, height: 20))
        let (root, layer) = stage([renderer])
        let extra = (0..<400).map { i in solidLayer(CGRect(x: Double(i % 100), y: 0, width: 1, height: 1), green) }
        for l in extra { root.addSublayer(l) }
        MediaClock.advance(by: 0)
        draw(renderer, at: CACurrentMediaTime())
        #expect(extra.allSatisfy { renderer.compositor.drawScales[$0] == 1 })
        for l in extra { l.removeFromSuperlayer() }
        MediaClock.advance(by: 0)
        draw(renderer, at: CACurrentMediaTime())
        #expect(extra.allSatisfy { renderer.compositor.drawScales[$0] == nil })
        #expect(renderer.compositor.drawScales[layer] == 1 && renderer.compositor.drawScales[root] == 1)
    }

    @Test func picturesOfFreedLayersAreDropped() {
        let renderer = CARenderer(size: CGSize(width: 100, height: 20))
        let (root, layer) = stage([renderer])
        // Counted relative to what other tests' live layers hold (the store
        // is shared by the process; tests run in parallel).
        weak var freed: CALayer?
        var withDoomed = 0
        do {
            let doomed = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), green)
            addCommitted(doomed, to: root)
            doomed.add(CATransition(), forKey: nil)
            MediaClock.advance(by: 0)
            let held = doomed.transitionSnapshot != nil
            #expect(held)
            withDoomed = TransitionPictures.shared.count
            doomed.removeFromSuperlayer()
            MediaClock.advance(by: 0)
            freed = doomed
        }
        #expect(freed == nil)
        // The next picture stored drops the freed layer's: one out, one in
        // (other tests' freed layers may go out with it, never more in).
        layer.add(CATransition(), forKey: nil)
        let held = layer.transitionSnapshot != nil
        #expect(TransitionPictures.shared.count <= withDoomed && held, "\(withDoomed) → \(TransitionPictures.shared.count)")
    }
}
}
