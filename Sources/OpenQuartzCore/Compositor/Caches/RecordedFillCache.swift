import Foundation
import Raster

/// Everything a linear gradient layer's fill depends on: the layer's values
/// (`LayerKey`: the ramp, its ends, the rounded bounds), its exact map, the
/// inherited alpha and the canvas' drawing box.
struct LinearFillKey: Equatable {
    /// The layer's drawn values.
    var values: LayerKey
    /// The layer's map to the device.
    var map: Transform
    /// The alpha the fill is multiplied by.
    var alpha: Double
    /// The canvas' drawing box.
    var drawingBounds: Rect
}

/// Linear gradient fills kept between frames, one slot per layer: the
/// coverage and the shaded colours of the fill (`Canvas.fillSamples`), so an
/// unchanged layer is blended from them without scan converting or shading
/// again (a linear ramp is shaded span by span, so unlike radial ones
/// (`SamplesCache`) it cannot be sampled over a box). The pixels are the
/// same byte for byte. A layer whose key changes two frames running (it
/// moves or fades) is filled directly until it rests.
final class RecordedFillCache: CompositorCache {
    /// One layer's recording.
    struct Slot: KeyedSlot {
        /// The key of the last use (see `KeyedSlot`).
        var key: LinearFillKey
        /// The kept coverage.
        var coverage = try! Mask(width: 0, height: 0)
        /// The kept samples.
        var samples = try! Pixmap(width: 0, height: 0)
        /// Where the recording lies; nil when there is none for `key`.
        var origin: (x: Int, y: Int)?
        /// Whether the result was made for `key`.
        var valid = true
        /// The frame the slot was last used in.
        var lastFrame: Int
        /// The frame `key` last changed in.
        var changedAt: Int
    }
    private var slots = CacheSlots<UInt64, Slot>()

    /// Fills `path` with `paint` through `t` from the recording for `key`
    /// (made now when missing); false when the caller must fill directly
    /// (the layer moves, was drawn already this frame, or the fill cannot be
    /// recorded).
    func fill(_ path: Raster.Path, paint: Paint, transform t: Transform, key: LinearFillKey, on canvas: Canvas) -> Bool {
        let id = key.values.layer
        slots.frames.use()
        // Out of the table while recording (one hash more, no copy of the buffers).
        var slot = slots.table.removeValue(forKey: id) ?? Slot(key: key, valid: false, lastFrame: -1, changedAt: slots.frame)
        defer { slots.table[id] = slot }
        switch slots.frames.visit(&slot, key: key) {
        case nil, .direct?: return false
        case .make?: slot.origin = canvas.fillSamples(of: path, paint: paint, transform: t, coverage: &slot.coverage,
                                                      samples: &slot.samples)
        case .kept?: break
        }
        guard let (x, y) = slot.origin else { return false }
        let image = ImagePattern(image: slot.samples, transform: .translation(Double(x), Double(y)), quality: .nearest)
        canvas.fillMask(slot.coverage, atX: x, y: y, paint: Paint(shader: .image(image)))
        return true
    }

    /// Ends a frame: drops the slots not drawn in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() { _ = slots.endFrame() }
}

extension Compositor {
    /// Fills the linear gradient layer's `path` with `paint` from its
    /// recording (see `RecordedFillCache`); false when the caller fills directly.
    func fillFromRecording(_ path: Raster.Path, paint: Paint, _ model: CALayer, _ layer: LayerValues, transform t: Transform,
                           alpha: Double, _ canvas: Canvas) -> Bool {
        guard let values = caches.generations.key(model, layer) else { return false }
        let key = LinearFillKey(values: values, map: t, alpha: alpha, drawingBounds: canvas.drawingBounds)
        return caches.recordedFills.fill(path, paint: paint, transform: t, key: key, on: canvas)
    }
}
