import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
@Suite @MainActor struct DisplayLinkTests {
    @MainActor final class Target {
        var stamps: [(Double, Double, Double)] = []   // (now, timestamp, targetTimestamp)
        func step(_ link: CADisplayLink) { stamps.append((CACurrentMediaTime(), link.timestamp, link.targetTimestamp)) }
    }

    @Test func firesOncePerFrameOnTheMediaClockGrid() {
        resetClock(at: 10)
        let target = Target()
        let link = CADisplayLink(target: target, selector: Target.step)
        link.add(to: .main, forMode: .default)
        #expect(link.duration == 1.0 / 60)
        for _ in 0..<3 { MediaClock.advance(by: 1.0 / 60) }
        // Frames fall on multiples of 1/60 s after 10 s: 601/60, 602/60, 603/60.
        #expect(target.stamps.count == 3)
        for (k, s) in target.stamps.enumerated() {
            let t = Double(601 + k) / 60
            #expect(abs(s.0 - t) < 1e-12 && abs(s.1 - t) < 1e-12 && abs(s.2 - (t + 1.0 / 60)) < 1e-12)
        }
        link.invalidate()
        MediaClock.advance(by: 1)
        #expect(target.stamps.count == 3)
    }

    @Test func pausingAndPreferredRate() {
        resetClock(at: 0)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 1)
        #expect(count == 20)                    // 20 frames in one second
        link.isPaused = true
        MediaClock.advance(by: 1)
        #expect(count == 20)
        link.isPaused = false
        MediaClock.advance(by: 0.5)
        #expect(count == 30)
        link.preferredFramesPerSecond = 1000    // above the display: 60
        MediaClock.advance(by: 0.5)
        #expect(count == 60)
        link.invalidate()
        // Adding an invalidated link is refused with a diagnostic.
        let reports = CADiagnostics.capture { link.add(to: .main, forMode: .default) }.messages
        #expect(reports.count == 1)
    }
}
}
