import Foundation

/// Recognizes a press held in place (Apple's `UILongPressGestureRecognizer`):
/// a continuous gesture that begins when `numberOfTouchesRequired` fingers
/// have stayed down for `minimumPressDuration` (0.5 s) without moving more
/// than `allowableMovement` (10 points), changes at each move after that (any
/// distance), and ends when a finger lifts. Apple's defaults.
///
/// The press timer runs on the media clock (`MediaClock.schedule(after:)`):
/// under a manual clock the gesture begins at exactly touch-down + 0.5 s,
/// and the turn ends after it (so what the action changes commits then).
///
/// With `numberOfTapsRequired` n > 0, n taps come first (each lifting within
/// `minimumPressDuration`, each starting within
/// `UITapGestureRecognizer.maximumTapInterval` of the last lift); the press
/// is the touch-down after them.
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long (seconds) the fingers must stay down (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far (points) the fingers may move before the gesture begins (10 by default).
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press (0 by default).
    open var numberOfTapsRequired: Int = 0
    /// How many fingers press (1 by default).
    open var numberOfTouchesRequired: Int = 1

    private var tapsDone = 0

    /// Starts the press timer once the required fingers are down (or the tap timer while taps are due); fails on a finger too many.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let live = liveTouches.count
        if live > numberOfTouchesRequired {
            state = .failed
            return
        }
        let duration = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0.5
        if tapsDone < numberOfTapsRequired {
            scheduleTimer(after: duration) { $0.state = .failed }     // held too long for a tap
        } else if live == numberOfTouchesRequired {
            let required = numberOfTouchesRequired
            scheduleTimer(after: duration) { g in if g.liveTouches.count == required { g.state = .began } }
        }
    }

    /// Changes a pressed gesture; fails a possible one moved beyond `allowableMovement`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive {
            state = .changed
        } else if state == .possible,
                  touches.contains(where: { $0.startLocationInWindow.distance(to: $0.locationInWindow) > allowableMovement }) {
            state = .failed
        }
    }

    /// Ends a pressed gesture; counts a required tap; fails a press lifted too early.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive {
            state = .ended
            return
        }
        guard state == .possible, liveTouches.isEmpty else { return }
        if tapsDone < numberOfTapsRequired {
            tapsDone += 1
            scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) { $0.state = .failed }
        } else {
            state = .failed                                           // lifted before the press began
        }
    }

    /// Forgets the taps (the timer is cancelled by the reset itself).
    open override func reset() {
        super.reset()
        tapsDone = 0
    }
}
