import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UIViewPropertyAnimator's state machine as a table: every state × every
/// call that does not trap → the state it leaves (the traps are checked in
/// child processes in PropertyAnimatorTests).
@MainActor struct PropertyAnimatorStateTests {
    enum Start: String, CaseIterable { case inactive, running, paused, stopped }
    enum Call: String, CaseIterable { case start, pause, stopTrue, stopFalse, finishEnd, scrub, reverse, continueNil }
    /// (state, isRunning) after the call, nil where UIKit raises.
    static func expected(_ from: Start, _ call: Call) -> (UIViewAnimatingState, Bool)? {
        switch (from, call) {
        case (.inactive, .start), (.paused, .start), (.running, .start): return (.active, true)
        case (.inactive, .pause), (.running, .pause), (.paused, .pause): return (.active, false)
        case (.inactive, .stopTrue), (.inactive, .stopFalse): return nil
        case (.running, .stopTrue), (.paused, .stopTrue): return (.inactive, false)
        case (.running, .stopFalse), (.paused, .stopFalse): return (.stopped, false)
        case (.stopped, .stopTrue), (.stopped, .stopFalse): return (.stopped, false)
        case (.stopped, .finishEnd): return (.inactive, false)
        case (_, .finishEnd): return nil
        case (.inactive, .scrub), (.paused, .scrub): return (.active, false)
        case (.running, .scrub): return (.active, true)                  // ignored while running (reported)
        case (.stopped, .scrub), (.stopped, .reverse): return (.stopped, false)   // reported, ignored
        case (.inactive, .reverse): return (.inactive, false)
        case (.running, .reverse): return (.active, true)
        case (.paused, .reverse): return (.active, false)
        case (.inactive, .continueNil): return (.inactive, false)        // reported, ignored
        case (.running, .continueNil), (.paused, .continueNil): return (.active, true)
        case (.stopped, .start), (.stopped, .pause), (.stopped, .continueNil): return nil
        }
    }

    @Test func everyStateAndEveryCall() {
        for from in Start.allCases {
            for call in Call.allCases {
                guard let (state, running) = Self.expected(from, call) else { continue }
                resetClock()
                let window = makeVisibleWindow()
                let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), to: window)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
                switch from {
                case .inactive: break
                case .running: animator.startAnimation()
                case .paused: animator.startAnimation(); MediaClock.advance(by: 0.2); animator.pauseAnimation()
                case .stopped: animator.startAnimation(); animator.stopAnimation(false)
                }
                MediaClock.advance(by: 0.1)
                _ = CGDiagnostics.capture {
                    switch call {
                    case .start: animator.startAnimation()
                    case .pause: animator.pauseAnimation()
                    case .stopTrue: animator.stopAnimation(true)
                    case .stopFalse: animator.stopAnimation(false)
                    case .finishEnd: animator.finishAnimation(at: .end)
                    case .scrub: animator.fractionComplete = 0.5
                    case .reverse: animator.isReversed.toggle()
                    case .continueNil: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                    }
                }
                #expect(animator.state == state && animator.isRunning == running, "\(from) + \(call)")
                if animator.state == .active { animator.stopAnimation(true) }
                if animator.state == .stopped { animator.finishAnimation(at: .current) }
            }
        }
    }

    /// Released while paused: UIKit raises; here a diagnostic, and the views
    /// are left showing their models.
    @Test func releasedWhilePausedIsReportedAndCleansUp() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), to: window)
        // The report comes from the animator's isolated deinit, which does not
        // see a capturing handler: count the reports instead.
        let before = CGDiagnostics.count
        var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator!.startAnimation()
        MediaClock.advance(by: 0.5)
        animator!.pauseAnimation()
        animator = nil
        #expect(CGDiagnostics.count >= before + 1)          // other suites may report at the same time
        MediaClock.advance(by: 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position.x == 100)
    }

    @Test func continuingAStoppedAnimatorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                MediaClock.setManual(at: 10)
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 50 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }
        }
    }

    /// Scrubbing to exactly 0 and 1, then starting from there; a completion
    /// that starts another animator on the same view.
    @Test func edgeFractionsAndAChainedAnimator() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), to: window)   // centre (5, 5)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.fractionComplete = 1
        MediaClock.advance(by: 0)
        #expect(view.layer.presentation()!.position.x == 105)
        animator.fractionComplete = 0
        MediaClock.advance(by: 0)
        #expect(view.layer.presentation()!.position.x == 5)
        var log: [String] = []
        animator.addCompletion { _ in
            log.append("first")
            let next = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 105 }
            next.addCompletion { _ in log.append("second") }
            next.startAnimation()
        }
        animator.startAnimation()
        MediaClock.advance(by: 1)
        #expect(log == ["first"])
        MediaClock.advance(by: 0.5)
        #expect(approx(Double(view.layer.presentation()!.position.y), 55, 1e-6))
        #expect(view.layer.presentation()!.position.x == 105)
        MediaClock.advance(by: 0.5)
        #expect(log == ["first", "second"])
    }
}
