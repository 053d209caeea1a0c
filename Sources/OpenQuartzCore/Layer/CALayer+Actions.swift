import Foundation

extension CALayer {
    /// The action for `event`: Apple's search, in order —
    /// 1. the delegate's `action(for:forKey:)`;
    /// 2. the `actions` dictionary;
    /// 3. the `style` dictionary: `style["actions"][event]`, then `style["style"]` recursively;
    /// 4. the class's `defaultAction(forKey:)` (nil for CALayer's own keys);
    /// 5. the implicit animation of an implicitly animatable property: a
    ///    `CABasicAnimation` with only its key path set.
    /// At every stage an action stops the search and is returned, `NSNull`
    /// stops it with no action (returned as `NSNull`), nil goes on.
    ///
    /// The search reads neither the transaction's `disableActions` nor
    /// whether the layer is in the interface: on Apple's platforms
    /// `disableActions` keeps the *setter* from calling `action(forKey:)`,
    /// and a layer outside the interface (not under a displayed root) has its
    /// changes applied without running an action; both gates are in
    /// `triggerAction(forKey:)`. Called directly, `action(forKey:)` therefore
    /// finds the `actions` and `style` entries of any layer (Apple's
    /// `action(forKey:)` documentation lists the search without either gate).
    func actionSearch(forKey event: String) -> (any CAAction)? {
        switch searchBeforeClassDefault(forKey: event) {
        case .action(let a): return a
        case .classDefault:
            return type(of: self).defaultAction(forKey: event) ?? type(of: self).defaultImplicitAnimation(forKey: event)
        }
    }

    /// Where stages 1–3 of the action search end.
    enum ActionSearchStop {
        /// A stage returned an action (possibly `NSNull`).
        case action(any CAAction)
        /// No stage answered: the class's `defaultAction(forKey:)`, then the
        /// implicit animation, decide.
        case classDefault
    }

    /// Stages 1–3 of `actionSearch(forKey:)`.
    func searchBeforeClassDefault(forKey event: String) -> ActionSearchStop {
        if let delegate, let a = delegate.action(for: self, forKey: event) { return .action(a) }
        if let a = actions?[event] { return .action(a) }
        if let a = StyleDictionary.first(in: style, { ($0["actions"] as? [String: Any])?[event] as? any CAAction }) {
            return .action(a)
        }
        return .classDefault
    }

    /// Whether a change of `event` on this layer runs an action: only a layer
    /// in the interface (under a displayed root, committed there) animates;
    /// `onOrderIn` asks whether the new superlayer is.
    ///
    /// A layer that `runsActionsOnceAttached` (a view's layer) also runs
    /// them as soon as it is under a layer in the interface, before the commit
    /// that brings it in: UIKit animates a view added and changed in one turn
    /// (add it at alpha 0, fade it in), since the view's action carries its
    /// own from-value.
    func runsActions(forKey event: String) -> Bool {
        // The key comparison only for a layer outside the interface (comparing
        // two different short strings costs ~130 instructions).
        if isInInterface || (event == kCAOnOrderIn && (superlayer?.isInInterface ?? false)) { return true }
        guard runsActionsOnceAttached else { return false }
        var ancestor = superlayer
        while let a = ancestor {
            if a.isInInterface { return true }
            ancestor = a.superlayer
        }
        return false
    }

    /// The implicit animation for `event` (stage 5 of the action search): a
    /// `CABasicAnimation` (key path = the event, nothing else set, so the
    /// transaction supplies duration and timing) for the implicitly animatable
    /// properties, nil otherwise. `cornerRadius` is not implicitly animated
    /// (Neuburg's observation; it animates explicitly and in view animations).
    class func defaultImplicitAnimation(forKey event: String) -> CABasicAnimation? {
        guard baseImplicitlyAnimatableKeys.contains(event) || additionalImplicitlyAnimatableKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.isUnsharedImplicitAction = true
        return animation
    }

    /// The properties a plain CALayer animates implicitly. Subclasses add theirs
    /// by overriding `additionalImplicitlyAnimatableKeys`.
    class var implicitlyAnimatableKeys: Set<String> {
        baseImplicitlyAnimatableKeys.union(additionalImplicitlyAnimatableKeys)
    }
}

private let baseImplicitlyAnimatableKeys: Set<String> = Set(([
    .anchorPoint, .anchorPointZ, .backgroundColor, .borderColor, .borderWidth, .bounds,
    .contents, .contentsCenter, .contentsRect, .contentsScale, .doubleSided, .hidden,
    .masksToBounds, .opacity, .position, .zPosition,
    .shadowColor, .shadowOffset, .shadowOpacity, .shadowRadius, .shadowPath,
    .sublayerTransform, .transform, .rasterizationScale, .shouldRasterize,
] as [RenderProperty]).map(\.key))
