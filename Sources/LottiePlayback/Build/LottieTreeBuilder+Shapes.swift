import Foundation
import OpenQuartzCore

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
    ///
    /// A repeater makes copies of everything listed before it (see
    /// `addRepeated`), so the walk ends there; merge paths make the styles
    /// after them paint one combined path (see `addMerged`).
    func buildShapeContents(_ items: [LottieShapeItem], into host: CALayer, map: LottieTimeMap) {
        for k in items.indices.reversed() {
            switch items[k] {
            case .fill, .stroke, .gradientFill, .gradientStroke:
                addStyled(items[k], geometriesOf: items, before: k, modifiers: [], into: host, map: map)
            case .group(_, let subitems, let transform):
                let (outer, inner) = transformLayers(transform, map: map, opacity: true, autoOrient: false, path: .root)
                buildShapeContents(subitems, into: inner, map: map)
                host.addSublayer(outer)
            case .repeater(let repeater):
                addRepeated(repeater, into: host, map: map) { copy in
                    self.buildShapeContents(Array(items[..<k]), into: copy, map: map)
                }
                return
            default:
                break
            }
        }
    }

    /// Adds a shape layer painting `style` for each geometry among
    /// `items[..<end]` (recursing into groups and repeaters), bottom first;
    /// each geometry is changed by the path modifiers listed after it in its
    /// group (in order), then by `modifiers` (those of the enclosing groups).
    private func addStyled(_ style: LottieShapeItem, geometriesOf items: [LottieShapeItem], before end: Int,
                           modifiers: [LottiePathModifier], into host: CALayer, map: LottieTimeMap) {
        for j in (0..<end).reversed() {
            let applying = pathModifiers(items, after: j, enclosing: modifiers)
            switch items[j] {
            case .group(_, let subitems, let transform):
                guard Self.containsGeometry(subitems) else { continue }
                let (outer, inner) = transformLayers(transform, map: map, opacity: true, autoOrient: false, path: .root)
                addStyled(style, geometriesOf: subitems, before: subitems.count, modifiers: applying, into: inner, map: map)
                host.addSublayer(outer)
            case .repeater(let repeater):
                addRepeated(repeater, into: host, map: map) { copy in
                    self.addStyled(style, geometriesOf: items, before: j, modifiers: applying, into: copy, map: map)
                }
                return
            case .merge(let mode):
                addMerged(mode, items: Array(items[..<j]), style: style, modifiers: applying, into: host, map: map)
                return
            case let geometry where geometry.isGeometry:
                host.addSublayer(styledLayer(LottieGeometrySource(geometry, builder: self, map: map), style: style,
                                             modifiers: applying, map: map))
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
    func styledLayer(_ geometry: LottieGeometrySource, style: LottieShapeItem, modifiers: [LottiePathModifier],
                     map: LottieTimeMap) -> CALayer {
        let layer = CAShapeLayer()
        layer.anchorPoint = .zero
        let strokes: Bool
        switch style {
        case .stroke, .gradientStroke: strokes = true
        default: strokes = false
        }
        bindGeometry(geometry, modifiers: modifiers, strokes: strokes, on: layer, map: map)
        switch style {
        case .gradientFill(let gradient, let evenOdd):
            layer.strokeColor = nil
            layer.fillRule = geometry.fillRule ?? (evenOdd ? .evenOdd : .nonZero)
            return gradientLayer(gradient, masked: layer, map: map)
        case .gradientStroke(let gradient, let stroke):
            layer.fillColor = nil
            layer.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            bindStrokeGeometry(stroke, on: layer, map: map)
            return gradientLayer(gradient, masked: layer, map: map)
        case .fill(let fill):
            layer.strokeColor = nil
            layer.fillRule = geometry.fillRule ?? (fill.evenOdd ? .evenOdd : .nonZero)
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

    /// A parametric geometry (rectangle, ellipse, star): its properties,
    /// how its shape is made from their values, and which of them the
    /// shape's points move linearly with (so path keyframes of one of them
    /// interpolate exactly). Nil for a path or a non-geometry.
    nonisolated static func parametricGeometry(_ geometry: LottieShapeItem)
        -> (properties: [LottieVectorProperty], make: ([[Double]]) -> LottieBezierShape, linear: Range<Int>)? {
        switch geometry {
        case .rectangle(let p, let s, let r, let reversed):
            return ([p, s, r], { v in
                let shape = LottieBezierShape.rectangle(center: CGPoint(x: v[0][0], y: v[0][1]),
                                                        size: CGSize(width: v[1][0], height: v[1][1]), roundness: v[2][0])
                return reversed ? shape.reversed : shape
            }, 0..<3)
        case .star(let star):
            // Vertices move linearly with the centre, radii and roundness, not with rotation or point count.
            return ([star.position, star.outerRadius, star.innerRadius, star.outerRoundness, star.innerRoundness,
                     star.rotation, star.points], { v in
                LottieBezierShape.star(center: CGPoint(x: v[0][0], y: v[0][1]), points: v[6][0], rotation: v[5][0],
                                       outerRadius: v[1][0], innerRadius: v[2][0], outerRoundness: v[3][0],
                                       innerRoundness: v[4][0], isPolygon: star.isPolygon, reversed: star.reversed)
            }, 0..<5)
        case .ellipse(let p, let s, let reversed):
            return ([p, s], { v in
                let shape = LottieBezierShape.ellipse(center: CGPoint(x: v[0][0], y: v[0][1]),
                                                      size: CGSize(width: v[1][0], height: v[1][1]))
                return reversed ? shape.reversed : shape
            }, 0..<2)
        default:
            return nil
        }
    }

    /// The geometry's path, animated when its properties are: keyframes of
    /// the one animated property when it eases all its dimensions alike
    /// (paths interpolate point by point, as the shape's points move), else
    /// sampled every frame.
    func bindPath(_ geometry: LottieShapeItem, on layer: CAShapeLayer, map: LottieTimeMap) {
        if case .path(let shape) = geometry {
            layer.path = shape.initialValue.cgPath
            if shape.isAnimated {
                add(animation("path", shape, map: map, value: { $0.cgPath }, at: shape.value(at:)), to: layer)
            }
            return
        }
        guard let (properties, make, linearlyAnimatable) = Self.parametricGeometry(geometry) else { return }
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
