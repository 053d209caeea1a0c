import Foundation
import OpenQuartzCore

/// Trim paths (`tm`) in force over a geometry.
struct LottieTrim {
    /// Start and end in percent, offset in degrees.
    var start: LottieVectorProperty
    var end: LottieVectorProperty
    var offset: LottieVectorProperty
    /// For a trim of several shapes one after another (`m` 2, "individually"):
    /// every geometry listed before the trim in its group (through nested
    /// groups), in file order; nil when each shape is trimmed on its own.
    var members: [LottieShapeItem]?
    /// The place in `members` of the first geometry of the group being walked.
    var base = 0
}

/// A path modifier in force over a geometry; they apply in list order.
enum LottiePathModifier {
    /// Trim paths.
    case trim(LottieTrim)
    /// Rounded corners of this radius.
    case roundedCorners(LottieVectorProperty)

    /// The modifier seen from a geometry `count` places further into a trim's members.
    func shifted(by count: Int) -> LottiePathModifier {
        guard case .trim(var trim) = self, count != 0 else { return self }
        trim.base += count
        return .trim(trim)
    }

    /// The modifier's own properties.
    var properties: [LottieVectorProperty] {
        switch self {
        case .trim(let t): return [t.start, t.end, t.offset]
        case .roundedCorners(let r): return [r]
        }
    }
}

/// What a styled shape layer draws before modifiers: one geometry item, or
/// merged shapes (see `addMerged`).
struct LottieGeometrySource {
    /// The geometry item, when the source is one (path keyframes are then used where exact).
    var item: LottieShapeItem?
    /// The outline(s) at a local frame.
    var shapes: (Double) -> [LottieBezierShape]
    /// The local frames over which it changes (nil: fixed).
    var animatedRange: (Double, Double)?
    /// A fill rule the source needs (merge paths' add and exclude), overriding the style's.
    var fillRule: CAShapeLayerFillRule?

    /// The source of one geometry item.
    @MainActor init(_ item: LottieShapeItem, builder: LottieTreeBuilder, map: LottieTimeMap) {
        self.item = item
        self.shapes = { [LottieTreeBuilder.shape(of: item, at: $0)] }
        self.animatedRange = builder.animatedRange(of: item, map: map)
        self.fillRule = nil
    }

    /// A source from its parts.
    init(shapes: @escaping (Double) -> [LottieBezierShape], animatedRange: (Double, Double)?, fillRule: CAShapeLayerFillRule?) {
        self.item = nil
        self.shapes = shapes
        self.animatedRange = animatedRange
        self.fillRule = fillRule
    }
}

extension LottieTreeBuilder {
    /// The outline of a geometry item at a local frame.
    nonisolated static func shape(of item: LottieShapeItem, at frame: Double) -> LottieBezierShape {
        if case .path(let shape) = item { return shape.value(at: frame) }
        guard let (properties, make, _) = parametricGeometry(item) else {
            return LottieBezierShape(vertices: [], inTangents: [], outTangents: [], isClosed: false)
        }
        return make(properties.map { $0.value(at: frame) })
    }

    /// The composition frames over which a geometry item changes (nil: fixed).
    func animatedRange(of item: LottieShapeItem, map: LottieTimeMap) -> (Double, Double)? {
        if case .path(let shape) = item { return shape.isAnimated ? frameRange(shape, map: map) : nil }
        return animatedRange(Self.parametricGeometry(item)?.properties ?? [], map: map)
    }

    /// The composition frames spanning every animated property of `properties` (nil: none animates).
    func animatedRange(_ properties: [LottieVectorProperty], map: LottieTimeMap) -> (Double, Double)? {
        let ranges = properties.filter(\.isAnimated).map { frameRange($0, map: map) }
        guard let first = ranges.first else { return nil }
        return ranges.dropFirst().reduce(first) { (min($0.0, $1.0), max($0.1, $1.1)) }
    }

