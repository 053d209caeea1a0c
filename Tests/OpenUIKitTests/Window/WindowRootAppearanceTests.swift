import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A window's root view controller appears and disappears with the window,
/// as on iOS: `viewWillAppear(false)` when it is installed in a visible
/// window (or the window becomes visible), `viewDidAppear(false)` at the end
/// of that turn; the replaced or hidden root disappears.
@MainActor struct WindowRootAppearanceTests {
    @Test func aRootInAVisibleWindowAppearsThenDidAppearAtTheEndOfTheTurn() {
        resetClock()
        let window = makeVisibleWindow()
        let log = CallLog()
        let root = RecordingController("A", log: log)
        window.rootViewController = root
        #expect(log.take() == ["A.didLoad", "A.willAppear(false)"])
        #expect(root.view.superview === window && root.view.frame == window.bounds)
        MediaClock.advance(by: 0)
        #expect(log.take() == ["A.didAppear(false)"])
        MediaClock.advance(by: 1)
        #expect(log.take().isEmpty, "once")
    }

    @Test func aHiddenWindowWaitsUntilItIsShown() {
        resetClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CallLog()
        window.rootViewController = RecordingController("A", log: log)
        MediaClock.advance(by: 0)
        #expect(log.take() == ["A.didLoad"], "windows start hidden: no appearance")
        window.makeKeyAndVisible()
        #expect(log.take() == ["A.willAppear(false)"])
        window.isHidden = false                        // already visible: nothing again
        MediaClock.advance(by: 0)
        #expect(log.take() == ["A.didAppear(false)"])
        window.isHidden = true
        #expect(log.take() == ["A.willDisappear(false)", "A.didDisappear(false)"])
        window.isHidden = true
        #expect(log.take().isEmpty)
    }

    @Test func replacingTheRootMakesTheOldOneDisappear() {
        resetClock()
        let window = makeVisibleWindow()
        let log = CallLog()
        let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
        window.rootViewController = a
        MediaClock.advance(by: 0)
        _ = log.take()
        window.rootViewController = b
        #expect(log.take() == ["A.willDisappear(false)", "A.didDisappear(false)", "B.didLoad", "B.willAppear(false)"])
        #expect(a.view.superview == nil && b.view.superview === window)
        MediaClock.advance(by: 0)
        #expect(log.take() == ["B.didAppear(false)"])
    }

    @Test func aRootReplacedInTheSameTurnNeverGetsDidAppear() {
        resetClock()
        let window = makeVisibleWindow()
        let log = CallLog()
        let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
        window.rootViewController = a
        window.rootViewController = b
        window.rootViewController = nil
        MediaClock.advance(by: 0)
        #expect(log.take() == ["A.didLoad", "A.willAppear(false)", "A.willDisappear(false)", "A.didDisappear(false)",
                               "B.didLoad", "B.willAppear(false)", "B.willDisappear(false)", "B.didDisappear(false)"])
        #expect(window.subviews.isEmpty)
    }
}
