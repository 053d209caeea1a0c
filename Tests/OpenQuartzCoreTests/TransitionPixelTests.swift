import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// `CATransition` pixels: the "before" picture and the new content combined
/// as each type and subtype says, at exact progress values.
@Suite @MainActor struct TransitionPixelTests {
    /// A 100 × 20 red layer in the interface whose colour changes to blue with `transition`;
    /// returns the frame at `dt` seconds into the transition (linear timing).
    func frame(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, at dt: Double,
               width: CGFloat = 100, height: CGFloat = 20, configure: (CATransition) -> Void = { _ in }) throws -> Pixmap {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: width, height: height))
        CATransaction.setDisableActions(true)   // no implicit move of the root
        root.position = CGPoint(x: width / 2, y: height / 2)
        let layer = solidLayer(root.bounds, red)
        addCommitted(layer, to: root)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = blue
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        configure(t)
        layer.add(t, forKey: nil)
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        renderer.beginFrame(atTime: start + dt); renderer.render(); renderer.endFrame()
        return try #require(renderer.makeImage()).pixmap
    }

    @Test func fadeCrossDissolves() throws {
        let p = try frame(.fade, at: 0.5)
        #expect(close(p.pixel(x: 50, y: 10), Pixel(r: 128, g: 0, b: 128, a: 255), 2))
        let q = try frame(.fade, at: 0.25)
        #expect(close(q.pixel(x: 50, y: 10), Pixel(r: 191, g: 0, b: 64, a: 255), 2))
    }

    /// A fade added halfway through another starts from what is on screen,
    /// the first one's half-and-half blend of red and blue, and dissolves
    /// it into green.
    @Test func aTransitionInterruptingAnotherStartsFromItsBlend() throws {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 100, height: 20))
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 50, y: 10)
        let layer = solidLayer(root.bounds, red)
        addCommitted(layer, to: root)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        func fade(to color: CGColor) {
            CATransaction.setDisableActions(true)
            layer.backgroundColor = color
            let t = CATransition()
            t.duration = 1
            t.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(t, forKey: kCATransition)
            MediaClock.advance(by: 0)
        }
        let start = CACurrentMediaTime()
        fade(to: blue)
        MediaClock.advance(to: start + 0.5)
        fade(to: CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        renderer.beginFrame(atTime: start + 1); renderer.render(); renderer.endFrame()
        let p = try #require(renderer.makeImage()).pixmap
        // (128, 0, 128) × 0.5 + (0, 255, 0) × 0.5.
        #expect(close(p.pixel(x: 50, y: 10), Pixel(r: 64, g: 128, b: 64, a: 255), 2))
    }

    @Test func pushMovesBothPictures() throws {
        let p = try frame(.push, .fromRight, at: 0.5)
        #expect(p.pixel(x: 10, y: 10) == opaqueRed && p.pixel(x: 48, y: 10) == opaqueRed)
        #expect(p.pixel(x: 52, y: 10) == opaqueBlue && p.pixel(x: 90, y: 10) == opaqueBlue)
        let left = try frame(.push, .fromLeft, at: 0.25)
        #expect(left.pixel(x: 10, y: 10) == opaqueBlue && left.pixel(x: 30, y: 10) == opaqueRed)
    }

    @Test func aCoreImageFilterIsRefusedAndTheTypeStillDraws() throws {
        var frameWithFilter: Pixmap?
        let reports = try CADiagnostics.capture {
            frameWithFilter = try frame(.push, .fromRight, at: 0.5) { $0.filter = "CIBarsSwipeTransition" }
        }.messages
        #expect(reports.count == 1 && reports[0].contains("filter"))
        let p = try #require(frameWithFilter)
        #expect(p.pixel(x: 48, y: 10) == opaqueRed && p.pixel(x: 52, y: 10) == opaqueBlue)   // the push, as without a filter
    }

    @Test func moveInSlidesTheNewPictureOverTheOld() throws {
        let p = try frame(.moveIn, at: 0.25)   // default subtype: from the left
        #expect(p.pixel(x: 20, y: 10) == opaqueBlue && p.pixel(x: 30, y: 10) == opaqueRed)
        #expect(p.pixel(x: 99, y: 10) == opaqueRed)
    }

    @Test func revealSlidesTheOldPictureAway() throws {
        let p = try frame(.reveal, .fromLeft, at: 0.25)
        // The old picture moves right by a quarter, uncovering the new one on the left.
        #expect(p.pixel(x: 20, y: 10) == opaqueBlue && p.pixel(x: 30, y: 10) == opaqueRed && p.pixel(x: 99, y: 10) == opaqueRed)
    }

    @Test func verticalSubtypesFollowCoreAnimationsYUpNames() throws {
        // On iOS (y down) `.fromTop` brings the new content up from the bottom of the screen.
        let p = try frame(.push, .fromTop, at: 0.5, width: 20, height: 100)
        #expect(p.pixel(x: 10, y: 10) == opaqueRed && p.pixel(x: 10, y: 90) == opaqueBlue)
        let q = try frame(.push, .fromBottom, at: 0.5, width: 20, height: 100)
        #expect(q.pixel(x: 10, y: 10) == opaqueBlue && q.pixel(x: 10, y: 90) == opaqueRed)
    }

    @Test func startAndEndProgressLimitTheTransition() throws {
        let p = try frame(.push, .fromRight, at: 0) { $0.startProgress = 0.5 }
        #expect(p.pixel(x: 10, y: 10) == opaqueRed && p.pixel(x: 90, y: 10) == opaqueBlue)
        let q = try frame(.fade, at: 1 - 1e-9) { $0.endProgress = 0.5 }
        #expect(close(q.pixel(x: 50, y: 10), Pixel(r: 128, g: 0, b: 128, a: 255), 2))
    }

    @Test func afterTheTransitionTheNewPictureStaysAndTheSnapshotIsReleased() throws {
        _ = try frame(.push, .fromRight, at: 0)
        MediaClock.advance(by: 1.5)
        let renderer = CARenderer(size: CGSize(width: 100, height: 20))
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let layer = solidLayer(root.bounds, red)
        root.addSublayer(layer)
        renderer.layer = root
        MediaClock.advance(by: 0)
        let t = CATransition()
        t.duration = 0.5
        CATransaction.setDisableActions(true)
        layer.backgroundColor = blue
        layer.add(t, forKey: nil)
        #expect(layer.transitionSnapshot != nil)
        MediaClock.advance(by: 1)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        #expect(try #require(renderer.makeImage()).pixmap.pixel(x: 50, y: 10) == opaqueBlue)
        #expect(layer.transitionSnapshot == nil)
    }
}
}
