import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// Traversals of the model tree at a depth no recursion survives: 100,000
/// nested layers (a recursive walk overflows the 8 MB main-thread stack well
/// before that in a debug build, and at 10,000 under AddressSanitizer).
extension GlobalClockSuite {
@Suite @MainActor struct DeepTreeTests {
    static let depth = 100_000

    /// A chain of `depth` layers under `root`: each has 2 × 2 bounds with its
    /// origin at the anchor point, placed at (1, 1) in its superlayer, so
    /// chain[k] covers [k + 1, k + 3] × [k + 1, k + 3] in the root's coordinates.
    static func makeChain(under root: CALayer, depth: Int = depth,
                          make: () -> CALayer = { CALayer() }) -> [CALayer] {
        var chain: [CALayer] = []
        chain.reserveCapacity(depth)
        var parent = root
        for _ in 0..<depth {
            let l = make()
            l.anchorPoint = .zero
            l.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
            l.position = CGPoint(x: 1, y: 1)
            parent.addSublayer(l)
            chain.append(l)
            parent = l
        }
        return chain
    }

    /// A root whose bounds contain nothing of the chain's far end, placed so
    /// that its coordinates are its superlayer's (hit-test points are given
    /// in the superlayer's coordinates).
    static func makeRoot() -> CALayer {
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        return root
    }

    @Test func hitTestReachesTheLeafOfAHundredThousandDeepChain() {
        let root = Self.makeRoot()
        let chain = Self.makeChain(under: root)
        let n = CGFloat(Self.depth)
        let leaf = chain[Self.depth - 1]
        // (n + 0.5) lies in the leaf ([n, n + 2]) and in its superlayer
        // ([n − 1, n + 1]): the farthest descendant wins.
        #expect(root.hitTest(CGPoint(x: n + 0.5, y: n + 0.5)) === leaf)
        #expect(root.hitTest(CGPoint(x: n + 1.5, y: n + 1.5)) === leaf)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === chain[4])      // deepest of chain[3] ([4, 6]) and chain[4] ([5, 7])
        #expect(root.hitTest(CGPoint(x: n + 3.5, y: n + 3.5)) == nil)
        // A hidden layer and its subtree are skipped.
        leaf.isHidden = true
        #expect(root.hitTest(CGPoint(x: n + 0.5, y: n + 0.5)) === chain[Self.depth - 2])
        #expect(root.hitTest(CGPoint(x: n + 1.5, y: n + 1.5)) == nil)
        leaf.isHidden = false
        // A masking layer half way down cuts off everything beneath it outside its bounds.
        chain[Self.depth / 2].masksToBounds = true
        #expect(root.hitTest(CGPoint(x: n + 0.5, y: n + 0.5)) == nil)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === chain[4])
    }

    @Test func hitTestOrderAtDepthIsZPositionThenLaterSiblingFirst() {
        let root = Self.makeRoot()
        let chain = Self.makeChain(under: root)
        let leaf = chain[Self.depth - 1]
        func square(_ name: String) -> CALayer {
            let l = CALayer()
            l.name = name
            l.frame = CGRect(x: 0, y: 0, width: 2, height: 2)      // exactly over the leaf's bounds
            leaf.addSublayer(l)
            return l
        }
        let back = square("back"), front = square("front")
        let p = CGPoint(x: CGFloat(Self.depth) + 1, y: CGFloat(Self.depth) + 1)
        #expect(root.hitTest(p) === front)                         // same zPosition: the later sibling
        back.zPosition = 1
        #expect(root.hitTest(p) === back)                          // higher zPosition first
        back.isHidden = true
        #expect(root.hitTest(p) === front)
    }

    @Test func hitTestCallsTheOverridesOfSubclassesOnTheWay() {
        /// Refuses every hit in its subtree (an override that does not call super).
        final class Refusing: CALayer {
            var calls = 0
            override func hitTest(_ p: CGPoint) -> CALayer? { calls += 1; return nil }
        }
        /// A subclass that does not override `hitTest(_:)`.
        final class Plain: CALayer {}
        let root = Self.makeRoot()
        let chain = Self.makeChain(under: root, depth: 1_000) { Plain() }
        let p = CGPoint(x: 1_000.5, y: 1_000.5)
        #expect(root.hitTest(p) === chain[999])
        let refusing = Refusing()
        refusing.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        chain[999].addSublayer(refusing)
        #expect(root.hitTest(p) === chain[999])                    // the override answered nil: its superlayer is hit
        #expect(refusing.calls == 1)
        // A transform layer is never itself the result, at any depth.
        let t = CATransformLayer()
        t.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        refusing.removeFromSuperlayer()
        chain[999].addSublayer(t)
        #expect(root.hitTest(p) === chain[999])
        let inside = CALayer()
        inside.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        t.addSublayer(inside)
        #expect(root.hitTest(p) === inside)
    }

