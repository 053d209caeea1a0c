import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Backgrounds and borders filled from kept coverage (`FillCache`) are the
/// pixels of scan converting them every frame, byte for byte.
@Suite @MainActor struct CompositorFillCacheTests {
    func bordered(_ frame: CGRect, radius: CGFloat, width: CGFloat) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.9)
        l.cornerRadius = radius
        l.borderWidth = width
        l.borderColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        return l
    }

    func render(_ root: CALayer, _ compositor: Compositor) -> Pixmap {
        let canvas = try! Canvas(width: 150, height: 110)
        canvas.clear(Raster.Color(red: 1, green: 1, blue: 0.9))
        compositor.render(root, into: canvas, base: .identity, includeRootGeometry: false)
        return canvas.pixmap
    }

    @Test func cachedFillsDrawTheSamePixelsFrameAfterFrame() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 150, height: 110)
        let moving = bordered(CGRect(x: 5.3, y: 6.7, width: 50, height: 30), radius: 9, width: 1.5)
        root.addSublayer(moving)
        root.addSublayer(bordered(CGRect(x: 70, y: 5, width: 40, height: 40), radius: 0, width: 2))   // square ring
        let partial = bordered(CGRect(x: 115.5, y: 10.25, width: 30, height: 60), radius: 12, width: 3)
        partial.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        root.addSublayer(partial)
        let clip = CALayer()
        clip.frame = CGRect(x: 10, y: 50, width: 70, height: 55)
        clip.cornerRadius = 18
        clip.masksToBounds = true
        clip.addSublayer(bordered(CGRect(x: -4.5, y: 3.3, width: 60, height: 40), radius: 7, width: 2.5))
        root.addSublayer(clip)
        let turned = bordered(CGRect(x: 95, y: 70, width: 40, height: 25), radius: 6, width: 2)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.4))
        root.addSublayer(turned)
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 0, y: 0, width: 150, height: 110)
        rep.instanceCount = 2
        rep.instanceTransform = CATransform3DMakeTranslation(7.25, 3.5, 0)
        rep.addSublayer(bordered(CGRect(x: 60, y: 60, width: 20, height: 15), radius: 5, width: 1))
        root.addSublayer(rep)
        let cached = Compositor(time: nil), direct = Compositor(time: nil)
        direct.usesFillCache = false
        // Frames 2–3 move a layer (the second move is filled directly), frame
        // 4 rests it (its mask is made again), frame 5 moves a clip.
        for step in 0..<6 {
            if step == 2 || step == 3 { moving.position.x += 0.4 }
            if step == 5 { clip.position.y += 1.5 }
            #expect(render(root, cached).storage == render(root, direct).storage, "frame \(step)")
        }
    }
}
