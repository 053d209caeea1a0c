import Foundation
import Raster

/// Everything the samples of a layer's image contents or of a radial or
/// conic `CAGradientLayer` depend on (see `SamplesCache`): the layer's
/// values (`LayerKey`: the image, `contentsRect`, gravity, scale, filters;
/// the ramp, its ends, the bounds), the layer's map to the device, the
/// inherited alpha and where the samples' first value lies.
struct SamplesKey: Equatable {
    /// The layer's drawn values.
    var values: LayerKey
    /// The layer's map to the device.
    var map: Transform
    /// The alpha the samples are multiplied by (the layer's opacity and its
    /// superlayers').
    var alpha: Double
    /// The device pixels the samples cover (the fill's, inside the
    /// canvas' drawing box): the first one and the size.
    var x: Int, y: Int, width: Int, height: Int
}

/// Shaded pixels kept between frames, one slot per layer: image
/// contents (`Compositor.contents`) and the ramps of radial and conic
/// gradient layers (`Compositor.gradients`). A layer
/// whose values, map and opacity did not change is drawn
/// from its kept samples (`Canvas.fillRect(_:transform:samples:atX:y:)`)
/// instead of shading (bilinear sampling, a square root per gradient pixel)
/// every pixel again — what Core Animation's backing stores do on the GPU.
/// The samples are what the draw's own shader gives those device pixels
/// (`Pixmap.shade`), and coverage and clip are applied as when drawing
/// directly, so the pixels are the same byte for byte, clipped (rounded
/// `masksToBounds`) layers included. A layer whose key changes two frames
/// running (it moves or fades) is drawn directly until it rests.
///
/// Gradients: a radial or conic ramp shades each pixel from its own
/// position alone, so samples taken once over the box equal what any later
/// run shades there. Linear ramps are not kept here: their shading
/// accumulates `t` from the run's first pixel, so its last bit depends on
/// where each run starts (`RecordedFillCache` keeps them whole).
final class SamplesCache: CompositorCache {
    /// One layer's samples.
    struct Slot: KeyedSlot {
        /// The key of the last use (see `KeyedSlot`).
        var key: SamplesKey
        /// The kept samples.
        var samples: Pixmap
        /// Whether the result was made for `key`.
        var valid: Bool
        /// The frame the slot was last used in.
        var lastFrame: Int
        /// The frame `key` last changed in.
        var changedAt: Int
    }
    private var slots = CacheSlots<UInt64, Slot>()

    /// The samples for `key` (`width × height`): the kept ones when the key
    /// is unchanged, else `take` fills them (given the pixmap reshaped).
    /// nil — draw directly — when the layer was drawn already this frame (a
    /// replicator's copies would thrash the slot), is moving, or the size is refused.
    func samples(for key: SamplesKey, width: Int, height: Int, take: (inout Pixmap) -> Void) -> Pixmap? {
        let id = key.values.layer
        slots.frames.use()
        if let index = slots.table.index(forKey: id) {
            let frames = slots.frames
            // One `inout` access: reading `table.values[index]` copies the
            // slot (retains and releases).
            func reuse(_ slot: inout Slot) -> Pixmap? {
                switch frames.visit(&slot, key: key) {
                case nil, .direct?: return nil
                case .make?:
                    guard (try? slot.samples.reset(width: width, height: height)) != nil else {
                        slot.valid = false
                        return nil
                    }
                    take(&slot.samples)
                case .kept?: break
                }
                return slot.samples
            }
            return reuse(&slots.table.values[index])
        }
        guard var samples = try? Pixmap(width: width, height: height) else { return nil }
        take(&samples)
        slots.table[id] = Slot(key: key, samples: samples, valid: true, lastFrame: slots.frame, changedAt: slots.frame)
        return samples
    }

    /// Ends a frame: drops the slots not drawn in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() { _ = slots.endFrame() }
}

extension Compositor {
    /// Fills `rect` through the scale-and-translate `map` with `paint`
    /// (the image pattern or ramp of the layer values `values` name,
    /// multiplied by `alpha`) from the layer's samples in `cache` (taken now
    /// when the key changed); false when that does not apply and the caller
    /// fills directly. `t` is the layer's map (`map` may add the image's placement).
    func drawCachedSamples(_ cache: SamplesCache, _ values: LayerKey, layerMap t: Transform, alpha: Double,
                           paint: Paint, rect: Rect, map: Transform, _ canvas: Canvas) -> Bool {
        guard map.isScaleTranslate else { return false }
        // The device pixels the fill touches, inside the drawing box.
        let p0 = map.apply(Point(rect.x, rect.y)), p1 = map.apply(Point(rect.x + rect.width, rect.y + rect.height))
        let box = canvas.drawingBounds
        let x0 = max(min(p0.x, p1.x), box.x), x1 = min(max(p0.x, p1.x), box.x + box.width)
        let y0 = max(min(p0.y, p1.y), box.y), y1 = min(max(p0.y, p1.y), box.y + box.height)
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return false }
        let ix = Int(x0.rounded(.down)), iy = Int(y0.rounded(.down))
        let width = Int(x1.rounded(.up)) - ix, height = Int(y1.rounded(.up)) - iy
        let key = SamplesKey(values: values, map: t, alpha: alpha, x: ix, y: iy, width: width, height: height)
        guard width > 0, height > 0, let samples = cache.samples(
            for: key, width: width, height: height,
            take: { $0.shade(paint, transform: map, atX: ix, y: iy) }) else { return false }
        canvas.fillRect(rect, transform: map, samples: samples, atX: ix, y: iy)
        return true
    }
}
