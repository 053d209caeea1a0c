/// A dynamic AABB tree: the broadphase's bounding-volume hierarchy.
///
/// Every proxy is a leaf holding a (usually fattened) box; every internal node
/// holds the smallest box around its two children. Queries and ray casts walk
/// down from the root and skip whole subtrees whose box misses.
///
/// How it stays good:
/// - Insertion picks the sibling for a new leaf by the surface-area heuristic
///   (in 2-D the "area" is the perimeter): it walks down from the root,
///   weighing the cost of a new parent at each node against a lower bound of
///   the cost of going deeper (which includes the growth of every ancestor).
/// - New parents are only made above nodes of height ≤ 1, and on the way back
///   up every ancestor is refitted and rotated: a rotation swaps one child of
///   a node with a grandchild on the other side. A rotation is forced when the
///   children's heights differ by 2 (this keeps the tree AVL-balanced, so its
///   height stays below 1.45·log2(n) + 2); otherwise a rotation is made only
///   when it shrinks the total perimeter without changing any height.
///
/// Storage is one flat array of node structs with `Int32` links; destroyed
/// nodes go on a free list and are reused. Nothing is random and nothing
/// hashes, so the same sequence of calls always builds the same tree and
/// visits proxies in the same order.
///
/// Bad boxes never enter the tree: `createProxy` and `moveProxy` store a
/// cleaned-up box (see ``sanitized(_:)``).
public struct DynamicTree: Sendable {
    static let nullNode: Int32 = -1
    /// Query/ray-cast stack slots on the machine stack (1 KiB: always stack
    /// allocated). A balanced tree needs height + 1 slots; deeper trees spill
    /// into a heap array instead of crashing.
    static let stackCapacity = 256

    /// The largest magnitude a stored bound may have: infinite bounds are
    /// clamped to ±`boundLimit` so sums of perimeters stay finite.
    public static let boundLimit: Float = 1e18

    struct Node: Sendable {
        var aabb: AABB
        /// The parent (`nullNode` for the root); the next free node while free.
        var parent: Int32
        /// `nullNode` for a leaf.
        var child1: Int32
        var child2: Int32
        var userData: Int32
        /// 0 for a leaf, 1 + the taller child's height inside, −1 when free.
        var height: Int32
    }

    var nodes: [Node] = []
    var root: Int32 = nullNode
    var freeList: Int32 = nullNode
    /// Tests switch rotations off to build deliberately degenerate trees.
    var rotationsEnabled = true

    /// The number of live proxies (leaves).
    public private(set) var proxyCount: Int = 0

    /// Makes an empty tree.
    public init() {}

    /// The height of the tree: the number of edges from the root to its
    /// deepest leaf (0 when the tree is empty or holds a single proxy).
    public var height: Int { root == Self.nullNode ? 0 : Int(nodes[Int(root)].height) }

    /// How many node slots the tree has allocated (live plus free); it only
    /// grows, since destroyed nodes are reused.
    public var nodeCapacity: Int { nodes.count }

    // MARK: - Proxies

    /// Inserts a leaf holding `aabb` (stored as given: fatten it first) and
    /// returns its proxy id, which stays valid until the proxy is destroyed.
    /// A non-finite or inverted box is cleaned up first, see ``sanitized(_:)``.
    public mutating func createProxy(_ aabb: AABB, userData: Int32) -> Int32 {
        let leaf = allocateNode()
        nodes[Int(leaf)].aabb = Self.sanitized(aabb)
        nodes[Int(leaf)].userData = userData
        insertLeaf(leaf)
        proxyCount += 1
        return leaf
    }

    /// Removes a proxy; its id may be handed out again by a later
    /// `createProxy`. Traps if `proxyId` is not a live proxy.
    public mutating func destroyProxy(_ proxyId: Int32) {
        requireLive(proxyId, "destroyProxy")
        removeLeaf(proxyId)
        freeNode(proxyId)
        proxyCount -= 1
    }

    /// Gives a proxy a new box: the leaf is taken out and inserted again, so
    /// its place in the tree is chosen afresh. The id does not change. A bad
    /// box is cleaned up as in `createProxy`. Traps if `proxyId` is not live.
    public mutating func moveProxy(_ proxyId: Int32, to aabb: AABB) {
        requireLive(proxyId, "moveProxy")
        removeLeaf(proxyId)
        nodes[Int(proxyId)].aabb = Self.sanitized(aabb)
        insertLeaf(proxyId)
    }

