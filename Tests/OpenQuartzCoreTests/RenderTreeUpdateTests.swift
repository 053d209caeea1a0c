import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// The render tree follows the model tree from the commits' change log:
/// after any sequence of commits it is the tree a fresh build gives, and a
/// commit costs reads of the layers it changed, not of the whole tree.
@Suite @MainActor struct RenderTreeUpdateTests {
    /// One slot as seen from outside: who, under whom, in which order, with what values.
    struct SlotShape: Equatable {
        var id: UInt64
        var parent: UInt64?
        var isMask: Bool
        var position: CGPoint
        var bounds: CGRect
        var opacity: Float
        var zPosition: CGFloat
        var isHidden: Bool
        var background: RGBA?
    }

    /// The tree in walk order: each slot, then its mask subtree, then its sublayers in paint order.
    func shape(of tree: RenderTree) -> [SlotShape] {
        var out: [SlotShape] = []
        guard tree.rootSlot >= 0 else { return out }
        var stack: [Int32] = [tree.rootSlot]
        while let s = stack.popLast() {
            let v = tree.committed(s)
            let p = tree.parent[Int(s)]
            out.append(SlotShape(id: tree.model(s).renderID, parent: p >= 0 ? tree.model(p).renderID : nil,
                                 isMask: tree.isMask[Int(s)], position: v.position, bounds: v.bounds, opacity: v.opacity,
                                 zPosition: v.zPosition, isHidden: v.isHidden, background: v.backgroundColor))
            var kids: [Int32] = []
            var c = tree.firstChild[Int(s)]
            while c >= 0 { kids.append(c); c = tree.nextSibling[Int(c)] }
            stack.append(contentsOf: kids.reversed())
            if tree.maskSlot[Int(s)] >= 0 { stack.append(tree.maskSlot[Int(s)]) }
        }
        return out
    }

