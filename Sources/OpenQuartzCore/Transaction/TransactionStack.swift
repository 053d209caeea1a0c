import Foundation

/// Counts the animations a completion block waits for.
@MainActor final class CompletionGroup {
    let block: () -> Void
    private(set) var pending = 0
    private var sealed = false
    private var fired = false

    init(block: @escaping () -> Void) { self.block = block }

    func animationAdded() { pending += 1 }

    func animationEnded() {
        pending -= 1
        fireIfDone()
    }

    /// The transaction that set the block has committed: no more animations join.
    func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, pending <= 0, !fired else { return }
        fired = true
        block()
    }
}

/// The per-main-actor stack of open transactions and what they changed.
@MainActor final class TransactionStack {
    static let shared = TransactionStack()

    struct Frame {
        let isImplicit: Bool
        /// The three settings every implicit change reads, kept typed so that
        /// reading them costs no hashing or casting (they were a tenth of the
        /// cost of an implicit change); nil = not set in this transaction.
        var duration: Double?
        var timingFunction: CAMediaTimingFunction??
        var disableActions: Bool?
        var values: [String: Any] = [:]
        var completion: CompletionGroup?
        /// Completion groups replaced by a later `setCompletionBlock` in this frame.
        var retiredCompletions: [CompletionGroup] = []
    }

    // Unchecked exclusivity: each dynamic check cost ~100 instructions per
    // implicit change and no access to this state overlaps another.
    @exclusivity(unchecked) private(set) var frames: [Frame] = []
    @exclusivity(unchecked) var lockDepth = 0
    @exclusivity(unchecked) private var isCommitting = false
    @exclusivity(unchecked) private var observerInstalled = false

    // What the open transactions changed, committed together by the outermost.
    // Changed layers are kept in an array, each once: a layer whose
    // `changeBatch` equals `batch` is already listed (a dictionary keyed by
    // layer identity cost three hash insertions per implicit animation).
    @exclusivity(unchecked) private var changedLayers: [CALayer] = []
    @exclusivity(unchecked) private var batch: UInt64 = 1
    @exclusivity(unchecked) private var addedSubtrees: [CALayer] = []
    @exclusivity(unchecked) private(set) var pendingAnimations: [(layer: CALayer, entry: AnimationEntry)] = []
    @exclusivity(unchecked) private var groupsToSeal: [CompletionGroup] = []
    @exclusivity(unchecked) private var pendingRemovals: [AnimationEntry] = []

    var currentFrame: Frame? { frames.last }

    func push(isImplicit: Bool) {
        installTurnObserver()
        frames.append(Frame(isImplicit: isImplicit))
    }

    /// Makes sure a transaction is open, opening the implicit one if needed.
    func ensureOpen() {
        if frames.isEmpty { push(isImplicit: true) }
    }

