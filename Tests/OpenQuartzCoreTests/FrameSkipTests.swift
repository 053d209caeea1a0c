import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// Renders one frame of `r` at media time `t`.
@MainActor func renderFrame(_ r: CARenderer, at t: Double) {
    r.beginFrame(atTime: t)
    r.render()
    r.endFrame()
}

/// A root shown by a new renderer, placed so that it fills the `size` target.
@MainActor func makeShownRoot(size: CGSize) -> (CARenderer, CALayer) {
    let (renderer, root) = makeInterfaceRoot(size: size)
    CATransaction.setDisableActions(true)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    MediaClock.advance(by: 0)
    return (renderer, root)
}

/// A second renderer of `root` that draws every pixel of every frame: the
/// reference the skipping and damage-tracking renderers are compared with.
@MainActor func makeFullRedrawRenderer(_ root: CALayer, size: CGSize) -> CARenderer {
    let r = CARenderer(size: size)
    r.options.skipsUnchangedFrames = false
    r.options.tracksDamage = false
    r.layer = root
    return r
}

extension GlobalClockSuite {
/// A frame with no render-state change since the last one and nothing that
/// varies with time draws nothing (its damage is empty) — and shows exactly
/// what drawing it would have shown.
@Suite @MainActor struct FrameSkipTests {
    @Test func aStaticTreeIsDrawnOnceAndThenSkipped() {
        resetClock()
        let size = CGSize(width: 60, height: 40)
        let (renderer, root) = makeShownRoot(size: size)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let box = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        addCommitted(box, to: root)
        MediaClock.advance(by: 1)   // the background's implicit fade is over
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        #expect(renderer.skippedFrames == 0)
        for k in 1...5 { renderFrame(renderer, at: t0 + Double(k) / 60) }
        #expect(renderer.skippedFrames == 5)
        // The kept pixels are the scene's: red inside the box, blue outside.
        let image = renderer.framePixmap!
        #expect(image.pixel(x: 20, y: 15) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 50, y: 30) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(renderer.makeImage() != nil)
    }

    /// Properties that neither animate nor run actions still reach the next
    /// frame: the layer joins the transaction, the frame is drawn.
    @Test func nonAnimatablePropertiesAreNotSkipped() {
        resetClock()
        let size = CGSize(width: 60, height: 60)
        let (renderer, root) = makeShownRoot(size: size)
        let box = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        box.cornerRadius = 20
        box.maskedCorners = []
        addCommitted(box, to: root)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        #expect(renderer.framePixmap!.pixel(x: 1, y: 1)?.a == 255)      // square corner
        box.maskedCorners = [.layerMinXMinYCorner]
        renderFrame(renderer, at: t0 + 0.1)
        #expect(renderer.skippedFrames == 0)
        #expect(renderer.framePixmap!.pixel(x: 1, y: 1)?.a == 0)        // rounded now (radius 20)
        #expect(renderer.framePixmap!.pixel(x: 58, y: 58)?.a == 255)    // the others stay square
    }

