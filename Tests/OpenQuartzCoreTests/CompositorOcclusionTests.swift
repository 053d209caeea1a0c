import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Layers hidden under an opaque layer drawn later are skipped
/// (`Compositor.isOccluded`): the frames are those of drawing everything.
@Suite @MainActor struct CompositorOcclusionTests {
    @Test func culledFramesEqualDrawingEverything() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        // Under the big card: a shadowed box, a clipped card with a sublayer,
        // a translucent group, and one box reaching past the big card's
        // rounded corner (drawn: it is not inside the opaque rectangle).
        let shadowed = roundedBox(CGRect(x: 30.5, y: 30.25, width: 30, height: 20), 4, red: 0.9, alpha: 1)
        shadowed.shadowOpacity = 0.6
        shadowed.shadowRadius = 3
        root.addSublayer(shadowed)
        let clipped = roundedBox(CGRect(x: 70, y: 40, width: 40, height: 30), 8, red: 0.3, alpha: 1)
        clipped.masksToBounds = true
        clipped.addSublayer(roundedBox(CGRect(x: -5, y: 10, width: 30, height: 40), 0, red: 0.6, alpha: 1))
        root.addSublayer(clipped)
        let group = roundedBox(CGRect(x: 40, y: 60, width: 30, height: 25), 5, red: 0.5, alpha: 1)
        group.opacity = 0.6
        group.addSublayer(roundedBox(CGRect(x: 10, y: 5, width: 30, height: 10), 0, red: 0.1, alpha: 1))
        root.addSublayer(group)
        let corner = roundedBox(CGRect(x: 18, y: 18, width: 14, height: 14), 0, red: 0.2, alpha: 1)
        root.addSublayer(corner)
        // The occluders: an opaque rounded card with sublayers of its own, and
        // a translucent card (not an occluder) over part of it.
        let big = roundedBox(CGRect(x: 20, y: 20, width: 110, height: 80), 12, red: 0.7, alpha: 1)
        big.addSublayer(roundedBox(CGRect(x: 5, y: 5, width: 20, height: 20), 3, red: 0.95, alpha: 1))
        root.addSublayer(big)
        root.addSublayer(roundedBox(CGRect(x: 100, y: 70, width: 50, height: 40), 6, red: 0.4, alpha: 0.5))
        let culled = Compositor(time: nil), full = Compositor(time: nil)
        full.options.cullsHiddenLayers = false
        // Frames: as built; the big card moves by fractions (the shadow's
        // reach leaves it, then enters again); it turns translucent; it
        // rotates (no longer a scale-and-translate occluder).
        for step in 0..<7 {
            if (1...3).contains(step) { big.position.x += 3.7 }
            if step == 4 { big.position.x -= 11.1 }
            if step == 5 { big.backgroundColor = CGColor(red: 0.7, green: 0.5, blue: 0.8, alpha: 0.99) }
            if step == 6 {
                big.backgroundColor = CGColor(red: 0.7, green: 0.5, blue: 0.8, alpha: 1)
                big.setAffineTransform(CGAffineTransform(rotationAngle: 0.05))
            }
            #expect(compositorFrame(root, culled, width: 160, height: 120).storage == compositorFrame(root, full, width: 160, height: 120).storage, "frame \(step)")
        }
    }

    /// What counts: an opaque root sublayer's rectangles clear of its
    /// corners, less a pixel; a layer whose whole reach (shadow included)
    /// lies inside one drawn later is culled, one reaching into the corner is not.
    @Test func occludersAndCulledLayers() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        let inside = roundedBox(CGRect(x: 50, y: 40, width: 30, height: 20), 4, red: 0.9, alpha: 1)
        let shadowed = roundedBox(CGRect(x: 50, y: 40, width: 30, height: 20), 4, red: 0.9, alpha: 1)
        shadowed.shadowOpacity = 0.5
        shadowed.shadowRadius = 10   // reaches 30 points past its bounds
        let corner = roundedBox(CGRect(x: 22, y: 22, width: 14, height: 14), 0, red: 0.2, alpha: 1)
        let edge = roundedBox(CGRect(x: 23, y: 50, width: 10, height: 20), 0, red: 0.3, alpha: 1)   // in the left band
        let big = roundedBox(CGRect(x: 20, y: 20, width: 110, height: 80), 12, red: 0.7, alpha: 1)
        let translucent = roundedBox(CGRect(x: 0, y: 0, width: 160, height: 120), 0, red: 0.4, alpha: 0.5)
        for l in [inside, shadowed, corner, edge, big, translucent] { root.addSublayer(l) }
        let compositor = Compositor(time: nil)
        let canvas = try! Canvas(width: 160, height: 120)
        compositor.frameCanvas = canvas
        compositor.plan = compositor.planFrame(compositor.paintOrder(root, LayerValues(of: root)), rootMap: .identity, canvas: canvas, alpha: 1, frameNumber: 1)
        // Paint order: root 0, inside 1, shadowed 2, corner 3, edge 4, big 5, translucent 6.
        #expect(compositor.plan.paintIndex[ObjectIdentifier(big)] == 5 && compositor.plan.subtreeEnd[0] == 7)
        // The big card's rectangles clear of its corners, less a pixel.
        #expect(compositor.plan.occluders[10] == CGRect(x: 21, y: 33, width: 108, height: 54))
        #expect(compositor.plan.occluders[11] == CGRect(x: 33, y: 21, width: 84, height: 78))
        #expect(compositor.plan.occluders[12].isNull && compositor.plan.occluders[13].isNull)
        func culled(_ l: CALayer) -> Bool {
            guard let i = compositor.plannedIndex(l, canvas: canvas) else { return false }   // not in the plan: never culled
            return compositor.isOccluded(l, LayerValues(of: l), map: ProjectiveTransform(l.layerToSuperlayerMatrix(sublayerTransformOf: root)),
                                         planned: i)
        }
        #expect(culled(inside) && culled(edge) && !culled(shadowed) && !culled(corner))
        #expect(!culled(big) && !culled(translucent))      // nothing opaque is drawn after them
        compositor.plan = FramePlan()
        #expect(!culled(inside))
        #expect(!culled(inside))
    }

    /// Occluders at any depth: a card inside an opaque, unclipped container
    /// hides an earlier sibling's sublayer; inside a translucent or clipping
    /// container, or a replicator, the same card hides nothing. Frames equal
    /// drawing everything.
    @Test func nestedOccluders() {
        func scene(container configure: (CALayer) -> Void) -> (root: CALayer, hidden: CALayer, card: CALayer) {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
            let early = roundedBox(CGRect(x: 10, y: 10, width: 60, height: 60), 0, red: 0.2, alpha: 1)
            let hidden = roundedBox(CGRect(x: 20, y: 20, width: 20, height: 20), 3, red: 0.8, alpha: 1)
            early.addSublayer(hidden)                      // device (30, 30)…(50, 50)
            root.addSublayer(early)
            let container = roundedBox(CGRect(x: 5, y: 5, width: 150, height: 110), 0, red: 0.5, alpha: 0.3)
            let card = roundedBox(CGRect(x: 15, y: 15, width: 60, height: 50), 6, red: 0.9, alpha: 1)   // device (20, 20)…(80, 70)
            container.addSublayer(card)
            configure(container)
            root.addSublayer(container)
            return (root, hidden, card)
        }
        func isCulled(_ s: (root: CALayer, hidden: CALayer, card: CALayer)) -> Bool {
            let compositor = Compositor(time: nil)
            let canvas = try! Canvas(width: 160, height: 120)
            compositor.frameCanvas = canvas
            compositor.plan = compositor.planFrame(compositor.paintOrder(s.root, LayerValues(of: s.root)), rootMap: .identity, canvas: canvas, alpha: 1,
                                                   frameNumber: 1)
            let parent = s.hidden.superlayer!
            let map = ProjectiveTransform(s.hidden.layerToSuperlayerMatrix(sublayerTransformOf: parent))
                .concatenating(ProjectiveTransform(parent.layerToSuperlayerMatrix(sublayerTransformOf: s.root)))
            return compositor.isOccluded(s.hidden, LayerValues(of: s.hidden), map: map, planned: compositor.plannedIndex(s.hidden, canvas: canvas)!)
        }
        // A translucent container's background does not block: the card is
        // drawn straight into the canvas at full opacity.
        #expect(isCulled(scene { _ in }))
        #expect(!isCulled(scene { $0.opacity = 0.9 }))          // drawn as a group
        #expect(!isCulled(scene { $0.masksToBounds = true }))  // clipped (conservatively not an occluder's context)
        #expect(!isCulled(scene { $0.mask = roundedBox(CGRect(x: 0, y: 0, width: 150, height: 110), 0, red: 0, alpha: 1) }))
        for configure in [{ (_: CALayer) in }, { $0.opacity = 0.9 }, { $0.masksToBounds = true },
                          { $0.transform = CATransform3DMakeScale(1.01, 1, 1) }] as [(CALayer) -> Void] {
            let s = scene(container: configure)
            let culled = Compositor(time: nil), full = Compositor(time: nil)
            full.options.cullsHiddenLayers = false
            #expect(compositorFrame(s.root, culled, width: 160, height: 120).storage
                    == compositorFrame(s.root, full, width: 160, height: 120).storage)
        }
    }
}
