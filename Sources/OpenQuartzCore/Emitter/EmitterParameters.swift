import Foundation

/// One emitter cell's parameters, read once from a `CAEmitterCell` and
/// sanitized: numbers are `Double`, non-finite values are replaced (with a
/// diagnostic recorded in `EmitterParameters.issues`). Not Apple API.
package struct EmitterCellParameters: Sendable, Equatable {
    package var name: String?
    /// The index of the cell whose particles emit this one; -1 for top-level cells.
    package var parent: Int
    /// Indices of the nested cells.
    package var children: [Int] = []
    package var isEnabled: Bool
    /// Particles per second (the layer's multiplier not yet applied); 0 when invalid.
    package var birthRate: Double
    package var lifetime: Double
    package var lifetimeRange: Double
    package var emissionLatitude: Double
    package var emissionLongitude: Double
    package var emissionRange: Double
    package var velocity: Double
    package var velocityRange: Double
    package var acceleration: SIMD3<Double>
    package var scale: Double
    package var scaleRange: Double
    package var scaleSpeed: Double
    package var spin: Double
    package var spinRange: Double
    /// RGBA mean, range and speed.
    package var color: SIMD4<Double>
    package var colorRange: SIMD4<Double>
    package var colorSpeed: SIMD4<Double>
    /// Start of the emission window (seconds after emission start, or after the parent particle's birth).
    package var beginTime: Double
    /// End of the emission window; `.infinity` for ever; `-.infinity` never.
    package var endTime: Double
}

/// A value snapshot of everything an emitter layer's simulation needs, with
/// the cell tree flattened into an array (cycles cut, size bounded). Not Apple API.
package struct EmitterParameters: Sendable, Equatable {
    package var cells: [EmitterCellParameters] = []
    /// Indices of the layer's own cells.
    package var topLevel: [Int] = []
    package var birthRate: Double = 1
    package var lifetime: Double = 1
    package var velocity: Double = 1
    package var scale: Double = 1
    package var spin: Double = 1
    /// (emitterPosition.x, emitterPosition.y, emitterZPosition).
    package var position: SIMD3<Double> = .zero
    /// (emitterSize.width, emitterSize.height, emitterDepth).
    package var size: SIMD3<Double> = .zero
    package var shape: CAEmitterLayerEmitterShape = .point
    package var mode: CAEmitterLayerEmitterMode = .points
    package var seed: UInt32 = 0
    /// The largest number of children of one cell.
    package var maxChildren: Int = 0
    /// Problems found while reading the parameters (reported once by the layer).
    package var issues: [String] = []

    /// At most this many cells are flattened (a shared cell reachable on many
    /// paths is flattened once per path); deeper nesting than `maxDepth` is cut.
    package static let maxCells = 1024
    package static let maxDepth = 16

    package init() {}
}

extension EmitterParameters {
    /// Reads `layer`'s emitter parameters (use a presentation copy to see animations).
    @MainActor package init(_ layer: CAEmitterLayer) {
        var issues: [String] = []
        func finite(_ x: Double, _ what: String, default d: Double = 0) -> Double {
            if x.isFinite { return x }
            issues.append("CAEmitterLayer: \(what) is \(x); using \(d)")
            return d
        }
        birthRate = finite(Double(layer.birthRate), "birthRate", default: 0)
        if birthRate < 0 { issues.append("CAEmitterLayer: birthRate \(birthRate) is negative; emitting nothing"); birthRate = 0 }
        lifetime = max(0, finite(Double(layer.lifetime), "lifetime"))
        velocity = finite(Double(layer.velocity), "velocity")
        scale = finite(Double(layer.scale), "scale")
        spin = finite(Double(layer.spin), "spin")
        position = SIMD3(finite(Double(layer.emitterPosition.x), "emitterPosition.x"),
                         finite(Double(layer.emitterPosition.y), "emitterPosition.y"),
                         finite(Double(layer.emitterZPosition), "emitterZPosition"))
        size = SIMD3(finite(Double(layer.emitterSize.width), "emitterSize.width"),
                     finite(Double(layer.emitterSize.height), "emitterSize.height"),
                     finite(Double(layer.emitterDepth), "emitterDepth"))
        shape = layer.emitterShape
        mode = layer.emitterMode
        seed = layer.seed

        let flat = Self.flatten(layer.emitterCells ?? [], issues: &issues)
        var cells: [EmitterCellParameters] = []
        cells.reserveCapacity(flat.nodes.count)
        for node in flat.nodes {
            var c = Self.read(node.cell, parent: node.parent, issues: &issues)
            c.children = node.children
            cells.append(c)
        }
        topLevel = flat.topLevel
        self.cells = cells
        maxChildren = cells.map(\.children.count).max() ?? 0
        self.issues = issues
    }

