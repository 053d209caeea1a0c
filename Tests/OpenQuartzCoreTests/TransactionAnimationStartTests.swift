import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// When animations start (issue 19, item 4; Neuburg's warning in §16 of
/// *Programming iOS*): an animation added inside an explicit
/// `CATransaction.begin()`/`commit()` starts at that commit — its
/// `beginTime` resolves then — when the transaction is the outermost one;
/// an animation added in the implicit transaction starts when the run-loop
/// turn ends. Apple's Core Animation Programming Guide ("Nesting Explicit
/// Transactions"): "Only after you commit the changes for the outermost
/// transaction does Core Animation begin the associated animations."
///
/// Under the manual clock a turn ends only at `MediaClock.advance`; to tell
/// the two moments apart the clock is moved with `setManual(at:)`, which
/// ends no turn: the turn goes on for a quarter of a second after the
/// changes (as a long computation would), then ends.
@Suite @MainActor struct TransactionAnimationStartTests {
    /// zPosition 0 → 100 over one second, linear.
    private func zAnimation() -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    /// A committed layer, no transaction left open, the clock at 1000.
    private func freshLayer() -> CALayer {
        resetClock()
        let layer = CALayer()
        MediaClock.advance(by: 0)
        return layer
    }

    private func z(_ layer: CALayer) -> Double { Double(layer.presentation()!.zPosition) }

    @Test func anOutermostExplicitCommitStartsItsAnimationsAtOnce() {
        let layer = freshLayer()
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        layer.add(zAnimation(), forKey: "z")
        CATransaction.commit()
        // Started at the commit: a quarter of a second later, a quarter through.
        MediaClock.setManual(at: t0 + 0.25)
        #expect(layer.animation(forKey: "z")?.beginTime == t0)
        #expect(approx(z(layer), 25))
        MediaClock.advance(by: 0)                 // the turn ends: nothing more to start
        #expect(layer.animation(forKey: "z")?.beginTime == t0)
        #expect(approx(z(layer), 25))
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx(z(layer), 50))
        MediaClock.advance(to: t0 + 0.999)
        #expect(approx(z(layer), 99.9, 1e-6))
        MediaClock.advance(to: t0 + 1)            // over, removed: the model value
        #expect(layer.animation(forKey: "z") == nil && z(layer) == 0)
    }

    @Test func theImplicitTransactionsAnimationsStartWhenTheTurnEnds() {
        let layer = freshLayer()
        let t0 = CACurrentMediaTime()
        layer.add(zAnimation(), forKey: "z")      // no begin(): the implicit transaction
        MediaClock.setManual(at: t0 + 0.25)
        // Not committed yet: no begin time, nothing on screen.
        #expect(layer.animation(forKey: "z")?.beginTime == 0)
        #expect(z(layer) == 0)
        MediaClock.advance(by: 0)                 // the turn ends at t0 + 0.25: it starts now
        #expect(layer.animation(forKey: "z")?.beginTime == t0 + 0.25)
        #expect(z(layer) == 0)
        MediaClock.advance(to: t0 + 0.5)          // a quarter through (the explicit one is half way)
        #expect(approx(z(layer), 25))
        MediaClock.advance(to: t0 + 1.2)          // still running when the explicit one has ended
        #expect(approx(z(layer), 95))
        MediaClock.advance(to: t0 + 1.25)
        #expect(layer.animation(forKey: "z") == nil && z(layer) == 0)
    }

    /// An explicit transaction begun after a change opened the implicit one
    /// is nested in it: its commit is not the outermost, so its animations
    /// start with the implicit transaction's commit, at the turn's end.
    @Test func anExplicitTransactionInsideTheImplicitOneStartsAtTheTurnEnd() {
        let layer = freshLayer()
        let t0 = CACurrentMediaTime()
        layer.opacity = 0.5                       // opens the implicit transaction
        CATransaction.begin()
        layer.add(zAnimation(), forKey: "z")
        CATransaction.commit()
        MediaClock.setManual(at: t0 + 0.25)
        #expect(layer.animation(forKey: "z")?.beginTime == 0)
        #expect(z(layer) == 0)
        MediaClock.advance(by: 0)
        #expect(layer.animation(forKey: "z")?.beginTime == t0 + 0.25)
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx(z(layer), 25))
    }

    /// Nested explicit transactions: the inner commit starts nothing; the
    /// outer one starts the animations of both.
    @Test func onlyTheOutermostExplicitCommitStartsAnimations() {
        let layer = freshLayer()
        let other = CALayer()
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.begin()
        layer.add(zAnimation(), forKey: "z")
        CATransaction.commit()                    // inner: nothing starts
        MediaClock.setManual(at: t0 + 0.25)
        #expect(layer.animation(forKey: "z")?.beginTime == 0)
        other.add(zAnimation(), forKey: "z")
        CATransaction.commit()                    // outermost, at t0 + 0.25: both start
        #expect(layer.animation(forKey: "z")?.beginTime == t0 + 0.25)
        #expect(other.animation(forKey: "z")?.beginTime == t0 + 0.25)
        MediaClock.setManual(at: t0 + 0.5)
        #expect(approx(z(layer), 25) && approx(z(other), 25))
        MediaClock.advance(by: 0)
    }

    /// `CATransaction.flush()` commits the implicit transaction at once
    /// (Apple: "Flushes any extant implicit transaction"): its animations
    /// start then, not at the turn's end.
    @Test func flushStartsTheImplicitTransactionsAnimationsAtOnce() {
        let layer = freshLayer()
        let t0 = CACurrentMediaTime()
        layer.add(zAnimation(), forKey: "z")
        CATransaction.flush()
        MediaClock.setManual(at: t0 + 0.25)
        #expect(layer.animation(forKey: "z")?.beginTime == t0)
        #expect(approx(z(layer), 25))
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx(z(layer), 50))
    }

    /// An explicit `beginTime` is kept whichever transaction commits it: only
    /// a zero `beginTime` means "the commit".
    @Test func anExplicitBeginTimeDoesNotDependOnTheCommit() {
        let layer = freshLayer()
        let t0 = CACurrentMediaTime()
        let a = zAnimation()
        a.beginTime = t0 + 0.1
        layer.add(a, forKey: "z")                 // implicit transaction
        MediaClock.setManual(at: t0 + 0.25)
        MediaClock.advance(by: 0)                 // committed at t0 + 0.25, began at t0 + 0.1
        #expect(layer.animation(forKey: "z")?.beginTime == t0 + 0.1)
        #expect(approx(z(layer), 15))
        MediaClock.advance(to: t0 + 0.6)
        #expect(approx(z(layer), 50))
    }
}
}
