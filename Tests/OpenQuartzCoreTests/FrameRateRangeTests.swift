import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// `CAFrameRateRange`, `preferredFrameRateRange` on display links and
/// animations, `frameInterval` and `remove(from:forMode:)`, under the manual
/// clock on the 60 Hz display.
@Suite @MainActor struct FrameRateRangeTests {
    @Test func rangesCompareAndDefaultToNothing() {
        let r = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
        #expect(r.isEqual(to: CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)))
        #expect(!r.isEqual(to: .default))
        #expect(CAFrameRateRange().isEqual(to: .default))
        #expect(CAFrameRateRange.default.minimum == 0 && CAFrameRateRange.default.maximum == 0)
        // The rate chosen is a divisor of 60 (display refreshes per callback).
        #expect(r.displayFrameInterval(displayRate: 60) == 2)
        #expect(CAFrameRateRange(minimum: 0, maximum: 60, preferred: 24).displayFrameInterval(displayRate: 60) == 3)   // 20 is nearer than 30
        #expect(CAFrameRateRange(minimum: 25, maximum: 60, preferred: 24).displayFrameInterval(displayRate: 60) == 1)  // invalid: preferred outside
        #expect(CAFrameRateRange(minimum: 0, maximum: 60, preferred: 10).displayFrameInterval(displayRate: 60) == 6)
        #expect(CAFrameRateRange(minimum: 0, maximum: 60, preferred: 45).displayFrameInterval(displayRate: 60) == 1)
        #expect(CAFrameRateRange(minimum: 8, maximum: 15).displayFrameInterval(displayRate: 60) == 4)   // the maximum
        #expect(CAFrameRateRange.default.displayFrameInterval(displayRate: 60) == 1)
    }

    @Test func aLinkFiresAtTheChosenRateOnTheRefreshGrid() {
        resetClock(at: 0)
        var stamps: [(Double, Double)] = []
        let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp)) }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 60, preferred: 30)
        link.add(to: .main, forMode: .default)
        for k in 1...6 { MediaClock.advance(to: Double(k) / 60) }
        // Every 2nd refresh: 2/60, 4/60, 6/60, each targeting the next one 2 refreshes on.
        #expect(stamps.count == 3)
        for (k, s) in stamps.enumerated() {
            #expect(s.0 == Double(2 * (k + 1)) / 60 && s.1 == Double(2 * (k + 2)) / 60)
        }
        MediaClock.advance(to: 1)
        #expect(stamps.count == 30)
        #expect(link.duration == 1.0 / 60)   // the display's refresh interval, whatever the rate
        link.invalidate()
    }

    @available(*, deprecated)
    @Test func frameIntervalAndPreferredFramesPerSecond() {
        resetClock(at: 0)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.frameInterval = 3
        link.add(to: .main, forMode: .default)
        MediaClock.advance(by: 1)
        #expect(count == 20)
        // preferredFramesPerSecond wins over frameInterval; 24 is not a divisor: the nearest, 20.
        link.preferredFramesPerSecond = 24
        MediaClock.advance(by: 1)
        #expect(count == 40)
        // The range wins over both.
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 12, preferred: 12)
        MediaClock.advance(by: 1)
        #expect(count == 52)
        let reports = CADiagnostics.capture { link.frameInterval = 0 }.messages
        #expect(reports.count == 1 && link.frameInterval == 1)
        link.invalidate()
    }

    @Test func removingFromEveryModeStopsTheLinkWithoutInvalidatingIt() {
        resetClock(at: 0)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 0.5)
        #expect(count == 30)
        link.remove(from: .main, forMode: .default)     // still in .common
        MediaClock.advance(by: 0.5)
        #expect(count == 60)
        link.remove(from: .main, forMode: .common)
        MediaClock.advance(by: 0.5)
        #expect(count == 60)
        link.remove(from: .main, forMode: .common)      // not in it: nothing happens
        link.add(to: .main, forMode: .default)          // still valid: runs again
        MediaClock.advance(by: 0.5)
        #expect(count == 90)
        link.invalidate()
    }

    @Test func badRangesAreRefusedWithTheDefaultKept() {
        resetClock(at: 0)
        let link = CADisplayLink { _ in }
        let bad = [CAFrameRateRange(minimum: 60, maximum: 30, preferred: 40),
                   CAFrameRateRange(minimum: .nan, maximum: 60, preferred: 30),
                   CAFrameRateRange(minimum: 0, maximum: 60, preferred: -5),
                   CAFrameRateRange(minimum: 10, maximum: 20, preferred: 40)]
        for range in bad {
            let reports = CADiagnostics.capture { link.preferredFrameRateRange = range }.messages
            #expect(reports.count == 1 && link.preferredFrameRateRange.isEqual(to: .default))
        }
        let animation = CABasicAnimation(keyPath: "opacity")
        let reports = CADiagnostics.capture { animation.preferredFrameRateRange = bad[0] }.messages
        #expect(reports.count == 1 && animation.preferredFrameRateRange.isEqual(to: .default))
        let good = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        animation.preferredFrameRateRange = good
        #expect((animation.copy() as! CAAnimation).preferredFrameRateRange.isEqual(to: good))
        link.invalidate()
    }
}
}
