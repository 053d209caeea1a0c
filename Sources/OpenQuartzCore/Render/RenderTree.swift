import Foundation

/// The render server's copy of one layer tree: a slot per layer (its model,
/// superlayer, sublayers in paint order, mask, committed values), kept up to
/// date from the commits' change log (`RenderChangeLog`) — a commit that
/// changed k layers costs O(k) (plus the sublayer lists of the layers whose
/// sublayers changed), never a rebuild — and evaluated for any frame time
/// into the values a frame draws (`presented(_:)`).
///
/// Slots are stable: a layer keeps its slot until it leaves the tree; freed
/// slots are reused (a free list). Sublayers are linked lists in paint order
/// (`firstChild`, `nextSibling`: by `zPosition`, then insertion order), so
/// walking a frame reads flat arrays only. A mask is a slot whose parent is
/// its owner but which is not in the owner's sublayer list (`maskSlot`).
///
/// Values: `committed(_:)` holds each layer's values as of its last commit
/// (read typed from the model when the log names it). A layer with
/// animations in its render list is evaluated per frame (`evaluate(at:)`):
/// committed values with its animations applied, as `presentation()` does.
/// Static layers are drawn from their committed values, stamp and all, so
/// damage tracking and caches see them unchanged.
@MainActor package final class RenderTree {
    // MARK: Slots
    // Unchecked exclusivity: the frame loop reads these arrays through the
    // class for every layer, and each dynamic check cost ~100 instructions
    // (swift_beginAccess was 7.7 % of a 1,000-layer UI turn); they are
    // main-actor state changed only by `update` and `evaluate`, never while
    // a frame reads them.
    /// The model layer of each slot (nil: free).
    @exclusivity(unchecked) private(set) var models: [CALayer?] = []
    /// The superlayer's (or mask owner's) slot; −1 for the root and free slots.
    @exclusivity(unchecked) private(set) var parent: [Int32] = []
    /// The first sublayer in paint order, −1 for none.
    @exclusivity(unchecked) private(set) var firstChild: [Int32] = []
    /// The next sibling in paint order, −1 for the last.
    @exclusivity(unchecked) private(set) var nextSibling: [Int32] = []
    /// The slot of the layer's mask, −1 for none.
    @exclusivity(unchecked) private(set) var maskSlot: [Int32] = []
    /// Whether the slot is a mask (reached from its owner's `maskSlot`).
    @exclusivity(unchecked) private(set) var isMask: [Bool] = []
    /// The values of each layer as of its last commit.
    @exclusivity(unchecked) private var committedValues: [LayerValues] = []
    /// The values of the last evaluation, for slots with animations.
    @exclusivity(unchecked) private var presentedValues: [LayerValues] = []
    /// Whether the slot's layer has animations in its render list or varies
    /// with time otherwise (an emitter): evaluated every frame.
    @exclusivity(unchecked) private(set) var isAnimated: [Bool] = []
    /// Each animated slot's animations in their frame form (nil: evaluated
    /// through its model, `RenderTree.program(of:)`).
    @exclusivity(unchecked) private var programs: [SlotProgram?] = []
    /// Whether each animated slot's animations write only `opacity`
    /// (`RenderTree.animatesOnlyOpacity`).
    @exclusivity(unchecked) private var opacityOnly: [Bool] = []
    /// The slots with `isAnimated`, in no particular order.
    @exclusivity(unchecked) private var animatedSlots: [Int32] = []
    /// Where each animated slot is listed in `animatedSlots` (−1: not listed).
    @exclusivity(unchecked) private var animatedIndex: [Int32] = []
    @exclusivity(unchecked) private var freeSlots: [Int32] = []
    /// Names the state of everything below each slot (see `descendantsGeneration(_:)`).
    @exclusivity(unchecked) private var belowGeneration: [UInt64] = []
    /// The generation the last `evaluate` marked the ancestors of its
    /// animated slots with (0: none animated): a slot whose
    /// `descendantsGeneration` equals it has an animated layer below it.
    private(set) var evaluationGeneration: UInt64 = 0
    /// Slot by `CALayer.renderID` (looked up only while applying changes).
    @exclusivity(unchecked) private var slotByID: [UInt64: Int32] = [:]
    /// The root's slot (−1 when empty).
    private(set) var rootSlot: Int32 = -1
    /// The change log position this tree has applied up to.
    private(set) var appliedChanges: UInt64 = 0

    // MARK: Work counters (tests count work, not time)
    /// Full builds (first update, new root, or the change log lost entries).
    package private(set) var rebuilds = 0
    /// Layers whose values were read from their model, in total.
    package private(set) var capturedLayers = 0
    /// Layers evaluated with their animations, in total.
    package private(set) var evaluatedLayers = 0

    package init() {
        RenderChangeLog.shared.register(self)
        appliedChanges = RenderChangeLog.shared.endSequence
    }

    /// Makes the next update build the tree afresh.
    package func invalidate() { rootSlot = -1 }

    /// The number of layers in the tree.
    package var count: Int { slotByID.count }

    /// The slot of `layer`, if it is in the tree.
    package func slot(of layer: CALayer) -> Int32? { slotByID[layer.renderID] }

    /// The model layer of `slot`.
    package func model(_ slot: Int32) -> CALayer { models[Int(slot)]! }

    /// The values `slot` had at its last commit.
    package func committed(_ slot: Int32) -> LayerValues { committedValues[Int(slot)] }

    /// A generation naming the drawn state of everything below `slot`: its
    /// sublayers and mask trees at any depth, their values, and the lists
    /// linking them. It changes (to a number never used before) whenever a
    /// commit changes a layer below the slot or the slot itself (its
    /// sublayer list may have changed), a layer joins or leaves the subtree,
    /// or a frame evaluates an animated layer below it; otherwise it stays.
    /// The slot's own values are not part of it (a rasterized layer keeps its
    /// bitmap while its own transform animates: `RasterizationCache`).
    ///
    /// Kept up to date where slots change — `apply`, `allocate`, `free` and
    /// `evaluate` mark the chain of superlayers (mask owners) above each
    /// changed slot with one new generation per update or evaluation,
    /// stopping at the first slot already marked with it — so reading it is
    /// O(1) and an evaluation costs O(animated slots + their distinct ancestors).
    package func descendantsGeneration(_ slot: Int32) -> UInt64 { belowGeneration[Int(slot)] }

    /// Marks every slot above `slot` (and `slot` itself with `including`) with
    /// `generation`, stopping at a slot marked with it already.
    private func markAncestors(of slot: Int32, including: Bool, _ generation: UInt64) {
        var x = including ? slot : parent[Int(slot)]
        while x >= 0, belowGeneration[Int(x)] != generation {
            belowGeneration[Int(x)] = generation
            x = parent[Int(x)]
        }
    }

    /// The values `slot` shows in the last evaluated frame.
    package func presented(_ slot: Int32) -> LayerValues {
        let i = Int(slot)
        return isAnimated[i] ? presentedValues[i] : committedValues[i]
    }

    // MARK: Updating

    /// Brings the tree up to date with `root`'s tree: the first time, for a
    /// new root, or when the change log no longer holds every change since
    /// the last update, by building it; otherwise by applying the logged
    /// changes since then (O(changed layers)).
    package func update(root: CALayer) {
        let log = RenderChangeLog.shared
        if rootSlot < 0 || models[Int(rootSlot)] !== root || appliedChanges < log.firstSequence {
            rebuild(root)
            appliedChanges = log.endSequence
            log.trim()
            return
        }
        guard appliedChanges < log.endSequence else { return }
        var changed: [Int32] = []
        var seen = Set<Int32>()
        log.forEachChange(since: appliedChanges) { id in
            if let s = slotByID[id], seen.insert(s).inserted { changed.append(s) }
        }
        appliedChanges = log.endSequence
        log.trim()
        apply(changed)
    }

    /// Applies the changes of the listed slots' layers: values, animation
    /// state, sublayers, mask. Sublayers that left (and were not moved to
    /// another changed layer) leave the tree with their subtrees.
    private func apply(_ changed: [Int32]) {
        var orphans: [(slot: Int32, formerParent: Int32)] = []
        var relink: [Int32] = []
        let generation = RenderStateGeneration.next()
        for s in changed {
            guard let model = models[Int(s)] else { continue }
            markAncestors(of: s, including: true, generation)
            let oldZ = committedValues[Int(s)].zPosition
            capture(s, model)
            // A new zPosition reorders the superlayer's sublayers.
            let p = parent[Int(s)]
            if p >= 0, !isMask[Int(s)], committedValues[Int(s)].zPosition != oldZ { relink.append(p) }
            syncSublayers(s, model, orphans: &orphans, relink: &relink)
            syncMask(s, model, orphans: &orphans)
        }
        // Superlayers whose order, or whose list through a move, changed
        // without being changed themselves: re-linked from their models.
        var relinked = Set<Int32>()
        for r in relink where models[Int(r)] != nil && relinked.insert(r).inserted {
            markAncestors(of: r, including: true, generation)
            let kids = models[Int(r)]!.children.compactMap { child -> Int32? in
                guard let c = slotByID[child.renderID], parent[Int(c)] == r, !isMask[Int(c)] else { return nil }
                return c
            }
            link(r, kids)
        }
        for (slot, former) in orphans where models[Int(slot)] != nil && parent[Int(slot)] == former {
            // Not moved elsewhere in this batch: it left the tree.
            if isMask[Int(slot)] ? maskSlot[Int(former)] != slot : !isLinked(slot, under: former) { free(slot, generation: generation) }
        }
    }

    /// Whether `slot` is in `parentSlot`'s sublayer list.
    private func isLinked(_ slot: Int32, under parentSlot: Int32) -> Bool {
        var c = firstChild[Int(parentSlot)]
        while c >= 0 { if c == slot { return true }; c = nextSibling[Int(c)] }
        return false
    }

    /// Re-links `s`'s sublayers from its model: sublayers new to the tree get
    /// slots (with their subtrees), moved ones are re-parented, and ones that
    /// left are listed in `orphans` (freed unless another change adopts them).
    private func syncSublayers(_ s: Int32, _ model: CALayer, orphans: inout [(slot: Int32, formerParent: Int32)],
                               relink: inout [Int32]) {
        // The old list: candidates for leaving.
        var c = firstChild[Int(s)]
        while c >= 0 { orphans.append((c, s)); c = nextSibling[Int(c)] }
        var kids: [Int32] = []
        kids.reserveCapacity(model.children.count)
        for child in model.children {
            if let existing = slotByID[child.renderID] {
                let former = parent[Int(existing)]
                if former != s && former >= 0 {
                    // Moved here from another superlayer (or from being a mask).
                    if isMask[Int(existing)] { maskSlot[Int(former)] = -1 } else { relink.append(former) }
                    isMask[Int(existing)] = false
                }
                parent[Int(existing)] = s
                kids.append(existing)
            } else {
                kids.append(insertSubtree(child, parent: s, asMask: false))
            }
        }
        link(s, kids)
    }

    /// Links `kids` (in model order) under `s` in paint order: by committed
    /// `zPosition`, stable.
    private func link(_ s: Int32, _ kids: [Int32]) {
        var ordered = kids
        if let z = kids.first.map({ committedValues[Int($0)].zPosition }),
           kids.contains(where: { committedValues[Int($0)].zPosition != z }) {
            ordered = kids.enumerated().sorted {
                let za = committedValues[Int($0.element)].zPosition, zb = committedValues[Int($1.element)].zPosition
                return za != zb ? za < zb : $0.offset < $1.offset
            }.map(\.element)
        }
        firstChild[Int(s)] = ordered.first ?? -1
        for (i, kid) in ordered.enumerated() { nextSibling[Int(kid)] = i + 1 < ordered.count ? ordered[i + 1] : -1 }
    }

    /// Gives `s` the slot of its model's mask (inserting it when new).
    private func syncMask(_ s: Int32, _ model: CALayer, orphans: inout [(slot: Int32, formerParent: Int32)]) {
        let old = maskSlot[Int(s)]
        guard let mask = model.mask else {
            if old >= 0 { orphans.append((old, s)) }
            maskSlot[Int(s)] = -1
            return
        }
        if let existing = slotByID[mask.renderID] {
            if existing != old, old >= 0 { orphans.append((old, s)) }
            parent[Int(existing)] = s
            isMask[Int(existing)] = true
            maskSlot[Int(s)] = existing
        } else {
            if old >= 0 { orphans.append((old, s)) }
            maskSlot[Int(s)] = insertSubtree(mask, parent: s, asMask: true)
        }
    }

    // MARK: Building

    /// Drops every slot and builds the tree of `root`.
    private func rebuild(_ root: CALayer) {
        rebuilds += 1
        removeAll()
        rootSlot = insertSubtree(root, parent: -1, asMask: false)
    }

    /// Drops every slot (and so every reference to a layer).
    package func removeAll() {
        models = []; parent = []; firstChild = []; nextSibling = []; maskSlot = []; isMask = []
        committedValues = []; presentedValues = []; isAnimated = []; animatedSlots = []; animatedIndex = []
        programs = []; opacityOnly = []; freeSlots = []; slotByID = [:]; belowGeneration = []
        rootSlot = -1
    }

    /// Gives `layer` and its whole subtree (sublayers and masks, at any
    /// depth, without recursion) slots under `parentSlot`; returns `layer`'s.
    private func insertSubtree(_ layer: CALayer, parent parentSlot: Int32, asMask: Bool) -> Int32 {
        let top = allocate(layer, parent: parentSlot, asMask: asMask)
        // The slots below `top` are new, each with a new generation.
        if parentSlot >= 0 { markAncestors(of: top, including: false, RenderStateGeneration.next()) }
        var pending: [Int32] = [top]
        while let s = pending.popLast() {
            let model = models[Int(s)]!
            var kids: [Int32] = []
            kids.reserveCapacity(model.children.count)
            for child in model.children {
                // A layer already here (a model tree changed between logs in a
                // way the log did not show) is moved, not duplicated.
                if let existing = slotByID[child.renderID] { free(existing) }
                let c = allocate(child, parent: s, asMask: false)
                kids.append(c)
                pending.append(c)
            }
            link(s, kids)
            if let mask = model.mask {
                if let existing = slotByID[mask.renderID] { free(existing) }
                let m = allocate(mask, parent: s, asMask: true)
                maskSlot[Int(s)] = m
                pending.append(m)
            }
        }
        return top
    }

    /// A slot for `layer` with its values captured (no sublayers yet).
    private func allocate(_ layer: CALayer, parent parentSlot: Int32, asMask: Bool) -> Int32 {
        let s: Int32
        if let reused = freeSlots.popLast() {
            s = reused
            let i = Int(s)
            models[i] = layer; parent[i] = parentSlot; firstChild[i] = -1; nextSibling[i] = -1
            maskSlot[i] = -1; isMask[i] = asMask; isAnimated[i] = false; animatedIndex[i] = -1
            belowGeneration[i] = RenderStateGeneration.next()
        } else {
            s = Int32(models.count)
            models.append(layer); parent.append(parentSlot); firstChild.append(-1); nextSibling.append(-1)
            maskSlot.append(-1); isMask.append(asMask); isAnimated.append(false); animatedIndex.append(-1)
            committedValues.append(LayerValues()); presentedValues.append(LayerValues()); programs.append(nil); opacityOnly.append(false)
            belowGeneration.append(RenderStateGeneration.next())
        }
        slotByID[layer.renderID] = s
        capture(s, layer)
        return s
    }

    /// Reads `layer`'s committed values into `s` and notes whether it is evaluated per frame.
    private func capture(_ s: Int32, _ layer: CALayer) {
        capturedLayers += 1
        committedValues[Int(s)] = LayerValues(committedOf: layer)
        setAnimated(s, layer.variesWithTime)
        programs[Int(s)] = isAnimated[Int(s)] ? Self.program(of: layer) : nil
        opacityOnly[Int(s)] = isAnimated[Int(s)] && Self.animatesOnlyOpacity(layer)
    }

    private func setAnimated(_ s: Int32, _ animated: Bool) {
        let i = Int(s)
        guard isAnimated[i] != animated else { return }
        isAnimated[i] = animated
        if animated {
            animatedIndex[i] = Int32(animatedSlots.count)
            animatedSlots.append(s)
        } else {
            // Swap-remove from the list.
            let at = Int(animatedIndex[i]), last = animatedSlots.removeLast()
            if last != s { animatedSlots[at] = last; animatedIndex[Int(last)] = Int32(at) }
            animatedIndex[i] = -1
            presentedValues[i] = LayerValues()
            programs[i] = nil
        }
    }

    /// Frees `s` and its subtree (sublayers and masks).
    private func free(_ s: Int32, generation: UInt64 = RenderStateGeneration.next()) {
        if models[Int(s)] != nil { markAncestors(of: s, including: false, generation) }
        var pending: [Int32] = [s]
        while let x = pending.popLast() {
            let i = Int(x)
            guard let model = models[i] else { continue }
            var c = firstChild[i]
            while c >= 0 { pending.append(c); c = nextSibling[Int(c)] }
            if maskSlot[i] >= 0 { pending.append(maskSlot[i]) }
            setAnimated(x, false)
            if slotByID[model.renderID] == x { slotByID.removeValue(forKey: model.renderID) }
            models[i] = nil; parent[i] = -1; firstChild[i] = -1; nextSibling[i] = -1; maskSlot[i] = -1
            committedValues[i] = LayerValues()
            freeSlots.append(x)
        }
        if s == rootSlot { rootSlot = -1 }
    }

    // MARK: Evaluating

    /// Evaluates every animated slot at media time `t` (committed values
    /// with the layer's animations applied, `LayerValues(presenting:at:)`).
    package func evaluate(at t: Double) {
        let generation = animatedSlots.isEmpty ? 0 : RenderStateGeneration.next()
        evaluationGeneration = generation
        for s in animatedSlots {
            let i = Int(s)
            guard let model = models[i] else { continue }
            evaluatedLayers += 1
            markAncestors(of: s, including: false, generation)
            if let program = programs[i] {
                presentedValues[i] = Self.evaluate(program, opacityOnly: opacityOnly[i], of: model,
                                                   committed: committedValues[i], at: t)
            } else {
                presentedValues[i] = LayerValues(presenting: model, at: t, committed: committedValues[i])
            }
        }
    }

    /// Whether any layer of `slot`'s mask tree (its mask, the mask's
    /// sublayers and their masks) is animated.
    package func maskVaries(_ slot: Int32) -> Bool {
        let m = maskSlot[Int(slot)]
        guard m >= 0 else { return false }
        var pending: [Int32] = [m]
        while let x = pending.popLast() {
            if isAnimated[Int(x)] { return true }
            if maskSlot[Int(x)] >= 0 { pending.append(maskSlot[Int(x)]) }
            var c = firstChild[Int(x)]
            while c >= 0 { pending.append(c); c = nextSibling[Int(c)] }
        }
        return false
    }
}
