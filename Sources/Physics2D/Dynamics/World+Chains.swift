/// Chains: polylines of smooth segment links (see `ChainDef`).
extension PhysicsWorld {
    /// Makes a chain of segment links on `body` through `def.points`
    /// (joined end to start when `isLoop`), each link knowing its
    /// neighbours so shapes cross its interior vertices smoothly. Points
    /// closer than the linear slop to the previous one are skipped. Refused
    /// (nil) for a stale body, a non-finite point, or fewer than 2 distinct
    /// points (3 for a loop).
    @discardableResult
    public func createChain(_ body: BodyId, _ def: ChainDef) -> ChainId? {
        guard isValid(body), def.points.allSatisfy(\.isFinite) else { return nil }
        var points: [Vec2] = []
        for p in def.points where points.last.map({ distance($0, p) > PhysicsConstants.linearSlop }) ?? true {
            points.append(p)
        }
        if def.isLoop, points.count > 2, distance(points[0], points[points.count - 1]) <= PhysicsConstants.linearSlop {
            points.removeLast()
        }
        guard points.count >= (def.isLoop ? 3 : 2) else { return nil }
        var shapeDef = ShapeDef()
        shapeDef.density = 0
        shapeDef.friction = def.friction
        shapeDef.restitution = def.restitution
        shapeDef.rollingResistance = def.rollingResistance
        shapeDef.filter = def.filter
        shapeDef.enableContactEvents = def.enableContactEvents
        shapeDef.userData = def.userData
        let count = points.count, linkCount = def.isLoop ? count : count - 1
        let chain = chains.insert(ChainRecord(body: body.index, shapes: [], isLoop: def.isLoop, isLive: true), reusing: &freeChains)
        var links: [Int32] = []
        links.reserveCapacity(linkCount)
        for i in 0..<linkCount {
            let p1 = points[i], p2 = points[(i + 1) % count]
            guard let shape = createShape(body, shapeDef, .segment(Segment(p1, p2))) else { continue }
            let previous: Vec2? = def.isLoop ? points[(i + count - 1) % count] : (i > 0 ? points[i - 1] : nil)
            let next: Vec2? = def.isLoop ? points[(i + 2) % count] : (i + 2 < count ? points[i + 2] : nil)
            shapes[Int(shape.index)].links = ChainLinks(previous: previous, next: next)
            shapes[Int(shape.index)].chain = chain
            links.append(shape.index)
        }
        chains[Int(chain)].shapes = links
        return ChainId(index: chain, generation: chains[Int(chain)].generation)
    }

    /// Removes a chain and its links (their contacts end; what they touched wakes).
    public func destroyChain(_ id: ChainId) {
        guard isValid(id) else { return }
        for index in chains[Int(id.index)].shapes where shapes[Int(index)].isLive && shapes[Int(index)].chain == id.index {
            destroyShape(ShapeId(index: index, generation: shapes[Int(index)].generation))
        }
        release(chain: id.index)
    }

    /// Whether `id` names a chain that still exists.
    public func isValid(_ id: ChainId) -> Bool {
        id.index >= 0 && Int(id.index) < chains.count && chains[Int(id.index)].isLive
            && chains[Int(id.index)].generation == id.generation
    }

    /// A chain's links in order (the ones not destroyed on their own).
    public func links(of id: ChainId) -> [ShapeId] {
        guard isValid(id) else { return [] }
        var result: [ShapeId] = []
        for index in chains[Int(id.index)].shapes {
            let shape = shapes[Int(index)]
            if shape.isLive && shape.chain == id.index { result.append(ShapeId(index: index, generation: shape.generation)) }
        }
        return result
    }

    /// The chain a shape is a link of (nil: none).
    public func chain(of shape: ShapeId) -> ChainId? {
        guard isValid(shape) else { return nil }
        let chain = shapes[Int(shape.index)].chain
        guard chain >= 0, chains[Int(chain)].isLive else { return nil }
        return ChainId(index: chain, generation: chains[Int(chain)].generation)
    }

    /// Frees the records of a destroyed body's chains (their links went with its shapes).
    func forgetChains(ofBody body: Int32) {
        for i in chains.indices where chains[i].isLive && chains[i].body == body { release(chain: Int32(i)) }
    }

    private func release(chain index: Int32) {
        chains[Int(index)].isLive = false
        chains[Int(index)].shapes = []
        freeChains.append(index)
    }
}

extension ChainRecord {
    init(body: Int32, shapes: [Int32], isLoop: Bool, isLive: Bool) {
        self.body = body; self.shapes = shapes; self.isLoop = isLoop; self.isLive = isLive
    }
}