    /// The union of two frame ranges.
    static func union(_ a: (Double, Double)?, _ b: (Double, Double)?) -> (Double, Double)? {
        guard let a else { return b }
        guard let b else { return a }
        return (min(a.0, b.0), max(a.1, b.1))
    }

    /// The modifiers over the geometry at `items[j]`: the trims and rounded
    /// corners listed after it in its group (in order; an individual trim
    /// knows the geometries it spans), then `enclosing` ones — every one
    /// shifted to the geometry's place among its trim's members.
    func pathModifiers(_ items: [LottieShapeItem], after j: Int, enclosing: [LottiePathModifier]) -> [LottiePathModifier] {
        var out: [LottiePathModifier] = []
        for t in (j + 1)..<max(items.count, j + 1) {
            switch items[t] {
            case .trim(let s, let e, let o, let simultaneously):
                let members = simultaneously ? nil : Self.geometries(Array(items[..<t]))
                out.append(.trim(LottieTrim(start: s, end: e, offset: o, members: members)))
            case .roundedCorners(let radius):
                out.append(.roundedCorners(radius))
            default:
                break
            }
        }
        let all = out + enclosing
        // Only a trim spanning several shapes needs the geometry's place among them.
        guard all.contains(where: { if case .trim(let t) = $0 { return t.members != nil } else { return false } }) else { return all }
        let before = Self.geometries(Array(items[..<j])).count
        return all.map { $0.shifted(by: before) }
    }

    /// The geometries among `items`, through nested groups, in file order.
    static func geometries(_ items: [LottieShapeItem]) -> [LottieShapeItem] {
        items.flatMap { item -> [LottieShapeItem] in
            if case .group(_, let sub, _) = item { return geometries(sub) }
            return item.isGeometry ? [item] : []
        }
    }

    /// Binds the path of `geometry` changed by `modifiers` to `layer`:
    /// without modifiers its own path (keyframes where exact); a stroke under
    /// one trim that never wraps past the path's start as `strokeStart` and
    /// `strokeEnd`; otherwise the modified path worked out here, fixed or
    /// sampled every frame over the frames anything involved changes.
    func bindGeometry(_ geometry: LottieGeometrySource, modifiers: [LottiePathModifier], strokes: Bool,
                      on layer: CAShapeLayer, map: LottieTimeMap) {
        if modifiers.isEmpty, let item = geometry.item {
            bindPath(item, on: layer, map: map)
            return
        }
        if strokes, modifiers.count == 1, case .trim(let trim) = modifiers[0], (trim.members?.count ?? 1) <= 1,
           let item = geometry.item, bindStrokeTrim(trim, on: layer, map: map) {
            bindPath(item, on: layer, map: map)
            return
        }
        var range = geometry.animatedRange
        for modifier in modifiers {
            range = Self.union(range, animatedRange(modifier.properties, map: map))
            if case .trim(let trim) = modifier, let members = trim.members {
                for member in members { range = Self.union(range, animatedRange(of: member, map: map)) }
            }
        }
        let source = geometry.shapes
        let path: (Double) -> CGPath = { frame in
            var shapes = source(frame)
            for modifier in modifiers { shapes = Self.apply(modifier, to: shapes, at: frame) }
            return LottieBezierShape.cgPath(shapes)
        }
        layer.path = path(-.infinity)
        if let (start, end) = range {
            add(factory.sampledAnimation("path", from: start, to: end, map: map, value: path), to: layer)
        }
    }

