import Foundation

extension CALayer {
    /// The action for `event`: Apple's search, in order —
    /// 1. a layer that is not in the interface (not under a displayed root, or
    ///    not yet committed there) has no actions for property events: nil
    ///    ends the search (`onOrderIn` asks whether the new superlayer is);
    /// 2. the delegate's `action(for:forKey:)`;
    /// 3. the `actions` dictionary;
    /// 4. the `style` dictionary: `style["actions"][event]`, then `style["style"]` recursively;
    /// 5. the class's `defaultAction(forKey:)`.
    /// At every stage an action stops the search and is returned, `NSNull`
    /// stops it with no action (returned as `NSNull`), nil goes on.
    /// Subclasses override this to change the answer for some keys.
    func actionSearch(forKey event: String) -> (any CAAction)? {
        switch searchBeforeClassDefault(forKey: event) {
        case .action(let a): return a
        case .noAction: return nil
        case .classDefault: return type(of: self).defaultAction(forKey: event)
        }
    }

    /// Where stages 1–4 of the action search end.
    enum ActionSearchStop {
        /// A stage returned an action (possibly `NSNull`).
        case action(any CAAction)
        /// The layer is not in the interface: no action.
        case noAction
        /// No stage answered: the class's `defaultAction(forKey:)` decides.
        case classDefault
    }

    /// Stages 1–4 of `actionSearch(forKey:)`.
    func searchBeforeClassDefault(forKey event: String) -> ActionSearchStop {
        // The key comparison only for a layer outside the interface (comparing
        // two different short strings costs ~130 instructions).
        let inInterface = isInInterface || (event == kCAOnOrderIn && (superlayer?.isInInterface ?? false))
        guard inInterface else { return .noAction }
        if let delegate, let a = delegate.action(for: self, forKey: event) { return .action(a) }
        if let a = actions?[event] { return .action(a) }
        if let a = StyleDictionary.first(in: style, { ($0["actions"] as? [String: Any])?[event] as? any CAAction }) {
            return .action(a)
        }
        return .classDefault
    }

    /// The class's default action for `event`: a `CABasicAnimation` (key path
    /// = the event, nothing else set, so the transaction supplies duration and
    /// timing) for the implicitly animatable properties, nil otherwise.
    /// `cornerRadius` is not implicitly animated (Neuburg's observation; it
    /// animates explicitly and in view animations).
    class func defaultImplicitAction(forKey event: String) -> (any CAAction)? {
        defaultImplicitAnimation(forKey: event)
    }

    /// `defaultImplicitAction(forKey:)`, typed.
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

private let baseImplicitlyAnimatableKeys: Set<String> = [
    "anchorPoint", "anchorPointZ", "backgroundColor", "borderColor", "borderWidth", "bounds",
    "contents", "contentsCenter", "contentsRect", "contentsScale", "doubleSided", "hidden",
    "masksToBounds", "opacity", "position", "zPosition", "rasterizationScale", "shouldRasterize",
    "shadowColor", "shadowOffset", "shadowOpacity", "shadowRadius", "shadowPath",
    "sublayerTransform", "transform",
]
