import Foundation
import OpenQuartzCore

/// Trim paths in force over a geometry: start and end in percent, offset in degrees.
struct LottieTrim {
    var start: LottieVectorProperty
    var end: LottieVectorProperty
    var offset: LottieVectorProperty
}

extension LottieTreeBuilder {
    /// Adds the layers of a shape layer's (or group's) items to `host`, bottom first.
    ///
    /// Lottie's rules: items are listed front to back; a fill or stroke paints
    /// every geometry listed before it in its group, including those of the
    /// groups before it (through their transforms); a group's own contents
    /// sit where the group is listed. So, walking from the last item up: a
    /// style adds one `CAShapeLayer` per geometry above it (a group above it
    /// gets a copy of its transform layers holding those), and a group adds
    /// its own layers. One layer per (geometry, style) pair, rather than one
    /// combined path, keeps each geometry's keyframes its own (two
    /// overlapping translucent shapes of one fill then darken where they
    /// overlap, which a single combined path would not).
    func buildShapeContents(_ items: [LottieShapeItem], into host: CALayer, map: LottieTimeMap) {
        for k in items.indices.reversed() {
            switch items[k] {
            case .fill, .stroke, .gradientFill, .gradientStroke:
                addStyled(items[k], geometriesOf: items, before: k, trims: [], into: host, map: map)
            case .group(_, let subitems, let transform):
                let (outer, inner) = transformLayers(transform, map: map, opacity: true, autoOrient: false, path: .root)
                buildShapeContents(subitems, into: inner, map: map)
                host.addSublayer(outer)
            default:
                break
            }
        }
    }

    /// Adds a shape layer painting `style` for each geometry among
    /// `items[..<end]` (recursing into groups), bottom first; each geometry
    /// is trimmed by `trims` and the trim items listed after it in its group.
    private func addStyled(_ style: LottieShapeItem, geometriesOf items: [LottieShapeItem], before end: Int,
                           trims: [LottieTrim], into host: CALayer, map: LottieTimeMap) {
        for j in (0..<end).reversed() {
            let applying = trims + items[(j + 1)...].compactMap { item -> LottieTrim? in
                if case .trim(let s, let e, let o, _) = item { return LottieTrim(start: s, end: e, offset: o) }
                return nil
            }
            switch items[j] {
            case .group(_, let subitems, let transform):
                guard Self.containsGeometry(subitems) else { continue }
                let (outer, inner) = transformLayers(transform, map: map, opacity: true, autoOrient: false, path: .root)
                addStyled(style, geometriesOf: subitems, before: subitems.count, trims: applying, into: inner, map: map)
                host.addSublayer(outer)
            case let geometry where geometry.isGeometry:
                host.addSublayer(styledLayer(geometry, style: style, trims: applying, map: map))
            default:
                break
            }
        }
    }

    /// Whether `items` hold a geometry, directly or in a group.
    static func containsGeometry(_ items: [LottieShapeItem]) -> Bool {
        items.contains { item in
            if case .group(_, let sub, _) = item { return containsGeometry(sub) }
            return item.isGeometry
        }
    }

    /// One geometry painted by one style: a `CAShapeLayer`, or for a
    /// gradient a `CAGradientLayer` masked by one.
    private func styledLayer(_ geometry: LottieShapeItem, style: LottieShapeItem, trims: [LottieTrim],
                             map: LottieTimeMap) -> CALayer {
        let layer = CAShapeLayer()
        layer.anchorPoint = .zero
        bindPath(geometry, on: layer, map: map)
        switch style {
        case .gradientFill(let gradient, let evenOdd):
            layer.strokeColor = nil
            layer.fillRule = evenOdd ? .evenOdd : .nonZero
            bindTrims(trims, on: layer, map: map)
            return gradientLayer(gradient, masked: layer, map: map)
        case .gradientStroke(let gradient, let stroke):
            layer.fillColor = nil
            layer.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            bindStrokeGeometry(stroke, on: layer, map: map)
            bindTrims(trims, on: layer, map: map)
            return gradientLayer(gradient, masked: layer, map: map)
        case .fill(let fill):
            layer.strokeColor = nil
            layer.fillRule = fill.evenOdd ? .evenOdd : .nonZero
            bind(fill.color, "fillColor", on: layer, map: map) { Self.color(Array($0.prefix(3)) + [1]) }
            bind(fill.opacity, "opacity", on: layer, map: map) { min(max($0[0] / 100, 0), 1) }
        case .stroke(let stroke):
            layer.fillColor = nil
            bind(stroke.color, "strokeColor", on: layer, map: map) { Self.color(Array($0.prefix(3)) + [1]) }
            bind(stroke.opacity, "opacity", on: layer, map: map) { min(max($0[0] / 100, 0), 1) }
            bindStrokeGeometry(stroke, on: layer, map: map)
        default:
            break
        }
        bindTrims(trims, on: layer, map: map)
        return layer
    }

    /// Width, caps, joins, miter limit and dashes of a stroke.
    private func bindStrokeGeometry(_ stroke: LottieStroke, on layer: CAShapeLayer, map: LottieTimeMap) {
        bind(stroke.width, "lineWidth", on: layer, map: map) { max($0[0], 0) }
        layer.lineCap = [.butt, .round, .square][stroke.cap.rawValue - 1]
        layer.lineJoin = [.miter, .round, .bevel][stroke.join.rawValue - 1]
        layer.miterLimit = CGFloat(stroke.miterLimit)
        bindDashes(stroke.dashes, on: layer, map: map)
    }

