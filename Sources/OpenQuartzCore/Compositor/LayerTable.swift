/// What one compositor keeps per model layer between frames — the scale it
/// last drew the layer at (`Compositor.drawScales`: a transition's "before"
/// picture is taken at it), the layer's last text layout
/// (`Compositor.textLayouts`) — kept on the render side, not on the layers:
/// model layers hold no render state.
///
/// Keyed by `CALayer.renderID`, which is never reused: an entry can go out
/// of date only by the layer not being drawn since, never by being read for
/// another layer (as an `ObjectIdentifier` key would be, for a layer created
/// at a freed one's address).
///
/// A renderer drops the entries of layers outside its last frame once the
/// table holds more than twice that frame's layers (`prune(keeping:)`), so
/// layers that are freed or leave the tree do not accumulate. A layer hidden
/// or removed across such a prune starts afresh: given a transition before it
/// is drawn again, its picture is taken at `contentsScale`; its text is laid
/// out again.
@MainActor struct LayerTable<Value> {
    private var values: [UInt64: Value] = [:]

    /// The value kept for `layer`. Setting costs one hash write.
    subscript(layer: CALayer) -> Value? {
        get { values[layer.renderID] }
        set { values[layer.renderID] = newValue }
    }

    /// Keeps only the layers of `frame` (a renderer's last frame) when the
    /// table has grown past twice their number (plus slack, so small trees
    /// never prune).
    mutating func prune(keeping frame: [PlannedLayer]) {
        guard values.count > 2 * frame.count + 256 else { return }
        var kept: [UInt64: Value] = [:]
        kept.reserveCapacity(frame.count)
        for item in frame {
            let id = item.model.renderID
            if let v = values[id] { kept[id] = v }
        }
        values = kept
    }
}
