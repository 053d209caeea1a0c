import Foundation

/// Manages a view hierarchy (Apple's `UIViewController`), minimal: the
/// view's lifecycle, child controllers and modal presentation (the
/// presentation logic lives in Sources/OpenUIKit/Transitions; the class body
/// holds only what Swift requires there: stored properties and the
/// overridable `present`/`dismiss`).
@MainActor open class UIViewController: UIResponder {
    /// The controller's root view, loaded on first access (`loadView()`,
    /// then `viewDidLoad()`).
    public var view: UIView! {
        get {
            if storedView == nil { loadViewIfNeeded() }
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
        }
    }
    private var storedView: UIView?

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }

    /// A title for the controller (stored).
    open var title: String?

    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    /// The parent controller, if this one is a child.
    public private(set) weak var parent: UIViewController?

    /// Creates a controller (Apple's `init(nibName:bundle:)`: there are no
    /// nibs here, both arguments are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Creates a controller.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Apple's initializer for controllers from a storyboard; there are no
    /// archives here: the coder is not read.
    public required init?(coder: NSCoder) { super.init() }

    /// Creates the view: a plain `UIView` the size of the main screen.
    /// Subclasses override it to set `view` themselves (without calling super).
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view has been loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil {
            CGDiagnostics.report("\(type(of: self)).loadView() did not set view; using a plain UIView")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// The next responder, as Apple documents it: the presenting controller
    /// when this one is presented; otherwise the view's superview (for a
    /// window's root controller, the window).
    open override var next: UIResponder? { presentationState.presenting ?? storedView?.superview }

    /// Adds `childController` as a child (after removing it from its old
    /// parent); calls its `willMove(toParent:)`. The caller adds the child's
    /// view and then calls `didMove(toParent:)`, as on iOS.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            CGDiagnostics.report("UIViewController.addChild: a controller cannot be its own child; ignored")
            return
        }
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`.
    /// The caller calls `willMove(toParent: nil)` first and removes the view, as on iOS.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    // MARK: Modal presentation (the logic: Transitions/UIViewController+Presentation.swift)

    /// The presentation style used when this controller is presented
    /// (Apple's default, `.automatic`, which iOS 13+ resolves to a page
    /// sheet on phones; there are no sheets here, so `.automatic` resolves to
    /// `.fullScreen`; see `UIModalPresentationStyle`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The transition style of the built-in animations used when this
    /// controller is presented or dismissed without a custom animator
    /// (default `.coverVertical`, as Apple's).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The object that vends the animators and the presentation controller
    /// of this controller's presentation and dismissal. Weak, as Apple's:
    /// keep the delegate alive yourself.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The presentation bookkeeping (Transitions/PresentationState.swift).
    let presentationState = PresentationState()

    /// Presents `viewControllerToPresent` modally (Apple's
    /// `present(_:animated:completion:)`); `completion` runs after the
    /// presented controller's `viewDidAppear(_:)`. See
    /// Transitions/UIViewController+Presentation.swift for the whole contract.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one if it was
    /// presented (Apple's `dismiss(animated:completion:)`); `completion` runs
    /// after the dismissed controller's `viewDidDisappear(_:)`. See
    /// Transitions/UIViewController+Presentation.swift.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Tells the controller its view is about to change to `size` (a
    /// rotation: `UIWindow.simulateRotation(to:duration:)` here); add
    /// animations to run alongside with `coordinator.animate(alongsideTransition:completion:)`.
    /// The default implementation forwards the call to the children, as
    /// UIKit's does: call `super` when you override it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
}
