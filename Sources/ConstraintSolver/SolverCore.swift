/// A constraint's record: the symbols that mark its row in the tableau.
struct ConstraintRecord {
    /// The slack (inequality), dummy (required equality) or positive error
    /// (optional equality) symbol made for the constraint.
    var marker: Int32 = -1
    /// The error symbol of an optional constraint (−1: none).
    var other: Int32 = -1
    /// The marker's and the other symbol's coefficients in the row as
    /// first written (`expression + Σ coefficient · symbol = 0`, before any
    /// sign change): `setConstant` shifts the constant through them.
    var markerCoefficient = 0.0
    var otherCoefficient = 0.0
    /// The expression's constant as last set.
    var constant = 0.0
    /// The objective level (slot) its errors count in (−1: required).
    var level: Int32 = -1
    var generation: UInt32 = 0
    var isLive = false
    /// Made by `addEditVariable` (not reachable through a `ConstraintId`).
    var isEdit = false
}

/// The solver's state and the Cassowary operations on it (kiwi's design):
/// rows are built from expressions over the current basis, given a basic
/// subject, or entered through an artificial variable; optional
/// constraints add their errors to their priority's level of the
/// lexicographic objective; constants change in place and the dual
/// simplex restores feasibility.
struct SolverCore {
    var tableau = Tableau()
    var constraints: [ConstraintRecord] = []
    var freeConstraints: [Int32] = []
    var liveConstraints = 0
    /// Each variable's external symbol.
    var variableSymbols: [Int32] = []
    /// Each variable's value as of the last `updateVariables`.
    var values: [Double] = []
    /// Each variable's edit constraint (−1: none).
    var edits: [Int32] = []
    /// The number of variables with an edit.
    var editCount = 0
    var needsUpdate = false
    /// Released variables' indices, reused by `makeVariable()` (their
    /// symbol is −1 meanwhile).
    var freeVariables: [Int32] = []

    mutating func makeVariable() -> Variable {
        if let index = freeVariables.popLast() {
            variableSymbols[Int(index)] = tableau.makeSymbol(.external)
            values[Int(index)] = 0
            edits[Int(index)] = -1
            return Variable(index: index)
        }
        let index = Int32(variableSymbols.count)
        variableSymbols.append(tableau.makeSymbol(.external))
        values.append(0)
        edits.append(-1)
        return Variable(index: index)
    }

    /// Hands `variable` back for reuse when no row of the tableau holds it
    /// (no constraint or edit uses it any more); false, and nothing
    /// changed, otherwise.
    mutating func releaseVariable(_ variable: Variable) -> Bool {
        let i = Int(variable.index)
        guard i >= 0, i < variableSymbols.count, edits[i] < 0 else { return false }
        let symbol = variableSymbols[i]
        guard symbol >= 0, tableau.basicSlot[Int(symbol)] < 0 else { return false }
        tableau.collectColumn(symbol)
        guard tableau.columnRows.isEmpty else { return false }
        tableau.releaseSymbol(symbol)
        variableSymbols[i] = -1
        values[i] = 0
        freeVariables.append(Int32(i))
        return true
    }

    // MARK: - Adding

    /// Adds `expression relation 0` at `priority` (1000: required, no
    /// error, hard; 1..<1000: its errors count in that priority's level).
    /// Returns the record's index. The expression must be finite and over
    /// this solver's variables.
    mutating func add(_ expression: Expression, _ relation: Relation,
                      priority: Double) throws(SolverError) -> Int32 {
        let required = priority >= 1000
        var record = ConstraintRecord()
        record.constant = expression.constant
        if !required { record.level = tableau.acquireLevel(priority) }
        let slot = tableau.makeRow()
        let constant = buildRow(slot, expression, relation, required: required, record: &record)
        tableau.rowConstant[Int(slot)] = constant

        var subject = chooseSubject(slot, record)
        if subject < 0 && allDummies(slot) {
            guard abs(constant) < Tableau.epsilon else {
                discard(slot, record)
                throw .unsatisfiable
            }
            subject = record.marker
        }
        if subject < 0 {
            guard tableau.addWithArtificialVariable(slot) else {
                discard(slot, record)
                throw .unsatisfiable
            }
        } else {
            tableau.solve(slot, for: subject, replacing: -1)
            tableau.setBasic(slot, subject)
            tableau.substitute(subject, by: slot)
        }
        tableau.optimize(.objective)
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.compactPoolIfWasteful()
        needsUpdate = true
        return store(record)
    }

