import Foundation
import Raster

/// Everything the pixels of a layer's image contents drawn at a sub-pixel
/// position depend on (see `ContentsCache`).
struct ContentsKey: Equatable {
    /// The image (the slot keeps it alive, so the identifier is not reused).
    var image: ObjectIdentifier
    /// The image pixels shown and where they go, in layer coordinates.
    var source: Rect, dest: Rect
    /// The map's scale and the fraction of a device pixel it lands at.
    var a: Double, d: Double, fractionX: Double, fractionY: Double
    var alpha: Double
    var quality: SamplingQuality
}

/// Image contents sampled once and kept between frames, one slot per model
/// layer: a layer whose image, size, scale, opacity and sub-pixel position
/// did not change is drawn by copying its pixels at a whole-pixel offset
/// instead of sampling (bilinear) every pixel again — what Core Animation's
/// backing stores do on the GPU.
///
/// The cached pixels are the contents drawn onto transparent pixels at the
/// same fraction of a pixel: `scale(sample × alpha, coverage)` each, so
/// compositing them (source-over, alpha 1) gives what drawing the image there
/// gives. Used only where that holds: source-over, a scale-and-translate
/// map, and no partial clip over the image (a clip's coverage would scale
/// the sample in another order).
///
/// Not bit-exact: the offscreen's map is the device map moved by whole
/// pixels, and its inverse rounds in the last bit differently, which can
/// move a bilinear weight by 1/256 — a channel by at most 1 in rare pixels
/// (the benchmark frame and the golden images come out identical). Nearest
/// sampling is left out: there such a rounding can pick the neighbouring
/// image pixel at an exact tie.
///
/// Measured (callgrind, `compositor.composite200`): see the commit message.
final class ContentsCache {
    struct Slot {
        var key: ContentsKey
        var image: CGImage
        let canvas: Canvas
        var lastFrame: Int
    }
    private var slots: [ObjectIdentifier: Slot] = [:]
    private var frame = 0
    private var usedThisFrame = 0

    /// The canvas holding `model`'s contents for `key` (`width × height`):
    /// the cached one when the key is unchanged, else `draw` repaints it
    /// (given it cleared). nil when the layer was drawn already this frame
    /// (a replicator's copies: one slot would thrash) or the size is refused.
    func canvas(for model: CALayer, image: CGImage, key: ContentsKey, width: Int, height: Int,
                draw: (Canvas) -> Void) -> Canvas? {
        let id = ObjectIdentifier(model)
        if let index = slots.index(forKey: id) {
            guard slots.values[index].lastFrame != frame else { return nil }
            usedThisFrame += 1
            slots.values[index].lastFrame = frame
            let canvas = slots.values[index].canvas
            if slots.values[index].key != key || canvas.pixmap.width != width || canvas.pixmap.height != height {
                guard (try? canvas.pixmap.reset(width: width, height: height)) != nil else { return nil }
                slots.values[index].key = key
                slots.values[index].image = image
                draw(canvas)
            }
            return canvas
        }
        guard let canvas = try? Canvas(width: width, height: height) else { return nil }
        usedThisFrame += 1
        draw(canvas)
        slots[id] = Slot(key: key, image: image, canvas: canvas, lastFrame: frame)
        return canvas
    }

    /// Ends a frame: drops the slots not drawn in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() {
        if slots.count > 2 * usedThisFrame + 16 {
            let keep = frame - 1
            slots = slots.filter { $0.value.lastFrame >= keep }
        }
        frame += 1
        usedThisFrame = 0
    }
}

extension Compositor {
    /// Draws the whole `image` as `model`'s contents through `contentsCache`
    /// when that gives the same pixels (see `ContentsCache`); false when it
    /// does not apply and the caller draws directly.
    func drawCachedContents(_ model: CALayer, _ image: CGImage, _ src: Rect, _ dst: Rect, _ t: Transform,
                            _ canvas: Canvas, _ alpha: Double, _ quality: SamplingQuality) -> Bool {
        guard usesContentsCache, quality == .bilinear, t.isScaleTranslate, alpha > 0, alpha <= 1 else { return false }
        // The device rectangle of the contents and the whole pixels it touches.
        let xa = t.a * dst.x + t.tx, xb = t.a * (dst.x + dst.width) + t.tx
        let ya = t.d * dst.y + t.ty, yb = t.d * (dst.y + dst.height) + t.ty
        let x0 = min(xa, xb), x1 = max(xa, xb), y0 = min(ya, yb), y1 = max(ya, yb)
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, abs(x0) < 1e7, abs(y0) < 1e7,
              x1 - x0 < 8192, y1 - y0 < 8192 else { return false }
        let ix = x0.rounded(.down), iy = y0.rounded(.down)
        let width = Int((x1 - ix).rounded(.up)), height = Int((y1 - iy).rounded(.up))
        guard width > 0, height > 0,
              canvas.clipIsFull(in: Rect(x: ix, y: iy, width: Double(width), height: Double(height))) else { return false }
        let local = Transform(a: t.a, b: 0, c: 0, d: t.d, tx: t.tx - ix, ty: t.ty - iy)
        let key = ContentsKey(image: ObjectIdentifier(image), source: src, dest: dst, a: t.a, d: t.d,
                              fractionX: local.tx, fractionY: local.ty, alpha: alpha, quality: quality)
        guard let cached = contentsCache.canvas(for: model, image: image, key: key, width: width, height: height, draw: { off in
            drawImagePart(image.pixmap, src, dst, local, off, alpha, quality)
        }) else { return false }
        canvas.drawPixmap(cached.pixmap, transform: .translation(ix, iy), quality: .nearest)
        return true
    }
}
