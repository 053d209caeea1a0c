import Foundation

/// A value-over-time chart: one or more series of (time, value) samples,
/// vertical markers at chosen times (a scene's checkpoints), axes with
/// round-numbered ticks. What `quartz plot` writes, as SVG
/// (`svg(width:height:)`) or as pixels drawn by Core Animation
/// (`ValuePlot+Layers.swift`). Not Apple API.
public struct ValuePlot: Sendable {
    /// One line of the chart.
    public struct Series: Sendable, Equatable {
        /// The legend's name ("position.x", "x", "red").
        public var name: String
        /// The samples, in time order. A non-finite value leaves a gap.
        public var points: [(time: Double, value: Double)]

        /// A series named `name` of `points` (time order).
        public init(name: String, points: [(time: Double, value: Double)]) {
            self.name = name
            self.points = points
        }

        public static func == (a: Series, b: Series) -> Bool {
            a.name == b.name && a.points.count == b.points.count
                && zip(a.points, b.points).allSatisfy { $0.time == $1.time && ($0.value == $1.value || ($0.value.isNaN && $1.value.isNaN)) }
        }
    }

    /// A vertical line at a time, with a label (a checkpoint).
    public struct Marker: Sendable, Equatable {
        /// The marker's time, on the time axis.
        public var time: Double
        /// What happens then (the checkpoint's label).
        public var label: String
        /// A marker at `time` labelled `label`.
        public init(time: Double, label: String) { self.time = time; self.label = label }
    }

    /// The chart's title (the scene and key path).
    public var title: String
    /// What the horizontal axis measures.
    public var timeLabel = "scene time (s)"
    /// The lines, drawn in the palette's colours in order.
    public var series: [Series]
    /// The vertical markers.
    public var markers: [Marker]
    /// The time axis' range (the samples' range unless set).
    public var timeRange: ClosedRange<Double>

    /// A chart of `series` over `timeRange`, with `markers`.
    public init(title: String, series: [Series], markers: [Marker] = [], timeRange: ClosedRange<Double>) {
        self.title = title
        self.series = series
        self.markers = markers
        self.timeRange = timeRange
    }

    /// The value axis' range: the finite values' range widened to round
    /// ticks; a flat series gets ±1 (or ±10 % of its value) around it.
    public var valueRange: ClosedRange<Double> {
        var lo = Double.infinity, hi = -Double.infinity
        for s in series { for p in s.points where p.value.isFinite { lo = min(lo, p.value); hi = max(hi, p.value) } }
        guard lo.isFinite, hi.isFinite else { return 0...1 }
        if hi - lo < 1e-12 * max(1, abs(lo)) {
            let pad = lo == 0 ? 1 : abs(lo) / 10
            lo -= pad; hi += pad
        }
        let ticks = Self.ticks(lo...hi)
        return min(lo, ticks.first ?? lo)...max(hi, ticks.last ?? hi)
    }

    /// Round-numbered ticks covering `range` (steps of 1, 2 or 5 times a
    /// power of ten, about `count` of them), each inside or at the range's
    /// rounded-out ends.
    public static func ticks(_ range: ClosedRange<Double>, count: Int = 5) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span.isFinite, span > 0, count > 0 else { return range.lowerBound.isFinite ? [range.lowerBound] : [] }
        let rough = span / Double(count)
        let power = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        let first = floor(range.lowerBound / step), last = ceil(range.upperBound / step)
        guard last - first < 1000 else { return [range.lowerBound, range.upperBound] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// A tick's label: as few decimals as the step needs.
    static func label(_ value: Double, step: Double) -> String {
        let decimals = step > 0 && step.isFinite ? max(0, min(6, Int(-floor(log10(step) + 1e-9)))) : 2
        let text = String(format: "%.\(decimals)f", value)
        return text == "-0" || text.hasPrefix("-0.") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    /// The colours of the series, in order (RGB, 0…1), then repeating.
    public static let palette: [(Double, Double, Double)] = [
        (0.12, 0.42, 0.80), (0.86, 0.33, 0.10), (0.18, 0.60, 0.25), (0.55, 0.25, 0.70),
    ]

    /// Where the plotting area lies in a `width` × `height` chart: margins
    /// for the title, tick labels and the legend.
    static func area(width: Double, height: Double) -> CGRect {
        CGRect(x: 64, y: 36, width: max(1, width - 64 - 24), height: max(1, height - 36 - 52))
    }

    /// The chart point of a sample: time right, value up, inside `area`.
    static func point(time: Double, value: Double, area: CGRect, times: ClosedRange<Double>,
                      values: ClosedRange<Double>) -> CGPoint {
        let tw = max(times.upperBound - times.lowerBound, 1e-12), vh = max(values.upperBound - values.lowerBound, 1e-12)
        let x = area.minX + (time - times.lowerBound) / tw * area.width
        let y = area.maxY - (value - values.lowerBound) / vh * area.height
        return CGPoint(x: x, y: y)
    }

    /// Where a `width` × `height` chart puts things, worked out once for
    /// both outputs (`svg`, `layerTree`): the plotting area, the value range,
    /// and the ticks inside the ranges with their labels and positions.
    struct Layout {
        let area: CGRect
        let values: ClosedRange<Double>
        /// Value ticks: label and chart y.
        let valueTicks: [(label: String, y: Double)]
        /// Time ticks: label and chart x.
        let timeTicks: [(label: String, x: Double)]
        /// Chart x of each marker inside the time range, with the marker.
        let markers: [(marker: Marker, x: Double)]
    }

    func layout(width: Double, height: Double) -> Layout {
        let area = Self.area(width: width, height: height)
        let values = valueRange
        let vTicks = Self.ticks(values), tTicks = Self.ticks(timeRange, count: 8)
        let vStep = vTicks.count > 1 ? vTicks[1] - vTicks[0] : 1, tStep = tTicks.count > 1 ? tTicks[1] - tTicks[0] : 1
        func pt(_ t: Double, _ v: Double) -> CGPoint {
            Self.point(time: t, value: v, area: area, times: timeRange, values: values)
        }
        return Layout(
            area: area, values: values,
            valueTicks: vTicks.filter { values.contains($0) }.map { (Self.label($0, step: vStep), Double(pt(timeRange.lowerBound, $0).y)) },
            timeTicks: tTicks.filter { timeRange.contains($0) }.map { (Self.label($0, step: tStep), Double(pt($0, values.lowerBound).x)) },
            markers: markers.filter { timeRange.contains($0.time) }.map { ($0, Double(pt($0.time, values.lowerBound).x)) })
    }

    /// The runs of consecutive finite samples of `series`, as chart points.
    func runs(of series: Series, area: CGRect, values: ClosedRange<Double>) -> [[CGPoint]] {
        var out: [[CGPoint]] = [], run: [CGPoint] = []
        for p in series.points {
            guard p.value.isFinite, p.time.isFinite else {
                if !run.isEmpty { out.append(run); run = [] }
                continue
            }
            run.append(Self.point(time: p.time, value: p.value, area: area, times: timeRange, values: values))
        }
        if !run.isEmpty { out.append(run) }
        return out
    }
}
