import Foundation

/// The layout, display and interface-membership steps of a commit.
@MainActor enum LayerCommit {
    /// Lays out, then displays, every changed layer that needs it — parents
    /// before children. Bounded: each layer is visited once per pass, and at
    /// most 16 passes run when layout code keeps invalidating layout.
    static func layoutAndDisplay(_ layers: [CALayer]) {
        var pass = 0
        var pending = layers
        while pass < 16 {
            // Plain loops, not `filter` with a closure: a main-actor closure
            // handed to a generic algorithm checks its executor on every call.
            var needing: [CALayer] = []
            for layer in pending where layer.needsLayoutFlag { needing.append(layer) }
            if needing.isEmpty { break }
            // Outermost first: a parent's layout may change its children.
            // Depths are computed once per pass, sharing ancestors' (a chain of
            // n nested layers costs O(n), not O(n²)).
            let depth = depths(of: needing)
            let ordered = needing.sorted { depth[ObjectIdentifier($0)]! < depth[ObjectIdentifier($1)]! }
            // An outer layer's pass lays out the flagged layers beneath it.
            for layer in ordered where layer.needsLayoutFlag { layer.layoutIfNeeded() }
            pending = needing.flatMap { $0.children }.filter { $0.needsLayoutFlag }
            pass += 1
        }
        if pass == 16 {
            CADiagnostics.report("CATransaction: layout kept invalidating itself for 16 passes; stopped")
        }
        for layer in layers where layer.needsDisplayFlag { layer.displayIfNeeded() }
    }

    /// Layers newly placed under a displayed root join the interface at the
    /// commit (so their property changes animate from the next transaction on).
    static func updateInterfaceMembership(added: [CALayer], changed: [CALayer]) {
        // Each layer is visited once however many of its ancestors were added
        // in the same transaction, and roots are looked up through already
        // resolved ancestors: linear in the tree's size, even for deep chains.
        var resolved: [ObjectIdentifier: Bool] = [:]
        func inInterface(_ layer: CALayer) -> Bool {
            var path: [CALayer] = []
            var l = layer
            var answer: Bool?
            while true {
                if let known = resolved[ObjectIdentifier(l)] { answer = known; break }
                path.append(l)
                guard let p = l.superlayer ?? l.maskOwner else { break }
                l = p
            }
            let result = answer ?? l.isDisplayRoot
            for p in path { resolved[ObjectIdentifier(p)] = result }
            return result
        }
        var visited = Set<ObjectIdentifier>()
        for layer in added where !visited.contains(ObjectIdentifier(layer)) {
            let status = inInterface(layer)
            var stack: [CALayer] = [layer]
            while let l = stack.popLast() {
                guard visited.insert(ObjectIdentifier(l)).inserted else { continue }
                l.isInInterface = status
                l.hasBeenCommitted = true
                resolved[ObjectIdentifier(l)] = status
                if let m = l.mask { stack.append(m) }
                stack.append(contentsOf: l.children)
            }
        }
        for layer in changed where layer.isDisplayRoot && !layer.isInInterface {
            layer.forEachInSubtree { $0.isInInterface = true }
        }
    }
}

extension LayerCommit {
    /// The depth of each layer (superlayers and mask owners above it),
    /// memoised along the way up.
    static func depths(of layers: [CALayer]) -> [ObjectIdentifier: Int] {
        var memo: [ObjectIdentifier: Int] = [:]
        for layer in layers {
            var path: [CALayer] = []
            var l: CALayer? = layer
            var base = -1
            while let cur = l {
                if let d = memo[ObjectIdentifier(cur)] { base = d; break }
                path.append(cur)
                l = cur.superlayer ?? cur.maskOwner
            }
            for p in path.reversed() { base += 1; memo[ObjectIdentifier(p)] = base }
        }
        return memo
    }
}

extension CALayer {
    /// The number of superlayers above the layer.
    var depth: Int {
        var d = 0
        var l = superlayer ?? maskOwner
        while let p = l { d += 1; l = p.superlayer ?? p.maskOwner }
        return d
    }
}
