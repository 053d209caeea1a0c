import Foundation
import Physics2D

/// The Physics2D world behind a `UIDynamicAnimator`: one body per item,
/// made when a behaviour first names the item and removed when none does.
///
/// Units: 100 points are one metre (so gravity's 1,000 points/s² is
/// 10 m/s²), a 100 × 100-point item of density 1 weighs 1 kg, and a UIKit
/// "Newton" is a newton: a push of 1 moves that item at 100 points/s².
/// The world keeps UIKit's y-down axes (gravity points +y) and its angles
/// (positive turns clockwise on screen).
@MainActor final class DynamicsBridge {
    static let pointsPerMetre: CGFloat = 100
    let world: PhysicsWorld

    struct Entry {
        let item: any UIDynamicItem
        var body: BodyId
        /// The first (for a group: every member's) collision shape.
        var shape: ShapeId
        var shapes: [ShapeId]
        /// A group's members and where they sit on the group's body.
        var members: [(item: any UIDynamicItem, offset: Vec2, angle: Float)] = []
        var size: CGSize
        /// The material last put on the body (nil: none yet).
        var material: Material?
    }

    /// What an item's body is made of.
    struct Material: Equatable {
        var elasticity: CGFloat
        var friction: CGFloat
        var density: CGFloat
        var resistance: CGFloat
        var angularResistance: CGFloat
        var allowsRotation: Bool
        var isAnchored: Bool
        /// Apple documents no material for an item without a
        /// `UIDynamicItemBehavior`. These match what the sources show: a
        /// dropped view "bounces a tiny bit" (elasticity 0.2) and an
        /// ellipse rolls (friction 0.2).
        static let unset = Material(elasticity: 0.2, friction: 0.2, density: 1, resistance: 0, angularResistance: 0,
                                    allowsRotation: true, isAnchored: false)
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// Items in the order their bodies were made (deterministic loops).
    private(set) var order: [ObjectIdentifier] = []
    /// Who owns each shape: an item, or a collision behaviour's boundary.
    enum Owner {
        case item(ObjectIdentifier)
        case boundary(ObjectIdentifier, (any NSCopying)?)
    }
    var owners: [Int32: Owner] = [:]
    /// Collision behaviours' slots, and the filter bits gathered this step.
    var collisionSlots: [ObjectIdentifier: Int] = [:]
    var pendingFilters: [ObjectIdentifier: (UInt64, UInt64)] = [:]

    init() {
        var def = WorldDef()
        def.gravity = .zero          // gravity is a behaviour
        // The stronger friction acts: Neuburg's dropped view with an item
        // behaviour (friction 0 by default) still loses its rightward
        // motion on the floor boundary and rolls when spun, which the
        // geometric mean (0 with a frictionless side) cannot give.
        def.frictionMixing = .maximum
        // Views are boxes landing flat on flat boundaries: solved point by
        // point they land tilted (a flat bounce of elasticity 0.8 turns
        // over); Box2D 2.x, under UIKit Dynamics, solves both points at once.
        def.enableBlockSolver = true
        world = PhysicsWorld(def)
    }

    // MARK: Units

    func metres(_ p: CGPoint) -> Vec2 { Vec2(Float(p.x / Self.pointsPerMetre), Float(p.y / Self.pointsPerMetre)) }
    func metres(_ v: CGVector) -> Vec2 { Vec2(Float(v.dx / Self.pointsPerMetre), Float(v.dy / Self.pointsPerMetre)) }
    func points(_ v: Vec2) -> CGPoint { CGPoint(x: CGFloat(v.x) * Self.pointsPerMetre, y: CGFloat(v.y) * Self.pointsPerMetre) }

    // MARK: Items

    func entry(for item: any UIDynamicItem) -> Entry? { entries[ObjectIdentifier(item)] }

    /// Makes bodies for `items` that have none and removes the bodies of
    /// items no behaviour names any more.
    func sync(items: [any UIDynamicItem]) {
        var wanted = Set<ObjectIdentifier>()
        for item in items {
            let id = ObjectIdentifier(item)
            wanted.insert(id)
            if entries[id] == nil, let entry = makeEntry(item) {
                entries[id] = entry
                order.append(id)
            }
        }
        for id in order where !wanted.contains(id) { removeEntry(id) }
        order.removeAll { entries[$0] == nil }
    }

    private func removeEntry(_ id: ObjectIdentifier) {
        guard let e = entries[id] else { return }
        for shape in e.shapes { owners[shape.index] = nil }
        world.destroyBody(e.body)
        entries[id] = nil
    }

