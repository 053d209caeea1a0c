#!/usr/bin/env bash
# Builds the PNG decoder fuzzer with libFuzzer (+ AddressSanitizer) and runs it.
#
#   Fuzz/run-png-fuzzer.sh [SECONDS]     (default 60)
#
# Raster and Codecs are compiled from source with coverage instrumentation
# (Raster as its own module, Codecs together with Fuzz/png/PNGFuzzHarness.swift),
# zlib through the CZlib module map and -lz.
#
# Corpus: the committed seeds in Fuzz/png/corpus (PNGEncoder output written by
# the harness's seed mode, plus the hand-made formats and malformed files of
# Fuzz/png/make-corpus.py) are read, never written: libFuzzer only adds new
# inputs to the first corpus directory, the working corpus in
# .build/fuzz/png/corpus (not committed; it grows across local runs). Crashes
# are written to .build/fuzz/png/crash-*; any crash, leak or timeout makes the
# script fail. To regenerate the seeds:
#   OQC_FUZZ_WRITE_SEEDS=Fuzz/png/corpus .build/fuzz/png/png-fuzzer
#   python3 Fuzz/png/make-corpus.py Fuzz/png/corpus
# Environment: FUZZ_ARGS adds libFuzzer flags.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build/fuzz/png
mkdir -p "$out/corpus"

# `-package-name`: Codecs and Raster use `package` access between them, as in the package build.
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -wmo -swift-version 6 -package-name OpenQuartzCore)
echo "== building Raster (instrumented)"
swiftc "${flags[@]}" -module-name Raster -emit-module -emit-module-path "$out/Raster.swiftmodule" \
    -c -o "$out/Raster.o" $(find Sources/Raster -name '*.swift' | sort)
echo "== building Codecs + harness (instrumented)"
swiftc "${flags[@]}" -module-name Codecs -I "$out" -I Sources/CZlib \
    -c -o "$out/Codecs.o" $(find Sources/Codecs -name '*.swift' | sort) Fuzz/png/PNGFuzzHarness.swift
echo "== linking"
swiftc -sanitize=fuzzer,address "$out/Raster.o" "$out/Codecs.o" -lz -o "$out/png-fuzzer"

seeds="$PWD/Fuzz/png/corpus"
dict="$PWD/Fuzz/png/png.dict"
echo "== fuzzing for $seconds s (seeds: $(ls "$seeds" | wc -l) committed files)"
cd "$out"
# -max_len 65536: large enough for multi-chunk files; -rss_limit_mb guards
# against memory blow-ups being reported as success; -timeout flags a hang.
exec ./png-fuzzer -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
    -dict="$dict" -print_final_stats=1 ${FUZZ_ARGS:-} corpus "$seeds"
