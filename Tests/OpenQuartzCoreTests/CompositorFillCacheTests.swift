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
        direct.options.usesFillCache = false
        // Frames 2–3 move a layer (the second move is filled directly), frame
        // 4 rests it (its mask is made again), frame 5 moves a clip.
        for step in 0..<6 {
            if step == 2 || step == 3 { moving.position.x += 0.4 }
            if step == 5 { clip.position.y += 1.5 }
            #expect(compositorFrame(root, cached).storage == compositorFrame(root, direct).storage, "frame \(step)")
        }
    }


    /// Shape layers' fills and strokes from kept coverage: plain, dashed,
    /// trimmed, clipped, in a group, and after the path, the style and the
    /// trim change.
    @Test func cachedShapesDrawTheSamePixelsFrameAfterFrame() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 150, height: 110)
        func shape(_ frame: CGRect, _ path: CGPath) -> CAShapeLayer {
            let s = CAShapeLayer()
            s.frame = frame
            s.path = path
            s.fillColor = CGColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.8)
            s.strokeColor = CGColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)
            s.lineWidth = 2
            s.lineJoin = .round
            root.addSublayer(s)
            return s
        }
        let plain = shape(CGRect(x: 3.4, y: 5.2, width: 40, height: 40), starPath(20))
        let dashed = shape(CGRect(x: 50, y: 4, width: 44, height: 44), starPath(22))
        dashed.lineDashPattern = [4, 3]
        dashed.fillRule = .evenOdd
        let trimmed = shape(CGRect(x: 100.5, y: 8.5, width: 40, height: 40), starPath(20))
        trimmed.strokeEnd = 0.6
        let mutable = starPath(15)
        let changing = shape(CGRect(x: 10, y: 60, width: 30, height: 30), mutable)
        let clip = CALayer()
        clip.frame = CGRect(x: 50, y: 55, width: 45, height: 40)
        clip.cornerRadius = 12
        clip.masksToBounds = true
        root.addSublayer(clip)
        let clipped = shape(CGRect(x: -6.5, y: 2.25, width: 40, height: 40), starPath(20))
        clip.addSublayer(clipped)
        let group = CALayer()
        group.frame = CGRect(x: 100, y: 60, width: 45, height: 45)
        group.opacity = 0.7
        group.addSublayer(shape(CGRect(x: 1, y: 1, width: 30, height: 30), starPath(15)))
        group.addSublayer(shape(CGRect(x: 9.5, y: 9.5, width: 30, height: 30), starPath(15)))
        root.addSublayer(group)
        let cached = Compositor(time: nil), direct = Compositor(time: nil)
        direct.options.usesFillCache = false
        for step in 0..<7 {
            if step == 2 { mutable.addLine(to: CGPoint(x: 2, y: 28)) }          // the same path object, new elements
            if step == 3 { changing.path = starPath(14) }
            if step == 4 { plain.lineWidth = 3; trimmed.strokeStart = 0.2 }
            if step == 5 { dashed.lineDashPhase = 2; plain.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
            if step == 6 { clipped.position.x += 0.5 }
            #expect(compositorFrame(root, cached).storage == compositorFrame(root, direct).storage, "frame \(step)")
        }
    }
}