    /// One node of the flattened cell tree.
    struct FlatNode {
        var cell: CAEmitterCell
        var parent: Int
        var children: [Int]
    }

    /// The cell tree flattened depth first (the order of
    /// `EmitterParameters.cells`), cutting cycles (a cell inside itself) and
    /// bounding its size and depth.
    @MainActor static func flatten(_ roots: [CAEmitterCell], issues: inout [String])
        -> (nodes: [FlatNode], topLevel: [Int]) {
        var nodes: [FlatNode] = []
        var path: [ObjectIdentifier] = []
        var truncated = false
        func add(_ cell: CAEmitterCell, parent: Int, depth: Int) -> Int? {
            let id = ObjectIdentifier(cell)
            if path.contains(id) {
                issues.append("CAEmitterCell '\(cell.name ?? "")' contains itself; the nested occurrence is ignored")
                return nil
            }
            guard nodes.count < maxCells, depth < maxDepth else { truncated = true; return nil }
            let index = nodes.count
            nodes.append(FlatNode(cell: cell, parent: parent, children: []))
            path.append(id)
            var children: [Int] = []
            for child in cell.emitterCells ?? [] {
                if let c = add(child, parent: index, depth: depth + 1) { children.append(c) }
            }
            path.removeLast()
            nodes[index].children = children
            return index
        }
        var topLevel: [Int] = []
        for cell in roots {
            if let i = add(cell, parent: -1, depth: 0) { topLevel.append(i) }
        }
        if truncated {
            issues.append("CAEmitterLayer: the emitter cell tree is larger than \(maxCells) cells or deeper than \(maxDepth); the rest is ignored")
        }
        return (nodes, topLevel)
    }

    /// One cell's sanitized parameters.
    @MainActor static func read(_ c: CAEmitterCell, parent: Int, issues: inout [String]) -> EmitterCellParameters {
        let label = "CAEmitterCell '\(c.name ?? "")'"
        func finite(_ x: Double, _ what: String) -> Double {
            if x.isFinite { return x }
            issues.append("\(label): \(what) is \(x); using 0")
            return 0
        }
        var rate = Double(c.birthRate)
        if !rate.isFinite || rate < 0 {
            issues.append("\(label): birthRate \(rate) is not a finite, non-negative number; emitting nothing")
            rate = 0
        }
        let rgba = c.color?.rgba ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let begin = finite(c.beginTime, "beginTime")
        let duration = c.duration.isNaN ? 0 : c.duration
        let end: Double
        if duration > 0 {
            // Neuburg's observation: a duration shorter than the beginTime emits nothing.
            end = duration < begin ? -.infinity : begin + duration
        } else {
            end = .infinity
        }
        return EmitterCellParameters(
            name: c.name, parent: parent, isEnabled: c.isEnabled, birthRate: rate,
            lifetime: finite(Double(c.lifetime), "lifetime"), lifetimeRange: finite(Double(c.lifetimeRange), "lifetimeRange"),
            emissionLatitude: finite(Double(c.emissionLatitude), "emissionLatitude"),
            emissionLongitude: finite(Double(c.emissionLongitude), "emissionLongitude"),
            emissionRange: finite(Double(c.emissionRange), "emissionRange"),
            velocity: finite(Double(c.velocity), "velocity"), velocityRange: finite(Double(c.velocityRange), "velocityRange"),
            acceleration: SIMD3(finite(Double(c.xAcceleration), "xAcceleration"),
                                finite(Double(c.yAcceleration), "yAcceleration"),
                                finite(Double(c.zAcceleration), "zAcceleration")),
            scale: finite(Double(c.scale), "scale"), scaleRange: finite(Double(c.scaleRange), "scaleRange"),
            scaleSpeed: finite(Double(c.scaleSpeed), "scaleSpeed"),
            spin: finite(Double(c.spin), "spin"), spinRange: finite(Double(c.spinRange), "spinRange"),
            color: SIMD4(finite(rgba.red, "color.red"), finite(rgba.green, "color.green"),
                         finite(rgba.blue, "color.blue"), finite(rgba.alpha, "color.alpha")),
            colorRange: SIMD4(finite(Double(c.redRange), "redRange"), finite(Double(c.greenRange), "greenRange"),
                              finite(Double(c.blueRange), "blueRange"), finite(Double(c.alphaRange), "alphaRange")),
            colorSpeed: SIMD4(finite(Double(c.redSpeed), "redSpeed"), finite(Double(c.greenSpeed), "greenSpeed"),
                              finite(Double(c.blueSpeed), "blueSpeed"), finite(Double(c.alphaSpeed), "alphaSpeed")),
            beginTime: begin, endTime: end)
    }
}
