import Foundation

// The stack operations: their checks and diagnostics, then either a
// transition (UINavigationController+Transition.swift) or, when the
// navigation controller's view is not in a window or the top controller
// does not change, an immediate change.
//
// Refused with a diagnostic and no other effect (UIKit raises an exception
// or logs, as quoted):
// - pushing a controller already on the stack: "Pushing the same view
//   controller instance (…) more than once is not supported (…)"
//   (NSInvalidArgumentException; Apple's documentation: "If the view
//   controller is already on the navigation stack, this method throws an
//   exception");
// - pushing a navigation controller: "Pushing a navigation controller is not
//   supported" (NSInvalidArgumentException);
// - `setViewControllers` with a controller twice: "All view controllers in a
//   navigation controller must be distinct" (NSInvalidArgumentException);
// - popping to a controller not on the stack: "Tried to pop to a view
//   controller that doesn't exist." (NSInternalInconsistencyException);
// - any stack change while a push or pop is in progress: "… called on <…>
//   while an existing transition or presentation is occurring; the
//   navigation stack will not be updated." — the message UIKit logs since
//   iOS 13 (older versions logged "nested push animation can result in
//   corrupted navigation bar" and "Unbalanced calls to begin/end appearance
//   transitions" and corrupted the stack; we take the newer, refusing
//   behaviour).
// Popping the root (`popViewController` with one controller on the stack)
// does nothing and returns nil, silently, as Apple documents.

extension UINavigationController {
    /// Whether a transition is in progress; diagnoses the refused `call` if so.
    private func refusedDuringTransition(_ call: String) -> Bool {
        guard transition != nil else { return false }
        CGDiagnostics.report("\(call) called on \(describe(self)) while an existing transition or presentation is occurring; the navigation stack will not be updated.")
        return true
    }

    /// Whether stack changes run as transitions (with appearance callbacks):
    /// the view is in a window.
    var isShowingStack: Bool { viewIfLoaded?.window != nil }

    func performPush(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            CGDiagnostics.report("Pushing a navigation controller is not supported (\(describe(viewController)) on \(describe(self))); ignored")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            CGDiagnostics.report("Pushing the same view controller instance (\(describe(viewController))) more than once is not supported (\(describe(self))); ignored")
            return
        }
        if refusedDuringTransition("pushViewController:animated:") { return }
        changeStack(to: stack + [viewController], operation: .push, animated: animated)
    }

    func performPop(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        if refusedDuringTransition("popViewControllerAnimated:") { return nil }
        let popped = stack[stack.count - 1]
        changeStack(to: Array(stack.dropLast()), operation: .pop, animated: animated)
        return popped
    }

    func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            CGDiagnostics.report("Tried to pop to a view controller that doesn't exist. (\(describe(viewController)) is not on the stack of \(describe(self))); ignored")
            return nil
        }
        if index == stack.count - 1 { return [] }
        if refusedDuringTransition("popToViewController:animated:") { return nil }
        let popped = Array(stack[(index + 1)...])
        changeStack(to: Array(stack[...index]), operation: .pop, animated: animated)
        return popped
    }

    func performSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for (i, c) in controllers.enumerated() where controllers[..<i].contains(where: { $0 === c }) {
            CGDiagnostics.report("All view controllers in a navigation controller must be distinct (\(describe(c)) appears twice); ignored")
            return
        }
        if let nested = controllers.first(where: { $0 is UINavigationController }) {
            CGDiagnostics.report("Pushing a navigation controller is not supported (\(describe(nested)) on \(describe(self))); ignored")
            return
        }
        if refusedDuringTransition("setViewControllers:animated:") { return }
        let wasOnStack = controllers.last.map { top in stack.contains { $0 === top } } ?? false
        changeStack(to: controllers, operation: wasOnStack ? .pop : .push, animated: animated)
    }

    /// Moves to `newStack`: a transition when the view is in a window and the
    /// top controller changes (between two controllers), otherwise at once.
    private func changeStack(to newStack: [UIViewController], operation: Operation, animated: Bool) {
        let from = stack.last, to = newStack.last
        if let from, let to, from !== to, isShowingStack, contentView != nil {
            runTransition(to: newStack, from: from, to: to, operation: operation, animated: animated)
        } else {
            applyStackAtOnce(newStack, withCallbacks: isShowingStack)
        }
    }

    /// Applies `newStack` without a transition: containment, views, title;
    /// with `withCallbacks`, the appearance callbacks and the delegate's
    /// `willShow`/`didShow` (unanimated) when the top controller changes.
    func applyStackAtOnce(_ newStack: [UIViewController], withCallbacks: Bool) {
        let old = stack
        let from = old.last, to = newStack.last
        let topChanges = from !== to
        let added = newStack.filter { c in !old.contains { $0 === c } }
        let removed = old.filter { c in !newStack.contains { $0 === c } }
        for c in removed { c.willMove(toParent: nil) }
        for c in added { addChild(c) }
        stack = newStack
        if let contentView {
            if topChanges {
                if withCallbacks {
                    from?.viewWillDisappear(false)
                    to?.viewWillAppear(false)
                    if let to { delegate?.navigationController(self, willShow: to, animated: false) }
                }
                from?.viewIfLoaded?.removeFromSuperview()
                if let to { install(to.view, in: contentView) }
            }
            navigationBar.showTitle(to?.title, duration: 0)
        }
        for c in removed { c.removeFromParent() }
        for c in added { c.didMove(toParent: self) }
        if withCallbacks, topChanges, contentView != nil {
            from?.viewDidDisappear(false)
            to?.viewDidAppear(false)
            if let to { delegate?.navigationController(self, didShow: to, animated: false) }
        }
    }
}
