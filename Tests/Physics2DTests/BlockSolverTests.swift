import Testing
@testable import Physics2D

/// The block solver (`WorldDef.enableBlockSolver`): a two-point contact's
/// normal impulses solved together keep a flat face square.
struct BlockSolverTests {
    /// A 0.7 m box, damped (linear and angular damping 3) and weightless,
    /// slides at 9 m/s into a wall — a segment or a box, frictionless or
    /// with friction 0.2 — and stops against it square: its face on the
    /// wall (x = 4 − 0.35), not turned at any step.
    @Test(arguments: [(true, Float(0)), (true, 0.2), (false, 0), (false, 0.2)])
    func aFlatFaceHitsAWallSquare(segmentWall: Bool, friction: Float) {
        var worldDef = WorldDef()
        worldDef.gravity = .zero
        worldDef.enableBlockSolver = true
        let world = PhysicsWorld(worldDef)
        let wall = world.createBody(BodyDef(type: .static))
        var wallDef = ShapeDef()
        wallDef.friction = friction
        if segmentWall {
            world.createShape(wall, wallDef, .segment(Segment(Vec2(4, 0), Vec2(4, 3))))
        } else {
            world.createShape(wall, wallDef, .polygon(.box(halfWidth: 1, halfHeight: 3, center: Vec2(5, 0), rotation: .identity)))
        }
        var bodyDef = BodyDef(type: .dynamic, position: Vec2(1.9, 1.5))
        bodyDef.linearDamping = 3
        bodyDef.angularDamping = 3
        let box = world.createBody(bodyDef)
        var boxDef = ShapeDef()
        boxDef.friction = friction
        world.createShape(box, boxDef, .polygon(.box(halfWidth: 0.35, halfHeight: 0.35)))
        world.setLinearVelocity(box, Vec2(9, 0))
        var fastestTurn: Float = 0
        for _ in 0..<120 {
            world.step(1.0 / 60)
            fastestTurn = max(fastestTurn, abs(world.angularVelocity(of: box)))
        }
        #expect(fastestTurn < 1e-4, "turned at up to \(fastestTurn) rad/s")
        #expect(abs(world.rotation(of: box).angle) < 1e-5)
        #expect(abs(world.position(of: box).x - 3.65) < PhysicsConstants.linearSlop, "at \(world.position(of: box))")
        #expect(abs(world.position(of: box).y - 1.5) < 1e-4, "slid along the wall to \(world.position(of: box))")
        #expect(world.linearVelocity(of: box).length < 1e-3)
    }

    /// A box of restitution 0.8 dropped flat bounces straight up and down:
    /// both corners get the same bounce, so after five bounces it has not
    /// moved sideways or turned, and each bounce leaves at 0.8 × the
    /// landing speed.
    @Test func aFlatBoxBouncesStraight() {
        var worldDef = WorldDef()
        worldDef.enableBlockSolver = true
        let world = PhysicsWorld(worldDef)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
        world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 20, halfHeight: 1)))
        let box = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 3)))
        var def = ShapeDef()
        def.restitution = 0.8
        world.createShape(box, def, .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)))
        var bounces: [(landing: Float, leaving: Float)] = []
        for _ in 0..<600 where bounces.count < 5 {
            let before = world.linearVelocity(of: box).y
            world.step(1.0 / 60)
            let after = world.linearVelocity(of: box).y
            if before < -1, after > 0 { bounces.append((before, after)) }
        }
        #expect(bounces.count == 5)
        for b in bounces { #expect(abs(b.leaving / -b.landing - 0.8) < 0.06, "in \(b.landing), out \(b.leaving)") }
        #expect(abs(world.position(of: box).x) < 1e-5, "drifted to \(world.position(of: box))")
        #expect(abs(world.rotation(of: box).angle) < 1e-5)
    }

    /// The 2 × 2 problem's four cases against their definitions: both
    /// points pushing; one point only, the other separating; neither.
    @Test func theFourCasesOfTheTwoPointProblem() {
        let k = SIMD3<Float>(2, 1, 2)
        // Both approaching at −3: K x = 3 → x = (1, 1).
        let both = ContactSolver.solveBlock(old: .zero, rhs: SIMD2(-3, -3), k: k, massScale: 1, impulseScale: 0)
        #expect(both == SIMD2(1, 1))
        // The first approaching at −4, the second separating at +4: x = (2, 0),
        // after which the second moves at 4 + k12 · 2 = 6 ≥ 0.
        let first = ContactSolver.solveBlock(old: .zero, rhs: SIMD2(-4, 4), k: k, massScale: 1, impulseScale: 0)
        #expect(first == SIMD2(2, 0))
        let second = ContactSolver.solveBlock(old: .zero, rhs: SIMD2(4, -4), k: k, massScale: 1, impulseScale: 0)
        #expect(second == SIMD2(0, 2))
        // Both separating with old impulses (1, 1) whose removal still leaves
        // them separating: 5 − 2 − 1 = 2 ≥ 0.
        let neither = ContactSolver.solveBlock(old: SIMD2(1, 1), rhs: SIMD2(5, 5), k: k, massScale: 1, impulseScale: 0)
        #expect(neither == .zero)
        // Soft: half the mass scale, a tenth of the old impulse let go.
        let soft = ContactSolver.solveBlock(old: SIMD2(1, 1), rhs: SIMD2(-3, -3), k: k, massScale: 0.5, impulseScale: 0.1)
        #expect(soft.map { abs($0.x - 1.4) < 1e-6 && abs($0.y - 1.4) < 1e-6 } == true, "\(String(describing: soft))")
    }
}
