import Foundation

/// A `CATiledLayer`'s drawn values (`LayerClassContent.tiled`): its tiling
/// settings, checked once when captured (at the commit), and the record of
/// the parts invalidated by `setNeedsDisplay` (`TileInvalidationLog`).
///
/// Bad settings are replaced here with a diagnostic (once per layer and
/// value): a `tileSize` side that is not finite, below one pixel or above
/// `maxTileSide` pixels gives 256 × 256; `levelsOfDetail` below 1 gives 1;
/// a negative `levelsOfDetailBias` gives 0; a `fadeDuration()` that is
/// negative or not finite gives Apple's 0.25 s. Settings past what can ever
/// matter are clamped silently: at most `maxLevels` levels and a bias of
/// `maxBias` (a 2³² magnification).
package struct TiledValues {
    /// Tile width and height in pixels (whole, 1…`maxTileSide`).
    package var tileSize = CGSize(width: 256, height: 256)
    /// The number of levels of detail (≥ 1).
    package var levelsOfDetail = 1
    /// How many of them are magnified (≥ 0).
    package var levelsOfDetailBias = 0
    /// How long a newly drawn tile takes to fade in, in seconds (≥ 0).
    package var fadeDuration: Double = 0.25
    /// The layer's `setNeedsDisplay` calls.
    package var invalidations = TileInvalidationLog()

    /// The largest tile side accepted, in pixels (a 4096² tile is 64 MB).
    package static let maxTileSide: CGFloat = 4096
    /// The tile size used when the layer's is unusable (Apple's default).
    package static let defaultTileSize = CGSize(width: 256, height: 256)
    /// The most levels of detail considered.
    package static let maxLevels = 64
    /// The largest bias considered.
    package static let maxBias = 32

    package init() {}

    /// The values of `layer` now, checked (see the type's doc).
    @MainActor package init(of layer: CATiledLayer) {
        let size = layer.tileSize
        func usable(_ side: CGFloat) -> Bool { side.isFinite && side >= 1 && side <= Self.maxTileSide }
        if usable(size.width) && usable(size.height) {
            tileSize = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        } else {
            CADiagnostics.reportOnce("CATiledLayer.tileSize \(size) must be finite, at least 1 and at most \(Int(Self.maxTileSide)) "
                                     + "pixels per side; using 256 × 256", about: layer)
        }
        if layer.levelsOfDetail < 1 {
            CADiagnostics.reportOnce("CATiledLayer.levelsOfDetail \(layer.levelsOfDetail) must be at least 1; using 1", about: layer)
        }
        levelsOfDetail = min(max(layer.levelsOfDetail, 1), Self.maxLevels)
        if layer.levelsOfDetailBias < 0 {
            CADiagnostics.reportOnce("CATiledLayer.levelsOfDetailBias \(layer.levelsOfDetailBias) must not be negative; using 0",
                                     about: layer)
        }
        levelsOfDetailBias = min(max(layer.levelsOfDetailBias, 0), Self.maxBias)
        let fade = type(of: layer).fadeDuration()
        if fade.isFinite && fade >= 0 {
            fadeDuration = fade
        } else {
            CADiagnostics.reportOnce("CATiledLayer.fadeDuration() returned \(fade); it must be finite and not negative; using 0.25",
                                     about: layer)
        }
        invalidations = layer.tileInvalidations
    }
}

/// What a tiled layer's `setNeedsDisplay()` and `setNeedsDisplay(_:)` calls
/// invalidated, for the renderers' tile stores to catch up with: every call
/// gets a new generation; a store remembers the last generation it applied
/// and drops the tiles of the whole layer, or of the rectangles logged
/// since. Only the last `maxRects` rectangles are kept; a store that missed
/// a dropped one (`dropped` is past what it applied) drops every tile.
package struct TileInvalidationLog: Equatable {
    /// The generation of the latest call (0: none yet).
    package private(set) var generation: UInt64 = 0
    /// The generation of the latest whole-layer invalidation (0: none).
    package private(set) var wholeLayer: UInt64 = 0
    /// The rectangles (layer coordinates) invalidated since `wholeLayer`,
    /// oldest first, with their generations.
    package private(set) var rects: [Entry] = []
    /// The generation of the newest rectangle dropped from `rects` (0: none).
    package private(set) var dropped: UInt64 = 0
    /// How many rectangles are kept.
    package static let maxRects = 32

    /// One logged rectangle.
    package struct Entry: Equatable {
        package var generation: UInt64
        package var rect: CGRect
    }

    package init() {}

    /// Logs a whole-layer invalidation (`rect` nil) or one of `rect`.
    @MainActor mutating func invalidate(_ rect: CGRect?) {
        generation = RenderStateGeneration.next()
        guard let rect else {
            wholeLayer = generation
            rects.removeAll()
            return
        }
        if rects.count == Self.maxRects { dropped = rects.removeFirst().generation }
        rects.append(Entry(generation: generation, rect: rect.standardized))
    }
}
