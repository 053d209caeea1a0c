import Foundation

/// What a transition coordinator tells about its transition (Apple's
/// `UIViewControllerTransitionCoordinatorContext`): the argument of the
/// alongside and completion blocks of `animate(alongsideTransition:completion:)`.
/// UIKit makes the objects; apps do not adopt it.
///
/// For a view-controller transition (a presentation, a dismissal, a push or
/// a pop) the values are those of the transition's context. For a size
/// change (`viewWillTransition(to:with:)`, e.g. a rotation) there are no
/// controllers or views to hand out: `viewController(forKey:)` and
/// `view(forKey:)` are nil, `containerView` is the window, and
/// `targetTransform` is the rotation the interface makes.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of a modal transition; `.none` otherwise (a
    /// navigation transition or a size change).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (its animator vends an
    /// interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether the user drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration: the animator's `transitionDuration(using:)`
    /// (0.4 s for a simulated rotation, 0 when not animated).
    var transitionDuration: TimeInterval { get }
    /// The fraction the interaction reached (0 when not interactive).
    var percentComplete: CGFloat { get }
    /// The speed of the non-interactive part after an interaction (the
    /// interaction controller's `completionSpeed`, else 1).
    var completionVelocity: CGFloat { get }
    /// The curve of the transition's non-interactive part (`.easeInOut`, as
    /// UIKit reports for its own transitions and rotations).
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller for `key`, or nil.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in.
    var containerView: UIView { get }
    /// The rotation the interface makes: a quarter turn for a rotation
    /// between portrait and landscape, identity otherwise.
    var targetTransform: CGAffineTransform { get }
}

/// The object that runs your animations alongside a transition's and tells
/// you when it ends (Apple's `UIViewControllerTransitionCoordinator`): a
/// controller's `transitionCoordinator` during a presentation, dismissal,
/// push or pop, and the argument of `viewWillTransition(to:with:)`.
///
/// The alongside blocks run in the transition's animation context, as in
/// UIKit: with an animator that is not interruptible, inside one
/// `UIView.animate` block of the transition's duration and completion curve
/// (started right after the animator's `animateTransition(using:)`); when an
/// interaction controller drives an interruptible animator, added to that
/// animator (`addAnimations`), so they pause, scrub and reverse with it;
/// when a percent-driven controller scrubs the container's timeline, made on
/// that timeline, so they follow the interaction. Blocks added before the
/// transition's animations start (in `viewWillAppear(_:)`, in
/// `viewWillTransition(to:with:)`) wait for them; blocks added later run at
/// once in the same context. The completion blocks run when the transition
/// ends, in the order added, before the appearance callbacks that end it
/// (`viewDidDisappear`, `viewDidAppear`) — our reading of UIKit's logs;
/// Apple documents no order.
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` when it
    /// ends. Returns false, and runs neither, once the transition has ended.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same for animations of a view outside the container (Apple uses
    /// it for a navigation bar): when a percent-driven controller scrubs
    /// the transition's timeline, `view`'s layer is scrubbed with it.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Registers `handler` to run each time the transition changes between
    /// interactive and not (an interaction finished, cancelled or paused).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The protocol of objects that take part in size changes (Apple's
/// `UIContentContainer`, the size part): `UIViewController` adopts it.
@MainActor public protocol UIContentContainer: AnyObject {
    /// Tells the container its view is about to change to `size`; the
    /// change animates alongside `coordinator`'s transition.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}
