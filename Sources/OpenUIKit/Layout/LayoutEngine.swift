import Foundation
import ConstraintSolver

/// The Auto Layout engine: every active `NSLayoutConstraint` as a linear
/// constraint in one incremental Cassowary solver (`ConstraintSolver`).
///
/// Each item (a view or layout guide) that a constraint names gets four
/// variables — its left, top, width and height in its parent's coordinates
/// (a view's superview, a guide's owning view), which is what UIKit sets.
/// An attribute is measured in the constraint's host space — the items'
/// nearest common ancestor — so an item's position there is the sum of the
/// left (top) variables up its parent chain to the host, and the host's own
/// attributes are in its bounds space (left 0, centerX half its width).
///
/// Views that keep `translatesAutoresizingMaskIntoConstraints` get four
/// required constraints holding their current frame, updated in place when
/// their geometry changes; the others get their intrinsic size as hugging
/// and compression-resistance constraints. The solver runs at the start of
/// a layout pass (any view's layout, or `layoutIfNeeded()`), and every
/// constrained view whose solved frame changed gets it then — inside an
/// animation block, animated.
///
/// One engine serves every hierarchy (constraints only join items with a
/// common ancestor, so separate hierarchies are separate systems).
/// The solver's linear expression (Foundation also has an `Expression`).
typealias LinearExpression = ConstraintSolver.Expression

@MainActor final class LayoutEngine {
    static let shared = LayoutEngine()

    let solver = Solver()

    /// An item's variables and the constraints the engine made for it.
    final class Record {
        weak var item: AnyObject?
        let key: ObjectIdentifier
        let left: Variable, top: Variable, width: Variable, height: Variable
        /// Active constraints (and system constraints of guides) that use it.
        var users = 0
        /// A translating view's frame constraints: left, top, width, height.
        var frameConstraints: [ConstraintId] = []
        var heldFrame = CGRect.null
        /// Hugging and compression constraints: width ≤, width ≥, height ≤, height ≥.
        var intrinsic: [ConstraintId] = []
        /// A system guide's defining constraints: left, top, width, height.
        var guideConstraints: [ConstraintId] = []
        var guideInsets = UIEdgeInsets.zero
        /// Records whose users count this one raised (a system guide's owner).
        var uses: [Record] = []
        /// The frame last given to the view.
        var applied = CGRect.null
        var isLive = true
        /// The pass that last queued it for placing (`LayoutEngine.passStamp`).
        var queuedInPass = 0

        init(item: AnyObject, left: Variable, top: Variable, width: Variable, height: Variable) {
            self.item = item
            key = ObjectIdentifier(item)
            self.left = left; self.top = top; self.width = width; self.height = height
        }
    }

    /// An active constraint's place in the solver.
    struct Installed {
        /// The constraint (its key is its address, which a later one may reuse).
        weak var constraint: NSLayoutConstraint?
        /// nil: broken (UIKit's "will attempt to recover by breaking constraint").
        var id: ConstraintId?
        weak var host: UIView?
        /// The expression's constant before the constraint's own constant.
        var baseConstant: Double
        var expression: LinearExpression
        var records: [Record]
    }

    private(set) var records: [ObjectIdentifier: Record] = [:]
    /// The record each solver variable belongs to, by variable index.
    private(set) var recordOfVariable: [Record?] = []
    /// Records made since the last solve (placed by it even when their
    /// variables kept their values).
    var unplaced: [Record] = []
    /// The variables whose values the last solve changed (kept for its capacity).
    var changedVariables: [Variable] = []
    /// Counts solves; a record queued in this one carries it.
    var passStamp = 0
    private var installed: [ObjectIdentifier: Installed] = [:]
    private var needsSolve = false
    /// Active constraints the solver could not hold.
    private var broken = Set<ObjectIdentifier>()
    private var pendingUpdates: [UIView] = []
    private var pendingHolds: [Record] = []

    func storeRecord(_ r: Record) {
        records[r.key] = r
        for v in [r.left, r.top, r.width, r.height] {
            let i = Int(v.index)
            if recordOfVariable.count <= i { recordOfVariable.append(contentsOf: repeatElement(nil, count: i + 1 - recordOfVariable.count)) }
            recordOfVariable[i] = r
        }
        unplaced.append(r)
    }

