#!/usr/bin/env bash
# Builds the PNG decoder fuzzer with libFuzzer (+ AddressSanitizer) and runs it.
#
#   Fuzz/run-png-fuzzer.sh [SECONDS]     (default 60)
#
# Raster and Codecs are compiled from source with coverage instrumentation
# (Raster as its own module, Codecs together with Fuzz/png/PNGFuzzHarness.swift),
# zlib through the CZlib module map and -lz. The corpus lives in
# .build/fuzz/png/corpus (not committed); it is seeded with small PNGs made by
# PNGEncoder. Crashes are written to .build/fuzz/png/crash-*.
# Environment: FUZZ_JOBS is unused (one job); FUZZ_ARGS adds libFuzzer flags.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build/fuzz/png
mkdir -p "$out/corpus"

flags=(-O -g -sanitize=fuzzer,address -parse-as-library -wmo -swift-version 6)
echo "== building Raster (instrumented)"
swiftc "${flags[@]}" -module-name Raster -emit-module -emit-module-path "$out/Raster.swiftmodule" \
    -c -o "$out/Raster.o" $(find Sources/Raster -name '*.swift' | sort)
echo "== building Codecs + harness (instrumented)"
swiftc "${flags[@]}" -module-name Codecs -I "$out" -I Sources/CZlib \
    -c -o "$out/Codecs.o" $(find Sources/Codecs -name '*.swift' | sort) Fuzz/png/PNGFuzzHarness.swift
echo "== linking"
swiftc -sanitize=fuzzer,address "$out/Raster.o" "$out/Codecs.o" -lz -o "$out/png-fuzzer"

if [ -z "$(ls -A "$out/corpus")" ]; then
    echo "== seeding the corpus with PNGEncoder output"
    OQC_FUZZ_WRITE_SEEDS="$out/corpus" "$out/png-fuzzer"
fi

echo "== fuzzing for $seconds s"
cd "$out"
# -max_len 65536: large enough for multi-chunk files; -rss_limit_mb guards
# against memory blow-ups being reported as success.
exec ./png-fuzzer -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 \
    -dict=../../../Fuzz/png/png.dict -print_final_stats=1 ${FUZZ_ARGS:-} corpus
