import Foundation

extension UIView {
    /// A new view showing a picture of this view (its bounds, its subviews
    /// included): with `afterScreenUpdates` false, as it is on screen now
    /// (the presentation values at the current media time); with true, as it
    /// will be after pending changes — layout runs first and the model values
    /// are drawn. The snapshot view is the size of the bounds, at the origin;
    /// its layer's contents are the picture, at the view's scale. A view with
    /// empty or huge bounds gives an empty snapshot (with a diagnostic for huge).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contentsScale = layer.contentsScale
        let source = afterUpdates ? layer : (layer.presentation() ?? layer)
        guard let ctx = source.makeBackingStoreContext() else { return snapshot }
        // `makeBackingStoreContext` maps the bounds' origin to the image's
        // corner, and so does `render(in:)` itself: undo the first.
        ctx.translateBy(x: source.bounds.minX, y: source.bounds.minY)
        source.render(in: ctx)
        snapshot.layer.contents = ctx.makeImage()
        return snapshot
    }
}
