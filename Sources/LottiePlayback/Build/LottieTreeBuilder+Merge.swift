import Foundation
import OpenQuartzCore

extension LottieBezierShape {
    /// The outline with every point mapped by `t` (tangents by its linear part).
    func applying(_ t: CGAffineTransform) -> LottieBezierShape {
        let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        return LottieBezierShape(vertices: vertices.map { $0.applying(t) }, inTangents: inTangents.map { $0.applying(linear) },
                                 outTangents: outTangents.map { $0.applying(linear) }, isClosed: isClosed)
    }
}

extension LottieTreeBuilder {
    /// Adds the layer of `style` painting the geometries of `items` (the
    /// items before a merge-paths item; through nested groups, with their
    /// transforms and the modifiers listed after each) as one path, changed
    /// by `modifiers` (those after the merge). Core Animation fills one path
    /// by the non-zero or even-odd rule, which expresses:
    /// * merge (1): the outlines together, filled by the style's rule;
    /// * add (2): every outline turned clockwise, non-zero — the union of
    ///   shapes that do not cross themselves;
    /// * exclude (5): even-odd — where an odd number of shapes cover (exact
    ///   for shapes that do not cross themselves).
    /// Subtract (3) and intersect (4) are not expressible so; the reader
    /// reports them and they merge as mode 1.
    /// Group opacity inside the merged items does not apply to the merged path.
    func addMerged(_ mode: LottieMergeMode, items: [LottieShapeItem], style: LottieShapeItem,
                   modifiers: [LottiePathModifier], into host: CALayer, map: LottieTimeMap) {
        var parts: [(Double) -> [LottieBezierShape]] = []
        var range: (Double, Double)?
        collectMerged(items, transforms: [], enclosing: [], into: &parts, range: &range, map: map)
        guard !parts.isEmpty else { return }
        let source = LottieGeometrySource(shapes: { frame in
            var shapes = parts.flatMap { $0(frame) }
            if mode == .add {
                shapes = shapes.map { $0.signedDoubleArea < 0 ? $0.reversed : $0 }
            }
            return shapes
        }, animatedRange: range, fillRule: mode == .add ? .nonZero : mode == .exclude ? .evenOdd : nil)
        host.addSublayer(styledLayer(source, style: style, modifiers: modifiers, map: map))
    }

    /// Gathers, in file order, each geometry of `items` as a function of the
    /// local frame (its modifiers, then the enclosing groups' transforms,
    /// innermost first, applied), and the frames over which any changes.
    private func collectMerged(_ items: [LottieShapeItem], transforms: [LottieTransform], enclosing: [LottiePathModifier],
                               into parts: inout [(Double) -> [LottieBezierShape]], range: inout (Double, Double)?,
                               map: LottieTimeMap) {
        for (j, item) in items.enumerated() {
            let modifiers = pathModifiers(items, after: j, enclosing: enclosing)
            switch item {
            case .group(_, let sub, let transform):
                let animated = [transform.anchor, transform.scale, transform.rotation, transform.skew, transform.skewAxis]
                    + [transform.position, transform.positionX, transform.positionY].compactMap { $0 }
                range = Self.union(range, animatedRange(animated, map: map))
                collectMerged(sub, transforms: [transform] + transforms, enclosing: modifiers, into: &parts, range: &range, map: map)
            case .repeater:
                unsupported(.root, "a repeater inside merged shapes is not supported; its copies are left out of the merged path")
            case let geometry where geometry.isGeometry:
                range = Self.union(range, animatedRange(of: geometry, map: map))
                for modifier in modifiers {
                    range = Self.union(range, animatedRange(modifier.properties, map: map))
                }
                parts.append { frame in
                    var shapes = [Self.shape(of: geometry, at: frame)]
                    for modifier in modifiers { shapes = Self.apply(modifier, to: shapes, at: frame) }
                    guard !transforms.isEmpty else { return shapes }
                    let matrix = transforms.reduce(CGAffineTransform.identity) { $0.concatenating(Self.affine($1, at: frame)) }
                    return shapes.map { $0.applying(matrix) }
                }
            default:
                break
            }
        }
    }
}
