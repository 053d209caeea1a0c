import Foundation

/// A container that shows a stack of view controllers, one at a time, with
/// a bar at the top (Apple's `UINavigationController`).
///
/// The class body holds what Swift requires there: the stored properties
/// and the overridable (`open`) API. The logic lives in extensions:
/// `+Stack` (the checks and the stack operations), `+Transition` (running a
/// push or pop through an animator and a transition context),
/// `NavigationTransitionContext`, `NavigationSlideAnimator` (the default
/// animation) and `+Bar` (the bar's layout and hiding).
///
/// The view: a plain view holding the navigation bar (44 points at the top)
/// and a content view (UIKit's `UINavigationTransitionView`) that fills the
/// rest — the whole view when the bar is hidden. The top controller's view
/// fills the content view; the content view is the `containerView` of the
/// transition contexts. (Apple extends content under a translucent bar and
/// reports the bar in the safe area; here content starts below the bar, as
/// with Apple's opaque bars.)
///
/// Transitions happen only while the navigation controller's view is in a
/// window; otherwise stack changes apply at once without appearance
/// callbacks (those come when the navigation controller itself appears:
/// its appearance callbacks are forwarded to the top controller).
@MainActor open class UINavigationController: UIViewController {
    /// The stack, bottom to top.
    var stack: [UIViewController] = []

    /// The push or pop in progress, if any (from the start of the transition
    /// until the animator calls `completeTransition(_:)`).
    var transition: NavigationTransitionContext?

    /// The view that holds the top controller's view (UIKit's
    /// `UINavigationTransitionView`); created with the view.
    var contentView: UIView?

    /// Whether the navigation bar is hidden; see `isNavigationBarHidden`.
    var barHidden = false

    /// The object told about transitions and asked for animators. Weak, as
    /// Apple's: keep the delegate alive yourself.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The navigation bar (Apple's `navigationBar`): see `UINavigationBar`
    /// for what it shows. Created with the navigation controller; in the
    /// view hierarchy once the view is loaded.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: UINavigationBar.standardHeight))

    /// The duration of the bar's animated hiding and showing
    /// (`setNavigationBarHidden(_:animated:)`): 0.2 s. Apple's documentation
    /// names the constant without giving its value; 0.2 is the value UIKit
    /// reports.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        applyStackAtOnce([rootViewController], withCallbacks: false)
    }

    /// Creates a navigation controller with an empty stack (Apple's
    /// `init(nibName:bundle:)`; there are no nibs, both arguments are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Apple's initializer for storyboards; there are no archives here: an
    /// empty stack.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates the view: the bar and the content view holding the top
    /// controller's view. Not meant to be overridden (as Apple's).
    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.navigationController = self
        let content = UIView(frame: root.bounds)
        content.clipsToBounds = true
        root.addSubview(content)
        root.addSubview(navigationBar)
        contentView = content
        view = root
        layoutNavigationViews()
        if let top = stack.last { install(top.view, in: content) }
        navigationBar.showTitle(stack.last?.title, duration: 0)
    }

    // MARK: The stack (logic: UINavigationController+Stack.swift)

    /// The controllers on the stack, bottom (the root, index 0) to top
    /// (Apple's `viewControllers`). During a transition the stack is already
    /// the new one (as in UIKit); a cancelled transition puts the old one
    /// back. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack, or nil when it is empty.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: the controller presented modally
    /// on the navigation controller or on its top controller if any (Apple:
    /// "the top view controller or a view controller presented modally on
    /// top of the navigation controller"), otherwise the top controller.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? stack.last?.presentedViewController ?? stack.last
    }

    /// Replaces the stack (Apple's `setViewControllers(_:animated:)`). When
    /// the top controller changes, animated: a push when the new top was not
    /// in the stack, a pop when it was; only the top change is animated, the
    /// rest of the stack changes silently. Refused (diagnostic) during a
    /// transition or when `viewControllers` holds a controller twice.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// Pushes `viewController` on the stack and shows its view (Apple's
    /// `pushViewController(_:animated:)`): it becomes the top controller at
    /// once. Refused with UIKit's diagnostics for a controller already on the
    /// stack, a navigation controller, and during another transition.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and shows the one below it (Apple's
    /// `popViewController(animated:)`); returns the popped controller. With
    /// only the root on the stack it does nothing and returns nil (as
    /// UIKit: "you cannot pop the last item on the stack").
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(animated: animated)
    }

    /// Pops every controller above the root (Apple's
    /// `popToRootViewController(animated:)`); returns them, bottom to top
    /// (empty when the root is already on top).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController` (Apple's
    /// `popToViewController(_:animated:)`); returns them, bottom to top.
    /// `viewController` must be on the stack (otherwise a diagnostic, nil).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    // MARK: The bar (logic: UINavigationController+Bar.swift)

    /// Whether the navigation bar is hidden (default false). Setting it
    /// changes the bar at once; `setNavigationBarHidden(_:animated:)` animates.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; animated, the bar slides off (or
    /// onto) the top and the content view follows over `hideShowBarDuration`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        performSetNavigationBarHidden(hidden, animated: animated)
    }

    // MARK: Appearance forwarding

    /// Forwards to the top controller (UIKit's automatic forwarding of a
    /// container), unless a push or pop is under way (it sends its own).
    open override func viewWillAppear(_ animated: Bool) {
        if transition == nil { stack.last?.viewWillAppear(animated) }
    }
    /// Forwards to the top controller; see `viewWillAppear(_:)`.
    open override func viewDidAppear(_ animated: Bool) {
        if transition == nil { stack.last?.viewDidAppear(animated) }
    }
    /// Forwards to the top controller; see `viewWillAppear(_:)`.
    open override func viewWillDisappear(_ animated: Bool) {
        if transition == nil { stack.last?.viewWillDisappear(animated) }
    }
    /// Forwards to the top controller; see `viewWillAppear(_:)`.
    open override func viewDidDisappear(_ animated: Bool) {
        if transition == nil { stack.last?.viewDidDisappear(animated) }
    }
}

/// A navigation controller's root view: lays out the bar and the content
/// view when its size changes.
final class NavigationControllerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutNavigationViews()
    }
}