    /// `shapes` changed by one modifier at a local frame.
    nonisolated static func apply(_ modifier: LottiePathModifier, to shapes: [LottieBezierShape],
                                  at frame: Double) -> [LottieBezierShape] {
        switch modifier {
        case .roundedCorners(let radius):
            let r = radius.value(at: frame)[0]
            return shapes.map { $0.roundingCorners(radius: r) }
        case .trim(let trim):
            guard let range = LottieTrimRange.range(start: trim.start.value(at: frame)[0], end: trim.end.value(at: frame)[0],
                                                    offset: trim.offset.value(at: frame)[0]) else { return shapes }
            let length = shapes.reduce(0) { $0 + $1.length }
            var before = 0.0, total = length
            if let members = trim.members, members.count > 1, trim.base < members.count {
                let lengths = members.map { shape(of: $0, at: frame).length }
                before = lengths[..<trim.base].reduce(0, +)
                total = lengths.reduce(0, +) - lengths[trim.base] + length
            }
            let parts = LottieTrimRange.parts(of: range, length: length, before: before, total: total)
            return LottieBezierShape.trimmed(shapes, parts: parts)
        }
    }

    /// A stroke's one trim as `strokeStart`/`strokeEnd`, when its range never
    /// wraps past the path's start: the trim's own keyframes when the offset
    /// is a fixed whole turn and start never passes end, else sampled every
    /// frame. False (nothing bound) when the range wraps at some frame.
    private func bindStrokeTrim(_ trim: LottieTrim, on layer: CAShapeLayer, map: LottieTimeMap) -> Bool {
        func range(_ frame: Double) -> (Double, Double) {
            LottieTrimRange.range(start: trim.start.value(at: frame)[0], end: trim.end.value(at: frame)[0],
                                  offset: trim.offset.value(at: frame)[0]).map { ($0.start, $0.end) } ?? (0, 1)
        }
        guard let (start, end) = animatedRange([trim.start, trim.end, trim.offset], map: map) else {
            let (a, b) = range(0)
            guard b <= 1 else { return false }
            layer.strokeStart = CGFloat(a)
            layer.strokeEnd = CGFloat(b)
            return true
        }
        let frames = factory.sampleFrames(from: start, to: end).map(map.localFrame)
        let ranges = frames.map(range)
        guard ranges.allSatisfy({ $0.1 <= 1 }) else { return false }
        let keyframeValues = (trim.start.keyframes + trim.end.keyframes).map { $0.value[0] }
            + [trim.start.initialValue[0], trim.end.initialValue[0]]
        let turn = trim.offset.initialValue[0]
        if !trim.offset.isAnimated, turn.truncatingRemainder(dividingBy: 360) == 0,
           keyframeValues.allSatisfy({ (0...100).contains($0) }),
           frames.allSatisfy({ trim.start.value(at: $0)[0] <= trim.end.value(at: $0)[0] }) {
            bind(trim.start, "strokeStart", on: layer, map: map) { $0[0] / 100 }
            bind(trim.end, "strokeEnd", on: layer, map: map) { $0[0] / 100 }
            return true
        }
        let (a, b) = range(-.infinity)
        layer.strokeStart = CGFloat(a)
        layer.strokeEnd = CGFloat(b)
        add(factory.sampledAnimation("strokeStart", from: start, to: end, map: map) { range($0).0 }, to: layer)
        add(factory.sampledAnimation("strokeEnd", from: start, to: end, map: map) { range($0).1 }, to: layer)
        return true
    }

    /// The dash pattern (dash and gap lengths, in order) and its offset
    /// (`lineDashPhase`): keyframes of the offset; when any length
    /// animates, the whole pattern sampled every frame.
    func bindDashes(_ dashes: [LottieDash], on layer: CAShapeLayer, map: LottieTimeMap) {
        let lengths = dashes.filter { $0.kind != .offset }.map(\.length)
        guard !lengths.isEmpty else { return }
        func pattern(_ frame: Double) -> [NSNumber] {
            lengths.map { NSNumber(value: max($0.value(at: frame)[0], 0)) }
        }
        layer.lineDashPattern = pattern(-.infinity)
        if let (start, end) = animatedRange(lengths, map: map) {
            add(factory.sampledAnimation("lineDashPattern", from: start, to: end, map: map, value: pattern), to: layer)
        }
        if let offset = dashes.first(where: { $0.kind == .offset }) {
            bind(offset.length, "lineDashPhase", on: layer, map: map) { $0[0] }
        }
    }
}