    func forgetRecord(_ r: Record) {
        for v in [r.left, r.top, r.width, r.height] where Int(v.index) < recordOfVariable.count {
            recordOfVariable[Int(v.index)] = nil
            // Back to the solver for the next record: the solver does not
            // grow with every view ever laid out (each build of the
            // 1,000-view benchmark left 4,400 dead variables that every
            // later solve scanned: an edit went 0.006 → 0.07 ms). Refused,
            // harmlessly, while a constraint still holds it.
            solver.releaseVariable(v)
        }
        records[r.key] = nil
    }

    func markNeedsSolve() { needsSolve = true }

    /// Takes the solve request (true when one was pending).
    func takeSolveRequest() -> Bool {
        defer { needsSolve = false }
        return needsSolve
    }

    /// The views waiting for `updateConstraints()`, taken.
    func takePendingUpdates() -> [UIView] {
        defer { pendingUpdates = [] }
        return pendingUpdates
    }

    func viewNeedsUpdateConstraints(_ view: UIView) { pendingUpdates.append(view) }

    /// A translating view's frame constraints wait for the next solve.
    func requestFrameHold(_ r: Record) {
        pendingHolds.append(r)
        needsSolve = true
    }

    func takePendingHolds() -> [Record] {
        defer { pendingHolds = [] }
        return pendingHolds
    }

    // MARK: Activation

    func activate(_ c: NSLayoutConstraint) {
        // A freed constraint's entry at the same address: take it out first.
        if let stale = installed[ObjectIdentifier(c)], stale.constraint !== c { dropStale(ObjectIdentifier(c), stale) }
        guard let plan = plan(c) else { return }
        var entry = Installed(constraint: c, id: nil, host: plan.host, baseConstant: plan.expression.constant,
                              expression: plan.expression, records: plan.records)
        for r in plan.records { r.users += 1 }
        c.activeStorage = true
        plan.host.layoutState.installed.append(c)
        entry.id = add(c, expression: withConstant(plan.expression, c))
        if entry.id == nil { broken.insert(ObjectIdentifier(c)) }
        installed[ObjectIdentifier(c)] = entry
        invalidate(plan.host)
    }

    /// The entry of `c` (nil: not installed; an entry left by a freed
    /// constraint at the same address is not `c`'s).
    private func entry(of c: NSLayoutConstraint) -> Installed? {
        guard let e = installed[ObjectIdentifier(c)], e.constraint === c else { return nil }
        return e
    }

    func deactivate(_ c: NSLayoutConstraint) {
        guard let entry = entry(of: c) else {
            c.activeStorage = false
            return
        }
        installed[ObjectIdentifier(c)] = nil
        if let id = entry.id { try? solver.removeConstraint(id) }
        c.activeStorage = false
        if let host = entry.host {
            host.layoutState.installed.removeAll { $0 === c }
            invalidate(host)
        }
        for r in entry.records { release(r) }
        if entry.id != nil { retryBroken() }
    }

    /// Constraints broken as unsatisfiable hold again once what they
    /// conflicted with is gone (tried after each deactivation; a failure
    /// is not reported twice).
    func retryBroken() {
        guard !broken.isEmpty else { return }
        for key in broken {
            guard var e = installed[key], e.id == nil, let c = e.constraint else { broken.remove(key); continue }
            if let id = add(c, expression: withConstant(e.expression, c), reportingFailure: false) {
                e.id = id
                installed[key] = e
                broken.remove(key)
                if let host = e.host { invalidate(host) }
            }
        }
    }

