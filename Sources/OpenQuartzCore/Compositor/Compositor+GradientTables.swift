import Foundation
import Raster

/// Gradient layers' lookup tables kept between frames per model layer, so an
/// unchanged ramp is not interpolated and premultiplied again (256 colours)
/// every time it is drawn: composite200's 30 gradient layers rebuilt theirs
/// every frame (1.2 M instructions per frame). The table is handed to the
/// canvas for the draw (`Canvas.gradientTable`); it is used only when
/// it was made from equal stops and the same alpha (`GradientTable.matches`),
/// so the shaded pixels are the same.
final class GradientTableCache {
    private struct Entry: FrameStampedSlot {
        var table: GradientTable
        var lastFrame: Int
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frames = CacheFrames()

    /// `gradient`'s table for `alpha` from `model`'s slot, made again when
    /// the stops or the alpha changed.
    func table(for model: CALayer, _ gradient: Gradient, alpha: Double) -> GradientTable {
        let id = ObjectIdentifier(model)
        frames.use()
        if let index = entries.index(forKey: id) {
            // One `inout` access: reading `entries.values[index]` copies the entry.
            func reuse(_ entry: inout Entry, frame: Int) -> GradientTable {
                if !entry.table.matches(gradient, alpha: alpha) { entry.table = gradient.makeTable(alpha: alpha) }
                entry.lastFrame = frame
                return entry.table
            }
            return reuse(&entries.values[index], frame: frames.frame)
        }
        let table = gradient.makeTable(alpha: alpha)
        entries[id] = Entry(table: table, lastFrame: frames.frame)
        return table
    }

    /// Ends a frame (drops the slots not used lately; see `CacheFrames`).
    func endFrame() {
        entries.dropSlots(usedBefore: frames.endFrame(slotCount: entries.count))
    }
}
