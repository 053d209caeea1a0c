import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// A tree the app lets go of is freed once the commit that removes it has
/// run: nothing in the transaction, the render server, the animation event
/// scheduler or the media clock keeps layers (or their images) alive.
extension GlobalClockSuite {
@Suite @MainActor struct LayerReleaseTests {
    @Test func aRenderedAndAnimatedTreeIsFreedWhenReleased() {
        resetClock()
        weak var weakRoot: CALayer?
        weak var weakChild: CALayer?
        weak var weakMask: CALayer?
        weak var weakImage: CGImage?
        weak var weakDelegate: RecordingAnimationDelegate?
        let renderer = CARenderer(size: CGSize(width: 40, height: 40))
        do {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.position = CGPoint(x: 20, y: 20)
            renderer.layer = root
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let image = splitImage(4, 4)
            child.contents = image
            let mask = CALayer()
            mask.frame = child.bounds
            mask.backgroundColor = CGColor(gray: 0, alpha: 1)
            child.mask = mask
            root.addSublayer(child)
            MediaClock.advance(by: 0)                           // commit: in the interface
            child.opacity = 0.5                                 // implicit animation, 0.25 s
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0; move.toValue = 30; move.duration = 10
            let delegate = RecordingAnimationDelegate()
            move.delegate = delegate                            // animations retain their delegate, as Apple's
            child.add(move, forKey: "move")
            MediaClock.advance(by: 0.1)
            renderer.beginFrame(atTime: CACurrentMediaTime())
            renderer.render()
            renderer.endFrame()
            #expect(delegate.log.count == 1)                    // started, still running
            #expect(approx(Double(child.presentation()!.position.x), 0.3, 1e-9))
            weakRoot = root; weakChild = child; weakMask = mask; weakImage = image; weakDelegate = delegate
            renderer.layer = nil
        }
        MediaClock.advance(by: 0)                               // the commit that drops the tree
        renderer.beginFrame(atTime: CACurrentMediaTime())
        renderer.render()
        renderer.endFrame()
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakMask == nil)
        // Not cycles, but held for a while: the animation event queue keeps
        // the running animation (and so its delegate) until its end time
        // falls due, and the compositor's contents cache keeps the image
        // while the renderer lives.
        MediaClock.advance(by: 10)
        #expect(weakDelegate == nil)
        _ = consume renderer                                    // the renderer and its caches go
        #expect(weakImage == nil)
    }
}
}
