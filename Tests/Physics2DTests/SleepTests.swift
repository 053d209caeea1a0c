import Testing
@testable import Physics2D

/// Islands fall asleep when all their bodies have been still for half a
/// second, and wake when touched.
struct SleepTests {
    private func pile() -> (PhysicsWorld, [BodyId]) {
        let world = PhysicsWorld()
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 20, halfHeight: 1)))
        var balls: [BodyId] = []
        for i in 0..<6 {
            let b = world.createBody(BodyDef(type: .dynamic, position: Vec2(Float(i) * 1.01 - 3, 0.5)))
            world.createShape(b, ShapeDef(), .circle(Circle(radius: 0.5)))
            balls.append(b)
        }
        return (world, balls)
    }

    @Test func aRestingRowFallsAsleepAndStaysPut() {
        let (world, balls) = pile()
        for _ in 0..<120 { world.step(1.0 / 60) }
        #expect(balls.allSatisfy { !world.isAwake($0) })
        let before = balls.map { world.position(of: $0) }
        for _ in 0..<60 { world.step(1.0 / 60) }
        #expect(balls.map { world.position(of: $0) } == before)
    }

    @Test func aBallDroppedOnASleepingRowWakesIt() {
        let (world, balls) = pile()
        for _ in 0..<120 { world.step(1.0 / 60) }
        #expect(!world.isAwake(balls[2]))
        let dropped = world.createBody(BodyDef(type: .dynamic, position: Vec2(balls[2].index >= 0 ? -0.98 : 0, 3)))
        world.createShape(dropped, ShapeDef(), .circle(Circle(radius: 0.5)))
        var woke = false
        for _ in 0..<60 {
            world.step(1.0 / 60)
            if world.isAwake(balls[2]) { woke = true; break }
        }
        #expect(woke)
        // The whole touching row wakes with it.
        #expect(balls.allSatisfy { world.isAwake($0) })
    }

    @Test func aForceWakesTheIsland() {
        let (world, balls) = pile()
        for _ in 0..<120 { world.step(1.0 / 60) }
        world.applyForceToCenter(balls[0], Vec2(10, 0))
        #expect(balls.allSatisfy { world.isAwake($0) })
    }
}
