import Foundation

/// Decides between the gesture recognizers of a window, as UIKit does:
/// every state change a recognizer asks for passes through here.
///
/// - A recognizer leaving `.possible` (to `.began`, or `.ended` for a
///   discrete gesture) first waits for the recognizers it must see fail
///   (`require(toFail:)`, `shouldRequireFailure(of:)`, the delegates): while
///   one of them is still possible it stays `.possible` with the state it
///   asked for pending; when they have all failed the pending state is
///   applied; when one recognizes, it fails. Then the view's and the
///   delegate's `gestureRecognizerShouldBegin(_:)` may make it fail, and so
///   does another recognizer sharing a touch that is already in progress
///   (unless the two may recognize simultaneously).
/// - A recognizer that begins or recognizes makes the still-possible
///   recognizers sharing one of its touches fail (unless simultaneous, or
///   `canPrevent`/`canBePrevented(by:)` say no), cancels its touches in
///   their views (`cancelsTouchesInView`), then runs its actions.
/// - A recognizer that has ended, been cancelled or failed returns to
///   `.possible` (`reset()`) once its touches have lifted: at the end of the
///   event being delivered, or at once outside an event.
///
/// The recognizers taking part in a gesture (those given a touch since
/// their last reset) are kept in `participants`.
@MainActor enum GestureArbiter {
    /// The recognizers in a gesture, in the order they joined.
    static var participants: [UIGestureRecognizer] = []

    /// Adds `recognizer` to the gesture of `window` (on its first touch).
    static func join(_ recognizer: UIGestureRecognizer, window: UIWindow) {
        guard !participants.contains(where: { $0 === recognizer }) else { return }
        recognizer.gestureWindow = window
        participants.append(recognizer)
    }

    /// Whether `recognizer` takes part in a gesture now.
    static func isParticipating(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { $0 === recognizer }
    }

    /// A state change asked for by `recognizer` (its `state` setter).
    static func requestTransition(_ g: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let old = g.stateStorage
        switch (old, new) {
        case (.possible, .possible):
            return
        case (_, .possible):
            reset(g)
        case (.possible, .began), (.possible, .ended):
            guard g.isEnabled, g.view != nil else { return }
            switch requirementStatus(of: g) {
            case .failed: fail(g)
            case .waiting: g.pendingState = new
            case .clear: apply(g, new)
            }
        case (.possible, .failed):
            fail(g)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            g.stateStorage = new
            g.sendActions()
            if new.isTerminal { finish(g) }
        default:
            CGDiagnostics.reportOnce("UIGestureRecognizer: the state cannot go from \(old) to \(new); ignored", about: g)
        }
    }

    /// Ends `g`'s part in a gesture without recognizing: a gesture in
    /// progress is cancelled (its actions run), a possible one fails. Used
    /// when it is disabled or removed from its view.
    static func abandon(_ g: UIGestureRecognizer) {
        if g.stateStorage.isActive {
            g.stateStorage = .cancelled
            g.sendActions()
            finish(g)
        } else if g.stateStorage == .possible, isParticipating(g) {
            fail(g)
        }
    }

    /// Makes `g` fail (from `.possible`, pending or not).
    static func fail(_ g: UIGestureRecognizer) {
        guard g.stateStorage == .possible else { return }
        g.pendingState = nil
        g.stateStorage = .failed
        finish(g)
        reevaluatePending()
        TouchDispatcher.releaseHeldTouches()
    }

    /// Applies a recognition that no requirement holds back.
    private static func apply(_ g: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        g.pendingState = nil
        let viewAgrees = g.view?.gestureRecognizerShouldBegin(g) ?? true
        guard viewAgrees, g.delegate?.gestureRecognizerShouldBegin(g) ?? true, !isBlocked(g) else {
            fail(g)
            return
        }
        g.stateStorage = new
        for other in participants where other !== g && other.stateStorage == .possible
            && sharesTouch(g, other) && !mayRecognizeTogether(g, other)
            && g.canPrevent(other) && other.canBePrevented(by: g) {
            fail(other)
        }
        reevaluatePending()
        if g.cancelsTouchesInView { TouchDispatcher.cancelTouchesInViews(of: g) }
        TouchDispatcher.releaseHeldTouches()
        g.sendActions()
        if new.isTerminal { finish(g) }
    }

    /// Whether a recognizer in progress that shares a touch with `g` keeps it from beginning.
    private static func isBlocked(_ g: UIGestureRecognizer) -> Bool {
        participants.contains { other in
            other !== g && other.stateStorage.isActive && sharesTouch(g, other)
                && !mayRecognizeTogether(g, other) && other.canPrevent(g) && g.canBePrevented(by: other)
        }
    }

    /// Whether either delegate allows the two to recognize at the same time.
    static func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private static func sharesTouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.gestureWindow === b.gestureWindow && a.trackedTouches.contains { t in b.trackedTouches.contains { $0 === t } }
    }

    private enum RequirementStatus { case clear, waiting, failed }

    /// Where `g`'s failure requirements stand: all failed (or not in a
    /// gesture), one still possible, or one recognized.
    private static func requirementStatus(of g: UIGestureRecognizer) -> RequirementStatus {
        var waiting = false
        for other in requirements(of: g) where isParticipating(other) {
            switch other.stateStorage {
            case .possible: waiting = true
            case .began, .changed, .ended: return .failed
            case .cancelled, .failed: continue
            }
        }
        return waiting ? .waiting : .clear
    }

    /// The recognizers `g` must see fail.
    private static func requirements(of g: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var list = g.failureRequirements.compactMap(\.recognizer)
        for other in participants where other !== g && !list.contains(where: { $0 === other }) {
            if g.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: g)
                || (g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: g) ?? false) {
                list.append(other)
            }
        }
        return list
    }

    /// Applies or fails pending recognitions whose requirements have settled.
    static func reevaluatePending() {
        for g in participants where g.pendingState != nil {
            guard let pending = g.pendingState else { continue }
            switch requirementStatus(of: g) {
            case .waiting: continue
            case .failed: fail(g)
            case .clear: apply(g, pending)
            }
        }
    }

    /// After `g` reached a final state: reset it now if nothing is being
    /// delivered and its touches have lifted; otherwise at the end of the event.
    static func finish(_ g: UIGestureRecognizer) {
        if !TouchDispatcher.isDispatching, g.liveTouches.isEmpty { reset(g) }
    }

    /// Resets the finished recognizers whose touches have all lifted (the end of an event).
    static func resetFinished() {
        for g in participants where g.stateStorage.isTerminal && g.liveTouches.isEmpty { reset(g) }
    }

    /// Returns `g` to `.possible`, out of the gesture, and calls its `reset()`.
    static func reset(_ g: UIGestureRecognizer) {
        let leftWithoutFailing = g.stateStorage == .possible
        g.stateStorage = .possible
        g.pendingState = nil
        for touch in g.trackedTouches where touch.isLive { touch.gestureRecognizers?.removeAll { $0 === g } }
        g.trackedTouches = []
        participants.removeAll { $0 === g }
        g.generation += 1
        g.timer?.cancel()
        g.timer = nil
        g.reset()
        TouchDispatcher.releaseHeldTouches()
        if leftWithoutFailing { reevaluatePending() }
    }
}
