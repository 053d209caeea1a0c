import Foundation

/// A layer whose content is drawn tile by tile, on demand, at several levels
/// of detail, Core Animation's `CATiledLayer`.
///
/// ## Tiles
/// The renderer asks for the tiles it needs: those of the current level of
/// detail that intersect the part of the layer visible on the target (after
/// every transform, `masksToBounds` clip and the frame's damage). Each is
/// drawn once through `draw(in:)` (by default the delegate's `draw(_:in:)`)
/// into a bitmap of at most `tileSize` pixels; the context's clip is the
/// tile's rectangle (`boundingBoxOfClipPath`) and its CTM maps the layer's
/// coordinates (y down, as the layer's backing store) to the tile's pixels,
/// scaled for the level of detail — so `ctm.a` is the tile's pixels per
/// point. Tiles are kept per level of detail and reused until
/// `setNeedsDisplay()` (every tile) or `setNeedsDisplay(_:)` (the tiles that
/// rectangle touches, at every level) invalidates them. The tile grid starts
/// at the bounds' origin; a change of `bounds`, `tileSize` or
/// `contentsScale` starts the tiles afresh.
///
/// ## Levels of detail
/// Level 0 draws `contentsScale` pixels per point; each level below halves
/// that, each of the `levelsOfDetailBias` magnified levels doubles it: the
/// levels are 2^bias, 2^(bias−1), …, 2^(bias−levelsOfDetail+1) times
/// `contentsScale`, the lowest limited so the whole layer keeps at least a
/// pixel per side (Apple's rule). The renderer picks the level from the
/// layer's scale on the target, `s` (target pixels per point over
/// `contentsScale`): the lowest level at or above `s`, i.e. 2^⌈log₂ s⌉, so
/// tiles are never magnified while a finer level exists (Apple does not
/// document its choice).
///
/// ## Fading in
/// A newly drawn tile fades in over `fadeDuration()` seconds (a subclass
/// overrides the class method; 0 shows tiles at once): its opacity at frame
/// time `t` is (t − t₀) / fadeDuration, t₀ the time of the frame that drew
/// it — deterministic under the manual clock. While it fades, the tiles it
/// replaces show beneath it: the same tile as it was before an
/// invalidation, or tiles kept from other levels of detail. A fading tile
/// damages its rectangle until the fade ends.
///
/// Setting `contents` turns the layer into a plain layer (Apple: "Do not
/// attempt to directly modify the contents property"): the contents are
/// drawn and no tiles.
///
/// Differences from Apple: tiles are drawn synchronously while the frame is
/// drawn, on the main actor, not on background threads — so a frame shows
/// every tile it needs (fading in from that frame on), and runs are
/// deterministic. Each renderer draws and keeps its own tiles (`render(in:)`
/// draws the tiles it needs, without fading). `display()` draws nothing: the
/// layer has no backing store, and the delegate's `display(_:)` is not called.
///
/// Bad input (see `TiledValues`): an unusable `tileSize` (not finite, under
/// one pixel, over 4096 pixels a side) gives 256 × 256 tiles, so does a size
/// that needs more than 4,096 tiles for one frame; `levelsOfDetail` below 1
/// counts as 1, a negative bias as 0; each with a diagnostic once per layer.
@MainActor open class CATiledLayer: CALayer {
    /// The time, in seconds, a newly drawn tile takes to fade in (Apple's
    /// default: 0.25). Override it in a subclass; 0 shows tiles at once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The number of levels of detail (default 1); each is half the
    /// resolution of the one before. Values below 1 count as 1.
    open var levelsOfDetail: Int = 1 { didSet { if levelsOfDetail != oldValue { drawnStateDidChange() } } }
    /// The number of magnified levels of detail (default 0): 2 adds levels
    /// at 2× and 4× the layer's resolution.
    open var levelsOfDetailBias: Int = 0 { didSet { if levelsOfDetailBias != oldValue { drawnStateDidChange() } } }
    /// The largest size of a tile, in pixels (default 256 × 256).
    open var tileSize = CGSize(width: 256, height: 256) { didSet { if tileSize != oldValue { drawnStateDidChange() } } }

    /// The `setNeedsDisplay` calls so far (the renderers' stores catch up with it).
    var tileInvalidations = TileInvalidationLog()

    /// Creates a tiled layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` (the presentation copy), tiling settings included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
        tileSize = other.tileSize
        tileInvalidations = other.tileInvalidations
    }

    override class var ownProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.int("levelsOfDetail", \CATiledLayer.levelsOfDetail),
            B.int("levelsOfDetailBias", \CATiledLayer.levelsOfDetailBias),
            B.size("tileSize", \CATiledLayer.tileSize),
        ]
    }

    /// Apple's `defaultValue(forKey:)`: the tiling defaults, CALayer's answer otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let v = ownDefaultValue(forKey: key, in: CATiledLayer.ownProperties, fresh: { CATiledLayer() }) { return v }
        return super.defaultValue(forKey: key)
    }

    /// Invalidates every tile, at every level of detail; they are drawn again
    /// as they are needed.
    open override func setNeedsDisplay() {
        if !isPresentationCopy { tileInvalidations.invalidate(nil) }
        super.setNeedsDisplay()
    }

    /// Invalidates the tiles `r` (layer coordinates) touches, at every level
    /// of detail. A null or empty rectangle invalidates nothing; a
    /// non-finite one every tile (with a diagnostic).
    open override func setNeedsDisplay(_ r: CGRect) {
        guard !isPresentationCopy, !r.isNull else { return }
        if !r.isFiniteRect {
            CADiagnostics.report("CATiledLayer.setNeedsDisplay(\(r)): the rectangle is not finite; invalidating every tile")
            setNeedsDisplay()
            return
        }
        let rect = r.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        tileInvalidations.invalidate(rect)
        super.setNeedsDisplay(rect)
    }

    /// Draws nothing: tiles are drawn on demand by the renderer (see the type's doc).
    open override func display() {}

    override func renderContent() -> LayerClassContent { .tiled(TiledValues(of: self)) }
}
