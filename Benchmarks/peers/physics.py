"""Times quartz-bench's `physics.pyramid.5050` scene (Box2D's "large pyramid",
Sources/quartz-bench/PhysicsBenchmarks.swift) in three existing 2-D physics
engines from PyPI, one thread each, one engine after the other:

  pyb2d3  Box2D v3.1 (PyPI pyb2d3): 4 sub-steps per 60 Hz step
  box2d   Box2D 2.3  (PyPI box2d, imported as Box2D): 8 velocity / 3 position iterations
  pymunk  Chipmunk2D (PyPI pymunk, which bundles Munk2D, a Chipmunk 7 fork): 10 iterations

The scene: a static ground box of half-extents 1000 × 1 m centred at (0, -1)
(its top at y = 0) and 5,050 dynamic 1 × 1 m boxes, base row 100, each row one
box fewer, no gaps (row r has n = 100 - r boxes at x = i - (n - 1) / 2,
y = 0.5 + r), density 1, friction 0.6, restitution 0, gravity (0, -10),
dt = 1/60, sleeping off. After the warm-up steps, every timed step is timed
on its own with time.perf_counter; the line printed gives the median and mean.

  python3 Benchmarks/peers/physics.py [--steps 300] [--warmup 60] [--engine pyb2d3,box2d,pymunk]
                                      [--pymunk-slop 0.005]

An engine whose package is not installed is skipped with a `#` line.
"""

import os

# numpy (which pyb2d3 imports) would otherwise start an idle OpenBLAS thread pool.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse  # noqa: E402
import gc  # noqa: E402
import importlib.metadata  # noqa: E402
import math  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402

NAME = "physics.pyramid.5050"
BASE = 100               # boxes in the bottom row
HALF = 0.5               # box half-extent (m)
DENSITY = 1.0
FRICTION = 0.6           # the friction of every contact, ground included
GRAVITY = -10.0
DT = 1.0 / 60.0
GROUND_HALF = (1000.0, 1.0)
# A box counts as out of place (toppled or slid off its slot) if it moved
# sideways by more than half its width or turned by more than ~11 degrees.
# Vertical sag alone is not counted: a 100-row stack of soft contacts sinks.
OUT_DX = 0.5
OUT_ANGLE = 0.2


def pyramid_centres():
    """Box centres, bottom row first; the last one is the top box."""
    centres = []
    for row in range(BASE):
        n = BASE - row
        for i in range(n):
            centres.append(((i - (n - 1) / 2) * 2 * HALF, HALF + row * 2 * HALF))
    return centres


def package_version(name):
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "?"


# Each engine builder returns (label, settings, step, poses): `step()`
# advances the world by DT and `poses()` lists (x, y, angle) of every box in
# the order of pyramid_centres().

def build_pyb2d3(centres):
    import pyb2d3 as b2

    # No thread_pool argument: the world keeps Box2D's default world def
    # (workerCount 1, no enqueueTask), so Box2D runs its single-threaded path.
    world = b2.World(gravity=(0.0, GRAVITY))
    # pyb2d3 does not expose b2WorldDef.enableSleep; this is b2World_EnableSleeping(false).
    world.sleeping_enabled = False
    material = b2.surface_material(friction=FRICTION, restitution=0.0)
    shape = b2.shape_def(density=DENSITY, material=material)
    ground = world.create_body(b2.body_def(type=b2.BodyType.STATIC, position=(0.0, -GROUND_HALF[1])))
    ground.create_polygon_shape(shape, b2.box(*GROUND_HALF))
    box = b2.box(HALF, HALF)
    bodies = []
    for x, y in centres:
        body = world.create_body(b2.body_def(type=b2.BodyType.DYNAMIC, position=(x, y), enable_sleep=False))
        body.create_polygon_shape(shape, box)
        bodies.append(body)

    def step():
        world.step(DT, 4)

    def poses():
        return [(b.position.x, b.position.y, b.angle) for b in bodies]

    settings = "4 sub-steps, sleeping off, no thread pool (1 worker), continuous on (default)"
    return f"pyb2d3 {package_version('pyb2d3')}", settings, step, poses


def build_box2d(centres):
    import Box2D

    world = Box2D.b2World(gravity=(0.0, GRAVITY), doSleep=False)  # allowSleep off
    ground = world.CreateStaticBody(position=(0.0, -GROUND_HALF[1]))
    ground.CreateFixture(Box2D.b2FixtureDef(shape=Box2D.b2PolygonShape(box=GROUND_HALF),
                                            friction=FRICTION, restitution=0.0))
    # 2.3 mixes friction as sqrt(f1 * f2), so 0.6 on both shapes gives 0.6.
    fixture = Box2D.b2FixtureDef(shape=Box2D.b2PolygonShape(box=(HALF, HALF)),
                                 density=DENSITY, friction=FRICTION, restitution=0.0)
    bodies = []
    for x, y in centres:
        body = world.CreateDynamicBody(position=(x, y), allowSleep=False)
        body.CreateFixture(fixture)
        bodies.append(body)

    def step():
        world.Step(DT, 8, 3)

    def poses():
        return [(b.position[0], b.position[1], b.angle) for b in bodies]

    settings = "8 velocity / 3 position iterations, sleeping off, continuous on (default)"
    return f"box2d {package_version('box2d')}", settings, step, poses


