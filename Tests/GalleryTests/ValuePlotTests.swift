import Testing
import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// `quartz plot`'s pieces: traces of presentation values (checked against
/// the curves' own math), the chart's ticks and geometry, its SVG and its
/// pixels drawn by Core Animation, and the refusals.
@MainActor @Suite(.serialized) struct ValuePlotTests {
    func value(_ plot: ValuePlot, at t: Double, series k: Int = 0) throws -> Double {
        try #require(plot.series[k].points.first { abs($0.time - t) < 1e-9 }).value
    }

    @Test func aTimingCurveTraceIsTheBezierProgress() throws {
        let scene = CurveScenes.timing(CAMediaTimingFunction(name: .easeInEaseOut), label: "easeInEaseOut")
        let plot = try ValueTrace.plot(SceneRunner(scene: scene), keyPath: CurveScenes.keyPath, layer: .named("curve"), rate: 100)
        #expect(plot.series.count == 1)
        #expect(plot.series[0].points.count == 101)            // 0, 0.01, …, 1
        for t in [0.0, 0.1, 0.3, 0.5, 0.77, 0.99] {
            #expect(abs(try value(plot, at: t) - Expected.easeInOut(t)) < 1e-6, "t = \(t)")
        }
        #expect(try value(plot, at: 1) == 1)                     // the model value once the animation ends
    }