    func constantDidChange(_ c: NSLayoutConstraint) {
        guard var entry = entry(of: c) else { return }
        let value = entry.baseConstant - Double(c.constant)
        if let id = entry.id {
            do {
                try solver.setConstant(id, value)
            } catch {
                try? solver.removeConstraint(id)
                entry.id = nil
                broken.insert(ObjectIdentifier(c))
                reportUnsatisfiable(c)
            }
        } else {
            entry.id = add(c, expression: withConstant(entry.expression, c))
            if entry.id != nil { broken.remove(ObjectIdentifier(c)) }
        }
        installed[ObjectIdentifier(c)] = entry
        if let host = entry.host { invalidate(host) }
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        guard var entry = entry(of: c) else { return }
        if let id = entry.id { try? solver.removeConstraint(id) }
        entry.id = add(c, expression: withConstant(entry.expression, c))
        if entry.id == nil { broken.insert(ObjectIdentifier(c)) } else { broken.remove(ObjectIdentifier(c)) }
        installed[ObjectIdentifier(c)] = entry
        if let host = entry.host { invalidate(host) }
    }

    private func dropStale(_ key: ObjectIdentifier, _ stale: Installed) {
        installed[key] = nil
        if let id = stale.id { try? solver.removeConstraint(id) }
        for r in stale.records { release(r) }
    }

    /// A view being freed takes the constraints installed on it along.
    func hostWillDeallocate(_ view: UIView) {
        for c in view.layoutState.installed { deactivate(c) }
    }

    /// The constraint's expression with its own constant folded in.
    private func withConstant(_ e: LinearExpression, _ c: NSLayoutConstraint) -> LinearExpression {
        LinearExpression(e.terms, constant: e.constant - Double(c.constant))
    }

    /// `c` with `expression` in the solver (nil: unsatisfiable, reported
    /// in UIKit's words when `reportingFailure`).
    private func add(_ c: NSLayoutConstraint, expression: LinearExpression, reportingFailure: Bool = true) -> ConstraintId? {
        let relation: Relation
        switch c.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        do {
            return try solver.addConstraint(expression, relation, priority: Double(c.priority.rawValue))
        } catch {
            if reportingFailure { reportUnsatisfiable(c) }
            return nil
        }
    }

