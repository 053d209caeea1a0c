import Testing
import Foundation
@testable import OpenQuartzCore

@Suite struct MediaTimingHierarchyTests {
    // The tree:  root (speed 2, beginTime 1)
    //            ├── child (timeOffset 0.5)
    //            │   ├── grandchild (speed 0.5)
    //            │   └── sibling (beginTime 1, speed 3)
    //            └── cousinParent (beginTime 2)
    let root = MediaTimingParameters(beginTime: 1, speed: 2)
    let child = MediaTimingParameters(timeOffset: 0.5)
    let grandchild = MediaTimingParameters(speed: 0.5)
    let sibling = MediaTimingParameters(beginTime: 1, speed: 3)
    let cousinParent = MediaTimingParameters(beginTime: 2)

    var grandchildChain: [MediaTimingParameters] { [root, child, grandchild] }
    var siblingChain: [MediaTimingParameters] { [root, child, sibling] }

    @Test func downTheChain() {
        // media 3 → root (3 − 1) × 2 = 4 → child 4 + 0.5 = 4.5 → grandchild 4.5 × 0.5 = 2.25
        #expect(MediaTimingHierarchy.localTime(3, through: [root]) == 4)
        #expect(MediaTimingHierarchy.localTime(3, through: [root, child]) == 4.5)
        #expect(MediaTimingHierarchy.localTime(3, through: grandchildChain) == 2.25)
        #expect(MediaTimingHierarchy.localTime(3, through: []) == 3)       // empty chain = media time
    }

    @Test func upTheChain() {
        // grandchild 2.25 → / 0.5 = 4.5 → − 0.5 = 4 → / 2 + 1 = 3
        #expect(MediaTimingHierarchy.mediaTime(fromLocal: 2.25, through: grandchildChain) == 3)
        #expect(MediaTimingHierarchy.mediaTime(fromLocal: 4.5, through: [root, child]) == 3)
        #expect(MediaTimingHierarchy.mediaTime(fromLocal: 7, through: []) == 7)
        // Round trip at a few times.
        for t in [-2.0, 0, 1, 3.25, 100] {
            let local = MediaTimingHierarchy.localTime(t, through: grandchildChain)
            #expect(timingApprox(MediaTimingHierarchy.mediaTime(fromLocal: local, through: grandchildChain), t))
        }
    }

    @Test func convertWithinTheChain() {
        // grandchild 2.25 ↔ child 4.5 (× 0.5 / ÷ 0.5)
        #expect(MediaTimingHierarchy.convert(2.25, from: grandchildChain, to: [root, child]) == 4.5)
        #expect(MediaTimingHierarchy.convert(4.5, from: [root, child], to: grandchildChain) == 2.25)
        // To and from media time (empty chain).
        #expect(MediaTimingHierarchy.convert(2.25, from: grandchildChain, to: []) == 3)
        #expect(MediaTimingHierarchy.convert(3, from: [], to: grandchildChain) == 2.25)
        // Same object: identity.
        #expect(MediaTimingHierarchy.convert(2.25, from: grandchildChain, to: grandchildChain) == 2.25)
    }

    @Test func convertBetweenSiblings() {
        // grandchild 2.25 → child 4.5 → sibling (4.5 − 1) × 3 = 10.5
        #expect(MediaTimingHierarchy.convert(2.25, from: grandchildChain, to: siblingChain) == 10.5)
        // sibling 10.5 → child 10.5 / 3 + 1 = 4.5 → grandchild 4.5 × 0.5 = 2.25
        #expect(MediaTimingHierarchy.convert(10.5, from: siblingChain, to: grandchildChain) == 2.25)
        // Across branches: grandchild 2.25 → root 4 → cousinParent 4 − 2 = 2
        #expect(MediaTimingHierarchy.convert(2.25, from: grandchildChain, to: [root, cousinParent]) == 2)
        #expect(MediaTimingHierarchy.convert(2, from: [root, cousinParent], to: grandchildChain) == 2.25)
    }

    @Test func frozenCommonAncestorDoesNotCollapseSiblingConversion() {
        // With the root frozen, media time ↔ anything below collapses…
        let frozenRoot = MediaTimingParameters(beginTime: 1, speed: 0)
        let a = [frozenRoot, child, grandchild]
        let b = [frozenRoot, child, sibling]
        #expect(MediaTimingHierarchy.mediaTime(fromLocal: 2.25, through: a) == 1)   // root's beginTime
        #expect(MediaTimingHierarchy.mediaTime(fromLocal: 99, through: a) == 1)
        // …but siblings still convert exactly through the common prefix:
        // grandchild 2.25 → child 4.5 → sibling (4.5 − 1) × 3 = 10.5
        #expect(MediaTimingHierarchy.convert(2.25, from: a, to: b) == 10.5)
        #expect(MediaTimingHierarchy.convert(10.5, from: b, to: a) == 2.25)
    }

    @Test func allShapesAgree() {
        let chain = grandchildChain
        let other = siblingChain
        for t in [-3.0, 0, 0.7, 3, 12.5] {
            let local = MediaTimingHierarchy.localTime(t, through: chain)
            let back = MediaTimingHierarchy.mediaTime(fromLocal: t, through: chain)
            let converted = MediaTimingHierarchy.convert(t, from: chain, to: other)
            chain.withUnsafeBufferPointer { buffer in
                #expect(MediaTimingHierarchy.localTime(t, throughCollection: buffer) == local)
                #expect(MediaTimingHierarchy.mediaTime(fromLocal: t, throughCollection: buffer) == back)
                other.withUnsafeBufferPointer { otherBuffer in
                    #expect(MediaTimingHierarchy.convert(t, fromCollection: buffer, toCollection: otherBuffer) == converted)
                }
            }
            // Parent-walking form: nodes are indices into the chain, parent is index − 1.
            let parent: (Int) -> Int? = { $0 > 0 ? $0 - 1 : nil }
            let parameters: (Int) -> MediaTimingParameters = { chain[$0] }
            #expect(MediaTimingHierarchy.localTime(t, leaf: chain.count - 1, parent: parent, parameters: parameters) == local)
            #expect(MediaTimingHierarchy.mediaTime(fromLocal: t, leaf: chain.count - 1, parent: parent, parameters: parameters) == back)
            #expect(MediaTimingHierarchy.localTime(t, leaf: nil as Int?, parent: parent, parameters: parameters) == t)
        }
    }

    @Test func evaluationThroughTheHierarchy() {
        // An animation (duration 2, beginTime 0.5) on the grandchild: at media time 3 its parent
        // time is 2.25, so it is 1.75 / 2 = 0.875 through.
        let animation = MediaTimingParameters(beginTime: 0.5, duration: 2)
        let parentTime = MediaTimingHierarchy.localTime(3, through: grandchildChain)
        #expect(animation.evaluate(parentTime: parentTime).progress == 0.875)
        // It ends when the grandchild's time reaches 2.5: media time
        // 2.5 / 0.5 = 5 → 5 − 0.5 = 4.5 → 4.5 / 2 + 1 = 3.25.
        let end = MediaTimingHierarchy.mediaTime(fromLocal: animation.parentTime(fromLocal: 2), through: grandchildChain)
        #expect(end == 3.25)
    }
}
