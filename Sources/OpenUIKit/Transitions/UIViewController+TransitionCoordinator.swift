import Foundation

extension UIViewController: UIContentContainer {
    /// The coordinator of the transition under way that involves this
    /// controller or one of its ancestors — a presentation or dismissal, a
    /// navigation controller's push or pop, or the window's size change —
    /// and nil when none is (Apple's `transitionCoordinator`). Ask for it in
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` to animate alongside
    /// the transition; it is nil again once the transition has completed.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        var top = self
        while let c = controller {
            if let modal = c.presentationState.transition { return modal.coordinator }
            if let navigation = c as? UINavigationController, let push = navigation.transition { return push.coordinator }
            top = c
            controller = c.parent
        }
        return Self.window(showing: top)?.sizeTransitionCoordinator
    }

    /// The window `controller` (a controller without parent) is shown in:
    /// its view's, else that of a controller it presents or that presents
    /// it (a full-screen presentation takes the presenter's view out of the
    /// window, but the presenter, told of the window's size changes, still
    /// takes part in them).
    private static func window(showing controller: UIViewController) -> UIWindow? {
        var next: UIViewController? = controller
        while let c = next {
            if let window = c.viewIfLoaded?.window as? UIWindow { return window }
            next = c.presentedViewController
        }
        next = controller.presentingViewController
        while let c = next {
            if let window = c.viewIfLoaded?.window as? UIWindow { return window }
            next = c.presentingViewController
        }
        return nil
    }
}
