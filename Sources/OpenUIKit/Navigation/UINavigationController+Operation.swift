import Foundation

extension UINavigationController {
    /// The kind of a navigation transition, passed to
    /// `UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)`
    /// (Apple's `UINavigationController.Operation`, raw values as Apple's).
    public enum Operation: Int, Sendable {
        /// No operation.
        case none = 0
        /// A controller is pushed onto the stack (also `setViewControllers`
        /// when the new top controller was not in the stack).
        case push = 1
        /// The top controller is removed from the stack (also
        /// `popToViewController`, `popToRootViewController` and
        /// `setViewControllers` when the new top controller was in the stack).
        case pop = 2
    }
}
