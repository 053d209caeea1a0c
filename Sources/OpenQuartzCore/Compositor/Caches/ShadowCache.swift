import Foundation
import Raster

/// Everything a blurred shadow mask depends on: the layer's values
/// (`LayerKey`: what the shadow is cast from, its radius), the linear part
/// of the layer's map and the fraction of a pixel it lands at, and the part
/// of it that was kept (what can reach the canvas).
struct ShadowKey: Equatable {
    /// The layer's drawn values.
    var values: LayerKey
    /// The elements of the `shadowPath`, when the shadow is cast from one:
    /// a `CGMutablePath` is held by reference and can change under the same
    /// values (cheap to compare when they are the very arrays of last time).
    var path: CGPathStorage?
    /// The linear part of the map.
    var a: Double, b: Double, c: Double, d: Double
    /// Where the shape lands within a pixel.
    var fractionX: Double, fractionY: Double
    /// The pixels kept, relative to the whole-pixel position.
    var box: PixelBox
}

/// Blurred shadow masks kept between frames, one slot per layer, so a
/// shadow whose layer values, scale and sub-pixel position did not change
/// is not rasterised and blurred again (a blur was half of a frame's work).
/// A slot whose key changed is recomputed into its own storage, so moving
/// shadows do not allocate either. Slots not used for a frame are dropped.
///
/// Shadows taken from an offscreen's alpha (`blurredAlpha`) are kept by
/// content instead: that alpha is the whole subtree's, which no one layer's
/// values name, so the alpha itself is compared (a pass over bytes, where
/// blurring again costs six).
final class ShadowCache: CompositorCache {
    /// One layer's shadow mask.
    struct Slot: FrameStampedSlot {
        var key: ShadowKey
        var mask: MaskSpans
        var lastFrame: Int
    }
    private var slots = CacheSlots<UInt64, Slot>()
    private var frame: Int { slots.frame }
    /// Scratch for the alpha of an offscreen whose shadow is drawn.
    var alphaScratch = try! Mask(width: 0, height: 0)
    /// Shadows taken from an offscreen's alpha, per layer (`renderID`): the
    /// alpha they were blurred from, the blur, and the result.
    private var fromAlpha: [UInt64: AlphaSlot] = [:]
    /// One layer's shadow blurred from its offscreen's alpha.
    struct AlphaSlot: FrameStampedSlot {
        var source: Mask
        var sigma: Double
        var blurred: MaskSpans
        var lastFrame: Int
    }

    /// The blurred `alphaScratch` for `model`'s shadow: the cached result when
    /// the alpha and sigma equal those of the last time, else `blur` fills it
    /// (given a copy of `alphaScratch` to blur in place).
    func blurredAlpha(for model: CALayer, sigma: Double, blur: (inout Mask) -> Void) -> MaskSpans {
        let id = model.renderID
        slots.frames.use()
        if let index = fromAlpha.index(forKey: id) {
            let scratch = alphaScratch, frame = frame
            // One `inout` access (see `mask(for:key:make:)`).
            func reuse(_ slot: inout AlphaSlot) -> MaskSpans {
                if slot.sigma != sigma || slot.source.width != scratch.width || !Self.sameValues(slot.source, scratch) {
                    Self.copy(scratch, into: &slot.source)
                    slot.blurred.update { blurred in
                        Self.copy(scratch, into: &blurred)
                        blur(&blurred)
                    }
                    slot.sigma = sigma
                }
                slot.lastFrame = frame
                return slot.blurred
            }
            return reuse(&fromAlpha.values[index])
        }
        var source = try! Mask(width: 0, height: 0), blurred = MaskSpans()
        Self.copy(alphaScratch, into: &source)
        blurred.update { b in
            Self.copy(alphaScratch, into: &b)
            blur(&b)
        }
        fromAlpha[id] = AlphaSlot(source: source, sigma: sigma, blurred: blurred, lastFrame: frame)
        return blurred
    }

    /// Whether two masks hold the same values: one `memcmp` (`Array ==`
    /// compared element by element, 2 % of a composite frame).
    private static func sameValues(_ a: Mask, _ b: Mask) -> Bool {
        a.values.withUnsafeBufferPointer { p in
            b.values.withUnsafeBufferPointer { q in
                p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
            }
        }
    }

    /// Makes `target` equal to `mask`, reusing `target`'s storage.
    private static func copy(_ mask: Mask, into target: inout Mask) {
        guard (try? target.reset(width: mask.width, height: mask.height)) != nil else { return }
        target.values.withUnsafeMutableBufferPointer { d in
            mask.values.withUnsafeBufferPointer { s in d.baseAddress!.update(from: s.baseAddress!, count: s.count) }
        }
    }

    /// The mask for `key` in its layer's slot: the cached one when the key
    /// is unchanged, else `make` fills it (given a zero-size mask to reshape).
    func mask(for key: ShadowKey, make: (inout Mask) -> Void) -> MaskSpans {
        let id = key.values.layer
        slots.frames.use()
        let frame = frame
        if let index = slots.table.index(forKey: id) {
            // Mutated in place through one `inout` access: a copy of the slot
            // would make the reshape copy the mask, and reading
            // `slots.values[index]` copies it (retains and releases).
            func reuse(_ slot: inout Slot) -> MaskSpans {
                if slot.key != key {
                    slot.key = key
                    slot.mask.update(make)
                }
                slot.lastFrame = frame
                return slot.mask
            }
            return reuse(&slots.table.values[index])
        }
        var mask = MaskSpans()
        mask.update(make)
        slots.table[id] = Slot(key: key, mask: mask, lastFrame: frame)
        return mask
    }

    /// Ends a frame: drops the slots of shadows not drawn in it or the one
    /// before, once they outnumber the used ones.
    func endFrame() {
        fromAlpha.dropSlots(usedBefore: slots.endFrame(extra: fromAlpha.count))
    }
}
