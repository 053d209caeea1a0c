import Foundation

/// One finger on the screen (Apple's `UITouch`).
///
/// A touch is made when a finger goes down in a window (through
/// `UIWindow.sendTouches(_:)`, its `touchDown(at:)` shorthand, a
/// `TouchScript`, or the live viewer) and lives until the finger lifts or the
/// touch is cancelled; the same object is updated at each move, as on iOS.
/// Its `view` is the view the window's `hitTest(_:with:)` found where the
/// finger went down, and the touch stays with that view wherever it moves.
///
/// Differences from iOS: locations are kept in window coordinates and
/// converted on request; there is no force sensing (`force` and
/// `maximumPossibleForce` are 0, as on devices without 3D Touch), no
/// estimated or predicted touches, every touch is `.direct`, and the class
/// is final (the system makes touches; nothing subclasses them).
@MainActor public final class UITouch: NSObject {
    /// The phase of a touch (Apple's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        /// The finger went down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move in this event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
    }

    /// The kind of input a touch comes from (Apple's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's trackpad).
        case indirect = 1
        /// Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse).
        case indirectPointer = 3
    }

    /// The touch's phase in the latest event.
    public internal(set) var phase: Phase = .began

    /// When the touch last changed, in media time (`CACurrentMediaTime()`).
    public internal(set) var timestamp: TimeInterval

    /// How many times the finger tapped in quick succession at this place
    /// (1 for a first tap). Successive taps count when a finger goes down
    /// within `UITapGestureRecognizer.maximumTapInterval` (0.35 s) of the
    /// previous tap's lift and within its `allowableMovement` (10 points).
    public internal(set) var tapCount: Int = 1

    /// The view the touch was delivered to: the hit-tested view at touch-down
    /// (nil when no view took the touch).
    public internal(set) var view: UIView?

    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?

    /// The gesture recognizers that receive the touch: those of the hit view
    /// and its ancestors that accepted it at touch-down.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The kind of touch (always `.direct` here).
    public var type: TouchType { .direct }

    /// The force of the touch: 0 here, where there is no force sensing (as on
    /// devices without 3D Touch).
    public var force: CGFloat { 0 }

    /// The largest possible force: 0 here (no force sensing).
    public var maximumPossibleForce: CGFloat { 0 }

    /// The radius of the touch: 20 points here (iOS measures it).
    public var majorRadius: CGFloat { 20 }

    /// The touch's location in the window's coordinates.
    var locationInWindow: CGPoint
    /// The location before the latest move, in the window's coordinates.
    var previousLocationInWindow: CGPoint
    /// Where the finger went down, in the window's coordinates.
    let startLocationInWindow: CGPoint
    /// When the finger went down.
    let startTimestamp: TimeInterval
    /// The input source's finger number (see `TouchInput`).
    let finger: Int
    /// Whether the view has been sent `touchesBegan` for this touch.
    var viewBegan = false
    /// Whether the view still gets this touch (false once a recognizer
    /// cancelled it for the view, or the view left the window).
    var deliversToView = true
    /// The recognizers (with their gesture generation) holding back the
    /// view's `touchesBegan` or `touchesEnded` (`delaysTouchesBegan`/`Ended`).
    var heldBy: [(recognizer: UIGestureRecognizer, generation: Int)] = []
    /// Whether the view's `touchesBegan` is held back.
    var beganHeld = false
    /// Whether the view's `touchesEnded` is held back.
    var endedHeld = false

    init(finger: Int, location: CGPoint, window: UIWindow, timestamp: TimeInterval) {
        self.finger = finger
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        startTimestamp = timestamp
        self.timestamp = timestamp
        self.window = window
        super.init()
    }

    /// Whether the finger is still down (not ended or cancelled).
    var isLive: Bool { phase != .ended && phase != .cancelled }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint { UITouch.convert(locationInWindow, to: view) }

    /// The location before the latest move, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        UITouch.convert(previousLocationInWindow, to: view)
    }

    /// Converts a point from window coordinates to `view`'s (nil: unchanged).
    static func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, !(view is UIWindow && view.superview == nil) else { return point }
        return view.convert(point, from: nil)
    }

    /// Converts a vector (a translation or velocity) from window coordinates
    /// to `view`'s: the difference of two converted points, so the view's
    /// rotation and scale apply and its position does not.
    static func convertVector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        let a = convert(.zero, to: view), b = convert(vector, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Converts a vector from `view`'s coordinates (nil: the window's) to the window's.
    static func convertVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, !(view is UIWindow && view.superview == nil) else { return vector }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(vector, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinitePoint: Bool { x.isFinite && y.isFinite }

    /// The distance to `other`.
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}
