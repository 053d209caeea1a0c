import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// The render server's flat evaluation must give exactly what
/// `presentation()` gives, for every kind of animation it handles.
@Suite @MainActor struct RenderTreeTests {
    @Test func flatEvaluationMatchesPresentation() {
        resetClock()
        let root = CALayer()
        var layers: [CALayer] = []
        for i in 0..<6 {
            let l = CALayer()
            l.position = CGPoint(x: 10 * i, y: 5)
            l.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            root.addSublayer(l)
            layers.append(l)
        }
        layers[2].speed = 2
        layers[3].timeOffset = 0.25
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        func basic(_ key: String, _ from: Any, _ to: Any, duration: Double = 1) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from; a.toValue = to; a.duration = duration; a.timingFunction = ease
            return a
        }
        layers[0].add(basic("opacity", 0, 1), forKey: "o")
        layers[0].add(basic("position", CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50)), forKey: "p")
        layers[1].add(basic("bounds", CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 4, y: 4, width: 80, height: 40)), forKey: "b")
        layers[1].add(basic("position.x", 0, 30), forKey: "px")
        layers[2].add(basic("zPosition", -5, 5, duration: 2), forKey: "z")
        let additive = basic("position.y", 0, 10); additive.isAdditive = true
        layers[3].add(additive, forKey: "add")
        let cumulative = basic("cornerRadius", 0, 4); cumulative.isCumulative = true; cumulative.repeatCount = 3
        layers[3].add(cumulative, forKey: "cum")
        layers[4].add(basic("backgroundColor", CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)), forKey: "c")
        layers[4].add(basic("transform", CATransform3DIdentity, CATransform3DMakeRotation(1, 0, 0, 1)), forKey: "t")
        let kf = CAKeyframeAnimation(keyPath: "opacity"); kf.values = [0, 1, 0.5]; kf.duration = 1
        layers[5].add(kf, forKey: "k")
        MediaClock.advance(by: 0)
        let tree = RenderTree()
        tree.update(root: root)
        #expect(tree.count == 7)
        for dt in [0.0, 0.1, 0.37, 0.5, 0.93, 1.4, 2.6] {
            MediaClock.advance(to: 1000 + dt)
            tree.evaluate(at: CACurrentMediaTime())
            for (k, l) in layers.enumerated() {
                let p = l.presentation()!
                let v = tree.presented(tree.slot(of: l)!)
                #expect(approx(v.position, p.position, 1e-9), "position \(k) at \(dt)")
                #expect(v.bounds == p.bounds, "bounds \(k) at \(dt)")
                #expect(abs(v.opacity - p.opacity) < 1e-6, "opacity \(k) at \(dt)")
                #expect(approx(v.zPosition, p.zPosition, 1e-9))
                #expect(approx(v.cornerRadius, p.cornerRadius, 1e-9), "cornerRadius \(k) at \(dt)")
                #expect(v.transform == p.transform)
                #expect(v.backgroundColor == p.backgroundColor?.rgba)
            }
        }
    }
}
}

extension GlobalClockSuite {
/// `needsDisplay(forKey:)`: while such a key animates, every rendered frame
/// redraws the layer's presentation copy with the interpolated value.
@Suite @MainActor struct PerFrameRedrawTests {
    final class Recorder { var values: [CGFloat] = [] }
    final class ThicknessLayer: CALayer {
        @CAManaged("thickness") var thickness: CGFloat = 0
        var recorder: Recorder?
        override init() { super.init() }
        override init(layer: Any) {
            super.init(layer: layer)
            recorder = (layer as? ThicknessLayer)?.recorder
        }
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "thickness" || super.needsDisplay(forKey: key)
        }
        override func display() { recorder?.values.append(thickness) }
    }

    @Test func animatedNeedsDisplayKeyRedrawsEveryFrame() {
        resetClock()
        let renderer = CARenderer(size: CGSize(width: 100, height: 100))
        let layer = ThicknessLayer()
        let recorder = Recorder()
        layer.recorder = recorder
        renderer.layer = layer
        MediaClock.advance(by: 0)
        recorder.values = []
        let a = CABasicAnimation(keyPath: "thickness")
        a.fromValue = 0; a.toValue = 10; a.duration = 1
        layer.add(a, forKey: nil)
        layer.thickness = 10
        MediaClock.advance(by: 0)                 // commit at 1000 (the model change displays once)
        recorder.values = []
        for k in 1...4 {                          // frames at 0.25 s steps: 2.5, 5, 7.5, then over
            MediaClock.advance(by: 0.25)
            renderer.beginFrame(atTime: CACurrentMediaTime())
            renderer.render()
            renderer.endFrame()
            _ = k
        }
        // The fourth frame is at the end: the animation is removed, no redraw.
        #expect(recorder.values.count == 3)
        #expect(zip(recorder.values, [2.5, 5, 7.5]).allSatisfy { abs($0 - $1) < 1e-9 })
    }
}
}

