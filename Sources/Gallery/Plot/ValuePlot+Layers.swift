import Foundation
import OpenQuartzCore
import Raster

extension ValuePlot {
    /// The chart drawn by Core Animation: the same geometry as `svg`, made of
    /// shape layers (grid, frame, markers, one per series) and text layers
    /// (title, tick labels, legend) on a white root of `width` × `height`
    /// points.
    @MainActor public func layerTree(width: Double = 720, height: Double = 360) -> CALayer {
        let layout = layout(width: width, height: height)
        let area = layout.area
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = CGPoint(x: width / 2, y: height / 2)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

        let grid = CGMutablePath()
        for (label, y) in layout.valueTicks {
            grid.move(to: CGPoint(x: area.minX, y: y)); grid.addLine(to: CGPoint(x: area.maxX, y: y))
            root.addSublayer(Self.text(label, at: CGPoint(x: area.minX - 6, y: y), align: .right))
        }
        for (label, x) in layout.timeTicks {
            grid.move(to: CGPoint(x: x, y: area.minY)); grid.addLine(to: CGPoint(x: x, y: area.maxY))
            root.addSublayer(Self.text(label, at: CGPoint(x: x, y: area.maxY + 12), align: .center))
        }
        root.addSublayer(Self.stroke(grid, gray: 0.894, width: 1))
        root.addSublayer(Self.stroke(CGPath(rect: area, transform: nil), gray: 0.533, width: 1))
        root.addSublayer(Self.text(title, at: CGPoint(x: width / 2, y: 16), align: .center, size: 13, width: width - 20))
        root.addSublayer(Self.text(timeLabel, at: CGPoint(x: area.midX, y: area.maxY + 28), align: .center))

        let marks = CGMutablePath()
        for (_, x) in layout.markers {
            marks.move(to: CGPoint(x: x, y: area.minY)); marks.addLine(to: CGPoint(x: x, y: area.maxY))
        }
        let markerLayer = Self.stroke(marks, gray: 0, width: 1)
        markerLayer.strokeColor = CGColor(red: 0.753, green: 0.224, blue: 0.169, alpha: 1)
        markerLayer.lineDashPattern = [4, 3]
        root.addSublayer(markerLayer)

        for (i, series) in self.series.enumerated() {
            let c = Self.palette[i % Self.palette.count]
            let colour = CGColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
            let path = CGMutablePath()
            for run in runs(of: series, area: area, values: layout.values) {
                path.addLines(between: run)
                // A lone sample still shows, as a dot.
                if run.count == 1 { path.addEllipse(in: CGRect(x: run[0].x - 1.5, y: run[0].y - 1.5, width: 3, height: 3)) }
            }
            let line = Self.stroke(path, gray: 0, width: 1.5)
            line.strokeColor = colour
            line.name = "series \(series.name)"
            root.addSublayer(line)
            let lx = area.minX + Double(i) * 140
            let key = CGMutablePath()
            key.move(to: CGPoint(x: lx, y: height - 10)); key.addLine(to: CGPoint(x: lx + 18, y: height - 10))
            let keyLayer = Self.stroke(key, gray: 0, width: 2)
            keyLayer.strokeColor = colour
            root.addSublayer(keyLayer)
            root.addSublayer(Self.text(series.name, at: CGPoint(x: lx + 22, y: height - 10), align: .left))
        }
        return root
    }

    /// The chart's pixels at `scale` pixels per point: `layerTree` rendered
    /// by a `CARenderer` (through a one-frame scene, so the media clock and
    /// the commit are handled as for every scene).
    @MainActor public func pixmap(width: Double = 720, height: Double = 360, scale: Double = 2) throws -> Pixmap {
        let plot = self
        let scene = Scene(name: "plot", title: title, source: "quartz plot", summary: "a value-over-time chart",
                          size: CGSize(width: width, height: height), scale: CGFloat(scale), duration: 0) { _ in
            plot.layerTree(width: width, height: height)
        }
        return try SceneRunner(scene: scene).snapshot(at: 0)
    }

    /// A stroked, unfilled shape layer filling the chart.
    @MainActor private static func stroke(_ path: CGPath, gray: Double, width: Double) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = CGColor(red: gray, green: gray, blue: gray, alpha: 1)
        layer.lineWidth = width
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        return layer
    }

    /// A one-line text layer whose `align` side (or centre) is at `point`,
    /// vertically centred on it.
    @MainActor private static func text(_ string: String, at point: CGPoint, align: CATextLayerAlignmentMode,
                                        size: Double = 11, width: Double = 130) -> CATextLayer {
        let layer = CATextLayer()
        layer.string = string
        layer.fontSize = size
        layer.foregroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        layer.alignmentMode = align
        let x: Double
        switch align {
        case .right: x = point.x - width
        case .center: x = point.x - width / 2
        default: x = point.x
        }
        layer.frame = CGRect(x: x, y: point.y - size * 0.65, width: width, height: size * 1.4)
        return layer
    }
}
