import Testing
import Foundation
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKit

/// Scenes built from views (`SceneContext.makeWindow`), under the manual
/// clock (@MainActor and synchronous, see SceneCheckpointTests).
@MainActor struct SceneWindowTests {
    /// The window's scene sets the main screen to its canvas for the run
    /// and puts the old one back at the end: before, a 480 × 320 scene left
    /// its screen behind, and a later test making a window of
    /// `UIScreen.main.bounds` (PortingGuideExampleTests) missed its tap.
    @Test func aViewSceneRestoresTheMainScreen() throws {
        let before = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        UIScreen.main = before
        var during: CGRect?
        let scene = Scene(name: "screen-probe", title: "t", source: "s", summary: "s",
                          size: CGSize(width: 480, height: 320), duration: 1) { ctx in
            let window = ctx.makeWindow()
            ctx.checkpoint(at: 0.5, "the canvas is the screen") { r in
                during = UIScreen.main.bounds
                r.expect(true, "ran")
            }
            return window.layer
        }
        _ = try SceneRunner(scene: scene).verify()
        #expect(during == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(UIScreen.main === before)
    }
}
