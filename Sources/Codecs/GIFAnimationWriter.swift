import Raster

/// The streaming core of GIF writing, shared by `GIFEncoder` and `GIFFrameSink`:
/// `start` gives the header, each `append` the bytes that are final so far,
/// `finish` the rest and the trailer.
///
/// One frame is held back: whether it must be disposed ("restore to
/// background") is only known when the next frame arrives. That happens when
/// the next frame turns visible pixels transparent, which drawing over the
/// canvas cannot do; the held frame is then rewritten full-size with
/// disposal 2 so the canvas is cleared before the next frame is drawn.
///
/// The writer tracks the canvas a decoder shows as normalised pixels (see
/// `GIFPalette`) and keeps every buffer between frames: after the first
/// frame, appending allocates only the output bytes.
struct GIFAnimationWriter {
    let width: Int
    let height: Int
    private let encoder: GIFEncoder
    private var quantizer = GIFQuantizer()
    private var lzw = GIFLZWEncoder()
    private var global: GIFPalette?
    /// Canvas before the held frame, canvas after it (its pixels), incoming frame.
    private var before: [UInt32]
    private var after: [UInt32]
    private var incoming: [UInt32]
    /// Where `before` and `after` may differ (nil: anywhere).
    private var heldChange: PixelRect? = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Where `incoming` (a recycled canvas) may differ from `after` (nil:
    /// anywhere): what a frame with known damage copies from `after`
    /// instead of copying the whole canvas.
    private var stale: PixelRect? = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var indices: [UInt8]
    private var held: HeldFrame?
    /// The last appended frame when it was too short and merged into `held`,
    /// with what may differ between it and the canvas.
    private var droppedLast: (pixmap: Pixmap, delay: Int, changed: PixelRect?)?
    /// What may differ between the canvas (`after`) and the last appended
    /// frame: empty after a frame is added, grown by the damage of frames
    /// dropped since (their pixels never reached the canvas); nil when unknown.
    private var pendingChange: PixelRect? = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Frame end times in centiseconds from the exact running total.
    private var clock = TickClock(ticksPerSecond: 100)

    /// A frame encoded but not yet final.
    private struct HeldFrame {
        var bytes: [UInt8]
        var rect: PixelRect
        var delay: Int
        var hasTransparent: Bool
        /// Offsets in `bytes` of the graphic control block's packed byte and delay.
        static let packedOffset = 3, delayOffset = 4
        mutating func setDelay(_ d: Int) {
            self.delay = d
            bytes[Self.delayOffset] = UInt8(d & 0xFF)
            bytes[Self.delayOffset + 1] = UInt8(d >> 8)
        }
    }

    /// The longest delay one frame can carry (centiseconds).
    static let maxDelay = 65_535
    /// The largest frame accepted (8192 × 8192 pixels): the writer keeps
    /// three canvases and an index buffer (13 bytes per pixel).
    static let maxPixels = 1 << 26

    init(width: Int, height: Int, encoder: GIFEncoder) throws(GIFError) {
        guard width > 0, height > 0 else { throw .emptyImage }
        guard width <= 65_535, height <= 65_535 else { throw .invalidAnimation("\(width)×\(height) exceeds GIF's 65535 limit") }
        guard width * height <= Self.maxPixels else {
            throw .invalidAnimation("\(width)×\(height) exceeds the encoder's limit of \(Self.maxPixels) pixels")
        }
        self.width = width
        self.height = height
        self.encoder = encoder
        let n = width * height
        before = [UInt32](repeating: 0, count: n)
        after = before
        incoming = before
        indices = [UInt8](repeating: 0, count: n)
    }

    /// The header: signature, logical screen, global table (built from
    /// `paletteFrom` when it is not empty) and the loop extension.
    mutating func start(paletteFrom samples: [Pixmap]) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        appendUInt16(width, to: &out)
        appendUInt16(height, to: &out)
        if !samples.isEmpty {
            var sources: [GIFColorSource] = []
            var anyTransparent = false
            for s in samples where s.width == width && s.height == height {
                var px = [UInt32](repeating: 0, count: width * height)
                anyTransparent = Self.normalize(s, into: &px) || anyTransparent
                sources.append(GIFColorSource(pixels: px, base: nil, width: width,
                                              rect: PixelRect(x: 0, y: 0, width: width, height: height)))
            }
            let reserve = encoder.differencing || anyTransparent
            let palette = quantizer.palette(for: sources, reserveTransparent: reserve, padded: true)
            // Flags: global table present, 8-bit colour resolution, table size.
            out += [0x80 | 0x70 | UInt8(palette.tableBits - 1), UInt8(palette.transparentIndex ?? 0), 0]
            out += palette.tableBytes
            global = palette
        } else {
            out += [0x70, 0, 0]
        }
        if encoder.loopCount != 1 {
            let repeats = encoder.loopCount <= 0 ? 0 : min(65_535, encoder.loopCount - 1)
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1, UInt8(repeats & 0xFF), UInt8(repeats >> 8), 0]
        }
        return out
    }

    /// Adds a frame shown for `duration` seconds whose pixels outside
    /// `changed` equal the previous appended frame's (nil: unknown; see
    /// `add`); returns the bytes that became final.
    mutating func append(_ pixmap: Pixmap, duration: Double, changed: PixelRect? = nil) throws(GIFError) -> [UInt8] {
        guard pixmap.width == width, pixmap.height == height else {
            throw .invalidAnimation("frame is \(pixmap.width)×\(pixmap.height), the animation is \(width)×\(height)")
        }
        guard duration.isFinite, duration >= 0 else { throw .invalidAnimation("frame duration \(duration)") }
        // Centiseconds from the exact running total: rounding errors never add up.
        let delay = min(Self.maxDelay, clock.advance(by: duration))
        droppedLast = nil
        // Against the canvas, this frame's change adds to the dropped frames'.
        var sinceCanvas: PixelRect?
        if let pending = pendingChange, let changed { sinceCanvas = pending.union(changed) }
        if delay < encoder.minimumDelay, var h = held, h.delay + delay <= Self.maxDelay {
            // Too short to be shown as given: the held frame stays up instead.
            // Kept until the next frame, because the last frame is always shown.
            h.setDelay(h.delay + delay)
            held = h
            droppedLast = (pixmap, delay, sinceCanvas)
            pendingChange = sinceCanvas
            return []
        }
        return add(pixmap, delay: delay, changed: sinceCanvas)
    }

    /// Encodes a frame shown for `delay` centiseconds; returns the bytes that
    /// became final. With differencing and a known `changed` rectangle
    /// (pixels outside it equal the canvas's) only that rectangle is
    /// converted and compared; the rest of the frame is the canvas's, of
    /// which only the `stale` part is copied. codecs.gif.sink.sprite (8
    /// frames a call, the first whole; CPU time): 3.21 ms a frame without
    /// the damage, 2.60 converting and comparing only the damage but copying
    /// the whole canvas, 2.49 copying only the stale part.
    private mutating func add(_ pixmap: Pixmap, delay: Int, changed known: PixelRect?) -> [UInt8] {
        let hasTransparent: Bool
        var changed: PixelRect, needsClear: Bool
        if let known, held != nil, encoder.differencing {
            copy(stale ?? PixelRect(x: 0, y: 0, width: width, height: height), from: after, to: &incoming)
            _ = Self.normalize(pixmap, into: &incoming, rect: known)
            // Only read to choose a palette without a transparent entry, which
            // differencing never does (it writes unchanged pixels transparent).
            hasTransparent = true
            (changed, needsClear) = compare(incoming, with: after, within: known)
        } else {
            hasTransparent = Self.normalize(pixmap, into: &incoming)
            (changed, needsClear) = compare(incoming, with: after, within: PixelRect(x: 0, y: 0, width: width, height: height))
        }
        pendingChange = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var out: [UInt8] = []
        let staleBefore = heldChange   // where the recycled `before` will differ from `after`
        if needsClear, var h = held {
            // The held frame must leave a clear canvas: rewrite it full-size
            // against the canvas before it, disposed to background afterwards.
            let full = PixelRect(x: 0, y: 0, width: width, height: height)
            h = encodeFrame(after, base: encoder.differencing ? before : nil, rect: full, disposal: 2,
                            delay: h.delay, hasTransparent: h.hasTransparent)
            held = h
            before.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            swap(&before, &after)   // `after` is now the cleared canvas
            changed = Self.visibleBounds(incoming, width: width, height: height)
        }
        if encoder.differencing, changed.isEmpty, !needsClear, var h = held, h.delay + delay <= Self.maxDelay {
            h.setDelay(h.delay + delay)   // nothing changed: show the held frame longer
            held = h
            stale = PixelRect(x: 0, y: 0, width: 0, height: 0)   // `incoming` equals `after`
            return out
        }
        if let h = held { out += h.bytes }
        var rect = encoder.differencing ? changed : PixelRect(x: 0, y: 0, width: width, height: height)
        if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }   // a frame must hold a pixel
        held = encodeFrame(incoming, base: encoder.differencing ? after : nil, rect: rect, disposal: 1,
                           delay: delay, hasTransparent: hasTransparent)
        // Rotate: the canvas after the old frame is the canvas before the new one.
        swap(&before, &after)
        swap(&after, &incoming)
        // `changed` is exactly where the new frame differs from the canvas it
        // was compared with; the recycled `incoming` (the old `before`) also
        // differs where the held frame changed the canvas, anywhere after a clear.
        heldChange = changed
        stale = needsClear ? nil : staleBefore.map { $0.union(changed) }
        return out
    }

    /// Copies the pixels of `rect` from `source` to the same place in `target`.
    private func copy(_ rect: PixelRect, from source: [UInt32], to target: inout [UInt32]) {
        guard !rect.isEmpty else { return }
        let width = self.width
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for y in rect.y..<(rect.y + rect.height) {
                    let start = y * width + rect.x
                    (dst.baseAddress! + start).update(from: src.baseAddress! + start, count: rect.width)
                }
            }
        }
    }

    /// The held frame and the trailer.
    mutating func finish() -> [UInt8] {
        var out: [UInt8] = []
        if let (pixmap, delay, changed) = droppedLast, var h = held {
            // The final picture must be the last frame: take its time back
            // from the held frame and show it, however short.
            h.setDelay(h.delay - delay)
            held = h
            droppedLast = nil
            out += add(pixmap, delay: delay, changed: changed)
        }
        out += held?.bytes ?? []
        held = nil
        out.append(0x3B)
        return out
    }

    /// The rectangle of pixels that differ inside `rect`, and whether any
    /// visible pixel there turns transparent.
    private func compare(_ new: [UInt32], with old: [UInt32], within rect: PixelRect) -> (PixelRect, Bool) {
        var minX = width, minY = height, maxX = -1, maxY = -1
        var clear = false
        let end = rect.x + rect.width
        new.withUnsafeBufferPointer { n in
            old.withUnsafeBufferPointer { o in
                for y in rect.y..<(rect.y + rect.height) {
                    let row = y * width
                    var x = rect.x
                    // Skip the unchanged prefix of the row quickly.
                    while x < end && n[row + x] == o[row + x] { x += 1 }
                    if x == end { continue }
                    var last = end - 1
                    while n[row + last] == o[row + last] { last -= 1 }
                    minX = min(minX, x); maxX = max(maxX, last)
                    if minY == height { minY = y }
                    maxY = y
                    if !clear {
                        for i in (row + x)...(row + last) where n[i] == 0 && o[i] != 0 { clear = true; break }
                    }
                }
            }
        }
        if maxX < 0 { return (PixelRect(x: 0, y: 0, width: 0, height: 0), clear) }
        return (PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), clear)
    }

    /// The bounding rectangle of the non-transparent pixels.
    private static func visibleBounds(_ px: [UInt32], width: Int, height: Int) -> PixelRect {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where px[y * width + x] != 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = y
            }
        }
        if maxX < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Normalises `rect` of `pixmap` (default: all of it) into the same
    /// pixels of `out`: alpha < 128 → 0, else straight RGB with alpha 0xFF.
    /// Returns whether any pixel became transparent.
    static func normalize(_ pixmap: Pixmap, into out: inout [UInt32], rect: PixelRect? = nil) -> Bool {
        let box = rect ?? PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        var transparent = false
        pixmap.storage.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in box.y..<(box.y + box.height) {
                    let start = y * pixmap.width + box.x
                    for i in start..<(start + box.width) {
                        let p = src[i]
                        let a = p >> 24
                        if a == 255 { dst[i] = p; continue }   // opaque: already straight
                        if a < 128 { dst[i] = 0; transparent = true; continue }
                        let u = Pixel(packed: p).unpremultiplied
                        dst[i] = UInt32(u.r) | UInt32(u.g) << 8 | UInt32(u.b) << 16 | 0xFF00_0000
                    }
                }
            }
        }
        return transparent
    }

    /// Encodes one frame: graphic control extension, image descriptor, local
    /// table if any, LZW data.
    private mutating func encodeFrame(_ pixels: [UInt32], base: [UInt32]?, rect: PixelRect, disposal: UInt8,
                                      delay: Int, hasTransparent: Bool) -> HeldFrame {
        let needsTransparent = base != nil || hasTransparent
        var palette: GIFPalette
        var local = false
        if let g = global, g.transparentIndex != nil || !needsTransparent {
            palette = g
            global = nil   // moved out while mapping, so its lookup cache is not copied
        } else {
            palette = quantizer.palette(for: [GIFColorSource(pixels: pixels, base: base, width: width, rect: rect)],
                                        reserveTransparent: needsTransparent)
            local = true
        }
        palette.mapPixels(pixels, base: base, width: width, rect: rect,
                          dither: encoder.dithering, into: &indices)
        var out: [UInt8] = [0x21, 0xF9, 4,
                            disposal << 2 | (palette.transparentIndex == nil ? 0 : 1),
                            UInt8(delay & 0xFF), UInt8(delay >> 8),
                            UInt8(palette.transparentIndex ?? 0), 0]
        out.append(0x2C)
        appendUInt16(rect.x, to: &out); appendUInt16(rect.y, to: &out)
        appendUInt16(rect.width, to: &out); appendUInt16(rect.height, to: &out)
        out.append(local ? 0x80 | UInt8(palette.tableBits - 1) : 0)
        if local { out += palette.tableBytes }
        let codeSize = max(2, palette.tableBits)
        indices.withUnsafeBufferPointer { idx in
            lzw.encode(UnsafeBufferPointer(rebasing: idx[0..<rect.area]), minimumCodeSize: codeSize, to: &out)
        }
        if !local { global = palette }
        return HeldFrame(bytes: out, rect: rect, delay: delay, hasTransparent: hasTransparent)
    }

    private func appendUInt16(_ v: Int, to out: inout [UInt8]) {
        out.append(UInt8(v & 0xFF)); out.append(UInt8((v >> 8) & 0xFF))
    }
}
