import Testing
import Foundation
@testable import Physics2D

/// The tree tests' boxes and points from the shared generator.
extension TestRandom {
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func box(world: Float = 100, size: Float = 5) -> AABB {
        let x = float(0, world), y = float(0, world)
        return AABB(lower: Vec2(x, y), upper: Vec2(x + float(0.05, size), y + float(0.05, size)))
    }

    mutating func point(world: Float = 100) -> Vec2 { Vec2(float(-5, world + 5), float(-5, world + 5)) }
}

/// The fraction at which p1 + t (p2 − p1), t ∈ 0…maxFraction, enters `box`
/// (slab test in Double), or nil when it misses.
private func treeSlabHit(_ box: AABB, _ p1: Vec2, _ p2: Vec2, _ maxFraction: Float) -> Double? {
    var tMin = 0.0, tMax = Double(maxFraction)
    let start = [Double(p1.x), Double(p1.y)], delta = [Double(p2.x - p1.x), Double(p2.y - p1.y)]
    let lower = [Double(box.lower.x), Double(box.lower.y)], upper = [Double(box.upper.x), Double(box.upper.y)]
    for axis in 0..<2 {
        if delta[axis] == 0 {
            if start[axis] < lower[axis] || start[axis] > upper[axis] { return nil }
            continue
        }
        let t1 = (lower[axis] - start[axis]) / delta[axis], t2 = (upper[axis] - start[axis]) / delta[axis]
        tMin = Swift.max(tMin, Swift.min(t1, t2))
        tMax = Swift.min(tMax, Swift.max(t1, t2))
        if tMin > tMax { return nil }
    }
    return tMin
}

private func treeQueryIDs(_ tree: DynamicTree, _ box: AABB) -> [Int32] {
    var ids: [Int32] = []
    tree.query(box) { ids.append($0); return true }
    return ids
}

private func treeBruteIDs(_ model: [Int32: AABB], _ box: AABB) -> [Int32] {
    model.filter { $0.value.overlaps(box) }.map(\.key).sorted()
}

/// Builds a tree by a fixed mix of creates, moves and destroys; returns it
/// with the model of live proxies.
private func randomEditedTree(seed: UInt64, operations: Int) -> (DynamicTree, [Int32: AABB]) {
    var random = TestRandom(seed: seed)
    var tree = DynamicTree()
    var model: [Int32: AABB] = [:]
    var live: [Int32] = []
    for _ in 0..<operations {
        let roll = random.int(10)
        if live.isEmpty || roll < 5 {
            let box = random.box()
            let id = tree.createProxy(box, userData: Int32(live.count))
            model[id] = box
            live.append(id)
        } else if roll < 8 {
            let id = live[random.int(live.count)]
            let box = random.box()
            tree.moveProxy(id, to: box)
            model[id] = box
        } else {
            let slot = random.int(live.count)
            tree.destroyProxy(live[slot])
            model[live[slot]] = nil
            live.swapAt(slot, live.count - 1)
            live.removeLast()
        }
    }
    return (tree, model)
}

struct DynamicTreeTests {
    @Test func emptyAndSingleLeafTrees() {
        var tree = DynamicTree()
        tree.validate()
        #expect(tree.height == 0 && tree.proxyCount == 0 && tree.nodeCapacity == 0)
        #expect(treeQueryIDs(tree, AABB(lower: Vec2(-1e9, -1e9), upper: Vec2(1e9, 1e9))).isEmpty)
        var rays = 0
        tree.rayCast(from: Vec2(-10, 0), to: Vec2(10, 0), maxFraction: 1) { _, f in rays += 1; return f }
        #expect(rays == 0)

        let box = AABB(lower: Vec2(1, 2), upper: Vec2(3, 4))
        let id = tree.createProxy(box, userData: 77)
        tree.validate()
        #expect(tree.height == 0 && tree.proxyCount == 1)
        #expect(tree.fatAABB(id) == box && tree.userData(id) == 77)
        #expect(treeQueryIDs(tree, AABB(lower: Vec2(3, 4), upper: Vec2(5, 5))) == [id])   // touching counts
        #expect(treeQueryIDs(tree, AABB(lower: Vec2(3.1, 4), upper: Vec2(5, 5))).isEmpty)
        tree.destroyProxy(id)
        tree.validate()
        #expect(tree.proxyCount == 0 && tree.height == 0 && !tree.isLiveProxy(id))
    }

