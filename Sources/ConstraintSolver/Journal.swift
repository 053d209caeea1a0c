/// The undo log of one transaction: what a failed required change (an
/// unsatisfiable constraint found by the artificial-variable phase, or a
/// `setConstant` that the dual simplex cannot make feasible) rolls back,
/// so the solver ends exactly as it was.
///
/// It records the first full state of every row touched (stamped per
/// slot), each constant-only change, each objective write, and the
/// symbol and slot tables' free lists. It costs nothing outside a
/// transaction but the `active` test.
struct Journal {
    var active = false
    /// The transaction's number; `stamp[slot] == id` once a row is saved.
    var id: UInt32 = 0
    var stamp: [UInt32] = []

    // Saved rows, oldest first. `count` −1: only the constant was saved.
    var slots: [Int32] = []
    var basics: [Int32] = []
    var constants: [Double] = []
    var cellStarts: [Int32] = []
    var counts: [Int32] = []
    var cellSymbols: [Int32] = []
    var cellCoefficients: [Double] = []

    /// Objective cells written (indices into `Tableau.objective`) and their old values.
    var objectiveCells: [Int] = []
    var objectiveValues: [Double] = []
    var objectiveDirty = false

    var slotCount = 0
    var freeSlots: [Int32] = []
    var symbolCount = 0
    var freeSymbols: [Int32] = []
    var newSymbols: [Int32] = []

    mutating func clear() {
        slots.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        constants.removeAll(keepingCapacity: true)
        cellStarts.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        cellSymbols.removeAll(keepingCapacity: true)
        cellCoefficients.removeAll(keepingCapacity: true)
        objectiveCells.removeAll(keepingCapacity: true)
        objectiveValues.removeAll(keepingCapacity: true)
        newSymbols.removeAll(keepingCapacity: true)
        freeSlots = []
        freeSymbols = []
    }
}

extension Tableau {
    /// Starts recording changes for `rollback()`.
    mutating func beginTransaction() {
        precondition(!journal.active)
        journal.clear()
        journal.active = true
        journal.id &+= 1
        if journal.id == 0 {
            for i in journal.stamp.indices { journal.stamp[i] = 0 }
            journal.id = 1
        }
        journal.objectiveDirty = objectiveDirty
        journal.slotCount = rowStart.count
        journal.freeSlots = freeSlots
        journal.symbolCount = kind.count
        journal.freeSymbols = freeSymbols
    }

    /// Keeps the changes made since `beginTransaction()`.
    mutating func commit() {
        journal.active = false
        journal.clear()
    }

    /// Saves row `slot` before its first change in a transaction.
    @inline(__always) mutating func touchRow(_ slot: Int32) {
        if journal.active && journal.stamp[Int(slot)] != journal.id { saveRow(slot) }
    }

    private mutating func saveRow(_ slot: Int32) {
        let i = Int(slot)
        journal.stamp[i] = journal.id
        journal.slots.append(slot)
        journal.basics.append(rowBasic[i])
        journal.constants.append(rowConstant[i])
        journal.cellStarts.append(Int32(journal.cellSymbols.count))
        let count = rowBasic[i] == -2 ? 0 : Int(rowCount[i])
        journal.counts.append(Int32(count))
        let start = Int(rowStart[i])
        journal.cellSymbols.append(contentsOf: cellSymbol[start..<(start + count)])
        journal.cellCoefficients.append(contentsOf: cellCoefficient[start..<(start + count)])
    }

    /// Saves row `slot`'s constant before a constant-only change.
    @inline(__always) mutating func journalConstant(_ slot: Int32) {
        guard journal.active, journal.stamp[Int(slot)] != journal.id else { return }
        journal.slots.append(slot)
        journal.basics.append(0)
        journal.constants.append(rowConstant[Int(slot)])
        journal.cellStarts.append(0)
        journal.counts.append(-1)
    }

    /// Undoes every change since `beginTransaction()`.
    mutating func rollback() {
        precondition(journal.active)
        journal.active = false
        var k = journal.slots.count - 1
        while k >= 0 {
            let slot = journal.slots[k]
            let i = Int(slot)
            let count = Int(journal.counts[k])
            rowConstant[i] = journal.constants[k]
            if count >= 0 {
                let current = rowBasic[i]
                if current >= 0 && basicSlot[Int(current)] == slot { basicSlot[Int(current)] = -1 }
                let old = journal.basics[k]
                rowBasic[i] = old
                if old == -2 {
                    rowCount[i] = 0
                } else {
                    reserveScratch(count)
                    let from = Int(journal.cellStarts[k])
                    for c in 0..<count {
                        scratchSymbol[c] = journal.cellSymbols[from + c]
                        scratchCoefficient[c] = journal.cellCoefficients[from + c]
                    }
                    storeScratch(in: slot, count: count)
                    for c in 0..<count { addToColumn(journal.cellSymbols[from + c], slot) }
                    if old >= 0 { basicSlot[Int(old)] = slot }
                }
            }
            k -= 1
        }
        k = journal.objectiveCells.count - 1
        while k >= 0 {
            let i = journal.objectiveCells[k], value = journal.objectiveValues[k]
            objective[i] = value
            if value < 0 { listNegative(Int32(i / levelStride)) }
            k -= 1
        }
        objectiveDirty = journal.objectiveDirty
        clearArtificial()
        infeasible.removeAll(keepingCapacity: true)
        // Symbols and slots made in the transaction go back to the free lists.
        var symbols = journal.freeSymbols
        for s in journal.newSymbols {
            clearColumn(s)
            kind[Int(s)] = .unused
            basicSlot[Int(s)] = -1
            let base = Int(s) * levelStride
            for i in base..<(base + levelStride) { objective[i] = 0 }
            if Int(s) >= journal.symbolCount { symbols.append(s) }
        }
        freeSymbols = symbols
        var slots = journal.freeSlots
        for s in journal.slotCount..<rowStart.count { slots.append(Int32(s)) }
        freeSlots = slots
        journal.clear()
    }

    /// Zeroes the artificial objective and switches it off.
    mutating func clearArtificial() {
        if artificialActive {
            for i in artificial.indices where artificial[i] != 0 { artificial[i] = 0 }
        }
        artificialActive = false
        artificialConstant = 0
    }
}
