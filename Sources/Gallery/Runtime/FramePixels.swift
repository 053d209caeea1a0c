import OpenQuartzCore
import Raster

/// The one place frames become pixels: the compositor's image of the frame
/// the renderer is on. Everything that renders goes through here.
@MainActor enum FramePixels {
    /// Whether this build composites layer trees into pixels.
    static var isAvailable: Bool { false }

    /// The pixels of `renderer`'s current frame (between `beginFrame` and
    /// `endFrame`, after `render()`), or nil when there are none.
    static func capture(_ renderer: CARenderer) -> Pixmap? {
        nil
    }
}
