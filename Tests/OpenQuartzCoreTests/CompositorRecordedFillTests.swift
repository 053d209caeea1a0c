import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Linear gradient layers filled from their recorded coverage and colours
/// (`RecordedFillCache`) are the pixels of filling them every frame.
@Suite @MainActor struct CompositorRecordedFillTests {
    /// Linear gradient layers from recorded fills (`RecordedFillCache`):
    /// plain, clipped, in a group, replicated, and after moves, a fade and
    /// new colours — the pixels of filling them every frame.
    @Test func recordedGradientFillsDrawTheSamePixelsFrameAfterFrame() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 150, height: 110)
        func ramp(_ frame: CGRect) -> CAGradientLayer {
            let g = CAGradientLayer()
            g.frame = frame
            g.colors = [CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.7),
                        CGColor(red: 0.2, green: 0.9, blue: 0.3, alpha: 1)]
            g.startPoint = CGPoint(x: 0, y: 0)
            g.endPoint = CGPoint(x: 1, y: 1)
            g.cornerRadius = 6
            return g
        }
        let plain = ramp(CGRect(x: 5.3, y: 4.6, width: 50, height: 40))
        root.addSublayer(plain)
        let clip = roundedBox(CGRect(x: 60, y: 5, width: 50, height: 45), 12, red: 0.2)
        clip.masksToBounds = true
        clip.addSublayer(ramp(CGRect(x: -4.5, y: 10.25, width: 45, height: 40)))
        root.addSublayer(clip)
        let group = roundedBox(CGRect(x: 10, y: 55, width: 60, height: 50), 0, red: 0.4)
        group.opacity = 0.6
        group.addSublayer(ramp(CGRect(x: 3.5, y: 2.5, width: 40, height: 30)))
        root.addSublayer(group)
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 75, y: 60, width: 75, height: 50)
        rep.instanceCount = 2
        rep.instanceTransform = CATransform3DMakeTranslation(30.5, 4.25, 0)
        rep.addSublayer(ramp(CGRect(x: 2, y: 3, width: 30, height: 25)))
        root.addSublayer(rep)
        let cached = Compositor(time: nil), direct = Compositor(time: nil)
        direct.options.usesRecordedFills = false
        // Frames 2–4 move the plain ramp (moving from the second move on),
        // 5 rests it, 6 fades it, 7 changes its colours, 8 moves the clip.
        for step in 0..<10 {
            if (2...4).contains(step) { plain.position.x += 0.35 }
            if step == 6 { plain.opacity = 0.5 }
            if step == 7 { plain.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)] }
            if step == 8 { clip.position.y += 0.5 }
            #expect(compositorFrame(root, cached).storage == compositorFrame(root, direct).storage, "frame \(step)")
        }
    }
}
