import Foundation

/// An event: a set of touches at one moment (Apple's `UIEvent`). Events are
/// made by scripted input (scenes, tests) and the live viewer; see UITouch.
@MainActor open class UIEvent: NSObject {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion.
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
    }

    /// The kind of the event (`.touches` for every event made here).
    open var type: EventType { .touches }

    /// When the event happened, in media time (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval

    /// Creates an event at the current media time.
    public override init() {
        timestamp = CACurrentMediaTime()
        super.init()
    }
}