    /// The box stored for a proxy. Traps if `proxyId` is not live.
    public func fatAABB(_ proxyId: Int32) -> AABB {
        requireLive(proxyId, "fatAABB")
        return nodes[Int(proxyId)].aabb
    }

    /// The user data given when the proxy was created. Traps if `proxyId` is not live.
    public func userData(_ proxyId: Int32) -> Int32 {
        requireLive(proxyId, "userData")
        return nodes[Int(proxyId)].userData
    }

    /// Whether `proxyId` names a live proxy.
    public func isLiveProxy(_ proxyId: Int32) -> Bool {
        proxyId >= 0 && Int(proxyId) < nodes.count && nodes[Int(proxyId)].height == 0
    }

    /// The box the tree stores for `aabb`: the box itself when it is valid.
    /// Otherwise, per axis: a NaN bound takes the value of the other bound on
    /// that axis (0 if both are NaN); infinite or huge bounds are clamped to
    /// ±``boundLimit``; an inverted axis (lower > upper) collapses to its
    /// midpoint. The result is always finite with lower ≤ upper.
    public static func sanitized(_ aabb: AABB) -> AABB {
        if aabb.isValid && abs(aabb.lower.x) <= boundLimit && abs(aabb.lower.y) <= boundLimit
            && abs(aabb.upper.x) <= boundLimit && abs(aabb.upper.y) <= boundLimit {
            return aabb
        }
        func axis(_ lo: Float, _ hi: Float) -> (Float, Float) {
            var lo = lo.isNaN ? (hi.isNaN ? 0 : hi) : lo
            var hi = hi.isNaN ? lo : hi
            lo = Swift.min(Swift.max(lo, -boundLimit), boundLimit)
            hi = Swift.min(Swift.max(hi, -boundLimit), boundLimit)
            if lo > hi { let mid = 0.5 * lo + 0.5 * hi; lo = mid; hi = mid }
            return (lo, hi)
        }
        let (lx, ux) = axis(aabb.lower.x, aabb.upper.x)
        let (ly, uy) = axis(aabb.lower.y, aabb.upper.y)
        return AABB(lower: Vec2(lx, ly), upper: Vec2(ux, uy))
    }

    private func requireLive(_ proxyId: Int32, _ function: StaticString) {
        precondition(isLiveProxy(proxyId), "DynamicTree.\(function): proxy \(proxyId) is not live")
    }

    // MARK: - Queries

    /// Calls `visit(proxyId)` for every proxy whose box overlaps `aabb`
    /// (touching counts), until `visit` returns false. It never allocates
    /// unless the tree is over 255 levels deep (balancing keeps even 2³¹
    /// proxies under 45). A box with a NaN bound visits nothing.
    public func query(_ aabb: AABB, _ visit: (Int32) -> Bool) {
        query(aabb, stackCapacity: Self.stackCapacity, visit)
    }