def build_pymunk(centres, slop):
    import pymunk

    space = pymunk.Space(threaded=False)
    space.gravity = (0.0, GRAVITY)
    space.iterations = 10
    space.collision_slop = slop
    # sleep_time_threshold stays at its default (infinity): sleeping is off.
    # Chipmunk mixes friction as f1 * f2: sqrt(0.6) on both shapes gives 0.6.
    friction = math.sqrt(FRICTION)
    ground = pymunk.Body(body_type=pymunk.Body.STATIC)
    ground.position = (0.0, -GROUND_HALF[1])
    ground_shape = pymunk.Poly.create_box(ground, (2 * GROUND_HALF[0], 2 * GROUND_HALF[1]))
    ground_shape.friction = friction
    space.add(ground, ground_shape)
    bodies = []
    for x, y in centres:
        body = pymunk.Body()
        body.position = (x, y)
        shape = pymunk.Poly.create_box(body, (2 * HALF, 2 * HALF))
        shape.density = DENSITY
        shape.friction = friction
        shape.elasticity = 0.0
        space.add(body, shape)
        bodies.append(body)

    def step():
        space.step(DT)

    def poses():
        return [(b.position.x, b.position.y, b.angle) for b in bodies]

    settings = (f"10 iterations, collision_slop {slop:g} m, shape friction sqrt(0.6) "
                f"(pair 0.6), sleeping off, not threaded; Munk2D {pymunk.chipmunk_version.split('-')[0]}")
    return f"pymunk {package_version('pymunk')}", settings, step, poses


def run(label, settings, step, poses, centres, warmup, steps, build_s):
    for _ in range(warmup):
        step()
    gc.collect()
    gc.disable()  # nothing below allocates much; keep the collector out of the timings
    times = []
    clock = time.perf_counter
    for _ in range(steps):
        start = clock()
        step()
        times.append(clock() - start)
    gc.enable()
    threads = len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else "?"

    end = poses()
    (tx, ty, _), (tx0, ty0) = end[-1], centres[-1]
    max_dx = max(abs(x - x0) for (x, _, _), (x0, _) in zip(end, centres))
    max_turn = max(abs(a) for _, _, a in end)
    out = sum(1 for (x, _, a), (x0, _) in zip(end, centres) if abs(x - x0) > OUT_DX or abs(a) > OUT_ANGLE)
    median = statistics.median(times) * 1e3
    mean = statistics.fmean(times) * 1e3
    print(f"{NAME} {label}: median {median:.2f} ms/step, mean {mean:.2f} ms/step "
          f"({steps} steps after {warmup} warm-up), top box moved dx {tx - tx0:+.3f} m, dy {ty - ty0:+.3f} m",
          flush=True)
    print(f"#   settings: {settings}")
    print(f"#   all boxes: largest |dx| {max_dx:.3f} m, largest |angle| {max_turn:.3f} rad; "
          + ("pyramid stands (no box toppled or slid off its slot)" if out == 0 else
             f"{out} boxes toppled or slid off their slots (|dx| > {OUT_DX} m or |angle| > {OUT_ANGLE} rad)"))
    print(f"#   fastest {min(times) * 1e3:.2f} ms, slowest {max(times) * 1e3:.2f} ms; "
          f"scene built in {build_s:.2f} s; threads in process {threads}; "
          f"load average {os.getloadavg()[0]:.2f}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=300, help="timed steps (default 300)")
    parser.add_argument("--warmup", type=int, default=60, help="untimed steps first (default 60)")
    parser.add_argument("--engine", default="pyb2d3,box2d,pymunk",
                        help="comma-separated engines among pyb2d3, box2d, pymunk (default all)")
    parser.add_argument("--pymunk-slop", type=float, default=0.005,
                        help="pymunk collision_slop in m (default 0.005, Box2D's linear slop; "
                             "Chipmunk's own default is 0.1)")
    args = parser.parse_args()
    if args.steps < 1 or args.warmup < 0:
        parser.error("--steps must be at least 1 and --warmup at least 0")

    builders = {
        "pyb2d3": ("pyb2d3", build_pyb2d3),
        "box2d": ("box2d", build_box2d),
        "pymunk": ("pymunk", lambda c: build_pymunk(c, args.pymunk_slop)),
    }
    wanted = [e.strip() for e in args.engine.split(",") if e.strip()]
    unknown = [e for e in wanted if e not in builders]
    if unknown:
        parser.error(f"unknown engine(s) {', '.join(unknown)}; choose among {', '.join(builders)}")

    centres = pyramid_centres()
    print(f"# {NAME}: {len(centres)} boxes, dt 1/60 s, one thread, "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}", flush=True)
    for engine in wanted:
        package, build = builders[engine]
        try:
            start = time.perf_counter()
            label, settings, step, poses = build(centres)
            build_s = time.perf_counter() - start
        except ImportError as e:
            print(f"# {engine}: not available ({package} could not be imported: {e}); skipped", flush=True)
            continue
        run(label, settings, step, poses, centres, args.warmup, args.steps, build_s)
        del step, poses  # drop the world before building the next one
        gc.collect()


if __name__ == "__main__":
    main()
