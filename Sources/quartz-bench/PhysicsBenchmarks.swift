import OpenQuartzCore
import Physics2D

/// Physics2D through its public step.
///
/// - `physics.pyramid.5050`: Box2D's "large pyramid" — 5,050 boxes of
///   1 × 1 m (base row 100, density 1, friction 0.6) on a static ground,
///   gravity −10 m/s², stepped at 60 Hz with 4 sub-steps, sleeping off, one
///   thread: ms per step after 60 warm-up steps. `Benchmarks/peers/physics.py`
///   runs the same scene in Box2D v3.1, Box2D 2.3 and Chipmunk.
/// - `physics.bodies.1000`, `.10000`, `.100000`: the same cost across sizes
///   (see `bodiesPile(count:)` for the scene and the state measured). Each
///   world is built by the benchmark's untimed `prepare` the first time it
///   runs, so only a selected size is ever built.
func physicsBenchmarks() -> [Benchmark] {
    var def = WorldDef()
    def.enableSleep = false
    let world = PhysicsWorld(def)
    let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, -1)))
    world.createShape(ground, ShapeDef(), .polygon(.box(halfWidth: 1000, halfHeight: 1)))
    let base = 100
    var shapeDef = ShapeDef()
    shapeDef.friction = 0.6
    let box = Polygon.box(halfWidth: 0.5, halfHeight: 0.5)
    for row in 0..<base {
        let count = base - row
        for i in 0..<count {
            let x = (Float(i) - Float(count - 1) / 2) * 1.0
            let body = world.createBody(BodyDef(type: .dynamic, position: Vec2(x, 0.5 + Float(row))))
            world.createShape(body, shapeDef, .polygon(box))
        }
    }
    for _ in 0..<60 { world.step(1.0 / 60, subSteps: 4) }
    var benchmarks = [
        Benchmark(name: "physics.pyramid.5050", unit: .msPerStep, operationsPerCall: 1) {
            world.step(1.0 / 60, subSteps: 4)
        },
    ]
    for count in [1000, 10_000, 100_000] {
        let pile = LazyWorld { bodiesPile(count: count) }
        benchmarks.append(Benchmark(name: "physics.bodies.\(count)", unit: .msPerStep, operationsPerCall: 1,
                                    prepare: { _ = pile.world }) {
            pile.world.step(1.0 / 60, subSteps: 4)
        })
    }
    return benchmarks
}

/// A world made on first use (the benchmark's `prepare`), then kept.
private final class LazyWorld {
    private let make: () -> PhysicsWorld
    private var made: PhysicsWorld?
    init(_ make: @escaping () -> PhysicsWorld) { self.make = make }
    var world: PhysicsWorld {
        if let made { return made }
        let w = make()
        made = w
        return w
    }
}

/// The `physics.bodies.N` scene: `count` dynamic bodies, alternately (in a
/// checkerboard) 1 × 1 m boxes and circles of radius 0.5 m (density 1,
/// friction 0.6), dropped from 8 rows of a grid (cells 1.25 m wide, 2 m
/// high, each position jittered by up to ±0.1 m across and ±0.2 m up by a
/// fixed-seed SplitMix64) into a static container — a ground box and two
/// wall boxes on one static body — exactly as wide as the grid, N / 8 × 1.25 m
/// (125 m for 1,000 bodies, 15.6 km for 100,000), so the pile settles about
/// six layers deep (at 100,000 the bodies reach ±7.8 km, where a `Float`
/// position resolves 0.5 mm). Gravity −10 m/s², 60 Hz, 4 sub-steps,
/// sleeping on.
///
/// Measured: ms per step after 120 warm-up steps (2 s). By then every body
/// has landed (the top row falls about 9 m) and the pile is still
/// settling: about 2.8 contact pairs a body, and over the next 15 s no more than
/// 0.1 % of the bodies fall asleep (a few small groups apart from the main
/// pile; none at 1,000). The steps timed are thus the busy state of a
/// freshly formed pile — nearly every body awake and in contact — not a
/// sleeping one. The 100,000-body world takes about 20 s to build and warm up.
func bodiesPile(count: Int) -> PhysicsWorld {
    let world = PhysicsWorld(WorldDef())   // gravity −10, sleeping on
    let rows = 8, cellWidth: Float = 1.25, cellHeight: Float = 2
    let columns = (count + rows - 1) / rows
    let width = Float(columns) * cellWidth
    let container = world.createBody(BodyDef(type: .static, position: .zero))
    world.createShape(container, ShapeDef(), .polygon(.box(halfWidth: width / 2 + 1, halfHeight: 0.5,
                                                           center: Vec2(0, -0.5), rotation: .identity)))
    for side: Float in [-1, 1] {
        world.createShape(container, ShapeDef(), .polygon(.box(halfWidth: 0.5, halfHeight: 10,
                                                               center: Vec2(side * (width / 2 + 0.5), 10), rotation: .identity)))
    }
    var shapeDef = ShapeDef()
    shapeDef.friction = 0.6
    let box = ShapeGeometry.polygon(.box(halfWidth: 0.5, halfHeight: 0.5))
    let circle = ShapeGeometry.circle(Circle(radius: 0.5))
    var rng = SplitMix64(seed: 16)
    for i in 0..<count {
        let row = i / columns, column = i % columns
        let x = -width / 2 + (Float(column) + 0.5) * cellWidth + Float(rng.symmetric()) * 0.1
        let y = 1 + Float(row) * cellHeight + Float(rng.symmetric()) * 0.2
        let body = world.createBody(BodyDef(type: .dynamic, position: Vec2(x, y)))
        world.createShape(body, shapeDef, (row + column) % 2 == 0 ? box : circle)
    }
    for _ in 0..<120 { world.step(1.0 / 60, subSteps: 4) }
    return world
}
