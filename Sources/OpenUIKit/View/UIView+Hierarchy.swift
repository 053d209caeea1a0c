import Foundation

extension UIView {
    /// The window the view is in (the nearest `UIWindow` up the superview
    /// chain, itself included), or nil.
    public var window: UIWindow? { self as? UIWindow ?? windowStorage }

    /// Adds `view` on top of the subviews (moving it from its old superview;
    /// a view already a subview moves to the front). Adding the view itself
    /// or one of its ancestors is refused with a diagnostic.
    public func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to 0…count).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview` (on top when the sibling is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === siblingSubview }) else { return insert(view, at: subviews.count) }
        insert(view, at: i + 1)
    }

    /// Inserts `view` just below `siblingSubview` (on top when the sibling is not a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === siblingSubview }) else { return insert(view, at: subviews.count) }
        insert(view, at: i)
    }

    /// Moves `view` (a subview) to the front: last in `subviews`, its layer on
    /// top of the layer's sublayers.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    /// Moves `view` (a subview) to the back: first in `subviews`, its layer
    /// the first sublayer.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices (and their layers). Indices out of
    /// range are refused with a diagnostic (Apple raises an exception).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            CGDiagnostics.report("UIView.exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range (\(subviews.count) subviews); ignored")
            return
        }
        guard index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        // The higher index first, so that the lower one is placed below a
        // layer that is already where it belongs.
        placeLayer(of: subviews[max(index1, index2)], at: max(index1, index2))
        placeLayer(of: subviews[min(index1, index2)], at: min(index1, index2))
    }

    /// Removes the view from its superview (and its layer from the superlayer).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        LayoutEngine.shared.subtreeWillLeave(self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let oldWindow = window
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { forEachInSubtree { $0.windowStorage = nil; $0.didMoveToWindow() } }
        didMoveToSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view with `tag` in the view's subtree, the view itself
    /// first, then depth-first in subview order.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            if v.tag == tag { return v }
            pending.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }

    // MARK: Implementation

    /// Releases the subtree without recursion: a chain of 10,000 views would
    /// otherwise be freed 10,000 deinitializers deep.
    func releaseSubviewsIteratively() {
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            if !view.subviews.isEmpty && isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    /// Calls `body` with the view and every view under it (parents first; no recursion).
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            body(v)
            pending.append(contentsOf: v.subviews.reversed())
        }
    }

    /// Inserts `view` at `index` of the subviews — Apple's order of callbacks:
    /// `willMove(toSuperview:)`, `willMove(toWindow:)` (the subtree, when the
    /// window changes), the old superview's `willRemoveSubview(_:)`, the move,
    /// `didMoveToWindow()` (the subtree), `didMoveToSuperview()`, then this
    /// view's `didAddSubview(_:)`.
    private func insert(_ view: UIView, at requestedIndex: Int) {
        // `view` can only be an ancestor of this view if it has subviews:
        // skip the walk up otherwise (building deep chains stays linear).
        guard view !== self && (view.subviews.isEmpty || !isDescendant(of: view)) else {
            CGDiagnostics.report("UIView.addSubview: \(view) is \(view === self ? "the view itself" : "an ancestor of the view"); a view cannot contain itself. Ignored")
            return
        }
        if view.superview === self {
            // A move among the subviews: no callbacks but the layer's order.
            let old = subviews.firstIndex { $0 === view }!
            subviews.remove(at: old)
            let index = min(max(requestedIndex > old ? requestedIndex - 1 : requestedIndex, 0), subviews.count)
            subviews.insert(view, at: index)
            placeLayer(of: view, at: index)
            return
        }
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        if let old = view.superview {
            LayoutEngine.shared.subtreeWillLeave(view)
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
        }
        let index = min(max(requestedIndex, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        placeLayer(of: view, at: index)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.windowStorage = newWindow; $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Puts the layer of `subviews[index]` just below the next subview's
    /// layer, or on top of the sublayers when it is the last subview.
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count, subviews[index + 1].layer.superlayer === layer {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }
}
