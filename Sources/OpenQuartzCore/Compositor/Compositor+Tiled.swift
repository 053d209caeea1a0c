import Foundation
import Raster

/// The tiles fading in during a renderer's frames: where they are on the
/// frame's canvas, so the next frame redraws them (their opacity changes
/// with time alone) even when nothing else changed there.
@MainActor struct TileFades {
    /// Device rectangles of fading tiles drawn into the frame's canvas this frame.
    private(set) var rects: [CGRect] = []
    /// A fading tile was drawn where its place on the frame is not known
    /// (an offscreen, a replicator's copy): the next frame is redrawn whole.
    private(set) var unbounded = false
    /// The last frame's fades (what `startFrame` widened the damage by).
    private var last: [CGRect] = []
    private var lastUnbounded = false

    /// Whether a tile was still fading in this frame (the next one differs).
    var isFading: Bool { unbounded || !rects.isEmpty }

    /// Notes a fading tile at `rect` on the frame's canvas (nil: unknown).
    mutating func add(_ rect: CGRect?) {
        if let rect { rects.append(rect) } else { unbounded = true }
    }

    /// Starts a frame on a `width × height` target: `damage` widened by the
    /// tiles that were fading in the last frame; this frame's list is emptied.
    mutating func startFrame(widening damage: FrameDamage, width: Int, height: Int) -> FrameDamage {
        swap(&last, &rects)
        rects.removeAll(keepingCapacity: true)
        lastUnbounded = unbounded
        unbounded = false
        if lastUnbounded { return .full }
        guard !last.isEmpty else { return damage }
        switch damage {
        case .full: return .full
        case .none: return Self.damage(last, width: width, height: height)
        case .rects(let r): return Self.damage(r + last, width: width, height: height)
        }
    }

    /// Boxes as damage: merged whole-pixel rectangles, or everything past
    /// `DamageTracker.fullFraction` of the target.
    private static func damage(_ boxes: [CGRect], width: Int, height: Int) -> FrameDamage {
        let rects = DamageTracker.merge(boxes, width: width, height: height)
        if rects.isEmpty { return .none }
        var area = 0.0
        for r in rects { area += Double(r.width * r.height) }
        return area > DamageTracker.fullFraction * Double(width) * Double(height) ? .full : .rects(rects)
    }
}

extension Compositor {
    /// The most tiles one tiled layer may draw or show in one frame.
    static let maxTilesPerFrame = 4096

