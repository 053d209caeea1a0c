import Testing
@testable import Physics2D

/// Box queries against the world's shapes.
struct QueryTests {
    @Test func anAABBQueryFindsTheOverlappingShapesOnly() {
        let world = PhysicsWorld()
        var ids: [ShapeId] = []
        for i in 0..<10 {
            let b = world.createBody(BodyDef(type: i % 2 == 0 ? .static : .dynamic, position: Vec2(Float(i) * 3, 0)))
            ids.append(world.createShape(b, ShapeDef(), .circle(Circle(radius: 1)))!)
        }
        // Circles at x = 6, 9, 12 have boxes overlapping 7…11 in x.
        var found: [ShapeId] = []
        world.overlapAABB(AABB(lower: Vec2(7, -0.5), upper: Vec2(11, 0.5))) { found.append($0); return true }
        #expect(Set(found) == [ids[2], ids[3], ids[4]])
        var first: [ShapeId] = []
        world.overlapAABB(AABB(lower: Vec2(-100, -1), upper: Vec2(100, 1))) { first.append($0); return false }
        #expect(first.count == 1)
        // A bad box finds nothing.
        var none = 0
        world.overlapAABB(AABB(lower: Vec2(.nan, 0), upper: Vec2(1, 1))) { _ in none += 1; return true }
        #expect(none == 0)
        #expect(world.body(of: ids[3]) == world.body(of: ids[3]))
    }

    /// A ray meets the nearest shape, at the fraction and normal the
    /// geometry gives: a box's face, a circle's surface, a rotated box, a
    /// rounded box (its face pushed out by the radius); a ray starting
    /// inside a shape passes out of it.
    @Test func raysHitTheNearestSurface() {
        let world = PhysicsWorld()
        let wall = world.createBody(BodyDef(type: .static, position: Vec2(5, 0)))
        let wallShape = world.createShape(wall, ShapeDef(), .polygon(.box(halfWidth: 0.5, halfHeight: 2)))!
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(3, 0)))
        let ballShape = world.createShape(ball, ShapeDef(), .circle(Circle(radius: 0.5)))!
        // From the origin along +x: the ball first (surface at x = 2.5).
        let first = world.castRayClosest(from: .zero, translation: Vec2(10, 0))
        #expect(first?.shape == ballShape)
        #expect(abs((first?.hit.fraction ?? 0) - 0.25) < 1e-6 && abs((first?.hit.normal.x ?? 0) + 1) < 1e-6)
        // Skipping the ball: the wall's face at x = 4.5.
        let second = world.castRayClosest(from: .zero, translation: Vec2(10, 0)) { $0 != ballShape }
        #expect(second?.shape == wallShape && abs((second?.hit.fraction ?? 0) - 0.45) < 1e-6)
        // Above the ball, below the wall's top: the wall.
        let high = world.castRayClosest(from: Vec2(0, 1.5), translation: Vec2(10, 0))
        #expect(high?.shape == wallShape && abs((high?.hit.point.x ?? 0) - 4.5) < 1e-5)
        // From inside the ball: out of it, on to the wall.
        let inside = world.castRayClosest(from: Vec2(3, 0), translation: Vec2(10, 0))
        #expect(inside?.shape == wallShape)
        // A miss.
        #expect(world.castRayClosest(from: Vec2(0, 5), translation: Vec2(10, 0)) == nil)
        // A rounded box: its face 0.1 further out.
        let rounded = world.createBody(BodyDef(type: .static, position: Vec2(0, -5)))
        world.createShape(rounded, ShapeDef(), .polygon(.roundedBox(halfWidth: 1, halfHeight: 1, radius: 0.1)))
        let down = world.castRayClosest(from: Vec2(0, 0), translation: Vec2(0, -10)) { $0 != ballShape && $0 != wallShape }
        #expect(abs((down?.hit.point.y ?? 0) - (-3.9)) < 1e-5 && abs((down?.hit.normal.y ?? 0) - 1) < 1e-6)
        // Bad input: nothing.
        #expect(world.castRayClosest(from: Vec2(.nan, 0), translation: Vec2(1, 0)) == nil)
    }
}
