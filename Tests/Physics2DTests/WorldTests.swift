import Testing
@testable import Physics2D

/// The world stepped under its solver: closed-form free fall, resting and
/// bouncing contacts, determinism and bad input.
struct WorldTests {
    /// A ball at `y` on a static box ground whose top is y = 0.
    private func ballOverGround(y: Float, radius: Float = 0.5, restitution: Float = 0) -> (PhysicsWorld, BodyId) {
        let world = PhysicsWorld()
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 20, halfHeight: 1)))
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, y)))
        var def = ShapeDef()
        def.restitution = restitution
        world.createShape(ball, def, .circle(Circle(radius: radius)))
        return (world, ball)
    }

    /// Semi-implicit Euler per sub-step: after N sub-steps of h the body has
    /// fallen g h² N (N + 1) / 2 and moves at g h N.
    @Test func freeFallFollowsTheSubSteppedIntegrator() {
        let world = PhysicsWorld()
        let body = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 100)))
        world.createShape(body, ShapeDef(), .circle(Circle(radius: 0.5)))
        for _ in 0..<60 { world.step(1.0 / 60, subSteps: 4) }
        let n: Float = 240, h: Float = 1.0 / 240
        let fallen = 10 * h * h * n * (n + 1) / 2
        #expect(abs(world.position(of: body).y - (100 - fallen)) < 1e-3)
        #expect(abs(world.linearVelocity(of: body).y + 10 * h * n) < 1e-3)
    }

    /// A ball dropped on the ground comes to rest on it, sunk no deeper than
    /// the collision tolerance (linear slop, 0.005 m).
    @Test func aBallComesToRestOnTheGround() {
        let (world, ball) = ballOverGround(y: 2)
        for _ in 0..<240 { world.step(1.0 / 60) }
        let y = world.position(of: ball).y
        #expect(y > 0.5 - PhysicsConstants.linearSlop - 1e-4 && y < 0.5 + 1e-3, "y = \(y)")
        #expect(abs(world.linearVelocity(of: ball).y) < 1e-3)
        #expect(world.contactCount == 1)
    }

    /// With restitution 0.5 the ball leaves the ground at about half the
    /// speed it hit it with.
    @Test func restitutionBouncesAtTheRatio() {
        let (world, ball) = ballOverGround(y: 5.5, restitution: 0.5)
        var before: Float = 0, after: Float = 0
        for _ in 0..<120 {
            let v = world.linearVelocity(of: ball).y
            world.step(1.0 / 60)
            let v2 = world.linearVelocity(of: ball).y
            if v < -1 && v2 > 0 { before = v; after = v2; break }
        }
        #expect(before < -9)
        #expect(abs(after / -before - 0.5) < 0.05, "in \(before), out \(after)")
    }

    /// The world's mixing rules: a box of friction 0 sliding at 3 m/s on
    /// ground of friction 0.6 keeps its speed under the geometric mean and
    /// stops at μ g = 6 m/s² (in 0.5 s) under `.maximum`; a restitution
    /// rule of `.minimum` keeps a bouncy ball on a dead floor dead.
    @Test func mixingRulesCombineTheTwoShapesMaterials() {
        #expect(MixingRule.geometricMean.mix(0.25, 1) == 0.5)
        #expect(MixingRule.maximum.mix(0.25, 1) == 1 && MixingRule.minimum.mix(0.25, 1) == 0.25)
        #expect(MixingRule.average.mix(0.25, 1) == 0.625)
        for rule in [MixingRule.geometricMean, .maximum] {
            var worldDef = WorldDef()
            worldDef.frictionMixing = rule
            let world = PhysicsWorld(worldDef)
            let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
            var groundDef = ShapeDef()
            groundDef.friction = 0.6
            world.createShape(ground, groundDef, .polygon(.box(halfWidth: 50, halfHeight: 1)))
            let box = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 0.5)))
            var boxDef = ShapeDef()
            boxDef.friction = 0
            world.createShape(box, boxDef, .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)))
            for _ in 0..<30 { world.step(1.0 / 60) }
            world.setLinearVelocity(box, Vec2(3, 0))
            for _ in 0..<15 { world.step(1.0 / 60) }
            let v = world.linearVelocity(of: box).x
            if rule == .geometricMean {
                #expect(abs(v - 3) < 1e-3, "frictionless under the geometric mean: \(v)")
            } else {
                #expect(abs(v - 1.5) < 0.05, "6 m/s² for 0.25 s: \(v)")
            }
        }
        var worldDef = WorldDef()
        worldDef.restitutionMixing = .minimum
        let world = PhysicsWorld(worldDef)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 20, halfHeight: 1)))
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 5.5)))
        var def = ShapeDef()
        def.restitution = 0.9
        world.createShape(ball, def, .circle(Circle(radius: 0.5)))
        var highest: Float = -1
        var landed = false
        for _ in 0..<180 {
            world.step(1.0 / 60)
            let y = world.position(of: ball).y
            if y < 0.6 { landed = true }
            if landed { highest = max(highest, y) }
        }
        #expect(landed && highest < 0.55, "no bounce: rose to \(highest)")
    }

    /// Two worlds built and stepped the same way give the same bits.
    @Test func steppingIsDeterministic() {
        func run() -> [Float] {
            let (world, _) = ballOverGround(y: 3, restitution: 0.3)
            var balls: [BodyId] = []
            for i in 0..<20 {
                let b = world.createBody(BodyDef(type: .dynamic, position: Vec2(Float(i % 5) * 0.9 - 2, 2 + Float(i / 5))))
                world.createShape(b, ShapeDef(), .circle(Circle(radius: 0.4)))
                balls.append(b)
            }
            for _ in 0..<120 { world.step(1.0 / 60) }
            return balls.flatMap { [world.position(of: $0).x, world.position(of: $0).y, world.rotation(of: $0).s] }
        }
        let a = run(), b = run()
        #expect(a.map(\.bitPattern) == b.map(\.bitPattern))
    }

    /// Non-finite input is refused or replaced, and the world steps on.
    @Test func badInputLeavesTheWorldUnharmed() {
        let (world, ball) = ballOverGround(y: 2)
        let bad = world.createBody(BodyDef(type: .dynamic, position: Vec2(.nan, .infinity)))
        #expect(world.position(of: bad) == .zero)
        #expect(world.createShape(bad, ShapeDef(), .circle(Circle(radius: .nan))) == nil)
        world.setLinearVelocity(ball, Vec2(.nan, 0))
        world.applyForceToCenter(ball, Vec2(.infinity, 0))
        world.step(.nan)
        world.step(-1)
        world.step(0)
        for _ in 0..<60 { world.step(1.0 / 60) }
        #expect(world.position(of: ball).isFinite && world.position(of: ball).x == 0)
        world.destroyBody(ball)
        world.destroyBody(ball)            // twice: ignored
        #expect(!world.isValid(ball))
        world.step(1.0 / 60)
        #expect(world.contactCount == 0)
    }
}
