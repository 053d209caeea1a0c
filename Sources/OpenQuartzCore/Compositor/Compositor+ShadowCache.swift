import Foundation
import Raster

/// What a shadow is cast from when it can be drawn without rendering the
/// layer offscreen first.
enum ShadowShape: Equatable {
    /// The layer's `shadowPath` (its elements).
    case path(CGPathStorage)
    /// The layer's own background and border: nothing else it draws changes
    /// its alpha (see `Compositor.ownShapeMakesAlpha`).
    case layerShape(LayerShapeKey)
}

/// Everything the alpha of a layer's background and border depends on.
struct LayerShapeKey: Equatable {
    var bounds: CGRect
    var radius: Double
    var corners: UInt
    var backgroundAlpha: Double
    var borderWidth: Double
    var borderAlpha: Double
}

/// Everything a blurred shadow mask depends on: the shape, the linear part
/// of its map and the fraction of a pixel it lands at, the blur, and the
/// part of it that was kept (what can reach the canvas).
struct ShadowKey: Equatable {
    var shape: ShadowShape
    var a: Double, b: Double, c: Double, d: Double
    var fractionX: Double, fractionY: Double
    var sigma: Double
    var box: PixelBox
}

/// Blurred shadow masks kept between frames, one slot per model layer, so a
/// shadow whose shape, scale, blur and sub-pixel position did not change is
/// not rasterised and blurred again (a blur was half of a frame's work).
/// A slot whose key changed is recomputed into its own storage, so moving
/// shadows do not allocate either. Slots not used for a frame are dropped.
final class ShadowCache {
    struct Slot {
        var key: ShadowKey
        var mask: Mask
        var lastFrame: Int
    }
    private var slots: [ObjectIdentifier: Slot] = [:]
    /// Frames drawn so far (`endFrame` counts them).
    private var frame = 0
    private var usedThisFrame = 0
    /// Scratch for shadows taken from an offscreen's alpha (not cached: their
    /// content is arbitrary).
    var alphaScratch = try! Mask(width: 0, height: 0)

    /// The mask for `key` in `model`'s slot: the cached one when the key is
    /// unchanged, else `make` fills it (given a zero-size mask to reshape).
    func mask(for model: CALayer, key: ShadowKey, make: (inout Mask) -> Void) -> Mask {
        let id = ObjectIdentifier(model)
        usedThisFrame += 1
        if let index = slots.index(forKey: id) {
            // Mutated in place: a copy of the slot would make the reshape copy the mask.
            if slots.values[index].key != key {
                slots.values[index].key = key
                make(&slots.values[index].mask)
            }
            slots.values[index].lastFrame = frame
            return slots.values[index].mask
        }
        var mask = try! Mask(width: 0, height: 0)
        make(&mask)
        slots[id] = Slot(key: key, mask: mask, lastFrame: frame)
        return mask
    }

    /// Ends a frame: drops the slots of shadows not drawn in it or the one
    /// before, once they outnumber the used ones.
    func endFrame() {
        if slots.count > 2 * usedThisFrame + 16 {
            let keep = frame - 1
            slots = slots.filter { $0.value.lastFrame >= keep }
        }
        frame += 1
        usedThisFrame = 0
    }
}
