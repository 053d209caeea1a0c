/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A free entry of the symbol table.
    case unused
    /// A user variable: unrestricted in sign.
    case external
    /// An inequality's slack (≥ 0); also the artificial variable.
    case slack
    /// An optional constraint's error (≥ 0), counted in its priority's objective level.
    case error
    /// A required equality's marker: always 0, never enters the basis.
    case dummy
}

/// The simplex tableau in flat arrays.
///
/// Symbols are dense `Int32` ids (recycled when their constraint goes).
/// A row lives in a slot (dense `Int32`, recycled) and reads
/// `basic = constant + Σ coefficient · symbol` over parametric symbols;
/// its cells are a run of the cell pool, sorted by symbol, so adding
/// rows is a linear merge. `basicSlot[symbol]` is the slot whose basic
/// symbol it is (−1: parametric).
///
/// Columns — which rows hold a symbol — are linked lists of pool entries
/// kept lazily: an entry is added when a row gains the symbol and left in
/// place when the row loses it, then dropped (with duplicates) by the next
/// walk of that column. So substituting a symbol visits only the rows that
/// hold it, where Cassowary's and kiwi's tableaux visit every row.
///
/// The objective is lexicographic: one row per optional priority level in
/// use (see `Tableau+Objective.swift`), all dense over symbols and
/// interleaved symbol-major, so one symbol's coefficients in every level
/// sit together. The artificial objective is a dense array over symbols.
/// Adding a row to either costs the row's length, and the ratio tests read
/// a coefficient in O(1).
struct Tableau {
    /// Coefficients and constants this close to zero count as zero.
    static let epsilon = 1.0e-8

    // MARK: Symbols
    var kind: [SymbolKind] = []
    /// The slot of the row the symbol is basic in, −1 if parametric.
    var basicSlot: [Int32] = []
    /// The first entry of the symbol's column list (−1: empty).
    var columnHead: [Int32] = []
    /// Entries in the column list, stale ones included.
    var columnLength: [Int32] = []
    /// The length past which an append first drops the column's stale entries.
    var columnLimit: [Int32] = []
    var freeSymbols: [Int32] = []

    // MARK: Column entries (linked lists)
    var entrySlot: [Int32] = []
    var entryNext: [Int32] = []
    var freeEntry: Int32 = -1

    // MARK: Rows
    var rowStart: [Int32] = []
    var rowCount: [Int32] = []
    var rowCapacity: [Int32] = []
    var rowConstant: [Double] = []
    /// The row's basic symbol; −1 for a row being built, −2 for a free slot.
    var rowBasic: [Int32] = []
    /// Marks rows already seen in one column walk.
    var rowStamp: [UInt32] = []
    var stampEpoch: UInt32 = 0
    var freeSlots: [Int32] = []

    // MARK: Cell pool
    var cellSymbol: [Int32] = []
    var cellCoefficient: [Double] = []
    /// Pool cells no row uses any more (compacted by `compactPoolIfWasteful`).
    var garbageCells = 0

    // MARK: Objectives
    /// The objective's coefficients, one row per priority level slot:
    /// `objective[symbol * levelStride + level]` (0: absent). A level slot
    /// no constraint uses holds zeros only.
    var objective: [Double] = []
    /// Level slots per symbol in `objective` (doubles when they run out).
    var levelStride = 4
    /// Each level slot's priority and number of constraints (0: free).
    var levelPriority: [Double] = []
    var levelUsers: [Int32] = []
    var freeLevels: [Int32] = []
    /// The level slots in use, highest priority first: the order in which
    /// the objective's components compare.
    var levelOrder: [Int32] = []
    /// Every symbol that may have a negative coefficient in some level,
    /// once (`isListedNegative`): the primal simplex's entering candidates.
    /// Entries that no longer have one are dropped when next looked at.
    var negatives: [Int32] = []
    var isListedNegative: [Bool] = []
    /// Set when an objective coefficient may have turned negative, or one
    /// of a listed symbol changed, so `optimize` has to look for an
    /// entering symbol.
    var objectiveDirty = false
    var artificial: [Double] = []
    var artificialConstant = 0.0
    var artificialActive = false

    /// Basic symbols of rows whose constant went negative (may hold
    /// duplicates and rows since fixed; `dualOptimize` checks).
    var infeasible: [Int32] = []

