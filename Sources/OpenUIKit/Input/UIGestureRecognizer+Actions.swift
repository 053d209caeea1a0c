import Foundation

/// The action forms of every gesture recognizer class, typed on the class
/// itself, so the closure or method gets a `UIPanGestureRecognizer` for a
/// pan. Not Apple API: it stands where Apple's `init(target:action:)` with a
/// `Selector` stands (there is no Objective-C runtime on Linux; see
/// `UIGestureRecognizer`). Every `UIGestureRecognizer` conforms.
@MainActor public protocol GestureRecognizerActions: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions {
    /// Creates a recognizer that calls `handler` with itself at each state
    /// change (for a discrete gesture: when recognized).
    ///
    /// ```swift
    /// view.addGestureRecognizer(UIPanGestureRecognizer { pan in
    ///     let t = pan.translation(in: view.superview)
    /// })
    /// ```
    public init(_ handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Apple's `init(target:action:)` with an unbound method in place of the
    /// selector: `UIPanGestureRecognizer(target: self, action: Controller.handlePan)`
    /// for `#selector(handlePan(_:))`. The method may take the recognizer's
    /// class or any superclass. The target is held weakly, as UIKit does.
    public init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `init(target:action:)` for an action method without arguments
    /// (`@objc func tapped()` on iOS).
    public init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a closure action. Not Apple API (Apple's `addTarget(_:action:)`
    /// takes a selector).
    public func addTarget(_ handler: @escaping @MainActor (Self) -> Void) {
        actions.append(GestureAction(target: nil, hasTarget: false) { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        })
    }

    /// Apple's `addTarget(_:action:)` with an unbound method in place of the selector.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void) {
        actions.append(GestureAction(target: target, hasTarget: true) { [weak target] recognizer in
            if let target, let typed = recognizer as? Self { action(target)(typed) }
        })
    }

    /// `addTarget(_:action:)` for an action method without arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        actions.append(GestureAction(target: target, hasTarget: true) { [weak target] _ in
            if let target { action(target)() }
        })
    }
}

extension UIGestureRecognizer {
    /// Apple's `init(target:action:)` called with no action
    /// (`UITapGestureRecognizer(target: nil, action: nil)`, actions added
    /// later): only `nil` can be passed, since there are no selectors here.
    /// The target is not used.
    public convenience init(target: Any?, action: Never?) { self.init() }

    /// Removes the actions of `target` (nil: every action, closures
    /// included). Apple's `removeTarget(_:action:)` can name one selector;
    /// Swift functions cannot be compared, so here `action` must be nil and
    /// all of the target's actions go.
    public func removeTarget(_ target: AnyObject?, action: Never? = nil) {
        guard let target else { actions.removeAll(); return }
        actions.removeAll { $0.hasTarget && ($0.target == nil || $0.target === target) }
    }

    /// Runs the actions, in the order they were added (those whose target is gone are skipped and dropped).
    func sendActions() {
        actions.removeAll { $0.hasTarget && $0.target == nil }
        for action in actions { action.run(self) }
    }
}
