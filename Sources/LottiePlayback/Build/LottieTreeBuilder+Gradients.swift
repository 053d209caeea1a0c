import Foundation
import OpenQuartzCore

extension LottieGradient {
    /// The colours and locations of one value of `stops`: the colour stops
    /// and the opacity stops merged into one list (each colour stop takes the
    /// opacity interpolated at its offset, each opacity stop the colour
    /// interpolated at its own), sorted by offset. The count stays the same
    /// for every value of one property, so Core Animation interpolates them
    /// element by element.
    func colorStops(_ v: [Double]) -> (colors: [CGColor], locations: [NSNumber]) {
        let n = max(min(colorStopCount, v.count / 4), 0)
        var colorStops: [(offset: Double, rgb: [Double])] = (0..<n).map { i in
            (v[4 * i], [v[4 * i + 1], v[4 * i + 2], v[4 * i + 3]])
        }
        var alphaStops: [(offset: Double, alpha: Double)] = []
        var i = 4 * n
        while i + 1 < v.count {
            alphaStops.append((v[i], v[i + 1]))
            i += 2
        }
        colorStops.sort { $0.offset < $1.offset }
        alphaStops.sort { $0.offset < $1.offset }
        guard !colorStops.isEmpty else { return ([], []) }
        func interpolate<T>(_ stops: [(Double, T)], at x: Double, _ mix: (T, T, Double) -> T) -> T {
            if x <= stops[0].0 { return stops[0].1 }
            for k in 1..<stops.count where x <= stops[k].0 {
                let span = stops[k].0 - stops[k - 1].0
                return mix(stops[k - 1].1, stops[k].1, span > 0 ? (x - stops[k - 1].0) / span : 1)
            }
            return stops[stops.count - 1].1
        }
        let rgbStops = colorStops.map { ($0.offset, $0.rgb) }
        let aStops = alphaStops.map { ($0.offset, $0.alpha) }
        func rgb(_ x: Double) -> [Double] { interpolate(rgbStops, at: x) { a, b, t in zip(a, b).map { $0 + ($1 - $0) * t } } }
        func alpha(_ x: Double) -> Double { aStops.isEmpty ? 1 : interpolate(aStops, at: x) { $0 + ($1 - $0) * $2 } }
        let merged = (rgbStops.map(\.0) + aStops.map(\.0)).sorted()
        return (merged.map { LottieTreeBuilder.color(rgb($0) + [alpha($0)]) }, merged.map { NSNumber(value: min(max($0, 0), 1)) })
    }
}

extension LottieTreeBuilder {
    /// Half the side of the square a gradient layer covers, centred on the
    /// shape's origin: the shape mask decides what shows, so the gradient
    /// only has to reach past anything the shape can cover.
    static let gradientExtent: Double = 65_536

    /// A gradient layer painting the shape `mask` (a black fill or stroke of
    /// the geometry): its bounds are a huge square whose origin is placed so
    /// its coordinates are the shape's, so the file's start and end points map
    /// to unit points directly. A linear gradient runs from `s` to `e`; a
    /// radial one is a circle about `s` through `e` (Core Animation's radial
    /// gradient reaches its end point on each axis, so that point is
    /// `s + (r, r)`). A radial highlight moves the focal point (where the
    /// first colour sits) from `s` toward the angle `a` (degrees, turned from
    /// the direction of `e`) by `h` percent of the radius, kept within ±99 %
    /// as lottie-web does (SVG's `fx`, `fy`): `CAGradientLayer.radialFocalPoint`.
    func gradientLayer(_ gradient: LottieGradient, masked mask: CAShapeLayer, map: LottieTimeMap) -> CALayer {
        let e = Self.gradientExtent
        let layer = CAGradientLayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: -e, y: -e, width: 2 * e, height: 2 * e)
        layer.position = CGPoint(x: -e, y: -e)
        layer.type = gradient.isRadial ? .radial : .axial
        func unit(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: (x + e) / (2 * e), y: (y + e) / (2 * e)) }
        bind(gradient.start, "startPoint", on: layer, map: map) { unit($0[0], $0[1]) }
        if gradient.isRadial {
            func radialEnd(_ s: [Double], _ t: [Double]) -> CGPoint {
                let r = ((t[0] - s[0]) * (t[0] - s[0]) + (t[1] - s[1]) * (t[1] - s[1])).squareRoot()
                return unit(s[0] + r, s[1] + r)
            }
            layer.endPoint = radialEnd(gradient.start.initialValue, gradient.end.initialValue)
            let animated = [gradient.start, gradient.end].filter(\.isAnimated)
            if !animated.isEmpty {
                let ranges = animated.map { frameRange($0, map: map) }
                add(factory.sampledAnimation("endPoint", from: ranges.map(\.0).min()!, to: ranges.map(\.1).max()!, map: map) {
                    radialEnd(gradient.start.value(at: $0), gradient.end.value(at: $0))
                }, to: layer)
            }
            func focalPoint(_ start: [Double], _ end: [Double], _ h: Double, _ a: Double) -> CGPoint {
                let s = start + [0, 0], t = end + [0, 0]     // short vectors read as 0
                let r = ((t[0] - s[0]) * (t[0] - s[0]) + (t[1] - s[1]) * (t[1] - s[1])).squareRoot()
                let fraction = h.isFinite ? min(max(h / 100, -0.99), 0.99) : 0
                let turn = atan2(t[1] - s[1], t[0] - s[0]) + (a.isFinite ? a : 0) * .pi / 180
                let distance = r.isFinite && turn.isFinite ? r * fraction : 0
                return unit(s[0] + cos(turn) * distance, s[1] + sin(turn) * distance)
            }
            let highlight = [gradient.highlightLength, gradient.highlightAngle]
            let inputs = [gradient.start, gradient.end] + highlight
            if inputs.contains(where: \.isAnimated) || gradient.highlightLength.initialValue.first.map({ $0 != 0 }) == true {
                func focus(at frame: Double?) -> CGPoint {
                    func v(_ p: LottieVectorProperty) -> [Double] { frame.map { p.value(at: $0) } ?? p.initialValue }
                    return focalPoint(v(gradient.start), v(gradient.end), v(gradient.highlightLength).first ?? 0,
                                      v(gradient.highlightAngle).first ?? 0)
                }
                layer.radialFocalPoint = focus(at: nil)
                let animated = inputs.filter(\.isAnimated)
                if !animated.isEmpty {
                    let ranges = animated.map { frameRange($0, map: map) }
                    add(factory.sampledAnimation("radialFocalPoint", from: ranges.map(\.0).min()!, to: ranges.map(\.1).max()!,
                                                 map: map) { focus(at: $0) }, to: layer)
                }
            }
        } else {
            bind(gradient.end, "endPoint", on: layer, map: map) { unit($0[0], $0[1]) }
        }
        bind(gradient.stops, "colors", on: layer, map: map) { gradient.colorStops($0).colors }
        bind(gradient.stops, "locations", on: layer, map: map) { gradient.colorStops($0).locations }
        bind(gradient.opacity, "opacity", on: layer, map: map) { min(max($0[0] / 100, 0), 1) }
        layer.mask = mask
        return layer
    }
}
