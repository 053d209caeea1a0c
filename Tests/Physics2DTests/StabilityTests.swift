import Testing
@testable import Physics2D

/// The stability cases of the issue: a pyramid stands, a tall stack sleeps.
struct StabilityTests {
    /// A 20-row pyramid of 1 m boxes (210 boxes, friction 0.6) on a static
    /// ground stands still for 10 s at 60 Hz: no box drifts more than 2 cm
    /// sideways or turns more than 0.01 rad, and none sinks more than the
    /// contacts' slop per row under it — with either contact solver.
    @Test(arguments: [false, true]) func aTwentyRowPyramidStandsForTenSeconds(blockSolver: Bool) {
        var def = WorldDef()
        def.enableSleep = false
        def.enableBlockSolver = blockSolver
        let world = PhysicsWorld(def)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 100, halfHeight: 1)))
        var boxes: [(BodyId, Vec2, Int)] = []
        for row in 0..<20 {
            let count = 20 - row
            for i in 0..<count {
                let start = Vec2((Float(i) - Float(count - 1) / 2), 0.5 + Float(row))
                let body = world.createBody(BodyDef(type: .dynamic, position: start))
                world.createShape(body, ShapeDef(), .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)))
                boxes.append((body, start, row))
            }
        }
        for _ in 0..<600 { world.step(1.0 / 60) }
        for (body, start, row) in boxes {
            let p = world.position(of: body)
            #expect(abs(p.x - start.x) < 0.02, "row \(row) box drifted to \(p)")
            #expect(start.y - p.y < Float(row + 1) * PhysicsConstants.linearSlop + 0.01, "row \(row) box sank to \(p)")
            #expect(abs(world.rotation(of: body).angle) < 0.01)
        }
    }

    /// A stack of 100 boxes — ten columns of ten, a box's width apart —
    /// stands and goes to sleep, with either contact solver.
    @Test(arguments: [false, true]) func aHundredBoxStackFallsAsleep(blockSolver: Bool) {
        var def = WorldDef()
        def.enableBlockSolver = blockSolver
        let world = PhysicsWorld(def)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 40, halfHeight: 1)))
        var stack: [(BodyId, Vec2)] = []
        for column in 0..<10 {
            for i in 0..<10 {
                let start = Vec2(Float(column) * 2 - 9, 0.5 + Float(i))
                let body = world.createBody(BodyDef(type: .dynamic, position: start))
                world.createShape(body, ShapeDef(), .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)))
                stack.append((body, start))
            }
        }
        var asleepAt: Int?
        for step in 0..<1200 {
            world.step(1.0 / 60)
            if stack.allSatisfy({ !world.isAwake($0.0) }) { asleepAt = step; break }
        }
        // Still for half a second first (30 steps).
        #expect(asleepAt.map { $0 >= 29 } == true, "asleep at step \(String(describing: asleepAt))")
        for (body, start) in stack { #expect(abs(world.position(of: body).x - start.x) < 0.02) }
    }

    /// A small ball at 200 m/s hits a thin static segment: it must not pass
    /// through (3.3 m a step against a boundary of no thickness).
    @Test func aFastSmallBodyDoesNotTunnelThroughAThinBoundary() {
        let world = PhysicsWorld()
        let wall = world.createBody(BodyDef(type: .static))
        world.createShape(wall, ShapeDef(), .segment(Segment(Vec2(-10, 0), Vec2(10, 0))))
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 20)))
        world.createShape(ball, ShapeDef(), .circle(Circle(radius: 0.05)))
        world.setLinearVelocity(ball, Vec2(0, -200))
        for _ in 0..<60 { world.step(1.0 / 60) }
        #expect(world.position(of: ball).y > 0, "the ball is at \(world.position(of: ball))")
        // It stopped on the wall: resting on it, not bouncing away or buried.
        #expect(abs(world.position(of: ball).y - 0.05) < 0.01)
    }

    /// Continuous collision keeps to the collision filters: a fast ball
    /// whose filter excludes the wall passes through it.
    @Test func continuousCollisionRespectsFilters() {
        let world = PhysicsWorld()
        let wall = world.createBody(BodyDef(type: .static))
        world.createShape(wall, ShapeDef(), .segment(Segment(Vec2(-10, 0), Vec2(10, 0))))
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 20)))
        var def = ShapeDef()
        def.filter.maskBits = 0
        world.createShape(ball, def, .circle(Circle(radius: 0.05)))
        world.setLinearVelocity(ball, Vec2(0, -200))
        for _ in 0..<30 { world.step(1.0 / 60) }
        #expect(world.position(of: ball).y < -50)
    }
}
