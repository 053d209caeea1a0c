// Alpha masks: multiplying a pixmap by another image's alpha (mask layers),
// and converting between pixmap alpha and `Mask` (shadows blur a mask).

public extension Pixmap {
    /// Multiplies every pixel by the alpha of `mask` (`dst = dst × mask.a / 255`,
    /// exactly rounded, all four premultiplied channels), with `mask`'s top-left
    /// pixel placed at `(x, y)` of this pixmap. Pixels the mask does not cover
    /// become transparent, as outside a Core Animation mask layer.
    ///
    /// - Complexity: O(width · height), row loops, no allocation.
    mutating func multiplyAlpha(by mask: Pixmap, atX x: Int, y: Int) {
        let mw = mask.width
        mask.storage.withUnsafeBufferPointer { m in
            multiplyRows(maskWidth: mw, maskHeight: mask.height, x: x, y: y) { dst, maskRow, maskX, count in
                let src = m.baseAddress! + maskRow * mw + maskX
                for i in 0..<count { dst[i] = PixelMath.scale(dst[i], src[i] >> 24) }
            }
        }
    }

    /// Multiplies every pixel by the values of `mask` (`dst = dst × mask / 255`),
    /// with the mask's top-left value at `(x, y)`; pixels outside the mask
    /// become transparent. See `multiplyAlpha(by:atX:y:)` for a pixmap mask.
    mutating func multiplyAlpha(by mask: Mask, atX x: Int, y: Int) {
        let mw = mask.width
        mask.values.withUnsafeBufferPointer { m in
            multiplyRows(maskWidth: mw, maskHeight: mask.height, x: x, y: y) { dst, maskRow, maskX, count in
                let src = m.baseAddress! + maskRow * mw + maskX
                for i in 0..<count { dst[i] = PixelMath.scale(dst[i], UInt32(src[i])) }
            }
        }
    }

    /// Creates a pixmap of `mask`'s size painted with `color` through it: each
    /// pixel is `color` (premultiplied) scaled by the mask value, exactly
    /// rounded. This is how a blurred alpha becomes a coloured shadow.
    init(mask: Mask, color: Color) {
        let c = color.pixel.packed
        var storage = [UInt32](repeating: 0, count: mask.values.count)
        mask.values.withUnsafeBufferPointer { m in
            storage.withUnsafeMutableBufferPointer { out in
                for i in 0..<m.count { out[i] = PixelMath.scale(c, UInt32(m[i])) }
            }
        }
        // The mask's size already passed `Pixmap.validate`.
        self = Pixmap(width: mask.width, height: mask.height, pixels: storage)!
    }

    /// Runs `body` on each row segment of this pixmap under the mask
    /// (destination pointer, mask row, first mask column, count) and clears
    /// everything the mask does not cover.
    private mutating func multiplyRows(maskWidth mw: Int, maskHeight mh: Int, x: Int, y: Int,
                                       _ body: (UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void) {
        let w = width, h = height
        // Columns of this pixmap under the mask: [c0, c1). Clamped first so
        // offsets near Int.max cannot overflow.
        let c0 = min(max(x, 0), w), c1 = max(c0, min(w, x > w ? w : x + min(mw, w + 1)))
        storage.withUnsafeMutableBufferPointer { px in
            for row in 0..<h {
                let p = px.baseAddress! + row * w
                // Written so no offset (even Int.min) can overflow.
                guard y <= row, y > row - mh else { p.update(repeating: 0, count: w); continue }
                let maskRow = row - y
                p.update(repeating: 0, count: c0)
                if c1 > c0 { body(p + c0, maskRow, c0 - x, c1 - c0) }
                (p + c1).update(repeating: 0, count: w - c1)
            }
        }
    }
}

public extension Mask {
    /// A mask of `pixmap`'s size holding its alpha channel.
    init(alphaOf pixmap: Pixmap) {
        self = try! Mask(alphaOf: pixmap, x: 0, y: 0, width: pixmap.width, height: pixmap.height)  // same size: valid
    }

    /// A `width × height` mask holding the alpha of `pixmap`'s pixels from
    /// `(x, y)` on; where that window leaves the pixmap the values are 0 (so a
    /// window larger than the pixmap pads it, e.g. to make room for a blur).
    ///
    /// - Throws: `PixmapError` for a bad `width` / `height`.
    init(alphaOf pixmap: Pixmap, x: Int, y: Int, width: Int, height: Int) throws(PixmapError) {
        try self.init(width: width, height: height, fill: 0)
        copyAlpha(of: pixmap, x: x, y: y)
    }

    /// Makes this mask the `width × height` window of `pixmap`'s alpha from
    /// `(x, y)` on, as `init(alphaOf:x:y:width:height:)` does, but reusing
    /// the mask's storage (no allocation once it is large enough).
    ///
    /// - Throws: `PixmapError` for a bad `width` / `height`.
    mutating func assignAlpha(of pixmap: Pixmap, x: Int, y: Int, width: Int, height: Int) throws(PixmapError) {
        try reset(width: width, height: height)
        copyAlpha(of: pixmap, x: x, y: y)
    }

    /// Copies `pixmap`'s alpha from `(x, y)` on into this (zeroed) mask.
    private mutating func copyAlpha(of pixmap: Pixmap, x: Int, y: Int) {
        let width = self.width, height = self.height
        let pw = pixmap.width, ph = pixmap.height
        // Columns of the window inside the pixmap, in window coordinates: [c0, c1).
        guard x < pw, y < ph, x > -width, y > -height else { return }
        let c0 = max(0, -x), c1 = min(width, pw - x)
        let mw = width
        pixmap.storage.withUnsafeBufferPointer { src in
            values.withUnsafeMutableBufferPointer { dst in
                for row in max(0, -y)..<min(height, ph - y) {
                    let s = src.baseAddress! + (row + y) * pw + x, d = dst.baseAddress! + row * mw
                    for i in c0..<c1 { d[i] = UInt8(truncatingIfNeeded: s[i] >> 24) }
                }
            }
        }
    }
}
