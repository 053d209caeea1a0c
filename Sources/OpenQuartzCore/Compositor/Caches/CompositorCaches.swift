import Foundation

/// Everything a compositor keeps between frames to draw unchanged things
/// faster, behind one interface (`CompositorCache`): each cache holds slots
/// in a `CacheSlots` table, evicted through `CacheFrames`, and one
/// `endFrame()` ends the frame for all.
///
/// Per-layer results are keyed by `LayerKey` — the layer's `renderID` and
/// the generation of its drawn values (`ValueGenerations`) — plus the
/// inputs that are not layer values (the map to the device, the drawing
/// box, the inherited alpha), so no value a layer draws with can be left out
/// of a key. Three are keyed by content instead, each saying why: converted
/// paths (`RasterPathCache`), gradient tables (`GradientTableCache`) and
/// shadows blurred from an offscreen's alpha (`ShadowCache.blurredAlpha`).
/// Each cache's use is switched by `CompositorOptions`; the pixels are the
/// same either way.
@MainActor final class CompositorCaches {
    /// The generations of layers' values (what `LayerKey`s are made of).
    let generations = ValueGenerations()
    /// Coverage of backgrounds, borders and shape layers' fills and strokes.
    let fills = FillCache()
    /// Samples of image contents.
    let contents = SamplesCache()
    /// Samples of radial and conic gradient layers.
    let gradients = SamplesCache()
    /// Gradient layers' colour lookup tables.
    let gradientTables = GradientTableCache()
    /// Coverage of `masksToBounds` clips.
    let clips = ClipCache()
    /// Recorded fills of linear gradient layers.
    let recordedFills = RecordedFillCache()
    /// Blurred shadow masks.
    let shadows = ShadowCache()
    /// Raster conversions of `CGPath`s.
    let paths = RasterPathCache()
    /// Mipmaps of contents drawn with the trilinear filter.
    let mipmaps = MipmapCache()

    /// Bitmaps of layers with `shouldRasterize`.
    let rasterized = RasterizationCache()

    /// Every cache, in the order their frames end.
    private lazy var all: [any CompositorCache] = [
        generations, fills, contents, gradients, gradientTables, clips, recordedFills, shadows, paths, mipmaps, rasterized,
    ]

    /// Ends a frame in every cache: slots not used lately are dropped.
    func endFrame() {
        for cache in all { cache.endFrame() }
    }
}
