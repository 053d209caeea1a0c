import Foundation

extension CALayer {
    /// Appends `layer` to the sublayers (removing it from its old superlayer).
    /// Adding a layer to itself or to one of its own sublayers would make a
    /// cycle: refused with a diagnostic, the tree unchanged.
    public func addSublayer(_ layer: CALayer) {
        insert(layer, relativeTo: nil, offset: 0, fallback: Int.max)
    }

    /// Inserts `layer` at `idx` in the sublayers (clamped to the count). A
    /// layer that is already a sublayer is first taken out, then inserted at
    /// `idx` of the remaining sublayers.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard canAdopt(layer) else { return }
        let isMove = layer.superlayer === self
        layer.detachFromSuperlayer(runOrderOut: !isMove)
        place(layer, at: Int(idx), isMove: isMove)
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil
    /// or not a sublayer, as Apple does).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, relativeTo: sibling, offset: 0, fallback: 0)
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil
    /// or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, relativeTo: sibling, offset: 1, fallback: Int.max)
    }

    private func insert(_ layer: CALayer, relativeTo sibling: CALayer?, offset: Int, fallback: Int) {
        guard layer !== sibling else { return }
        guard canAdopt(layer) else { return }
        let isMove = layer.superlayer === self
        layer.detachFromSuperlayer(runOrderOut: !isMove)
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + offset } ?? fallback
        place(layer, at: index, isMove: isMove)
    }

    private func place(_ layer: CALayer, at index: Int, isMove: Bool) {
        children.insert(layer, at: min(max(index, 0), children.count))
        layer.superlayer = self
        if layer.needsLayoutFlag || layer.subtreeNeedsLayoutFlag { layer.markAncestorsSubtreeNeedsLayout() }
        sublayersDidChange(added: layer, isMove: isMove)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`, then runs the
    /// receiver's "transition" action (`kCATransition`: Apple's action for a
    /// layer replacing another in a visible tree). Does nothing (with a
    /// diagnostic) when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = children.firstIndex(where: { $0 === oldLayer }) else {
            CADiagnostics.report("CALayer.replaceSublayer: \(oldLayer) is not a sublayer of \(self)")
            return
        }
        guard oldLayer !== newLayer else { return }
        guard canAdopt(newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
        triggerAction(forKey: kCATransition)
    }

    /// Removes the layer from its superlayer (or from its owner's `mask`).
    public func removeFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        detachFromSuperlayer(runOrderOut: true)
    }

    // MARK: Internals

    /// Whether `layer` may become a sublayer: not self, not an ancestor, not a mask.
    func canAdopt(_ layer: CALayer) -> Bool {
        if layer.isPresentationCopy || isPresentationCopy {
            CADiagnostics.report("presentation layers cannot be added to a layer tree")
            return false
        }
        // `layer` can only be an ancestor of self if it has sublayers or a
        // mask: skip the walk up otherwise (building deep chains stays linear).
        if layer === self {
            CADiagnostics.report("CALayer: adding \(layer) under \(self) would make a cycle; ignored")
            return false
        }
        var node: CALayer? = (layer.children.isEmpty && layer.mask == nil) ? nil : self
        while let n = node {
            if n === layer {
                CADiagnostics.report("CALayer: adding \(layer) under \(self) would make a cycle; ignored")
                return false
            }
            node = n.superlayer ?? n.maskOwner
        }
        if layer.maskOwner != nil {
            CADiagnostics.report("CALayer: \(layer) is another layer's mask and cannot also be a sublayer; ignored")
            return false
        }
        return true
    }

    func detachFromSuperlayer(runOrderOut: Bool) {
        guard let parent = superlayer else { return }
        if let i = parent.children.firstIndex(where: { $0 === self }) { parent.children.remove(at: i) }
        superlayer = nil
        if runOrderOut {
            CATransaction.recordChange(of: parent)
            triggerAction(forKey: kCAOnOrderOut)
            parent.triggerAction(forKey: "sublayers")
            leaveInterface()
        }
    }

    func sublayersDidChange(added layer: CALayer, isMove: Bool) {
        CATransaction.recordChange(of: self)
        CATransaction.recordAddedSubtree(layer)
        if !isMove { layer.triggerAction(forKey: kCAOnOrderIn) }
        triggerAction(forKey: "sublayers")
        setNeedsLayout()
    }

    func setSublayers(_ newValue: [CALayer]) {
        for old in children where !newValue.contains(where: { $0 === old }) { old.removeFromSuperlayer() }
        for layer in newValue { addSublayer(layer) }
    }

    func maskDidChange(old: CALayer?) {
        guard !isPresentationCopy, !isRestoringMask else { return }
        if let m = mask {
            if m === old { return }
            var refusal: String?
            if m.superlayer != nil || (m.maskOwner != nil && m.maskOwner !== self) {
                refusal = "\(m) already has a superlayer or owner; the mask must not be in a layer tree"
            } else if isSelfOrBelow(m) {
                refusal = "\(m) is this layer or one of its ancestors (through superlayers and masks): a cycle"
            }
            if let refusal {
                CADiagnostics.report("CALayer.mask: \(refusal). Ignored")
                // Put the old mask back without running this again: the
                // refused layer keeps its owner and stays in the interface.
                isRestoringMask = true
                mask = old
                isRestoringMask = false
                return
            }
            m.maskOwner = self
            CATransaction.recordAddedSubtree(m)
        }
        if let old, old !== mask { old.maskOwner = nil; old.leaveInterface() }
        CATransaction.recordChange(of: self)
    }

    /// Whether `layer` is this layer or above it, going up through
    /// superlayers and mask owners (so masking with it would make a cycle).
    private func isSelfOrBelow(_ layer: CALayer) -> Bool {
        var node: CALayer? = self
        while let n = node {
            if n === layer { return true }
            node = n.superlayer ?? n.maskOwner
        }
        return false
    }

    /// Marks the subtree as no longer displayed.
    func leaveInterface() {
        forEachInSubtree { $0.isInInterface = false }
    }

    /// Calls `body` on the layer, its mask and all descendants, depth first.
    /// Bounded by the tree's size: cycles cannot exist (adoption refuses them).
    func forEachInSubtree(_ body: (CALayer) -> Void) {
        var stack: [CALayer] = [self]
        while let l = stack.popLast() {
            body(l)
            if let m = l.mask { stack.append(m) }
            stack.append(contentsOf: l.children.reversed())
        }
    }

    /// Releases the sublayers of a layer being deinitialised without nesting
    /// deinitialisers: Swift frees a sublayer from inside its superlayer's
    /// deinit, so dropping the root of a 100,000-deep chain would nest
    /// 100,000 of them and overflow the stack. A sublayer that only this
    /// release keeps alive first hands its own sublayers to a flat list, so
    /// its deinit finds nothing below it. Sublayers kept alive elsewhere keep
    /// their sublayers (their tree is still in use).
    func releaseSublayersIteratively() {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var layer = pending.popLast() {
            if !layer.children.isEmpty && isKnownUniquelyReferenced(&layer) {
                pending.append(contentsOf: layer.children)
                layer.children = []
            }
            // `layer` is released here: its deinit has no sublayers to free.
        }
    }
}