extension GlobalClockSuite {
@Suite @MainActor struct RendererSnapshotTests {
    /// CARenderer's render tree is built once and then updated from the
    /// commits (a commit of one layer reads that layer alone); its values
    /// agree with the presentation copies.
    @Test func rendererUpdatesItsTreeFromTheCommits() {
        resetClock()
        let (renderer, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        layer.position = CGPoint(x: 100, y: 0)          // implicit, 0.25 s linear
        MediaClock.advance(by: 0)
        renderer.beginFrame(atTime: CACurrentMediaTime() + 0.125)
        renderer.render()
        renderer.endFrame()
        let tree = renderer.renderTree
        let slot = try! #require(tree.slot(of: layer))
        #expect(tree.rebuilds == 1)
        #expect(approx(tree.presented(slot).position, CGPoint(x: 50, y: 0)))
        #expect(approx(renderer.lastFrame[1].layer.position, CGPoint(x: 50, y: 0)))
        let captured = tree.capturedLayers
        renderer.beginFrame(atTime: CACurrentMediaTime() + 0.2)
        renderer.render()
        renderer.endFrame()
        #expect(tree.capturedLayers == captured)                 // no commit: nothing read again
        #expect(approx(tree.presented(slot).position, CGPoint(x: 80, y: 0)))
        layer.opacity = 0.5
        renderer.beginFrame(atTime: CACurrentMediaTime())
        renderer.render()
        renderer.endFrame()
        #expect(tree.rebuilds == 1 && tree.capturedLayers == captured + 1)   // committed: that layer only
        #expect(tree.committed(slot).opacity == 0.5)              // (presented: the implicit fade starting)
    }

    /// A static layer keeps its evaluated values (their stamp) from frame to
    /// frame until a commit; a layer with a running animation, and one whose
    /// animation just ended, is evaluated again. Pixels and values are those
    /// of a renderer that evaluates every layer every frame.
    @Test func staticValuesAreKeptUntilTheirLayerChanges() {
        resetClock()
        let size = CGSize(width: 120, height: 80)
        let (renderer, root) = makeInterfaceRoot(size: size)
        let plain = CARenderer(size: size)
        plain.options.keepsStaticValues = false
        plain.layer = root
        root.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        let still = CALayer(), mover = CAShapeLayer()
        still.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        still.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.8)
        still.cornerRadius = 6
        mover.frame = CGRect(x: 50, y: 20, width: 30, height: 30)
        mover.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        mover.fillColor = CGColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 1)
        root.addSublayer(still)
        root.addSublayer(mover)
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 40, y: 30)
        a.toValue = CGPoint(x: 90, y: 50)
        a.duration = 0.35
        mover.add(a, forKey: "move")
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        var last: [PlannedLayer] = []
        func stamp(of model: CALayer, in frame: [PlannedLayer]) -> UInt64? { frame.first { $0.model === model }?.values.stamp }
        for step in 0..<8 {
            if step == 5 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                still.position.x += 3.5
                CATransaction.commit()
            }
            let t = start + Double(step) * 0.1   // the animation ends between steps 3 and 4
            MediaClock.advance(to: t)
            for r in [renderer, plain] {
                r.beginFrame(atTime: t)
                r.render()
                r.endFrame()
            }
            #expect(renderer.framePixmap?.storage == plain.framePixmap?.storage, "frame \(step)")
            let frame = renderer.lastFrame
            #expect(frame.map(\.layer.position) == plain.lastFrame.map(\.layer.position))
            #expect(frame.map(\.transformToRoot) == plain.lastFrame.map(\.transformToRoot))
            let keptStill = stamp(of: still, in: renderer.frameLayers) == stamp(of: still, in: last)
            let keptMover = stamp(of: mover, in: renderer.frameLayers) == stamp(of: mover, in: last)
            #expect(keptStill == (step != 0 && step != 5), "still at \(step)")
            // The mover's values are new at step 4 (its animation left the
            // render list); step 5's commit changed only `still`, so it stays.
            #expect(keptMover == (step >= 5), "mover at \(step)")
            last = renderer.frameLayers
        }
    }
}
}
