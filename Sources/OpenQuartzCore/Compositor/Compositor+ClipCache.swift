import Foundation
import Raster

/// The coverage of layers' `masksToBounds` clips kept between frames, one
/// slot per model layer (`ClipCoverage`), so a clip whose rounded bounds,
/// map and pixel box did not change is copied instead of scan converted
/// again (`Canvas.withClip(to:rule:transform:keeping:_:)` compares them; the
/// pixels are the same either way).
final class ClipCache {
    struct Slot: FrameStampedSlot {
        var coverage = ClipCoverage()
        /// The clip drawn last time, and the frame it last changed in.
        var path = Raster.Path(), transform = Transform.identity
        var changedAt = -1
        var lastFrame = -1
    }
    private var slots: [ObjectIdentifier: Slot] = [:]
    private var frames = CacheFrames()

    /// Runs `body` clipped to `path` through `t` on `canvas`, with `model`'s
    /// kept coverage. A clip that changed in this frame and the one before
    /// (a moving layer) is made without keeping it until it rests, and a
    /// layer clipped twice in a frame (a replicator's copies) clips without
    /// its slot the second time, so the copies do not take turns remaking it.
    func withClip(_ model: CALayer, to path: Raster.Path, transform t: Transform, on canvas: Canvas, _ body: () -> Void) {
        let id = ObjectIdentifier(model)
        frames.use()
        // Out of the table while `body` runs: sublayers' clips insert their
        // own slots, which an access held across `body` would overlap.
        var slot = slots.removeValue(forKey: id) ?? Slot()
        var keeps = slot.lastFrame != frames.frame
        if keeps {
            slot.lastFrame = frames.frame
            if slot.transform != t || slot.path != path {
                keeps = !frames.isMoving(changedAt: slot.changedAt)
                slot.path = path
                slot.transform = t
                slot.changedAt = frames.frame
            }
        }
        if keeps {
            canvas.withClip(to: path, transform: t, keeping: &slot.coverage, body)
        } else {
            canvas.withClip(to: path, transform: t, body)
        }
        slots[id] = slot
    }

    /// Ends a frame: drops the slots not used in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() {
        slots.dropSlots(usedBefore: frames.endFrame(slotCount: slots.count))
    }
}
