import Foundation
import Raster

extension Compositor {
    /// The paint for a layer colour: `pattern`'s tiles when the colour is a
    /// pattern colour (pattern space = the layer's coordinate space, which
    /// `t` maps to the canvas; the cell is rendered once per device scale
    /// and kept by the pattern), otherwise the plain colour `color`.
    func colorPaint(_ color: RGBA, pattern: CGColor?, _ t: Transform, _ alpha: Double) -> Paint {
        if let pattern, let paint = pattern.patternPaint(baseToDevice: t, userToDevice: t, alpha: alpha) { return paint }
        return Paint(color: color.rasterColor, alpha: alpha)
    }
}
