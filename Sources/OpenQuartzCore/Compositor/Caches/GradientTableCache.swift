import Foundation
import Raster

/// What a gradient layer's lookup table depends on: the layer's values
/// (`LayerKey`: colours and locations) and the inherited alpha the colours
/// are multiplied by.
struct GradientTableKey: Equatable {
    /// The layer's drawn values.
    var values: LayerKey
    /// The alpha the table's colours are multiplied by.
    var alpha: Double
}

/// Gradient layers' lookup tables kept between frames per layer, so an
/// unchanged ramp is not interpolated and premultiplied again (256 colours)
/// every time it is drawn: composite200's 30 gradient layers rebuilt theirs
/// every frame (1.2 M instructions per frame). The table is handed to the
/// canvas for the draw (`Canvas.gradientTable`), which also checks that it
/// was made from equal stops and the same alpha (`GradientTable.matches`),
/// so the shaded pixels are the same.
final class GradientTableCache: CompositorCache {
    /// One layer's table.
    private struct Slot: FrameStampedSlot {
        var key: GradientTableKey
        var table: GradientTable
        var lastFrame: Int
    }
    private var slots = CacheSlots<UInt64, Slot>()

    /// The table for `key`, made by `make` when the layer's slot holds
    /// another key's.
    func table(for key: GradientTableKey, make: () -> GradientTable) -> GradientTable {
        let id = key.values.layer
        slots.frames.use()
        let frame = slots.frame
        if let index = slots.table.index(forKey: id) {
            // One `inout` access: reading `table.values[index]` copies the slot.
            func reuse(_ slot: inout Slot) -> GradientTable {
                if slot.key != key {
                    slot.key = key
                    slot.table = make()
                }
                slot.lastFrame = frame
                return slot.table
            }
            return reuse(&slots.table.values[index])
        }
        let table = make()
        slots.table[id] = Slot(key: key, table: table, lastFrame: frame)
        return table
    }

    /// Ends a frame (drops the slots not used lately; see `CacheFrames`).
    func endFrame() { _ = slots.endFrame() }
}

extension Compositor {
    /// `gradient`'s table for `alpha`: `model`'s kept one when its values
    /// and the alpha are those it was made for (values with no generation
    /// get a new one).
    func gradientTable(_ model: CALayer, _ layer: LayerValues, _ gradient: Gradient, alpha: Double) -> GradientTable {
        guard let values = caches.generations.key(model, layer) else { return gradient.makeTable(alpha: alpha) }
        return caches.gradientTables.table(for: GradientTableKey(values: values, alpha: alpha)) {
            gradient.makeTable(alpha: alpha)
        }
    }
}
