// Raster — OpenQuartzCore's software pixel engine. It has no Apple names; the
// Core Graphics layer (`OpenCoreGraphics`) and the compositor build on it.
//
// The design follows the way the problem splits (in the spirit of tiny-skia):
//
// * `Pixmap/`   — pixel storage: premultiplied RGBA8 pixmaps and 8-bit masks.
// * `Geometry/` — `Point`, `Rect`, `Transform` (affine 2×3),
//                 `ProjectiveTransform` (3×3 homography) and `Path` (verbs and
//                 points in flat arrays).
// * `Flatten/`  — curves to line segments within a tolerance (Wang's bound,
//                 uniform parametric steps; 0.25 px by default).
// * `Scan/`     — the scan converter: exact-area coverage by signed
//                 area/cover accumulation, non-zero and even-odd, clipped to the
//                 target, processed in bands so memory never grows with the path.
// * `Stroke/`   — stroking (caps, joins, miter limit, dashes) into a fill path.
// * `Paint/`    — what colour a pixel gets: solid, linear/radial/conic
//                 gradients, image patterns (affine, and perspective-correct
//                 through a homography with the quad clipped at W ≥ ε).
// * `Filter/`   — Gaussian blur: three box blurs as one sweep of cascaded
//                 integer running sums per direction, rounded once.
// * `Blend/`    — Porter–Duff compositing on premultiplied pixels with exact
//                 rounding, and the span blitters that the scan converter drives.
// * `Canvas/`   — `Canvas`, the entry point tying these together; it owns a
//                 pixmap, an optional clip mask and reusable scratch buffers.
//                 `Pixmap+AlphaMask` multiplies pixmaps by mask alpha.
//
// Everything is deterministic: the same calls give the same bytes.
//
// Measured decisions (details next to the code they justify):
//
// * Scan conversion: dense area/cover cells per band + one bit per touched
//   cell; spans of constant coverage go to the blitter as runs. FreeType's
//   area/cover pairs beat one delta per cell (font-rs) by 2.5–3.6 %
//   instructions (ScanConverter.swift).
// * Fill rules applied to the accumulated winding integral when resolving
//   (non-zero: min(1, |a|); even-odd: triangle wave), as FreeType does.
// * Flattening: Wang's bound with half the tolerance for the count and ⅔-sagitta
//   vertex compensation; radius-10 circle area error 2.5 % → 0.2 %
//   (Flattener.swift).
// * Pixel math: exact `round(x·y/255)` via `(t + 128 + ((t + 128) >> 8)) >> 8`,
//   SWAR on 32-bit words, and SIMD16<UInt16> (8 pixels) for constant runs:
//   7.7 → 5.1 instructions per blended pixel; then the division by 255 as
//   one `pmulhuw` by 257 (a widening SIMD8 multiply LLVM pattern-matches) and
//   1–3 pixel tails as one overlapping vector step (PixelMath.swift).
// * Strokes: inner joins at the offset intersection when the offset cannot
//   invert, pivot otherwise: 165 M → 110 M instructions per frame for 500
//   stroked circles (Stroker.swift).
// * Hot-loop arithmetic: index arithmetic of the scan converter and the solid
//   blitter wraps (`&+`, `&*`, masking shifts) instead of trapping; coverage
//   bytes are spread into 16-bit lanes with SSE2 unpacks; each row boundary's
//   x is converted to a cell once. Together with the rest of the 2026-11-23
//   `rasterspeed2` branch: −9 to −14 % instructions per frame on every raster
//   scene, same pixels (Benchmarks/peers/RESULTS.md).
// * Store forwarding (Zen 5 host, wall time; instruction counts hide it): a
//   16-byte load that partly overlaps a store still in flight waits for
//   it. `overConstant` blends its last four pixels before the loop and
//   stores them after it, and is not inlined (the live register made the
//   sweep spill); `overMask` stores only the pixels of a 1–3 pixel span.
//   Together: rotated rectangles 2.65 → 2.28 ms, alpha circles r=10 / 40 /
//   80 0.81 / 2.50 / 5.59 → 0.73 / 2.28 / 5.2 ms; opaque unchanged
//   (PixelMath.swift).
// * Compositing (composite200, 2026-11-23 evening, same pixels): opaque
//   source quads stored as they are and translucent whole-pixel image rows
//   blended in place with their alpha as coverage (`overSpan`, ShaderBlitter),
//   clip masks scanned and multiplied 8 bytes per step (ClipMaskBlitter),
//   kept spans' partial coverage packed (MaskSpans): 52.6 → 44.9 M
//   instructions/frame together with the compositor's caches.
// * Full-frame clear and opaque runs of 32 pixels or more: the C library's
//   `wmemset` (looked up with `dlsym`; `WordFill`), which stores with AVX-512
//   on the Zen 4 host: clear 0.052–0.054 → 0.037–0.038 ms (it was a 4 KiB
//   pattern copied forward with `memmove`), r=80 opaque circles −3 to −5 %
//   (Pixmap.swift, Blitters.swift).
// * Per-fill and per-edge overhead (2026-11-23 `raster4`, details next to
//   the code): the colour folded into `overConstant`'s rounding constant;
//   row boundaries inside the current cell take the one-cell arithmetic
//   without an `Int(Float)`; `overMask`'s colour prepared once per draw;
//   edges in a raw `EdgeList`; no dynamic exclusivity checks on the scratch
//   buffers; opaque runs with vector tails (`PixelMath.fill`). callgrind
//   per frame, before → after: alpha circles r=10 / 40 / 80 13.11 / 44.15 /
//   97.32 M → 12.05 / 41.46 / 91.72 M, opaque 12.37 / 35.52 / 65.61 M →
//   11.12 / 32.27 / 60.11 M, rotated rectangles 40.82 M → 38.59 M (−5.5 to
//   −10 %, same pixels).
// * Resolve (2026-11-23 `raster5`): the per-cell loop copied per fill rule
//   (only that loop; the rule test was ~1.3 instructions a cell) and no
//   redundant end-of-row test before the next run's bit search. callgrind
//   per frame, before → after: alpha circles r=10 / 40 / 80 12.08 / 41.49 /
//   91.74 M → 11.88 / 40.72 / 90.29 M, opaque 11.15 / 32.30 / 60.13 M →
//   10.97 / 31.62 / 58.83 M, rotated rectangles 38.62 → 37.76 M (−1.6 to
//   −2.2 %, same pixels; ScanConverter.swift).
// * Tried and rejected: vector float→int conversions (+55 % instructions),
//   a magic-number floor in the cell loop (+0.6 %), a software prefetch of the
//   next rows (no measurable change), a pointer-walk resolve loop (+2 %),
//   partial-vector blend tails (+5–8 %). On 2026-11-23: 24.8 fixed-point
//   `Int32` cells (FreeType/Blend2D style) — only −1 % (r=80) to −3 % (r=10)
//   instructions, and with coordinates rounded to 1/256 px a shape clipped
//   by a scoped clip no longer matched the same shape unclipped (the clipped
//   edge's rounded end point shifts the rows' x), so ScopedClipTests failed;
//   one dense mask span per row for narrow fills (r=10: +12 %); tails
//   computed before the loop and stored after it, with short spans pixel by
//   pixel, to avoid store-forwarding stalls (+5–12 % instructions, slower
//   medians); a local copy of the blitter in the resolve loop (+10 %, register
//   spills); one resolve loop per fill rule, a single-pass run scan of the
//   bit words, clamps to elide `Int(Float)` checks of row indices (each
//   +0.2–1 %). On the Zen 5 host (release ms/frame, same minute): the
//   `overConstant` tail trick in `overMask` too (inlined: opaque r=80
//   3.84 → 4.03, +1.7 % instructions; not inlined for spans ≥ 4: 3.87 →
//   4.04); all of `overMask` not inlined (opaque r=80 3.98 → 4.18); the
//   resolve loop writing coverage as 4-byte words so that `overMask` reads
//   words that forward (opaque r=80 3.90 → 4.1, alpha unchanged) — and
//   reading a short span's coverage as one 4-byte load over the byte
//   stores just made cost +20–28 % on every scene; a 1–3 pixel `overMask`
//   tail as a step from the loop's end with a partial store (no change);
//   a 16-byte-aligned `overConstant` loop with the head blended first and
//   stored last (r=80 alpha 5.16 → 5.25); an opaque colour's edge alpha
//   taken as the coverage itself in `overMask4` (exact, three vector ops
//   fewer; opaque unchanged, alpha r=40 2.32 → 2.42). In the bilinear
//   scale-and-translate row loop, keeping the two columns' vertical mix
//   while pixels stay between the same image columns (composite200 45.21 →
//   45.30 M instructions/frame: its images are mostly minified or 1:1);
//   in `ClipMaskBlitter.blitMask`, an all-zero 8-byte mask or coverage
//   word stored as zeros without multiplying (44.83 → 44.87 M). In the
//   `raster4` branch (callgrind per frame): a per-curve test in the flattener
//   that lets curves well inside the clip skip the per-segment clip test
//   (the extra code made the optimiser outline the flattening closure, a
//   call per point: r=10 alpha 12.08 → 12.35–12.43 M, r=80 91.79 → 92.4 M);
//   `Cells.cell` converting one cell index instead of three in the
//   two-cell case (opaque r=80 61.57 → 61.69 M, rectangles 38.65 →
//   38.74 M); `overConstant`'s colour constants prepared once per draw in
//   the blitter (with two calls in `blitRun` alpha r=80 91.72 → 90.40 M and
//   rectangles 38.60 → 37.86 M, but opaque r=80 60.10 → 61.12 M: LLVM
//   reloaded the sweep's constants on the fill path too; with one call
//   site only −0.4 %). In `raster5` (callgrind per frame): `overConstant`
//   reading the 257 multiplier from memory (`Canvas`-owned pointer) to skip
//   LLVM's zero-extend/pack round trip of the argument (~8 instructions a
//   call): loaded in the loop too, r=80 alpha 90.81 → 92.20 M (a load per
//   step); only outside the 8-pixel loop, −0.1 to −0.2 % (r=80 alpha 90.81 →
//   90.67 M, rectangles 38.06 → 37.99 M), not worth the extra plumbing.
//   On 2026-11-23 (night, Zen 4 host): the non-zero cell loop four cells
//   at a time (SSE2 prefix sum of the covers, coverage bytes packed, the
//   last chunk running past the run): rotated rectangles +7 % instructions
//   (runs there average about two cells, so a 4-cell step does double
//   work) and no faster in wall time; and reading the destination pixel
//   at the next row's (or the one after's) first edge cell before
//   resolving a row, as a prefetch, since perf puts 15–20 % of the sweep's
//   samples on the first destination load of an edge span: no change
//   (rectangles 3.12–3.30 ms either way, r=80 alpha 6.8–7.6 ms); and
//   `overConstant`'s loop 16 pixels a step instead of 8: r=80 alpha 90.37
//   → 89.44 M instructions, others unchanged, wall time unchanged (6.91–
//   7.22 ms both; the loop is bound by its vector arithmetic, not its
//   loop overhead). Two experiments with a header-only C module
//   (`static inline` functions in a module map's header, like CZlib's
//   shim: Swift inlines or calls them, no unsafe flags, nothing linked):
//   `__builtin_prefetch` of the next row's (1, 2 or 4 rows ahead) first edge
//   pixel — rectangles 3.15–3.19 → 3.09–3.15 ms, r=80 alpha 6.93–7.0 →
//   7.03–7.2 ms, i.e. no gain, so the stalled first destination load is not
//   a plain cache miss; and an AVX2 `overConstant` loop (`target("avx2")`,
//   chosen at run time by `cpuid`, same arithmetic, 8 pixels per step):
//   r=80 alpha 6.82–6.93 → 6.39–6.56 ms, r=40 3.24–3.34 → 3.14–3.18 ms,
//   rectangles 3.20–3.27 → 3.13–3.17 ms. Blend2D takes 5.0 / 2.8 / 2.2–2.4
//   ms there, so wide blends alone would not reach it, and a second copy of
//   the blend kernels in C intrinsics was not worth −2 to −6 %. Also
//   rejected that night: edge spans of 1–4 pixels handed to the blitter
//   with their coverage packed in a register instead of through the
//   coverage buffer (+3–4 % instructions: r=80 alpha 90.37 → 93.14 M,
//   rectangles 37.81 → 39.43 M; wall time no better).
//
// quartz-bench, release, 1280×720, 500 shapes per frame, this project's
// 2-core Linux VM (AMD Zen 5, shared with another job), 2026-11-23 15:33 UTC,
// one run of Benchmarks/peers/run.sh --quartz (x86-64 baseline/SSE2 code;
// the peers' times include ~0.04 ms of Python loop):
//
//   scene                                   ms/frame      Blend2D       cairo
//   circles r=10, alpha 0.5 / opaque        0.74 / 0.72   0.71 / 0.69   4.6 / 3.2
//   circles r=40, alpha 0.5 / opaque        2.31 / 1.94   2.11 / 1.85   12.9 / 8.0
//   circles r=80, alpha 0.5 / opaque        5.28 / 3.75   3.69 / 3.10   25 / 15
//   rotated 80×60 rectangles, alpha 0.5     2.27          1.72          12.1
//   full-frame clear                        0.045         0.037         0.040
//
// Built with `-Xswiftc -Xcc -Xswiftc -march=x86-64-v3` (AVX2) the blends get
// 256-bit wide and the circle/rect scenes run 10–15 % faster; the package does
// not set that flag (portability, and unsafe flags block use as a dependency).
// On the Zen 4 host (2026-11-23, night) `-march=x86-64-v4` did not help at
// all: r=80 alpha circles 7.13 → 7.7 ms, rectangles 3.27 → 3.50 ms, opaque
// r=80 4.79 → 4.70 ms, because LLVM widens `overConstant`'s 16-bit lanes to
// 32 bits around `vpmovzxwd`/`vpmovdw` instead of using 256-bit registers.
