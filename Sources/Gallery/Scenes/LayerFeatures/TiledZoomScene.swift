import OpenQuartzCore
import Raster

extension Gallery {
    /// A `CATiledLayer` map seen through a 300 × 200 window, zoomed in 4×:
    /// level-of-detail 1 (2×) tiles are drawn from the first frame past 1×,
    /// level 2 (4×) from the first past 2×, each fading in over 0.25 s over
    /// the coarser tiles; then one cell is invalidated and its tiles fade to
    /// the new colour. A probe renderer inside the scene renders a frame
    /// every 0.125 s, so the checkpoints see which tiles were drawn at which
    /// level when, and a fading tile's pixels — without the runner's frames.
    static let layerFeaturesTiledZoom = Scene(
        name: "layer-features-tiled-zoom", title: "Tiled layer zooming in",
        source: "Core Animation: CATiledLayer (issue #19)",
        summary: "A 1200 × 800 procedural map in 128-pixel tiles, zoomed 1× → 4× in 2 s (linear) from 0.5 s: new levels of detail fade in; "
            + "at 3 s one cell turns yellow and its tiles fade over the old ones",
        duration: 3.5, goldenTimes: [1.375, 3.125], historyFrameRate: 8
    ) { ctx in
        let root = ctx.makeRoot()
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        window.position = CGPoint(x: 200, y: 150)
        window.masksToBounds = true
        window.backgroundColor = Palette.ink
        let map = TiledMapLayer()
        map.bounds = CGRect(x: 0, y: 0, width: 1200, height: 800)
        map.position = CGPoint(x: 150, y: 100)
        map.tileSize = CGSize(width: 128, height: 128)
        map.levelsOfDetail = 3
        map.levelsOfDetailBias = 2
        map.contentsScale = ctx.scale      // levels then follow the zoom alone, at any output scale
        window.addSublayer(map)
        root.addSublayer(window)

        let probe = TiledZoomProbe(map: map, root: root, size: ctx.size, scale: ctx.scale, origin: ctx.origin)
        ctx.keepAlive(probe)
        ctx.at(0.5) {
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            map.transform = CATransform3DMakeScale(4, 4, 1)
        }
        ctx.at(3) {
            map.highlighted = true
            map.setNeedsDisplay(TiledMapLayer.highlightCell)
        }
        // After the script's events at the same times (added first, run first).
        ctx.every(0.125, from: 0, through: 3.5) { t in probe.frame(at: t) }

        ctx.checkpoint(at: 0.25, "the first frame draws the level-0 tiles in view, only") { r in
            let drawn = probe.drawn(level: 0)
            r.expect(drawn == TiledZoomProbe.expectedTiles(zoom: 1, level: 0, scale: ctx.scale), "level-0 tiles: \(drawn.count)")
            r.expect(probe.draws.allSatisfy { $0.time == 0 && $0.level == 0 }, "all at 0 s, level 0")
        }
        ctx.checkpoint(at: 1.125, "level 1 from the first frame past 1× (0.625 s: 1.1875×)") { r in
            r.expect(probe.firstTime(level: 1) == 0.625, "first level-1 tile at \(String(describing: probe.firstTime(level: 1)))")
            r.expect(probe.drawn(level: 1) == TiledZoomProbe.expectedTiles(zoom: 1.1875, level: 1, scale: ctx.scale),
                     "level-1 tiles: those of the widest view, 1.1875×")
            r.expect(probe.firstTime(level: 2) == nil, "no level-2 tile below 2×")
        }
        ctx.checkpoint(at: 2.5, "level 2 from 1.25 s (2.125×); nothing drawn twice") { r in
            r.expect(probe.firstTime(level: 2) == 1.25, "first level-2 tile at \(String(describing: probe.firstTime(level: 2)))")
            let level2 = TiledZoomProbe.expectedTiles(zoom: 2.125, level: 2, scale: ctx.scale)
            r.expect(probe.drawn(level: 2) == level2, "level-2 tiles: those of the widest view, 2.125×")
            let expectedCount = TiledZoomProbe.expectedTiles(zoom: 1, level: 0, scale: ctx.scale).count
                + TiledZoomProbe.expectedTiles(zoom: 1.1875, level: 1, scale: ctx.scale).count + level2.count
            r.expect(Double(probe.draws.count), Double(expectedCount), tolerance: 0, "draw(in:) calls")
        }
        ctx.checkpoint(at: 3, "the cell's tiles in view are drawn again, at level 2") { r in
            let again = Set(probe.draws.filter { $0.time == 3 }.map(\.rect))
            let expected = TiledZoomProbe.expectedTiles(zoom: 4, level: 2, scale: ctx.scale)
                .filter { $0.intersection(TiledMapLayer.highlightCell).width > 0 && $0.intersection(TiledMapLayer.highlightCell).height > 0 }
            r.expect(again == expected && !again.isEmpty, "\(again.count) tiles redrawn, \(expected.count) expected")
        }
        ctx.checkpoint(at: 3.125, "half faded: yellow at alpha ½ over the old blue") { r in
            r.expect(probe.pixelMatches(TiledZoomProbe.highlightProbe, TiledZoomProbe.mix(TiledMapLayer.yellow, over: TiledMapLayer.blue, 0.5)),
                     "the cell at 3.125 s: \(String(describing: probe.pixel(TiledZoomProbe.highlightProbe)))")
        }
        ctx.checkpoint(at: 3.25, "the fade is over: yellow") { r in
            r.expect(probe.pixelMatches(TiledZoomProbe.highlightProbe, TiledZoomProbe.mix(TiledMapLayer.yellow, over: TiledMapLayer.blue, 1)),
                     "the cell at 3.25 s: \(String(describing: probe.pixel(TiledZoomProbe.highlightProbe)))")
        }
        return root
    }
}

