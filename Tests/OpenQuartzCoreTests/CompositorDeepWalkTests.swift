import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// The compositor's walk at depths no recursion survives (its steps are on
/// an explicit stack): chains of 10,000 plain, clipped and grouped layers
/// drawn to their deepest layer, checked by pixels whose colour only that
/// layer gives; and the bounds left — constructs that nest walks
/// (`Compositor.maxNesting`), offscreens of groups open at once
/// (`Compositor.maxGroupPixels`).
@Suite @MainActor struct CompositorDeepWalkTests {
    static let depth = 10_000

    /// A chain of `depth` 20 × 20 layers under a 30 × 30 root, each placed
    /// 0.001 right of and below its superlayer, so chain[k] covers
    /// [0.001 k, 20 + 0.001 k]² in the root's coordinates and the leaf about
    /// [10, 30]²: red backgrounds, the leaf's blue. `configure` sets up each
    /// layer of the chain.
    static func chain(_ configure: (CALayer) -> Void = { _ in }) -> (root: CALayer, chain: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        var layers: [CALayer] = []
        layers.reserveCapacity(depth)
        var parent = root
        for k in 0..<depth {
            let l = CALayer()
            l.anchorPoint = .zero
            l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            l.position = k == 0 ? .zero : CGPoint(x: 0.001, y: 0.001)
            l.backgroundColor = k == depth - 1 ? blue : red
            configure(l)
            parent.addSublayer(l)
            layers.append(l)
            parent = l
        }
        return (root, layers)
    }

    /// Draws `root` with a fresh compositor (model values) at `scale` onto a
    /// canvas of its bounds' size times `scale`, returning the pixels, the
    /// compositor (for what it recorded) and the diagnostics. (The chains of
    /// groups are drawn at half size: their offscreens' pixels are most of
    /// the time of a debug build.)
    static func draw(_ root: CALayer, scale: Double = 1) -> (Pixmap, Compositor, [String]) {
        let side = Int(30 * scale)
        let canvas = try! Canvas(width: side, height: side)
        let compositor = Compositor(time: nil)
        let messages = CADiagnostics.capture {
            compositor.render(root, into: canvas, base: .scale(scale, scale), includeRootGeometry: false)
        }.messages
        return (canvas.pixmap, compositor, messages)
    }

    @Test func tenThousandNestedPlainLayersAreDrawnToTheLeaf() {
        let (root, _) = Self.chain()
        let (p, compositor, messages) = Self.draw(root)
        #expect(messages.isEmpty)
        // The leaf covers [9.999, 29.999]²; only layers past the middle of the chain reach x, y = 25.
        #expect(p.pixel(x: 25, y: 25) == opaqueBlue)
        #expect(p.pixel(x: 15, y: 15) == opaqueBlue)
        #expect(p.pixel(x: 5, y: 5) == opaqueRed)      // left of the leaf (x < 10): the chain's first half
        // The walk's stack keeps its capacity for the next frame, empty.
        #expect(compositor.walkStack.isEmpty && compositor.walkStack.capacity >= Self.depth)
        #expect(compositor.walkLayers.isEmpty && compositor.walkGroups.isEmpty && compositor.nesting == 0)
    }

    @Test func tenThousandNestedRoundedClipsAreDrawnToTheLeaf() {
        let (root, _) = Self.chain { l in
            l.masksToBounds = true
            l.cornerRadius = 3
        }
        let (p, _, messages) = Self.draw(root)
        #expect(messages.isEmpty)
        // Every clip holds the leaf: it shows where all of them overlap,
        // about [10, 20]², and nothing is drawn past the first layer's 20.
        #expect(p.pixel(x: 15, y: 15) == opaqueBlue)
        #expect(p.pixel(x: 11, y: 18) == opaqueBlue)
        #expect(p.pixel(x: 25, y: 25) == clearPixel)
        #expect(p.pixel(x: 21, y: 15) == clearPixel)
        #expect(p.pixel(x: 5, y: 5) == opaqueRed)
        // The rounded corner of the first layer cuts its own top-left pixel.
        #expect(p.pixel(x: 0, y: 0)!.a < 255)
    }

    @Test func tenThousandNestedGroupsWithClippedShadowsAreDrawnToTheLeaf() {
        // `masksToBounds` with a shadow draws every layer as a group (the
        // shadow is clipped with it): groups at full opacity, so the leaf's
        // colour survives all 10,000 composites.
        let (root, _) = Self.chain { l in
            l.masksToBounds = true
            l.shadowOpacity = 1
            l.shadowRadius = 0
            l.shadowOffset = .zero
        }
        let (p, compositor, messages) = Self.draw(root, scale: 0.5)
        #expect(messages.isEmpty)
        #expect(p.pixel(x: 7, y: 7) == opaqueBlue)      // (15, 15) in the root's coordinates
        #expect(p.pixel(x: 12, y: 12) == clearPixel)
        // Left of the leaf, the edges of a thousand layers cross each pixel,
        // each with its shadow: opaque red, a little darkened.
        let left = p.pixel(x: 2, y: 2)!
        #expect(left.a == 255 && left.r > 200 && left.g == 0 && left.b == 0)
        #expect(compositor.groupPixels == 0 && compositor.walkGroups.isEmpty)
    }

