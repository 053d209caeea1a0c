import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport

/// The playback API: seeking by progress and frame, playing on the media
/// clock, pausing, speed and loop modes — all through the container layer's
/// timing. One layer moves linearly from x = 0 at frame 0 to x = 200 at
/// frame 20 (10 fps), so its x is 10 × the frame showing.
@MainActor struct LottiePlayerTests {
    private let file = lottieFile(layers: [solidLayer("mover", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 20, "s": [200, 0]}]}"#)])

    private func x(_ player: LottiePlayer) -> Double {
        Double(shown(record(player, "layers[0]").transform).position.x)
    }

    @Test func seekingByProgressAndFrameIsExact() throws {
        let (player, _) = try makeShownPlayer(file)
        #expect(player.duration == 2 && !player.isPlaying)
        player.seek(toProgress: 0.5)
        MediaClock.advance(by: 0)
        #expect(approx(x(player), 100, 1e-6) && approx(player.currentFrame, 10, 1e-9))
        player.seek(toFrame: 7.25)                      // between frames: interpolated
        MediaClock.advance(by: 0)
        #expect(approx(x(player), 72.5, 1e-6) && approx(player.currentProgress, 7.25 / 20, 1e-9))
        MediaClock.advance(by: 3)                       // paused: time passing changes nothing
        #expect(approx(x(player), 72.5, 1e-6))
        player.seek(toProgress: 2)                      // clamped
        MediaClock.advance(by: 0)
        #expect(approx(x(player), 200, 1e-6))
        player.seek(toFrame: -40)
        MediaClock.advance(by: 0)
        #expect(approx(x(player), 0, 1e-6))
    }

    @Test func playingFollowsTheMediaClockAndPauseHolds() throws {
        let (player, _) = try makeShownPlayer(file)
        player.seek(toFrame: 4)
        player.play()
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)                     // 5 frames later
        #expect(approx(x(player), 90, 1e-6) && approx(player.currentFrame, 9, 1e-6))
        player.pause()
        MediaClock.advance(by: 0.7)
        #expect(approx(x(player), 90, 1e-6) && !player.isPlaying)
        player.speed = 2
        player.play()
        MediaClock.advance(by: 0.25)                    // 0.5 s of composition time
        #expect(approx(x(player), 140, 1e-6))
        MediaClock.advance(by: 5)                       // play once: holds the last frame
        #expect(approx(x(player), 200, 1e-6) && approx(player.currentProgress, 1, 1e-9))
    }

    @Test func loopModes() throws {
        let (player, _) = try makeShownPlayer(file)
        player.loopMode = .loop
        player.play()
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 2.5)                     // one pass and a quarter
        #expect(approx(x(player), 50, 1e-6) && approx(player.currentFrame, 5, 1e-6))

        player.loopMode = .autoReverse
        player.seek(toFrame: 0)
        player.play()
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 2.5)                     // forwards 2 s, back 0.5 s
        #expect(approx(x(player), 150, 1e-6) && approx(player.currentFrame, 15, 1e-6))

        player.loopMode = .repeat(2)
        player.seek(toFrame: 0)
        player.play()
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 3)
        #expect(approx(x(player), 100, 1e-6))
        MediaClock.advance(by: 10)                      // two passes done: holds the end
        #expect(approx(x(player), 200, 1e-6))
    }

    @Test func seekingToTheEndOfALoopShowsTheLastFrame() throws {
        let (player, _) = try makeShownPlayer(file)
        player.loopMode = .loop
        player.seek(toProgress: 1)
        MediaClock.advance(by: 0)
        #expect(approx(x(player), 200, 1e-6))
    }

    @Test func badSeeksAndSpeedsAreDiagnosed() throws {
        let (player, _) = try makeShownPlayer(file)
        let (_, messages) = CADiagnostics.capture {
            player.seek(toFrame: 8)
            player.seek(toFrame: .nan)                  // ignored
            player.seek(toProgress: .nan)               // frame 0
            player.speed = .infinity                    // 1
        }
        MediaClock.advance(by: 0)
        #expect(messages.count == 3)
        #expect(approx(x(player), 0, 1e-6) && player.speed == 1)
    }
}
