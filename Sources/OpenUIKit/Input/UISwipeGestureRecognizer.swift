import Foundation

/// Recognizes a swipe (Apple's `UISwipeGestureRecognizer`): a discrete
/// gesture, recognized (`.ended`) during the move — not at the lift — in
/// which `numberOfTouchesRequired` fingers have gone `minimumDistance` (50
/// points) from where they went down, mostly along one of the permitted
/// `direction`s, less than `maximumDuration` (0.5 s) after touch-down.
///
/// "Mostly along" means the movement's larger component, horizontal or
/// vertical, names the direction; a movement of the minimum distance whose
/// direction is not permitted fails, and so do lifting before recognition,
/// more fingers than required, and running out of time (a media-clock
/// timer). Apple describes slow swipes needing more directional precision
/// than fast ones and publishes no values; the distance, the duration and
/// the dominant-axis rule are this library's choices.
///
/// As Apple documents, `location(in:)` gives where the swipe began.
@MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (Apple's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: UInt
        /// Creates a direction set.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (`.right` by default).
    open var direction: Direction = .right
    /// How many fingers swipe (1 by default).
    open var numberOfTouchesRequired: Int = 1

    /// How far (points) the fingers must go. Not Apple API.
    public static let minimumDistance: CGFloat = 50
    /// How long (seconds) the swipe may take from touch-down. Not Apple API.
    public static let maximumDuration: TimeInterval = 0.5

    private var startCentroid: CGPoint = .zero
    private var startTime: TimeInterval = 0

    /// Where the swipe began (the touch-down centroid), in `view`'s coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        UITouch.convert(startCentroid, to: view)
    }

    /// Notes where and when the swipe starts and arms the duration timer; fails on a finger too many.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if liveTouches.count == touches.count {
            startTime = event.timestamp
            scheduleTimer(after: Self.maximumDuration) { $0.state = .failed }
        }
        startCentroid = startOfTouches()
        if liveTouches.count > numberOfTouchesRequired { state = .failed }
    }

    /// Recognizes (or fails) once the fingers have gone the minimum distance.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard event.timestamp - startTime < Self.maximumDuration else {
            state = .failed
            return
        }
        guard liveTouches.count == numberOfTouchesRequired else { return }
        let now = UIGestureRecognizer.centroid(liveTouches)
        let dx = now.x - startCentroid.x, dy = now.y - startCentroid.y
        guard max(abs(dx), abs(dy)) >= Self.minimumDistance else { return }
        let moved: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = direction.contains(moved) ? .ended : .failed
    }

    /// Fails: a swipe is recognized before the fingers lift.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// The centroid of where the tracked touches went down.
    private func startOfTouches() -> CGPoint {
        guard !trackedTouches.isEmpty else { return startCentroid }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches { x += touch.startLocationInWindow.x; y += touch.startLocationInWindow.y }
        return CGPoint(x: x / CGFloat(trackedTouches.count), y: y / CGFloat(trackedTouches.count))
    }
}