    @Test func pointRectAndTimeConversionAcrossAHundredThousandLevels() {
        resetClock()
        let root = Self.makeRoot()
        let chain = Self.makeChain(under: root)
        let n = CGFloat(Self.depth)
        let leaf = chain[Self.depth - 1]
        #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: n, y: n))
        #expect(leaf.convert(CGPoint(x: n, y: n), from: nil) == .zero)
        #expect(leaf.convert(CGPoint(x: 1, y: 2), to: chain[0]) == CGPoint(x: n, y: n + 1))
        #expect(leaf.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: root) == CGRect(x: n, y: n, width: 2, height: 2))
        #expect(root.convert(CGRect(x: n, y: n, width: 1, height: 1), to: leaf) == CGRect(x: 0, y: 0, width: 1, height: 1))
        chain[0].speed = 2
        chain[Self.depth / 2].timeOffset = 3
        defer { chain[0].speed = 1; chain[Self.depth / 2].timeOffset = 0 }
        // local = (media × 2) + 3 through the chain.
        #expect(leaf.convertTime(10, from: nil) == 23)
        #expect(leaf.convertTime(23, to: nil) == 10)
        #expect(leaf.convertTime(23, to: chain[0]) == 20)
        #expect(chain[0].convertTime(20, to: leaf) == 23)
    }

    @Test func layoutAndDisplayOfAHundredThousandDeepChain() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let chain = Self.makeChain(under: root)
        MediaClock.advance(by: 0)                                  // commit: every layer was flagged by addSublayer
        #expect(!chain.contains { $0.needsLayout() })
        let log = DeepTreeLog()
        let leaf = chain[Self.depth - 1]
        chain[0].name = "top"; leaf.name = "leaf"
        chain[0].delegate = log; leaf.delegate = log
        leaf.setNeedsLayout()
        chain[0].setNeedsLayout()
        root.layoutIfNeeded()                                      // walks all 100,000 below, parents first
        #expect(log.layouts == ["top", "leaf"])
        #expect(!leaf.needsLayout())
        leaf.setNeedsLayout()
        leaf.setNeedsDisplay()
        MediaClock.advance(by: 0)                                  // the commit lays out, then displays
        #expect(log.layouts == ["top", "leaf", "leaf"])
        #expect(log.displays == ["leaf"])
    }

    @Test func commitAndAnimationAtTheBottomOfAHundredThousandDeepChain() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let chain = Self.makeChain(under: root)
        let leaf = chain[Self.depth - 1]
        MediaClock.advance(by: 0)
        #expect(leaf.isInInterface)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        leaf.opacity = 0                                           // implicit: 0.25 s, linear
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.125)
        #expect(approx(Double(leaf.presentation()!.opacity), 0.5, 1e-6))
        #expect(approx(Double(leaf.opacity), 0))
        root.sublayers = nil                                       // leaving the interface: no recursion either
        #expect(!leaf.isInInterface)
    }

    @Test func releasingAHundredThousandDeepChainFreesEveryLayer() {
        resetClock()
        weak var leaf: CALayer?
        weak var middle: CALayer?
        do {
            let root = Self.makeRoot()
            let chain = Self.makeChain(under: root)
            leaf = chain.last
            middle = chain[Self.depth / 2]
            _ = consume chain
            #expect(leaf != nil)                                   // kept by the tree
            _ = root
        }
        MediaClock.advance(by: 0)                                  // the commit lets go of the changed layers
        // Deinitialisers do not nest 100,000 deep, and nothing else keeps the layers.
        #expect(leaf == nil)
        #expect(middle == nil)
    }

    @Test func releasingATreeKeepsSubtreesThatAreStillReferenced() {
        resetClock()
        let kept: CALayer
        weak var keptChild: CALayer?
        do {
            let root = Self.makeRoot()
            let chain = Self.makeChain(under: root, depth: 10)
            kept = chain[5]
            keptChild = chain[6]
        }
        MediaClock.advance(by: 0)
        #expect(kept.superlayer == nil)                            // its superlayer is gone
        #expect(keptChild != nil && keptChild?.superlayer === kept) // its own sublayers stay
        #expect(kept.sublayers?.count == 1)
    }
}
}

/// Records layout and display callbacks by layer name.
@MainActor private final class DeepTreeLog: CALayerDelegate {
    var layouts: [String] = []
    var displays: [String] = []
    func layoutSublayers(of layer: CALayer) { layouts.append(layer.name ?? "?") }
    func display(_ layer: CALayer) { displays.append(layer.name ?? "?") }
}
