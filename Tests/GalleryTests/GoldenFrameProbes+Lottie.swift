import Foundation
import Raster
@testable import Gallery

/// Probes of the Lottie scenes (issue #20, `Gallery.lottieScenes`).
///
/// `lottie-bouncing-ball` (Sources/Gallery/Scenes/Lottie): its JSON's
/// keyframes worked out again — frame f shows at f / 30 s; the ball (radius
/// 30, red 0.86/0.16/0.16) falls from y 60 to 230 over frames 0–30 eased
/// (0.55, 0, 1, 1), squashes linearly to 125 × 80 % at frame 30 (from 100 %
/// at 26); the shadow (black at 30 % opacity, 12 high at y 268) widens
/// linearly 40 → 90 over frames 0–30; the floor "#26262e" covers y 260–300.
extension GoldenFrameProbes {
    static let lottieProbes: [String: [FrameProbe]] = [
        "lottie-bouncing-ball@0.5": lottieBallFalling,
        "lottie-bouncing-ball@1": lottieBallLanded,
    ]

    static let lottieFloor = Pixel(r: 38, g: 38, b: 46, a: 255)

    static var lottieBallFalling: [FrameProbe] {
        let y = 60 + 170 * Expected.bezier(0.5, 0.55, 0, 1, 1)
        return [
            .colour("ball centre at y \(y)", around(CGPoint(x: 200, y: y), 20), red),
            .colour("paper 40 above the centre (radius 30)", around(CGPoint(x: 200, y: y - 40), 4), paper),
            .colour("paper 40 right of the centre", around(CGPoint(x: 240, y: y), 4), paper),
            .colour("floor", CGRect(x: 10, y: 280, width: 40, height: 10), lottieFloor),
            .colour("shadow centre (65 wide at frame 15)", around(CGPoint(x: 200, y: 268), 4), mix(black, over: lottieFloor, 0.3)),
            .colour("floor past the shadow's end (x 232.5)", around(CGPoint(x: 240, y: 268), 2), lottieFloor),
        ]
    }

    static var lottieBallLanded: [FrameProbe] {
        [
            .colour("ball centre", around(CGPoint(x: 200, y: 230), 20), red),
            .colour("squashed 75 wide: red 30 right of the centre", around(CGPoint(x: 230, y: 230), 4), red),
            .colour("squashed 48 high: paper 30 above the centre", around(CGPoint(x: 200, y: 200), 4), paper),
            .colour("shadow 90 wide: 40 right of its centre", around(CGPoint(x: 240, y: 268), 2), mix(black, over: lottieFloor, 0.3)),
        ]
    }
}
