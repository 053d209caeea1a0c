@testable import Raster

/// Helpers shared by the Raster tests.
enum TestSupport {
    /// A transparent canvas.
    static func canvas(_ w: Int, _ h: Int) -> Canvas { try! Canvas(width: w, height: h) }

    /// Opaque white.
    static let white = Paint(color: .white)

    /// Sum of alpha over the pixmap, in pixels (255 = one pixel).
    static func coverage(_ p: Pixmap) -> Double {
        p.storage.reduce(0.0) { $0 + Double($1 >> 24) } / 255
    }

    /// Alpha at (x, y).
    static func alpha(_ c: Canvas, _ x: Int, _ y: Int) -> UInt8 { c.pixmap.pixel(x: x, y: y)!.a }
}
