import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// A tiled layer that records every tile it is asked for (the context's
/// clip box and its CTM scale: the tile's pixels per point) and fills the
/// tile with `fill`.
final class RecordingTiledLayer: CATiledLayer {
    var draws: [(clip: CGRect, scale: CGFloat)] = []
    var fill = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    override func draw(in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        draws.append((clip, ctx.ctm.a))
        ctx.setFillColor(fill)
        ctx.fill(clip)
    }
}

/// A tiled layer whose tiles appear at once.
final class UnfadedTiledLayer: CATiledLayer {
    var draws = 0
    override class func fadeDuration() -> CFTimeInterval { 0 }
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(ctx.boundingBoxOfClipPath)
    }
}

/// Draws tiles as a layer delegate.
final class TileDelegate: CALayerDelegate {
    var calls = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        calls += 1
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(ctx.boundingBoxOfClipPath)
    }
}

/// Renders one frame of `renderer` at media time `t`; its pixels.
@MainActor @discardableResult func tiledFrame(_ renderer: CARenderer, at t: Double) -> Pixmap? {
    renderFrame(renderer, at: t)
    return renderer.framePixmap
}

extension GlobalClockSuite {
/// `CATiledLayer`: tiles drawn on demand through `draw(in:)`, per level of
/// detail, faded in, invalidated by `setNeedsDisplay`.
@Suite @MainActor struct TiledLayerTests {
    /// A white root of `size` showing `tiled` at `frame`, and a renderer of it.
    func scene(_ tiled: CALayer, frame: CGRect, size: CGSize = CGSize(width: 256, height: 256)) -> (CALayer, CARenderer) {
        resetClock()
        CATransaction.setDisableActions(true)
        let root = solidLayer(CGRect(origin: .zero, size: size), white)
        tiled.frame = frame
        root.addSublayer(tiled)
        let renderer = CARenderer(size: size)
        renderer.layer = root
        return (root, renderer)
    }

    @Test func apiDefaultsAreApples() {
        let layer = CATiledLayer()
        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
        #expect(layer.tileSize == CGSize(width: 256, height: 256))
        #expect(CATiledLayer.defaultValue(forKey: "tileSize") as? CGSize == CGSize(width: 256, height: 256))
        layer.setValue(3, forKey: "levelsOfDetail")
        #expect(layer.levelsOfDetail == 3)
        layer.levelsOfDetailBias = 2
        layer.tileSize = CGSize(width: 64, height: 32)
        let copy = CATiledLayer(layer: layer)
        #expect(copy.levelsOfDetail == 3 && copy.levelsOfDetailBias == 2 && copy.tileSize == CGSize(width: 64, height: 32))
    }

