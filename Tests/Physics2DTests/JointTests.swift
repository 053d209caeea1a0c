import Testing
@testable import Physics2D

/// Joints under the soft-step solver: closed-form periods and settling
/// points, limits, motors, the ties to contacts and sleep, determinism and
/// bad input.
struct JointTests {
    private let dt: Float = 1.0 / 60

    private func makeWorld(gravity: Vec2 = Vec2(0, -10), sleep: Bool = true) -> PhysicsWorld {
        var def = WorldDef()
        def.gravity = gravity
        def.enableSleep = sleep
        return PhysicsWorld(def)
    }

    private func ball(_ world: PhysicsWorld, at p: Vec2, radius: Float = 0.1) -> BodyId {
        let b = world.createBody(BodyDef(type: .dynamic, position: p))
        world.createShape(b, ShapeDef(), .circle(Circle(radius: radius)))
        return b
    }

    @discardableResult
    private func box(_ world: PhysicsWorld, at p: Vec2, halfWidth: Float, halfHeight: Float,
                     type: BodyType = .dynamic) -> BodyId {
        let b = world.createBody(BodyDef(type: type, position: p))
        world.createShape(b, ShapeDef(), .polygon(.box(halfWidth: halfWidth, halfHeight: halfHeight)))
        return b
    }

    /// The times `values` cross `level` going up (interpolated between samples).
    private func upCrossings(_ values: [Float], level: Float, dt: Float) -> [Float] {
        var times: [Float] = []
        for i in 1..<values.count where values[i - 1] < level && values[i] >= level {
            let f = (level - values[i - 1]) / (values[i] - values[i - 1])
            times.append((Float(i - 1) + f) * dt)
        }
        return times
    }

    private func meanPeriod(_ crossings: [Float]) -> Float {
        (crossings.last! - crossings.first!) / Float(crossings.count - 1)
    }

    // MARK: Revolute

    /// A 1 m pendulum (a 5 cm ball on a hinge) let go at 0.1 rad swings
    /// with the period 2π √(L / g) and keeps its length.
    @Test func aPendulumKeepsItsLengthAndPeriod() {
        let world = makeWorld(sleep: false)
        let pivot = Vec2(0, 10), length: Float = 1, theta0: Float = 0.1
        let ground = world.createBody(BodyDef(type: .static, position: pivot))
        let start = pivot + Vec2(length * theta0.sinApprox, -length * theta0.cosApprox)
        let bob = ball(world, at: start, radius: 0.05)
        let def = JointDef(.revolute(RevoluteJointSettings()), bodyA: ground, bodyB: bob,
                           localAnchorA: .zero, localAnchorB: world.localPoint(of: bob, pivot))
        #expect(world.createJoint(def) != nil)
        var angles: [Float] = [], worstLength: Float = 0, peak: Float = 0
        for step in 0..<600 {
            world.step(dt)
            let d = world.position(of: bob) - pivot
            worstLength = max(worstLength, abs(d.length - length))
            angles.append(atan2Approx(d.x, -d.y))
            if step >= 540 { peak = max(peak, abs(angles.last!)) }
        }
        let period = meanPeriod(upCrossings(angles, level: 0, dt: dt))
        let expected = 2 * Float.pi * (length / 10).squareRoot()      // 1.98692 s
        #expect(abs(period / expected - 1) < 0.02, "period \(period), expected \(expected)")
        // Closer: the ball's own inertia (r²/2 per kg) and the amplitude
        // (1 + θ₀²/16) make it 1.98940 s; measured 1.98939 s.
        let physical = expected * (1 + 0.05 * 0.05 / 2).squareRoot() * (1 + theta0 * theta0 / 16)
        #expect(abs(period / physical - 1) < 0.002, "period \(period), physical pendulum \(physical)")
        #expect(worstLength < 1e-3, "length off by \(worstLength)")
        #expect(peak > 0.09, "the swing died down to \(peak) rad")
    }

