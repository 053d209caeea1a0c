import Testing
@testable import Physics2D

/// Begin and end events with their shapes, normal and points.
struct ContactEventTests {
    @Test func aLandingBeginsAndALiftEnds() {
        let world = PhysicsWorld()
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        let groundShape = world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 20, halfHeight: 1)))!
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 2)))
        let ballShape = world.createShape(ball, ShapeDef(), .circle(Circle(radius: 0.5)))!
        var begins: [ContactBeginEvent] = []
        for _ in 0..<60 {
            world.step(1.0 / 60)
            begins += world.contactBeginEvents
            #expect(world.contactEndEvents.isEmpty)
        }
        try? #require(begins.count == 1)
        guard let begin = begins.first else { return }
        // The ground (a polygon) is shape A: the normal points from it to the ball.
        #expect(begin.shapeA == groundShape && begin.shapeB == ballShape)
        #expect(abs(begin.manifold.normal.x) < 1e-6 && abs(begin.manifold.normal.y - 1) < 1e-6)
        #expect(begin.manifold.pointCount == 1)
        // The point lies midway between the surfaces, at most the speculative distance above y = 0.
        #expect(abs(begin.manifold.point0.point.x) < 1e-4)
        #expect(abs(begin.manifold.point0.point.y) <= PhysicsConstants.speculativeDistance)
        // Thrown up: the contact ends.
        world.setLinearVelocity(ball, Vec2(0, 10))
        var ends: [ContactEndEvent] = []
        for _ in 0..<10 { world.step(1.0 / 60); ends += world.contactEndEvents }
        #expect(ends.count == 1 && ends.first?.shapeB == ballShape)
    }

    @Test func destroyingATouchingShapeReportsTheEnd() {
        let world = PhysicsWorld()
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 20, halfHeight: 1)))
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 0.5)))
        let shape = world.createShape(ball, ShapeDef(), .circle(Circle(radius: 0.5)))!
        world.step(1.0 / 60)
        #expect(world.contactBeginEvents.count == 1)
        world.destroyShape(shape)
        #expect(world.contactCount == 0)
        // Reported with the next step's events.
        world.step(1.0 / 60)
        #expect(world.contactEndEvents.count == 1 && world.contactEndEvents.first?.shapeB == shape)
        world.step(1.0 / 60)
        #expect(world.contactEndEvents.isEmpty)
    }
}