    private func makeEntry(_ item: any UIDynamicItem) -> Entry? {
        let size = item.bounds.size
        guard size.width.isFinite, size.height.isFinite, item.center.x.isFinite, item.center.y.isFinite else {
            CGDiagnostics.reportOnce("UIDynamicAnimator: \(item) has a non-finite centre or size; left out of the simulation", about: item)
            return nil
        }
        var def = BodyDef(type: .dynamic, position: metres(item.center))
        let t = item.transform
        let angle = Float(atan2(t.b, t.a))
        def.rotation = Rot(angle: angle)
        let body = world.createBody(def)
        // A group is one body with its members' shapes where they sit.
        let parts: [(item: any UIDynamicItem, offset: Vec2, angle: Float)]
        if let group = item as? UIDynamicItemGroup {
            parts = group.items.map { member in
                let mt = member.transform
                return (member, Rot(angle: angle).invRotate(metres(member.center) - metres(item.center)),
                        Float(atan2(mt.b, mt.a)) - angle)
            }
        } else {
            parts = [(item, .zero, 0)]
        }
        var shapes: [ShapeId] = []
        for part in parts {
            guard let shape = makeShape(part.item, on: body, placed: Transform(p: part.offset, q: Rot(angle: part.angle))) else {
                CGDiagnostics.reportOnce("UIDynamicAnimator: \(part.item) has no usable collision shape (size \(part.item.bounds.size)); "
                                         + "left out of the simulation", about: part.item)
                continue
            }
            owners[shape.index] = .item(ObjectIdentifier(item))
            shapes.append(shape)
        }
        guard let first = shapes.first else {
            world.destroyBody(body)
            return nil
        }
        var entry = Entry(item: item, body: body, shape: first, shapes: shapes,
                          members: item is UIDynamicItemGroup ? parts : [], size: size)
        apply(.unset, to: &entry)
        return entry
    }

    /// The item's collision shape, by its `collisionBoundsType`, placed on
    /// its body by `placed` (identity unless it is a group's member).
    private func makeShape(_ item: any UIDynamicItem, on body: BodyId, placed: Transform) -> ShapeId? {
        let size = item.bounds.size
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let hx = Float(max(size.width, 1) / Self.pointsPerMetre / 2), hy = Float(max(size.height, 1) / Self.pointsPerMetre / 2)
        var def = ShapeDef()
        def.filter.categoryBits = 0          // collides with nothing until a collision behaviour says so
        def.filter.maskBits = 0
        let box = ShapeGeometry.polygon(.box(halfWidth: hx, halfHeight: hy, center: placed.p, rotation: placed.q))
        func hullShape(_ points: [Vec2]) -> ShapeGeometry? {
            let hull = computeHull(points.map { placed.apply($0) })
            return hull.count >= 3 ? .polygon(Polygon(hull: hull)) : nil
        }
        let geometry: ShapeGeometry
        switch item.collisionBoundsType {
        case .rectangle:
            geometry = box
        case .ellipse:
            if abs(hx - hy) < 1e-4 {
                geometry = .circle(Circle(center: placed.p, radius: hx))
            } else {
                geometry = hullShape((0..<8).map { i in
                    let (c, s) = cosSin(Float(i) * .pi / 4)
                    return Vec2(hx * c, hy * s)
                }) ?? box
            }
        case .path:
            let corners = pathPoints(item.collisionBoundingPath.cgPath).map { metres($0) }
            if let shape = hullShape(corners.count > 8 ? Array(corners.prefix(8)) : corners) {
                geometry = shape
            } else {
                CGDiagnostics.reportOnce("UIDynamicAnimator: \(item)'s collisionBoundingPath is not a convex polygon of 3…8 points; using its bounds",
                                         about: item)
                geometry = box
            }
        }
        return world.createShape(body, def, geometry)
    }