    func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration
        case kCATransactionAnimationTimingFunction: return animationTimingFunction
        case kCATransactionDisableActions: return disableActions
        case kCATransactionCompletionBlock: return currentFrame?.completion?.block
        default:
            for f in frames.reversed() { if let v = f.values[key] { return v } }
            return nil
        }
    }

    func setValue(_ value: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(value as? () -> Void)
            return
        }
        ensureOpen()
        let i = frames.count - 1
        switch key {
        case kCATransactionAnimationDuration:
            frames[i].duration = value == nil ? nil : AnimatableValue(value).number
        case kCATransactionAnimationTimingFunction:
            frames[i].timingFunction = .some(value as? CAMediaTimingFunction)
        case kCATransactionDisableActions:
            frames[i].disableActions = value == nil ? nil : AnimatableValue.truthValue(value)
        default:
            frames[i].values[key] = value
        }
    }

    /// The innermost transaction's duration setting (default 0.25 s).
    var animationDuration: Double {
        var i = frames.count - 1
        while i >= 0 { if let d = frames[i].duration { return d }; i -= 1 }
        return 0.25
    }

    /// The innermost transaction's timing function setting (default nil).
    var animationTimingFunction: CAMediaTimingFunction? {
        var i = frames.count - 1
        while i >= 0 { if let f = frames[i].timingFunction { return f }; i -= 1 }
        return nil
    }

    /// The innermost transaction's disable-actions setting (default false).
    var disableActions: Bool {
        var i = frames.count - 1
        while i >= 0 { if let d = frames[i].disableActions { return d }; i -= 1 }
        return false
    }

    func setCompletionBlock(_ block: (() -> Void)?) {
        ensureOpen()
        let i = frames.count - 1
        if let old = frames[i].completion { frames[i].retiredCompletions.append(old) }
        frames[i].completion = block.map { CompletionGroup(block: $0) }
    }

    func recordChange(of layer: CALayer) {
        ensureOpen()
        noteChanged(layer)
    }

    /// Whether `layer` changed since the last commit (it is listed in the
    /// open batch): its model values may then differ from its committed ones.
    func hasUncommittedChange(_ layer: CALayer) -> Bool { layer.changeBatch == batch }

    /// The open batch's number (each commit starts the next one).
    var currentBatch: UInt64 { batch }

    /// Lists `layer` among the changed layers of this batch, once.
    @inline(__always) private func noteChanged(_ layer: CALayer) {
        if layer.changeBatch != batch {
            layer.changeBatch = batch
            changedLayers.append(layer)
        }
    }

    func recordAddedSubtree(_ layer: CALayer) {
        ensureOpen()
        addedSubtrees.append(layer)
    }

    /// Registers an animation added to `layer` in this transaction; every open
    /// transaction's completion block now waits for it.
    func recordAddedAnimation(_ entry: AnimationEntry, to layer: CALayer) {
        ensureOpen()
        pendingAnimations.append((layer, entry))
        noteChanged(layer)
        // By index: iterating the frames copied each one (and retained its contents).
        for i in frames.indices {
            if let g = frames[i].completion {
                g.animationAdded()
                entry.completionGroups.append(g)
            }
        }
    }

    /// A pending animation left the model list before the commit (which
    /// would skip it). When it is the latest one registered — a property set
    /// again and again in one transaction — it is dropped now, so the
    /// replaced animations do not pile up until the commit (memory growing
    /// with every change made, a page fault every few hundred).
    func forgetPending(_ entry: AnimationEntry) {
        if let last = pendingAnimations.last, last.entry === entry { pendingAnimations.removeLast() }
    }

    /// Records that a running animation left the model list; the render tree
    /// drops it at the commit, when its delegate hears `finished: false`.
    func recordRemoval(_ entry: AnimationEntry, from layer: CALayer) {
        ensureOpen()
        pendingRemovals.append(entry)
        noteChanged(layer)
    }

    func commitExplicit() {
        guard let last = frames.last, !last.isImplicit else {
            CADiagnostics.report("CATransaction.commit() without a matching begin(); ignored")
            return
        }
        popAndMaybeCommit()
    }

    func flush() {
        guard frames.count == 1, frames[0].isImplicit else { return }
        popAndMaybeCommit()
    }

    /// The run loop's turn ended: commit the implicit transaction. Explicit
    /// transactions left open are committed too, with a diagnostic (Apple logs
    /// a warning about uncommitted transactions).
    func endOfTurn() {
        guard !frames.isEmpty else { return }
        if frames.contains(where: { !$0.isImplicit }) {
            CADiagnostics.report("CATransaction: \(frames.filter { !$0.isImplicit }.count) explicit transaction(s) left open at the end of the run-loop turn; committing them")
        }
        while !frames.isEmpty { popAndMaybeCommit() }
    }

    private func popAndMaybeCommit() {
        let frame = frames.removeLast()
        groupsToSeal.append(contentsOf: frame.retiredCompletions)
        if let g = frame.completion { groupsToSeal.append(g) }
        if frames.isEmpty { commitOutermost() }
    }

    /// Counts every change of what the render server shows: commits, and
    /// animations entering or leaving a layer's render list (which happens at
    /// their end time, between commits). A renderer whose last frame was
    /// drawn at the same generation, with no time-varying content, shows
    /// the same pixels (`CARenderer.render()` draws nothing then).
    @exclusivity(unchecked) private(set) var renderGeneration: UInt64 = 0
    /// Marks the render state changed (see `renderGeneration`).
    @inline(__always) func renderStateChanged() { renderGeneration &+= 1 }

    private func commitOutermost() {
        guard !isCommitting else { return }
        renderGeneration &+= 1
        isCommitting = true
        defer { isCommitting = false }
        let commitTime = CACurrentMediaTime()
        // Take the batch: changes made during the commit (by layout or display
        // code) open a new implicit transaction of their own.
        var layers = changedLayers
        let added = addedSubtrees
        let animations = pendingAnimations
        let groups = groupsToSeal
        let removals = pendingRemovals
        changedLayers = []; addedSubtrees = []; pendingAnimations = []; groupsToSeal = []; pendingRemovals = []

        // 1. Layout, 2. display. The batch stays open: layers changed again by
        // layout or display code are already listed; others are listed anew.
        LayerCommit.layoutAndDisplay(layers)
        // Layout and display changes join this commit.
        layers.append(contentsOf: changedLayers)
        changedLayers = []
        batch &+= 1
        // Animations resolve their missing endpoints against the render tree
        // as it was before this commit's property changes. (Animations removed
        // before the commit ended while pending; they are skipped.)
        for (layer, entry) in animations where entry.state == .pending { entry.resolve(on: layer, commitTime: commitTime) }
        // 3. Property changes reach the render tree; new subtrees join the interface.
        for layer in layers {
            layer.renderStateWillChange()
            layer.renderGenerationDidChange()
            layer.uncommittedOldValues.removeAll(keepingCapacity: true)
            layer.hasBeenCommitted = true
        }
        LayerCommit.updateInterfaceMembership(added: added, changed: layers)
        // Removed animations leave the render tree.
        for entry in removals { entry.end(finished: false, removeFromModel: false) }
        // 4. Animations whose layer timing changed are rescheduled; new ones start.
        AnimationEventScheduler.shared.rescheduleChangedTimings()
        AnimationEventScheduler.shared.startingAnimations {
            for (layer, entry) in animations { entry.start(on: layer) }
        }
        for g in groups { g.seal() }
    }

    private func installTurnObserver() {
        guard !observerInstalled else { return }
        observerInstalled = true
        MediaClock.addTurnObserver { TransactionStack.shared.endOfTurn() }
    }
}
