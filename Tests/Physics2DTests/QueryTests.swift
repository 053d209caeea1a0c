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
}
