import Foundation

/// Recognizes a drag (Apple's `UIPanGestureRecognizer`): a continuous
/// gesture of `minimumNumberOfTouches`…`maximumNumberOfTouches` fingers.
///
/// **Beginning.** The gesture begins (`.began`) at the first move that
/// takes the fingers' centroid `hysteresis` (10 points) or more from where
/// it was at touch-down; each later move is `.changed`; it ends when the
/// fingers lift below `minimumNumberOfTouches`, and fails if they lift
/// before it began. Fingers beyond `maximumNumberOfTouches` are ignored.
/// Apple does not document the hysteresis; 10 points is this library's
/// value, close to iOS's.
///
/// **Translation** is measured from the touch-down centroid, so at
/// `.began` it already holds the hysteresis distance (as on iOS, where the
/// first translation is not zero). A finger joining or leaving moves the
/// centroid; during the pan the origin moves with it, so the translation
/// does not jump; before the pan begins, measuring restarts from the new
/// centroid.
///
/// **Velocity** (points per second, media time) is estimated from the
/// centroid samples of the touch events: over the samples of the last
/// `velocitySampleWindow` (0.1 s) before the latest one — the span from
/// the oldest sample in that window to the latest; when the window holds
/// the latest sample alone, from the sample before it. A lift adds a
/// sample, so a finger that stops and then lifts ends with a velocity near
/// zero. Not Apple's (unpublished) estimator.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (1 by default).
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers that pan (`Int.max` by default).
    open var maximumNumberOfTouches: Int = Int.max

    /// How far (points) the centroid moves before the pan begins. Not Apple API.
    public static let hysteresis: CGFloat = 10
    /// How far back (seconds) the velocity looks. Not Apple API.
    public static let velocitySampleWindow: TimeInterval = 0.1

    /// Where the centroid was at touch-down (window coordinates).
    private var start: CGPoint = .zero
    /// The centroid the translation is measured from (window coordinates).
    private var origin: CGPoint = .zero
    /// The latest centroid (window coordinates).
    private var current: CGPoint = .zero
    /// Recent (time, centroid) samples.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The pan's translation in `view`'s coordinates (nil: the window's):
    /// how far the fingers' centroid has moved since touch-down (or since
    /// `setTranslation(_:in:)`). The view's rotation and scale apply.
    open func translation(in view: UIView?) -> CGPoint {
        UITouch.convertVector(CGPoint(x: current.x - origin.x, y: current.y - origin.y), to: view)
    }

    /// Sets the translation, in `view`'s coordinates (nil: the window's), and
    /// resets the velocity (Apple: "Changing the translation value resets the
    /// velocity of the pan"): it is zero until the next move.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.isFinitePoint else {
            CGDiagnostics.reportOnce("UIPanGestureRecognizer.setTranslation: a non-finite translation is ignored", about: self)
            return
        }
        let t = UITouch.convertVector(translation, from: view)
        origin = CGPoint(x: current.x - t.x, y: current.y - t.y)
        if let last = samples.last { samples = [(last.time, current)] }
    }

    /// The pan's velocity in points per second in `view`'s coordinates (nil:
    /// the window's), from the recent samples (see the type's documentation).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        var first = samples.firstIndex { last.time - $0.time <= Self.velocitySampleWindow + 1e-9 } ?? samples.count - 1
        if first == samples.count - 1 { first -= 1 }
        guard first >= 0 else { return .zero }
        let old = samples[first]
        let dt = last.time - old.time
        guard dt > 0 else { return .zero }
        let v = CGPoint(x: (last.point.x - old.point.x) / dt, y: (last.point.y - old.point.y) / dt)
        return UITouch.convertVector(v, to: view)
    }

    /// Takes up to `maximumNumberOfTouches` fingers and restarts or rebases the measurement.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let tracked = trackedTouches
        for touch in tracked.suffix(touches.count) where liveTouches.count > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        fingersChanged(event)
    }

    /// Samples the centroid; begins past the hysteresis, or changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        current = centroid()
        addSample(event.timestamp)
        if state == .possible {
            if liveTouches.count >= minimumNumberOfTouches, start.distance(to: current) >= Self.hysteresis {
                state = .began
            }
        } else if state.isActive {
            state = .changed
        }
    }

    /// Samples the lift; ends below `minimumNumberOfTouches`, fails if the pan never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        current = centroid()
        addSample(event.timestamp)
        let remaining = liveTouches.count
        if state.isActive, remaining < minimumNumberOfTouches {
            state = .ended
        } else if state == .possible, remaining == 0 {
            state = .failed
        } else if remaining > 0 {
            fingersChanged(event)
        }
    }

    /// Forgets the samples.
    open override func reset() {
        super.reset()
        samples = []
    }

    /// The centroid of the tracked touches (those lifting now included).
    private func centroid() -> CGPoint { UIGestureRecognizer.centroid(trackedTouches) }

    /// A finger joined or left. Before the pan begins, measuring starts
    /// again from the new centroid (the hysteresis and the translation count
    /// from there); during the pan, translation and samples move with the
    /// centroid so that neither jumps.
    private func fingersChanged(_ event: UIEvent) {
        let live = liveTouches
        guard !live.isEmpty else { return }
        let now = UIGestureRecognizer.centroid(live)
        guard state.isActive else {
            start = now; origin = now; current = now
            samples = [(event.timestamp, now)]
            return
        }
        let dx = now.x - current.x, dy = now.y - current.y
        start = CGPoint(x: start.x + dx, y: start.y + dy)
        origin = CGPoint(x: origin.x + dx, y: origin.y + dy)
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + dx, y: $0.point.y + dy)) }
        current = now
    }

    private func addSample(_ time: TimeInterval) {
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((time, current))
        let keepFrom = samples.firstIndex { time - $0.time <= Self.velocitySampleWindow + 1e-9 } ?? samples.count - 1
        if keepFrom > 1 { samples.removeFirst(keepFrom - 1) }
    }
}