    /// The issue's speed rule: a 4096² layer seen through a 256² target
    /// draws the one 256-pixel tile at level 0 that shows, not 256 tiles.
    @Test func onlyVisibleTilesAreDrawn() throws {
        let tiled = RecordingTiledLayer()
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 4096, height: 4096))
        let t = CACurrentMediaTime()
        tiledFrame(renderer, at: t)
        #expect(tiled.draws.count == 1)
        #expect(tiled.draws.first?.clip == CGRect(x: 0, y: 0, width: 256, height: 256))
        #expect(tiled.draws.first?.scale == 1)
        // Kept: later frames draw nothing again; the tile shows once faded in.
        let pixels = try #require(tiledFrame(renderer, at: t + 1))
        #expect(tiled.draws.count == 1)
        #expect(pixels.pixel(x: 100, y: 200) == opaqueRed)
        // Moved by half a tile: the three tiles that come into view, only.
        CATransaction.setDisableActions(true)
        tiled.position = CGPoint(x: 2048 - 128, y: 2048 - 128)
        tiledFrame(renderer, at: t + 2)
        #expect(tiled.draws.count == 4)
        #expect(Set(tiled.draws.dropFirst().map { "\($0.clip)" })
                == Set([CGRect(x: 256, y: 0, width: 256, height: 256), CGRect(x: 0, y: 256, width: 256, height: 256),
                        CGRect(x: 256, y: 256, width: 256, height: 256)].map { "\($0)" }))
    }

    /// The level of detail follows the on-screen scale: 2^⌈log₂ s⌉ between
    /// 2^(bias − levels + 1) and 2^bias; the tile keeps `tileSize` pixels,
    /// so it covers 256 / 2^level points.
    @Test func levelOfDetailFollowsTheScale() throws {
        let cases: [(scale: CGFloat, level: CGFloat)] = [(1, 1), (2, 2), (3, 4), (4, 4), (8, 4), (0.5, 0.5), (0.75, 1), (0.3, 0.5), (0.1, 0.5)]
        for c in cases {
            let tiled = RecordingTiledLayer()
            tiled.levelsOfDetail = 4
            tiled.levelsOfDetailBias = 2
            let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
            tiled.anchorPoint = .zero
            tiled.position = .zero
            tiled.transform = CATransform3DMakeScale(c.scale, c.scale, 1)
            tiledFrame(renderer, at: CACurrentMediaTime())
            let first = try #require(tiled.draws.first, "scale \(c.scale)")
            #expect(first.scale == c.level, "scale \(c.scale)")
            #expect(first.clip == CGRect(x: 0, y: 0, width: 256 / c.level, height: 256 / c.level), "scale \(c.scale)")
            // Tiles of 256 / level points, as many as meet the 256-point target.
            let side = 256 / c.level, shown = min(1024, 256 / c.scale)
            let perSide = Int((shown / side).rounded(.up))
            #expect(tiled.draws.count == perSide * perSide, "scale \(c.scale)")
        }
    }

    /// Apple's clamp: the lowest level keeps at least a pixel per side.
    @Test func tooManyLevelsAreClampedToOnePixel() {
        let grid = TiledValues()
        var values = grid
        values.levelsOfDetail = 20
        // 100 points: 2^−6 · 100 = 1.56 ≥ 1, 2^−7 · 100 < 1.
        #expect(TileGrid.levels(values, bounds: CGRect(x: 0, y: 0, width: 100, height: 300), contentsScale: 1) == -6...0)
        #expect(TileGrid.levels(values, bounds: CGRect(x: 0, y: 0, width: 100, height: 300), contentsScale: 2) == -7...0)
        #expect(TileGrid.level(forScale: 1, in: -6...0) == 0)
        #expect(TileGrid.level(forScale: 0.26, in: -6...0) == -1)
        #expect(TileGrid.level(forScale: 0.25, in: -6...0) == -2)
    }

    /// A drawn tile's opacity is (t − t₀) / fadeDuration: 0 in the frame
    /// that draws it, ½ at t₀ + 0.125, whole from t₀ + 0.25.
    @Test func tilesFadeInOverFadeDuration() throws {
        let tiled = RecordingTiledLayer()
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 256, height: 256))
        let t0 = CACurrentMediaTime()
        let first = try #require(tiledFrame(renderer, at: t0))
        #expect(first.pixel(x: 50, y: 50) == Pixel(r: 255, g: 255, b: 255, a: 255))
        // 0.1 s: 0.4, alpha round(0.4 · 255) = 102 → 255 − 102 = 153 left of white.
        let early = try #require(tiledFrame(renderer, at: t0 + 0.1))
        #expect(close(early.pixel(x: 50, y: 50), Pixel(r: 255, g: 153, b: 153, a: 255)))
        // Half way: red at alpha round(0.5 · 255) = 128 over white.
        let half = try #require(tiledFrame(renderer, at: t0 + 0.125))
        #expect(close(half.pixel(x: 50, y: 50), Pixel(r: 255, g: 127, b: 127, a: 255)))
        // While a tile fades the renderer wants frames; once it is done, none.
        #expect(renderer.nextFrameTime() == CACurrentMediaTime())
        let done = try #require(tiledFrame(renderer, at: t0 + 0.25))
        #expect(done.pixel(x: 50, y: 50) == opaqueRed)
        #expect(tiled.draws.count == 1)
        #expect(renderer.nextFrameTime() == .infinity)
    }

    /// `fadeDuration()` overridden to 0: tiles show in the frame that draws them.
    @Test func zeroFadeDurationShowsTilesAtOnce() throws {
        let tiled = UnfadedTiledLayer()
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 256, height: 256))
        let pixels = try #require(tiledFrame(renderer, at: CACurrentMediaTime()))
        #expect(pixels.pixel(x: 10, y: 250) == opaqueBlue)
        #expect(tiled.draws == 1)
    }

    /// The delegate's `draw(_:in:)` draws the tiles when `draw(in:)` is not overridden.
    @Test func theDelegateDrawsTiles() throws {
        let tiled = CATiledLayer()
        let delegate = TileDelegate()
        tiled.delegate = delegate
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 300, height: 200), size: CGSize(width: 320, height: 256))
        let t = CACurrentMediaTime()
        tiledFrame(renderer, at: t)
        let pixels = try #require(tiledFrame(renderer, at: t + 0.5))
        #expect(delegate.calls == 2)   // 256 + 44 points wide, one row
        #expect(pixels.pixel(x: 280, y: 100) == opaqueGreen)
        #expect(tiled.contents == nil)
    }

    /// `setNeedsDisplay(_:)` redraws the tiles the rectangle touches only;
    /// `setNeedsDisplay()` every tile. The new tile fades in over the old.
    @Test func invalidationRedrawsTouchedTiles() throws {
        let tiled = RecordingTiledLayer()
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 512, height: 512), size: CGSize(width: 512, height: 512))
        let t = CACurrentMediaTime()
        tiledFrame(renderer, at: t)
        #expect(tiled.draws.count == 4)
        tiledFrame(renderer, at: t + 1)
        #expect(tiled.draws.count == 4)
        tiled.fill = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tiled.setNeedsDisplay(CGRect(x: 300, y: 10, width: 20, height: 20))
        let redrawn = try #require(tiledFrame(renderer, at: t + 2))
        #expect(tiled.draws.count == 5)
        #expect(tiled.draws.last?.clip == CGRect(x: 256, y: 0, width: 256, height: 256))
        // The old red tile shows beneath the new blue one (alpha 0 now), then blue.
        #expect(redrawn.pixel(x: 400, y: 100) == opaqueRed)
        let faded = try #require(tiledFrame(renderer, at: t + 2.125))
        #expect(close(faded.pixel(x: 400, y: 100), Pixel(r: 127, g: 0, b: 128, a: 255)))
        let blueNow = try #require(tiledFrame(renderer, at: t + 3))
        #expect(blueNow.pixel(x: 400, y: 100) == opaqueBlue && blueNow.pixel(x: 100, y: 100) == opaqueRed)
        tiled.setNeedsDisplay()
        tiledFrame(renderer, at: t + 4)
        #expect(tiled.draws.count == 9)
        // A rectangle spanning a tile boundary touches both.
        tiled.setNeedsDisplay(CGRect(x: 250, y: 300, width: 20, height: 20))
        tiledFrame(renderer, at: t + 5)
        #expect(tiled.draws.count == 11)
    }

    /// A fading tile damages its rectangle (and only that) until the fade
    /// ends; then frames draw nothing. The pixels equal a renderer's that
    /// redraws everything every frame.
    @Test func fadingTilesDamageTheirRectangle() throws {
        let tiled = RecordingTiledLayer()
        let (root, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 50, height: 50), size: CGSize(width: 200, height: 100))
        root.addSublayer(solidLayer(CGRect(x: 120, y: 20, width: 40, height: 40), blue))
        let full = CARenderer(size: CGSize(width: 200, height: 100))
        var options = RendererOptions()
        options.tracksDamage = false
        options.skipsUnchangedFrames = false
        full.options = options
        let other = RecordingTiledLayer()
        let otherRoot = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 100), white)
        other.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        otherRoot.addSublayer(other)
        otherRoot.addSublayer(solidLayer(CGRect(x: 120, y: 20, width: 40, height: 40), blue))
        full.layer = otherRoot
        let t = CACurrentMediaTime()
        for (i, dt) in [0, 0.1, 0.2, 0.3, 0.4].enumerated() {
            let a = try #require(tiledFrame(renderer, at: t + dt))
            let b = try #require(tiledFrame(full, at: t + dt))
            #expect(a.storage == b.storage, "frame \(i)")
            switch (i, renderer.lastDamage) {
            case (0, .full): break
            case (1...3, .rects(let rects)):
                #expect(rects.contains { $0.contains(CGRect(x: 0, y: 0, width: 50, height: 50)) }, "frame \(i): \(rects)")
                #expect(!rects.contains { $0.maxX > 60 }, "frame \(i): \(rects)")
            case (4, .none): break
            default: Issue.record("frame \(i): damage \(renderer.lastDamage)")
            }
        }
        #expect(tiled.draws.count == 1)
    }

    /// Contents set by hand turn the layer into a plain layer: no tiles.
    @Test func contentsReplaceTiles() throws {
        let tiled = RecordingTiledLayer()
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        tiled.contents = splitImage(2, 2, left: opaqueGreen, right: opaqueGreen)
        let pixels = try #require(tiledFrame(renderer, at: CACurrentMediaTime()))
        #expect(tiled.draws.isEmpty)
        #expect(pixels.pixel(x: 30, y: 30) == opaqueGreen)
    }

    // MARK: Bad input

    /// tileSize zero, negative, NaN or over 4096 pixels: one diagnostic,
    /// 256 × 256 tiles.
    @Test func unusableTileSizesFallBackTo256() {
        for size in [CGSize.zero, CGSize(width: -64, height: 64), CGSize(width: CGFloat.nan, height: 64),
                     CGSize(width: 1e9, height: 1e9), CGSize(width: 64, height: CGFloat.infinity)] {
            let tiled = RecordingTiledLayer()
            tiled.tileSize = size
            let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            let (_, messages) = CGDiagnostics.capture {
                tiledFrame(renderer, at: CACurrentMediaTime())
                tiledFrame(renderer, at: CACurrentMediaTime() + 0.5)
            }
            #expect(messages.count == 1 && messages.first?.contains("tileSize") == true, "\(size): \(messages)")
            #expect(tiled.draws.map(\.clip) == [CGRect(x: 0, y: 0, width: 256, height: 256)], "\(size)")
        }
    }

    /// A tile size needing more than 4,096 tiles in one frame: one
    /// diagnostic, 256 × 256 tiles.
    @Test func tinyTilesAreCappedAt4096PerFrame() {
        let tiled = RecordingTiledLayer()
        tiled.tileSize = CGSize(width: 1, height: 1)
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 256, height: 256))
        let (_, messages) = CGDiagnostics.capture {
            tiledFrame(renderer, at: CACurrentMediaTime())
            tiledFrame(renderer, at: CACurrentMediaTime() + 0.5)
        }
        #expect(messages.count == 1 && messages.first?.contains("4096") == true, "\(messages)")
        #expect(tiled.draws.count == 1)
    }

    /// levelsOfDetail 0 or negative counts as 1 (only level 0, whatever
    /// the scale); a negative bias as 0. One diagnostic each.
    @Test func levelsBelowOneCountAsOne() throws {
        for levels in [0, -3] {
            let tiled = RecordingTiledLayer()
            tiled.levelsOfDetail = levels
            tiled.levelsOfDetailBias = -2
            let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 512, height: 512))
            tiled.anchorPoint = .zero
            tiled.position = .zero
            tiled.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            let (_, messages) = CGDiagnostics.capture {
                tiledFrame(renderer, at: CACurrentMediaTime())
                tiledFrame(renderer, at: CACurrentMediaTime() + 0.5)
            }
            #expect(messages.count == 2, "\(messages)")
            #expect(messages.contains { $0.contains("levelsOfDetail \(levels)") })
            #expect(tiled.draws.count == 4 && tiled.draws.allSatisfy { $0.scale == 1 })
        }
    }

    /// A non-finite invalidation rectangle invalidates everything (diagnostic);
    /// a null one nothing.
    @Test func badInvalidationRectangles() {
        let tiled = RecordingTiledLayer()
        let (_, renderer) = scene(tiled, frame: CGRect(x: 0, y: 0, width: 256, height: 256))
        let t = CACurrentMediaTime()
        tiledFrame(renderer, at: t)
        tiled.setNeedsDisplay(.null)
        tiledFrame(renderer, at: t + 1)
        #expect(tiled.draws.count == 1)
        let (_, messages) = CGDiagnostics.capture { tiled.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) }
        #expect(messages.count == 1)
        tiledFrame(renderer, at: t + 2)
        #expect(tiled.draws.count == 2)
    }
}
}