    @inline(__always)
    func query(_ aabb: AABB, stackCapacity: Int, _ visit: (Int32) -> Bool) {
        if root == Self.nullNode || aabb.lower.x.isNaN || aabb.lower.y.isNaN
            || aabb.upper.x.isNaN || aabb.upper.y.isNaN { return }
        nodes.withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: stackCapacity) { slots in
                var stack = NodeStack(slots: slots)
                stack.push(root)
                while let index = stack.pop() {
                    let node = nodes[Int(index)]
                    if !node.aabb.overlaps(aabb) { continue }
                    if node.child1 == Self.nullNode {
                        if !visit(index) { return }
                    } else {
                        stack.push(node.child2)
                        stack.push(node.child1)
                    }
                }
            }
        }
    }

    /// Casts the segment p1 + t·(p2 − p1), t ∈ 0…`maxFraction`, through the
    /// tree and calls `visit(proxyId, currentMaxFraction)` for every proxy
    /// whose box it may hit (the segment's bounding box overlaps the node's
    /// box and the segment's normal does not separate them; the callback does
    /// the exact test). What `visit` returns steers the cast:
    /// - `0`: stop at once;
    /// - a value in (0, current): clip the segment to that fraction;
    /// - the current value or more, a negative value or NaN: carry on
    ///   unchanged (negative means "ignore this proxy").
    /// Non-finite points or fraction, or a negative `maxFraction`, visit nothing.
    public func rayCast(from p1: Vec2, to p2: Vec2, maxFraction: Float, _ visit: (Int32, Float) -> Float) {
        rayCast(from: p1, to: p2, maxFraction: maxFraction, stackCapacity: Self.stackCapacity, visit)
    }

    @inline(__always)
    func rayCast(from p1: Vec2, to p2: Vec2, maxFraction: Float, stackCapacity: Int,
                 _ visit: (Int32, Float) -> Float) {
        guard root != Self.nullNode, p1.isFinite, p2.isFinite, maxFraction.isFinite,
              maxFraction >= 0 else { return }
        let d = p2 - p1
        // The segment's unit normal: a node is skipped when its box lies
        // entirely on one side of the segment's line.
        let normal = d.normalized.leftPerp
        let absNormal = Vec2(abs(normal.x), abs(normal.y))
        var fraction = maxFraction
        var end = mulAdd(p1, fraction, d)
        var segmentBox = AABB(lower: min(p1, end), upper: max(p1, end))
        nodes.withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: stackCapacity) { slots in
                var stack = NodeStack(slots: slots)
                stack.push(root)
                while let index = stack.pop() {
                    let node = nodes[Int(index)]
                    if !node.aabb.overlaps(segmentBox) { continue }
                    let separation = abs(dot(normal, p1 - node.aabb.center)) - dot(absNormal, node.aabb.extents)
                    if separation > 0 { continue }
                    if node.child1 == Self.nullNode {
                        let value = visit(index, fraction)
                        if value == 0 { return }
                        if value > 0 && value < fraction {
                            fraction = value
                            end = mulAdd(p1, fraction, d)
                            segmentBox = AABB(lower: min(p1, end), upper: max(p1, end))
                        }
                    } else {
                        stack.push(node.child2)
                        stack.push(node.child1)
                    }
                }
            }
        }
    }

    /// A LIFO of node indices: fixed slots first, then (only for a tree deeper
    /// than the slots) a heap array stacked on top of them.
    struct NodeStack {
        let slots: UnsafeMutableBufferPointer<Int32>
        var count = 0
        var overflow: [Int32] = []

        init(slots: UnsafeMutableBufferPointer<Int32>) { self.slots = slots }

        @inline(__always) mutating func push(_ index: Int32) {
            if count < slots.count && overflow.isEmpty {
                slots[count] = index
                count += 1
            } else {
                overflow.append(index)
            }
        }

        @inline(__always) mutating func pop() -> Int32? {
            if !overflow.isEmpty { return overflow.removeLast() }
            if count == 0 { return nil }
            count -= 1
            return slots[count]
        }
    }

    // MARK: - Node pool

    private mutating func allocateNode() -> Int32 {
        let fresh = Node(aabb: AABB(lower: .zero, upper: .zero), parent: Self.nullNode,
                         child1: Self.nullNode, child2: Self.nullNode, userData: -1, height: 0)
        if freeList != Self.nullNode {
            let index = freeList
            freeList = nodes[Int(index)].parent
            nodes[Int(index)] = fresh
            return index
        }
        precondition(nodes.count < Int(Int32.max), "DynamicTree: too many nodes")
        nodes.append(fresh)
        return Int32(nodes.count - 1)
    }

    private mutating func freeNode(_ index: Int32) {
        nodes[Int(index)].parent = freeList
        nodes[Int(index)].child1 = Self.nullNode
        nodes[Int(index)].child2 = Self.nullNode
        nodes[Int(index)].height = -1
        freeList = index
    }

    // MARK: - Insertion and removal

    private mutating func insertLeaf(_ leaf: Int32) {
        if root == Self.nullNode {
            root = leaf
            nodes[Int(leaf)].parent = Self.nullNode
            return
        }
        let box = nodes[Int(leaf)].aabb
        let sibling = findBestSibling(for: box)
        let oldParent = nodes[Int(sibling)].parent
        let newParent = allocateNode()
        nodes[Int(newParent)] = Node(
            aabb: box.union(nodes[Int(sibling)].aabb), parent: oldParent,
            child1: sibling, child2: leaf, userData: -1, height: nodes[Int(sibling)].height + 1)
        nodes[Int(sibling)].parent = newParent
        nodes[Int(leaf)].parent = newParent
        if oldParent == Self.nullNode {
            root = newParent
        } else {
            replaceChild(of: oldParent, sibling, with: newParent)
        }
        refitAncestors(from: oldParent)
    }

    /// The node to pair the new box with: the cheapest node of height ≤ 1 by
    /// the perimeter heuristic. The cost of pairing with node N is the
    /// perimeter of the new parent (N ∪ box) plus how much every ancestor of
    /// N grows. Walking down, the child with the lower cost bound is
    /// followed; the walk stops once that bound cannot beat the best so far.
    private func findBestSibling(for box: AABB) -> Int32 {
        let leafCost = box.perimeter
        var index = root
        var inherited: Float = 0   // growth of the ancestors of `index`
        var best = Self.nullNode
        var bestCost = Float.infinity
        while true {
            let node = nodes[Int(index)]
            let combined = node.aabb.union(box).perimeter
            if node.height <= 1 && combined + inherited < bestCost {
                best = index
                bestCost = combined + inherited
            }
            if node.child1 == Self.nullNode { break }
            inherited += combined - node.aabb.perimeter
            // Anything below a child costs at least the new box's own
            // perimeter plus the growth of the child and its ancestors.
            let box1 = nodes[Int(node.child1)].aabb, box2 = nodes[Int(node.child2)].aabb
            let union1 = box1.union(box).perimeter, union2 = box2.union(box).perimeter
            let bound1 = leafCost + inherited + (union1 - box1.perimeter)
            let bound2 = leafCost + inherited + (union2 - box2.perimeter)
            // On a tie (typically: the box lies inside both children, so
            // neither grows) the smaller child is the likelier neighbourhood.
            let second = bound2 < bound1 || (bound2 == bound1 && union2 < union1)
            let (next, bound) = second ? (node.child2, bound2) : (node.child1, bound1)
            if best != Self.nullNode && bound >= bestCost { break }
            index = next
        }
        return best
    }

    private mutating func removeLeaf(_ leaf: Int32) {
        if leaf == root {
            root = Self.nullNode
            return
        }
        let parent = nodes[Int(leaf)].parent
        let grandParent = nodes[Int(parent)].parent
        let sibling = nodes[Int(parent)].child1 == leaf ? nodes[Int(parent)].child2 : nodes[Int(parent)].child1
        nodes[Int(sibling)].parent = grandParent
        if grandParent == Self.nullNode {
            root = sibling
        } else {
            replaceChild(of: grandParent, parent, with: sibling)
        }
        freeNode(parent)
        refitAncestors(from: grandParent)
    }

    private mutating func replaceChild(of parent: Int32, _ old: Int32, with new: Int32) {
        if nodes[Int(parent)].child1 == old {
            nodes[Int(parent)].child1 = new
        } else {
            nodes[Int(parent)].child2 = new
        }
    }

    /// Refits (and rotates) `start` and each of its ancestors up to the root.
    private mutating func refitAncestors(from start: Int32) {
        var index = start
        while index != Self.nullNode {
            refitAndRotate(index)
            index = nodes[Int(index)].parent
        }
    }

    /// Recomputes node `a`'s box and height from its children, then maybe
    /// rotates: when one child ("short") is lower than the other ("tall"),
    /// short may swap places with one of tall's children ("up"; the other
    /// one, "stay", then shares tall with short). The leaves under `a` are
    /// unchanged, so a's box is too; only tall's box and the heights change.
    /// (Moving the tall child down instead, or rotating when both children
    /// are equally high, would make `a` higher, so those are never tried.)
    /// When the children differ in height by 2 or more, the swap that makes
    /// `a` lowest (then best balanced, then smallest) is taken; otherwise only
    /// a swap that keeps every height balanced and a's height unchanged and
    /// that shrinks tall's perimeter.
    private mutating func refitAndRotate(_ a: Int32) {
        let b = nodes[Int(a)].child1, c = nodes[Int(a)].child2
        let hb = nodes[Int(b)].height, hc = nodes[Int(c)].height
        let height = 1 + Swift.max(hb, hc)
        nodes[Int(a)].aabb = nodes[Int(b)].aabb.union(nodes[Int(c)].aabb)
        nodes[Int(a)].height = height
        guard rotationsEnabled && hb != hc else { return }
        let (short, tall) = hb < hc ? (b, c) : (c, b)
        let hShort = Swift.min(hb, hc), imbalance = abs(hb - hc)
        let shortBox = nodes[Int(short)].aabb
        let tallNode = nodes[Int(tall)]   // internal: higher than a leaf
        let tallPerimeter = tallNode.aabb.perimeter
        var bestUp = Self.nullNode
        var bestHeight = height, bestImbalance = imbalance, bestDelta: Float = 0
        for k in 0..<2 {
            let (up, stay) = k == 0 ? (tallNode.child1, tallNode.child2) : (tallNode.child2, tallNode.child1)
            let hUp = nodes[Int(up)].height, hStay = nodes[Int(stay)].height
            let newTallHeight = 1 + Swift.max(hShort, hStay)
            let newHeight = 1 + Swift.max(hUp, newTallHeight)
            let newImbalance = Swift.max(abs(hShort - hStay), abs(hUp - newTallHeight))
            let delta = shortBox.union(nodes[Int(stay)].aabb).perimeter - tallPerimeter
            let better: Bool
            if imbalance <= 1 {
                better = newImbalance <= 1 && newHeight == height && delta < bestDelta
            } else {
                better = (newHeight, newImbalance) < (bestHeight, bestImbalance)
                    || ((newHeight, newImbalance) == (bestHeight, bestImbalance) && delta < bestDelta)
            }
            if better {
                bestUp = up
                bestHeight = newHeight
                bestImbalance = newImbalance
                bestDelta = delta
            }
        }
        guard bestUp != Self.nullNode else { return }
        let stay = bestUp == tallNode.child1 ? tallNode.child2 : tallNode.child1
        replaceChild(of: a, short, with: bestUp)
        replaceChild(of: tall, bestUp, with: short)
        nodes[Int(bestUp)].parent = a
        nodes[Int(short)].parent = tall
        nodes[Int(tall)].aabb = shortBox.union(nodes[Int(stay)].aabb)
        nodes[Int(tall)].height = 1 + Swift.max(hShort, nodes[Int(stay)].height)
        nodes[Int(a)].height = bestHeight
    }

    // MARK: - Checking

    /// Checks the whole structure with `precondition`s (for tests; O(nodes)):
    /// parent and child links agree, every live node hangs under the root,
    /// every internal box contains its children's boxes, heights are right
    /// (and AVL-balanced unless rotations are off), the free list holds
    /// exactly the free nodes, and the proxy count matches the leaves.
    public func validate() {
        let null = Self.nullNode
        var freeOnList = 0
        var index = freeList
        while index != null {
            precondition(index >= 0 && Int(index) < nodes.count, "DynamicTree: free list index \(index) out of range")
            precondition(nodes[Int(index)].height == -1, "DynamicTree: free list holds live node \(index)")
            freeOnList += 1
            precondition(freeOnList <= nodes.count, "DynamicTree: free list has a cycle")
            index = nodes[Int(index)].parent
        }
        var freeMarked = 0, live = 0, leaves = 0
        for i in nodes.indices {
            let node = nodes[i]
            if node.height == -1 { freeMarked += 1; continue }
            live += 1
            precondition(node.aabb.isValid, "DynamicTree: node \(i) has an invalid box")
            if Int32(i) == root {
                precondition(node.parent == null, "DynamicTree: root has a parent")
            } else {
                let p = node.parent
                precondition(p >= 0 && Int(p) < nodes.count && nodes[Int(p)].height > 0,
                             "DynamicTree: node \(i) has no live internal parent")
                precondition(nodes[Int(p)].child1 == Int32(i) || nodes[Int(p)].child2 == Int32(i),
                             "DynamicTree: node \(i) is not a child of its parent \(p)")
            }
            if node.child1 == null {
                precondition(node.child2 == null && node.height == 0, "DynamicTree: leaf \(i) is malformed")
                leaves += 1
                continue
            }
            let c1 = node.child1, c2 = node.child2
            for c in [c1, c2] {
                precondition(c >= 0 && Int(c) < nodes.count && nodes[Int(c)].height >= 0,
                             "DynamicTree: node \(i) has a bad child \(c)")
                precondition(nodes[Int(c)].parent == Int32(i), "DynamicTree: child \(c) does not point back to \(i)")
                precondition(node.aabb.contains(nodes[Int(c)].aabb), "DynamicTree: node \(i) does not contain child \(c)")
            }
            precondition(c1 != c2, "DynamicTree: node \(i) has the same child twice")
            let h1 = nodes[Int(c1)].height, h2 = nodes[Int(c2)].height
            precondition(node.height == 1 + Swift.max(h1, h2), "DynamicTree: node \(i) has a wrong height")
            precondition(!rotationsEnabled || abs(h1 - h2) <= 1, "DynamicTree: node \(i) is unbalanced")
        }
        precondition(freeMarked == freeOnList, "DynamicTree: free list misses free nodes")
        precondition(leaves == proxyCount, "DynamicTree: \(leaves) leaves but proxyCount \(proxyCount)")
        precondition(live == (proxyCount == 0 ? 0 : 2 * proxyCount - 1), "DynamicTree: stray live nodes")
        precondition(root == null ? proxyCount == 0 : nodes[Int(root)].height >= 0, "DynamicTree: bad root")
    }
}
