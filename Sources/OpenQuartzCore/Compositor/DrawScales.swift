/// The device pixels per point at which one compositor last drew each model
/// layer: the scale a transition's "before" picture is taken at
/// (`TransitionPictures.capture(_:)`), so the picture is as sharp as the
/// layer is on screen.
///
/// Kept by the compositor, not on the layers (model layers hold no render
/// state), keyed by `CALayer.renderID`, which is never reused: an entry can
/// go out of date only by the layer not being drawn since, never by being
/// read for another layer.
///
/// A renderer drops the entries of layers outside its last frame once the
/// table holds more than twice that frame's layers (`prune(keeping:)`), so
/// layers that are freed or leave the tree do not accumulate. A layer
/// hidden or removed across such a prune, then given a transition before it
/// is drawn again, has its picture taken at `contentsScale`.
@MainActor struct DrawScales {
    private var scales: [UInt64: Double] = [:]

    /// The scale `layer` was last drawn at by this compositor, if it is known.
    subscript(layer: CALayer) -> Double? { scales[layer.renderID] }

    /// Notes that `layer` is being drawn at `scale` device pixels per point.
    /// One hash write per drawn layer per frame.
    mutating func record(_ scale: Double, for layer: CALayer) {
        scales[layer.renderID] = scale
    }

    /// Keeps only the layers of `frame` (a renderer's last frame) when the
    /// table has grown past twice their number (plus slack, so small trees
    /// never prune).
    mutating func prune(keeping frame: [RenderedLayer]) {
        guard scales.count > 2 * frame.count + 256 else { return }
        var kept: [UInt64: Double] = [:]
        kept.reserveCapacity(frame.count)
        for item in frame {
            let id = item.model.renderID
            if let s = scales[id] { kept[id] = s }
        }
        scales = kept
    }
}
