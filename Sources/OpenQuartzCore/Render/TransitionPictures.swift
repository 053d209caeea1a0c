import Foundation
import Raster

/// The picture of a layer taken when a `CATransition` is added: its
/// subtree (`Compositor.transitionExtent`), drawn with the render state
/// before the current transaction's changes.
struct TransitionSnapshot {
    /// The pixels; pixel (0, 0) is `rect`'s origin.
    var pixmap: Pixmap
    /// Pixels per point.
    var scale: Double
    /// The part of the layer's plane (its bounds' coordinates) the picture covers.
    var rect: CGRect
}

/// The "before" pictures of layers in a `CATransition`: render-side state,
/// kept here rather than on the model layers.
///
/// ## One store for every renderer
/// The picture shows the committed tree before the transaction that adds
/// the transition, and every renderer (and `render(in:)` of a presentation
/// copy) shows that same committed tree — so, like Apple's render server,
/// which is one per process and shared by all the contexts that show a
/// layer, there is one store and one picture per layer, drawn by each
/// renderer resampled to its own scale. The picture is taken at the largest
/// scale at which a renderer showing the layer's tree last drew the layer
/// (no renderer has to enlarge it), else at `contentsScale`. One picture per
/// renderer instead would cost a render per renderer at every transition, and
/// leave renderers attached after the transition was added, and
/// `render(in:)`, without a picture.
///
/// ## When the picture is taken and dropped
/// When the transition is added (`CALayer.add(_:forKey:)`), before the
/// commit applies the transaction's changes; a second transition replaces
/// the picture with one of the first as it shows at that moment (or, added
/// in the same transaction, keeps it). A compositor drops it when it meets the layer with no
/// transition listed any more (finished or removed); `capture(_:)` also drops
/// the pictures of layers that were freed or list no transition, so the
/// store holds at most the layers with a pending or running transition.
///
/// Keyed by `CALayer.renderID`, which is never reused, so a picture can never
/// be drawn for another layer.
@MainActor final class TransitionPictures {
    /// The render side's store.
    static let shared = TransitionPictures()

    private struct Entry {
        /// To tell freed layers (weak: the store does not keep layers alive).
        weak var layer: CALayer?
        var picture: TransitionSnapshot
        /// The transaction batch it was taken in.
        var batch: UInt64
    }
    private var entries: [UInt64: Entry] = [:]

    /// The picture held for `layer`'s current transition; nil when none is
    /// pending or running. A dictionary lookup only when any picture is held.
    func picture(of layer: CALayer) -> TransitionSnapshot? {
        entries.isEmpty ? nil : entries[layer.renderID]?.picture
    }

    /// Whether a picture is held for `layer`: it is in a transition (drawn
    /// through an offscreen, neither an occluder nor boundable for damage).
    func hasPicture(of layer: CALayer) -> Bool { picture(of: layer) != nil }

    /// How many pictures are held (tests read it).
    var count: Int { entries.count }

    /// Forgets `layer`'s picture (its transition is over).
    func forget(_ layer: CALayer) {
        entries[layer.renderID] = nil
    }

    /// Takes the "before" picture of a transition added to `layer`: its
    /// bounds and whatever of its subtree reaches out of them
    /// (`Compositor.transitionExtent`) — background, contents, class
    /// content, sublayers and border, masked — with every value as the render tree has it before the current
    /// transaction (changes of this transaction are rolled back), at the
    /// scale described in the type's doc. While another transition of the
    /// layer runs, the picture is that transition as it shows now (inside
    /// the bounds), so the new one starts from what is on screen.
    ///
    /// Sublayers added or removed in the same transaction are not rolled
    /// back: to transition between two sets of sublayers, add the transition
    /// before changing them (the picture is taken when it is added).
    func capture(_ layer: CALayer) {
        entries = entries.filter { _, entry in
            guard let l = entry.layer else { return false }
            return l.animationList.contains { $0.animation is CATransition }
                || l.renderAnimations.contains { $0.animation is CATransition }
        }
        // Taken already in this transaction (a transition replacing one
        // added since the last commit): the same "before", kept.
        let batch = TransactionStack.shared.currentBatch
        if entries[layer.renderID]?.batch == batch { return }
        // The renderers showing the layer's tree (a renderer that drew it in
        // another tree, before it moved, does not count).
        var root = layer
        while let up = root.superlayer ?? root.maskOwner { root = up }
        var scale = 0.0
        for renderer in CARenderer.live where renderer.layer === root {
            scale = max(scale, renderer.compositor.drawScales[layer] ?? 0)
        }
        let now = CACurrentMediaTime()
        let compositor = Compositor(time: now)
        let values = compositor.values(of: layer)
        let extent = compositor.transitionExtent(layer, values)
        guard let plane = PlaneOffscreen(extent, scale: scale > 0 ? scale : Double(layer.contentsScale)),
              let canvas = try? Canvas(width: plane.width, height: plane.height) else { forget(layer); return }
        if let running = picture(of: layer), let (spec, progress) = layer.activeTransition(at: now) {
            // A transition interrupting another starts from what is on
            // screen: the running one's blend of its two pictures.
            compositor.drawTransition(layer, values, map: plane.map, into: canvas, alpha: 1, old: running,
                                      spec: spec, progress: progress)
        } else {
            compositor.renderGroupContent(layer, values, map: plane.map, into: canvas)
        }
        entries[layer.renderID] = Entry(layer: layer, picture: TransitionSnapshot(pixmap: canvas.pixmap, scale: plane.scale,
                                                                                  rect: extent),
                                        batch: batch)
    }
}

extension CALayer {
    /// The "before" picture the render side holds for the layer's current
    /// transition (nil when none is pending or running): a read-only view of
    /// `TransitionPictures` for tests and diagnostics — the layer stores none.
    var transitionSnapshot: TransitionSnapshot? { TransitionPictures.shared.picture(of: self) }
}
