#!/usr/bin/env bash
# Times the Raster benchmark scenes (Sources/quartz-bench/RasterBenchmarks.swift)
# with the peer engines Blend2D (PyPI: blend2d-py) and cairo (PyPI: cairocffi,
# Debian: libcairo2), printing the quartz-bench benchmark names with medians in
# ms/frame. It also times the Physics benchmark physics.pyramid.5050
# (Sources/quartz-bench/PhysicsBenchmarks.swift) with Box2D v3.1 (PyPI: pyb2d3),
# Box2D 2.3 (PyPI: box2d) and Chipmunk (PyPI: pymunk) through physics.py, in
# ms/step, and the Lottie rows (Benchmarks/lottie/*.json) with rlottie (PyPI:
# rlottie-python) through lottie.py. Kept out of the Swift package: it needs
# Python and PyPI.
#
#   Benchmarks/peers/run.sh                 # all scenes, all peers (raster, then physics)
#   Benchmarks/peers/run.sh circles         # only names containing "circles"
#   Benchmarks/peers/run.sh physics         # only the physics peers
#   Benchmarks/peers/run.sh lottie          # only the Lottie peer
#   Benchmarks/peers/run.sh --quartz [FILTER]  # also quartz-bench (release) on the same scenes
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="${PEERS_VENV:-$here/.venv}"

quartz=0
if [[ "${1:-}" == "--quartz" ]]; then quartz=1; shift; fi
filter="${1:-}"

# Raster peers run unless the filter names the physics benchmark; physics
# peers run when the filter is empty or part of physics.pyramid.5050.
raster=1; physics=1; lottie=1
[[ "$filter" == physics* || "$filter" == lottie* ]] && raster=0
[[ -n "$filter" && "physics.pyramid.5050" != *"$filter"* ]] && physics=0
[[ -n "$filter" && "$filter" != lottie* ]] && lottie=0

if [[ $raster == 1 ]] && ! ldconfig -p 2>/dev/null | grep -q 'libcairo\.so\.2'; then
    echo "# libcairo2 is missing; installing it from Debian"
    sudo=""; [[ "$(id -u)" != 0 ]] && sudo="sudo"
    { $sudo apt-get update -qq && $sudo apt-get install -y -qq libcairo2; } >/dev/null 2>&1 \
        || echo "# could not install libcairo2: cairo will be skipped"
fi

if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv" || { echo "# python3 -m venv failed: no peers can run"; exit 1; }
fi
packages=()
[[ $raster == 1 ]] && packages+=(blend2d-py cairocffi)
[[ $physics == 1 ]] && packages+=(pyb2d3 box2d pymunk)
[[ $lottie == 1 ]] && packages+=(rlottie-python)
for package in "${packages[@]}"; do
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$package" \
        || echo "# $package could not be installed from PyPI: its engine will be skipped"
done

echo "# peers on $(uname -m), $(nproc) CPUs, $(date -u +%Y-%m-%dT%H:%MZ)"
"$venv/bin/python" - "${packages[@]}" <<'PY' 2>/dev/null || true
import importlib.metadata as m
import sys
for name in sys.argv[1:]:
    try:
        print(f"# {name} {m.version(name)}")
    except m.PackageNotFoundError:
        print(f"# {name} not installed")
try:
    import cairocffi
    print("# cairo library", cairocffi.cairo_version_string())
except Exception:
    pass
PY
if [[ $raster == 1 ]]; then "$venv/bin/python" "$here/peers.py" "$filter"; fi
if [[ $physics == 1 ]]; then "$venv/bin/python" "$here/physics.py"; fi
if [[ $lottie == 1 ]]; then "$venv/bin/python" "$here/lottie.py" "$filter"; fi

if [[ $quartz == 1 ]]; then
    echo "# quartz-bench (release)"
    if [[ $raster == 1 ]]; then
        (cd "$here/../.." && swift run -c release quartz-bench "raster.${filter}" 2>/dev/null \
            | grep -E '^raster\.(circles500|rects500\.rotated\.alpha|clear)')
    fi
    if [[ $physics == 1 ]]; then
        (cd "$here/../.." && swift run -c release quartz-bench physics.pyramid.5050 2>/dev/null \
            | grep -E '^physics\.pyramid\.5050')
    fi
    if [[ $lottie == 1 ]]; then
        (cd "$here/../.." && swift run -c release quartz-bench lottie. 2>/dev/null | grep -E '^lottie\.')
    fi
fi
