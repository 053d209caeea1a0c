import Foundation

extension EmitterSimulation {
    /// Where on the emission shape a particle starts, relative to
    /// (emitterPosition, emitterZPosition). See `CAEmitterLayerEmitterShape`
    /// for the sizes and `CAEmitterLayerEmitterMode` for the parts:
    ///
    /// | shape     | points          | outline            | surface        | volume  |
    /// |-----------|-----------------|--------------------|----------------|---------|
    /// | point     | centre          | centre             | centre         | centre  |
    /// | line      | either end      | along the segment  | segment        | segment |
    /// | rectangle | a corner        | perimeter          | area           | area    |
    /// | circle    | centre          | circumference      | disk           | disk    |
    /// | cuboid    | a corner        | an edge            | a face         | volume  |
    /// | sphere    | centre          | sphere surface     | sphere surface | ball    |
    ///
    /// Positions are uniform by length, area or volume.
    func shapeOffset(_ p: EmitterParameters, _ rng: inout SplitMix64) -> SIMD3<Double> {
        let w = p.size.x, h = p.size.y, d = p.size.z
        switch p.shape {
        case .line:
            if p.mode == .points { return SIMD3(rng.unit() < 0.5 ? -w / 2 : w / 2, 0, 0) }
            return SIMD3(rng.symmetric() * w / 2, 0, 0)
        case .rectangle:
            switch p.mode {
            case .points:
                return SIMD3(rng.unit() < 0.5 ? -w / 2 : w / 2, rng.unit() < 0.5 ? -h / 2 : h / 2, 0)
            case .outline:
                return Self.perimeterPoint(w, h, rng.unit())
            default:
                return SIMD3(rng.symmetric() * w / 2, rng.symmetric() * h / 2, 0)
            }
        case .circle:
            let r = abs(w)
            switch p.mode {
            case .points: return .zero
            case .outline:
                let a = 2 * Double.pi * rng.unit()
                return SIMD3(r * cos(a), r * sin(a), 0)
            default:
                let a = 2 * Double.pi * rng.unit(), q = r * rng.unit().squareRoot()
                return SIMD3(q * cos(a), q * sin(a), 0)
            }
        case .cuboid:
            switch p.mode {
            case .points:
                return SIMD3(rng.unit() < 0.5 ? -w / 2 : w / 2, rng.unit() < 0.5 ? -h / 2 : h / 2,
                             rng.unit() < 0.5 ? -d / 2 : d / 2)
            case .outline:
                return Self.edgePoint(SIMD3(abs(w), abs(h), abs(d)), rng.unit(), rng.unit(), rng.unit())
            case .surface:
                return Self.facePoint(SIMD3(abs(w), abs(h), abs(d)), &rng)
            default:
                return SIMD3(rng.symmetric() * w / 2, rng.symmetric() * h / 2, rng.symmetric() * d / 2)
            }
        case .sphere:
            let r = abs(w)
            if p.mode == .points { return .zero }
            let z = rng.symmetric(), a = 2 * Double.pi * rng.unit()
            let s = (max(0, 1 - z * z)).squareRoot()
            let unit = SIMD3(s * cos(a), s * sin(a), z)
            if p.mode == .volume { return unit * (r * Foundation.cbrt(rng.unit())) }
            return unit * r
        default:
            // .point, and unknown shapes.
            return .zero
        }
    }

    /// A point at fraction `u` of the rectangle's perimeter (clockwise from the top-left corner).
    static func perimeterPoint(_ w: Double, _ h: Double, _ u: Double) -> SIMD3<Double> {
        let aw = abs(w), ah = abs(h)
        let total = 2 * (aw + ah)
        guard total > 0 else { return .zero }
        var t = u * total
        if t < aw { return SIMD3(-aw / 2 + t, -ah / 2, 0) }
        t -= aw
        if t < ah { return SIMD3(aw / 2, -ah / 2 + t, 0) }
        t -= ah
        if t < aw { return SIMD3(aw / 2 - t, ah / 2, 0) }
        t -= aw
        return SIMD3(-aw / 2, ah / 2 - min(t, ah), 0)
    }

    /// A point on one of the box's 12 edges, chosen by length.
    static func edgePoint(_ size: SIMD3<Double>, _ u: Double, _ v: Double, _ w: Double) -> SIMD3<Double> {
        let total = 4 * (size.x + size.y + size.z)
        guard total > 0 else { return .zero }
        let t = u * total
        // Which axis the edge runs along, then which of its 4 edges.
        let axis = t < 4 * size.x ? 0 : (t < 4 * (size.x + size.y) ? 1 : 2)
        let p: SIMD3<Double>
        let corner = (v < 0.5 ? 0 : 1) + (w < 0.5 ? 0 : 2)
        let along = (v * 2).truncatingRemainder(dividingBy: 1) - 0.5
        switch axis {
        case 0: p = SIMD3(along * size.x, (corner & 1 == 0 ? -0.5 : 0.5) * size.y, (corner & 2 == 0 ? -0.5 : 0.5) * size.z)
        case 1: p = SIMD3((corner & 1 == 0 ? -0.5 : 0.5) * size.x, along * size.y, (corner & 2 == 0 ? -0.5 : 0.5) * size.z)
        default: p = SIMD3((corner & 1 == 0 ? -0.5 : 0.5) * size.x, (corner & 2 == 0 ? -0.5 : 0.5) * size.y, along * size.z)
        }
        return p
    }

    /// A point on one of the box's 6 faces, chosen by area.
    static func facePoint(_ size: SIMD3<Double>, _ rng: inout SplitMix64) -> SIMD3<Double> {
        let xy = size.x * size.y, yz = size.y * size.z, xz = size.x * size.z
        let total = 2 * (xy + yz + xz)
        let a = rng.symmetric() * 0.5, b = rng.symmetric() * 0.5
        let side = rng.unit() < 0.5 ? -0.5 : 0.5
        guard total > 0 else { return .zero }
        let t = rng.unit() * (xy + yz + xz)
        if t < xy { return SIMD3(a * size.x, b * size.y, side * size.z) }
        if t < xy + yz { return SIMD3(side * size.x, a * size.y, b * size.z) }
        return SIMD3(a * size.x, side * size.y, b * size.z)
    }
}
