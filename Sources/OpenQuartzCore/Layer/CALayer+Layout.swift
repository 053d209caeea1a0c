import Foundation

extension CALayer {
    func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        markAncestorsSubtreeNeedsLayout()
        CATransaction.recordChange(of: self)
    }

    /// Flags the superlayer chain: something below needs layout (stops at
    /// the first ancestor already flagged: the rest of the chain is too).
    func markAncestorsSubtreeNeedsLayout() {
        var ancestor = superlayer
        while let a = ancestor, !a.subtreeNeedsLayoutFlag {
            a.subtreeNeedsLayoutFlag = true
            ancestor = a.superlayer
        }
    }

    /// Apple's `layoutIfNeeded`: go up to the outermost consecutive ancestor
    /// that needs layout, then lay out every layer beneath it that needs it —
    /// parents before children, at any depth (a descendant below a layer that
    /// needs no layout is not skipped). A loop, not recursion: deep trees are fine.
    /// Only subtrees flagged `subtreeNeedsLayoutFlag` are entered: a
    /// 1,100-layer tree with one layer to lay out walked every layer
    /// (0.4 of `layout.edit.1000`, 2026-11-27).
    func layoutIfNeededImpl() {
        var top = self
        while let p = top.superlayer, p.needsLayoutFlag { top = p }
        var stack: [CALayer] = [top]
        while let l = stack.popLast() {
            if l.needsLayoutFlag {
                l.needsLayoutFlag = false
                l.layoutSublayers()
            }
            guard l.subtreeNeedsLayoutFlag else { continue }
            l.subtreeNeedsLayoutFlag = false
            for child in l.children.reversed() where child.needsLayoutFlag || child.subtreeNeedsLayoutFlag {
                stack.append(child)
            }
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
