import Foundation
import Raster

/// Raster paths of the `CGPath`s drawn (shape layers, shadow paths), kept
/// between frames by path identity and checked against the path's elements,
/// so an unchanged path is not converted (and allocated) again every frame.
/// Entries not used for a frame are dropped once they outnumber the used ones.
final class RasterPathCache {
    private struct Entry {
        var storage: CGPathStorage
        var path: Raster.Path
        var lastFrame: Int
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    private var usedThisFrame = 0

    /// `path` as a Raster path. Comparing the elements is cheap when they are
    /// the very arrays converted before (an unchanged path), and makes a
    /// mutated `CGMutablePath`, or a new path at a reused address, convert afresh.
    func rasterPath(of path: CGPath) -> Raster.Path {
        let id = ObjectIdentifier(path)
        usedThisFrame += 1
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
        if entries.count > 2 * usedThisFrame + 16 {
            let keep = frame - 1
            entries = entries.filter { $0.value.lastFrame >= keep }
        }
        frame += 1
        usedThisFrame = 0
    }
}
