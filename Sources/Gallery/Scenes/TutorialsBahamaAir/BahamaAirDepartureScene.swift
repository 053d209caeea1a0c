import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 5: keyframe animations. The board of ch. 4 switches
    /// flight at 0.5 s and the plane departs with `animateKeyframes` (1.5 s,
    /// default options: linear keyframes under one ease-in-out curve):
    /// forward and up, tilting to −22.5°, climbing off while fading, an
    /// unseen jump to the left edge, then taxiing back in. The summary bar
    /// flies up and back (two keyframes, 1 s); its text changes while away.
    static let tutorialsBahamaDeparture = Scene(
        name: "tutorials-bahama-departure", title: "Bahama Air: the plane departs",
        source: BahamaAir.source(5, "keyframe animations"),
        summary: "animateKeyframes: five keyframes move, tilt, fade and bring back the plane over 1.5 s; the summary bar flies out and back with its new text",
        size: CGSize(width: 360, height: 640), duration: 3, goldenTimes: [1.1]
    ) { ctx in
        let board = BahamaFlightBoard(ctx)
        ctx.at(0.5) { board.show(.parisToRome, animated: true, keyframes: true) }
        let home = BahamaFlightBoard.planeHome
        /// The plane's centre, alpha and tilt at overall keyframe progress f.
        @MainActor func plane(_ f: Double) -> (center: CGPoint, alpha: Double, angle: Double) {
            let x = BahamaAir.keyframed(f, from: home.x, [(0, 0.25, home.x + 80), (0.25, 0.5, home.x + 180),
                                                          (0.51, 0.52, 0), (0.55, 1, home.x)])
            let y = BahamaAir.keyframed(f, from: home.y, [(0, 0.25, home.y - 10), (0.25, 0.5, home.y - 60),
                                                          (0.51, 0.52, home.y), (0.55, 1, home.y)])
            let alpha = BahamaAir.keyframed(f, from: 1, [(0.25, 0.5, 0), (0.55, 1, 1)])
            let angle = BahamaAir.keyframed(f, from: 0, [(0.1, 0.5, -.pi / 8), (0.51, 0.52, 0)])
            return (CGPoint(x: x, y: y), alpha, angle)
        }
        @MainActor func expectPlane(_ r: inout CheckpointReport, at t: Double) {
            let e = plane(Expected.easeInOut((t - 0.5) / 1.5)), shown = BahamaAir.shown(board.plane)
            r.expect(shown.position, e.center, tolerance: 1e-3, "plane centre")
            r.expect(Double(shown.opacity), e.alpha, tolerance: 1e-4, "plane alpha")
            r.expect(Expected.rotationZ(board.plane.layer), e.angle, tolerance: 1e-4, "plane tilt")
        }
        ctx.checkpoint(at: 0.875, "accelerating and starting to tilt") { r in expectPlane(&r, at: 0.875) }
        ctx.checkpoint(at: 1.1, "climbing off, half faded, fully tilted soon") { r in
            expectPlane(&r, at: 1.1)
            r.expect(board.plane.layer.animationKeys()?.contains("position") == true, "a keyframe animation on position")
        }
        ctx.checkpoint(at: 1.25, "gone: the unseen jump is done") { r in expectPlane(&r, at: 1.25) }
        ctx.checkpoint(at: 1.625, "taxiing back in") { r in expectPlane(&r, at: 1.625) }
        ctx.checkpoint(at: 0.75, "summary bar flying up") { r in
            let f = Expected.easeInOut(0.25)
            r.expect(Double(BahamaAir.shown(board.summary).position.y), 62 - 100 * f / 0.45, tolerance: 1e-3, "summary y")
            r.expect(board.summary.text == "01 Apr 2015 09:42", "old summary while leaving")
        }
        ctx.checkpoint(at: 1.25, "summary bar coming back with the new text") { r in
            let f = Expected.easeInOut(0.75)
            r.expect(Double(BahamaAir.shown(board.summary).position.y), -38 + 100 * (f - 0.5) / 0.45, tolerance: 1e-3, "summary y")
            r.expect(board.summary.text == "01 Apr 2015 17:05", "new summary")
        }
        ctx.checkpoint(at: 2.2, "landed") { r in
            r.expect(BahamaAir.shown(board.plane).position, home, tolerance: 1e-9, "plane home")
            r.expect(Double(BahamaAir.shown(board.plane).opacity), 1, "plane opaque")
            r.expect(board.log.entries == ["show AE 1107", "summary text", "weather", "landed"], "order of events")
        }
        return board.window.layer
    }
}
