import Foundation
import ConstraintSolver

/// The engine's items: their variables, and the constraints it makes for
/// them (a translating view's frame, intrinsic sizes, system guides).
extension LayoutEngine {
    /// The record of `item`, made (with its system constraints) if it has none.
    func record(for item: AnyObject) -> Record {
        if let r = liveRecord(of: item) { return r }
        let r = Record(item: item, left: solver.makeVariable(), top: solver.makeVariable(),
                       width: solver.makeVariable(), height: solver.makeVariable())
        storeRecord(r)
        if let view = item as? UIView {
            view.layoutState.hasRecord = true
            installItemConstraints(r, view)
        } else if let guide = item as? UILayoutGuide, let role = guide.systemRole, let owner = guide.owningView {
            installGuideConstraints(r, role: role, owner: owner)
        }
        return r
    }

    /// The live record of `item` (one left at the same address by a freed
    /// item is not its).
    func liveRecord(of item: AnyObject) -> Record? {
        guard let r = records[ObjectIdentifier(item)], r.isLive, r.item === item else { return nil }
        return r
    }

    /// Lowers `r`'s users; at zero it leaves the engine with its own constraints.
    func release(_ r: Record) {
        r.users -= 1
        guard r.users <= 0, r.isLive else { return }
        r.isLive = false
        for id in r.frameConstraints + r.intrinsic + r.guideConstraints { try? solver.removeConstraint(id) }
        r.frameConstraints = []; r.intrinsic = []; r.guideConstraints = []
        (r.item as? UIView)?.layoutState.hasRecord = false
        forgetRecord(r)
        let uses = r.uses
        r.uses = []
        for u in uses { release(u) }
    }

    /// A view's own constraints: its intrinsic size now; a translating
    /// view's frame at the next solve, as UIKit adds its autoresizing-mask
    /// constraints in the update-constraints pass (so a view given
    /// constraints before `translatesAutoresizingMaskIntoConstraints` is
    /// turned off is not reported as conflicting).
    private func installItemConstraints(_ r: Record, _ view: UIView) {
        if view.translatesAutoresizingMaskIntoConstraints {
            requestFrameHold(r)
        } else {
            installIntrinsic(r, view)
        }
    }

    /// Holds the frames of the translating views that still need it.
    func holdPendingFrames() {
        for r in takePendingHolds() where r.isLive && r.frameConstraints.isEmpty {
            guard let view = r.item as? UIView, view.translatesAutoresizingMaskIntoConstraints else { continue }
            holdFrame(r, view)
        }
    }

    /// The frame a translating view is held at: its untransformed frame.
    private static func untransformedFrame(_ view: UIView) -> CGRect {
        let size = view.bounds.size, ap = view.layer.anchorPoint, c = view.center
        return CGRect(x: c.x - size.width * ap.x, y: c.y - size.height * ap.y, width: size.width, height: size.height)
    }

    private func holdFrame(_ r: Record, _ view: UIView) {
        let f = Self.untransformedFrame(view)
        r.heldFrame = f
        let values = [f.minX, f.minY, f.width, f.height]
        let names = ["minX", "minY", "width", "height"]
        var ids: [ConstraintId] = []
        for (i, variable) in [r.left, r.top, r.width, r.height].enumerated() {
            do {
                ids.append(try solver.addConstraint(LinearExpression([Term(variable, 1)], constant: -Double(values[i])), .equal))
            } catch {
                // The view's own constraints contradict its frame: UIKit
                // breaks one; here the frame gives way on that axis.
                let list = activeConstraints(naming: view).map { "    \"\($0)\"" }.joined(separator: ",\n")
                CGDiagnostics.report("Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n(\n\(list)\n)\n\nWill attempt to recover by breaking constraint\n<NSAutoresizingMaskLayoutConstraint \(NSLayoutConstraint.itemText(view)).\(names[i]) == \(NSLayoutConstraint.number(values[i]))>")
            }
        }
        r.frameConstraints = ids.count == 4 ? ids : []
        if ids.count != 4 { for id in ids { try? solver.removeConstraint(id) } }
    }

    private func installIntrinsic(_ r: Record, _ view: UIView) {
        let size = view.intrinsicContentSize
        var ids: [ConstraintId] = []
        for (axis, variable, value) in [(NSLayoutConstraint.Axis.horizontal, r.width, size.width), (.vertical, r.height, size.height)] {
            guard value >= 0, value.isFinite else { continue }
            let e = LinearExpression([Term(variable, 1)], constant: -Double(value))
            if let id = try? solver.addConstraint(e, .lessThanOrEqual, priority: Double(view.contentHuggingPriority(for: axis).rawValue)) {
                ids.append(id)
            }
            if let id = try? solver.addConstraint(e, .greaterThanOrEqual,
                                                   priority: Double(view.contentCompressionResistancePriority(for: axis).rawValue)) {
                ids.append(id)
            }
        }
        r.intrinsic = ids
    }

