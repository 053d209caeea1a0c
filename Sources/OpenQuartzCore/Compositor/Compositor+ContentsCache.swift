import Foundation
import Raster

/// Everything the samples of a layer's image contents depend on (see `ContentsCache`).
struct ContentsKey: SamplesKey {
    /// The image (the slot keeps it alive, so the identifier is not reused).
    var image: ObjectIdentifier
    /// The image pixels shown and where they go, in layer coordinates.
    var source: Rect, dest: Rect
    /// The layer's map to the device.
    var map: Transform
    var alpha: Double
    var quality: SamplingQuality
    /// The device pixel of the samples' first value.
    var x: Int, y: Int
}

/// The key of kept samples: where their first value lies is part of it.
protocol SamplesKey: Equatable {
    /// The device pixel of the samples' first value.
    var x: Int { get set }
    var y: Int { get set }
}

/// Everything the samples of a radial or conic `CAGradientLayer` depend on
/// (see `SamplesCache`).
struct GradientKey: SamplesKey {
    var type: CAGradientLayerType
    var stops: [GradientStop]
    var start: Point, end: Point
    /// The filled rectangle (the bounds), in layer coordinates.
    var rect: Rect
    var map: Transform
    var alpha: Double
    var x: Int, y: Int
}

/// Image contents kept between frames (`SamplesCache<ContentsKey>`).
typealias ContentsCache = SamplesCache<ContentsKey>

/// Shaded pixels kept between frames, one slot per model layer: image
/// contents and the ramps of radial and conic gradient layers. A layer
/// whose image (or ramp), size, map and opacity did not change is drawn
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
/// run shades there. Linear ramps are not kept: their shading accumulates
/// `t` from the run's first pixel, so its last bit depends on where each
/// run starts. Kept radial ramps (a square root and a division per pixel):
/// composite200 4.04 → 3.77 ms/frame wall, 56.0 → 55.0 M instructions.
///
/// Measured (callgrind, `compositor.composite200`): see the commit messages.
final class SamplesCache<Key: SamplesKey> {
    struct Slot: FrameStampedSlot {
        var key: Key
        /// The object `key` names by identity (the image), kept alive so
        /// its identifier is not reused.
        var owner: AnyObject?
        var samples: Pixmap
        /// Whether `samples` were taken for `key`.
        var valid: Bool
        var lastFrame: Int
        var changedAt: Int
    }
    private var slots: [ObjectIdentifier: Slot] = [:]
    private var frames = CacheFrames()
    private var frame: Int { frames.frame }

    /// The samples of `model`'s contents for `key` (`width × height`): the
    /// kept ones when the key is unchanged, else `take` fills them (given
    /// the pixmap reshaped). nil — draw directly — when the layer was drawn
    /// already this frame (a replicator's copies would thrash the slot), is
    /// moving, or the size is refused.
    func samples(for model: CALayer, keeping owner: AnyObject? = nil, key: Key, width: Int, height: Int,
                 take: (inout Pixmap) -> Void) -> Pixmap? {
        let id = ObjectIdentifier(model)
        if let index = slots.index(forKey: id) {
            // One `inout` access: reading `slots.values[index]` copies the
            // slot (retains and releases).
            func reuse(_ slot: inout Slot) -> Pixmap? {
                guard slot.lastFrame != frames.frame else { return nil }
                frames.use()
                slot.lastFrame = frames.frame
                if slot.key != key {
                    let moving = frames.isMoving(changedAt: slot.changedAt)
                    slot.key = key
                    slot.owner = owner
                    slot.changedAt = frames.frame
                    slot.valid = false
                    if moving { return nil }
                }
                if !slot.valid {
                    guard (try? slot.samples.reset(width: width, height: height)) != nil else { return nil }
                    take(&slot.samples)
                    slot.valid = true
                }
                return slot.samples
            }
            return reuse(&slots.values[index])
        }
        guard var samples = try? Pixmap(width: width, height: height) else { return nil }
        frames.use()
        take(&samples)
        slots[id] = Slot(key: key, owner: owner, samples: samples, valid: true, lastFrame: frame, changedAt: frame)
        return samples
    }

    /// Ends a frame: drops the slots not drawn in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() {
        slots.dropSlots(usedBefore: frames.endFrame(slotCount: slots.count))
    }
}

extension Compositor {
    /// Draws `paint` (the contents' image pattern) over `rect` through
    /// `map` — the fill `drawImagePart` would make — from `model`'s kept
    /// samples (see `SamplesCache`); false when that does not apply and the
    /// caller draws directly.
    func drawCachedContents(_ model: CALayer, _ image: CGImage, key: ContentsKey, paint: Paint, rect: Rect,
                            map: Transform, _ canvas: Canvas) -> Bool {
        guard usesContentsCache else { return false }
        return drawCachedSamples(contentsCache, model, keeping: image, key: key, paint: paint, rect: rect, map: map, canvas)
    }

    /// Fills `rect` through the scale-and-translate `map` with `paint`
    /// from `model`'s samples in `cache` (taken now when `key` changed);
    /// false when that does not apply and the caller fills directly.
    func drawCachedSamples<Key>(_ cache: SamplesCache<Key>, _ model: CALayer, keeping owner: AnyObject? = nil, key: Key,
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
        var key = key
        key.x = ix; key.y = iy
        guard width > 0, height > 0, let samples = cache.samples(
            for: model, keeping: owner, key: key, width: width, height: height,
            take: { $0.shade(paint, transform: map, atX: ix, y: iy) }) else { return false }
        canvas.fillRect(rect, transform: map, samples: samples, atX: ix, y: iy)
        return true
    }
}