    /// Draws a `CATiledLayer`'s tiles (see `CATiledLayer` for the rules):
    /// picks the level of detail from the layer's scale through `t`, draws
    /// the tiles of that level that meet the visible part of the bounds and
    /// are not kept yet (`drawTile`), then shows each — fading in over what
    /// it replaces — at `alpha`.
    func drawTiles(_ model: CALayer, _ layer: LayerValues, _ tiled: TiledValues, _ t: Transform, _ canvas: Canvas,
                   _ alpha: Double) {
        // Contents set by hand make the layer a plain one (Apple's warning).
        guard layer.contents == nil else { return }
        let bounds = layer.bounds.standardized
        guard bounds.width > 0, bounds.height > 0, t.isFinite, let inverse = t.inverted else { return }
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? Double(layer.contentsScale) : 1
        let drawable = canvas.drawablePixels
        guard !drawable.isEmpty else { return }
        let device = CGRect(x: drawable.x, y: drawable.y, width: drawable.width, height: drawable.height)
        let visible = ProjectiveTransform(inverse).mapRect(device).intersection(bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let levels = TileGrid.levels(tiled, bounds: bounds, contentsScale: scale)
        let level = TileGrid.level(forScale: t.maxScale / scale, in: levels)
        var grid = TileGrid(level: level, bounds: bounds, contentsScale: scale, tileSize: tiled.tileSize)
        var span = grid.tiles(meeting: visible)
        if span.columns.count * span.rows.count > Self.maxTilesPerFrame {
            if tiled.tileSize != TiledValues.defaultTileSize {
                CADiagnostics.reportOnce("CATiledLayer: tileSize \(tiled.tileSize) needs more than \(Self.maxTilesPerFrame) tiles "
                                         + "for one frame; using 256 × 256", about: model)
                grid = TileGrid(level: level, bounds: bounds, contentsScale: scale, tileSize: TiledValues.defaultTileSize)
                span = grid.tiles(meeting: visible)
            }
            guard span.columns.count * span.rows.count <= Self.maxTilesPerFrame else {
                CADiagnostics.reportOnce("CATiledLayer: more than \(Self.maxTilesPerFrame) tiles would show in one frame "
                                         + "(levelsOfDetail too small for this scale?); not drawn", about: model)
                return
            }
        }
        let store: TileStore
        if let kept = tileStores[model] { store = kept } else { store = TileStore(); tileStores[model] = store }
        let tileSize = CGSize(width: grid.tileWidth * grid.pixelsPerPoint, height: grid.tileHeight * grid.pixelsPerPoint)
        store.catchUp(tiled, bounds: bounds, tileSize: tileSize, contentsScale: scale)
        let now = fadesTiles ? time : nil
        let onFrame = canvas === frameCanvas && timeShift == 0
        let quality = tileSampling(layer, t, grid)
        for row in span.rows {
            for column in span.columns {
                let key = TileKey(level: level, column: column, row: row)
                let rect = grid.rect(column: column, row: row)
                let box = ProjectiveTransform(t).mapRect(rect).intersection(device)
                guard !box.isNull, box.width > 0, box.height > 0 else { continue }
                var tile = store[key] ?? Tile(image: nil, rect: rect)
                let drew = tile.image == nil
                if drew {
                    guard let image = drawTile(model, rect, pixelsPerPoint: grid.pixelsPerPoint) else { continue }
                    tile.image = image
                    tile.drawnAt = now ?? -.infinity
                }
                tile.lastUsed = frameNumber
                store.store(tile, at: key, drew: drew)
                let fade = Self.fadeAlpha(drawnAt: tile.drawnAt, now: now, duration: tiled.fadeDuration)
                if fade < 1 {
                    drawBeneath(key, tile, grid, store, tiled, layer, t, canvas, alpha, now: now)
                    tileFades.add(onFrame ? box : nil)
                } else if tile.previous != nil {
                    store.dropPrevious(key)
                }
                if fade > 0, let image = tile.image {
                    drawTileImage(image, of: rect, part: rect, pixelsPerPoint: grid.pixelsPerPoint, t, canvas, alpha * fade, quality)
                }
            }
        }
        store.evict(keeping: frameNumber)
    }

    /// A tile's opacity at frame time `now` (nil: no fading): the time since
    /// it was drawn over `duration`, clamped to 0…1.
    static func fadeAlpha(drawnAt: Double, now: Double?, duration: Double) -> Double {
        guard let now, duration > 0, drawnAt.isFinite else { return 1 }
        return min(max((now - drawnAt) / duration, 0), 1)
    }

    /// What shows beneath a fading tile, inside its rectangle: its own
    /// picture from before it was drawn again, or else the kept tiles of
    /// other levels of detail (at most three levels away, the farthest first).
    private func drawBeneath(_ key: TileKey, _ tile: Tile, _ grid: TileGrid, _ store: TileStore, _ tiled: TiledValues,
                             _ layer: LayerValues, _ t: Transform, _ canvas: Canvas, _ alpha: Double, now: Double?) {
        if let previous = tile.previous {
            drawTileImage(previous, of: tile.rect, part: tile.rect, pixelsPerPoint: grid.pixelsPerPoint, t, canvas, alpha,
                          tileSampling(layer, t, grid))
            return
        }
        let scale = grid.pixelsPerPoint / pow(2, Double(grid.level))
        let others = store.levels.filter { $0 != key.level && abs($0 - key.level) <= 3 }
            .sorted { abs($0 - key.level) > abs($1 - key.level) }
        for level in others {
            let other = TileGrid(level: level, bounds: grid.bounds, contentsScale: scale,
                                 tileSize: CGSize(width: grid.tileWidth * grid.pixelsPerPoint, height: grid.tileHeight * grid.pixelsPerPoint))
            let span = other.tiles(meeting: tile.rect)
            let quality = tileSampling(layer, t, other)
            for row in span.rows {
                for column in span.columns {
                    guard let under = store[TileKey(level: level, column: column, row: row)], let image = under.image else { continue }
                    let part = under.rect.intersection(tile.rect)
                    guard !part.isNull, part.width > 0, part.height > 0 else { continue }
                    let a = Self.fadeAlpha(drawnAt: under.drawnAt, now: now, duration: tiled.fadeDuration)
                    drawTileImage(image, of: under.rect, part: part, pixelsPerPoint: other.pixelsPerPoint, t, canvas, alpha * a, quality)
                }
            }
        }
    }

    /// The filter a tile is shown with: the layer's `magnificationFilter`
    /// or `minificationFilter` (by the tile pixels per target pixel), nearest
    /// or bilinear (tiles have no mipmaps).
    private func tileSampling(_ layer: LayerValues, _ t: Transform, _ grid: TileGrid) -> SamplingQuality {
        let filter = t.maxScale > grid.pixelsPerPoint ? layer.magnificationFilter : layer.minificationFilter
        return filter == .nearest ? .nearest : .bilinear
    }

    /// Draws one tile through `draw(in:)`: a bitmap of the tile's pixels,
    /// y down from the tile's corner, the CTM mapping layer points to them
    /// at `pixelsPerPoint`, clipped to `rect`. Nil when the bitmap cannot be made.
    private func drawTile(_ model: CALayer, _ rect: CGRect, pixelsPerPoint: Double) -> Pixmap? {
        let w = Int((Double(rect.width) * pixelsPerPoint).rounded(.up)), h = Int((Double(rect.height) * pixelsPerPoint).rounded(.up))
        guard w > 0, h > 0,
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        let k = CGFloat(pixelsPerPoint)
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: k, y: -k)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        ctx.clip(to: rect)
        model.draw(in: ctx)
        return ctx.makeImage()?.pixmap
    }

