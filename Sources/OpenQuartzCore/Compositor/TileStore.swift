import Foundation
import Raster

/// The tiles of one level of detail of a tiled layer: which exist and where.
///
/// Level `level` draws `contentsScale × 2^level` pixels per point; a tile
/// is `tileSize` pixels, so `tileSize / pixelsPerPoint` points, laid from
/// the bounds' origin and cut at the bounds' far edges.
struct TileGrid: Equatable {
    /// The level's exponent.
    let level: Int
    /// Tile pixels per layer point.
    let pixelsPerPoint: Double
    /// A whole tile's width and height, in points.
    let tileWidth: Double, tileHeight: Double
    /// The layer's bounds (standardized).
    let bounds: CGRect

    init(level: Int, bounds: CGRect, contentsScale: Double, tileSize: CGSize) {
        self.level = level
        self.bounds = bounds
        pixelsPerPoint = contentsScale * pow(2, Double(level))
        tileWidth = Double(tileSize.width) / pixelsPerPoint
        tileHeight = Double(tileSize.height) / pixelsPerPoint
    }

    /// The levels a layer of `bounds` has: from `bias − levelsOfDetail + 1`
    /// up to `bias`, the lowest raised so the whole layer keeps at least a
    /// pixel per side (Apple's clamp of `levelsOfDetail`).
    static func levels(_ tiled: TiledValues, bounds: CGRect, contentsScale: Double) -> ClosedRange<Int> {
        let top = tiled.levelsOfDetailBias
        var bottom = top - tiled.levelsOfDetail + 1
        let side = Double(min(bounds.width, bounds.height)) * contentsScale
        if side > 0, side.isFinite {
            // 2^j · side ≥ 1  ⇔  j ≥ −log₂ side
            bottom = max(bottom, Int((-log2(side)).rounded(.up)))
        }
        return min(bottom, top)...top
    }

    /// The level for a layer drawn at `scale` target pixels per point (over
    /// `contentsScale`): 2^⌈log₂ scale⌉ within `range` (see `CATiledLayer`).
    static func level(forScale scale: Double, in range: ClosedRange<Int>) -> Int {
        guard scale > 0, scale.isFinite else { return range.upperBound }
        // A hair below the power of two, so an exact 1, 2, 4… picks its own level.
        let wanted = (log2(scale) - 1e-9).rounded(.up)
        guard wanted.isFinite else { return range.upperBound }
        return min(max(Int(max(min(wanted, 1e6), -1e6)), range.lowerBound), range.upperBound)
    }