    /// The end points of a path's segments (curves by their end points).
    private func pathPoints(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint, .addLineToPoint: points.append(e.points[0])
            case .addQuadCurveToPoint: points.append(e.points[1])
            case .addCurveToPoint: points.append(e.points[2])
            case .closeSubpath: break
            @unknown default: break
            }
        }
        return points
    }

    /// Puts a material on an item's body (when it changed).
    func apply(_ material: Material, to entry: inout Entry) {
        guard entry.material != material else { return }
        let m = material
        for shape in entry.shapes {
            world.setMaterial(shape, friction: Float(m.friction.isFinite ? m.friction : 0),
                              restitution: Float(m.elasticity.isFinite ? m.elasticity : 0))
            world.setDensity(shape, Float(m.density.isFinite && m.density > 0 ? m.density : 1))
        }
        world.setDamping(entry.body, linear: Float(m.resistance.isFinite ? m.resistance : 0),
                         angular: Float(m.angularResistance.isFinite ? m.angularResistance : 0))
        world.setFixedRotation(entry.body, !m.allowsRotation)
        world.setBodyType(entry.body, m.isAnchored ? .static : .dynamic)
        entry.material = m
    }

    func setMaterial(_ material: Material, for item: any UIDynamicItem) {
        let id = ObjectIdentifier(item)
        guard var e = entries[id] else { return }
        apply(material, to: &e)
        entries[id] = e
    }

    /// Reads an item's centre, rotation (and size) again after the app moved it.
    func pullState(of item: any UIDynamicItem) {
        let id = ObjectIdentifier(item)
        guard let e = entries[id] else { return }
        if item.bounds.size != e.size {
            removeEntry(id)
            order.removeAll { $0 == id }
            if let fresh = makeEntry(item) { entries[id] = fresh; order.append(id) }
            return
        }
        let t = item.transform
        world.setTransform(e.body, position: metres(item.center), rotation: Rot(angle: Float(atan2(t.b, t.a))))
        world.setLinearVelocity(e.body, .zero)
        world.setAngularVelocity(e.body, 0)
    }

    /// Writes every moving body's place back to its item: the centre and a
    /// pure rotation transform (UIKit Dynamics animates only these).
    func writeBack() {
        for id in order {
            guard let e = entries[id], world.isAwake(e.body) else { continue }
            let p = points(world.position(of: e.body))
            let q = world.rotation(of: e.body)
            e.item.center = p
            e.item.transform = CGAffineTransform(a: CGFloat(q.c), b: CGFloat(q.s), c: CGFloat(-q.s), d: CGFloat(q.c), tx: 0, ty: 0)
            // A group's members move with it, keeping their places.
            let xf = world.transform(of: e.body)
            for member in e.members {
                member.item.center = points(xf.apply(member.offset))
                let mq = Rot(angle: member.angle).then(q)
                member.item.transform = CGAffineTransform(a: CGFloat(mq.c), b: CGFloat(mq.s), c: CGFloat(-mq.s), d: CGFloat(mq.c),
                                                          tx: 0, ty: 0)
            }
        }
    }

    /// Every item's entry, in order.
    var orderedEntries: [Entry] { order.compactMap { entries[$0] } }
}

// MARK: - Collision filters and boundaries

extension DynamicsBridge {
    /// A slot (0…31) for a collision behaviour: its items' category bit is
    /// 2·slot, its boundaries' 2·slot + 1. Nil (reported) past 32 behaviours.
    func collisionSlot(for behavior: UICollisionBehavior) -> Int? {
        let id = ObjectIdentifier(behavior)
        if let slot = collisionSlots[id] { return slot }
        guard let free = (0..<32).first(where: { s in !collisionSlots.values.contains(s) }) else {
            CGDiagnostics.reportOnce("UIDynamicAnimator: more than 32 collision behaviours; \(behavior) is ignored", about: behavior)
            return nil
        }
        collisionSlots[id] = free
        return free
    }

    func releaseCollisionSlot(for behavior: UICollisionBehavior) {
        collisionSlots[ObjectIdentifier(behavior)] = nil
    }

    /// Starts gathering this step's collision filters.
    func beginFilters() { pendingFilters.removeAll(keepingCapacity: true) }

    func addFilterBits(for item: any UIDynamicItem, category: UInt64, mask: UInt64) {
        let id = ObjectIdentifier(item)
        var f = pendingFilters[id] ?? (0, 0)
        f.0 |= category
        f.1 |= mask
        pendingFilters[id] = f
    }

    /// Puts the gathered filters on the items' shapes (items in no collision
    /// behaviour collide with nothing).
    func commitFilters() {
        for id in order {
            guard let e = entries[id] else { continue }
            let bits = pendingFilters[id] ?? (0, 0)
            var filter = CollisionFilter()
            filter.categoryBits = bits.0
            filter.maskBits = bits.1
            for shape in e.shapes { world.setFilter(shape, filter) }
        }
    }

    func removeBoundaryBody(_ body: BodyId, shapes: [Int32]) {
        for s in shapes { owners[s] = nil }
        world.destroyBody(body)
    }

    /// A boundary path's subpaths as polylines within a quarter point of
    /// its curves.
    static func polylines(of path: CGPath) -> [CGPathPolyline] { path.polylines(tolerance: 0.25) }
}