    /// Shows `part` of a tile whose `image` covers `rect` at `pixelsPerPoint`.
    /// Under a scale and translation the part's device edges are rounded to
    /// whole pixels (pixel centres decide, as a GPU rasterizes a quad), so
    /// neighbouring tiles meet without a seam; otherwise its edges are
    /// anti-aliased.
    private func drawTileImage(_ image: Pixmap, of rect: CGRect, part: CGRect, pixelsPerPoint: Double, _ t: Transform,
                               _ canvas: Canvas, _ alpha: Double, _ quality: SamplingQuality) {
        guard alpha > 0 else { return }
        let toLayer = Transform(a: 1 / pixelsPerPoint, b: 0, c: 0, d: 1 / pixelsPerPoint,
                                tx: Double(rect.minX), ty: Double(rect.minY))
        if t.isScaleTranslate {
            let d = ProjectiveTransform(t).mapRect(part)
            let x0 = Double(d.minX).rounded(), y0 = Double(d.minY).rounded()
            let x1 = Double(d.maxX).rounded(), y1 = Double(d.maxY).rounded()
            guard x1 > x0, y1 > y0 else { return }
            let paint = Paint(shader: .image(ImagePattern(image: image, transform: toLayer.concatenating(t), quality: quality)), alpha: alpha)
            canvas.fillRect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), paint: paint)
        } else {
            let paint = Paint(shader: .image(ImagePattern(image: image, transform: toLayer, quality: quality)), alpha: alpha)
            canvas.fillRect(Rect(part), paint: paint, transform: t)
        }
    }
}
