import Foundation

/// An event: the touches of one moment (Apple's `UIEvent`). Events are made
/// by the window's touch input (`UIWindow.sendTouches(_:)`, touch scripts,
/// the live viewer; see Input/). As on iOS, a window reuses one event object
/// for the touches of a multi-touch sequence: each delivery updates its
/// `timestamp` and touches.
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

    /// The touches of the event: every finger down in the window, including
    /// those that end or are cancelled in this delivery.
    var touchList: [UITouch] = []

    /// Creates an event at the current media time.
    public override init() {
        timestamp = CACurrentMediaTime()
        super.init()
    }

    /// All the touches of the event (Apple's `allTouches`); nil when there are none.
    open var allTouches: Set<UITouch>? { touchList.isEmpty ? nil : Set(touchList) }

    /// The event's touches that were delivered to `view` (hit-tested to it
    /// when they went down); nil when there are none.
    open func touches(for view: UIView) -> Set<UITouch>? {
        nonEmpty(touchList.filter { $0.view === view })
    }

    /// The event's touches in `window`; nil when there are none.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        nonEmpty(touchList.filter { $0.window === window })
    }

    /// The event's touches given to `gesture`; nil when there are none.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        nonEmpty(touchList.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }

    private func nonEmpty(_ touches: [UITouch]) -> Set<UITouch>? { touches.isEmpty ? nil : Set(touches) }
}