    /// Random edits of a tree (adds, removals, moves between parents,
    /// reorders by zPosition, masks set, swapped and cleared, hiding, property
    /// changes), each batch committed; after each, the updated tree equals a
    /// fresh build and counts one build only.
    @Test func randomEditsMatchAFreshBuild() {
        resetClock()
        var rng = SplitMix64(seed: 2026)
        func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
        let root = CALayer()
        var all: [CALayer] = [root]
        for _ in 0..<40 {
            let l = CALayer()
            l.position = CGPoint(x: Double(rng.next() % 100), y: Double(rng.next() % 100))
            pick(all).addSublayer(l)
            all.append(l)
        }
        CATransaction.flush()
        let tree = RenderTree()
        tree.update(root: root)
        #expect(tree.rebuilds == 1 && tree.count == 41)
        for round in 0..<60 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let l = pick(all)
                switch rng.next() % 9 {
                case 0:
                    let n = CALayer()
                    n.opacity = Float(rng.next() % 10) / 10
                    l.addSublayer(n)
                    all.append(n)
                case 1 where l !== root:
                    l.removeFromSuperlayer()
                case 2 where l !== root:
                    // A move under another layer outside its own subtree.
                    let target = pick(all)
                    var p: CALayer? = target
                    var inside = false
                    while let q = p { if q === l { inside = true }; p = q.superlayer ?? q.maskOwner }
                    if !inside && target.maskOwner == nil { target.insertSublayer(l, at: 0) }
                case 3:
                    l.zPosition = CGFloat(rng.next() % 3)
                case 4 where l.superlayer != nil || l === root:
                    let m = CALayer()
                    m.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
                    l.mask = rng.next() % 3 == 0 ? nil : m
                case 5:
                    l.isHidden.toggle()
                case 6:
                    l.position.x += 1
                case 7:
                    l.backgroundColor = rng.next() % 2 == 0 ? nil : CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                default:
                    l.bounds.size.width += 2
                }
            }
            CATransaction.commit()
            CATransaction.flush()                       // the implicit transaction of the construction too
            tree.update(root: root)
            let fresh = RenderTree()
            fresh.update(root: root)
            let (a, b) = (shape(of: tree), shape(of: fresh))
            #expect(a == b, "round \(round): \(a.count) vs \(b.count) slots, first difference at \(Array(zip(a, b)).firstIndex { $0.0 != $0.1 } ?? min(a.count, b.count))")
            if a != b { break }
            #expect(tree.count == fresh.count, "round \(round)")
        }
        #expect(tree.rebuilds == 1)
    }

    /// A commit that changes 1 % of 10,000 layers reads those 100 layers,
    /// not the tree; adding one sublayer reads it and its superlayer.
    @Test func aCommitReadsOnlyTheLayersItChanged() {
        resetClock()
        let root = CALayer()
        var layers: [CALayer] = []
        for i in 0..<10_000 {
            let l = CALayer()
            l.position = CGPoint(x: i % 100, y: i / 100)
            layers.append(l)
        }
        root.sublayers = layers
        CATransaction.flush()
        let tree = RenderTree()
        tree.update(root: root)
        #expect(tree.capturedLayers == 10_001)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for l in layers[200..<300] { l.position.x += 3 }
        CATransaction.commit()
        CATransaction.flush()
        tree.update(root: root)
        #expect(tree.capturedLayers == 10_001 + 100)
        #expect(tree.committed(tree.slot(of: layers[250])!).position.x == CGFloat(250 % 100 + 3))
        let extra = CALayer()
        layers[7].addSublayer(extra)
        CATransaction.flush()
        tree.update(root: root)
        #expect(tree.capturedLayers == 10_001 + 100 + 2)
        #expect(tree.rebuilds == 1)
    }

    /// A frame evaluates the layers that animate, not the tree: with 1 % of
    /// 10,000 layers animating, 100 evaluations a frame; when their
    /// animations end, none.
    @Test func aFrameEvaluatesOnlyAnimatedLayers() {
        resetClock()
        let renderer = CARenderer(size: CGSize(width: 100, height: 100))
        let root = CALayer()
        let layers = (0..<10_000).map { _ in CALayer() }
        root.sublayers = layers
        renderer.layer = root
        MediaClock.advance(by: 0)
        for l in layers[0..<100] {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 1
            l.add(a, forKey: "fade")
        }
        MediaClock.advance(by: 0)
        let tree = renderer.renderTree
        renderer.beginFrame(atTime: CACurrentMediaTime() + 0.5); renderer.render(); renderer.endFrame()
        let before = tree.evaluatedLayers
        renderer.beginFrame(atTime: CACurrentMediaTime() + 0.6); renderer.render(); renderer.endFrame()
        #expect(tree.evaluatedLayers - before == 100)
        #expect(abs(tree.presented(tree.slot(of: layers[5])!).opacity - 0.6) < 1e-6)
        MediaClock.advance(by: 2)                          // the fades end and leave the render lists
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        let after = tree.evaluatedLayers
        renderer.beginFrame(atTime: CACurrentMediaTime() + 0.1); renderer.render(); renderer.endFrame()
        #expect(tree.evaluatedLayers == after)
        #expect(tree.presented(tree.slot(of: layers[5])!).opacity == 1)
    }

    /// The log is bounded: a tree that falls behind it rebuilds, and the
    /// result is the same tree.
    @Test func aTreeBehindTheLogRebuilds() {
        resetClock()
        let log = RenderChangeLog.shared
        let saved = log.capacity
        defer { log.capacity = saved }
        log.capacity = 8
        let root = CALayer()
        let kids = (0..<20).map { _ in CALayer() }
        root.sublayers = kids
        CATransaction.flush()
        let tree = RenderTree()
        tree.update(root: root)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for k in kids { k.opacity = 0.5 }
        CATransaction.commit()
        CATransaction.flush()
        tree.update(root: root)
        #expect(tree.rebuilds == 2)
        #expect(kids.allSatisfy { tree.committed(tree.slot(of: $0)!).opacity == 0.5 })
    }

    /// A renderer drops its tree's references to layers when its layer is
    /// replaced, and a frame after a removal draws without the removed layer.
    @Test func removedLayersLeaveTheTree() {
        resetClock()
        let (renderer, root) = makeInterfaceRoot()
        let a = CALayer(), b = CALayer()
        addCommitted(a, to: root)
        addCommitted(b, to: root)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        #expect(renderer.renderTree.slot(of: a) != nil)
        a.removeFromSuperlayer()
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        #expect(renderer.renderTree.slot(of: a) == nil && renderer.renderTree.slot(of: b) != nil)
        #expect(renderer.frameLayers.count == 2)
        renderer.layer = nil
        #expect(renderer.renderTree.count == 0)
    }
}
}
