"""Times quartz-bench's `solver.*` benchmarks (Sources/quartz-bench/
LayoutSolverBenchmarks.swift) in kiwisolver (PyPI kiwisolver: the C++ kiwi
solver behind a CPython extension), on the same constraint system, added in
the same order with the same weights:

  a container of width W, an edit variable at strength 10^9 (our priority
  900), suggested 640 before anything else; 100 rows of 10 views, each with
  left, top, width, height. Row by row, first the row's equalities: the
  first view's left = 16, each next left = previous left + previous width + 8,
  each width = the first's, the first top = 20 (row 0) or the previous row's
  bottom + 8, each top = the first's, and the last left + width + 16 = W;
  then per view: height = 44 at strength 10^5 (priority 500), height >= 20,
  height <= width, bottom >= top + height (required); then bottom = first top
  at strength 10^2.5 (priority 250). Kiwi has weights only: each of our
  priorities p is given the kiwi strength 10^(p/100); ours are strict
  levels, and this system solves to the same values either way.

  solver.build.1000         Solver(), edit + suggestion, every constraint
                            added, updateVariables(): ms per build. Timed
                            twice: with the Constraint objects made in the
                            timed region (as the Swift benchmark does), and
                            with them made beforehand (kiwi's solver alone,
                            without the Python that builds expressions).
  solver.edit.1000          suggestValue(W, next of 600..700..600 in 1-point
                            steps) + updateVariables(): us per suggestion.
  solver.edit.1000.reflow   suggestValue(W, 375 / 640 alternately) +
                            updateVariables(): us per switch (all 1,000
                            height <= width inequalities switch); the mean
                            over both directions, and each one's median.

Each timing is a median (the edits also a mean) of repeated runs (time.perf_counter), garbage
collector off while timing. The last view's solved left/top/width/height at
W = 640 and W = 375 are printed to check the system against the Swift one:
570.4 / 5168 / 53.6 / 44 and 331.9 / 3494.9 / 27.1 / 27.1, solved by hand.

  /tmp/kiwivenv/bin/python Benchmarks/peers/layout.py [--builds 7] [--edits 2000] [--reflows 20]
"""

import argparse
import gc
import importlib.metadata
import os
import statistics
import time

import kiwisolver as kiwi

ROWS, COLUMNS = 100, 10
EDIT_STRENGTH = 10 ** 9.0      # priority 900
HEIGHT_STRENGTH = 10 ** 5.0    # priority 500
BOTTOM_STRENGTH = 10 ** 2.5    # priority 250


class Grid:
    """The variables and constraints of the system (constraints not yet added)."""

    def __init__(self):
        self.container = kiwi.Variable("W")
        self.views = []            # (left, top, width, height)
        self.constraints = []      # in the order added
        previous_bottom = None
        for r in range(ROWS):
            bottom = kiwi.Variable(f"bottom{r}")
            first = len(self.views)
            for c in range(COLUMNS):
                i = first + c
                self.views.append((kiwi.Variable(f"left{i}"), kiwi.Variable(f"top{i}"),
                                   kiwi.Variable(f"width{i}"), kiwi.Variable(f"height{i}")))
            add = self.constraints.append
            f_left, f_top, f_width, _ = self.views[first]
            for c in range(COLUMNS):
                left, top, width, _ = self.views[first + c]
                if c == 0:
                    add(left == 16)
                    add(top == (20 if previous_bottom is None else previous_bottom + 8))
                else:
                    p_left, _, p_width, _ = self.views[first + c - 1]
                    add(left == p_left + p_width + 8)
                    add(width == f_width)
                    add(top == f_top)
            l_left, _, l_width, _ = self.views[first + COLUMNS - 1]
            add(l_left + l_width + 16 == self.container)
            for c in range(COLUMNS):
                _, top, width, height = self.views[first + c]
                add((height == 44) | HEIGHT_STRENGTH)
                add(height >= 20)
                add(height <= width)
                add(bottom >= top + height)
            add((bottom == f_top) | BOTTOM_STRENGTH)
            previous_bottom = bottom

    def solve(self):
        solver = kiwi.Solver()
        solver.addEditVariable(self.container, EDIT_STRENGTH)
        solver.suggestValue(self.container, 640)
        for c in self.constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        return solver


def build_everything():
    grid = Grid()
    grid.solve()


def median_ms(fn, runs):
    times = []
    for _ in range(runs):
        gc.collect()
        gc.disable()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
        gc.enable()
    return statistics.median(times) * 1e3, min(times) * 1e3, max(times) * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--builds", type=int, default=7, help="timed builds (default 7)")
    parser.add_argument("--edits", type=int, default=2000, help="timed drag suggestions (default 2000)")
    parser.add_argument("--reflows", type=int, default=20, help="timed reflow switches (default 20)")
    args = parser.parse_args()

    version = importlib.metadata.version("kiwisolver")
    grid = Grid()
    print(f"# solver.*: kiwisolver {version}, {ROWS * COLUMNS} views, {len(grid.constraints) + 1} constraints "
          f"(edit included), {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}", flush=True)

    solver = grid.solve()
    left, top, width, height = grid.views[-1]
    for w in (640, 375):
        solver.suggestValue(grid.container, w)
        solver.updateVariables()
        print(f"#   W {w}: last view left {left.value():.4f} top {top.value():.4f} "
              f"width {width.value():.4f} height {height.value():.4f}", flush=True)

    med, lo, hi = median_ms(build_everything, args.builds)
    print(f"solver.build.1000 kiwisolver {version}: median {med:.2f} ms/build, constraints made in the timed "
          f"region ({args.builds} builds, fastest {lo:.2f}, slowest {hi:.2f})", flush=True)
    med, lo, hi = median_ms(grid.solve, args.builds)
    print(f"solver.build.1000 kiwisolver {version}: median {med:.2f} ms/build, solver only "
          f"({args.builds} builds, fastest {lo:.2f}, slowest {hi:.2f})", flush=True)

    solver = grid.solve()
    container = grid.container
    clock = time.perf_counter
    gc.collect()
    gc.disable()
    step = 0
    times = []
    for _ in range(args.edits):
        step = (step + 1) % 200
        w = 600 + (step if step < 100 else 200 - step)
        start = clock()
        solver.suggestValue(container, w)
        solver.updateVariables()
        times.append(clock() - start)
    gc.enable()
    print(f"solver.edit.1000 kiwisolver {version}: median {statistics.median(times) * 1e6:.1f} us/op, "
          f"mean {statistics.fmean(times) * 1e6:.1f} "
          f"({args.edits} suggestions, fastest {min(times) * 1e6:.1f}, slowest {max(times) * 1e6:.1f}; "
          f"last view left {left.value():.4f})", flush=True)

    gc.collect()
    gc.disable()
    times = []
    narrow = False
    for _ in range(args.reflows):
        narrow = not narrow
        start = clock()
        solver.suggestValue(container, 375 if narrow else 640)
        solver.updateVariables()
        times.append(clock() - start)
    gc.enable()
    # The two directions cost differently, so the mean over both is the
    # figure to set beside quartz-bench's (a mean over alternating calls).
    print(f"solver.edit.1000.reflow kiwisolver {version}: mean {statistics.fmean(times) * 1e6:.1f} us/op "
          f"({args.reflows} switches; median to 375 {statistics.median(times[0::2]) * 1e6:.1f}, "
          f"to 640 {statistics.median(times[1::2]) * 1e6:.1f}; last view top {top.value():.4f})", flush=True)


if __name__ == "__main__":
    main()