    @Test func tenThousandNestedOpacityGroupsAreDrawnToTheLeaf() {
        let (root, chain) = Self.chain { l in
            l.opacity = 0.5
            l.allowsGroupOpacity = true
        }
        // Each layer has a sublayer (the next; the leaf gets one of its own), so each is a group.
        let leafChild = CALayer()
        leafChild.frame = CGRect(x: 15, y: 15, width: 5, height: 5)
        leafChild.backgroundColor = green
        chain[Self.depth - 1].addSublayer(leafChild)
        let (p, compositor, messages) = Self.draw(root, scale: 0.5)
        #expect(messages.isEmpty)
        // The leaf and its sublayer were drawn (into their groups' offscreens).
        #expect(compositor.drawScales[leafChild] == 0.5)
        #expect(compositor.drawScales[chain[Self.depth - 1]] == 0.5)
        // Group opacity at the top: the first layer's opaque red at 0.5, its
        // sublayer's group over it at 0.5 (red over red stays red).
        #expect(close(p.pixel(x: 2, y: 2), Pixel(r: 128, g: 0, b: 0, a: 128), 1))
        // At x ≥ 20 (pixel 10) only deeper layers draw: each level halves
        // them, so after a handful of levels nothing is left of the leaf.
        #expect(p.pixel(x: 12, y: 12)!.a < 2)
        // Where the leaf is, its blue, halved 10,000 times, keeps the last
        // unit of 8 bits (halves round up); not left of it, nor when the leaf is red.
        #expect(p.pixel(x: 7, y: 7)!.b == 1)
        #expect(p.pixel(x: 2, y: 2)!.b == 0)
        chain[Self.depth - 1].backgroundColor = red
        let (q, _, _) = Self.draw(root, scale: 0.5)
        #expect(q.pixel(x: 7, y: 7)!.b == 0)
        #expect(q.pixel(x: 2, y: 2) == p.pixel(x: 2, y: 2))
    }

    @Test func aMaskWithATenThousandDeepTreeMasksByItsLeaf() {
        // A mask's tree is outside the frame's plan: its sublayers are listed
        // by the walk itself. Only the mask chain's leaf has a background.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        let content = solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), green)
        let mask = CALayer()
        mask.frame = content.bounds
        var parent = mask
        for k in 0..<Self.depth {
            let l = CALayer()
            l.anchorPoint = .zero
            l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            l.position = k == 0 ? .zero : CGPoint(x: 0.001, y: 0.001)
            if k == Self.depth - 1 { l.backgroundColor = blue }
            parent.addSublayer(l)
            parent = l
        }
        content.mask = mask
        root.addSublayer(content)
        let (p, _, messages) = Self.draw(root)
        #expect(messages.isEmpty)
        #expect(p.pixel(x: 15, y: 15) == opaqueGreen)
        #expect(p.pixel(x: 25, y: 25) == opaqueGreen)
        #expect(p.pixel(x: 5, y: 5) == clearPixel)
    }

    @Test func nestedReplicatorsStopAtTheNestingBound() {
        // Each replicator draws its copies with a walk of their own: 1,000
        // nested ones are drawn `maxNesting` deep, with one diagnostic.
        // (Fewer than 10,000: building such a chain of replicators takes seconds.)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        var parent = root
        for k in 0..<1_000 {
            let r = CAReplicatorLayer()
            r.anchorPoint = .zero
            r.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
            r.position = .zero
            r.instanceCount = 1
            // A 1 × 1 mark at (k mod 30, k / 30): one pixel per level drawn.
            r.addSublayer(solidLayer(CGRect(x: k % 30, y: k / 30, width: 1, height: 1), red))
            parent.addSublayer(r)
            parent = r
        }
        let (p, compositor, messages) = Self.draw(root)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("\(Compositor.maxNesting)") == true)
        #expect(compositor.nesting == 0 && compositor.walkStack.isEmpty)
        // Level k's mark is drawn by walk k + 2 (the frame's, then one per
        // replicator above it): levels up to maxNesting − 2 show.
        let last = Compositor.maxNesting - 2
        #expect(p.pixel(x: 0, y: 0) == opaqueRed)
        #expect(p.pixel(x: last % 30, y: last / 30) == opaqueRed)
        #expect(p.pixel(x: (last + 1) % 30, y: (last + 1) / 30) == clearPixel)
    }

    @Test func groupsOpenAtOnceAreBoundedByTheirPixels() {
        // 100 nested opacity groups, each open offscreen the whole 30 × 30
        // canvas (the groups are too deep to bound): past the compositor's
        // limit (here 10,000 pixels: 11 groups) the innermost groups are
        // left out, with one diagnostic.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        var parent = root
        for k in 0..<100 {
            let l = CALayer()
            l.frame = CGRect(x: k == 0 ? 0 : 0.1, y: 0, width: 30, height: 30)
            l.opacity = 0.999
            l.allowsGroupOpacity = true
            l.backgroundColor = k < 20 ? red : blue
            parent.addSublayer(l)
            parent = l
        }
        let canvas = try! Canvas(width: 30, height: 30)
        let compositor = Compositor(time: nil)
        compositor.groupPixelLimit = 10_000
        let messages = CADiagnostics.capture {
            compositor.render(root, into: canvas, base: .identity, includeRootGeometry: false)
        }.messages
        #expect(messages.count == 1)
        #expect(messages.first?.contains("10000 offscreen pixels") == true)
        #expect(compositor.groupPixels == 0)
        // The outer groups' red is drawn; the blue of the 21st and deeper is not.
        #expect(canvas.pixmap.pixel(x: 15, y: 15) == opaqueRed)
        compositor.groupPixelLimit = Compositor.maxGroupPixels
        canvas.clear()
        compositor.render(root, into: canvas, base: .identity, includeRootGeometry: false)
        #expect(canvas.pixmap.pixel(x: 15, y: 15) == opaqueBlue)
    }
}
