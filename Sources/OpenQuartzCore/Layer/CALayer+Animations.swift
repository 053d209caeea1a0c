import Foundation

extension CALayer {
    /// Adds a copy of `anim` to the layer's animations under `key`.
    ///
    /// As on Apple's platforms: the animation is copied (later changes to
    /// `anim` do nothing); an animation already under the same non-nil key is
    /// removed (its delegate hears `finished: false`); nil keys coexist; a
    /// property animation without a key path takes `key`; a zero duration
    /// becomes the transaction's duration and a nil timing function the
    /// transaction's. The animation starts when the transaction commits, with
    /// `beginTime == 0` meaning the commit time in the layer's time. A
    /// `CATransition` is always stored under "transition" (`kCATransition`),
    /// whatever key is passed, so only one transition runs at a time.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        // Class tests skipped for exactly CABasicAnimation (every implicit
        // animation): each dynamic cast costs ~40 instructions.
        let isBasic = type(of: anim) == CABasicAnimation.self
        let isTransition = !isBasic && anim is CATransition
        let key = isTransition ? kCATransition : key
        guard !isPresentationCopy else {
            CADiagnostics.report("CALayer.add(_:forKey:) on a presentation layer does nothing")
            return
        }
        // The default implicit action is a fresh animation nobody else holds:
        // adding it as is saves a copy (half the cost of an implicit change).
        let copy: CAAnimation
        if anim.isUnsharedImplicitAction {
            anim.isUnsharedImplicitAction = false
            copy = anim
        } else {
            copy = anim.copy() as! CAAnimation
        }
        let property = isBasic ? unsafeDowncast(copy, to: CABasicAnimation.self) : copy as? CAPropertyAnimation
        if let p = property, p.keyPath == nil {
            guard let key else {
                CADiagnostics.report("CALayer.add(_:forKey: nil): the animation has no keyPath and no key to take it from; ignored")
                return
            }
            p.keyPath = key
        }
        AnimationEntry.applyTransactionDefaults(to: copy)
        if let key { removeAnimationFromModel(forKey: key) }
        let entry = AnimationEntry(key: key, animation: copy)
        animationList.append(entry)
        TransactionStack.shared.recordAddedAnimation(entry, to: self)
        // The "before" picture: the render state before this transaction's changes.
        // (The copy of an exact CABasicAnimation is one too: CAAnimation.copy.)
        if !isBasic && copy is CATransition { TransitionPictures.shared.capture(self) }
    }

    /// The keys of the layer's animations, in the order they were added
    /// (animations added with a nil key are not listed). Nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationList.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The key paths the layer's animations animate, keyed or not (a
    /// group's members included), in the order they were added. For tools
    /// that look for the layer animating a key path (`quartz plot`).
    package var animatedKeyPaths: [String] {
        var out: [String] = []
        var pending = animationList.map(\.animation)
        while let a = pending.popLast() {
            if let p = a as? CAPropertyAnimation, let path = p.keyPath { out.append(path) }
            if let g = a as? CAAnimationGroup { pending.append(contentsOf: g.animations ?? []) }
        }
        return out.reversed()
    }

    /// Every animation of the layer, keyed or not, in the order they were
    /// added, with its key: the layer's own copies (do not change them).
    /// For tools that show a layer's animations (`quartz serve`'s inspector).
    package var keyedAnimations: [(key: String?, animation: CAAnimation)] {
        animationList.map { ($0.key, $0.animation) }
    }

    /// The animation added under `key` (the layer's immutable copy): do not
    /// change it. Nil when there is none.
    public func animation(forKey key: String) -> CAAnimation? {
        animationList.last { $0.key == key }?.animation
    }

    /// Removes the animation under `key`. The render tree drops it at the next
    /// commit, when its delegate hears `animationDidStop(_:finished: false)`.
    public func removeAnimation(forKey key: String) {
        removeAnimationFromModel(forKey: key)
    }

    /// Removes every animation (each delegate hears `finished: false` at the next commit).
    public func removeAllAnimations() {
        let entries = animationList
        animationList.removeAll()
        for e in entries { e.removeFromModel(of: self) }
    }

    /// Removes every animation without telling anyone: no delegate hears
    /// `animationDidStop`, no transaction completion block runs. For a host
    /// ending a run the way an app that quits ends (the Gallery's view scenes,
    /// whose completion blocks would otherwise start new animations). Not
    /// Apple API; package use only.
    package func discardAllAnimations() {
        for e in animationList { e.isDiscarded = true }
        removeAllAnimations()
    }

    func removeAnimationFromModel(forKey key: String) {
        // One pass, no intermediate arrays: this runs on every implicit change.
        var i = 0
        while i < animationList.count {
            if animationList[i].key == key {
                let e = animationList.remove(at: i)
                e.removeFromModel(of: self)
            } else {
                i += 1
            }
        }
    }
}
