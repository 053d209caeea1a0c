import Foundation
import Raster

/// A frame's layers in paint order, with what culling and damage tracking
/// need, worked out in one pass before anything is drawn: each layer's
/// flattened map, the device box of its subtree, the end of its subtree in
/// paint order, and the opaque rectangles it surely covers.
///
/// The compositor looks a layer up by identity once (`paintIndex`) and
/// reads flat arrays from there: whether its subtree misses the frame's
/// damage, whether an occluder drawn after its subtree hides it. The damage
/// tracker compares two frames' records.
struct FramePlan {
    /// The drawn layers, in paint order.
    var layers: [PlannedLayer] = []
    /// One record per drawn layer, in paint order (see `DamageRecord`).
    var records: [DamageRecord] = []
    /// The number after each layer's subtree's last layer.
    var subtreeEnd: [Int32] = []
    /// Two opaque device rectangles per layer (`.null` for none), bucketed by `grid`.
    var occluders: [CGRect] = []
    var grid = OccluderGrid()
    /// Each drawn model layer's number in paint order.
    var paintIndex: [ObjectIdentifier: Int32] = [:]
    /// Whether any layer occludes.
    var hasOccluders = false

    /// Empties the plan, keeping its arrays' storage for the next frame: at
    /// 100,000 layers each frame's fresh arrays were tens of megabytes,
    /// mapped and zeroed by the kernel every frame (13 % of a frame in
    /// `clear_page`). `layers` is released (it is the renderer's list).
    mutating func reset() {
        layers = []
        records.removeAll(keepingCapacity: true)
        subtreeEnd.removeAll(keepingCapacity: true)
        occluders.removeAll(keepingCapacity: true)
        paintIndex.removeAll(keepingCapacity: true)
        hasOccluders = false
    }
}

/// One layer of a frame to plan: the model, the values drawn, the
/// superlayer's index in the list (−1 for the root) and the product of the
/// opacities from the root down.
package struct PlannedLayer {
    let model: CALayer
    package let values: LayerValues
    let parent: Int
    let cumulativeOpacity: Float
    /// `values.layerToSuperlayerMatrix(sublayerTransformOf:)` of the
    /// superlayer's values (unused for the root).
    let local: CATransform3D
    /// Whether the layer's sublayers were left out of the list: it is
    /// rasterized, they are drawn only into its bitmap (`FrameBuilder.build`).
    var sealed = false
}

extension Compositor {
    /// The layers of `root`'s tree in paint order as `draw` visits them
    /// straight into the canvas (hidden subtrees left out; sublayers by
    /// `zPosition`), with this compositor's values. `CARenderer` has the same
    /// list already (`lastFrame`); this is for `render(in:)`.
    func paintOrder(_ root: CALayer, _ rootValues: LayerValues) -> [PlannedLayer] {
        var out: [PlannedLayer] = []
        var stack: [(CALayer, LayerValues, Int, Float)] = [(root, rootValues, -1, 1)]
        while let (model, values, parent, opacity) = stack.popLast() {
            if values.isHidden { continue }
            let i = out.count
            let cumulative = opacity * values.opacity
            let local = parent >= 0 ? values.layerToSuperlayerMatrix(sublayerTransformOf: out[parent].values) : CATransform3DIdentity
            out.append(PlannedLayer(model: model, values: values, parent: parent, cumulativeOpacity: cumulative, local: local))
            let ordered = orderedChildren(model.children)
            var k = ordered.count - 1
            while k >= 0 { stack.append((ordered[k].0, ordered[k].1, i, cumulative)); k -= 1 }
        }
        return out
    }

    /// Plans a frame of `layers` (paint order, see `paintOrder`) whose root
    /// is drawn through `rootMap` into `canvas` at `alpha`. Occluders are
    /// the layers drawn straight into the canvas at full opacity whose
    /// ancestors neither group (opacity, mask, alpha shadow, perspective),
    /// clip, replicate, keep 3D nor transition them.
    func planFrame(_ layers: [PlannedLayer], rootMap: ProjectiveTransform, canvas: Canvas, alpha: Double, frameNumber: UInt64) -> FramePlan {
        var plan = FramePlan()
        planFrame(layers, rootMap: rootMap, canvas: canvas, alpha: alpha, frameNumber: frameNumber, into: &plan)
        return plan
    }

