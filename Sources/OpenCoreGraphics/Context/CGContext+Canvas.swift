import Foundation
import Raster

extension CGContext {
    /// Gives package code (the Core Animation compositor) the context's whole
    /// canvas and the transform from user space to its pixels (the CTM, then
    /// the flip to Raster's top-down rows). The caller's buffer is read into
    /// the canvas before `body` and written back after; the canvas' clip mask
    /// is the context's clip, and `alpha` the state's alpha.
    package func withCanvas(_ body: (_ canvas: Canvas, _ userToPixels: CGAffineTransform, _ alpha: CGFloat) -> Void) {
        load(0..<height, 0..<width)
        body(canvas, deviceTransform, state.alpha)
        store(0..<height, 0..<width)
    }
}
