extension Canvas {
    /// Whether drawing reaches every device pixel entirely inside `rect`
    /// unclipped: inside the draw bounds and at full coverage of the clip in
    /// effect (`clipMask`, or the innermost `withClip`). Then drawing there
    /// gives the same pixels as without a clip — what a caller needs to know
    /// before leaving out pixels it will cover with opaque paint
    /// (`fillMask(_:atX:y:paint:skipping:)`).
    ///
    /// Cost: a look at the clip's coverage over the rectangle, eight values per step.
    public func clipIsFull(in rect: Rect) -> Bool {
        let box = IntRect.inside(rect, within: .unbounded)
        if box.isEmpty { return true }
        let bounds = drawBounds
        guard box.x0 >= bounds.x0, box.y0 >= bounds.y0, box.x1 <= bounds.x1, box.y1 <= bounds.y1 else { return false }
        let values: [UInt8], origin: IntRect
        if scopedClipDepth > 0 {
            let scoped = scopedClips[scopedClipDepth - 1]
            if scoped.full { return true }
            values = scoped.values
            origin = scoped.box
        } else {
            guard let m = activeFullSizeClipMask else { return true }
            values = m.values
            origin = self.bounds
        }
        return CoverageRuns.allFull(values, stride: origin.width, originX: origin.x0, originY: origin.y0, box: box)
    }
}

extension Mask {
    /// Whether every value of the pixels entirely inside `rect` (mask
    /// coordinates) is 255; false when part of them lies outside the mask.
    public func isFull(in rect: Rect) -> Bool {
        let box = IntRect.inside(rect, within: .unbounded)
        if box.isEmpty { return true }
        guard box.x0 >= 0, box.y0 >= 0, box.x1 <= width, box.y1 <= height else { return false }
        return CoverageRuns.allFull(values, stride: width, originX: 0, originY: 0, box: box)
    }
}

extension IntRect {
    /// A rectangle larger than any pixel grid (its sides stay clear of
    /// overflow), for clamping rectangles that have no other bound.
    static let unbounded = IntRect(x0: Int.min / 2, y0: Int.min / 2, x1: Int.max / 2, y1: Int.max / 2)
}

extension CoverageRuns {
    /// Whether every value of `box` is 255 in `values`, a buffer of rows of
    /// `stride` values whose first value is pixel `(originX, originY)`; `box`
    /// must lie inside it.
    static func allFull(_ values: [UInt8], stride: Int, originX: Int, originY: Int, box: IntRect) -> Bool {
        values.withUnsafeBufferPointer { v in
            for y in box.y0..<box.y1 {
                let row = v.baseAddress! + (y - originY) * stride + (box.x0 - originX)
                if fullEnd(row, from: 0, count: box.width) != box.width { return false }
            }
            return true
        }
    }
}

extension Canvas {
    /// The device pixels drawing can reach now: the canvas, narrowed to the
    /// box of the innermost scoped clip (`withClip`, `beginClip`). A
    /// full-size `clipMask` does not narrow it. What a caller that draws on
    /// demand (a tiled layer's tiles) needs to know to skip what cannot show.
    public var drawablePixels: PixelRect {
        let b = drawBounds
        return PixelRect(x: b.x0, y: b.y0, width: b.width, height: b.height)
    }
}
