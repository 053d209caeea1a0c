import Foundation

/// Which view classes draw (override `draw(_:)`).
///
/// On iOS a view has a backing store only when its class overrides
/// `draw(_:)`; UIKit reads that from the Objective-C runtime. Swift on Linux
/// cannot ask whether a method is overridden, so the first display of a
/// view of each class finds out: `UIView.draw(_:)` itself marks that it ran.
/// A class whose display ran only the base method (or a base call that drew
/// nothing) is recorded as not drawing — its views get no contents and no
/// further displays — and a class whose override ran without calling the
/// base method is recorded as drawing. A class whose override calls
/// `super.draw(_:)` and then draws is told apart by whether anything was
/// drawn, on each display (a scan of the backing store's pixels).
@MainActor enum UIViewDrawing {
    enum Kind { case draws, doesNotDraw, callsBaseAndMayDraw }
    private static var kinds: [ObjectIdentifier: Kind] = [:]
    private static var baseRan = false

    /// Whether views of `cls` may have content to draw (unknown classes may).
    static func mayDraw(_ cls: UIView.Type) -> Bool { kinds[ObjectIdentifier(cls)] != .doesNotDraw }

    /// Called by `UIView.draw(_:)`.
    static func baseDrawDidRun() { baseRan = true }

    /// Draws `view`'s content into a fresh backing store: `.some(image)`
    /// for a view whose class draws (nil when its bounds are empty), nil
    /// when the class does not draw — then the layer's contents are left as
    /// they are (code that sets `view.layer.contents` itself keeps them).
    /// Whether every pixel is 0. Nonisolated: a closure formed in main-actor
    /// code checked its isolation on every pixel.
    nonisolated static func isBlank(_ storage: [UInt32]) -> Bool { storage.allSatisfy { $0 == 0 } }

    static func display(_ view: UIView, layer: CALayer) -> CGImage?? {
        let id = ObjectIdentifier(type(of: view))
        guard kinds[id] != .doesNotDraw else { return nil }
        // Empty bounds: nothing to draw. Only a class known to draw loses its
        // contents; one not yet checked may be setting them itself.
        guard let ctx = layer.makeBackingStoreContext() else { return kinds[id] == nil ? nil : .some(nil) }
        let outer = baseRan
        baseRan = false
        layer.draw(in: ctx)
        let ranBase = baseRan
        baseRan = outer
        let image = ctx.makeImage()
        if !ranBase {
            kinds[id] = .draws
            return .some(image)
        }
        let blank = image.map { isBlank($0.pixmap.storage) } ?? true
        if kinds[id] == nil { kinds[id] = blank ? .doesNotDraw : .callsBaseAndMayDraw }
        return blank ? (kinds[id] == .doesNotDraw ? nil : .some(nil)) : .some(image)
    }
}

extension UIView {
    /// `display(_:)`: the backing store drawn by `draw(_:)`, or no contents.
    func displayLayer(_ layer: CALayer) {
        guard layer === self.layer, let drawn = UIViewDrawing.display(self, layer: layer) else { return }
        layer.contents = drawn
    }

    /// `draw(_:in:)`: `draw(_:)` with `ctx` as the current UIGraphics context
    /// — for a `CATiledLayer`, with the tile's rectangle (the clip's box), as
    /// UIKit does.
    func drawLayerContent(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(layer is CATiledLayer ? ctx.boundingBoxOfClipPath : layer.bounds)
    }
}