    // MARK: Scratch (kept between calls)
    var scratchSymbol: [Int32] = []
    var scratchCoefficient: [Double] = []
    /// Symbols a merge brought into its target row.
    var gained: [Int32] = []
    /// A dense accumulator over symbols, all zero between uses.
    var accumulator: [Double] = []
    var touched: [Int32] = []
    /// Rows and their coefficients found by `collectColumn`.
    var columnRows: [Int32] = []
    var columnCoefficients: [Double] = []

    var journal = Journal()

    /// Whether `symbol` is restricted to non-negative values (slack, error, dummy).
    @inline(__always) func isRestricted(_ symbol: Int32) -> Bool {
        kind[Int(symbol)] != .external
    }

    // MARK: - Symbols

    /// A new symbol of `kind`: parametric, in no row, absent from the objectives.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol: Int32
        if let reused = freeSymbols.popLast() {
            symbol = reused
            self.kind[Int(symbol)] = kind
        } else {
            symbol = Int32(self.kind.count)
            self.kind.append(kind)
            basicSlot.append(-1)
            columnHead.append(-1)
            columnLength.append(0)
            columnLimit.append(8)
            objective.append(contentsOf: repeatElement(0, count: levelStride))
            isListedNegative.append(false)
            artificial.append(0)
            accumulator.append(0)
        }
        if journal.active { journal.newSymbols.append(symbol) }
        return symbol
    }

    /// Returns a symbol that no row holds any more to the free list.
    mutating func releaseSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        clearColumn(symbol)
        clearObjective(symbol)
        basicSlot[s] = -1
        kind[s] = .unused
        freeSymbols.append(symbol)
    }

    // MARK: - Columns

    /// Records that row `slot` holds `symbol`.
    @inline(__always) mutating func addToColumn(_ symbol: Int32, _ slot: Int32) {
        let s = Int(symbol)
        let head = columnHead[s]
        if head >= 0 && entrySlot[Int(head)] == slot { return }
        if columnLength[s] >= columnLimit[s] {
            collectColumn(symbol)
            columnLimit[s] = max(16, 8 * columnLength[s])
        }
        let e: Int32
        if freeEntry >= 0 {
            e = freeEntry
            freeEntry = entryNext[Int(e)]
            entrySlot[Int(e)] = slot
            entryNext[Int(e)] = columnHead[s]
        } else {
            e = Int32(entrySlot.count)
            entrySlot.append(slot)
            entryNext.append(columnHead[s])
        }
        columnHead[s] = e
        columnLength[s] += 1
    }

    /// Empties `symbol`'s column list.
    mutating func clearColumn(_ symbol: Int32) {
        var e = columnHead[Int(symbol)]
        while e >= 0 {
            let next = entryNext[Int(e)]
            entryNext[Int(e)] = freeEntry
            freeEntry = e
            e = next
        }
        columnHead[Int(symbol)] = -1
        columnLength[Int(symbol)] = 0
    }

    /// Fills `columnRows` / `columnCoefficients` with every row holding
    /// `symbol` and its coefficient there, once each, and drops the
    /// column's stale and duplicate entries.
    mutating func collectColumn(_ symbol: Int32) {
        let s = Int(symbol)
        stampEpoch &+= 1
        if stampEpoch == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            stampEpoch = 1
        }
        columnRows.removeAll(keepingCapacity: true)
        columnCoefficients.removeAll(keepingCapacity: true)
        var previous: Int32 = -1
        var e = columnHead[s]
        while e >= 0 {
            let next = entryNext[Int(e)]
            let slot = entrySlot[Int(e)]
            let at = rowStamp[Int(slot)] == stampEpoch ? -1 : find(symbol, inRow: slot)
            if at >= 0 {
                rowStamp[Int(slot)] = stampEpoch
                columnRows.append(slot)
                columnCoefficients.append(cellCoefficient[at])
                previous = e
            } else {
                if previous < 0 { columnHead[s] = next } else { entryNext[Int(previous)] = next }
                entryNext[Int(e)] = freeEntry
                freeEntry = e
                columnLength[s] -= 1
            }
            e = next
        }
    }

    // MARK: - Rows

    /// The pool index of `symbol`'s cell in row `slot`, or −1.
    @inline(__always) func find(_ symbol: Int32, inRow slot: Int32) -> Int {
        var lo = Int(rowStart[Int(slot)])
        let end = lo + Int(rowCount[Int(slot)])
        var hi = end
        // Narrow to a short run by bisection, then scan it.
        while hi - lo > 8 {
            let mid = (lo + hi) >> 1
            if cellSymbol[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        while lo < end {
            let c = cellSymbol[lo]
            if c == symbol { return lo }
            if c > symbol { return -1 }
            lo += 1
        }
        return -1
    }

    /// `symbol`'s coefficient in row `slot` (0 if absent).
    func coefficient(of symbol: Int32, inRow slot: Int32) -> Double {
        let at = find(symbol, inRow: slot)
        return at >= 0 ? cellCoefficient[at] : 0
    }

    /// A new empty row with constant 0 and no basic symbol yet.
    mutating func makeRow() -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = Int32(rowStart.count)
            rowStart.append(Int32(cellSymbol.count))
            rowCount.append(0)
            rowCapacity.append(0)
            rowConstant.append(0)
            rowBasic.append(-2)
            rowStamp.append(0)
            journal.stamp.append(0)
        }
        touchRow(slot)
        rowBasic[Int(slot)] = -1
        rowCount[Int(slot)] = 0
        rowConstant[Int(slot)] = 0
        return slot
    }

    /// Frees row `slot`; its basic symbol (if any) becomes parametric.
    mutating func releaseRow(_ slot: Int32) {
        touchRow(slot)
        let i = Int(slot)
        let basic = rowBasic[i]
        if basic >= 0 && basicSlot[Int(basic)] == slot { basicSlot[Int(basic)] = -1 }
        rowBasic[i] = -2
        rowCount[i] = 0
        freeSlots.append(slot)
    }

    /// Makes `symbol` the basic symbol of row `slot`.
    @inline(__always) mutating func setBasic(_ slot: Int32, _ symbol: Int32) {
        touchRow(slot)
        rowBasic[Int(slot)] = symbol
        basicSlot[Int(symbol)] = slot
    }

    /// Makes sure the scratch buffers hold `count` cells.
    @inline(__always) mutating func reserveScratch(_ count: Int) {
        if scratchSymbol.count < count {
            let n = max(count, 2 * scratchSymbol.count, 64)
            scratchSymbol = Array(repeating: 0, count: n)
            scratchCoefficient = Array(repeating: 0, count: n)
        }
    }

    /// Replaces row `slot`'s cells with the first `count` scratch cells
    /// (sorted); moves the row to the end of the pool if it outgrew its run.
    mutating func storeScratch(in slot: Int32, count: Int) {
        let i = Int(slot)
        if count > Int(rowCapacity[i]) {
            let start = Int(rowStart[i]), capacity = Int(rowCapacity[i])
            if start + capacity == cellSymbol.count {
                // The last run of the pool grows in place.
                let grow = count + 2 - capacity
                cellSymbol.append(contentsOf: repeatElement(0, count: grow))
                cellCoefficient.append(contentsOf: repeatElement(0, count: grow))
                rowCapacity[i] = Int32(count + 2)
            } else {
                garbageCells += capacity
                let newCapacity = count + (count >> 1) + 1
                rowStart[i] = Int32(cellSymbol.count)
                rowCapacity[i] = Int32(newCapacity)
                cellSymbol.append(contentsOf: repeatElement(0, count: newCapacity))
                cellCoefficient.append(contentsOf: repeatElement(0, count: newCapacity))
            }
        }
        let start = Int(rowStart[i])
        if count > 0 {
            scratchSymbol.withUnsafeBufferPointer { from in
                cellSymbol.withUnsafeMutableBufferPointer { to in
                    (to.baseAddress! + start).update(from: from.baseAddress!, count: count)
                }
            }
            scratchCoefficient.withUnsafeBufferPointer { from in
                cellCoefficient.withUnsafeMutableBufferPointer { to in
                    (to.baseAddress! + start).update(from: from.baseAddress!, count: count)
                }
            }
        }
        rowCount[i] = Int32(count)
    }

    /// Row `target` += `factor` × row `source`, dropping `target`'s cell of
    /// `skip` (−1: none) and any cell that cancels to within epsilon.
    /// Symbols new to `target` join their columns. The constants add too.
    mutating func addRow(_ source: Int32, times factor: Double, to target: Int32, skipping skip: Int32) {
        touchRow(target)
        let targetStart = Int(rowStart[Int(target)]), targetCount = Int(rowCount[Int(target)])
        let sourceStart = Int(rowStart[Int(source)]), sourceCount = Int(rowCount[Int(source)])
        reserveScratch(targetCount + sourceCount)
        if gained.count < sourceCount { gained = Array(repeating: 0, count: max(sourceCount, 2 * gained.count, 64)) }
        var gainedCount = 0
        // The merge, on raw buffers: the scratch, the gained list and the
        // pool are distinct stored properties, so these accesses do not
        // overlap, and no uniqueness or bounds checks run per cell.
        let n = scratchSymbol.withUnsafeMutableBufferPointer { outSymbol in
            scratchCoefficient.withUnsafeMutableBufferPointer { outCoefficient in
                gained.withUnsafeMutableBufferPointer { gainedSymbols in
                    cellSymbol.withUnsafeBufferPointer { symbols in
                        cellCoefficient.withUnsafeBufferPointer { coefficients in
                            Tableau.merge(
                                symbols: symbols.baseAddress!, coefficients: coefficients.baseAddress!,
                                target: targetStart, targetCount: targetCount,
                                source: sourceStart, sourceCount: sourceCount,
                                factor: factor, skip: skip,
                                outSymbol: outSymbol.baseAddress!, outCoefficient: outCoefficient.baseAddress!,
                                gained: gainedSymbols.baseAddress!, gainedCount: &gainedCount)
                        }
                    }
                }
            }
        }
        rowConstant[Int(target)] += factor * rowConstant[Int(source)]
        storeScratch(in: target, count: n)
        for k in 0..<gainedCount { addToColumn(gained[k], target) }
    }

    /// The sorted merge `target − skip + factor · source` into `out`;
    /// returns the cell count and lists the symbols that came only from
    /// `source` in `gained`.
    @inline(__always)
    private static func merge(symbols: UnsafePointer<Int32>, coefficients: UnsafePointer<Double>,
                              target: Int, targetCount: Int, source: Int, sourceCount: Int,
                              factor: Double, skip: Int32,
                              outSymbol: UnsafeMutablePointer<Int32>, outCoefficient: UnsafeMutablePointer<Double>,
                              gained: UnsafeMutablePointer<Int32>, gainedCount: inout Int) -> Int {
        var i = target, j = source, n = 0, g = 0
        let iEnd = target + targetCount, jEnd = source + sourceCount
        while i < iEnd && j < jEnd {
            let a = symbols[i], b = symbols[j]
            if a < b {
                outSymbol[n] = a; outCoefficient[n] = coefficients[i]
                n &+= a != skip ? 1 : 0
                i &+= 1
            } else if b < a {
                let v = factor * coefficients[j]
                if abs(v) >= epsilon {
                    outSymbol[n] = b; outCoefficient[n] = v; n &+= 1
                    gained[g] = b; g &+= 1
                }
                j &+= 1
            } else {
                let v = coefficients[i] + factor * coefficients[j]
                outSymbol[n] = a; outCoefficient[n] = v
                n &+= abs(v) >= epsilon && a != skip ? 1 : 0
                i &+= 1; j &+= 1
            }
        }
        while i < iEnd {
            let a = symbols[i]
            outSymbol[n] = a; outCoefficient[n] = coefficients[i]
            n &+= a != skip ? 1 : 0
            i &+= 1
        }
        while j < jEnd {
            let b = symbols[j]
            let v = factor * coefficients[j]
            if abs(v) >= epsilon {
                outSymbol[n] = b; outCoefficient[n] = v; n &+= 1
                gained[g] = b; g &+= 1
            }
            j &+= 1
        }
        gainedCount = g
        return n
    }

    /// Solves row `slot` for `symbol`, which it must hold. The row reads
    /// `old = constant + Σ cells` (or `0 = constant + Σ cells` when `old`
    /// is −1); afterwards it reads `symbol = …`, with `old` among the cells.
    /// The basic-symbol bookkeeping is left to the caller.
    mutating func solve(_ slot: Int32, for symbol: Int32, replacing old: Int32) {
        touchRow(slot)
        let start = Int(rowStart[Int(slot)])
        let count = Int(rowCount[Int(slot)])
        let at = find(symbol, inRow: slot)
        let a = cellCoefficient[at]
        let k = -1 / a
        reserveScratch(count + 1)
        var n = 0
        var oldPlaced = old < 0
        for p in start..<(start + count) where p != at {
            let s = cellSymbol[p]
            if !oldPlaced && old < s {
                scratchSymbol[n] = old; scratchCoefficient[n] = -k; n += 1
                oldPlaced = true
            }
            scratchSymbol[n] = s; scratchCoefficient[n] = k * cellCoefficient[p]; n += 1
        }
        if !oldPlaced { scratchSymbol[n] = old; scratchCoefficient[n] = -k; n += 1 }
        rowConstant[Int(slot)] *= k
        storeScratch(in: slot, count: n)
        if old >= 0 { addToColumn(old, slot) }
    }

    /// Replaces `symbol` in every row and objective that holds it by row
    /// `slot` (which must not hold it): the step after making `symbol`
    /// basic. Restricted rows whose constant goes negative are listed as
    /// infeasible. Empties `symbol`'s column.
    mutating func substitute(_ symbol: Int32, by slot: Int32) {
        let s = Int(symbol)
        var e = columnHead[s]
        columnHead[s] = -1
        columnLength[s] = 0
        while e >= 0 {
            let next = entryNext[Int(e)]
            let target = entrySlot[Int(e)]
            entryNext[Int(e)] = freeEntry
            freeEntry = e
            e = next
            if target == slot { continue }
            let at = find(symbol, inRow: target)
            if at < 0 { continue }
            addRow(slot, times: cellCoefficient[at], to: target, skipping: symbol)
            let basic = rowBasic[Int(target)]
            if basic >= 0 && kind[Int(basic)] != .external && rowConstant[Int(target)] < 0 {
                infeasible.append(basic)
            }
        }
        substituteInObjective(symbol, by: slot)
        if artificialActive { substituteInArtificial(symbol, by: slot) }
    }

    /// Replaces `symbol` in the artificial objective by row `slot`.
    mutating func substituteInArtificial(_ symbol: Int32, by slot: Int32) {
        let c = artificial[Int(symbol)]
        if c == 0 { return }
        artificial[Int(symbol)] = 0
        let start = Int(rowStart[Int(slot)])
        for p in start..<(start + Int(rowCount[Int(slot)])) {
            let s = Int(cellSymbol[p])
            let v = artificial[s] + c * cellCoefficient[p]
            artificial[s] = abs(v) < Tableau.epsilon ? 0 : v
        }
        artificialConstant += c * rowConstant[Int(slot)]
    }

    /// Makes `entering` basic in row `slot` in place of its basic symbol.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        let leaving = rowBasic[Int(slot)]
        basicSlot[Int(leaving)] = -1
        solve(slot, for: entering, replacing: leaving)
        setBasic(slot, entering)
        substitute(entering, by: slot)
    }

    // MARK: - Pool upkeep

    /// Rewrites the cell pool without the runs no row uses once they are
    /// most of it. Only between public calls (never in a transaction).
    mutating func compactPoolIfWasteful() {
        guard !journal.active, garbageCells > 4096, garbageCells > cellSymbol.count / 2 else { return }
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(cellSymbol.count - garbageCells)
        coefficients.reserveCapacity(cellSymbol.count - garbageCells)
        for slot in rowStart.indices {
            let start = Int(rowStart[slot])
            let count = rowBasic[slot] == -2 ? 0 : Int(rowCount[slot])
            let capacity = count == 0 ? 0 : count + 1
            rowStart[slot] = Int32(symbols.count)
            rowCapacity[slot] = Int32(capacity)
            if count > 0 {
                symbols.append(contentsOf: cellSymbol[start..<(start + count)])
                coefficients.append(contentsOf: cellCoefficient[start..<(start + count)])
                symbols.append(0)
                coefficients.append(0)
            }
        }
        cellSymbol = symbols
        cellCoefficient = coefficients
        garbageCells = 0
    }
}
