"""Times the Lottie speed rows' files (Benchmarks/lottie/*.json, written by
Benchmarks/lottie/generate.py) in rlottie (PyPI rlottie-python, which bundles
Samsung's rlottie), one thread: the issue's peer for `quartz-bench lottie.*`.

For each file:
  lottie.NAME.load   median of 7 loads from the file (parse and build), ms
  lottie.NAME.frame  median over every frame of one pass, rendered at the
                     animation's own size into an ARGB buffer, ms/frame

    python3 Benchmarks/peers/lottie.py [FILTER]

With QUARTZ_BENCH_CLOCK=cpu (as for quartz-bench) it reads the process's CPU
time (all threads) instead of wall time: on a loaded machine wall time
mostly measures the scheduler's share.

Without rlottie-python installed it prints a `#` line and exits.
"""

import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "..", "lottie")


CLOCK = time.process_time if os.environ.get("QUARTZ_BENCH_CLOCK") == "cpu" else time.perf_counter


def main():
    try:
        from rlottie_python import LottieAnimation
    except ImportError:
        print("# rlottie-python is not installed (pip install rlottie-python): skipped")
        return
    # "lottie", "lottie.trim" and "trim" all select by the file's name.
    wanted = (sys.argv[1] if len(sys.argv) > 1 else "").removeprefix("lottie").lstrip(".")
    for name in sorted(os.listdir(FILES)):
        if not name.endswith(".json") or wanted not in name:
            continue
        path = os.path.join(FILES, name)
        stem = name[:-5]
        loads = []
        for _ in range(7):
            t0 = CLOCK()
            animation = LottieAnimation.from_file(path)
            loads.append((CLOCK() - t0) * 1000)
            animation.lottie_animation_destroy()
        animation = LottieAnimation.from_file(path)
        width, height = animation.lottie_animation_get_size()
        frames = animation.lottie_animation_get_totalframe()
        animation.lottie_animation_render(frame_num=0, width=width, height=height)   # warm-up
        times = []
        for frame in range(frames):
            t0 = CLOCK()
            animation.lottie_animation_render(frame_num=frame, width=width, height=height)
            times.append((CLOCK() - t0) * 1000)
        print(f"lottie.{stem}.load {statistics.median(loads):.3f} ms (rlottie)")
        print(f"lottie.{stem}.frame {statistics.median(times):.3f} ms/frame (rlottie, {width}x{height}, {frames} frames)")


if __name__ == "__main__":
    main()
