import Foundation
import Raster

/// What a rasterized layer's bitmap depends on (`RasterizationCache`): the
/// layer, the generation of its own drawn values as the bitmap sees them
/// (`Compositor.rasterContentGeneration`), the generation of everything
/// below it (`RenderTree.descendantsGeneration`) and the bitmap's scale.
/// The map to the device is not part of it: the bitmap is drawn in the
/// layer's own coordinates, and moving, turning or fading the layer only
/// composites it differently.
struct RasterKey: Equatable {
    /// The layer's `renderID`.
    var layer: UInt64
    /// Its own values, placement and opacity aside.
    var own: UInt64
    /// Its sublayers' and mask's values and lists, at any depth.
    var below: UInt64
    /// Bitmap pixels per point (after the pixel cap).
    var scale: Double
}

/// A rasterized layer's bitmap and where it lies: bitmap pixel (i, j)
/// covers the square at (originX + i, originY + j) of the layer's
/// coordinates scaled by `scale`.
struct RasterBitmap {
    let canvas: Canvas
    /// The bitmap's rows cut into empty, opaque and blended runs, made with
    /// its pixels (kept bitmaps only; nil for one drawn for a single use).
    let runs: PixmapRuns?
    let originX: Int, originY: Int
    /// Bitmap pixels per point (the key's scale, lowered by the pixel cap).
    let scale: Double
}

/// The bitmaps of layers with `shouldRasterize`, one slot per layer, kept
/// between frames: a layer whose key (`RasterKey`) is unchanged is
/// composited from its bitmap without drawing anything inside it — what
/// Core Animation's rasterization cache does. A changed key redraws the
/// bitmap into the slot's canvas (its storage reused).
///
/// Unlike the other caches there is no "moving: draw directly" mode: a
/// rasterized layer always shows its bitmap (at a low `rasterizationScale`
/// that is what the user sees), so a subtree that changes every frame is
/// rasterized every frame, as on Apple's platforms.
final class RasterizationCache: CompositorCache {
    /// One layer's bitmap.
    struct Slot: FrameStampedSlot {
        var key: RasterKey
        /// The bitmap (bitmap pixel (i, j) covers the unit square at (i, j)).
        let canvas: Canvas
        /// Its runs, made again whenever the bitmap is drawn (so they
        /// cannot go stale: they belong to this generation of the pixels).
        var runs: PixmapRuns
        /// Where the bitmap's pixel (0, 0) lies (see `RasterBitmap`).
        var originX: Int, originY: Int
        var scale: Double
        var lastFrame: Int
    }
    private var slots = CacheSlots<UInt64, Slot>()
    /// Bitmaps drawn so far (tests count them: an unchanged layer draws none).
    private(set) var rasterizations = 0
    /// Bitmaps composited through their runs so far (tests count them).
    var compositesThroughRuns = 0

    /// The bitmap kept for `key`, if its key matches (a hit: nothing is drawn).
    func keptBitmap(for key: RasterKey) -> RasterBitmap? {
        guard let index = slots.table.index(forKey: key.layer) else { return nil }
        let frame = slots.frame
        slots.frames.use()
        func hit(_ slot: inout Slot) -> RasterBitmap? {
            guard slot.key == key else { return nil }
            slot.lastFrame = frame
            return RasterBitmap(canvas: slot.canvas, runs: slot.runs, originX: slot.originX, originY: slot.originY,
                                scale: slot.scale)
        }
        return hit(&slots.table.values[index])
    }

    /// A new bitmap for `key` at `scale` over `box`: a cleared canvas of
    /// the box's size (the layer's old one reshaped, when it has one) that
    /// `draw` fills, kept for later frames when `keeps`. nil when the size
    /// is refused. A kept bitmap's runs (`PixmapRuns`) are made once it is
    /// drawn, in the old runs' storage. `draw` may make bitmaps of
    /// rasterized layers inside (no access to the table is held while it runs).
    func makeBitmap(for key: RasterKey, keeps: Bool, scale: Double, box: PixelBox, draw: (Canvas) -> Void) -> RasterBitmap? {
        let width = box.width, height = box.height, originX = box.x, originY = box.y
        var canvas: Canvas?
        var runs = PixmapRuns()
        if keeps, let index = slots.table.index(forKey: key.layer) {
            swap(&runs, &slots.table.values[index].runs)   // reused, not copied
            let old = slots.table.values[index].canvas
            if (try? old.pixmap.reset(width: width, height: height)) != nil {
                old.clipMask = nil
                canvas = old
            }
        }
        if canvas == nil { canvas = try? Canvas(width: width, height: height) }
        guard let canvas else { return nil }
        rasterizations += 1
        draw(canvas)
        guard keeps else { return RasterBitmap(canvas: canvas, runs: nil, originX: originX, originY: originY, scale: scale) }
        runs.assign(canvas.pixmap)
        slots.frames.use()
        slots.table[key.layer] = Slot(key: key, canvas: canvas, runs: runs, originX: originX, originY: originY, scale: scale,
                                      lastFrame: slots.frame)
        return RasterBitmap(canvas: canvas, runs: runs, originX: originX, originY: originY, scale: scale)
    }

    /// Ends a frame: drops the bitmaps of layers not drawn in it or the one
    /// before, once they outnumber the used ones.
    func endFrame() { _ = slots.endFrame() }
}
