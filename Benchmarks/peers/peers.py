"""Times the quartz-bench Raster scenes with Blend2D (blend2d-py) and cairo
(cairocffi): median ms/frame over 15 samples of about 20 ms each, like
Sources/quartz-bench/Harness.swift. One frame draws the whole scene into a
1280×720 premultiplied ARGB32 surface without clearing it first."""

import math
import sys
import time

import scenes


def measure(body, samples=15, sample_time=0.02):
    calls = 1
    while True:
        start = time.perf_counter()
        for _ in range(calls):
            body()
        elapsed = time.perf_counter() - start
        if elapsed >= sample_time / 4 or calls >= 1 << 20:
            calls = max(1, int(calls * sample_time / max(elapsed, 1e-9)))
            break
        calls *= 4
    per = []
    for _ in range(samples):
        start = time.perf_counter()
        for _ in range(calls):
            body()
        per.append((time.perf_counter() - start) / calls)
    per.sort()
    return per[len(per) // 2] * 1e3


def blend2d_benchmarks():
    import blend2d
    image = blend2d.Image(scenes.WIDTH, scenes.HEIGHT)
    ctx = blend2d.Context(image)
    benches = {}

    def b8(v):
        return int(round(min(1.0, max(0.0, v)) * 255))

    for name, items in scenes.circle_scenes().items():
        calls = [(x, y, r, b8(c[0]), b8(c[1]), b8(c[2]), b8(a)) for x, y, r, c, a in items]

        def frame(calls=calls):
            for x, y, r, cr, cg, cb, ca in calls:
                ctx.set_fill_style_rgba(cr, cg, cb, ca)
                ctx.fill_circle(x, y, r)
        benches[name] = frame

    rects = [(x, y, t, b8(c[0]), b8(c[1]), b8(c[2]), b8(a)) for x, y, t, c, a in scenes.rect_scene()]

    def rect_frame():
        for x, y, t, cr, cg, cb, ca in rects:
            ctx.save()
            ctx.translate(x, y)
            ctx.rotate(t)
            ctx.set_fill_style_rgba(cr, cg, cb, ca)
            ctx.fill_rect(-40, -30, 80, 60)
            ctx.restore()
    benches["raster.rects500.rotated.alpha"] = rect_frame

    clear = tuple(b8(v) for v in scenes.CLEAR_COLOR)

    def clear_frame():
        ctx.set_comp_op(blend2d.CompOp.SRC_COPY)
        ctx.set_fill_style_rgba(*clear, 255)
        ctx.fill_all()
        ctx.set_comp_op(blend2d.CompOp.SRC_OVER)
    benches["raster.clear.1280x720"] = clear_frame
    return benches, lambda: ctx.end()


def cairo_benchmarks():
    import cairocffi as cairo
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, scenes.WIDTH, scenes.HEIGHT)
    ctx = cairo.Context(surface)
    benches = {}
    for name, items in scenes.circle_scenes().items():
        def frame(items=items):
            for x, y, r, c, a in items:
                ctx.set_source_rgba(c[0], c[1], c[2], a)
                ctx.arc(x, y, r, 0, 2 * math.pi)
                ctx.fill()
        benches[name] = frame
    rects = scenes.rect_scene()

    def rect_frame():
        for x, y, t, c, a in rects:
            ctx.save()
            ctx.translate(x, y)
            ctx.rotate(t)
            ctx.rectangle(-40, -30, 80, 60)
            ctx.set_source_rgba(c[0], c[1], c[2], a)
            ctx.fill()
            ctx.restore()
    benches["raster.rects500.rotated.alpha"] = rect_frame

    def clear_frame():
        ctx.save()
        ctx.set_operator(cairo.OPERATOR_SOURCE)
        ctx.set_source_rgb(*scenes.CLEAR_COLOR)
        ctx.paint()
        ctx.restore()
    benches["raster.clear.1280x720"] = clear_frame
    return benches, surface.flush


def python_overhead():
    """The interpreter's cost of a 500-item loop with two method calls per
    item, measured on a no-op object: part of every peer number above."""
    class Nop:
        def a(self, *args):
            pass
    nop = Nop()
    items = scenes.scene(42, 0.5)

    def frame():
        for x, y, c, a in items:
            nop.a(c[0], c[1], c[2], a)
            nop.a(x, y, 10.0)
    return measure(frame)


def main(argv):
    filt = argv[1] if len(argv) > 1 else ""
    engines = [("blend2d", "blend2d-py", blend2d_benchmarks), ("cairo", "cairocffi", cairo_benchmarks)]
    for engine, package, make in engines:
        try:
            benches, finish = make()
        except Exception as e:  # ImportError, or libcairo missing (OSError)
            print(f"# {engine}: not available ({package} could not be loaded: {e}); skipped")
            continue
        for name, body in benches.items():
            if filt in name:
                print(f"{name} {measure(body):.3f} ms/frame ({engine})", flush=True)
        finish()
    print(f"# python loop overhead (500 items, two no-op calls each): {python_overhead():.3f} ms/frame")


if __name__ == "__main__":
    main(sys.argv)
