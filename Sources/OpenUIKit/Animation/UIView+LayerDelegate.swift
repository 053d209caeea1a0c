import Foundation

/// The layer properties a view animation block animates: the view's
/// animatable properties (`frame` and `center` are `position`, `frame` and
/// `bounds` are `bounds`, `transform` and `transform3D` are `transform`,
/// `alpha` is `opacity`, `backgroundColor`) and `layer.cornerRadius` (iOS 11
/// and later). Other layer properties changed inside a block do not animate,
/// as on iOS; a custom layer property animates when its layer's
/// `action(forKey:)` builds an animation itself, reading
/// `UIView.inheritedAnimationDuration`.
enum ViewAnimatableKeys {
    /// Keys animated additively: a new animation of the property blends with
    /// the ones running instead of replacing them.
    static let additive: Set<String> = ["position", "bounds", "transform"]
    /// Keys animated from the old to the new value.
    static let replacing: Set<String> = ["opacity", "backgroundColor", "cornerRadius"]
    /// Keys a transition's picture of its own view shows.
    static let drawnInPicture: Set<String> = ["backgroundColor", "cornerRadius"]
}

extension UIView {
    /// The layer's action for `event` (`action(for:forKey:)`'s default): the
    /// null action outside an animation block (views do not animate
    /// implicitly), for keys the block does not animate, and in blocks that
    /// animate nothing (`performWithoutAnimation`, animations disabled); an
    /// animation built from the block's settings otherwise.
    func viewAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let context = ViewAnimationContext.current, !context.suppressesAnimation, UIView.areAnimationsEnabled,
              layer === self.layer else { return NSNull() }
        if let transitioning = context.transitionView, !context.options.contains(.allowAnimatedContent),
           transitioning === self ? ViewAnimatableKeys.drawnInPicture.contains(event) : isDescendant(of: transitioning) {
            // Part of the transition's "after" picture: the subtree, and the
            // view's own colour and corners (animating them too would blend
            // the change twice). Its geometry and alpha lie outside the
            // picture and animate alongside.
            return NSNull()
        }
        let additive = ViewAnimatableKeys.additive.contains(event)
        guard additive || ViewAnimatableKeys.replacing.contains(event) else { return NSNull() }
        let new = layer.readForPresentation(event)
        let old = layer.valueBeforeChange(forKey: event) ?? new
        if context.deferredChanges != nil {
            context.deferredChanges!.append((self, layer, event, old, new))
            return NSNull()
        }
        if let recorder = context.keyframes, let window = context.keyframeWindow {
            recorder.record(layer: layer, key: event, old: old, new: new, window: window)
            return NSNull()
        }
        return ViewAnimationAction(context: context, layer: layer, key: event, old: old, new: new,
                                   additive: additive && !context.repeats && !context.autoreverses
                                       && !context.options.contains(.beginFromCurrentState))
    }
}

/// The action a view returns inside an animation block: builds the layer
/// animation for one property change and adds it, as UIKit's does.
///
/// - Additive (position, bounds, transform; not repeating, autoreversing or
///   beginning from the current state): a `CABasicAnimation` from
///   old − new to the additive zero, `isAdditive = true`, so the layer shows
///   old at the start and new at the end whatever else is running on the
///   property, and a second change blends with the first instead of
///   jumping. Its key is the property's name when no additive view
///   animation of the property is running, else "name-1", "name-2"…
/// - Otherwise: from the old value — or, with `.beginFromCurrentState`,
///   the value on screen (the presentation value) — to the new one, under
///   the property's name; it replaces the view animations of that property
///   (their completions hear `finished == false`).
/// - Timing: the block's duration, its curve (a `CAMediaTimingFunction`) or
///   spring (a `CASpringAnimation`), its repeat count and autoreverse; a
///   delay becomes a `beginTime` in the layer's time with a backwards fill,
///   so the old value shows until the animation starts.
@MainActor final class ViewAnimationAction: CAAction {
    let context: ViewAnimationContext
    let layer: CALayer
    let key: String
    let old: AnimatableValue
    let new: AnimatableValue
    let additive: Bool

    init(context: ViewAnimationContext, layer: CALayer, key: String, old: AnimatableValue, new: AnimatableValue,
         additive: Bool) {
        self.context = context
        self.layer = layer
        self.key = key
        self.old = old
        self.new = new
        self.additive = additive
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        let animation = ViewAnimationAction.makeAnimation(context: context, keyPath: key)
        let listKey: String
        if additive {
            animation.fromValue = AnimatableValue.subtract(old, new).boxed()
            animation.toValue = AnimatableValue.subtract(new, new).boxed()
            animation.isAdditive = true
            listKey = nextAdditiveKey()
        } else {
            var from = old
            if context.options.contains(.beginFromCurrentState), let shown = layer.presentation() {
                from = shown.readForPresentation(key)
            }
            animation.fromValue = from.boxed()
            animation.toValue = new.boxed()
            removeViewAnimations()
            listKey = key
        }
        ViewAnimationAction.add(animation, to: layer, forKey: listKey, in: context)
    }

    /// A basic or spring animation of `keyPath` with the block's timing.
    static func makeAnimation(context: ViewAnimationContext, keyPath: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch context.timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let mass, let stiffness, let damping, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = CGFloat(mass)
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
            spring.initialVelocity = CGFloat(velocity)
            spring.allowsOverdamping = true
            animation = spring
        }
        configureTiming(of: animation, context: context)
        return animation
    }

    /// Duration, delay (as a begin time and a backwards fill), repeat and autoreverse.
    static func configureTiming(of animation: CAAnimation, context: ViewAnimationContext) {
        animation.duration = context.duration
        animation.repeatCount = context.repeatCount
        animation.autoreverses = context.autoreverses
    }

    /// Adds `animation` under `key`, with the block's delay, and tells the
    /// block (its completion and its list of created animations).
    static func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String, in context: ViewAnimationContext) {
        if context.delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + context.delay
            animation.fillMode = .backwards
        }
        context.completion?.animationAdded(animation)
        if !context.options.contains(.allowUserInteraction) { AnimatedHitTesting.mark(animation, .blocked) }
        layer.add(animation, forKey: key)
        guard let added = layer.animation(forKey: key) else { return }
        // The block and every block around it hear of it (a property
        // animator takes the animations of blocks nested in its own).
        var told: [ObjectIdentifier] = []
        for c in [context] + ViewAnimationContext.stack.reversed() where !told.contains(ObjectIdentifier(c)) {
            told.append(ObjectIdentifier(c))
            c.created.append((layer, key, added))
            c.onAnimationCreated?(layer, key, added)
        }
    }

    /// The key for a new additive animation: the property's name when no
    /// additive animation of the property is running under it (a
    /// non-additive one there is replaced), else the first free "name-n".
    private func nextAdditiveKey() -> String {
        guard let existing = layer.animation(forKey: key), existing.isAdditiveViewAnimation else { return key }
        var n = 1
        while layer.animation(forKey: "\(key)-\(n)") != nil { n += 1 }
        return "\(key)-\(n)"
    }

    /// Removes the view animations of the property: under its name and the
    /// additive ones under "name-n".
    private func removeViewAnimations() {
        guard let keys = layer.animationKeys() else { return }
        let prefix = key + "-"
        for k in keys where k == key || (k.hasPrefix(prefix) && Int(k.dropFirst(prefix.count)) != nil) {
            layer.removeAnimation(forKey: k)
        }
    }
}

extension CAAnimation {
    /// Whether this is an additive property animation.
    var isAdditiveViewAnimation: Bool { (self as? CAPropertyAnimation)?.isAdditive ?? false }
}
