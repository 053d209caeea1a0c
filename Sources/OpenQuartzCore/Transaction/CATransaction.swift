import Foundation

/// Batches layer-tree changes into atomic updates of the render tree,
/// `CATransaction`.
///
/// An implicit transaction opens on the first change of a run-loop turn and
/// commits at the turn's end (under the manual clock: at the next
/// `MediaClock.advance`). `begin()`/`commit()` open explicit transactions, which
/// nest; each has its own settings, and a nested one inherits the settings of
/// the enclosing ones. Only the outermost commit reaches the render tree, in
/// Apple's order: layout, display, property changes, animation start.
///
/// Differences from Apple: main-actor isolated (Apple's transactions are
/// per-thread); `lock()`/`unlock()` guard nothing the main actor does not
/// already serialise, but nest correctly.
@MainActor open class CATransaction: NSObject {
    /// Opens an explicit transaction.
    public class func begin() { TransactionStack.shared.push(isImplicit: false) }

    /// Closes the innermost explicit transaction; the outermost one commits.
    /// A commit with no explicit transaction open is refused with a diagnostic.
    public class func commit() { TransactionStack.shared.commitExplicit() }

    /// Commits the implicit transaction now, unless explicit transactions are
    /// open (then their outermost commit does it), as Apple's `flush()`.
    public class func flush() { TransactionStack.shared.flush() }

    /// Acquires the transaction lock (recursive). Balanced by `unlock()`.
    public class func lock() { TransactionStack.shared.lockDepth += 1 }

    /// Releases the transaction lock. An unbalanced unlock is reported and ignored.
    public class func unlock() {
        if TransactionStack.shared.lockDepth == 0 {
            CADiagnostics.report("CATransaction.unlock() without lock(); ignored")
        } else {
            TransactionStack.shared.lockDepth -= 1
        }
    }

    /// The duration given to animations that do not set one (default 0.25 s).
    public class func animationDuration() -> CFTimeInterval {
        TransactionStack.shared.animationDuration
    }

    /// Sets the duration for animations of this transaction. Negative, NaN or
    /// infinite values are refused with a diagnostic.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur >= 0, dur.isFinite else {
            CADiagnostics.report("CATransaction.setAnimationDuration(\(dur)): must be finite and not negative; ignored")
            return
        }
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function for animations that do not set one (default nil: linear).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.shared.animationTimingFunction
    }

    /// Sets the timing function for animations of this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip the action search (default false).
    public class func disableActions() -> Bool {
        TransactionStack.shared.disableActions
    }

    /// Turns actions off (or on) for this transaction.
    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of this transaction, if one was set in it.
    public class func completionBlock() -> (() -> Void)? {
        TransactionStack.shared.currentFrame?.completion?.block
    }

    /// Sets a block that runs once every animation added to this transaction
    /// from now on (nested transactions' included) has finished or been
    /// removed — or right after the commit if none was added.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionStack.shared.setCompletionBlock(block)
    }

    /// The value of `key` in the innermost transaction that sets it.
    public class func value(forKey key: String) -> Any? {
        TransactionStack.shared.value(forKey: key)
    }

    /// Sets `key` in the current transaction (opening an implicit one).
    public class func setValue(_ anObject: Any?, forKey key: String) {
        TransactionStack.shared.setValue(anObject, forKey: key)
    }

    // MARK: Package hooks

    /// Records that `layer` changed (opening an implicit transaction).
    package class func recordChange(of layer: CALayer) {
        TransactionStack.shared.recordChange(of: layer)
    }

    /// Records that `layer`'s subtree joined a tree in this transaction.
    package class func recordAddedSubtree(_ layer: CALayer) {
        TransactionStack.shared.recordAddedSubtree(layer)
    }
}

/// Transaction keys (Apple's `kCATransactionAnimationDuration` …).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key "disableActions" (Apple's `kCATransactionDisableActions`).
public let kCATransactionDisableActions = "disableActions"
/// The key "animationTimingFunction" (Apple's `kCATransactionAnimationTimingFunction`).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key "completionBlock" (Apple's `kCATransactionCompletionBlock`).
public let kCATransactionCompletionBlock = "completionBlock"