    /// The rectangle of the tile at `column`, `row`, cut to the bounds.
    func rect(column: Int, row: Int) -> CGRect {
        let x0 = Double(bounds.minX) + Double(column) * tileWidth, y0 = Double(bounds.minY) + Double(row) * tileHeight
        let x1 = min(x0 + tileWidth, Double(bounds.maxX)), y1 = min(y0 + tileHeight, Double(bounds.maxY))
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The columns and rows of the tiles meeting `r` (layer coordinates,
    /// inside the bounds) with a positive area; empty ranges for none.
    func tiles(meeting r: CGRect) -> (columns: Range<Int>, rows: Range<Int>) {
        let part = r.intersection(bounds)
        guard !part.isNull, part.width > 0, part.height > 0, tileWidth > 0, tileHeight > 0 else { return (0..<0, 0..<0) }
        func span(_ lo: Double, _ hi: Double, _ origin: Double, _ side: Double, _ extent: Double) -> Range<Int> {
            let count = (extent / side).rounded(.up)
            let first = ((lo - origin) / side).rounded(.down), last = ((hi - origin) / side).rounded(.up)
            guard count.isFinite, first.isFinite, last.isFinite, count < 1e12 else { return 0..<0 }
            let a = Int(max(first, 0)), b = Int(min(last, count))
            return a < b ? a..<b : 0..<0
        }
        return (span(Double(part.minX), Double(part.maxX), Double(bounds.minX), tileWidth, Double(bounds.width)),
                span(Double(part.minY), Double(part.maxY), Double(bounds.minY), tileHeight, Double(bounds.height)))
    }
}

/// One tile of a tiled layer: level, column and row.
struct TileKey: Hashable {
    var level: Int
    var column: Int
    var row: Int
}

/// One kept tile.
struct Tile {
    /// Its pixels (nil: invalidated, drawn again when next needed).
    var image: Pixmap?
    /// What it showed before it was drawn again, shown beneath it while it fades in.
    var previous: Pixmap?
    /// Where it lies, in layer coordinates (cut to the bounds).
    var rect: CGRect
    /// The frame time that drew `image` (−∞: shown at once).
    var drawnAt: Double = -.infinity
    /// The compositor frame that last used it.
    var lastUsed: UInt64 = 0
}

/// A renderer's tiles of one tiled layer: render-side state, kept by the
/// compositor per layer (`Compositor.tileStores`, keyed by `renderID`),
/// never on the model layer.
///
/// The store catches up with the layer's values before each draw
/// (`catchUp`): a new tile geometry (bounds, tile size, contents scale)
/// starts afresh; invalidations logged since the last draw (`TileInvalidationLog`)
/// mark the tiles they touch for drawing again, keeping their pixels to
/// show beneath the new ones while those fade in. Tiles not used in the
/// current frame are evicted, least recently used first, once the store
/// holds more than `pixelBudget` pixels.
@MainActor final class TileStore {
    /// The kept tiles.
    private(set) var tiles: [TileKey: Tile] = [:]
    /// The levels that have tiles, finest first.
    private(set) var levels: [Int] = []
    /// The geometry the tiles were drawn for.
    private var bounds = CGRect.null, tileSize = CGSize.zero, contentsScale = 0.0
    /// The newest invalidation applied.
    private var applied: UInt64 = 0
    /// Pixels held by the kept tiles (images and previous images).
    private(set) var pixels = 0
    /// Tiles drawn so far, by level (tests count them).
    private(set) var drawnByLevel: [Int: Int] = [:]
    /// Pixels kept per layer before unused tiles are evicted: 16 M (64 MB).
    static let pixelBudget = 1 << 24

    /// Tiles drawn so far, at every level.
    var drawnCount: Int { drawnByLevel.values.reduce(0, +) }

    /// Brings the store up to date with `tiled` for tiles of `tileSize`
    /// over `bounds` at `contentsScale` (see the type's doc).
    func catchUp(_ tiled: TiledValues, bounds: CGRect, tileSize: CGSize, contentsScale: Double) {
        if bounds != self.bounds || tileSize != self.tileSize || contentsScale != self.contentsScale {
            tiles.removeAll()
            levels.removeAll()
            pixels = 0
            self.bounds = bounds; self.tileSize = tileSize; self.contentsScale = contentsScale
        }
        let log = tiled.invalidations
        guard log.generation > applied else { return }
        if log.wholeLayer > applied || log.dropped > applied {
            invalidate(nil)
        } else {
            for entry in log.rects where entry.generation > applied { invalidate(entry.rect) }
        }
        applied = log.generation
    }

    /// Marks the tiles meeting `rect` (every tile for nil) for drawing again.
    private func invalidate(_ rect: CGRect?) {
        for (key, var tile) in tiles where tile.image != nil {
            if let rect {
                let overlap = tile.rect.intersection(rect)
                guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { continue }
            }
            if let old = tile.previous { pixels -= old.width * old.height }
            tile.previous = tile.image
            tile.image = nil
            tiles[key] = tile
        }
    }

    /// The tile at `key`.
    subscript(key: TileKey) -> Tile? { tiles[key] }

    /// Stores `tile` at `key` (with `image` newly drawn when `drew`).
    func store(_ tile: Tile, at key: TileKey, drew: Bool) {
        if drew, let image = tile.image {
            pixels += image.width * image.height
            drawnByLevel[key.level, default: 0] += 1
        }
        if tiles.updateValue(tile, forKey: key) == nil, !levels.contains(key.level) {
            levels.append(key.level)
            levels.sort(by: >)
        }
    }

    /// Forgets the picture shown beneath `key`'s tile (its fade is over).
    func dropPrevious(_ key: TileKey) {
        guard let old = tiles[key]?.previous else { return }
        pixels -= old.width * old.height
        tiles[key]?.previous = nil
    }

    /// Evicts tiles not used in `frame`, least recently used first, until
    /// the store is within `pixelBudget`.
    func evict(keeping frame: UInt64) {
        guard pixels > Self.pixelBudget else { return }
        let candidates = tiles.filter { $0.value.lastUsed != frame }.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, tile) in candidates where pixels > Self.pixelBudget {
            if let image = tile.image { pixels -= image.width * image.height }
            if let old = tile.previous { pixels -= old.width * old.height }
            tiles[key] = nil
        }
        levels = Array(Set(tiles.keys.map(\.level))).sorted(by: >)
    }
}