    /// An animation that ends between two frames (and is removed) changes
    /// the picture without a commit: that frame is drawn.
    @Test func anAnimationEndingBetweenFramesIsDrawn() {
        resetClock()
        let size = CGSize(width: 100, height: 20)
        let (renderer, root) = makeShownRoot(size: size)
        let box = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 20), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        addCommitted(box, to: root)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 55; move.toValue = 85; move.duration = 0.5
        box.add(move, forKey: "move")
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0 + 0.25)          // x = 70: the box spans 65…75
        #expect(renderer.framePixmap!.pixel(x: 70, y: 10)?.g == 255)
        MediaClock.advance(to: t0 + 0.6)        // ended and removed: back at the model's x = 5
        renderFrame(renderer, at: t0 + 0.6)
        #expect(renderer.skippedFrames == 0)
        #expect(renderer.framePixmap!.pixel(x: 70, y: 10)?.a == 0)
        #expect(renderer.framePixmap!.pixel(x: 5, y: 10)?.g == 255)
        renderFrame(renderer, at: t0 + 0.7)
        #expect(renderer.skippedFrames == 1)
    }

    /// An animation inside a mask varies the picture with time: frames are
    /// drawn (the mask is no sublayer, so it is looked for separately).
    @Test func anAnimatingMaskIsNotSkipped() {
        resetClock()
        let size = CGSize(width: 40, height: 20)
        let (renderer, root) = makeShownRoot(size: size)
        let box = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let mask = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        box.mask = mask
        addCommitted(box, to: root)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        mask.add(fade, forKey: "fade")
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0 + 0.25)
        let early = renderer.framePixmap!.pixel(x: 20, y: 10)!.a
        renderFrame(renderer, at: t0 + 0.75)
        let late = renderer.framePixmap!.pixel(x: 20, y: 10)!.a
        #expect(renderer.skippedFrames == 0)
        #expect(abs(Int(early) - 191) <= 1, "\(early)")
        #expect(abs(Int(late) - 64) <= 1, "\(late)")   // the mask's alpha 0.75, then 0.25
        #expect(renderer.lastDamage != .none, "\(renderer.lastDamage)")
    }

    /// Random scripts of changes, some frames with none: a skipping renderer
    /// and one drawing every frame give the same pixels every frame.
    @Test func skippingMatchesDrawingEveryFrame() {
        resetClock()
        let size = CGSize(width: 90, height: 70)
        let (renderer, root) = makeShownRoot(size: size)
        let plain = makeFullRedrawRenderer(root, size: size)
        var rng = SplitMix64(seed: 77)
        var layers: [CALayer] = []
        for i in 0..<12 {
            let l = solidLayer(CGRect(x: Double(rng.next() % 70), y: Double(rng.next() % 50), width: 14, height: 12),
                               CGColor(red: Double(i % 3) / 2, green: Double(i % 5) / 4, blue: 0.5, alpha: 0.8))
            layers.append(l)
            root.addSublayer(l)
        }
        MediaClock.advance(by: 0)
        var t = CACurrentMediaTime()
        for step in 0..<40 {
            let l = layers[Int(rng.next() % UInt64(layers.count))]
            switch rng.next() % 7 {
            case 0: l.position.x += 5                                     // implicit animation
            case 1: l.isHidden.toggle()
            case 2: l.cornerRadius = l.cornerRadius == 0 ? 5 : 0
            case 3: l.contentsGravity = .center; l.maskedCorners = [.layerMaxXMaxYCorner]
            case 4: root.insertSublayer(l, at: 0)                          // reorder
            default: break                                                 // no change this frame
            }
            t += 1.0 / 30
            MediaClock.advance(to: t)
            renderFrame(renderer, at: t)
            renderFrame(plain, at: t)
            #expect(renderer.framePixmap?.storage == plain.framePixmap?.storage, "step \(step)")
        }
        #expect(renderer.skippedFrames > 0)
        #expect(plain.skippedFrames == 0)
    }
}
}

/// The occluder grid answers "does an occluder drawn after index `from`
/// contain this rectangle?" exactly as testing every occluder would, up to
/// its check budget (it may only answer no where all-pairs says yes).
@Suite struct OccluderGridTests {
    @Test func agreesWithTestingEveryOccluder() {
        var rng = SplitMix64(seed: 5)
        var rects: [CGRect] = []
        for _ in 0..<300 {
            if rng.next() % 10 == 0 { rects.append(.null); continue }
            rects.append(CGRect(x: Double(rng.next() % 200) - 20, y: Double(rng.next() % 150) - 20,
                                width: Double(rng.next() % 60 + 1), height: Double(rng.next() % 40 + 1)))
        }
        rects.append(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))   // far-away values convert safely
        var grid = OccluderGrid()
        grid.build(rects, width: 180, height: 130)
        var agreed = 0
        for _ in 0..<2000 {
            let q = CGRect(x: Double(rng.next() % 200) - 10, y: Double(rng.next() % 150) - 10,
                           width: Double(rng.next() % 20), height: Double(rng.next() % 20))
            let from = Int(rng.next() % 300)
            let exact = rects[from...].contains { $0.contains(q) }
            let fast = grid.anyContains(q, in: rects, from: from)
            #expect(!fast || exact)                  // never a false "covered"
            if fast == exact { agreed += 1 }
        }
        #expect(agreed == 2000)   // 300 occluders stay within the check budget
    }

    @Test func emptyGridAnswersNo() {
        var grid = OccluderGrid()
        #expect(!grid.anyContains(CGRect(x: 0, y: 0, width: 1, height: 1), in: [], from: 0))
        grid.build([.null, .null], width: 10, height: 10)
        #expect(!grid.anyContains(CGRect(x: 0, y: 0, width: 1, height: 1), in: [.null, .null], from: 0))
    }
}

/// Applies each of `steps` with actions off and draws it at
/// `t0` + 0.1 × (i + 1) with `tracked` and with a fresh full-redraw renderer
/// of `root`: the pixels must be equal (what damage tracking and the caches
/// keep must never differ from drawing everything again).
@MainActor func expectStepsMatchAFullRedraw(_ tracked: CARenderer, _ root: CALayer, size: CGSize, from t0: Double,
                                            _ steps: [() -> Void], sourceLocation: SourceLocation = #_sourceLocation) {
    for (i, step) in steps.enumerated() {
        CATransaction.setDisableActions(true)
        step()
        let t = t0 + 0.1 * Double(i + 1)
        renderFrame(tracked, at: t)
        let fresh = makeFullRedrawRenderer(root, size: size)
        renderFrame(fresh, at: t)
        #expect(tracked.framePixmap?.storage == fresh.framePixmap?.storage, "step \(i)", sourceLocation: sourceLocation)
    }
}
