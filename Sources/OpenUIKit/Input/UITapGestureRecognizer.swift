import Foundation

/// Recognizes taps (Apple's `UITapGestureRecognizer`): a discrete gesture,
/// recognized (`.ended`) when the last of `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers lifts.
///
/// A tap fails when a finger moves more than `allowableMovement` (10 points)
/// from where it went down, when the fingers stay down longer than
/// `maximumTapDuration` (0.75 s), when more fingers than required go down,
/// when a tap lifts with fewer fingers than required, or when the next tap
/// does not start within `maximumTapInterval` (0.35 s) of the last lift.
/// Apple does not document these three values; they are this library's
/// choices, close to what iOS does. The timers run on the media clock
/// (`MediaClock.schedule(after:)`), so a manual clock fails a held tap at
/// exactly 0.75 s.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired: Int = 1
    /// How many fingers each tap needs (1 by default).
    open var numberOfTouchesRequired: Int = 1

    /// How far (points) a finger may move during a tap. Not Apple API: UIKit's value is private.
    public static let allowableMovement: CGFloat = 10
    /// How long (seconds) the fingers may stay down for a tap. Not Apple API.
    public static let maximumTapDuration: TimeInterval = 0.75
    /// The longest pause (seconds) between one tap's lift and the next tap's
    /// touch-down. Not Apple API.
    public static let maximumTapInterval: TimeInterval = 0.35

    private var tapsDone = 0
    private var fingersThisTap = 0

    /// Starts a tap (arming the hold timer); fails on a finger too many.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let live = liveTouches.count
        if live == touches.count {                       // the first finger(s) of a tap
            fingersThisTap = 0
            scheduleTimer(after: Self.maximumTapDuration) { $0.state = .failed }
        }
        fingersThisTap = max(fingersThisTap, live)
        if live > numberOfTouchesRequired { state = .failed }
    }

    /// Fails when a finger moved beyond `allowableMovement`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let moved = touches.contains { $0.startLocationInWindow.distance(to: $0.locationInWindow) > Self.allowableMovement }
        if moved { state = .failed }
    }

    /// Counts the tap when its last finger lifts; recognizes at the last required tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard liveTouches.isEmpty else { return }        // the tap ends when every finger has lifted
        timer?.cancel()
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsDone += 1
        if tapsDone >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: Self.maximumTapInterval) { $0.state = .failed }
        }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Forgets the taps (the timer is cancelled by the reset itself).
    open override func reset() {
        super.reset()
        tapsDone = 0
        fingersThisTap = 0
    }
}
