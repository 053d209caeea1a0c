// Raster — OpenQuartzCore's software pixel engine. It has no Apple names; the
// Core Graphics layer (`OpenCoreGraphics`) and the compositor build on it.
//
// The design follows the way the problem splits (in the spirit of tiny-skia):
//
// * `Pixmap/`   — pixel storage: premultiplied RGBA8 pixmaps and 8-bit masks.
// * `Geometry/` — `Point`, `Rect`, `Transform` (affine 2×3) and `Path` (verbs
//                 and points in flat arrays).
// * `Flatten/`  — curves to line segments within a tolerance (Wang's bound,
//                 uniform parametric steps; 0.25 px by default).
// * `Scan/`     — the scan converter: exact-area coverage by signed
//                 area/cover accumulation, non-zero and even-odd, clipped to the
//                 target, processed in bands so memory never grows with the path.
// * `Stroke/`   — stroking (caps, joins, miter limit, dashes) into a fill path.
// * `Paint/`    — what colour a pixel gets: solid, linear/radial/conic
//                 gradients, image patterns.
// * `Blend/`    — Porter–Duff compositing on premultiplied pixels with exact
//                 rounding, and the span blitters that the scan converter drives.
// * `Canvas/`   — `Canvas`, the entry point tying these together; it owns a
//                 pixmap, an optional clip mask and reusable scratch buffers.
//
// Everything is deterministic: the same calls give the same bytes.
