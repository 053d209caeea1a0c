import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// `masksToBounds` clips from kept coverage (`ClipCache`) are the pixels of
/// scan converting the clip every frame, byte for byte.
@Suite @MainActor struct CompositorClipCacheTests {
    @Test func keptClipsDrawTheSamePixelsFrameAfterFrame() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 150, height: 110)
        // A clip with a clipped sublayer (nested), both reaching past it.
        let outer = roundedBox(CGRect(x: 5.5, y: 4.25, width: 80, height: 60), 14, red: 0.2)
        outer.masksToBounds = true
        let inner = roundedBox(CGRect(x: -6, y: 20.5, width: 50, height: 50), 10, red: 0.7)
        inner.masksToBounds = true
        inner.addSublayer(roundedBox(CGRect(x: 10, y: -5, width: 60, height: 30), 3, red: 0.9))
        outer.addSublayer(inner)
        root.addSublayer(outer)
        // A clipped layer in a group (opacity with sublayers).
        let group = roundedBox(CGRect(x: 90, y: 10, width: 50, height: 50), 0, red: 0.4)
        group.opacity = 0.7
        let clipped = roundedBox(CGRect(x: 5.3, y: 5.6, width: 40, height: 40), 12, red: 0.1)
        clipped.masksToBounds = true
        clipped.addSublayer(roundedBox(CGRect(x: -5, y: -5, width: 30, height: 60), 0, red: 0.6))
        group.addSublayer(clipped)
        root.addSublayer(group)
        // A replicator's copies of a clipped layer (one slot, drawn twice a frame).
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 0, y: 70, width: 150, height: 40)
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(33.25, 0.5, 0)
        let copy = roundedBox(CGRect(x: 4, y: 4, width: 28, height: 28), 9, red: 0.3)
        copy.masksToBounds = true
        copy.addSublayer(roundedBox(CGRect(x: 14, y: -4, width: 20, height: 40), 0, red: 0.8))
        rep.addSublayer(copy)
        root.addSublayer(rep)
        let cached = Compositor(time: nil), direct = Compositor(time: nil)
        direct.options.usesClipCache = false
        // Frames 2–4 move the outer clip (moving from the second move on),
        // frame 5 rests it, frame 6 changes a radius, frame 7 the group's place.
        for step in 0..<9 {
            if (2...4).contains(step) { outer.position.x += 0.4 }
            if step == 6 { inner.cornerRadius = 4 }
            if step == 7 { group.position.y += 1.5 }
            #expect(compositorFrame(root, cached).storage == compositorFrame(root, direct).storage, "frame \(step)")
        }
    }
}