    /// The innermost trim over a geometry (several are reported).
    private func bindTrims(_ trims: [LottieTrim], on layer: CAShapeLayer, map: LottieTimeMap) {
        guard let trim = trims.first else { return }
        if trims.count > 1 {
            unsupported(.root, "several trim paths over one shape are not supported; the innermost applies")
        }
        bindTrim(trim, on: layer, map: map)
    }

    /// The dash pattern (fixed: its first values) and its offset (`lineDashPhase`, animated).
    private func bindDashes(_ dashes: [LottieDash], on layer: CAShapeLayer, map: LottieTimeMap) {
        let lengths = dashes.filter { $0.kind != .offset }
        guard !lengths.isEmpty else { return }
        if lengths.contains(where: { $0.length.isAnimated }) {
            unsupported(.root, "animated dash lengths are not supported; the first lengths are kept")
        }
        layer.lineDashPattern = lengths.map { NSNumber(value: max($0.length.initialValue[0], 0)) }
        if let offset = dashes.first(where: { $0.kind == .offset }) {
            bind(offset.length, "lineDashPhase", on: layer, map: map) { $0[0] }
        }
    }

    /// Trim paths as `strokeStart`/`strokeEnd` (percent / 100). A fixed
    /// offset shifts both while they stay within 0…1; an animated offset, or
    /// one that would wrap past the path's start, is not supported.
    private func bindTrim(_ trim: LottieTrim, on layer: CAShapeLayer, map: LottieTimeMap) {
        let shift = trim.offset.initialValue[0] / 360
        if trim.offset.isAnimated || shift != 0 {
            let fits = !trim.offset.isAnimated && !trim.start.isAnimated && !trim.end.isAnimated
                && (0...1).contains(trim.start.initialValue[0] / 100 + shift)
                && (0...1).contains(trim.end.initialValue[0] / 100 + shift)
            if !fits {
                unsupported(.root, "a trim offset that animates or wraps past the path's start is not supported; the offset is ignored")
            }
        }
        let used = trim.offset.isAnimated ? 0 : shift
        bind(trim.start, "strokeStart", on: layer, map: map) { min(max($0[0] / 100 + used, 0), 1) }
        bind(trim.end, "strokeEnd", on: layer, map: map) { min(max($0[0] / 100 + used, 0), 1) }
    }

    /// The geometry's path, animated when its properties are: keyframes of
    /// the one animated property when it eases all its dimensions alike
    /// (paths interpolate point by point, as the shape's points move), else
    /// sampled every frame.
    private func bindPath(_ geometry: LottieShapeItem, on layer: CAShapeLayer, map: LottieTimeMap) {
        let properties: [LottieVectorProperty]
        let make: ([[Double]]) -> LottieBezierShape
        // The properties the shape's points move linearly with (so path keyframes interpolate exactly).
        var linearlyAnimatable = 0..<3
        switch geometry {
        case .path(let shape):
            layer.path = shape.initialValue.cgPath
            if shape.isAnimated {
                add(animation("path", shape, map: map, value: { $0.cgPath }, at: shape.value(at:)), to: layer)
            }
            return
        case .rectangle(let p, let s, let r, let reversed):
            properties = [p, s, r]
            make = { v in
                let shape = LottieBezierShape.rectangle(center: CGPoint(x: v[0][0], y: v[0][1]),
                                                        size: CGSize(width: v[1][0], height: v[1][1]), roundness: v[2][0])
                return reversed ? shape.reversed : shape
            }
        case .star(let star):
            // Vertices move linearly with the centre, radii and roundness, not with rotation or point count.
            properties = [star.position, star.outerRadius, star.innerRadius, star.outerRoundness, star.innerRoundness,
                          star.rotation, star.points]
            linearlyAnimatable = 0..<5
            make = { v in
                LottieBezierShape.star(center: CGPoint(x: v[0][0], y: v[0][1]), points: v[6][0], rotation: v[5][0],
                                       outerRadius: v[1][0], innerRadius: v[2][0], outerRoundness: v[3][0],
                                       innerRoundness: v[4][0], isPolygon: star.isPolygon, reversed: star.reversed)
            }
        case .ellipse(let p, let s, let reversed):
            properties = [p, s]
            make = { v in
                let shape = LottieBezierShape.ellipse(center: CGPoint(x: v[0][0], y: v[0][1]),
                                                      size: CGSize(width: v[1][0], height: v[1][1]))
                return reversed ? shape.reversed : shape
            }
        default:
            return
        }
        let initial = properties.map(\.initialValue)
        layer.path = make(initial).cgPath
        let animated = properties.indices.filter { properties[$0].isAnimated }
        if animated.count == 1, linearlyAnimatable.contains(animated[0]), !properties[animated[0]].hasPerDimensionEasing {
            let i = animated[0]
            add(animation("path", properties[i], map: map, value: { value in
                var v = initial
                v[i] = value
                return make(v).cgPath
            }, at: properties[i].value(at:)), to: layer)
        } else if !animated.isEmpty {
            let ranges = animated.map { frameRange(properties[$0], map: map) }
            let start = ranges.map(\.0).min()!, end = ranges.map(\.1).max()!
            add(factory.sampledAnimation("path", from: start, to: end, map: map) { frame in
                make(properties.map { $0.value(at: frame) }).cgPath
            }, to: layer)
        }
    }
}