    /// `planFrame` into `plan`, emptied first (`FramePlan.reset()`), so its
    /// storage is reused from frame to frame.
    func planFrame(_ layers: [PlannedLayer], rootMap: ProjectiveTransform, canvas: Canvas, alpha: Double, frameNumber: UInt64,
                   into plan: inout FramePlan) {
        plan.reset()
        let n = layers.count
        plan.records.reserveCapacity(n)
        plan.subtreeEnd.reserveCapacity(n)
        plan.paintIndex.reserveCapacity(n)
        let culls = options.cullsHiddenLayers && alpha >= 1 && canvas.clipMask == nil
        if culls { plan.occluders.reserveCapacity(2 * n) }
        // Per layer: its sublayers cannot be bounded (drawn through other
        // maps: kept 3D, or once per replicator instance), or cannot occlude.
        var unboundable: [Bool] = []
        var blocked: [Bool] = []
        var clips: [Bool] = []
        // Device pixels a rasterized layer's bitmap spreads a change by (0: not rasterized).
        var rasterMargin: [CGFloat] = []
        unboundable.reserveCapacity(n); blocked.reserveCapacity(n); clips.reserveCapacity(n); rasterMargin.reserveCapacity(n)
        layers.withUnsafeBufferPointer { layers in
            // In place (see `Compositor.drawSublayers`): the layers' values
            // are read where they are, not copied out per layer.
            for i in 0..<n {
                let model = layers[i].model, p = layers[i].parent, opacity = layers[i].cumulativeOpacity
                let map = p >= 0 ? ProjectiveTransform(layers[i].local).concatenating(plan.records[p].map) : rootMap
                let isReplicator = layers[i].values.replicator != nil, isTransformLayer = layers[i].values.isTransformLayer
                let inTransition = model.transitionSnapshot != nil
                let parentUnbounded = p >= 0 && unboundable[p]
                var own: (box: CGRect, clipsSublayers: Bool)?
                if !parentUnbounded && !inTransition { own = ownReach(model, layers[i].values, map: map) }
                unboundable.append(parentUnbounded || isReplicator || isTransformLayer)
                let alphaShadow = hasAlphaShadow(layers[i].values)
                let rasterized = layers[i].values.shouldRasterize
                rasterMargin.append(rasterized ? rasterizationMargin(layers[i].values, map: map) : 0)
                // Ancestors that draw this layer's sublayers other than straight
                // into the canvas, opaque where they are opaque.
                blocked.append((p >= 0 && blocked[p]) || opacity < 1 || layers[i].values.masksToBounds || model.mask != nil
                               || alphaShadow || clipsShadow(model, layers[i].values) || !map.isAffine || isTransformLayer
                               || isReplicator || inTransition || rasterized || layers[i].values.compositingBlend != .sourceOver)
                clips.append(own?.clipsSublayers ?? false)
                var stamp = layers[i].values.stamp, subtree = own?.box
                if layers[i].sealed {
                    // Its sublayers are not listed: its record stands for
                    // them, its box the bitmap's, its stamp theirs too.
                    let (key, _) = rasterKey(model, layers[i].values)
                    stamp = SplitMix64.mix(stamp ^ SplitMix64.mix(key.below))
                    if subtree != nil { subtree = sealedBox(model, layers[i].values, key: key, map: map, margin: rasterMargin[i]) }
                }
                plan.records.append(DamageRecord(model: model.renderID, values: stamp, map: map,
                                                 opacity: opacity, maskStamp: maskStamp(of: model, frameNumber),
                                                 parent: p, subtree: subtree, spreads: alphaShadow || isReplicator || rasterized))
                plan.subtreeEnd.append(Int32(i + 1))
                plan.paintIndex[ObjectIdentifier(model)] = Int32(i)
                if culls {
                    let (wide, tall) = p >= 0 && blocked[p] ? (CGRect.null, CGRect.null)
                        : occluderRects(model, layers[i].values, map)
                    plan.hasOccluders = plan.hasOccluders || !wide.isNull
                    plan.occluders.append(wide)
                    plan.occluders.append(tall)
                }
            }
        }
        // Children come after their parents: fold subtree boxes and ends into
        // the parents, from the last layer back (a clipping parent's box
        // holds its sublayers; an unbounded child makes its parent unbounded).
        var i = n - 1
        while i >= 0 {
            // Its sublayers (after it) are folded in already: a bitmap spreads them all.
            if rasterMargin[i] > 0, !layers[i].sealed, let box = plan.records[i].subtree {
                plan.records[i].subtree = box.insetBy(dx: -rasterMargin[i], dy: -rasterMargin[i])
            }
            if i == 0 { break }
            let p = plan.records[i].parent
            if plan.subtreeEnd[i] > plan.subtreeEnd[p] { plan.subtreeEnd[p] = plan.subtreeEnd[i] }
            if !clips[p], let parentBox = plan.records[p].subtree {
                if let childBox = plan.records[i].subtree { plan.records[p].subtree = parentBox.union(childBox) } else { plan.records[p].subtree = nil }
            }
            i -= 1
        }
        if plan.hasOccluders {
            plan.grid.build(plan.occluders, width: canvas.pixmap.width, height: canvas.pixmap.height)
        } else {
            plan.occluders.removeAll(keepingCapacity: true)
        }
        plan.layers = layers
    }

    /// A stamp that changes when anything in `model`'s mask tree may draw
    /// differently: a render-state change, or a running animation (then
    /// every frame: `frameNumber` goes in).
    private func maskStamp(of model: CALayer, _ frameNumber: UInt64) -> UInt64 {
        guard model.mask != nil else { return 0 }
        // Mixed (SplitMix64's finalizer), not summed: consecutive frame
        // numbers must never give one stamp (`31 × g + f | 1` did, for f = 1, 2).
        var stamp: UInt64 = 0x9E37_79B9_7F4A_7C15
        model.forEachInMaskTree { m in
            stamp = SplitMix64.mix(stamp ^ m.renderGeneration)
            if m.variesWithTime { stamp = SplitMix64.mix(stamp ^ frameNumber) }
        }
        return stamp == 0 ? 1 : stamp
    }
}