    /// A system guide: the owner's bounds inset by its margins or safe area.
    private func installGuideConstraints(_ r: Record, role: UILayoutGuide.SystemRole, owner: UIView) {
        let insets = role == .margins ? owner.layoutMargins : owner.safeAreaInsets
        r.guideInsets = insets
        let ownerRecord = record(for: owner)
        ownerRecord.users += 1
        r.uses = [ownerRecord]
        let rows: [LinearExpression] = [
            LinearExpression([Term(r.left, 1)], constant: -Double(insets.left)),
            LinearExpression([Term(r.top, 1)], constant: -Double(insets.top)),
            LinearExpression([Term(r.width, 1), Term(ownerRecord.width, -1)], constant: Double(insets.left + insets.right)),
            LinearExpression([Term(r.height, 1), Term(ownerRecord.height, -1)], constant: Double(insets.top + insets.bottom)),
        ]
        r.guideConstraints = rows.compactMap { try? solver.addConstraint($0, .equal) }
    }

    // MARK: Changes to items

    /// A view's centre or bounds changed: a translating view's held frame follows.
    func geometryDidChange(_ view: UIView) {
        guard let r = liveRecord(of: view), view.translatesAutoresizingMaskIntoConstraints else { return }
        guard r.frameConstraints.count == 4 else {
            requestFrameHold(r)
            markDirty(around: view)
            return
        }
        let f = Self.untransformedFrame(view)
        guard f != r.heldFrame else { return }
        r.heldFrame = f
        for (id, value) in zip(r.frameConstraints, [f.minX, f.minY, f.width, f.height]) {
            try? solver.setConstant(id, -Double(value))
        }
        markDirty(around: view)
    }

    func translatesDidChange(_ view: UIView) {
        guard let r = liveRecord(of: view) else { return }
        for id in r.frameConstraints + r.intrinsic { try? solver.removeConstraint(id) }
        r.frameConstraints = []; r.intrinsic = []
        installItemConstraints(r, view)
        retryBroken()
        // Placed by the next solve even if its variables keep their values.
        unplaced.append(r)
        markDirty(around: view)
    }

    func intrinsicSizeDidChange(_ view: UIView) {
        guard let r = liveRecord(of: view), !view.translatesAutoresizingMaskIntoConstraints else { return }
        for id in r.intrinsic { try? solver.removeConstraint(id) }
        installIntrinsic(r, view)
        markDirty(around: view)
    }

    /// Margins feed the margins guide and the constraints on margin attributes.
    func marginsDidChange(_ view: UIView) {
        if let guide = view.layoutState.marginsGuide, let r = liveRecord(of: guide) {
            let m = view.layoutMargins
            r.guideInsets = m
            let values = [-Double(m.left), -Double(m.top), Double(m.left + m.right), Double(m.top + m.bottom)]
            for (id, value) in zip(r.guideConstraints, values) { try? solver.setConstant(id, value) }
        }
        let marginAttributes: Set<NSLayoutConstraint.Attribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                                                  .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        for c in activeConstraints(naming: view) {
            let usesMargins = (c.firstStorage === view && marginAttributes.contains(c.firstAttribute))
                || (c.secondStorage === view && marginAttributes.contains(c.secondAttribute))
            if usesMargins {
                deactivate(c)
                activate(c)
            }
        }
        markDirty(around: view)
    }

    /// `item` is leaving the layout (a guide removed): its constraints go.
    func itemWillLeave(_ item: AnyObject) {
        for c in activeConstraints(naming: item) { deactivate(c) }
    }

    /// `view` is leaving its superview: constraints between its subtree and
    /// views outside it are deactivated, as UIKit removes them.
    func subtreeWillLeave(_ view: UIView) {
        var ancestor = view.superview
        while let a = ancestor {
            for c in a.layoutState.installed where names(c, itemIn: view) { deactivate(c) }
            ancestor = a.superview
        }
    }

    private func names(_ c: NSLayoutConstraint, itemIn subtree: UIView) -> Bool {
        for item in [c.firstStorage, c.secondStorage] {
            if let item, let v = Self.hostView(of: item), v.isDescendant(of: subtree) { return true }
        }
        return false
    }

    /// The active constraints whose first or second item is `item`, in activation order.
    func activeConstraints(naming item: AnyObject?) -> [NSLayoutConstraint] {
        guard let item, let view = Self.hostView(of: item) else { return [] }
        var result: [NSLayoutConstraint] = []
        var host: UIView? = view
        while let h = host {
            for c in h.layoutState.installed where c.firstStorage === item || c.secondStorage === item { result.append(c) }
            host = h.superview
        }
        return result
    }

    /// A change to `view` may move it and its neighbours: solve at the next pass.
    func markDirty(around view: UIView) {
        markNeedsSolve()
        (view.superview ?? view).setNeedsLayout()
    }
}
