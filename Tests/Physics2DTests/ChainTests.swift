import Testing
@testable import Physics2D

/// Chains: polylines of two-sided segment links that know their
/// neighbours, so shapes cross interior vertices smoothly.
struct ChainTests {
    /// A flat floor of 200 links of 0.25 m, or the same as 200 separate
    /// segments; a frictionless box or ball resting on it is sent along at
    /// 8 m/s for 5 s.
    private func slide(chain: Bool, ball: Bool) -> (slowest: Float, fastestVertical: Float, fastestTurn: Float, x: Float) {
        let world = PhysicsWorld()
        let ground = world.createBody(BodyDef(type: .static))
        let points = (0...200).map { Vec2(Float($0) * 0.25 - 5, 0) }
        var shapeDef = ShapeDef()
        shapeDef.friction = 0
        if chain {
            var def = ChainDef(points: points)
            def.friction = 0
            world.createChain(ground, def)
        } else {
            for i in 0..<200 { world.createShape(ground, shapeDef, .segment(Segment(points[i], points[i + 1]))) }
        }
        let body = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 0.5)))
        world.createShape(body, shapeDef, ball ? .circle(Circle(radius: 0.5)) : .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)))
        for _ in 0..<30 { world.step(1.0 / 60) }
        world.setLinearVelocity(body, Vec2(8, 0))
        var slowest: Float = .infinity, vertical: Float = 0, turn: Float = 0
        for _ in 0..<300 {
            world.step(1.0 / 60)
            let v = world.linearVelocity(of: body)
            slowest = min(slowest, v.x)
            vertical = max(vertical, abs(v.y))
            turn = max(turn, abs(world.angularVelocity(of: body)))
        }
        return (slowest, vertical, turn, world.position(of: body).x)
    }

    /// On the chain both keep 8 m/s over 160 interior vertices, with no
    /// bump up or turn, and end 40 m on; on separate segments the box
    /// catches on a joint (its corner meets the next segment's end).
    @Test func shapesSlideAcrossInteriorVerticesWithoutCatching() {
        for ball in [false, true] {
            let run = slide(chain: true, ball: ball)
            #expect(run.slowest > 7.99, "\(ball ? "ball" : "box") slowed to \(run.slowest)")
            #expect(run.fastestVertical < 1e-3 && run.fastestTurn < 1e-3, "\(run)")
            #expect(abs(run.x - 40) < 0.01)
        }
        let separate = slide(chain: false, ball: false)
        #expect(separate.slowest < 1, "separate segments: the box caught (slowest \(separate.slowest))")
    }

    /// A ball (r 0.3 m, friction 0.6) inside a closed loop of 48 links
    /// around a circle of radius 3 m, let go from the side, rolls down and
    /// swings back and forth without leaving it or rising above where it
    /// started.
    @Test func aBallRollsInsideALoop() {
        let world = PhysicsWorld()
        let ground = world.createBody(BodyDef(type: .static))
        let ring = (0..<48).map { i -> Vec2 in
            let (c, s) = cosSin(Float(i) * 2 * .pi / 48)
            return Vec2(3 * c, 3 * s)
        }
        let chain = world.createChain(ground, ChainDef(points: ring, isLoop: true))
        #expect(chain.map { world.links(of: $0).count } == 48)
        let start = Vec2(-2.2, 0)
        let ball = world.createBody(BodyDef(type: .dynamic, position: start))
        world.createShape(ball, ShapeDef(), .circle(Circle(radius: 0.3)))
        // The edges lie 3 cos(π/48) from the centre; touching two edges at a
        // vertex, the ball's centre is (3 cos(π/48) − 0.3) / cos(π/48) out.
        let inner = 3 - 0.3 / cosSin(Float.pi / 48).0
        var crossedBottom = false, highest: Float = -.infinity, farthest: Float = 0
        for step in 0..<300 {
            world.step(1.0 / 60)
            let p = world.position(of: ball)
            farthest = max(farthest, p.length)
            if p.x > 0 { crossedBottom = true }
            if step > 60 { highest = max(highest, p.y) }
        }
        // Soft contacts give a little under the swing's load (at the bottom
        // v²/R + g ≈ 3 g): at most twice the slop.
        #expect(farthest < inner + 2 * PhysicsConstants.linearSlop, "reached \(farthest) from the centre")
        #expect(crossedBottom)
        #expect(highest < start.y + 0.01, "rose to \(highest)")
    }

    /// An open chain's end is a real corner. A weightless frictionless
    /// ball (r 0.5 m) sent at 2 m/s along the chain's line into its end
    /// (0, 0) stops against the vertex (centre at x = 0.5); sent along
    /// y = 0.2 it glances off the corner: it touches where its centre is at
    /// (√(0.5² − 0.2²), 0.2), the normal n points from the vertex to the
    /// centre, and it leaves along the tangent with the velocity's
    /// tangential part, |v · t| = 2 · 0.2 / 0.5 = 0.8 m/s, up and to the left.
    @Test func anOpenEndIsACorner() {
        for offset: Float in [0, 0.2] {
            var worldDef = WorldDef()
            worldDef.gravity = .zero
            let world = PhysicsWorld(worldDef)
            let ground = world.createBody(BodyDef(type: .static))
            world.createChain(ground, ChainDef(points: [Vec2(-5, 0), Vec2(-2, 0), Vec2(0, 0)]))
            let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(3, offset)))
            var def = ShapeDef()
            def.friction = 0
            world.createShape(ball, def, .circle(Circle(radius: 0.5)))
            world.setLinearVelocity(ball, Vec2(-2, 0))
            for _ in 0..<120 { world.step(1.0 / 60) }
            let p = world.position(of: ball), v = world.linearVelocity(of: ball)
            if offset == 0 {
                #expect(abs(p.x - 0.5) < PhysicsConstants.linearSlop && abs(p.y) < 1e-6, "rests at \(p)")
                #expect(v.length < 1e-3)
            } else {
                #expect(abs(v.length - 0.8) < 0.03, "glanced off at \(v)")
                #expect(v.x < 0 && v.y > 0 && p.y > 0.5, "up and to the left: \(v) at \(p)")
            }
        }
    }

    /// Links are two-sided: a ball falling up (gravity +10) stops under a
    /// chain as one falling down stops on it.
    @Test func linksCollideOnBothSides() {
        for direction: Float in [-1, 1] {
            var worldDef = WorldDef()
            worldDef.gravity = Vec2(0, 10 * direction)
            let world = PhysicsWorld(worldDef)
            let ground = world.createBody(BodyDef(type: .static))
            world.createChain(ground, ChainDef(points: [Vec2(-3, 0), Vec2(-1, 0.2), Vec2(1, 0.2), Vec2(3, 0)]))
            let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, -2 * direction + 0.2)))
            world.createShape(ball, ShapeDef(), .circle(Circle(radius: 0.25)))
            for _ in 0..<120 { world.step(1.0 / 60) }
            let y = world.position(of: ball).y
            #expect(abs(y - (0.2 - 0.25 * direction)) < PhysicsConstants.linearSlop + 1e-3, "falling \(direction): at \(y)")
        }
    }

    /// The chain's handle: refused input, links in order, repeated points
    /// skipped, a loop's closing link, destroying the chain or its body.
    @Test func chainsAreMadeQueriedAndDestroyed() {
        let world = PhysicsWorld()
        let body = world.createBody(BodyDef(type: .static))
        #expect(world.createChain(body, ChainDef(points: [Vec2(0, 0)])) == nil)
        #expect(world.createChain(body, ChainDef(points: [Vec2(0, 0), Vec2(1, 0)], isLoop: true)) == nil)
        #expect(world.createChain(body, ChainDef(points: [Vec2(0, 0), Vec2(.nan, 1), Vec2(2, 0)])) == nil)
        #expect(world.createChain(body, ChainDef(points: [Vec2(0, 0), Vec2(0.001, 0)])) == nil)
        let open = world.createChain(body, ChainDef(points: [Vec2(0, 0), Vec2(1, 0), Vec2(1, 0), Vec2(2, 1), Vec2(3, 1)]))!
        #expect(world.links(of: open).count == 3)
        let square = world.createChain(body, ChainDef(points: [Vec2(0, 0), Vec2(1, 0), Vec2(1, 1), Vec2(0, 1), Vec2(0, 0)], isLoop: true))!
        let links = world.links(of: square)
        #expect(links.count == 4)
        #expect(links.allSatisfy { world.chain(of: $0) == square })
        world.destroyChain(square)
        #expect(!world.isValid(square) && links.allSatisfy { !world.isValid($0) })
        #expect(world.links(of: square).isEmpty)
        world.destroyChain(square)          // twice: nothing happens
        let openLinks = world.links(of: open)
        world.destroyBody(body)
        #expect(!world.isValid(open) && openLinks.allSatisfy { !world.isValid($0) })
        // The freed slot is reused with a new generation: the old handle stays dead.
        let body2 = world.createBody(BodyDef(type: .static))
        let again = world.createChain(body2, ChainDef(points: [Vec2(0, 0), Vec2(1, 0)]))!
        #expect(world.isValid(again) && !world.isValid(open) && !world.isValid(square))
    }
}