/// The scene's map: 50-point cells in seven colours; tiles drawn at 2× or
/// finer add a white square at each cell's centre, at 4× an ink dot inside
/// it (so the level a pixel comes from shows). Records every tile drawn.
final class TiledMapLayer: CATiledLayer {
    /// The cell that turns yellow at 3 s.
    static let highlightCell = CGRect(x: 600, y: 400, width: 50, height: 50)
    static let yellow = Palette.rgb(0.99, 0.84, 0.20)
    static let blue = Palette.rgb(0.16, 0.38, 0.86)
    static let cellColours: [CGColor] = [
        blue, Palette.rgb(0.10, 0.65, 0.70), Palette.rgb(0.20, 0.70, 0.33), Palette.rgb(0.98, 0.55, 0.12),
        Palette.rgb(0.55, 0.27, 0.80), Palette.rgb(0.95, 0.40, 0.65), Palette.rgb(0.86, 0.16, 0.16),
    ]
    /// Whether `highlightCell` is yellow.
    var highlighted = false
    /// Every tile drawn: its level (log₂ of the CTM's scale over `contentsScale`) and rectangle.
    var draws: [(level: Int, rect: CGRect)] = []

    override func draw(in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        let detail = Double(ctx.ctm.a / contentsScale)
        draws.append((Int(log2(detail).rounded()), clip))
        let side = 50.0
        let c0 = Int((Double(clip.minX) / side).rounded(.down)), c1 = Int((Double(clip.maxX) / side).rounded(.up))
        let r0 = Int((Double(clip.minY) / side).rounded(.down)), r1 = Int((Double(clip.maxY) / side).rounded(.up))
        for row in max(r0, 0)..<max(r1, r0) {
            for column in max(c0, 0)..<max(c1, c0) {
                let cell = CGRect(x: Double(column) * side, y: Double(row) * side, width: side, height: side)
                let lit = highlighted && cell == Self.highlightCell
                ctx.setFillColor(lit ? Self.yellow : Self.cellColours[(column + 2 * row) % Self.cellColours.count])
                ctx.fill(cell)
                if detail > 1.5 && !lit {
                    ctx.setFillColor(Palette.rgb(1, 1, 1))
                    ctx.fill(CGRect(x: cell.midX - 5, y: cell.midY - 5, width: 10, height: 10))
                }
                if detail > 3 && !lit {
                    ctx.setFillColor(Palette.ink)
                    ctx.fill(CGRect(x: cell.midX - 2, y: cell.midY - 2, width: 4, height: 4))
                }
            }
        }
    }
}

