import Foundation
import Raster

/// Gradient layers' lookup tables kept between frames per layer, so an
/// unchanged ramp is not interpolated and premultiplied again (256 colours)
/// every time it is drawn. The table is handed to the canvas for the draw
/// (`Canvas.gradientTable`).
///
/// Keyed by content, not by the layer's values: a table depends on the
/// ramp's stops and the alpha only, and a layer whose geometry animates (the
/// showcase's turning sun) has new values every frame while its ramp stays
/// the same. A kept table is used only when it was made from equal stops and
/// the same alpha (`GradientTable.matches`, which the canvas checks again),
/// so the shaded pixels are the same; comparing a few stops costs far less
/// than making the table.
final class GradientTableCache: CompositorCache {
    /// One layer's table.
    private struct Slot: FrameStampedSlot {
        /// The kept table.
        var table: GradientTable
        /// The frame the slot was last used in.
        var lastFrame: Int
    }
    private var slots = CacheSlots<UInt64, Slot>()

    /// `gradient`'s table for `alpha` from `model`'s slot, made again when
    /// the stops or the alpha changed.
    func table(for model: CALayer, _ gradient: Gradient, alpha: Double) -> GradientTable {
        let id = model.renderID
        slots.frames.use()
        let frame = slots.frame
        if let index = slots.table.index(forKey: id) {
            // One `inout` access: reading `table.values[index]` copies the slot.
            func reuse(_ slot: inout Slot) -> GradientTable {
                if !slot.table.matches(gradient, alpha: alpha) { slot.table = gradient.makeTable(alpha: alpha) }
                slot.lastFrame = frame
                return slot.table
            }
            return reuse(&slots.table.values[index])
        }
        let table = gradient.makeTable(alpha: alpha)
        slots.table[id] = Slot(table: table, lastFrame: frame)
        return table
    }

    /// Ends a frame (drops the slots not used lately; see `CacheFrames`).
    func endFrame() { _ = slots.endFrame() }
}
