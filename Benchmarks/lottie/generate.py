"""Writes the Lottie files the Lottie speed rows play (quartz-bench `lottie.*`
and Benchmarks/peers/lottie.py with rlottie), deterministically from fixed
seeds, next to this script:

  shapes-200.json   512 x 512, 60 fps, 120 frames: 200 shape layers (rounded
                    rectangles, ellipses, stars) with fills and strokes whose
                    position, rotation, scale and opacity move on eased keyframes
  trim-40.json      512 x 512, 60 fps, 120 frames: 40 stroked wavy paths drawn on
                    by animated trim paths, with dashes on every other one
  big-500k.json     1024 x 1024, 30 fps, 90 frames: about 500 KB of layers with
                    many-vertex paths and keyframes (the load-and-build row)

    python3 Benchmarks/lottie/generate.py

Only the standard library: the files are committed; rerun after changing this.
"""

import json
import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def eased(rng, t0, t1, v0, v1):
    """Two keyframes from v0 at frame t0 to v1 at t1 on a random bezier ease."""
    ox, oy = round(rng.uniform(0.1, 0.6), 3), round(rng.uniform(0.0, 0.3), 3)
    ix, iy = round(rng.uniform(0.4, 0.9), 3), round(rng.uniform(0.7, 1.0), 3)
    return [
        {"t": t0, "s": v0, "o": {"x": [ox], "y": [oy]}, "i": {"x": [ix], "y": [iy]}},
        {"t": t1, "s": v1},
    ]


def animated(keyframes):
    return {"a": 1, "k": keyframes}


def static(value):
    return {"a": 0, "k": value}


def transform(position, anchor=(0, 0), rotation=None, scale=None, opacity=None):
    return {
        "a": static(list(anchor)),
        "p": position,
        "s": scale or static([100, 100]),
        "r": rotation or static(0),
        "o": opacity or static(100),
    }


def colour(rng):
    return [round(rng.random(), 3), round(rng.random(), 3), round(rng.random(), 3), 1]


def shape_layer(index, name, shapes, ks, op):
    return {"ddd": 0, "ind": index, "ty": 4, "nm": name, "ks": ks, "shapes": shapes,
            "ip": 0, "op": op, "st": 0, "sr": 1, "bm": 0}


def group(items, name="group"):
    return {"ty": "gr", "nm": name, "it": items + [{"ty": "tr", "p": static([0, 0]), "a": static([0, 0]),
                                                    "s": static([100, 100]), "r": static(0), "o": static(100)}]}