/// The scene's own renderer: a frame every 0.125 s, recording the tiles
/// each frame drew (`draws`, scene times) and keeping its pixels.
@MainActor final class TiledZoomProbe {
    let renderer: CARenderer
    let map: TiledMapLayer
    let origin: CFTimeInterval
    let scale: CGFloat
    /// The tiles the probe's frames drew: scene time, level, rectangle.
    private(set) var draws: [(time: Double, level: Int, rect: CGRect)] = []
    /// A point inside the highlighted cell away from its centre marks (scene points).
    static let highlightProbe = CGPoint(x: 280, y: 198)

    init(map: TiledMapLayer, root: CALayer, size: CGSize, scale: CGFloat, origin: CFTimeInterval) {
        self.map = map
        self.origin = origin
        self.scale = scale
        renderer = CARenderer(size: size, scale: scale)
        renderer.layer = root
    }

    /// Renders the frame at scene time `t`.
    func frame(at t: Double) {
        let before = map.draws.count
        renderer.beginFrame(atTime: origin + t)
        renderer.render()
        renderer.endFrame()
        for d in map.draws[before...] { draws.append((t, d.level, d.rect)) }
    }

    /// The rectangles drawn at `level`.
    func drawn(level: Int) -> Set<CGRect> { Set(draws.filter { $0.level == level }.map(\.rect)) }

    /// When the first tile of `level` was drawn.
    func firstTime(level: Int) -> Double? { draws.first { $0.level == level }?.time }

    /// The probe's last frame at scene point `p`.
    func pixel(_ p: CGPoint) -> Pixel? {
        renderer.framePixmap?.pixel(x: Int(p.x * scale), y: Int(p.y * scale))
    }

    /// Whether the pixel at `p` is `expected`, each channel within 2.
    func pixelMatches(_ p: CGPoint, _ expected: Pixel) -> Bool {
        guard let got = pixel(p) else { return false }
        return abs(Int(got.r) - Int(expected.r)) <= 2 && abs(Int(got.g) - Int(expected.g)) <= 2
            && abs(Int(got.b) - Int(expected.b)) <= 2 && got.a == 255
    }

    /// `top` at `alpha` over opaque `bottom`, 8-bit.
    static func mix(_ top: CGColor, over bottom: CGColor, _ alpha: Double) -> Pixel {
        let t = top.components ?? [], b = bottom.components ?? []
        func c(_ i: Int) -> UInt8 { UInt8(((Double(t[i]) * alpha + Double(b[i]) * (1 - alpha)) * 255).rounded()) }
        return Pixel(r: c(0), g: c(1), b: c(2), a: 255)
    }

    /// The tiles of `level` a view zoomed `zoom`× about the map's centre
    /// shows through the 300 × 200 window, worked out again from the
    /// geometry: the map region (600 ± 150/zoom, 400 ± 100/zoom), tiles of
    /// 128 pixels at `scale · 2^level` pixels per point from the map's origin.
    static func expectedTiles(zoom: Double, level: Int, scale: CGFloat) -> Set<CGRect> {
        let side = 128 / (Double(scale) * pow(2, Double(level)))
        let x0 = 600 - 150 / zoom, x1 = 600 + 150 / zoom, y0 = 400 - 100 / zoom, y1 = 400 + 100 / zoom
        var out = Set<CGRect>()
        for row in Int((y0 / side).rounded(.down))..<Int((y1 / side).rounded(.up)) {
            for column in Int((x0 / side).rounded(.down))..<Int((x1 / side).rounded(.up)) {
                let x = Double(column) * side, y = Double(row) * side
                out.insert(CGRect(x: x, y: y, width: min(side, 1200 - x), height: min(side, 800 - y)))
            }
        }
        return out
    }
}
