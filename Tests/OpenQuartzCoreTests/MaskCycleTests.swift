import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// `mask` that would make a cycle, or that is already in use (issue 19,
/// item 4). Apple's `mask` documentation: "The layer you assign to this
/// property must not have a superlayer. If it does, the behavior is
/// undefined." Ours refuses such a layer with a diagnostic and keeps the
/// previous mask (`CALayer.mask`'s documentation). A layer masking itself,
/// or masked by one of its ancestors (a layer it is drawn inside, through
/// superlayers or mask owners), would make the tree a cycle: it must be
/// refused the same way, and nothing — committing, drawing, hit testing,
/// converting — may hang or crash.
///
/// A refused assignment must leave everything as it was: the owner keeps
/// its mask, the refused layer stays where it is — with the mask it is (its
/// owner's) and in the interface (its changes still animate implicitly).
///
/// The scene: a 100 × 20 root shown by a renderer; `a` at 0…40 (red) and `b`
/// at 50…90 (blue), full height. A mask is an opaque 20 × 20 square at its
/// owner's origin, so a masked layer shows only its left 20 points.
@Suite @MainActor struct MaskCycleTests {
    private struct Scene {
        let renderer: CARenderer, root: CALayer, a: CALayer, b: CALayer
    }

    private func scene() -> Scene {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 100, height: 20))
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 50, y: 10)          // root and its superlayer space coincide
        let a = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), red)
        let b = solidLayer(CGRect(x: 50, y: 0, width: 40, height: 20), blue)
        root.addSublayer(a)
        root.addSublayer(b)
        MediaClock.advance(by: 0)
        return Scene(renderer: renderer, root: root, a: a, b: b)
    }

    private func maskSquare() -> CALayer { solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), white) }

    /// Commits, draws, hit tests and converts through the whole scene (each
    /// must return), and checks what is drawn: `a` masked to its left 20
    /// points or whole, `b` likewise. (Where a mask converts to is checked
    /// by the tests, with `maskPoint`.)
    private func expectScene(_ s: Scene, aMasked: Bool, bMasked: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        MediaClock.advance(by: 0)
        let p = renderModel(s.root)
        #expect(p.pixel(x: 10, y: 10) == opaqueRed, sourceLocation: sourceLocation)
        #expect(p.pixel(x: 30, y: 10) == (aMasked ? clearPixel : opaqueRed), sourceLocation: sourceLocation)
        #expect(p.pixel(x: 60, y: 10) == opaqueBlue, sourceLocation: sourceLocation)
        #expect(p.pixel(x: 80, y: 10) == (bMasked ? clearPixel : opaqueBlue), sourceLocation: sourceLocation)
        #expect(s.root.hitTest(CGPoint(x: 10, y: 10)) === s.a, sourceLocation: sourceLocation)
        #expect(s.root.hitTest(CGPoint(x: 60, y: 10)) === s.b, sourceLocation: sourceLocation)
        #expect(approx(s.a.convert(CGPoint(x: 5, y: 5), to: s.b), CGPoint(x: -45, y: 5)), sourceLocation: sourceLocation)
        for mask in [s.a.mask, s.b.mask].compactMap({ $0 }) {
            #expect(mask.convert(CGPoint(x: 5, y: 5), to: s.root).x.isFinite, sourceLocation: sourceLocation)
        }
    }

    /// Whether a change of `layer`'s zPosition animates implicitly, as every
    /// change of a layer in a shown tree does (no visible effect here: the
    /// layers do not overlap). The animation is removed again.
    private func animatesImplicitly(_ layer: CALayer) -> Bool {
        layer.zPosition += 1
        defer { layer.removeAnimation(forKey: "zPosition"); MediaClock.advance(by: 0) }
        return layer.animation(forKey: "zPosition") != nil
    }

    /// Where the mask's point (5, 5) is in the root: its owner's (5, 5).
    private func maskPoint(_ mask: CALayer, _ s: Scene) -> CGPoint { mask.convert(CGPoint(x: 5, y: 5), to: s.root) }

    // MARK: Cycles

    @Test func aLayerCannotBeItsOwnMask() {
        let s = scene()
        #expect(animatesImplicitly(s.a))
        let reports = CADiagnostics.capture { s.a.mask = s.a }.messages
        #expect(s.a.mask == nil && reports.count == 1)
        expectScene(s, aMasked: false, bMasked: false)
        #expect(animatesImplicitly(s.a), "a refused as its own mask has left the interface")
        // With a mask already set, the refusal keeps it.
        let m = maskSquare()
        s.a.mask = m
        let again = CADiagnostics.capture { s.a.mask = s.a }.messages
        #expect(s.a.mask === m && again.count == 1)
        expectScene(s, aMasked: true, bMasked: false)
        #expect(approx(maskPoint(m, s), CGPoint(x: 5, y: 5)))
    }

    /// An ancestor that has a superlayer is refused by the superlayer rule.
    @Test func anAncestorInATreeCannotBeAMask() {
        let s = scene()
        let inner = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), green)
        s.a.addSublayer(inner)
        let reports = CADiagnostics.capture { inner.mask = s.a }.messages
        #expect(inner.mask == nil && reports.count == 1)
        #expect(s.a.superlayer === s.root && s.a.mask == nil)
        #expect(animatesImplicitly(s.a), "a refused as its sublayer's mask has left the interface")
        inner.removeFromSuperlayer()
        expectScene(s, aMasked: false, bMasked: false)
    }

    /// Sets `layer.mask = ancestor` and reports whether it was accepted; if
    /// it was, takes it back at once, before anything walks the cycle
    /// (committing it loops forever, so does converting).
    private func tryMasking(_ layer: CALayer, with ancestor: CALayer) -> (accepted: Bool, reports: [String]) {
        let reports = CADiagnostics.capture { layer.mask = ancestor }.messages
        let accepted = layer.mask === ancestor
        if accepted { layer.mask = nil }
        return (accepted, reports)
    }

    /// The root of a tree as the mask of a layer inside it.
    @Test func aRootCannotMaskALayerInsideIt() {
        let s = scene()
        let inner = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), green)
        s.a.addSublayer(inner)
        for layer in [s.a, inner] {
            let r = tryMasking(layer, with: s.root)
            #expect(!r.accepted, "\(layer === inner ? "grandchild" : "child").mask = root was accepted")
            #expect(r.reports.count == 1)
            #expect(layer.mask == nil)
        }
        inner.removeFromSuperlayer()
        expectScene(s, aMasked: false, bMasked: false)
    }

    /// A layer masking its own mask's owner: `a.mask = m`, then `m.mask = a`
    /// (`a` standalone), or through a sublayer of the mask.
    @Test func aMaskCannotBeMaskedByItsOwner() {
        resetClock()
        let a = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), red)
        let m = maskSquare()
        a.mask = m
        let direct = tryMasking(m, with: a)
        #expect(!direct.accepted, "m.mask = a was accepted")
        #expect(direct.reports.count == 1)
        let part = CALayer()
        m.addSublayer(part)
        let deep = tryMasking(part, with: a)
        #expect(!deep.accepted, "(sublayer of m).mask = a was accepted")
        #expect(deep.reports.count == 1)
        #expect(a.mask === m && m.mask == nil && part.mask == nil)
        MediaClock.advance(by: 0)
        // Drawn masked, converting terminates.
        let p = renderModel(a)
        #expect(p.pixel(x: 10, y: 10) == opaqueRed && p.pixel(x: 30, y: 10) == clearPixel)
        #expect(approx(part.convert(CGPoint(x: 1, y: 2), to: a), CGPoint(x: 1, y: 2)))
    }

    /// The other direction is refused: a mask (or anything inside it) cannot
    /// adopt its owner or the owner's ancestors.
    @Test func aMaskCannotAdoptItsOwnerOrItsAncestors() {
        let s = scene()
        let m = maskSquare()
        s.a.mask = m
        let reports = CADiagnostics.capture {
            m.addSublayer(s.a)
            m.addSublayer(s.root)
        }.messages
        #expect(reports.count == 2)
        #expect(m.sublayers == nil && s.a.superlayer === s.root && s.root.superlayer == nil)
        expectScene(s, aMasked: true, bMasked: false)
    }

    // MARK: Masks already in use

    /// Apple: undefined. Ours: refused with a diagnostic; the mask stays
    /// with its owner — and stays refused if asked again.
    @Test func aMaskAlreadyMaskingAnotherLayerIsRefused() {
        let s = scene()
        let m = maskSquare()
        s.b.mask = m
        let reports = CADiagnostics.capture { s.a.mask = m }.messages
        #expect(reports.count == 1 && s.a.mask == nil && s.b.mask === m)
        expectScene(s, aMasked: false, bMasked: true)
        // The mask lies in b's coordinates: its (5, 5) is b's (5, 5), (55, 5) in the root.
        #expect(approx(maskPoint(m, s), CGPoint(x: 55, y: 5)), "the refused mask forgot its owner")
        let again = CADiagnostics.capture { s.a.mask = m }.messages
        let accepted = s.a.mask === m
        if accepted { s.a.mask = nil }
        #expect(!accepted && again.count == 1, "asked again, the mask was accepted: two owners")
        #expect(s.b.mask === m)
    }

    /// A layer with a mask of its own keeps it when another is refused.
    @Test func aRefusedMaskLeavesTheLayersOwnMaskInPlace() {
        let s = scene()
        let m = maskSquare(), own = maskSquare()
        s.b.mask = m
        s.a.mask = own
        let reports = CADiagnostics.capture { s.a.mask = m }.messages
        #expect(reports.count == 1 && s.a.mask === own && s.b.mask === m)
        expectScene(s, aMasked: true, bMasked: true)
        #expect(approx(maskPoint(m, s), CGPoint(x: 55, y: 5)), "the refused mask forgot its owner")
    }

    /// Once its owner lets it go, a mask can mask another layer.
    @Test func aMaskCanMoveOnceItsOwnerLetsItGo() {
        let s = scene()
        let m = maskSquare()
        s.a.mask = m
        s.a.mask = nil
        let reports = CADiagnostics.capture { s.b.mask = m }.messages
        #expect(reports.isEmpty && s.b.mask === m && s.a.mask == nil)
        #expect(approx(maskPoint(m, s), CGPoint(x: 55, y: 5)))
        expectScene(s, aMasked: false, bMasked: true)
    }

    /// A sublayer somewhere in a tree as a mask: refused, left where it is.
    @Test func aLayerWithASuperlayerIsRefusedAsAMask() {
        let s = scene()
        let reports = CADiagnostics.capture { s.b.mask = s.a }.messages
        #expect(reports.count == 1 && s.b.mask == nil && s.a.superlayer === s.root)
        expectScene(s, aMasked: false, bMasked: false)
        #expect(animatesImplicitly(s.a), "a refused as b's mask has left the interface")
        #expect(animatesImplicitly(s.b))
        // A sublayer of another tree, the same.
        let elsewhere = CALayer()
        let child = maskSquare()
        elsewhere.addSublayer(child)
        let other = CADiagnostics.capture { s.a.mask = child }.messages
        #expect(other.count == 1 && s.a.mask == nil && child.superlayer === elsewhere)
        expectScene(s, aMasked: false, bMasked: false)
        // Removed from its superlayer, it is accepted.
        child.removeFromSuperlayer()
        s.a.mask = child
        #expect(s.a.mask === child)
        expectScene(s, aMasked: true, bMasked: false)
    }
}
}
