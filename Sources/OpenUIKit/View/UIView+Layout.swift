import Foundation

extension UIView {
    /// The layout pass for this view (its layer's `layoutSublayers()`): the
    /// view controller's `viewWillLayoutSubviews()`, `layoutSubviews()`, then
    /// `viewDidLayoutSubviews()`.
    func layoutLayerOfView() {
        // Constraints first: the update-constraints pass and the solve, which
        // gives every constrained view whose frame changed its new frame.
        LayoutEngine.shared.solveIfNeeded()
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// Resizes the view for its superview's bounds size change from
    /// `oldSize` to `newSize` by `autoresizingMask`: along each axis, the
    /// change is shared among the flexible parts (left margin, width, right
    /// margin; top margin, height, bottom margin) in proportion to their
    /// current sizes — equally when those sizes add up to zero — as UIKit does.
    func autoresize(fromSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let f = frame
        let (x, w) = Self.resizeAxis(
            origin: f.minX, length: f.width, oldTotal: oldSize.width, newTotal: newSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, h) = Self.resizeAxis(
            origin: f.minY, length: f.height, oldTotal: oldSize.height, newTotal: newSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let resized = CGRect(x: x, y: y, width: max(w, 0), height: max(h, 0))
        if resized != f { frame = resized }
    }

    /// One axis of `autoresize`: the new origin and length.
    static func resizeAxis(origin: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
                           flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) -> (CGFloat, CGFloat) {
        let delta = newTotal - oldTotal
        guard delta != 0, flexibleLeading || flexibleLength || flexibleTrailing else { return (origin, length) }
        let leading = origin, trailing = oldTotal - origin - length
        let parts = [flexibleLeading ? leading : 0, flexibleLength ? length : 0, flexibleTrailing ? trailing : 0]
        let flexibleCount = CGFloat([flexibleLeading, flexibleLength, flexibleTrailing].filter { $0 }.count)
        let sum = parts.reduce(0, +)
        func share(_ i: Int, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return sum != 0 ? delta * parts[i] / sum : delta / flexibleCount
        }
        return (origin + share(0, flexibleLeading), length + share(1, flexibleLength))
    }
}

extension UIView {
    /// The tint colour the view shows: its own, else its superview's, else
    /// `UIColor.systemBlue`.
    var effectiveTintColor: UIColor {
        var view: UIView? = self
        while let v = view {
            if let c = v.tintColorStorage { return c }
            view = v.superview
        }
        return .systemBlue
    }

    /// Calls `tintColorDidChange()` on the view and on the views under it
    /// that inherit its tint (a view with its own tint stops the walk below it).
    func tintDidChangeInSubtree() {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            v.tintColorDidChange()
            pending.append(contentsOf: v.subviews.filter { $0.tintColorStorage == nil })
        }
    }
}
