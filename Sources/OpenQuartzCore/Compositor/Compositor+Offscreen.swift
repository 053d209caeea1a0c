import Foundation
import Raster

/// Offscreen canvases kept between frames for groups, mask layers and
/// shadow shapes, so a steady animation allocates none: a canvas taken is
/// reshaped to the size asked for and cleared over that size only.
///
/// Measured (callgrind, `compositor.composite200`): a new `Canvas` per
/// group and per shadow cost the allocation plus zeroing of every buffer,
/// and the large ones came from fresh pages each frame.
final class OffscreenPool {
    /// Canvases not in use.
    private var free: [Canvas] = []
    /// More than this many free canvases are dropped (more are in use at
    /// once only while groups nest).
    static let maxFree = 8

    /// A transparent `width × height` canvas without a clip: a free one whose
    /// storage fits (the smallest such; else the largest, which grows), or a
    /// new one. nil when the size is refused (`PixmapError`). Give it back
    /// with `recycle(_:)` when done.
    func take(width: Int, height: Int) -> Canvas? {
        let need = width * height
        var pick: Int?
        var pickCapacity = 0
        for (i, c) in free.enumerated() {
            let capacity = c.pixmap.storage.capacity
            let better = pick == nil
                || (capacity >= need && (pickCapacity < need || capacity < pickCapacity))
                || (capacity < need && pickCapacity < need && capacity > pickCapacity)
            if better { pick = i; pickCapacity = capacity }
        }
        guard let i = pick else { return try? Canvas(width: width, height: height) }
        let canvas = free.remove(at: i)
        do {
            try canvas.pixmap.reset(width: width, height: height)
        } catch {
            free.append(canvas)
            return nil
        }
        canvas.clipMask = nil
        return canvas
    }

    /// Returns a canvas from `take` for reuse; nothing may keep drawing into it.
    func recycle(_ canvas: Canvas) {
        if free.count < Self.maxFree { free.append(canvas) }
    }
}