    @Test func aSpringTraceIsTheDampedOscillator() throws {
        let scene = try CurveScenes.spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        let probe = CASpringAnimation()
        probe.mass = 1; probe.stiffness = 100; probe.damping = 5
        #expect(scene.duration == probe.settlingDuration)
        let plot = try ValueTrace.plot(SceneRunner(scene: scene), keyPath: CurveScenes.keyPath, layer: .named("curve"), rate: 50)
        for t in [0.1, 0.2, 0.4, 1.0] {
            let expected = Expected.spring(t, mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
            #expect(abs(try value(plot, at: t) - expected) < 1e-6, "t = \(t)")
        }
        #expect(try value(plot, at: 0.2) > 1, "damping 5 overshoots")
    }

    @Test func theFirstAnimatedLayerIsTracedFromTheStartWithTheCheckpoints() throws {
        let scene = try #require(Gallery.scene(named: "spring-drop"))
        let plot = try ValueTrace.plot(SceneRunner(scene: scene), keyPath: "position.y", rate: 20)
        #expect(plot.title == "spring-drop: position.y of layer /0")
        #expect(try value(plot, at: 0.25) == 80, "before the drop: the square's model value (not the root's)")
        let expected = 80 + 100 * Expected.spring(0.1, mass: 0.04, stiffness: 4, damping: 0.7, initialVelocity: 20)
        #expect(abs(try value(plot, at: 0.6) - expected) < 1e-6)
        #expect(plot.markers.map(\.time) == [0.55, 0.6, 0.7, 0.75, 0.8, 1.0, 1.5])
        #expect(plot.series[0].points.count == 41)
    }

    @Test func pointsAndColoursBecomeOneSeriesPerComponent() throws {
        let scene = try #require(Gallery.scene(named: "spring-drop"))
        let plot = try ValueTrace.plot(SceneRunner(scene: scene), keyPath: "position", layer: .indexPath([0]), rate: 10)
        #expect(plot.series.map(\.name) == ["position.x", "position.y"])
        #expect(try value(plot, at: 0.3, series: 0) == 200)
        let colours = try ValueTrace.plot(SceneRunner(scene: scene), keyPath: "backgroundColor", layer: .indexPath([0]), rate: 10)
        #expect(colours.series.map(\.name) == ["backgroundColor.red", "backgroundColor.green", "backgroundColor.blue", "backgroundColor.alpha"])
        #expect(try value(colours, at: 0, series: 3) == 1)
    }

    @Test func refusals() throws {
        let scene = try #require(Gallery.scene(named: "spring-drop"))
        let runner = try SceneRunner(scene: scene)
        #expect(throws: TraceError.emptyKeyPath) { try ValueTrace.plot(runner, keyPath: "") }
        for rate in [0, -1, .nan, .infinity, 1e6] {
            #expect(throws: TraceError.self) { try ValueTrace.plot(runner, keyPath: "opacity", rate: rate) }
        }
        #expect(throws: TraceError.noSuchLayer("named 'nobody'")) {
            try ValueTrace.plot(runner, keyPath: "opacity", layer: .named("nobody"), rate: 10)
        }
        #expect(throws: TraceError.noSuchLayer("at /7/1")) {
            try ValueTrace.plot(runner, keyPath: "opacity", layer: .indexPath([7, 1]), rate: 10)
        }
        #expect(throws: TraceError.self) { try ValueTrace.plot(runner, keyPath: "contents", layer: .indexPath([0]), rate: 10) }
        #expect(throws: TraceError.self) { try ValueTrace.plot(runner, keyPath: "noSuchProperty", layer: .indexPath([0]), rate: 10) }
        #expect(throws: TraceError.self) { try CurveScenes.spring(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0) }
        #expect(throws: TraceError.self) { try CurveScenes.spring(mass: 1, stiffness: .nan, damping: 10, initialVelocity: 0) }
    }

    @Test func layerArguments() {
        #expect(TracedLayer(argument: nil) == .animated)
        #expect(TracedLayer(argument: "/") == .indexPath([]))
        #expect(TracedLayer(argument: "/0/2") == .indexPath([0, 2]))
        #expect(TracedLayer(argument: "flake") == .named("flake"))
        #expect(TracedLayer(argument: "/a/2") == .named("/a/2"))
    }

    @Test func ticksAreRoundNumbers() {
        #expect(ValuePlot.ticks(0...1) == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])
        #expect(ValuePlot.ticks(0...3.5, count: 8) == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5])
        // 144 / 5 = 28.8: the first of 10, 20, 50 at least that is 50.
        #expect(ValuePlot.ticks(63...207) == [50, 100, 150, 200, 250])
        #expect(ValuePlot.label(0.6000000000000001, step: 0.2) == "0.6")
        #expect(ValuePlot.label(150, step: 10) == "150")
        #expect(ValuePlot.label(-0.0, step: 0.5) == "0.0")
    }

    @Test func theSVGMapsSamplesIntoThePlottingArea() {
        let plot = ValuePlot(title: "a < b & c", series: [.init(name: "v", points: [(0, 0), (0.5, .nan), (0.75, 0.5), (1, 1)])],
                             markers: [.init(time: 0.25, label: "check")], timeRange: 0...1)
        let svg = plot.svg(width: 720, height: 360)
        // The area is x 64…696, y 36…308 (see ValuePlot.area); values 0…1.
        #expect(svg.contains("points=\"64.00,308.00\""), "the run before the gap: one point")
        #expect(svg.contains("points=\"538.00,172.00 696.00,36.00\""), "the run after it")
        #expect(svg.components(separatedBy: "class=\"series\"").count == 3, "two runs")
        #expect(svg.contains("<line class=\"marker\" x1=\"222.00\""))
        #expect(svg.contains("<title>check (0.25 s)</title>"))
        #expect(svg.contains("a &lt; b &amp; c"))
    }

    @Test func thePixelsShowTheLineTheGridAndTheMarker() throws {
        let plot = ValuePlot(title: "", series: [.init(name: "v", points: [(0, 0), (1, 1)])],
                             markers: [.init(time: 0.9, label: "m")], timeRange: 0...1)
        let image = try plot.pixmap(width: 720, height: 360, scale: 1)
        #expect(image.width == 720 && image.height == 360)
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = image.pixel(x: x, y: y)!
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        // On the diagonal at t = 0.45 (x = 64 + 0.45 × 632 = 348.4, y = 308 − 0.45 × 272 = 185.6):
        // the first series' colour (0.12, 0.42, 0.80) within antialiasing.
        let (r, g, b) = rgb(348, 185)
        #expect(abs(r - 31) <= 40 && abs(g - 107) <= 40 && abs(b - 204) <= 40, "\((r, g, b))")
        #expect(rgb(100, 60) == (255, 255, 255), "above the line: the white background")
        // The grid line at t = 0.2 (x = 190.4) is light grey (0.894 ≈ 228) where nothing else is drawn.
        let grid = rgb(190, 250)
        #expect(grid.0 < 255 && grid.0 >= 200 && grid.0 == grid.2, "\(grid)")
        // The marker at t = 0.9 (x = 632.8) is red where its dash is drawn (dashes of 4 from the top at y = 36).
        let marker = rgb(632, 38)
        #expect(marker.0 > marker.1 + 40 && marker.0 > marker.2 + 40, "\(marker)")
    }
}
