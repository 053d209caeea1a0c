import Foundation
import Raster

extension CARenderer {
    /// The target's size in pixels: `size × scale`, rounded up.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    /// Draws the tree at media time `t` into the target (cleared to
    /// transparent first, unless the root's background covers it).
    func composite(_ root: CALayer, at t: CFTimeInterval) {
        let (w, h) = pixelSize
        guard w > 0, h > 0 else { return }
        if target == nil || target!.pixmap.width != w || target!.pixmap.height != h {
            guard let canvas = try? Canvas(width: w, height: h) else {
                CADiagnostics.reportOnce("CARenderer: a \(w) × \(h) target is too large; nothing rendered", about: self)
                return
            }
            target = canvas
            damageTracker.invalidate()
        }
        guard let canvas = target else { return }
        let b = bounds
        guard b.width > 0, b.height > 0, b.isFiniteRect else { canvas.clear(); damageTracker.invalidate(); return }
        let base = ProjectiveTransform.translation(-Double(b.minX), -Double(b.minY))
            .concatenating(.scale(Double(w) / Double(b.width), Double(h) / Double(b.height)))
        compositor.time = t
        compositor.fadesTiles = true
        compositor.renderTree = renderTree
        // The frame's layers with their values (each evaluated once).
        let (tracker, tracks) = (damageTracker, options.tracksDamage)
        lastDamage = compositor.render(root, into: canvas, base: base, includeRootGeometry: true, layers: frameLayers,
                                       clearsTarget: true,
                                       damage: { plan in tracks ? tracker.update(plan.records, width: w, height: h) : .full })
        hasPixels = true
    }

    /// The pixels of the last `render()` (premultiplied RGBA, the first row
    /// the top of the frame); nil before the first render or without a layer.
    /// Not Apple API: Apple's `CARenderer` draws into a Metal texture.
    public func makeImage() -> CGImage? {
        guard hasPixels, let pixmap = target?.pixmap else { return nil }
        return CGImage(pixmap: pixmap, space: CGColorSpaceCreateDeviceRGB())
    }

    /// The last frame's pixels without a copy into a `CGImage` (for encoders).
    package var framePixmap: Pixmap? { hasPixels ? target?.pixmap : nil }
}
