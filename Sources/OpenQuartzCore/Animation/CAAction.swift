import Foundation

/// An object that responds to an action event on a layer, Core Animation's
/// `CAAction` — what the action search of `CALayer.action(forKey:)` returns.
///
/// `CAAnimation` is the built-in adopter: running it adds it to the layer under
/// the event key. Returning `NSNull()` from any stage of the search stops the
/// search with no action (Apple declares `NSNull: CAAction` for this, and so
/// do we). The requirement is main-actor isolated because layers are.
public protocol CAAction {
    /// Called by the layer when the action is triggered: `event` is the key
    /// (a property name or "onOrderIn", "onOrderOut", "sublayers"…), `anObject`
    /// the layer. `dict` carries extra arguments (nil for property changes).
    @MainActor func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the "no action" answer of the action search.
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Methods an animation's delegate may implement, Core Animation's
/// `CAAnimationDelegate`. Both have empty default implementations (they are
/// optional in Apple's Objective-C protocol). The animation retains its delegate.
@MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active duration began (after any `beginTime` delay).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when
    /// it was removed early (or replaced by another under the same key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