    /// 2,000 random boxes through creates, moves, destroys and re-creates:
    /// after each phase the structure validates and queries equal brute force.
    @Test func queriesMatchBruteForceThroughRandomEdits() {
        var random = TestRandom(seed: 0x5EED)
        var tree = DynamicTree()
        var model: [Int32: AABB] = [:]
        var userData: [Int32: Int32] = [:]
        var live: [Int32] = []

        func check(_ phase: String) {
            tree.validate()
            #expect(tree.proxyCount == model.count, "\(phase)")
            for id in live {
                #expect(tree.fatAABB(id) == model[id]! && tree.userData(id) == userData[id]!, "\(phase) proxy \(id)")
            }
            var probe = TestRandom(seed: UInt64(phase.count))
            for i in 0..<300 {
                let q = i % 10 == 0 ? probe.box(size: 40) : probe.box(world: 110, size: 8)
                let got = treeQueryIDs(tree, q)
                #expect(Set(got).count == got.count, "\(phase): a proxy visited twice")
                #expect(got.sorted() == treeBruteIDs(model, q), "\(phase) query \(i)")
            }
        }

        for i in 0..<2000 {
            let box = random.box()
            let id = tree.createProxy(box, userData: Int32(i))
            model[id] = box; userData[id] = Int32(i); live.append(id)
        }
        check("create")
        for _ in 0..<1500 {
            let id = live[random.int(live.count)]
            let old = model[id]!
            // Mostly small drifts (what a broadphase sees), some teleports.
            let box: AABB
            if random.int(4) == 0 {
                box = random.box()
            } else {
                let d = Vec2(random.float(-2, 2), random.float(-2, 2))
                box = AABB(lower: old.lower + d, upper: old.upper + d)
            }
            tree.moveProxy(id, to: box)
            model[id] = box
        }
        check("move")
        for _ in 0..<700 {
            let slot = random.int(live.count)
            let id = live[slot]
            tree.destroyProxy(id)
            model[id] = nil; userData[id] = nil
            live.swapAt(slot, live.count - 1); live.removeLast()
        }
        check("destroy")
        let capacity = tree.nodeCapacity
        for i in 0..<700 {
            let box = random.box()
            let id = tree.createProxy(box, userData: Int32(5000 + i))
            model[id] = box; userData[id] = Int32(5000 + i); live.append(id)
        }
        check("recreate")
        #expect(tree.nodeCapacity == capacity, "freed nodes are reused")
        #expect(tree.height <= 20, "height \(tree.height) for \(tree.proxyCount) proxies")
    }

    @Test func queryStopsWhenVisitReturnsFalse() {
        let (tree, _) = randomEditedTree(seed: 3, operations: 500)
        var seen = 0
        tree.query(AABB(lower: Vec2(-1, -1), upper: Vec2(200, 200))) { _ in seen += 1; return seen < 3 }
        #expect(seen == 3)
    }

