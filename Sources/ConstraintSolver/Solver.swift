/// An incremental solver for systems of linear equalities and
/// inequalities with priorities: the Cassowary algorithm (Badros, Borning
/// & Stuckey 2001) as kiwi refines it — a simplex tableau in solved form,
/// optional constraints as error variables in a lexicographic objective
/// (Cassowary's symbolic weights), an artificial variable to add or reject
/// required constraints, and the dual simplex to follow edit suggestions
/// and constant changes. The engine under Auto Layout.
///
/// Constraints are `expression relation 0` with a priority on UIKit's
/// scale: 1000 is required (must hold; one that cannot is refused with
/// `.unsatisfiable`). Optional priorities (1..<1000) are strictly ordered,
/// as the Auto Layout Guide has it: "Auto Layout attempts to satisfy all
/// the constraints in priority order from highest to lowest. If it cannot
/// satisfy an optional constraint, that constraint is skipped and it
/// continues on to the next constraint." The solver minimises the total
/// violation of the constraints at the highest optional priority in use;
/// among the solutions that reach that minimum, the total at the next
/// priority down; and so on. No amount of violation at one priority buys
/// any at a higher one: 751 beats 750 whatever the sizes, one constraint
/// at 750 beats a thousand at 749. Constraints of equal priority (the
/// same `Double`) trade off by the sum of their violations, each measured
/// in the units of its expression (`2x − 200 = 0` off by 1 in x counts 2).
/// A constraint that cannot hold still pulls: the solution comes as close
/// to it as the higher priorities allow. With several optimal solutions
/// (equal priorities pulling apart) the solver returns one of the
/// vertices, not a compromise between them.
///
/// Each distinct optional priority in use costs one objective row (made
/// when the priority first appears, freed when its last constraint or
/// edit goes); a handful is typical.
///
/// Values change only when `updateVariables()` is called. A refused call
/// (any thrown error) leaves the solver exactly as it was.
///
/// Not thread-safe: one solver belongs to one thread or actor at a time.
public final class Solver {
    var core = SolverCore()

    /// An empty solver.
    public init() {}

    /// Makes a new variable. It holds 0 until constraints say otherwise
    /// and `updateVariables()` runs.
    public func makeVariable() -> Variable {
        core.makeVariable()
    }

    /// The number of variable slots made (not cleared by `reset()`;
    /// released variables' slots are reused, not counted down).
    public var variableCount: Int { core.variableSymbols.count }

    /// Hands `variable` back: a later `makeVariable()` may return it again,
    /// so the solver does not grow with every item ever laid out. Refused
    /// (false, nothing changed) while a constraint or an edit still uses
    /// it. The caller must not use `variable` after a successful release.
    @discardableResult
    public func releaseVariable(_ variable: Variable) -> Bool {
        core.releaseVariable(variable)
    }

    /// The number of constraints in the solver (edit variables not counted).
    public var constraintCount: Int {
        core.liveConstraints - core.editCount
    }

