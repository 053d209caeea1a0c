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
            let needing = pending.filter { $0.needsLayoutFlag }
            if needing.isEmpty { break }
            // Outermost first: a parent's layout may change its children.
            for layer in needing.sorted(by: { $0.depth < $1.depth }) { layer.layoutIfNeeded() }
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
        for layer in added {
            let inInterface = layer.rootLayer.isDisplayRoot
            layer.forEachInSubtree {
                $0.isInInterface = inInterface
                $0.hasBeenCommitted = true
            }
        }
        for layer in changed where layer.isDisplayRoot && !layer.isInInterface {
            layer.forEachInSubtree { $0.isInInterface = true }
        }
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
