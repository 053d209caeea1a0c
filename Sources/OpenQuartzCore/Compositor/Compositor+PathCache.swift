import Foundation
import Raster

/// Raster paths of the `CGPath`s drawn (shape layers, shadow paths), kept
/// between frames by path identity and checked against the path's elements,
/// so an unchanged path is not converted (and allocated) again every frame.
/// Entries not used for a frame are dropped once they outnumber the used ones.
final class RasterPathCache {
    private struct Entry: FrameStampedSlot {
        var storage: CGPathStorage
        var path: Raster.Path
        var lastFrame: Int
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frames = CacheFrames()
    private var frame: Int { frames.frame }

    /// `path` as a Raster path. Comparing the elements is cheap when they are
    /// the very arrays converted before (an unchanged path), and makes a
    /// mutated `CGMutablePath`, or a new path at a reused address, convert afresh.
    func rasterPath(of path: CGPath) -> Raster.Path {
        let id = ObjectIdentifier(path)
        frames.use()
        if let index = entries.index(forKey: id) {
            if entries.values[index].storage != path.storage {
                entries.values[index].storage = path.storage
                entries.values[index].path = path.storage.rasterPath()
            }
            entries.values[index].lastFrame = frame
            return entries.values[index].path
        }
        let raster = path.storage.rasterPath()
        entries[id] = Entry(storage: path.storage, path: raster, lastFrame: frame)
        return raster
    }

    /// Ends a frame (see the type's doc for what is dropped).
    func endFrame() {
        entries.dropSlots(usedBefore: frames.endFrame(slotCount: entries.count))
    }
}
