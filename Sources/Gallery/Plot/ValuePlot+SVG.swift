import Foundation

extension ValuePlot {
    /// The chart as a standalone SVG document of `width` × `height` user
    /// units: axes with round ticks, one polyline per run of finite samples
    /// per series, dashed vertical markers (their labels in `<title>`, shown
    /// on hover), a legend.
    public func svg(width: Double = 720, height: Double = 360) -> String {
        let layout = layout(width: width, height: height)
        let area = layout.area
        func n(_ v: Double) -> String { String(format: "%.2f", v) }
        var s = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
        font-family="sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(n(width / 2))" y="20" text-anchor="middle" font-size="13">\(Self.escaped(title))</text>

        """
        // Grid and tick labels.
        for (label, y) in layout.valueTicks {
            s += "<line x1=\"\(n(area.minX))\" y1=\"\(n(y))\" x2=\"\(n(area.maxX))\" y2=\"\(n(y))\" stroke=\"#e4e4e4\"/>"
            s += "<text x=\"\(n(area.minX - 6))\" y=\"\(n(y + 4))\" text-anchor=\"end\">\(label)</text>\n"
        }
        for (label, x) in layout.timeTicks {
            s += "<line x1=\"\(n(x))\" y1=\"\(n(area.minY))\" x2=\"\(n(x))\" y2=\"\(n(area.maxY))\" stroke=\"#e4e4e4\"/>"
            s += "<text x=\"\(n(x))\" y=\"\(n(area.maxY + 16))\" text-anchor=\"middle\">\(label)</text>\n"
        }
        s += "<rect x=\"\(n(area.minX))\" y=\"\(n(area.minY))\" width=\"\(n(area.width))\" height=\"\(n(area.height))\" fill=\"none\" stroke=\"#888\"/>\n"
        s += "<text x=\"\(n(area.midX))\" y=\"\(n(area.maxY + 32))\" text-anchor=\"middle\">\(Self.escaped(timeLabel))</text>\n"
        // Markers.
        for (m, x) in layout.markers {
            s += "<line class=\"marker\" x1=\"\(n(x))\" y1=\"\(n(area.minY))\" x2=\"\(n(x))\" y2=\"\(n(area.maxY))\" stroke=\"#c0392b\" "
            s += "stroke-dasharray=\"4 3\"><title>\(Self.escaped(m.label)) (\(n(m.time)) s)</title></line>\n"
        }
        // Series and legend.
        for (i, series) in self.series.enumerated() {
            let c = Self.palette[i % Self.palette.count]
            let colour = String(format: "#%02x%02x%02x", Int(c.0 * 255), Int(c.1 * 255), Int(c.2 * 255))
            for run in runs(of: series, area: area, values: layout.values) {
                let points = run.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
                s += "<polyline class=\"series\" data-name=\"\(Self.escaped(series.name))\" fill=\"none\" stroke=\"\(colour)\" "
                s += "stroke-width=\"1.5\" points=\"\(points)\"/>\n"
            }
            let lx = area.minX + Double(i) * 140
            s += "<line x1=\"\(n(lx))\" y1=\"\(n(height - 10))\" x2=\"\(n(lx + 18))\" y2=\"\(n(height - 10))\" stroke=\"\(colour)\" stroke-width=\"2\"/>"
            s += "<text x=\"\(n(lx + 22))\" y=\"\(n(height - 6))\">\(Self.escaped(series.name))</text>\n"
        }
        s += "</svg>\n"
        return s
    }

    /// `text` with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
