/// The simplex steps: primal optimisation of the objective (after a
/// constraint is added or removed), dual optimisation (after constants
/// change), and the artificial-variable phase that adds a required row
/// with no obvious basic symbol or proves it unsatisfiable.
extension Tableau {
    /// Which objective `optimize` minimises.
    enum Target { case objective, artificial }

    /// Primal simplex: pivots until no symbol can lower the objective.
    /// For the lexicographic objective the entering symbol is the
    /// lowest-numbered one whose level coefficients are lexicographically
    /// negative (`lexicographicEnteringSymbol`); for the artificial one
    /// the lowest-numbered with a negative coefficient; never a dummy.
    /// The leaving row is the restricted row with the smallest ratio.
    /// Returns false if the objective is unbounded (impossible for errors,
    /// which are ≥ 0).
    @discardableResult
    mutating func optimize(_ target: Target) -> Bool {
        if target == .objective && !objectiveDirty { return true }
        while true {
            let entering = target == .objective ? lexicographicEnteringSymbol() : artificialEnteringSymbol()
            if entering < 0 {
                if target == .objective { objectiveDirty = false }
                return true
            }
            let slot = leavingRow(for: entering)
            if slot < 0 { return false }
            pivot(slot, entering: entering)
        }
    }

    /// The first non-dummy symbol with a negative coefficient in the
    /// artificial objective, or −1.
    private func artificialEnteringSymbol() -> Int32 {
        let kinds = kind
        let found: Int32 = artificial.withUnsafeBufferPointer { coefficients in
            for s in coefficients.indices where coefficients[s] < 0 && kinds[s] != .dummy {
                return Int32(s)
            }
            return -1
        }
        return found
    }

    /// The restricted row holding `entering` with a negative coefficient
    /// and the smallest ratio −constant / coefficient, or −1.
    private mutating func leavingRow(for entering: Int32) -> Int32 {
        collectColumn(entering)
        var best: Int32 = -1
        var ratio = Double.greatestFiniteMagnitude
        for k in columnRows.indices {
            let slot = columnRows[k]
            let basic = rowBasic[Int(slot)]
            let c = columnCoefficients[k]
            guard basic >= 0, kind[Int(basic)] != .external, c < 0 else { continue }
            let r = -rowConstant[Int(slot)] / c
            if r < ratio { ratio = r; best = slot }
        }
        return best
    }

    /// Dual simplex: while a restricted row has a negative constant,
    /// pivots in the symbol of that row with a positive coefficient and
    /// the lexicographically smallest objective ratio (its level
    /// coefficients over its row coefficient, compared from the highest
    /// level down), which keeps every reduced cost lexicographically
    /// non-negative: the solution stays optimal level by level. Returns
    /// false (leaving the row list empty) when a row has no such symbol:
    /// the required constraints cannot hold.
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let slot = basicSlot[Int(leaving)]
            guard slot >= 0 else { continue }
            let constant = rowConstant[Int(slot)]
            guard constant < 0, abs(constant) >= Tableau.epsilon else { continue }
            let entering = dualEnteringSymbol(slot)
            if entering < 0 {
                infeasible.removeAll(keepingCapacity: true)
                return false
            }
            pivot(slot, entering: entering)
        }
        return true
    }

    /// The entering symbol for row `slot` (ties: the lowest-numbered), or −1.
    private func dualEnteringSymbol(_ slot: Int32) -> Int32 {
        var entering: Int32 = -1
        var enteringCoefficient = 0.0
        let start = Int(rowStart[Int(slot)])
        for p in start..<(start + Int(rowCount[Int(slot)])) {
            let c = cellCoefficient[p]
            let s = cellSymbol[p]
            guard c > 0, kind[Int(s)] != .dummy else { continue }
            if entering < 0 || ratioPrecedes(s, c, entering, enteringCoefficient) {
                entering = s
                enteringCoefficient = c
            }
        }
        return entering
    }

    /// Adds row `slot` (in flight, reading `0 = constant + Σ cells` with a
    /// constant ≥ 0) through an artificial variable: minimises it and
    /// keeps the row only if it reaches zero. On failure everything since
    /// the call is rolled back (the row is in flight again) and it returns
    /// false.
    mutating func addWithArtificialVariable(_ slot: Int32) -> Bool {
        beginTransaction()
        let art = makeSymbol(.slack)
        setBasic(slot, art)
        artificialActive = true
        artificialConstant = rowConstant[Int(slot)]
        let start = Int(rowStart[Int(slot)])
        for p in start..<(start + Int(rowCount[Int(slot)])) {
            artificial[Int(cellSymbol[p])] = cellCoefficient[p]
        }
        var success = optimize(.artificial) && abs(artificialConstant) < Tableau.epsilon
        clearArtificial()
        if success {
            let artSlot = basicSlot[Int(art)]
            if artSlot >= 0 {
                // Still basic (at zero): pivot it out, or drop an empty row.
                if rowCount[Int(artSlot)] == 0 {
                    releaseRow(artSlot)
                } else {
                    let entering = anyPivotableSymbol(artSlot)
                    if entering < 0 {
                        success = false
                    } else {
                        pivot(artSlot, entering: entering)
                    }
                }
            }
        }
        guard success else {
            rollback()
            return false
        }
        // The artificial variable is parametric and zero: drop it everywhere.
        removeSymbolFromRows(art)
        commit()
        releaseSymbol(art)
        return true
    }

    /// The first slack or error symbol of row `slot`, or −1.
    private func anyPivotableSymbol(_ slot: Int32) -> Int32 {
        let start = Int(rowStart[Int(slot)])
        for p in start..<(start + Int(rowCount[Int(slot)])) {
            let k = kind[Int(cellSymbol[p])]
            if k == .slack || k == .error { return cellSymbol[p] }
        }
        return -1
    }

    /// Deletes parametric `symbol`'s cells from every row and the
    /// objective (fixing it at zero).
    mutating func removeSymbolFromRows(_ symbol: Int32) {
        collectColumn(symbol)
        for k in columnRows.indices {
            let slot = columnRows[k]
            touchRow(slot)
            let at = find(symbol, inRow: slot)
            let start = Int(rowStart[Int(slot)])
            let end = start + Int(rowCount[Int(slot)])
            for p in at..<(end - 1) {
                cellSymbol[p] = cellSymbol[p + 1]
                cellCoefficient[p] = cellCoefficient[p + 1]
            }
            rowCount[Int(slot)] -= 1
        }
        clearColumn(symbol)
        clearObjective(symbol)
    }

    /// The row to pivot `marker` into when its constraint is removed:
    /// a dummy row holding a dummy marker first (another required
    /// equality takes the removed one's place), else kiwi's choice — the
    /// restricted row with the smallest ratio among negative
    /// coefficients, then among positive ones, then an external row.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32 {
        collectColumn(marker)
        let markerIsDummy = kind[Int(marker)] == .dummy
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for k in columnRows.indices {
            let slot = columnRows[k]
            let basic = rowBasic[Int(slot)]
            guard basic >= 0 else { continue }
            let c = columnCoefficients[k]
            let basicKind = kind[Int(basic)]
            if markerIsDummy && basicKind == .dummy { return slot }
            if basicKind == .external {
                third = slot
            } else if c < 0 {
                let r = -rowConstant[Int(slot)] / c
                if r < r1 { r1 = r; first = slot }
            } else {
                let r = rowConstant[Int(slot)] / c
                if r < r2 { r2 = r; second = slot }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }
}