    /// A hinged bar with limits ±0.4 rad falls onto its lower stop and,
    /// flung up, onto its upper one; the angle stays within them.
    @Test func aRevoluteLimitHoldsTheAngle() {
        let world = makeWorld(sleep: false)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, 5)))
        let bar = box(world, at: Vec2(1, 5), halfWidth: 1, halfHeight: 0.1)
        var settings = RevoluteJointSettings()
        settings.enableLimit = true
        settings.lowerAngle = -0.4
        settings.upperAngle = 0.4
        let joint = world.createJoint(JointDef(.revolute(settings), bodyA: ground, bodyB: bar,
                                               localAnchorA: .zero, localAnchorB: Vec2(-1, 0)))!
        var lowest: Float = 0, highest: Float = 0
        for _ in 0..<120 {
            world.step(dt)
            lowest = min(lowest, world.revoluteAngle(joint))
        }
        #expect(abs(world.revoluteAngle(joint) + 0.4) < 0.01, "resting at \(world.revoluteAngle(joint))")
        world.setAngularVelocity(bar, 20)
        for _ in 0..<30 {
            world.step(dt)
            highest = max(highest, world.revoluteAngle(joint))
            lowest = min(lowest, world.revoluteAngle(joint))
        }
        #expect(highest > 0.39)
        #expect(lowest > -0.4 - 0.02 && highest < 0.4 + 0.02, "angles \(lowest)…\(highest)")
        // The hinge point holds throughout.
        let (a, b) = world.jointAnchors(joint)!
        #expect(distance(a, b) < 1e-3)
    }

    /// A wheel's motor with torque to spare reaches its speed; one with
    /// little torque accelerates at τ / I.
    @Test func aRevoluteMotorReachesItsSpeedUnderItsTorque() {
        let world = makeWorld(sleep: false)
        let ground = world.createBody(BodyDef(type: .static))
        let strong = ball(world, at: Vec2(0, 0), radius: 0.5)
        let weak = ball(world, at: Vec2(3, 0), radius: 0.5)
        var settings = RevoluteJointSettings()
        settings.enableMotor = true
        settings.motorSpeed = 5
        settings.maxMotorTorque = 100
        let j1 = world.createJoint(JointDef(.revolute(settings), bodyA: ground, bodyB: strong))!
        settings.maxMotorTorque = 0.1
        let j2 = world.createJoint(JointDef(.revolute(settings), bodyA: ground, bodyB: weak,
                                            localAnchorA: Vec2(3, 0)))!
        for _ in 0..<60 { world.step(dt) }
        let inertia = world.rotationalInertia(of: weak)
        let expected = 0.1 * 1 / inertia
        #expect(abs(world.revoluteSpeed(j1) - 5) < 1e-3)
        #expect(abs(world.revoluteSpeed(j2) / expected - 1) < 0.01, "\(world.revoluteSpeed(j2)) rad/s, τt/I = \(expected)")
        #expect(abs(world.revoluteMotorTorque(j2) - 0.1) < 1e-3)
        // The motor can be changed live: turned off, the wheel spins on.
        world.setMotorEnabled(j1, false)
        for _ in 0..<30 { world.step(dt) }
        #expect(abs(world.revoluteSpeed(j1) - 5) < 1e-3)
        world.setMotorEnabled(j1, true)
        world.setMotorSpeed(j1, -2)
        for _ in 0..<30 { world.step(dt) }
        #expect(abs(world.revoluteSpeed(j1) + 2) < 1e-3)
    }

    /// Joint friction (a motor at speed 0) holds a horizontal bar whose
    /// weight's torque is less than the friction, and lets a heavier one turn.
    @Test func revoluteFrictionHoldsUpToItsTorque() {
        func angleAfterOneSecond(friction: Float) -> Float {
            let world = makeWorld(sleep: false)
            let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, 5)))
            let bar = box(world, at: Vec2(1, 5), halfWidth: 1, halfHeight: 0.1)   // 0.4 kg: 4 N·m about the hinge
            let joint = world.createJoint(JointDef(.revolute(.friction(torque: friction)), bodyA: ground, bodyB: bar,
                                                   localAnchorB: Vec2(-1, 0)))!
            for _ in 0..<60 { world.step(dt) }
            return world.revoluteAngle(joint)
        }
        let held = angleAfterOneSecond(friction: 5), slipped = angleAfterOneSecond(friction: 3)
        #expect(abs(held) < 0.01, "held at \(held)")
        #expect(slipped < -0.3, "slipped to \(slipped)")
    }

    // MARK: Distance

    /// A 1 kg-ish ball on a 2 Hz undamped spring oscillates at 2 Hz.
    @Test func aDistanceSpringOscillatesAtItsFrequency() {
        let world = makeWorld(gravity: .zero, sleep: false)
        let anchor = world.createBody(BodyDef(type: .static))
        let body = ball(world, at: Vec2(1.5, 0), radius: 0.2)
        let hertz: Float = 2
        let joint = world.createJoint(JointDef(.distance(.spring(length: 1, hertz: hertz, dampingRatio: 0)),
                                               bodyA: anchor, bodyB: body))!
        var lengths: [Float] = []
        for _ in 0..<300 {
            world.step(dt)
            lengths.append(world.distanceJointLength(joint))
        }
        let frequency = 1 / meanPeriod(upCrossings(lengths, level: 1, dt: dt))
        let amplitude = lengths.suffix(30).max()! - 1
        #expect(abs(frequency / hertz - 1) < 0.02, "\(frequency) Hz, amplitude after 5 s \(amplitude) m")
        #expect(abs(world.position(of: body).y) < 1e-6)    // along its line only
    }

    /// A rigid distance joint (a rod) keeps its length while swinging.
    @Test func aDistanceRodKeepsItsLength() {
        let world = makeWorld(sleep: false)
        let anchor = world.createBody(BodyDef(type: .static, position: Vec2(0, 10)))
        let body = ball(world, at: Vec2(2, 10))
        let joint = world.createJoint(JointDef(.distance(DistanceJointSettings(length: 2)), bodyA: anchor, bodyB: body))!
        var worst: Float = 0
        for _ in 0..<300 {
            world.step(dt)
            worst = max(worst, abs(world.distanceJointLength(joint) - 2))
        }
        #expect(worst < 2e-3, "length off by \(worst)")
    }

    /// A ball on a 2 m rope, let go 1 m from the anchor, falls freely
    /// (exactly as without the rope) until the rope is taut, then swings
    /// without the rope ever stretching more than 1 cm.
    @Test func aRopeIsFreeInsideItsLengthAndNeverLonger() {
        let world = makeWorld(sleep: false)
        let anchorPoint = Vec2(0, 10)
        let anchor = world.createBody(BodyDef(type: .static, position: anchorPoint))
        let body = ball(world, at: anchorPoint + Vec2(1, 0))
        let rope = world.createJoint(JointDef(.distance(.rope(maxLength: 2)), bodyA: anchor, bodyB: body))!
        // Slack for the first 0.5 s (it falls 1.26 m; taut at √3 m).
        for n in 1...30 {
            world.step(dt)
            let h: Float = 1.0 / 240, subSteps = Float(4 * n)
            let fallen = 10 * h * h * subSteps * (subSteps + 1) / 2
            #expect(abs(world.position(of: body).y - (10 - fallen)) < 1e-4)
            #expect(world.position(of: body).x == 1)
        }
        var longest: Float = 0
        for _ in 0..<570 {
            world.step(dt)
            longest = max(longest, world.distanceJointLength(rope))
        }
        #expect(longest < 2.01, "longest \(longest)")
        #expect(longest > 1.99)      // it did go taut
        // Shortening the rope live pulls the ball in.
        world.setLimits(rope, lower: 0, upper: 1)
        for _ in 0..<120 { world.step(dt) }
        #expect(world.distanceJointLength(rope) < 1.01)
    }

    // MARK: Weld

    /// A beam welded to a static post as a cantilever, and a pair of boxes
    /// welded to each other tumbling onto the ground, keep their relative
    /// placement.
    @Test func aWeldKeepsTheRelativePlacement() {
        let world = makeWorld(sleep: false)
        let post = world.createBody(BodyDef(type: .static, position: Vec2(0, 5)))
        let beam = box(world, at: Vec2(1.5, 5), halfWidth: 1.5, halfHeight: 0.1)
        world.createJoint(JointDef(.weld(WeldJointSettings()), bodyA: post, bodyB: beam,
                                   localAnchorA: .zero, localAnchorB: Vec2(-1.5, 0)))
        box(world, at: Vec2(10, -1), halfWidth: 10, halfHeight: 1, type: .static)
        var tilted = BodyDef(type: .dynamic, position: Vec2(10, 3))
        tilted.rotation = Rot(angle: 0.3)
        let a = world.createBody(tilted)
        world.createShape(a, ShapeDef(), .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)))
        tilted.position = Vec2(10, 3) + Rot(angle: 0.3).rotate(Vec2(1.2, 0))
        tilted.rotation = Rot(angle: 0.3 + 0.5)
        let b = world.createBody(tilted)
        world.createShape(b, ShapeDef(), .polygon(.box(halfWidth: 0.5, halfHeight: 0.2)))
        let relative0 = world.transform(of: a).inverseTimes(world.transform(of: b))
        let anchorOnA = world.localPoint(of: a, Vec2(10, 3) + Rot(angle: 0.3).rotate(Vec2(0.6, 0)))
        let anchorOnB = world.localPoint(of: b, Vec2(10, 3) + Rot(angle: 0.3).rotate(Vec2(0.6, 0)))
        world.createJoint(JointDef(.weld(WeldJointSettings(referenceAngle: 0.5)), bodyA: a, bodyB: b,
                                   localAnchorA: anchorOnA, localAnchorB: anchorOnB))
        var worstBeam: Float = 0, worstBeamAngle: Float = 0
        // The pair's error: in flight, in the landing's impacts, at rest.
        var flight: (Float, Float) = (0, 0), landing: (Float, Float) = (0, 0), rest: (Float, Float) = (0, 0)
        for step in 0..<180 {
            world.step(dt)
            worstBeam = max(worstBeam, distance(world.position(of: beam), Vec2(1.5, 5)))
            worstBeamAngle = max(worstBeamAngle, abs(world.rotation(of: beam).angle))
            let relative = world.transform(of: a).inverseTimes(world.transform(of: b))
            let error = (distance(relative.p, relative0.p), abs(relative0.q.relativeAngle(to: relative.q)))
            if world.contactBeginEvents.isEmpty && landing == (0, 0) && step < 60 {
                flight = (max(flight.0, error.0), max(flight.1, error.1))
            } else if step < 150 {
                landing = (max(landing.0, error.0), max(landing.1, error.1))
            } else {
                rest = (max(rest.0, error.0), max(rest.1, error.1))
            }
        }
        #expect(worstBeam < 0.001 && worstBeamAngle < 0.001, "beam \(worstBeam) m, \(worstBeamAngle) rad")
        #expect(flight.0 < 1e-4 && flight.1 < 1e-4)
        #expect(landing.0 < 0.03 && landing.1 < 0.03, "landing \(landing)")
        #expect(rest.0 < 0.002 && rest.1 < 0.002, "at rest \(rest)")
        #expect(world.position(of: a).y < 1.5)      // the pair did land
    }

    // MARK: Prismatic

    /// A block on a diagonal slider falls along it to the lower limit,
    /// never leaving the axis or turning; a motor then drives it up at its
    /// speed to the upper limit.
    @Test func aPrismaticKeepsToItsAxisAndLimits() {
        let world = makeWorld(sleep: false)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, 5)))
        let block = box(world, at: Vec2(0, 5), halfWidth: 0.3, halfHeight: 0.2)
        var settings = PrismaticJointSettings(localAxisA: Vec2(1, 1))
        settings.enableLimit = true
        settings.lowerTranslation = -1
        settings.upperTranslation = 0.5
        settings.maxMotorForce = 50
        settings.motorSpeed = 2
        let joint = world.createJoint(JointDef(.prismatic(settings), bodyA: ground, bodyB: block))!
        let axis = Vec2(1, 1).normalized, perp = axis.leftPerp
        var worstOff: Float = 0, worstAngle: Float = 0, lowest: Float = 0, highest: Float = 0
        func track() {
            let d = world.position(of: block) - Vec2(0, 5)
            worstOff = max(worstOff, abs(dot(perp, d)))
            worstAngle = max(worstAngle, abs(world.rotation(of: block).angle))
            lowest = min(lowest, world.prismaticTranslation(joint))
            highest = max(highest, world.prismaticTranslation(joint))
        }
        for _ in 0..<90 { world.step(dt); track() }
        #expect(abs(world.prismaticTranslation(joint) + 1) < 0.01)
        world.setMotorEnabled(joint, true)
        var speed: Float = 0
        for step in 0..<60 {
            world.step(dt); track()
            if step == 20 { speed = world.prismaticSpeed(joint) }
        }
        #expect(worstOff < 1e-3 && worstAngle < 1e-3, "off axis \(worstOff) m, turned \(worstAngle) rad")
        #expect(lowest > -1.01 && highest < 0.51, "translation \(lowest)…\(highest)")
        #expect(abs(speed - 2) < 1e-3)
        #expect(abs(world.prismaticTranslation(joint) - 0.5) < 0.01)
    }

    /// Limits are inelastic: a weightless block sliding at 3 m/s into its
    /// upper limit (1 m) stops dead there — no rebound, no overshoot.
    @Test func aPrismaticLimitStopsWithoutRebound() {
        var worldDef = WorldDef()
        worldDef.gravity = .zero
        let world = PhysicsWorld(worldDef)
        let ground = world.createBody(BodyDef(type: .static))
        let block = box(world, at: .zero, halfWidth: 0.5, halfHeight: 0.5)
        var settings = PrismaticJointSettings()
        settings.enableLimit = true
        settings.lowerTranslation = -1
        settings.upperTranslation = 1
        let joint = world.createJoint(JointDef(.prismatic(settings), bodyA: ground, bodyB: block))!
        world.setLinearVelocity(block, Vec2(3, 0))
        var farthest: Float = 0, slowestAfter: Float = 0
        for _ in 0..<60 {
            world.step(dt)
            let t = world.prismaticTranslation(joint)
            farthest = max(farthest, t)
            if t > 0.99 { slowestAfter = min(slowestAfter, world.prismaticSpeed(joint)) }
        }
        #expect(farthest < 1 + 1e-4, "overshot to \(farthest)")
        #expect(slowestAfter > -1e-3, "rebounded at \(slowestAfter) m/s")
        #expect(abs(world.prismaticTranslation(joint) - 1) < 1e-4)
    }

    /// A vertical slider with a critically damped 2 Hz spring settles
    /// g / ω² below its rest point.
    @Test func aPrismaticSpringSettlesAtTheStaticDeflection() {
        let world = makeWorld(sleep: false)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, 5)))
        let block = box(world, at: Vec2(0, 5), halfWidth: 0.3, halfHeight: 0.2)
        var settings = PrismaticJointSettings(localAxisA: Vec2(0, 1))
        settings.enableSpring = true
        settings.hertz = 2
        settings.dampingRatio = 1
        let joint = world.createJoint(JointDef(.prismatic(settings), bodyA: ground, bodyB: block))!
        for _ in 0..<240 { world.step(dt) }
        let omega = 2 * Float.pi * 2
        #expect(abs(world.prismaticTranslation(joint) + 10 / (omega * omega)) < 1e-3, "at \(world.prismaticTranslation(joint))")
    }

    // MARK: Mouse

    /// A mouse joint drags a ball to its target, where it settles g / ω²
    /// under it; it falls asleep there, and moving the target wakes it.
    @Test func theMouseJointDragsABodyToItsTarget() {
        let world = makeWorld()
        let ground = world.createBody(BodyDef(type: .static))
        let body = ball(world, at: Vec2(0, 0), radius: 0.25)
        var settings = MouseJointSettings(target: Vec2(3, 2))
        settings.maxForce = 1000 * world.mass(of: body)
        let joint = world.createJoint(JointDef(.mouse(settings), bodyA: ground, bodyB: body))!
        for _ in 0..<240 { world.step(dt) }
        let omega = 2 * Float.pi * 5
        let expected = Vec2(3, 2 - 10 / (omega * omega))
        #expect(distance(world.position(of: body), expected) < 1e-3, "at \(world.position(of: body)), expected \(expected)")
        #expect(world.linearVelocity(of: body).length < 1e-3)
        #expect(!world.isAwake(body))
        world.setTarget(joint, Vec2(-2, 1))
        #expect(world.isAwake(body))
        for _ in 0..<240 { world.step(dt) }
        #expect(distance(world.position(of: body), Vec2(-2, 1 - 10 / (omega * omega))) < 1e-3)
        // Too weak to hold the weight: it sinks.
        settings.target = Vec2(-2, 1)
        settings.maxForce = 0.5 * 10 * world.mass(of: body)
        #expect(world.setJointSettings(joint, .mouse(settings)))
        for _ in 0..<60 { world.step(dt) }
        #expect(world.position(of: body).y < 0)
    }

    // MARK: World ties

    /// Joined bodies with collideConnected off make no contacts (and lose
    /// the ones they had when joined); on, or after the joint goes, they do.
    @Test func collideConnectedDecidesTheContactsBetweenJoinedBodies() {
        let world = makeWorld(gravity: .zero, sleep: false)
        let a = box(world, at: Vec2(0, 0), halfWidth: 0.5, halfHeight: 0.5)
        let b = box(world, at: Vec2(0.8, 0), halfWidth: 0.5, halfHeight: 0.5)
        var def = JointDef(.revolute(RevoluteJointSettings()), bodyA: a, bodyB: b,
                           localAnchorA: Vec2(0.4, 0), localAnchorB: Vec2(-0.4, 0))
        let joint = world.createJoint(def)!
        for _ in 0..<30 { world.step(dt) }
        #expect(world.contactCount == 0)
        #expect(distance(world.position(of: a), Vec2(0, 0)) < 1e-4)     // not pushed apart
        world.destroyJoint(joint)
        world.step(dt)
        #expect(world.contactCount == 1)
        // Joined while touching: the contact goes at once.
        let again = world.createJoint(def)!
        #expect(world.contactCount == 0)
        world.destroyJoint(again)
        def.collideConnected = true
        world.createJoint(def)
        world.step(dt)
        #expect(world.contactCount == 1)
    }

    /// Destroying a body destroys its joints; the rest carry on.
    @Test func destroyingABodyRemovesItsJoints() {
        let world = makeWorld(sleep: false)
        let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, 10)))
        let first = ball(world, at: Vec2(0, 9))
        let second = ball(world, at: Vec2(0, 8))
        let j1 = world.createJoint(JointDef(.distance(DistanceJointSettings(length: 1)), bodyA: ground, bodyB: first))!
        let j2 = world.createJoint(JointDef(.distance(DistanceJointSettings(length: 1)), bodyA: first, bodyB: second))!
        for _ in 0..<10 { world.step(dt) }
        world.destroyBody(first)
        #expect(!world.isValid(j1) && !world.isValid(j2))
        #expect(world.jointCount == 0)
        #expect(world.jointKind(j1) == nil)
        let v0 = world.linearVelocity(of: second).y
        for _ in 0..<30 { world.step(dt) }
        // Free fall from here on.
        #expect(abs(world.linearVelocity(of: second).y - (v0 - 10 * 30 * dt)) < 1e-3)
        // The slot is reused under a new generation; the old ids stay invalid.
        let j3 = world.createJoint(JointDef(.weld(WeldJointSettings()), bodyA: ground, bodyB: second))!
        #expect(world.isValid(j3) && !world.isValid(j1) && !world.isValid(j2))
    }

    /// A pendulum hanging from a dynamic block resting on a ledge: while
    /// the bob swings the still block stays awake (one island); at rest
    /// both fall asleep together; a push on the bob wakes the block; the
    /// joint holds the bob's weight.
    @Test func aPendulumAtRestFallsAsleepWithItsAnchorBody() {
        let world = makeWorld()
        box(world, at: Vec2(0, -1), halfWidth: 5, halfHeight: 1, type: .static)
        let block = box(world, at: Vec2(0, 0.5), halfWidth: 1, halfHeight: 0.5)
        let bob = ball(world, at: Vec2(2.5, 1))
        let joint = world.createJoint(JointDef(.revolute(RevoluteJointSettings()), bodyA: block, bodyB: bob,
                                               localAnchorA: Vec2(2.5, 1.5), localAnchorB: Vec2(0, 1)))!
        // Swinging: a second on, nothing sleeps.
        world.setLinearVelocity(bob, Vec2(1, 0))
        for _ in 0..<60 { world.step(dt) }
        #expect(world.isAwake(block) && world.isAwake(bob))
        // Stopped: both fall asleep in the same step.
        world.setTransform(bob, position: Vec2(2.5, 1), rotation: .identity)
        world.setLinearVelocity(bob, .zero)
        world.setAngularVelocity(bob, 0)
        var asleepAt: [Int?] = [nil, nil]
        for step in 0..<600 {
            world.step(dt)
            if asleepAt[0] == nil && !world.isAwake(block) { asleepAt[0] = step }
            if asleepAt[1] == nil && !world.isAwake(bob) { asleepAt[1] = step }
            if asleepAt[0] != nil && asleepAt[1] != nil { break }
        }
        #expect(asleepAt[0] != nil && asleepAt[0] == asleepAt[1], "asleep at \(asleepAt)")
        world.applyForceToCenter(bob, Vec2(1e-4, 0))
        #expect(world.isAwake(block))
        // The bob hangs at rest: the joint carries its weight.
        for _ in 0..<60 { world.step(dt) }
        let force = world.jointConstraintForce(joint), weight = 10 * world.mass(of: bob)
        #expect(abs(force.y - weight) < 0.01 * weight && abs(force.x) < 0.01 * weight, "force \(force), weight \(weight)")
        // Creating and destroying a joint wake the bodies.
        for _ in 0..<120 { world.step(dt) }
        #expect(!world.isAwake(bob))
        world.destroyJoint(joint)
        #expect(world.isAwake(bob) && world.isAwake(block))
    }

    // MARK: Determinism and bad input

    /// A hinged chain, a motor, a slider, a rope, a weld and a mouse joint
    /// among contacts: two runs give the same bits.
    @Test func jointsAreDeterministic() {
        func run() -> [UInt32] {
            let world = makeWorld()
            let ground = box(world, at: Vec2(0, -1), halfWidth: 20, halfHeight: 1, type: .static)
            var previous = ground
            for i in 0..<10 {
                let link = world.createBody(BodyDef(type: .dynamic, position: Vec2(Float(i) * 0.5 + 0.25, 6)))
                world.createShape(link, ShapeDef(), .capsule(Capsule(center1: Vec2(-0.25, 0), center2: Vec2(0.25, 0), radius: 0.1)))
                let anchor = Vec2(Float(i) * 0.5, 6)
                world.createJoint(JointDef(.revolute(RevoluteJointSettings()), bodyA: previous, bodyB: link,
                                           localAnchorA: world.localPoint(of: previous, anchor),
                                           localAnchorB: world.localPoint(of: link, anchor)))
                previous = link
            }
            let wheel = ball(world, at: Vec2(-3, 0.5), radius: 0.5)
            var motor = RevoluteJointSettings(); motor.enableMotor = true; motor.motorSpeed = -4; motor.maxMotorTorque = 20
            let axle = box(world, at: Vec2(-3, 0.5), halfWidth: 0.2, halfHeight: 0.2)
            world.createJoint(JointDef(.revolute(motor), bodyA: axle, bodyB: wheel))
            let slider = box(world, at: Vec2(-6, 3), halfWidth: 0.3, halfHeight: 0.3)
            var prismatic = PrismaticJointSettings(localAxisA: Vec2(1, 2)); prismatic.enableLimit = true
            prismatic.lowerTranslation = -1; prismatic.upperTranslation = 1
            world.createJoint(JointDef(.prismatic(prismatic), bodyA: ground, bodyB: slider, localAnchorA: Vec2(-6, 4)))
            let hanging = ball(world, at: Vec2(8, 4), radius: 0.3)
            world.createJoint(JointDef(.distance(.rope(maxLength: 3)), bodyA: ground, bodyB: hanging, localAnchorA: Vec2(7, 7)))
            let glued = ball(world, at: Vec2(8.6, 4), radius: 0.3)
            world.createJoint(JointDef(.weld(WeldJointSettings()), bodyA: hanging, bodyB: glued, localAnchorA: Vec2(0.3, 0),
                                       localAnchorB: Vec2(-0.3, 0)))
            let dragged = box(world, at: Vec2(4, 1), halfWidth: 0.4, halfHeight: 0.4)
            var mouse = MouseJointSettings(target: Vec2(5, 4)); mouse.maxForce = 200
            let m = world.createJoint(JointDef(.mouse(mouse), bodyA: ground, bodyB: dragged, localAnchorB: Vec2(0.3, 0.3)))!
            for step in 0..<180 {
                if step % 30 == 0 { world.setTarget(m, Vec2(4 + Float(step) / 60, 3)) }
                world.step(dt)
            }
            return [previous, wheel, slider, hanging, glued, dragged].flatMap {
                [world.position(of: $0).x.bitPattern, world.position(of: $0).y.bitPattern, world.rotation(of: $0).s.bitPattern]
            }
        }
        #expect(run() == run())
    }

    /// Refused: NaN anchors or settings, the same body twice, destroyed or
    /// foreign body ids, a zero slider axis. Nothing changes — no joint, no
    /// wake — and the world steps on.
    @Test func badJointInputIsRefusedWithoutHarm() {
        let world = makeWorld()
        box(world, at: Vec2(0, -1), halfWidth: 5, halfHeight: 1, type: .static)
        let a = box(world, at: Vec2(0, 0.5), halfWidth: 0.5, halfHeight: 0.5)
        let b = box(world, at: Vec2(2, 0.5), halfWidth: 0.5, halfHeight: 0.5)
        for _ in 0..<120 { world.step(dt) }
        #expect(!world.isAwake(a) && !world.isAwake(b))
        let gone = box(world, at: Vec2(-3, 3), halfWidth: 0.2, halfHeight: 0.2)
        world.destroyBody(gone)
        let revolute = JointKind.revolute(RevoluteJointSettings())
        var nanSpeed = RevoluteJointSettings(); nanSpeed.motorSpeed = .nan
        var zeroAxis = PrismaticJointSettings(localAxisA: .zero); zeroAxis.enableLimit = true
        var infiniteLength = DistanceJointSettings(); infiniteLength.maxLength = .infinity
        let bad: [JointDef] = [
            JointDef(revolute, bodyA: a, bodyB: b, localAnchorA: Vec2(.nan, 0)),
            JointDef(revolute, bodyA: a, bodyB: b, localAnchorB: Vec2(0, .infinity)),
            JointDef(revolute, bodyA: a, bodyB: a),
            JointDef(revolute, bodyA: a, bodyB: gone),
            JointDef(revolute, bodyA: BodyId(index: 99, generation: 0), bodyB: b),
            JointDef(revolute, bodyA: BodyId(index: -1, generation: 0), bodyB: b),
            JointDef(.revolute(nanSpeed), bodyA: a, bodyB: b),
            JointDef(.prismatic(zeroAxis), bodyA: a, bodyB: b),
            JointDef(.distance(infiniteLength), bodyA: a, bodyB: b),
            JointDef(.mouse(MouseJointSettings(target: Vec2(.nan, 1))), bodyA: a, bodyB: b),
            JointDef(.weld(WeldJointSettings(referenceAngle: .infinity)), bodyA: a, bodyB: b),
        ]
        for def in bad { #expect(world.createJoint(def) == nil) }
        #expect(world.jointCount == 0)
        #expect(!world.isAwake(a) && !world.isAwake(b))
        // A good joint, then bad changes to it: refused, settings kept.
        let joint = world.createJoint(JointDef(revolute, bodyA: a, bodyB: b,
                                               localAnchorA: Vec2(1, 0), localAnchorB: Vec2(-1, 0)))!
        #expect(world.setJointSettings(joint, .revolute(nanSpeed)) == false)
        #expect(world.setJointSettings(joint, .weld(WeldJointSettings())) == false)
        world.setMotorSpeed(joint, .infinity)
        world.setTarget(joint, Vec2(1, 1))          // not a mouse joint: ignored
        #expect(world.jointKind(joint) == revolute)
        // Clamped, not refused: limits out of order and past ±π.
        world.setLimits(joint, lower: 4, upper: -1)
        if case .revolute(let s) = world.jointKind(joint) { #expect(s.lowerAngle == -1 && s.upperAngle == .pi) }
        world.destroyJoint(joint)
        world.destroyJoint(joint)                   // twice: ignored
        world.setMotorSpeed(joint, 1)               // on a destroyed joint: ignored
        #expect(world.jointCount == 0 && !world.isValid(joint))
        #expect(world.distanceJointLength(joint) == 0 && world.revoluteAngle(joint) == 0)
        for _ in 0..<60 { world.step(dt) }
        #expect(world.position(of: a).isFinite && world.position(of: b).isFinite)
    }
}

private extension Float {
    var sinApprox: Float { cosSin(self).1 }
    var cosApprox: Float { cosSin(self).0 }
}
