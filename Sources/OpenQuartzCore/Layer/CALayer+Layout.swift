import Foundation

extension CALayer {
    func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        CATransaction.recordChange(of: self)
    }

    /// Apple's `layoutIfNeeded`: go up to the outermost consecutive ancestor
    /// that needs layout, then lay out every layer beneath it that needs it —
    /// parents before children, at any depth (a descendant below a layer that
    /// needs no layout is not skipped). A loop, not recursion: deep trees are fine.
    func layoutIfNeededImpl() {
        var top = self
        while let p = top.superlayer, p.needsLayoutFlag { top = p }
        var stack: [CALayer] = [top]
        while let l = stack.popLast() {
            if l.needsLayoutFlag {
                l.needsLayoutFlag = false
                l.layoutSublayers()
            }
            stack.append(contentsOf: l.children.reversed())
        }
    }

    func markNeedsDisplay() {
        guard !isPresentationCopy else { return }
        needsDisplayFlag = true
        CATransaction.recordChange(of: self)
    }

    func displayIfNeededImpl() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        delegate?.layerWillDraw(self)
        display()
    }
}
