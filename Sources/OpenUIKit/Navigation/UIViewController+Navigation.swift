import Foundation

extension UIViewController {
    /// The nearest ancestor in the parent chain that is a navigation
    /// controller, or nil (Apple's `navigationController`). A navigation
    /// controller is not its own: its property names the navigation
    /// controller it is nested in, if any. A pushed controller has it from
    /// the start of the push (before its `viewDidLoad` when the push loads
    /// its view), as in UIKit.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let c = controller {
            if let navigation = c as? UINavigationController { return navigation }
            controller = c.parent
        }
        return nil
    }
}
