import Foundation
import Raster

/// The mipmaps (`MipChain`) of the contents images drawn with the
/// `.trilinear` minification filter, built once per image and kept while
/// the image is drawn.
///
/// Keyed by the image's identity: a `CGImage` never changes, and the slot
/// holds the image itself, so its address cannot be taken by another image
/// while the chain is kept. Slots not used for a frame are dropped once
/// they outnumber the used ones (`CacheFrames`).
final class MipmapCache: CompositorCache {
    /// One image's chain.
    private struct Slot: FrameStampedSlot {
        /// The image (kept, so the key stays its own).
        var image: CGImage
        /// Its levels.
        var chain: MipChain
        /// The frame the slot was last used in.
        var lastFrame: Int
    }
    private var slots = CacheSlots<ObjectIdentifier, Slot>()

    /// The levels of `image`, built on first use.
    func chain(of image: CGImage) -> MipChain {
        let id = ObjectIdentifier(image)
        slots.frames.use()
        let frame = slots.frame
        if let index = slots.table.index(forKey: id) {
            slots.table.values[index].lastFrame = frame
            return slots.table.values[index].chain
        }
        let chain = MipChain(image.pixmap)
        slots.table[id] = Slot(image: image, chain: chain, lastFrame: frame)
        return chain
    }

    /// How many chains are kept (tests read it).
    var count: Int { slots.table.count }

    /// Ends a frame (see the type's doc for what is dropped).
    func endFrame() { _ = slots.endFrame() }
}
