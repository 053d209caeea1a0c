import Foundation

/// A layer that creates a true 3D hierarchy: its sublayers are not flattened
/// into its plane, so they keep their z positions and intersect and sort in
/// depth with each other — Core Animation's `CATransformLayer`.
///
/// As on Apple's platforms, a transform layer is only a container: it draws
/// nothing of its own — its `backgroundColor`, `borderWidth`/`borderColor`,
/// `contents`, `cornerRadius`, shadow, `mask`, `masksToBounds` and filters are
/// ignored — and only its 3D geometry (`position`, `bounds` centre,
/// `transform`, `sublayerTransform`) and `opacity` (applied to each sublayer
/// separately, not as a group) affect what it shows. Model only for now: the renderer that honours
/// this arrives later.
@MainActor open class CATransformLayer: CALayer {
    /// Creates a transform layer with CALayer's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` (the presentation copy).
    public override init(layer: Any) { super.init(layer: layer) }

    override func renderContent() -> LayerClassContent { .transformLayer }

    // Apple's header says `hitTest(_:)` should not be called on a transform
    // layer (it has no 2D coordinate space of its own). Here it is defined:
    // the sublayers are tested as usual and the transform layer itself is
    // never the result (it has no content) — a rule of the hit-test walk
    // (`CALayer.hitTestLayer(_:)`) rather than an override, so that the walk
    // handles transform layers in place at any depth.
}
