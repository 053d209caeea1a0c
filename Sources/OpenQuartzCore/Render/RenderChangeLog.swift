import Foundation

/// The layers whose render state changed, in the order the changes reached
/// the render side (commits, and animations entering or leaving a render
/// list at their end times): the input render trees update from, so that a
/// commit of k layers costs each tree O(k) (`RenderTree.update(root:)`).
///
/// Entries are `CALayer.renderID`s, not layers: the log keeps nothing
/// alive, and a tree resolves an id only if the layer is in it (a layer new
/// to a tree arrives through its superlayer's change). Entries are kept
/// while some live tree has not applied them, up to `capacity`; past it the
/// older half is dropped and the trees behind it rebuild on their next update. With
/// no tree alive nothing is recorded.
@MainActor final class RenderChangeLog {
    static let shared = RenderChangeLog()

    /// The changes kept, oldest first.
    private var entries: [UInt64] = []
    /// The sequence number of `entries[0]`.
    private(set) var firstSequence: UInt64 = 0
    /// The sequence number the next change gets.
    var endSequence: UInt64 { firstSequence + UInt64(entries.count) }
    /// More entries than this empty the log (the trees behind rebuild).
    var capacity = 1 << 20

    private struct WeakTree { weak var tree: RenderTree? }
    private var trees: [WeakTree] = []

    /// Lets `tree` read the log from now on.
    func register(_ tree: RenderTree) {
        trees.removeAll { $0.tree == nil }
        trees.append(WeakTree(tree: tree))
    }

    /// Records that `layer`'s render state changed.
    @inline(__always) func record(_ layer: CALayer) {
        guard !trees.isEmpty else { return }
        entries.append(layer.renderID)
        if entries.count > capacity {
            // The older half goes: trees that render every frame are never
            // that far behind, so only idle ones rebuild.
            let drop = entries.count / 2
            entries.removeFirst(drop)
            firstSequence += UInt64(drop)
        }
    }

    /// Calls `body` with each change from sequence number `start` (at least
    /// `firstSequence`) to the end.
    func forEachChange(since start: UInt64, _ body: (UInt64) -> Void) {
        var i = Int(start - firstSequence)
        while i < entries.count { body(entries[i]); i += 1 }
    }

    /// Drops the entries every live tree has applied.
    func trim() {
        trees.removeAll { $0.tree == nil }
        var applied = endSequence
        for t in trees { if let tree = t.tree { applied = min(applied, tree.appliedChanges) } }
        guard applied > firstSequence else { return }
        let drop = Int(applied - firstSequence)
        if drop >= entries.count { entries.removeAll(keepingCapacity: true) } else { entries.removeFirst(drop) }
        firstSequence = applied
    }
}