    /// Writes the row of `expression relation 0` into `slot` over the
    /// current parametric symbols, with the constraint's new marker (and
    /// error) symbols; makes its constant ≥ 0 by flipping the row's sign.
    /// Returns the constant.
    private mutating func buildRow(_ slot: Int32, _ expression: Expression, _ relation: Relation,
                                   required: Bool, record: inout ConstraintRecord) -> Double {
        var constant = expression.constant
        tableau.touched.removeAll(keepingCapacity: true)
        for term in expression.terms where term.coefficient != 0 {
            let symbol = variableSymbols[Int(term.variable.index)]
            let basic = tableau.basicSlot[Int(symbol)]
            if basic >= 0 {
                let start = Int(tableau.rowStart[Int(basic)])
                for p in start..<(start + Int(tableau.rowCount[Int(basic)])) {
                    accumulate(tableau.cellSymbol[p], term.coefficient * tableau.cellCoefficient[p])
                }
                constant += term.coefficient * tableau.rowConstant[Int(basic)]
            } else {
                accumulate(symbol, term.coefficient)
            }
        }
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            record.marker = tableau.makeSymbol(.slack)
            record.markerCoefficient = sign
            accumulate(record.marker, sign)
            if !required {
                record.other = tableau.makeSymbol(.error)
                record.otherCoefficient = -sign
                accumulate(record.other, -sign)
            }
        case .equal:
            if required {
                record.marker = tableau.makeSymbol(.dummy)
                record.markerCoefficient = 1
                accumulate(record.marker, 1)
            } else {
                // expression = errorPlus − errorMinus
                record.marker = tableau.makeSymbol(.error)
                record.markerCoefficient = -1
                record.other = tableau.makeSymbol(.error)
                record.otherCoefficient = 1
                accumulate(record.marker, -1)
                accumulate(record.other, 1)
            }
        }
        // Gather the accumulator into the row, sorted, flipped if needed.
        let flip: Double = constant < 0 ? -1 : 1
        tableau.touched.sort()
        tableau.reserveScratch(tableau.touched.count)
        var n = 0
        var previous: Int32 = -1
        for symbol in tableau.touched where symbol != previous {
            previous = symbol
            let v = tableau.accumulator[Int(symbol)]
            tableau.accumulator[Int(symbol)] = 0
            if abs(v) >= Tableau.epsilon {
                tableau.scratchSymbol[n] = symbol
                tableau.scratchCoefficient[n] = flip * v
                n += 1
            }
        }
        tableau.storeScratch(in: slot, count: n)
        let start = Int(tableau.rowStart[Int(slot)])
        for p in start..<(start + n) { tableau.addToColumn(tableau.cellSymbol[p], slot) }
        if !required {
            // Every error of a level weighs the same: equal priorities
            // trade off by their total error.
            tableau.addToObjective(record.other, level: Int(record.level), weight: 1)
            if relation == .equal { tableau.addToObjective(record.marker, level: Int(record.level), weight: 1) }
        }
        return flip * constant
    }

    @inline(__always) private mutating func accumulate(_ symbol: Int32, _ value: Double) {
        if tableau.accumulator[Int(symbol)] == 0 { tableau.touched.append(symbol) }
        tableau.accumulator[Int(symbol)] += value
    }

    /// The symbol to make basic in the new row: an external one if any,
    /// else the marker or error symbol if its coefficient is negative (so
    /// it solves to a value ≥ 0), else −1.
    private func chooseSubject(_ slot: Int32, _ record: ConstraintRecord) -> Int32 {
        let start = Int(tableau.rowStart[Int(slot)])
        for p in start..<(start + Int(tableau.rowCount[Int(slot)])) where tableau.kind[Int(tableau.cellSymbol[p])] == .external {
            return tableau.cellSymbol[p]
        }
        if isPivotable(record.marker, slot) { return record.marker }
        if record.other >= 0 && isPivotable(record.other, slot) { return record.other }
        return -1
    }

    /// Whether `symbol` is a slack or error symbol with a negative coefficient in row `slot`.
    private func isPivotable(_ symbol: Int32, _ slot: Int32) -> Bool {
        let k = tableau.kind[Int(symbol)]
        return (k == .slack || k == .error) && tableau.coefficient(of: symbol, inRow: slot) < 0
    }

    private func allDummies(_ slot: Int32) -> Bool {
        let start = Int(tableau.rowStart[Int(slot)])
        for p in start..<(start + Int(tableau.rowCount[Int(slot)])) where tableau.kind[Int(tableau.cellSymbol[p])] != .dummy {
            return false
        }
        return true
    }

    /// Drops a rejected row and its symbols. (Only required constraints
    /// are rejected; an optional one's error symbols, parametric and in no
    /// other row, would take their objective coefficients with them, and
    /// its level is let go.)
    private mutating func discard(_ slot: Int32, _ record: ConstraintRecord) {
        tableau.releaseRow(slot)
        tableau.releaseSymbol(record.marker)
        if record.other >= 0 { tableau.releaseSymbol(record.other) }
        if record.level >= 0 { tableau.releaseLevel(record.level) }
        tableau.infeasible.removeAll(keepingCapacity: true)
    }

    private mutating func store(_ record: ConstraintRecord) -> Int32 {
        var record = record
        record.isLive = true
        liveConstraints += 1
        if let index = freeConstraints.popLast() {
            record.generation = constraints[Int(index)].generation &+ 1
            constraints[Int(index)] = record
            return index
        }
        constraints.append(record)
        return Int32(constraints.count - 1)
    }

    // MARK: - Removing

    /// Removes the live constraint `index` and frees its symbols.
    mutating func remove(_ index: Int32) {
        let record = constraints[Int(index)]
        if record.level >= 0 {
            tableau.addToObjective(record.other, level: Int(record.level), weight: -1)
            if tableau.kind[Int(record.marker)] == .error {
                tableau.addToObjective(record.marker, level: Int(record.level), weight: -1)
            }
        }
        let marker = record.marker
        let basic = tableau.basicSlot[Int(marker)]
        if basic >= 0 {
            tableau.releaseRow(basic)
        } else {
            let slot = tableau.markerLeavingRow(marker)
            if slot >= 0 {
                tableau.pivot(slot, entering: marker)
                tableau.releaseRow(slot)
            }
        }
        if record.other >= 0 {
            // In exact arithmetic the other error symbol has cancelled out
            // of every row with the marker; drop any rounding left over.
            let otherSlot = tableau.basicSlot[Int(record.other)]
            if otherSlot >= 0 { tableau.releaseRow(otherSlot) }
            tableau.removeSymbolFromRows(record.other)
            tableau.releaseSymbol(record.other)
        }
        tableau.removeSymbolFromRows(marker)
        tableau.releaseSymbol(marker)
        if record.level >= 0 { tableau.releaseLevel(record.level) }
        tableau.optimize(.objective)
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.compactPoolIfWasteful()
        constraints[Int(index)].isLive = false
        freeConstraints.append(index)
        liveConstraints -= 1
        needsUpdate = true
    }

    // MARK: - Constants

    /// Sets constraint `index`'s constant: shifts the constants of the
    /// rows that hold its marker (or of its marker's or error's own row)
    /// and restores feasibility with the dual simplex. A required
    /// constraint is changed in a transaction and rolled back if the
    /// required constraints then conflict.
    mutating func setConstant(_ index: Int32, _ constant: Double) throws(SolverError) {
        let record = constraints[Int(index)]
        let delta = constant - record.constant
        if delta == 0 { return }
        let required = record.level < 0
        if required { tableau.beginTransaction() }
        var ok = shiftConstant(record, delta)
        if ok { ok = tableau.dualOptimize() }
        if required {
            if !ok {
                tableau.rollback()
                throw .unsatisfiable
            }
            tableau.commit()
        }
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.compactPoolIfWasteful()
        constraints[Int(index)].constant = constant
        needsUpdate = true
    }

    /// The rows' side of a constant change by `delta`: the constraint's
    /// row with the marker `m` (coefficient `a`) reads the same with `m`
    /// replaced by `m + delta / a`. Returns false if a required
    /// equality's dummy row would leave zero (a conflict).
    private mutating func shiftConstant(_ record: ConstraintRecord, _ delta: Double) -> Bool {
        var symbol = record.marker
        var shift = delta / record.markerCoefficient
        if tableau.basicSlot[Int(symbol)] < 0, record.other >= 0, tableau.basicSlot[Int(record.other)] >= 0 {
            symbol = record.other
            shift = delta / record.otherCoefficient
        }
        let basic = tableau.basicSlot[Int(symbol)]
        if basic >= 0 {
            tableau.journalConstant(basic)
            tableau.rowConstant[Int(basic)] -= shift
            return checkShifted(basic)
        }
        tableau.collectColumn(symbol)
        var ok = true
        for k in tableau.columnRows.indices {
            let slot = tableau.columnRows[k]
            tableau.journalConstant(slot)
            tableau.rowConstant[Int(slot)] += tableau.columnCoefficients[k] * shift
            if !checkShifted(slot) { ok = false }
        }
        return ok
    }

    /// Lists row `slot` as infeasible if restricted and negative; false if
    /// it is a dummy row no longer at zero.
    @inline(__always) private mutating func checkShifted(_ slot: Int32) -> Bool {
        let basic = tableau.rowBasic[Int(slot)]
        guard basic >= 0 else { return true }
        let kind = tableau.kind[Int(basic)]
        let constant = tableau.rowConstant[Int(slot)]
        if kind == .dummy { return abs(constant) < Tableau.epsilon }
        if kind != .external && constant < 0 { tableau.infeasible.append(basic) }
        return true
    }

    // MARK: - Values

    /// Copies the tableau's solution into `values`.
    mutating func updateVariables() {
        var unused: [Variable] = []
        updateVariables(changed: &unused, recording: false)
    }

    /// Copies the tableau's solution into `values`; with `recording`, the
    /// indices of the variables whose values changed are appended to `changed`.
    mutating func updateVariables(changed: inout [Variable], recording: Bool = true) {
        guard needsUpdate else { return }
        needsUpdate = false
        let basicSlot = tableau.basicSlot, rowConstant = tableau.rowConstant
        variableSymbols.withUnsafeBufferPointer { symbols in
            values.withUnsafeMutableBufferPointer { values in
                for i in symbols.indices where symbols[i] >= 0 {
                    let slot = basicSlot[Int(symbols[i])]
                    let value = slot >= 0 ? rowConstant[Int(slot)] : 0
                    if recording && value != values[i] { changed.append(Variable(index: Int32(i))) }
                    values[i] = value
                }
            }
        }
    }

    /// The value `symbol` has in the tableau now (0 if parametric).
    func currentValue(_ symbol: Int32) -> Double {
        let slot = tableau.basicSlot[Int(symbol)]
        return slot >= 0 ? tableau.rowConstant[Int(slot)] : 0
    }
}
