import Foundation
import ConstraintSolver

/// The layout pass: update constraints, solve, give the views their frames.
extension LayoutEngine {
    /// Runs the pending `updateConstraints()` calls (ancestors first), then,
    /// if anything changed, solves and gives every constrained view whose
    /// frame moved its new frame (in the current transaction: inside an
    /// animation block it animates).
    func solveIfNeeded() {
        // Fixed frames first: constraints added after them meet known
        // values (rows stay short; the 1,000-view grid built 2× faster).
        holdPendingFrames()
        runUpdateConstraints()
        holdPendingFrames()
        guard takeSolveRequest() else { return }
        // Only the records whose variables moved, and new ones, are placed:
        // a constant change that moves one view costs one placement, not a
        // walk over every record (with 1,000 views the walk's weak loads
        // and casts were 0.7 of the 0.84 ms per change, 2026-11-27).
        changedVariables.removeAll(keepingCapacity: true)
        solver.updateVariables(changed: &changedVariables)
        passStamp &+= 1
        // A deterministic order: the new records as they were made, then the
        // moved ones by variable index (each view is placed on its own, so
        // the order changes nothing else).
        var queue = unplaced
        unplaced.removeAll(keepingCapacity: true)
        for r in queue { r.queuedInPass = passStamp }
        for v in changedVariables {
            guard let r = recordOfVariable[Int(v.index)], r.queuedInPass != passStamp else { continue }
            r.queuedInPass = passStamp
            queue.append(r)
        }
        for r in queue where r.isLive {
            guard let view = r.item as? UIView, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            let f = solvedFrame(r)
            guard f != r.applied else { continue }
            place(view, at: f)
            r.applied = f
        }
    }

    /// `view`'s layout: the constrained subviews go where the engine puts
    /// them, also when something set their frames by hand since.
    func placeConstrainedSubviews(of view: UIView) {
        solveIfNeeded()
        for sub in view.subviews where sub.layoutState.hasRecord && !sub.translatesAutoresizingMaskIntoConstraints {
            guard let r = liveRecord(of: sub) else { continue }
            let f = solvedFrame(r)
            place(sub, at: f)
            r.applied = f
        }
    }

    /// The update-constraints pass for the views that asked, shallowest first.
    func runUpdateConstraints() {
        var pending = takePendingUpdates()
        guard !pending.isEmpty else { return }
        pending.sort { depth($0) < depth($1) }
        for view in pending where view.layoutState.needsUpdateConstraints {
            view.layoutState.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    private func depth(_ view: UIView) -> Int {
        var d = 0
        var v = view.superview
        while let x = v { d += 1; v = x.superview }
        return d
    }

    /// The solved frame of an item in its parent's coordinates (non-finite
    /// values, from a degenerate system, read as 0; sizes at least 0).
    func solvedFrame(_ r: Record) -> CGRect {
        func value(_ v: Variable) -> CGFloat {
            let x = solver.value(of: v)
            return x.isFinite ? CGFloat(x) : 0
        }
        return CGRect(x: value(r.left), y: value(r.top), width: max(value(r.width), 0), height: max(value(r.height), 0))
    }

    /// Sets a view's bounds size and centre for `frame` (its transform kept,
    /// as UIKit's engine does), when they differ.
    private func place(_ view: UIView, at frame: CGRect) {
        if view.bounds.size != frame.size { view.bounds.size = frame.size }
        let ap = view.layer.anchorPoint
        let center = CGPoint(x: frame.minX + frame.width * ap.x, y: frame.minY + frame.height * ap.y)
        if view.center != center { view.center = center }
    }

    /// A layout guide's frame in its owning view (nil: not in the engine).
    func frame(of guide: UILayoutGuide) -> CGRect? {
        solveIfNeeded()
        guard let r = liveRecord(of: guide) else {
            // A system guide is its owner's bounds inset, constraints or not.
            guard let owner = guide.owningView, let role = guide.systemRole else { return nil }
            return owner.bounds.inset(by: role == .margins ? owner.layoutMargins : owner.safeAreaInsets)
        }
        return solvedFrame(r)
    }

    /// The size `view`'s constraints give it when its width and height are
    /// pulled toward `target` at `priorities` (`.fittingSizeLevel` by default).
    func fittingSize(of view: UIView, target: CGSize,
                     priorities: (UILayoutPriority, UILayoutPriority) = (.fittingSizeLevel, .fittingSizeLevel)) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            CGDiagnostics.reportOnce("systemLayoutSizeFitting(\(target)): not finite; returning the current size", about: view)
            return view.bounds.size
        }
        runUpdateConstraints()
        let r = record(for: view)
        r.users += 1
        holdPendingFrames()
        var pulls: [ConstraintId] = []
        for (variable, value, priority) in [(r.width, target.width, priorities.0), (r.height, target.height, priorities.1)] {
            let p = priority.isUsable ? Double(min(priority.rawValue, 999)) : 50
            if let id = try? solver.addConstraint(LinearExpression([Term(variable, 1)], constant: -Double(value)), .equal, priority: p) {
                pulls.append(id)
            }
        }
        solver.updateVariables()
        let size = solvedFrame(r).size
        for id in pulls { try? solver.removeConstraint(id) }
        release(r)
        markNeedsSolve()
        return size
    }
}