    /// Every proxy the segment clearly hits is visited, and every visited
    /// proxy's box is at least nearly hit (the slack only covers grazing
    /// contacts, where float rounding may go either way).
    @Test func rayCastVisitsMatchBruteForce() {
        let (tree, model) = randomEditedTree(seed: 11, operations: 3000)
        tree.validate()
        var random = TestRandom(seed: 12)
        let slack: Float = 1e-3
        var totalHits = 0
        for i in 0..<600 {
            let p1 = random.point(), p2 = i % 7 == 0 ? p1 + Vec2(random.float(-3, 3), 0) : random.point()
            let maxFraction = i % 3 == 0 ? random.float(0, 1) : 1
            var visited = Set<Int32>()
            tree.rayCast(from: p1, to: p2, maxFraction: maxFraction) { id, fraction in
                #expect(fraction == maxFraction)
                visited.insert(id)
                return fraction   // keep going, unclipped
            }
            for (id, box) in model {
                let shrunk = box.inflated(by: -slack)
                if shrunk.isValid, treeSlabHit(shrunk, p1, p2, maxFraction) != nil {
                    #expect(visited.contains(id), "ray \(i) missed proxy \(id)")
                }
            }
            for id in visited {
                #expect(treeSlabHit(model[id]!.inflated(by: slack), p1, p2, maxFraction) != nil, "ray \(i) visited \(id)")
            }
            totalHits += visited.count
        }
        #expect(totalHits > 1000, "the rays should hit a good number of boxes: \(totalHits)")
    }

