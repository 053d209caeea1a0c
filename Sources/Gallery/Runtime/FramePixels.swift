import OpenQuartzCore
import Raster

/// The one place frames become pixels: the compositor's image of the frame
/// the renderer is on. Everything that renders goes through here.
@MainActor enum FramePixels {
    /// The pixels of `renderer`'s current frame (after `render()`), or nil
    /// when there are none. No copy: the pixmap shares the renderer's
    /// storage until the next frame writes to it.
    static func capture(_ renderer: CARenderer) -> Pixmap? {
        renderer.framePixmap
    }
}