    /// Adds the constraint `expression relation 0` at `priority` (UIKit's
    /// scale: 1000 required; 1..<1000 optional, strictly below every
    /// higher priority and trading off by total violation with the equal
    /// ones, as the type's documentation describes) and re-solves.
    ///
    /// - Throws: `.badPriority` for a priority outside 1...1000 or NaN;
    ///   `.nonFinite` for an infinite or NaN coefficient or constant;
    ///   `.unknownVariable` for a variable from another solver;
    ///   `.unsatisfiable` when a required constraint conflicts with the
    ///   required ones already added. The solver is then unchanged.
    @discardableResult
    public func addConstraint(_ expression: Expression, _ relation: Relation,
                              priority: Double = 1000) throws(SolverError) -> ConstraintId {
        guard priority >= 1 && priority <= 1000 else { throw .badPriority }
        guard expression.constant.isFinite else { throw .nonFinite }
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw .nonFinite }
            guard term.variable.index >= 0 && Int(term.variable.index) < core.variableSymbols.count,
                  core.variableSymbols[Int(term.variable.index)] >= 0 else {
                throw .unknownVariable      // from another solver, or released
            }
        }
        let index = try core.add(expression, relation, priority: priority)
        return ConstraintId(index: index, generation: core.constraints[Int(index)].generation)
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: `.unknownConstraint` if `id` names no constraint here.
    public func removeConstraint(_ id: ConstraintId) throws(SolverError) {
        guard hasConstraint(id) else { throw .unknownConstraint }
        core.remove(id.index)
    }

    /// Whether `id` names a constraint in this solver.
    public func hasConstraint(_ id: ConstraintId) -> Bool {
        guard id.index >= 0 && Int(id.index) < core.constraints.count else { return false }
        let record = core.constraints[Int(id.index)]
        return record.isLive && !record.isEdit && record.generation == id.generation
    }

    /// Changes a constraint's constant (its expression's `constant`) in
    /// place: the rows holding the constraint's marker or error symbols
    /// shift their constants and the dual simplex re-solves, far cheaper
    /// than removing and re-adding it, with the same result.
    ///
    /// - Throws: `.unknownConstraint`; `.nonFinite` for an infinite or NaN
    ///   constant; `.unsatisfiable` when the constraint is required and
    ///   the new constant conflicts with the other required constraints
    ///   (the solver keeps the old constant and is unchanged).
    public func setConstant(_ id: ConstraintId, _ constant: Double) throws(SolverError) {
        guard hasConstraint(id) else { throw .unknownConstraint }
        guard constant.isFinite else { throw .nonFinite }
        try core.setConstant(id.index, constant)
    }

    /// The constant of constraint `id`'s expression as last set, or nil
    /// if `id` names no constraint here.
    public func constant(of id: ConstraintId) -> Double? {
        hasConstraint(id) ? core.constraints[Int(id.index)].constant : nil
    }

    /// Makes `variable` editable: adds the optional constraint
    /// `variable = suggestion` at `priority`, with the suggestion at first
    /// the variable's current solved value (so adding the edit moves
    /// nothing); `suggestValue` then moves it. The priority ranks like any
    /// optional constraint's: an edit at 900 is followed whatever it costs
    /// the constraints at 750, and gives way to those at 901 or more.
    ///
    /// - Throws: `.badPriority` for a priority outside 1..<1000 (an edit
    ///   cannot be required) or NaN; `.unknownVariable`;
    ///   `.duplicateEditVariable` if the variable already has an edit.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard priority >= 1 && priority < 1000 else { throw .badPriority }
        let v = Int(variable.index)
        guard v >= 0 && v < core.variableSymbols.count, core.variableSymbols[v] >= 0 else { throw .unknownVariable }
        guard core.edits[v] < 0 else { throw .duplicateEditVariable }
        let current = core.currentValue(core.variableSymbols[v])
        let index = try core.add(Expression([Term(variable)], constant: -current), .equal, priority: priority)
        core.constraints[Int(index)].isEdit = true
        core.edits[v] = index
        core.editCount += 1
    }

    /// Removes `variable`'s edit (and its pull) and re-solves.
    ///
    /// - Throws: `.unknownEditVariable` if it has none.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let v = Int(variable.index)
        guard v >= 0 && v < core.edits.count, core.edits[v] >= 0 else { throw .unknownEditVariable }
        core.remove(core.edits[v])
        core.edits[v] = -1
        core.editCount -= 1
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        let v = Int(variable.index)
        return v >= 0 && v < core.edits.count && core.edits[v] >= 0
    }

    /// Suggests `value` for an edit variable: its edit constraint becomes
    /// `variable = value` and the dual simplex re-solves (the cheap path
    /// for dragging: no rows are added or removed).
    ///
    /// - Throws: `.unknownEditVariable` if the variable has no edit;
    ///   `.nonFinite` for an infinite or NaN value.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let v = Int(variable.index)
        guard v >= 0 && v < core.edits.count, core.edits[v] >= 0 else { throw .unknownEditVariable }
        guard value.isFinite else { throw .nonFinite }
        try core.setConstant(core.edits[v], -value)
    }

    /// Brings every variable's value up to date with the tableau (cheap
    /// when nothing changed since the last call).
    public func updateVariables() {
        core.updateVariables()
    }

    /// `updateVariables()`, appending to `changed` every variable whose
    /// value it changed, in index order (an incremental client re-reads only
    /// those; none when nothing changed since the last call).
    public func updateVariables(changed: inout [Variable]) {
        core.updateVariables(changed: &changed)
    }

    /// `variable`'s value as of the last `updateVariables()` (0 before the
    /// first). `variable` must come from this solver.
    public func value(of variable: Variable) -> Double {
        core.values[Int(variable.index)]
    }

    /// Removes every constraint and edit. Variables stay valid (their ids
    /// and `variableCount` are kept) and read 0; constraint ids made
    /// before are refused from now on.
    public func reset() {
        let symbols = core.variableSymbols.count
        var constraints = core.constraints
        var free: [Int32] = []
        for i in constraints.indices {
            if constraints[i].isLive {
                constraints[i].isLive = false
                constraints[i].generation &+= 1
            }
            free.append(Int32(i))
        }
        var fresh = SolverCore()
        for _ in 0..<symbols { _ = fresh.makeVariable() }
        // Released variables stay released (free for reuse).
        for i in core.freeVariables { _ = fresh.releaseVariable(Variable(index: i)) }
        fresh.constraints = constraints
        fresh.freeConstraints = free.reversed()
        core = fresh
    }
}
