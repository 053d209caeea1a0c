import Physics2D

/// Physics2D through its public step.
///
/// - `physics.pyramid.5050`: Box2D's "large pyramid" — 5,050 boxes of
///   1 × 1 m (base row 100, density 1, friction 0.6) on a static ground,
///   gravity −10 m/s², stepped at 60 Hz with 4 sub-steps, sleeping off, one
///   thread: ms per step after 60 warm-up steps. `Benchmarks/peers/physics.py`
///   runs the same scene in Box2D v3.1, Box2D 2.3 and Chipmunk.
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
    return [
        Benchmark(name: "physics.pyramid.5050", unit: .msPerStep, operationsPerCall: 1) {
            world.step(1.0 / 60, subSteps: 4)
        },
    ]
}
