import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// Frames that redraw only their damage are pixel for pixel the frames that
/// redraw everything, and the damage is small when little changes.
@Suite @MainActor struct DamageTrackingTests {
    /// A root filling a `size` target, shown by a damage-tracking renderer
    /// and by one that draws every pixel of every frame.
    func pair(_ size: CGSize) -> (tracked: CARenderer, reference: CARenderer, root: CALayer) {
        let (tracked, root) = makeShownRoot(size: size)
        return (tracked, makeFullRedrawRenderer(root, size: size), root)
    }

    @Test func aSmallMoveRedrawsOnlyItsOldAndNewPlace() {
        resetClock()
        let (tracked, reference, root) = pair(CGSize(width: 200, height: 100))
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let still = solidLayer(CGRect(x: 150, y: 60, width: 30, height: 30), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let mover = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.addSublayer(still)
        root.addSublayer(mover)
        MediaClock.advance(by: 1)
        let t0 = CACurrentMediaTime()
        renderFrame(tracked, at: t0)
        #expect(tracked.lastDamage == .full)                 // the first frame
        CATransaction.setDisableActions(true)
        mover.position.x += 30                               // 10…30 → 40…60
        renderFrame(tracked, at: t0 + 0.1)
        renderFrame(reference, at: t0 + 0.1)
        // The old and new boxes, a pixel of margin each (apart: not merged).
        #expect(tracked.lastDamage == .rects([CGRect(x: 9, y: 9, width: 22, height: 22), CGRect(x: 39, y: 9, width: 22, height: 22)]))
        CATransaction.setDisableActions(true)
        mover.position.x += 10                               // 40…60 → 50…70: touching, merged
        renderFrame(tracked, at: t0 + 0.2)
        #expect(tracked.lastDamage == .rects([CGRect(x: 39, y: 9, width: 32, height: 22)]))
        renderFrame(reference, at: t0 + 0.2)
        #expect(tracked.framePixmap?.storage == reference.framePixmap?.storage)
        let image = tracked.framePixmap!
        #expect(image.pixel(x: 65, y: 20) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 20, y: 20) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixel(x: 165, y: 75) == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// Random scripts of changes of every kind: moves, removals and
    /// insertions, reorders, hiding, opacity, masks, shadows from paths and
    /// from alpha, group opacity, clipping, shapes, borders, transitions,
    /// 3D, replicators and text, with animations running across frames.
    @Test(arguments: [1, 2, 3]) func matchesFullRedrawsOverRandomScripts(seed: Int) {
        resetClock()
        let size = CGSize(width: 160, height: 120)
        let (tracked, reference, root) = pair(size)
        root.backgroundColor = seed % 2 == 0 ? CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1) : nil
        var rng = SplitMix64(seed: UInt64(seed))
        func unit() -> CGFloat { CGFloat(rng.unit()) }
        func color() -> CGColor { CGColor(red: unit(), green: unit(), blue: unit(), alpha: 0.5 + unit() / 2) }
        func randomFrame() -> CGRect { CGRect(x: unit() * 130, y: unit() * 90, width: 8 + unit() * 40, height: 8 + unit() * 30) }
        var layers: [CALayer] = []
        func makeLayer(_ kind: UInt64) -> CALayer {
            let l: CALayer
            switch kind % 6 {
            case 0:
                let s = CAShapeLayer()
                s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 14), transform: nil)
                s.fillColor = color(); s.strokeColor = color(); s.lineWidth = 3
                l = s
            case 1:
                let g = CAGradientLayer()
                g.colors = [color(), color()]
                l = g
            case 2:
                let t = CATextLayer()
                t.string = "Hi"; t.fontSize = 12
                l = t
            case 3:
                let r = CAReplicatorLayer()
                r.instanceCount = 3
                r.instanceTransform = CATransform3DMakeTranslation(12, 4, 0)
                r.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 8, height: 8), color()))
                l = r
            default:
                l = CALayer()
                l.backgroundColor = color()
            }
            l.frame = randomFrame()
            if kind % 5 == 1 { l.addSublayer(solidLayer(CGRect(x: 4, y: 4, width: 12, height: 10), color())) }
            return l
        }
        for i in 0..<10 {
            let l = makeLayer(UInt64(i))
            layers.append(l)
            root.addSublayer(l)
        }
        MediaClock.advance(by: 0)
        var t = CACurrentMediaTime()
        var partial = 0
        for step in 0..<45 {
            let l = layers[Int(rng.next() % UInt64(layers.count))]
            let implicit = rng.next() % 2 == 0
            CATransaction.begin()
            CATransaction.setDisableActions(!implicit)
            CATransaction.setAnimationDuration(0.1)
            switch rng.next() % 16 {
            case 0: l.position = CGPoint(x: unit() * 160, y: unit() * 120)
            case 1: l.isHidden.toggle()
            case 2: l.opacity = Float(unit())
            case 3: l.removeFromSuperlayer(); root.insertSublayer(l, at: UInt32(rng.next() % 5))
            case 4:
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: l.bounds.width / 2, height: l.bounds.height)
                mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                l.mask = l.mask == nil ? mask : nil
            case 5: l.shadowOpacity = l.shadowOpacity > 0 ? 0 : 0.8; l.shadowRadius = 4; l.shadowOffset = CGSize(width: 3, height: 5)
            case 6: l.shadowPath = l.shadowPath == nil ? CGPath(rect: l.bounds, transform: nil) : nil
            case 7: l.masksToBounds.toggle(); l.cornerRadius = unit() * 10
            case 8: l.borderWidth = unit() * 4; l.borderColor = color()
            case 9: l.transform = CATransform3DMakeRotation(unit() * 2, 0, 0, 1)
            case 10:
                var m = CATransform3DIdentity
                m.m34 = -1 / 200
                l.transform = CATransform3DRotate(m, unit(), 0, 1, 0)
            case 11:
                let tr = CATransition()
                tr.type = .push; tr.subtype = .fromLeft; tr.duration = 0.15
                l.add(tr, forKey: nil)
                l.backgroundColor = color()
            case 12: l.sublayers?.first?.position.x += 3     // a sublayer moves
            case 13: l.zPosition = unit() * 4 - 2
            case 14:
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0; spin.toValue = 1; spin.duration = 0.2
                l.add(spin, forKey: "spin")
            default: break                                      // no change this frame
            }
            CATransaction.commit()
            t += 1.0 / 30
            MediaClock.advance(to: t)
            renderFrame(tracked, at: t)
            renderFrame(reference, at: t)
            if case .rects = tracked.lastDamage { partial += 1 }
            let same = tracked.framePixmap?.storage == reference.framePixmap?.storage
            #expect(same, "seed \(seed), step \(step)")
            if !same { break }
        }
        #expect(partial > 0, "some frames redrew only part of the target")
    }

    /// A transform layer draws no background of its own, so an opaque
    /// `backgroundColor` on one hides nothing drawn before it.
    @Test func aTransformLayerOccludesNothing() {
        resetClock()
        let (renderer, root) = makeShownRoot(size: CGSize(width: 60, height: 40))
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        let container = CATransformLayer()
        container.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        container.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(container)
        MediaClock.advance(by: 1)
        renderFrame(renderer, at: CACurrentMediaTime())
        let image = renderer.framePixmap!
        #expect(image.pixel(x: 20, y: 20) == Pixel(r: 255, g: 0, b: 0, a: 255))   // the red square shows
        #expect(image.pixel(x: 50, y: 30) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func mergingKeepsSeparateBoxesApartAndClipsToTheTarget() {
        let merged = DamageTracker.merge([CGRect(x: 10, y: 10, width: 5, height: 5),
                                          CGRect(x: 50, y: 50, width: 5, height: 5),
                                          CGRect(x: 12.5, y: 12, width: 10, height: 2),
                                          CGRect(x: -20, y: 95, width: 30, height: 30)],
                                         width: 100, height: 100)
        #expect(Set(merged.map { "\($0)" }) == Set([CGRect(x: 9, y: 9, width: 15, height: 7),
                                                    CGRect(x: 49, y: 49, width: 7, height: 7),
                                                    CGRect(x: 0, y: 94, width: 11, height: 6)].map { "\($0)" }))
        let many = (0..<40).map { CGRect(x: Double($0 * 3), y: 0, width: 1, height: 1) }
        #expect(DamageTracker.merge(many, width: 200, height: 10).count <= DamageTracker.maxRects)
    }

    /// Many boxes are merged on 8-pixel tiles: the tiles a box (with its
    /// pixel of margin) touches, as row runs stacked into rectangles and
    /// clipped to the target; past half the target, everything.
    @Test func manyBoxesMergeOnTiles() throws {
        // (3, 3, 2, 2) with margin is 2…6: tile (0, 0). (20, 4, 10, 10) → 19…31 × 3…15: tiles 2…3 × 0…1.
        let rects = try #require(DamageTracker.mergeByTiles([CGRect(x: 3, y: 3, width: 2, height: 2),
                                                             CGRect(x: 20, y: 4, width: 10, height: 10),
                                                             CGRect(x: 60, y: 60, width: 30, height: 30)],
                                                            width: 64, height: 64))
        #expect(Set(rects.map { "\($0)" }) == Set([CGRect(x: 0, y: 0, width: 8, height: 8),
                                                   CGRect(x: 16, y: 0, width: 16, height: 16),
                                                   CGRect(x: 56, y: 56, width: 8, height: 8)].map { "\($0)" }))
        // Over half of a 64 × 64 target: nil (redraw everything).
        #expect(DamageTracker.mergeByTiles([CGRect(x: 0, y: 0, width: 50, height: 50)], width: 64, height: 64) == nil)
    }

    /// Many small layers moving each frame (more boxes than the pairwise
    /// merge takes) redraw exactly the pixels of full redraws.
    @Test func manyMovingLayersMatchFullRedraws() {
        resetClock()
        let size = CGSize(width: 160, height: 120)
        let (tracked, reference, root) = pair(size)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        var rng = SplitMix64(seed: 77)
        var layers: [CALayer] = []
        for i in 0..<60 {
            let l = solidLayer(CGRect(x: Double(rng.next() % 150), y: Double(rng.next() % 110), width: 4, height: 4),
                               CGColor(red: Double(i % 5) / 4, green: 0.2, blue: 0.6, alpha: 1))
            root.addSublayer(l)
            layers.append(l)
        }
        MediaClock.advance(by: 1)
        let t0 = CACurrentMediaTime()
        var partial = 0
        for step in 1...6 {
            CATransaction.setDisableActions(true)
            for (k, l) in layers.enumerated() where (k + step) % 2 == 0 { l.position.x += step % 2 == 0 ? 2.5 : -2.5 }
            renderFrame(tracked, at: t0 + Double(step) / 10)
            renderFrame(reference, at: t0 + Double(step) / 10)
            if case .rects = tracked.lastDamage { partial += 1 }
            #expect(tracked.framePixmap?.storage == reference.framePixmap?.storage, "step \(step)")
        }
        #expect(partial > 0)
    }
}
}