extension GlobalClockSuite {
/// Changes between frames reach the pixels: a renderer that drew the frame
/// before draws what a fresh renderer draws.
@Suite @MainActor struct TiledAndFilterChangeTests {
    func frames(_ build: () -> (CALayer, () -> Void)) throws -> (Pixmap, Pixmap) {
        resetClock()
        CATransaction.setDisableActions(true)
        let (root, change) = build()
        let renderer = CARenderer(size: root.bounds.size)
        renderer.layer = root
        let t = CACurrentMediaTime()
        renderFrame(renderer, at: t)
        CATransaction.setDisableActions(true)
        change()
        let kept = try #require(tiledFrame(renderer, at: t + 1))
        let fresh = CARenderer(size: root.bounds.size)
        fresh.layer = root
        let full = try #require(tiledFrame(fresh, at: t + 1))
        return (kept, full)
    }

    @Test func minificationFilterBiasChangeIsDrawn() throws {
        var (a, b) = try frames {
            let root = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), white)
            let layer = CALayer()
            layer.frame = CGRect(x: 2.125, y: 2.125, width: 8, height: 8)
            layer.contents = ContentsFilterTests.checkerboard(32)
            layer.minificationFilter = .trilinear
            root.addSublayer(layer)
            return (root, { layer.minificationFilterBias = -2 })
        }
        #expect(a.storage == b.storage)
        #expect(a.pixel(x: 5, y: 5) == ContentsFilterTests.whitePixel || a.pixel(x: 5, y: 5) == ContentsFilterTests.blackPixel)
        (a, b) = try frames {
            let root = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), white)
            let layer = CALayer()
            layer.frame = CGRect(x: 2.125, y: 2.125, width: 8, height: 8)
            layer.contents = ContentsFilterTests.checkerboard(32)
            root.addSublayer(layer)
            return (root, { layer.minificationFilter = .trilinear })
        }
        #expect(a.storage == b.storage)
        #expect(close(a.pixel(x: 5, y: 5), Pixel(r: 128, g: 128, b: 128, a: 255)))
    }

    @Test func tileSettingChangesAreDrawn() throws {
        for change in 0..<3 {
            let (a, b) = try frames {
                let root = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 120), white)
                let tiled = UnfadedTiledLayer()
                tiled.frame = CGRect(x: 10, y: 10, width: 400, height: 90)
                tiled.levelsOfDetail = 2
                root.addSublayer(tiled)
                return (root, {
                    switch change {
                    case 0: tiled.tileSize = CGSize(width: 32, height: 48)
                    case 1: tiled.transform = CATransform3DMakeScale(0.5, 0.5, 1)
                    default: tiled.bounds.size.width = 150
                    }
                })
            }
            #expect(a.storage == b.storage, "change \(change)")
        }
    }

    /// `minificationFilterBias` animates explicitly (Apple: animatable).
    @Test func minificationFilterBiasAnimates() throws {
        resetClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "minificationFilterBias")
        animation.fromValue = 0
        animation.toValue = -2
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "bias")
        CATransaction.flush()
        MediaClock.advance(by: 0.25)
        let p = try #require(layer.presentation())
        #expect(abs(Double(p.minificationFilterBias) + 0.5) < 1e-6)
    }
}
}
