import Foundation

/// The base class of gesture recognizers (Apple's `UIGestureRecognizer`): it
/// turns the touches of a view and its subviews into a gesture, runs its
/// actions at the gesture's state changes, and takes part in the window's
/// arbitration between recognizers (GestureArbiter.swift).
///
/// **Actions.** Swift on Linux has no Objective-C runtime, so Apple's
/// `init(target: Any?, action: Selector?)` cannot exist (there is no
/// `Selector` and no `#selector`). Two forms replace it, both typed on the
/// recognizer's own class (UIGestureRecognizer+Actions.swift):
///
/// ```swift
/// let pan = UIPanGestureRecognizer { g in print(g.translation(in: nil)) }
/// let tap = UITapGestureRecognizer(target: self, action: MyController.tapped)
/// ```
///
/// The second keeps Apple's `target:` label with an unbound method in place
/// of `#selector(tapped)`; the target is held weakly, as UIKit does.
///
/// **States** are Apple's: a discrete recognizer goes `.possible →
/// .recognized (.ended)` or `→ .failed`; a continuous one `.possible →
/// .began → .changed… → .ended` (or `.cancelled`). Subclasses set `state`
/// (Apple's UIGestureRecognizerSubclass.h makes it writable); every change
/// out of `.possible` passes the checks of the arbiter (`isEnabled`,
/// `gestureRecognizerShouldBegin`, the delegate, `require(toFail:)`,
/// recognizers already recognizing) before it takes effect. A recognizer in
/// `.ended`, `.cancelled` or `.failed` returns to `.possible` (and its
/// `reset()` runs) once its touches have all lifted, at the end of the
/// event (or at once when it ends outside an event, from a timer).
@MainActor open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer (Apple's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        /// No gesture recognized yet (the default).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture was recognized).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }

        /// Whether the gesture has finished (ended, cancelled or failed).
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether a continuous gesture is in progress (began or changed).
        var isActive: Bool { self == .began || self == .changed }
    }

    /// The recognizer's state. Setting it is for subclasses (Apple's
    /// UIGestureRecognizerSubclass.h): a change out of `.possible` may be
    /// turned into `.failed` or held back by the arbiter; transitions Apple
    /// does not allow (`.failed → .began`, `.possible → .changed`…) are
    /// refused with a one-time diagnostic.
    public var state: State {
        get { stateStorage }
        set { GestureArbiter.requestTransition(self, to: newValue) }
    }
    var stateStorage: State = .possible

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?

    /// Whether the recognizer takes touches (true by default). Turning it
    /// off during a gesture cancels the gesture (began/changed → cancelled)
    /// or fails it, as on iOS.
    open var isEnabled: Bool = true {
        didSet { if oldValue, !isEnabled { GestureArbiter.abandon(self) } }
    }

    /// The recognizer's delegate (weak).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the view's touches are cancelled (`touchesCancelled(_:with:)`)
    /// when the gesture is recognized (true by default): from then on the
    /// view gets no more of those touches.
    open var cancelsTouchesInView: Bool = true

    /// Whether the view's `touchesBegan` (and the moves after it) wait while
    /// this recognizer is still possible (false by default): if it fails,
    /// the view then gets `touchesBegan` (and `touchesEnded` if the finger
    /// has lifted meanwhile); if it recognizes, the view gets nothing of
    /// those touches. Moves made while waiting are not replayed.
    open var delaysTouchesBegan: Bool = false

    /// Whether the view's `touchesEnded` waits while this recognizer is still
    /// possible (true by default): a double-tap recognizer between its taps
    /// holds back the first tap's `touchesEnded`, which the view gets when
    /// the recognizer fails — or, when it recognizes, `touchesCancelled`.
    open var delaysTouchesEnded: Bool = true

    /// Whether the recognizer requires exclusive touch (true by default; stored only).
    open var requiresExclusiveTouchType: Bool = true

    /// A name for debugging (Apple's `name`).
    open var name: String?

    /// Creates a recognizer with no actions. Use the closure form
    /// `init(_:)` or `init(target:action:)` (UIGestureRecognizer+Actions.swift).
    /// Required so those forms can make an instance of any subclass.
    public required override init() { super.init() }

    // MARK: Touches and location

    /// The touches given to the recognizer in the current gesture, in the
    /// order they went down (those lifting in the current event included).
    var trackedTouches: [UITouch] = []

    /// The touches still down.
    var liveTouches: [UITouch] { trackedTouches.filter(\.isLive) }

    /// The centroid of the gesture's touches when last seen, in window coordinates.
    var lastLocationInWindow: CGPoint = .zero

    /// The window of the current gesture.
    weak var gestureWindow: UIWindow?

    /// The recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakGestureRecognizer] = []

    /// A recognition waiting for `failureRequirements` (the state it asked for).
    var pendingState: State?

    /// How many times the recognizer has reset: tells a gesture from the next.
    var generation = 0

    /// The recognizer's timer (the tap, swipe and long-press time limits);
    /// cancelled when the recognizer resets.
    var timer: MediaClockEvent?

    /// Runs `body` `delay` seconds from now on the media clock — so a
    /// manual clock fires it at exactly that time — if the gesture is then
    /// still possible and not waiting on another recognizer. Replaces the
    /// previous timer.
    func scheduleTimer(after delay: TimeInterval, _ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        timer?.cancel()
        timer = MediaClock.schedule(after: delay) { [weak self] in
            guard let self, self.stateStorage == .possible, self.pendingState == nil else { return }
            body(self)
        }
    }

    /// The actions to run at state changes.
    var actions: [GestureAction] = []

    /// The number of touches in the gesture (Apple's `numberOfTouches`).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The gesture's location in `view`'s coordinates (nil: the window's):
    /// the centroid of its touches (for a swipe, where it began — see
    /// `UISwipeGestureRecognizer`).
    open func location(in view: UIView?) -> CGPoint {
        UITouch.convert(centroidInWindow, to: view)
    }

    /// The location of the touch at `touchIndex` (0 ..< numberOfTouches) in
    /// `view`'s coordinates. An index out of range is refused with a
    /// diagnostic (Apple raises an exception) and the gesture's location is returned.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            CGDiagnostics.reportOnce("UIGestureRecognizer.location(ofTouch:in:): index out of range; using the gesture's location", about: self)
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The centroid of the tracked touches, or the last one seen.
    var centroidInWindow: CGPoint { trackedTouches.isEmpty ? lastLocationInWindow : UIGestureRecognizer.centroid(trackedTouches) }

    /// The centroid of `touches` in window coordinates.
    static func centroid(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches { x += touch.locationInWindow.x; y += touch.locationInWindow.y }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    // MARK: Relationships

    /// Makes this recognizer wait until `otherGestureRecognizer` has failed
    /// before it recognizes; if the other recognizes, this one fails (the
    /// single tap that waits for a double tap).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            CGDiagnostics.reportOnce("UIGestureRecognizer.require(toFail:) with itself; ignored", about: self)
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    // MARK: Override points for subclasses (Apple's UIGestureRecognizerSubclass.h)

    /// Tells the recognizer that fingers went down. The base does nothing;
    /// the touches are already tracked when it is called.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that touches were cancelled. The base fails a
    /// possible gesture and cancels one in progress.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Clears the recognizer's own gesture state; called when it returns to
    /// `.possible`. Subclasses override it (and call super) to cancel timers.
    open func reset() {}

    /// Stops giving `touch` to the recognizer for the rest of the gesture.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A weak reference to a recognizer.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// An action of a recognizer: a closure, and the target it belongs to (for
/// `removeTarget(_:action:)`).
struct GestureAction {
    /// The target for actions made with `init(target:action:)` (weak).
    weak var target: AnyObject?
    /// Whether the action was made with a target (an action whose target is
    /// gone is skipped).
    let hasTarget: Bool
    /// Runs the action with the recognizer.
    let run: @MainActor (UIGestureRecognizer) -> Void
}
