"""The scenes of Sources/quartz-bench/RasterBenchmarks.swift, generated with
the same SplitMix64 sequences, so every engine draws exactly the same shapes."""

import math

MASK64 = (1 << 64) - 1
WIDTH, HEIGHT, COUNT = 1280, 720, 500


class SplitMix64:
    """Port of the package's SplitMix64 (Sources/OpenQuartzCore/Emitter)."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def unit(self):
        """Uniform in [0, 1), as `Double(next() >> 11) * 0x1p-53`."""
        return (self.next() >> 11) * 2.0 ** -53


def scene(seed, alpha):
    """[(x, y, (r, g, b), alpha)] — position then straight colour, 5 draws each."""
    rng = SplitMix64(seed)
    items = []
    for _ in range(COUNT):
        x = rng.unit() * WIDTH
        y = rng.unit() * HEIGHT
        color = (rng.unit(), rng.unit(), rng.unit())
        items.append((x, y, color, alpha))
    return items


def circle_scenes():
    """name → [(cx, cy, r, colour, alpha)] for r = 10/40/80, alpha 0.5 and opaque."""
    out = {}
    for label, alpha in (("alpha", 0.5), ("opaque", 1.0)):
        for r in (10, 40, 80):
            out[f"raster.circles500.r{r}.{label}"] = [(x, y, float(r), c, a) for x, y, c, a in scene(42, alpha)]
    return out


def rect_scene():
    """[(x, y, angle, colour, alpha)]: the rectangle (-40, -30, 80, 60) rotated by
    `angle` then translated to (x, y)."""
    rng = SplitMix64(7)
    return [(x, y, rng.unit() * math.pi, c, a) for x, y, c, a in scene(99, 0.5)]


CLEAR_COLOR = (0.2, 0.3, 0.4)


def self_check():
    """The first values match the Swift generator (checked against quartz-bench)."""
    rng = SplitMix64(42)
    return [rng.next() for _ in range(2)]
