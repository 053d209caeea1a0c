import Foundation

/// One registered action of a control: what runs, for which events.
@MainActor struct ControlAction {
    /// The events the action answers.
    var events: UIControl.Event
    /// The target (held weakly, as UIKit does); nil for a `UIAction`.
    weak var target: AnyObject?
    /// Whether the action was added with a target (so that a dead target drops it).
    var hasTarget: Bool
    /// The `UIAction`, for actions added by `addAction(_:for:)`.
    var action: UIAction?
    /// Runs the action with the control and the event.
    var run: @MainActor (UIControl, UIEvent?) -> Void
}

/// The target-action forms of every control class, typed on the class itself
/// so the method gets a `UISlider` for a slider. Not Apple API: it stands
/// where Apple's `addTarget(_:action:for:)` with a `Selector` stands (no
/// Objective-C runtime on Linux). Every `UIControl` conforms.
@MainActor public protocol ControlActions: UIControl {}

extension UIControl: ControlActions {}

extension ControlActions {
    /// Apple's `addTarget(_:action:for:)` with an unbound method in place of
    /// the selector: `slider.addTarget(self, action: Controller.changed, for:
    /// .valueChanged)` — or `Self.changed` inside the controller — for
    /// `#selector(changed(_:))`. The method may take the control's class or
    /// any superclass. The target is held weakly, as UIKit does; the method
    /// runs only while the target is alive and is of the method's class.
    ///
    /// The target is typed `AnyObject` and the method's class is inferred
    /// from `action` alone, so that `Self.tapped` (whose class is the
    /// dynamic `Self`) works with `self`.
    public func addTarget<Target>(_ target: AnyObject, action: @escaping @MainActor (Target) -> (Self) -> Void,
                                  for controlEvents: UIControl.Event) {
        appendAction(target, controlEvents) { target, control, _ in
            if let typedTarget = target as? Target, let typed = control as? Self { action(typedTarget)(typed) }
        }
    }

    /// `addTarget(_:action:for:)` for an action method without arguments
    /// (`@objc func tapped()` on iOS).
    public func addTarget<Target>(_ target: AnyObject, action: @escaping @MainActor (Target) -> () -> Void,
                                  for controlEvents: UIControl.Event) {
        appendAction(target, controlEvents) { target, _, _ in
            if let typedTarget = target as? Target { action(typedTarget)() }
        }
    }

    /// `addTarget(_:action:for:)` for an action method taking the sender and
    /// the event (`@objc func moved(_ sender: UISlider, forEvent event: UIEvent)`).
    public func addTarget<Target>(_ target: AnyObject, action: @escaping @MainActor (Target) -> (Self, UIEvent?) -> Void,
                                  for controlEvents: UIControl.Event) {
        appendAction(target, controlEvents) { target, control, event in
            if let typedTarget = target as? Target, let typed = control as? Self { action(typedTarget)(typed, event) }
        }
    }

    /// Registers `run` with a weak hold on `target`; `run` gets the target while it lives.
    private func appendAction(_ target: AnyObject, _ events: UIControl.Event,
                              _ run: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void) {
        controlActions.append(ControlAction(events: events, target: target, hasTarget: true, action: nil) {
            [weak target] control, event in
            if let target { run(target, control, event) }
        })
    }
}

extension UIControl {
    /// Adds `action` for `controlEvents` (Apple's `addAction(_:for:)`, iOS 14).
    /// An action with the same identifier already added for those events is
    /// replaced, as on iOS.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        controlActions.append(ControlAction(events: controlEvents, target: nil, hasTarget: false, action: action) {
            control, _ in action.perform(sender: control)
        })
    }

    /// Removes `action` from `controlEvents` (Apple's `removeAction(_:for:)`).
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `identifier` from `controlEvents` (Apple's
    /// `removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        remove(from: controlEvents) { $0.action?.identifier == identifier }
    }

    /// Removes `target`'s actions for `controlEvents` (nil target: every
    /// action, `UIAction`s included). Apple's `removeTarget(_:action:for:)`
    /// can name one selector; Swift functions cannot be compared, so here
    /// `action` must be nil and all of the target's actions for those events go.
    public func removeTarget(_ target: AnyObject?, action: Never? = nil, for controlEvents: UIControl.Event) {
        remove(from: controlEvents) { entry in
            guard let target else { return true }
            return entry.hasTarget && (entry.target == nil || entry.target === target)
        }
    }

    /// Takes `controlEvents` off the entries that `matches`, dropping those left with no events.
    private func remove(from controlEvents: UIControl.Event, where matches: (ControlAction) -> Bool) {
        for i in controlActions.indices where matches(controlActions[i]) {
            controlActions[i].events.subtract(controlEvents)
        }
        controlActions.removeAll { $0.events.isEmpty }
    }

    /// The objects that are targets of the control's actions (Apple's `allTargets`).
    public var allTargets: Set<AnyHashable> {
        Set(controlActions.compactMap { entry in
            entry.target.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) }
        })
    }

    /// The events that have at least one action (Apple's `allControlEvents`).
    public var allControlEvents: Event {
        controlActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends the actions for `controlEvents` (Apple's `sendActions(for:)`):
    /// each event in turn, lowest bit first, and for each event its actions
    /// in the order they were added. Actions whose target is gone are dropped.
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Runs `action`'s handler with the control as sender (Apple's `sendAction(_:)`, iOS 14).
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// `sendActions(for:)` passing the touch event to the actions that take one.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        controlActions.removeAll { $0.hasTarget && $0.target == nil }
        var bits = controlEvents.rawValue
        while bits != 0 {
            let bit = bits & (~bits &+ 1)
            bits &= bits - 1
            // A snapshot: actions added or removed by an action apply from the next event.
            for entry in controlActions where entry.events.contains(Event(rawValue: bit)) {
                entry.run(self, event)
            }
        }
    }
}