def shapes_200():
    rng = random.Random(200)
    op = 120
    layers = []
    for i in range(200):
        kind = i % 3
        size = rng.uniform(16, 48)
        if kind == 0:
            geometry = {"ty": "rc", "p": static([0, 0]), "s": static([size, size * 0.7]), "r": static(size / 6)}
        elif kind == 1:
            geometry = {"ty": "el", "p": static([0, 0]), "s": static([size, size])}
        else:
            geometry = {"ty": "sr", "sy": 1, "p": static([0, 0]), "pt": static(5), "r": static(0),
                        "ir": static(size / 4), "is": static(0), "or": static(size / 2), "os": static(0)}
        items = [geometry,
                 {"ty": "fl", "c": static(colour(rng)), "o": static(100), "r": 1},
                 {"ty": "st", "c": static(colour(rng)), "o": static(100), "w": static(2), "lc": 2, "lj": 2}]
        x0, y0 = rng.uniform(32, 480), rng.uniform(32, 480)
        x1, y1 = rng.uniform(32, 480), rng.uniform(32, 480)
        t1 = rng.randint(40, op)
        ks = transform(animated(eased(rng, 0, t1, [x0, y0, 0], [x1, y1, 0])),
                       rotation=animated(eased(rng, 0, op, [0], [rng.uniform(-360, 360)])),
                       scale=animated(eased(rng, 0, op // 2, [100, 100, 100], [rng.uniform(50, 150)] * 2 + [100])),
                       opacity=animated(eased(rng, 0, op, [100], [rng.uniform(30, 100)])))
        layers.append(shape_layer(i + 1, f"shape {i}", [group(items)], ks, op))
    return {"v": "5.7.4", "fr": 60, "ip": 0, "op": op, "w": 512, "h": 512, "nm": "shapes-200", "ddd": 0,
            "assets": [], "layers": layers}


def wavy_path(rng, points, width):
    vertices, ins, outs = [], [], []
    for k in range(points):
        x = -width / 2 + width * k / (points - 1)
        y = rng.uniform(-30, 30)
        vertices.append([round(x, 2), round(y, 2)])
        h = width / (points - 1) / 3
        ins.append([-round(h, 2), 0])
        outs.append([round(h, 2), 0])
    return {"c": False, "v": vertices, "i": ins, "o": outs}


def trim_40():
    rng = random.Random(40)
    op = 120
    layers = []
    for i in range(40):
        items = [{"ty": "sh", "ks": static(wavy_path(rng, 12, 400))},
                 {"ty": "st", "c": static(colour(rng)), "o": static(100), "w": static(rng.uniform(2, 6)),
                  "lc": 2, "lj": 2, **({"d": [{"n": "d", "v": static(12)}, {"n": "g", "v": static(6)}]} if i % 2 else {})},
                 {"ty": "tm", "s": animated(eased(rng, 0, op, [0], [rng.uniform(0, 40)])),
                  "e": animated(eased(rng, 0, op * 3 // 4, [0], [100])), "o": static(0), "m": 1}]
        ks = transform(static([256, 24 + i * 11.7, 0]))
        layers.append(shape_layer(i + 1, f"line {i}", [group(items)], ks, op))
    return {"v": "5.7.4", "fr": 60, "ip": 0, "op": op, "w": 512, "h": 512, "nm": "trim-40", "ddd": 0,
            "assets": [], "layers": layers}


def big_500k():
    rng = random.Random(500)
    op = 90
    layers = []
    i = 0
    while True:
        points = 24
        verts = []
        for k in range(points):
            a = 2 * math.pi * k / points
            r = rng.uniform(20, 60)
            verts.append([round(r * math.cos(a), 2), round(r * math.sin(a), 2)])
        path = {"c": True, "v": verts, "i": [[0, 0]] * points, "o": [[0, 0]] * points}
        moved = {"c": True, "v": [[round(x * 1.2, 2), round(y * 0.8, 2)] for x, y in verts],
                 "i": [[0, 0]] * points, "o": [[0, 0]] * points}
        items = [{"ty": "sh", "ks": animated(eased(rng, 0, op, [path], [moved]))},
                 {"ty": "fl", "c": static(colour(rng)), "o": static(80), "r": 1}]
        ks = transform(animated(eased(rng, 0, op, [rng.uniform(0, 1024), rng.uniform(0, 1024), 0],
                                      [rng.uniform(0, 1024), rng.uniform(0, 1024), 0])),
                       rotation=animated(eased(rng, 0, op, [0], [rng.uniform(-180, 180)])))
        i += 1
        layers.append(shape_layer(i, f"blob {i}", [group(items)], ks, op))
        document = {"v": "5.7.4", "fr": 30, "ip": 0, "op": op, "w": 1024, "h": 1024, "nm": "big-500k", "ddd": 0,
                    "assets": [], "layers": layers}
        if i % 10 == 0 and len(json.dumps(document, separators=(",", ":"))) >= 500_000:
            return document


def main():
    for name, make in [("shapes-200", shapes_200), ("trim-40", trim_40), ("big-500k", big_500k)]:
        path = os.path.join(HERE, f"{name}.json")
        with open(path, "w") as f:
            json.dump(make(), f, separators=(",", ":"))
        print(f"{path}: {os.path.getsize(path) / 1000:.0f} KB")


if __name__ == "__main__":
    main()
