import Foundation

/// `delaysTouchesBegan` and `delaysTouchesEnded`: holding back a view's
/// touch calls while recognizers that ask for it are still possible, and
/// releasing them when those recognizers have failed or reset.
extension TouchDispatcher {
    /// The touches with a view call held back.
    @MainActor private static var held: [UITouch] = []

    /// Whether the view's call for `touch` in its current phase waits;
    /// records the holding recognizers when it starts to.
    static func holdsBack(_ touch: UITouch) -> Bool {
        if touch.beganHeld {
            if touch.phase == .ended { touch.endedHeld = true }
            return touch.phase != .cancelled || dropHeld(touch)
        }
        let wants: (UIGestureRecognizer) -> Bool
        switch touch.phase {
        case .began: wants = \.delaysTouchesBegan
        case .ended: wants = \.delaysTouchesEnded
        default: return false
        }
        let holders = (touch.gestureRecognizers ?? []).filter { wants($0) && stillPossible($0) }
        guard !holders.isEmpty else { return false }
        touch.heldBy = holders.map { ($0, $0.generation) }
        if touch.phase == .began { touch.beganHeld = true } else { touch.endedHeld = true }
        held.append(touch)
        return true
    }

    /// A held-back began whose touch is cancelled: the view never hears of it.
    private static func dropHeld(_ touch: UITouch) -> Bool {
        touch.beganHeld = false
        touch.endedHeld = false
        touch.heldBy = []
        held.removeAll { $0 === touch }
        return true
    }

    /// Whether `g` may still recognize the gesture it is in.
    private static func stillPossible(_ g: UIGestureRecognizer) -> Bool {
        g.stateStorage == .possible && GestureArbiter.isParticipating(g)
    }

    /// Settles the held calls whose recognizers have decided: when one of
    /// them recognized (and cancels touches in its view), a held
    /// `touchesEnded` becomes `touchesCancelled` and a held `touchesBegan` is
    /// dropped (Apple's documented behaviour); when all failed or reset, the
    /// held calls are delivered.
    static func releaseHeldTouches() {
        guard !held.isEmpty else { return }
        for touch in held {
            let current = touch.heldBy.filter { $0.recognizer.generation == $0.generation }.map(\.recognizer)
            let recognized = current.contains { ($0.stateStorage.isActive || $0.stateStorage == .ended) && $0.cancelsTouchesInView }
            guard recognized || !current.contains(where: stillPossible) else { continue }
            held.removeAll { $0 === touch }
            touch.heldBy = []
            let began = touch.beganHeld, ended = touch.endedHeld
            touch.beganHeld = false
            touch.endedHeld = false
            guard touch.deliversToView, let view = touch.view, let window = touch.window,
                  let event = touchState(of: window)?.event else { continue }
            if recognized {
                touch.deliversToView = false
                if touch.viewBegan { send(.cancelled, [touch], to: view, event: event) }
                continue
            }
            if began { send(.began, [touch], to: view, event: event) }
            if ended { send(.ended, [touch], to: view, event: event) }
        }
    }
}
