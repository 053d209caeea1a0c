/// The broadphase: one dynamic AABB tree per body type (static shapes are
/// never tested against each other), and the proxies that moved since the
/// last pair update.
struct BroadPhase {
    var trees = [DynamicTree(), DynamicTree(), DynamicTree()]
    /// Moved proxies (tree index in the low 2 bits), in the order they moved.
    var moveBuffer: [Int64] = []
    var moveSet: Set<Int64> = []

    static func key(_ proxy: Int32, _ type: BodyType) -> Int64 { Int64(proxy) << 2 | Int64(type.rawValue) }

    mutating func createProxy(_ aabb: AABB, type: BodyType, shape: Int32) -> Int32 {
        let proxy = trees[Int(type.rawValue)].createProxy(aabb, userData: shape)
        bufferMove(Self.key(proxy, type))
        return proxy
    }

    mutating func destroyProxy(_ proxy: Int32, type: BodyType) {
        guard proxy >= 0 else { return }
        moveSet.remove(Self.key(proxy, type))
        trees[Int(type.rawValue)].destroyProxy(proxy)
    }

    mutating func moveProxy(_ proxy: Int32, type: BodyType, to aabb: AABB) {
        guard proxy >= 0 else { return }
        trees[Int(type.rawValue)].moveProxy(proxy, to: aabb)
        bufferMove(Self.key(proxy, type))
    }

    mutating func bufferMove(_ key: Int64) {
        if moveSet.insert(key).inserted { moveBuffer.append(key) }
    }
}

extension PhysicsWorld {
    /// Makes contacts for the new overlaps of the proxies that moved:
    /// a moved dynamic proxy is tested against every tree, a moved static or
    /// kinematic one against the dynamic tree.
    func updatePairs() {
        guard !broadphase.moveBuffer.isEmpty else { return }
        let moved = broadphase.moveBuffer
        broadphase.moveBuffer.removeAll(keepingCapacity: true)
        for key in moved where broadphase.moveSet.contains(key) {
            let proxy = Int32(truncatingIfNeeded: key >> 2)
            let type = BodyType(rawValue: UInt8(key & 3))!
            let shapeIndex = broadphase.trees[Int(type.rawValue)].userData(proxy)
            let box = shapes[Int(shapeIndex)].fatAABB
            for t in type == .dynamic ? Self.everyTree : Self.dynamicTree {
                broadphase.trees[Int(t.rawValue)].query(box) { other in
                    let otherShape = broadphase.trees[Int(t.rawValue)].userData(other)
                    pairFound(shapeIndex, otherShape)
                    return true
                }
            }
        }
        broadphase.moveSet.removeAll(keepingCapacity: true)
    }

    /// A possible new contact between two shapes whose boxes overlap.
    private func pairFound(_ a: Int32, _ b: Int32) {
        guard a != b else { return }
        let sa = shapes[Int(a)], sb = shapes[Int(b)]
        guard sa.body != sb.body, sa.filter.shouldCollide(with: sb.filter) else { return }
        let typeA = bodies[Int(sa.body)].type, typeB = bodies[Int(sb.body)].type
        guard typeA == .dynamic || typeB == .dynamic else { return }
        guard !(sa.rank == 3 && sb.rank == 3) else { return }       // segments do not collide with segments
        guard !jointPreventsCollision(sa.body, sb.body) else { return }  // joined, collideConnected off (World+Joints.swift)
        let key = Self.pairKey(a, b)
        guard pairs[key] == nil else { return }
        createContact(a, b)
    }

    /// The trees a moved proxy is tested against (kept, not made per proxy).
    private static let everyTree: [BodyType] = [.static, .kinematic, .dynamic]
    private static let dynamicTree: [BodyType] = [.dynamic]

    static func pairKey(_ a: Int32, _ b: Int32) -> UInt64 {
        let lo = UInt64(UInt32(bitPattern: min(a, b))), hi = UInt64(UInt32(bitPattern: max(a, b)))
        return hi << 32 | lo
    }
}