    /// A callback that clips at each hit finds the nearest box, as a brute
    /// force over all boxes does; returning 0 stops at once.
    @Test func rayCastClipsAndStops() {
        let (tree, model) = randomEditedTree(seed: 21, operations: 2000)
        var random = TestRandom(seed: 22)
        for i in 0..<400 {
            let p1 = random.point(), p2 = random.point()
            var nearest: Double?
            var lastFraction: Float = 1
            tree.rayCast(from: p1, to: p2, maxFraction: 1) { id, fraction in
                #expect(fraction <= lastFraction)
                lastFraction = fraction
                guard let t = treeSlabHit(model[id]!, p1, p2, fraction) else { return -1 }   // ignore
                nearest = Swift.min(nearest ?? t, t)
                return Float(t)
            }
            let brute = model.values.compactMap { treeSlabHit($0, p1, p2, 1) }.min()
            #expect((nearest == nil) == (brute == nil), "ray \(i)")
            if let nearest, let brute { #expect(abs(nearest - brute) < 1e-5, "ray \(i): \(nearest) vs \(brute)") }

            var calls = 0
            tree.rayCast(from: p1, to: p2, maxFraction: 1) { _, _ in calls += 1; return 0 }
            #expect(calls <= 1)
        }
    }

    @Test func sortedInsertionStaysShallow() {
        let n = 10_000
        let bound = Int(1.45 * log2(Double(n))) + 2   // AVL: ≤ 1.44·log2(n)
        var cases: [(String, [AABB])] = []
        cases.append(("line", (0..<n).map { AABB(lower: Vec2(Float($0), 0), upper: Vec2(Float($0) + 0.5, 1)) }))
        cases.append(("reversed line", Array(cases[0].1.reversed())))
        cases.append(("diagonal", (0..<n).map { let v = Float($0); return AABB(lower: Vec2(v, v), upper: Vec2(v + 1, v + 1)) }))
        cases.append(("identical", Array(repeating: AABB(lower: Vec2(1, 1), upper: Vec2(2, 2)), count: n)))
        cases.append(("grid", (0..<n).map { (i: Int) -> AABB in
            let corner = Vec2(Float(i % 100), Float(i / 100))
            return AABB(lower: corner, upper: corner + Vec2(0.9, 0.9))
        }))
        for (name, boxes) in cases {
            var tree = DynamicTree()
            var ids: [Int32] = []
            for (i, box) in boxes.enumerated() { ids.append(tree.createProxy(box, userData: Int32(i))) }
            tree.validate()
            #expect(tree.height <= 40 && tree.height <= bound, "\(name): height \(tree.height)")
            for (k, id) in ids.enumerated() where k % 2 == 0 { tree.destroyProxy(id) }   // hollow it out
            tree.validate()
            #expect(tree.height <= bound, "\(name) after removals: height \(tree.height)")
        }
    }

    @Test func sameOperationsGiveTheSameTree() {
        let (a, _) = randomEditedTree(seed: 99, operations: 4000)
        let (b, _) = randomEditedTree(seed: 99, operations: 4000)
        #expect(a.height == b.height && a.nodeCapacity == b.nodeCapacity && a.root == b.root)
        #expect(a.nodes.map(\.parent) == b.nodes.map(\.parent) && a.nodes.map(\.aabb) == b.nodes.map(\.aabb))
        var random = TestRandom(seed: 100)
        for _ in 0..<200 {
            let q = random.box(size: 30)
            #expect(treeQueryIDs(a, q) == treeQueryIDs(b, q))
            let p1 = random.point(), p2 = random.point()
            var orderA: [Int32] = [], orderB: [Int32] = []
            a.rayCast(from: p1, to: p2, maxFraction: 1) { id, f in orderA.append(id); return f }
            b.rayCast(from: p1, to: p2, maxFraction: 1) { id, f in orderB.append(id); return f }
            #expect(orderA == orderB)
        }
    }

    /// With rotations off the tree degenerates into a long chain, deeper than
    /// the fixed traversal stack: queries and casts spill to the heap and
    /// still answer right. A tiny stack on a normal tree gives the same order.
    @Test func deepTreesDoNotOverflowTheTraversalStack() {
        var tree = DynamicTree()
        tree.rotationsEnabled = false
        var model: [Int32: AABB] = [:]
        for i in 0..<1500 {
            let box = AABB(lower: Vec2(Float(i), 0), upper: Vec2(Float(i) + 1.5, 1))
            model[tree.createProxy(box, userData: Int32(i))] = box
        }
        tree.validate()
        #expect(tree.height > DynamicTree.stackCapacity, "height \(tree.height)")
        for q in [AABB(lower: Vec2(-1, -1), upper: Vec2(2000, 2)), AABB(lower: Vec2(700, 0.5), upper: Vec2(703, 0.5))] {
            #expect(treeQueryIDs(tree, q).sorted() == treeBruteIDs(model, q))
        }
        var hits = Set<Int32>()
        tree.rayCast(from: Vec2(-5, 0.5), to: Vec2(2000, 0.5), maxFraction: 1) { id, f in hits.insert(id); return f }
        #expect(hits == Set(model.keys))

        let (normal, _) = randomEditedTree(seed: 5, operations: 2000)
        let everything = AABB(lower: Vec2(-1e6, -1e6), upper: Vec2(1e6, 1e6))
        var small: [Int32] = []
        normal.query(everything, stackCapacity: 1) { small.append($0); return true }
        #expect(small == treeQueryIDs(normal, everything))
    }

    @Test func badBoxesAreCleanedUp() {
        var tree = DynamicTree()
        let nan = Float.nan, inf = Float.infinity
        let good = AABB(lower: Vec2(1, 1), upper: Vec2(2, 3))
        #expect(DynamicTree.sanitized(good) == good)

        let nanBox = tree.createProxy(AABB(lower: Vec2(nan, 5), upper: Vec2(7, nan)), userData: 1)
        #expect(tree.fatAABB(nanBox) == AABB(lower: Vec2(7, 5), upper: Vec2(7, 5)))
        let allNaN = tree.createProxy(AABB(lower: Vec2(nan, nan), upper: Vec2(nan, nan)), userData: 2)
        #expect(tree.fatAABB(allNaN) == AABB(lower: .zero, upper: .zero))
        let infinite = tree.createProxy(AABB(lower: Vec2(-inf, -inf), upper: Vec2(inf, inf)), userData: 3)
        #expect(tree.fatAABB(infinite) == AABB(lower: Vec2(-1e18, -1e18), upper: Vec2(1e18, 1e18)))
        let inverted = tree.createProxy(AABB(lower: Vec2(4, 10), upper: Vec2(2, 11)), userData: 4)
        #expect(tree.fatAABB(inverted) == AABB(lower: Vec2(3, 10), upper: Vec2(3, 11)))
        let huge = tree.createProxy(AABB(lower: Vec2(-3e38, 0), upper: Vec2(-inf, 1)), userData: 5)
        #expect(tree.fatAABB(huge) == AABB(lower: Vec2(-1e18, 0), upper: Vec2(-1e18, 1)))
        var random = TestRandom(seed: 8)
        var ids: [Int32] = []
        for i in 0..<200 {
            let box = random.box(), away = Vec2(200, 200)   // well clear of the boxes above
            ids.append(tree.createProxy(AABB(lower: box.lower + away, upper: box.upper + away), userData: Int32(i)))
        }
        tree.validate()
        for id in [nanBox, allNaN, infinite, inverted, huge] { #expect(tree.fatAABB(id).isValid) }

        // The infinite proxy is found from anywhere; the others where they were put.
        #expect(treeQueryIDs(tree, AABB(lower: Vec2(-5e17, 9e17), upper: Vec2(-5e17, 9e17))) == [infinite])
        #expect(treeQueryIDs(tree, AABB(lower: Vec2(3, 10.5), upper: Vec2(3, 10.5))).sorted() == [infinite, inverted].sorted())

        // Moving to bad boxes, then back to good ones.
        tree.moveProxy(ids[0], to: AABB(lower: Vec2(inf, nan), upper: Vec2(-inf, 2)))
        tree.moveProxy(ids[1], to: AABB(lower: Vec2(nan, nan), upper: Vec2(1, inf)))
        tree.validate()
        #expect(tree.fatAABB(ids[0]).isValid && tree.fatAABB(ids[1]).isValid)
        tree.moveProxy(infinite, to: good)
        tree.validate()
        #expect(tree.fatAABB(infinite) == good)

        // Bad queries and casts visit nothing instead of everything.
        #expect(treeQueryIDs(tree, AABB(lower: Vec2(nan, 0), upper: Vec2(100, 100))).isEmpty)
        var calls = 0
        tree.rayCast(from: Vec2(nan, 0), to: Vec2(50, 50), maxFraction: 1) { _, f in calls += 1; return f }
        tree.rayCast(from: Vec2(0, 0), to: Vec2(50, 50), maxFraction: .infinity) { _, f in calls += 1; return f }
        tree.rayCast(from: Vec2(0, 0), to: Vec2(50, 50), maxFraction: -1) { _, f in calls += 1; return f }
        #expect(calls == 0)
        // A zero-length cast visits the boxes around its point.
        var pointHits: [Int32] = []
        tree.rayCast(from: Vec2(3, 10.5), to: Vec2(3, 10.5), maxFraction: 1) { id, f in pointHits.append(id); return f }
        #expect(pointHits == [inverted])
    }

    @Test func deadIdsAreNotLive() {
        var tree = DynamicTree()
        let a = tree.createProxy(AABB(lower: .zero, upper: Vec2(1, 1)), userData: 0)
        let b = tree.createProxy(AABB(lower: Vec2(2, 2), upper: Vec2(3, 3)), userData: 0)
        #expect(tree.isLiveProxy(a) && tree.isLiveProxy(b))
        #expect(!tree.isLiveProxy(tree.root), "an internal node is not a proxy")
        #expect(!tree.isLiveProxy(-1) && !tree.isLiveProxy(1000))
        tree.destroyProxy(a)
        #expect(!tree.isLiveProxy(a))
        let c = tree.createProxy(AABB(lower: .zero, upper: Vec2(1, 1)), userData: 0)
        #expect(tree.isLiveProxy(c) && tree.nodeCapacity == 3)
    }

    @Test func destroyingADeadProxyTraps() async {
        await #expect(processExitsWith: .failure) {
            var tree = DynamicTree()
            let id = tree.createProxy(AABB(lower: .zero, upper: Vec2(1, 1)), userData: 0)
            tree.destroyProxy(id)
            tree.destroyProxy(id)
        }
        await #expect(processExitsWith: .failure) {
            var tree = DynamicTree()
            tree.moveProxy(12, to: AABB(lower: .zero, upper: Vec2(1, 1)))
        }
    }
}
