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
// Design decisions (the numbers, dated and per machine, and the experiments
// tried and rejected are in Benchmarks/RESULTS.md, "Raster"):
//
// * Scan conversion keeps FreeType's `area`/`cover` pair per cell in float,
//   in bands, with one bit per touched cell so spans of constant coverage go
//   to the blitter as runs. The alternative that matters, one coverage delta
//   per cell (font-rs), costs a few per cent more instructions; 24.8
//   fixed-point cells (FreeType/Blend2D) saved 1–3 % but rounded clipped
//   edges differently from unclipped ones, so a scoped clip no longer matched.
// * Fill rules are applied to the accumulated winding integral when
//   resolving (non-zero: min(1, |a|); even-odd: triangle wave), as FreeType does.
// * Pixel math is exact `round(x·y/255)`, SWAR on 32-bit words and 8-pixel
//   SIMD steps with the division by 255 as one `pmulhuw` by 257, on the
//   x86-64 baseline (SSE2). AVX2 (`-march=x86-64-v3`) would run the blends
//   10–15 % faster, but the package sets no such flag (portability; unsafe
//   flags block use as a dependency).
// * Flattening uses Wang's bound with half the tolerance for the count and
//   ⅔-sagitta vertex compensation (Flattener.swift); strokes join inner
//   corners at the offset intersection when the offset cannot invert, and
//   pivot otherwise (Stroker.swift).
// * Small shapes (a layer's rectangle, any move + 3–4 lines path) skip the
//   path arrays and the flattener (`SmallPolygon`) but feed the scan converter
//   the very edges flattening would, and clips up to 12 pixels wide resolve
//   a row as one coverage span (`resolveNarrow`): same pixels, about half
//   the time of the general path for a rotated 4×4 rectangle.
// * Hot loops wrap their index arithmetic instead of trapping and avoid
//   store-forwarding stalls (`overConstant` blends its tail before the loop);
//   full-frame clears and long opaque runs use the C library's `wmemset`.
//
// Speed against Blend2D and cairo: Benchmarks/RESULTS.md and
// Benchmarks/peers/RESULTS.md.