    /// UIKit's console message for a required constraint that cannot hold.
    private func reportUnsatisfiable(_ c: NSLayoutConstraint) {
        let related = activeConstraints(naming: c.firstStorage).filter { $0 !== c && $0.priority == .required }
        let list = (related + [c]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        CGDiagnostics.report("""
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
        \(list)
        )

        Will attempt to recover by breaking constraint
        \(c)
        """)
    }

    /// Marks the engine for a solve and `host` for layout.
    private func invalidate(_ host: UIView) {
        needsSolve = true
        host.setNeedsLayout()
    }

    // MARK: Planning a constraint

    private struct Plan {
        var host: UIView
        var expression: LinearExpression
        var records: [Record]
    }

    /// Checks `c` as UIKit does and works out its expression (nil: reported, not activated).
    private func plan(_ c: NSLayoutConstraint) -> Plan? {
        func refuse(_ why: String) -> Plan? {
            CGDiagnostics.report("NSLayoutConstraint \(c) cannot be activated: \(why)")
            return nil
        }
        guard let first = c.firstStorage else { return refuse("its first item is gone") }
        guard let firstKind = c.firstAttribute.kind else { return refuse("the first attribute is notAnAttribute") }
        guard c.multiplier.isFinite, c.constant.isFinite else { return refuse("its multiplier and constant must be finite") }
        guard c.priority.isUsable else { return refuse("its priority must be 1…1000") }
        guard let firstView = Self.hostView(of: first) else { return refuse("its first item is not a view or a layout guide in a view") }
        var host = firstView
        let second = c.secondStorage
        if let second {
            guard let secondKind = c.secondAttribute.kind else { return refuse("a second item needs a second attribute") }
            guard firstKind.isSize == secondKind.isSize, firstKind.axis == secondKind.axis || firstKind.isSize else {
                return refuse("a constraint cannot be made between a \(c.firstAttribute.name) and a \(c.secondAttribute.name) attribute")
            }
            guard Self.isLeadingTrailing(c.firstAttribute) == Self.isLeadingTrailing(c.secondAttribute) || firstKind.isSize
                    || !(Self.isLeftRight(c.firstAttribute) || Self.isLeftRight(c.secondAttribute)) else {
                return refuse("a constraint cannot be made between a leading/trailing attribute and a right/left attribute")
            }
            guard !firstKind.isSize ? c.multiplier != 0 : true else {
                return refuse("a multiplier of 0 makes a location equal to a constant")
            }
            guard let secondView = Self.hostView(of: second) else { return refuse("its second item is not a view or a layout guide in a view") }
            guard let common = Self.commonAncestor(firstView, secondView) else {
                return refuse("its items \(NSLayoutConstraint.itemText(first)) and \(NSLayoutConstraint.itemText(second)) have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal")
            }
            host = common
        } else {
            guard c.secondAttribute == .notAnAttribute else { return refuse("a second attribute needs a second item") }
            guard firstKind.isSize else { return refuse("a location cannot be made equal to a constant") }
        }
        var used: [Record] = []
        var terms: [Term] = []
        var constant = 0.0
        accumulate(first, c.firstAttribute, in: host, scale: 1, into: &terms, &constant, &used)
        if let second { accumulate(second, c.secondAttribute, in: host, scale: -Double(c.multiplier), into: &terms, &constant, &used) }
        return Plan(host: host, expression: LinearExpression(terms, constant: constant), records: used)
    }

    private static func isLeadingTrailing(_ a: NSLayoutConstraint.Attribute) -> Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(a)
    }
    private static func isLeftRight(_ a: NSLayoutConstraint.Attribute) -> Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(a)
    }

    /// The view an item lives in: a view itself, a guide's owning view.
    static func hostView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// An item's parent in layout: a view's superview, a guide's owning view.
    static func layoutParent(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var seen = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let x = v { seen.insert(ObjectIdentifier(x)); v = x.superview }
        v = b
        while let x = v {
            if seen.contains(ObjectIdentifier(x)) { return x }
            v = x.superview
        }
        return nil
    }

    /// Adds `scale` × the expression of `item.attribute` measured in `host`'s space.
    private func accumulate(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in host: UIView, scale: Double,
                            into terms: inout [Term], _ constant: inout Double, _ used: inout [Record]) {
        let record = self.record(for: item)
        used.append(record)
        guard let kind = attribute.kind else { return }
        let horizontal = kind.axis == .horizontal
        let size = horizontal ? record.width : record.height
        if kind.isSize {
            terms.append(Term(size, scale))
            return
        }
        // The item's origin in the host's space: its own and its parents' offsets.
        if item !== host {
            var current: AnyObject? = item
            while let x = current, x !== host {
                let r = self.record(for: x)
                if r !== record { used.append(r) }
                terms.append(Term(horizontal ? r.left : r.top, scale))
                current = Self.layoutParent(of: x)
            }
        }
        let margins = (item as? UIView)?.layoutMargins ?? .zero
        let (lead, trail) = horizontal ? (Double(margins.left), Double(margins.right)) : (Double(margins.top), Double(margins.bottom))
        switch attribute {
        case .left, .leading, .top:
            break
        case .right, .trailing, .bottom:
            terms.append(Term(size, scale))
        case .centerX, .centerY:
            terms.append(Term(size, scale * 0.5))
        case .leftMargin, .leadingMargin, .topMargin:
            constant += scale * lead
        case .rightMargin, .trailingMargin, .bottomMargin:
            terms.append(Term(size, scale))
            constant -= scale * trail
        case .centerXWithinMargins, .centerYWithinMargins:
            terms.append(Term(size, scale * 0.5))
            constant += scale * (lead - trail) * 0.5
        case .firstBaseline, .lastBaseline:
            // A label's text block is centred in its bounds; other views'
            // baselines are their bottoms.
            terms.append(Term(size, scale * (item is UILabel ? 0.5 : 1)))
            if let label = item as? UILabel {
                constant += scale * Self.baselineOffset(label, first: attribute == .firstBaseline)
            }
        case .width, .height, .notAnAttribute:
            break
        }
    }

    /// A label's baseline relative to its vertical centre.
    private static func baselineOffset(_ label: UILabel, first: Bool) -> Double {
        let font = label.font ?? UIFont.systemFont(ofSize: 17)
        let block = max(Double(label.intrinsicContentSize.height), Double(font.lineHeight))
        return first ? -block / 2 + Double(font.ascender) : block / 2 + Double(font.descender)
    }
}
