/// The lexicographic objective: Cassowary's symbolic weights.
///
/// Each distinct optional priority in use has a level, made when a
/// constraint first brings that priority and freed when its last
/// constraint goes (typically a handful: UIKit's 250, 750, a few near
/// them). A level's row is the plain sum of its constraints' errors (each
/// weighted 1), so constraints of equal priority trade off by total error.
/// The objective is the vector of the level rows, compared from the
/// highest priority down: no amount of error at one level buys any
/// reduction at a higher one.
///
/// A symbol's reduced cost is the vector of its coefficients in the level
/// rows. The primal simplex may bring in a symbol whose vector is
/// lexicographically negative (its first non-zero coefficient, from the
/// top, is negative: it lowers that level and leaves every higher one
/// alone); the dual simplex's ratio test compares the vectors divided by
/// the row coefficients lexicographically. Both reduce to the old scalar
/// rules when one level is in use.
extension Tableau {
    // MARK: - Levels

    /// The level slot of `priority` (1..<1000), made if no constraint in
    /// the tableau has that priority; counts one more constraint on it.
    /// Never called in a transaction (only optional constraints have
    /// levels, and they never need one).
    mutating func acquireLevel(_ priority: Double) -> Int32 {
        // levelOrder is sorted by priority, descending.
        var lo = 0, hi = levelOrder.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if levelPriority[Int(levelOrder[mid])] > priority { lo = mid + 1 } else { hi = mid }
        }
        if lo < levelOrder.count && levelPriority[Int(levelOrder[lo])] == priority {
            levelUsers[Int(levelOrder[lo])] += 1
            return levelOrder[lo]
        }
        precondition(!journal.active, "a priority level made in a transaction")
        let level: Int32
        if let reused = freeLevels.popLast() {
            level = reused
        } else {
            level = Int32(levelPriority.count)
            if Int(level) == levelStride { widenLevels(to: 2 * levelStride) }
            levelPriority.append(0)
            levelUsers.append(0)
        }
        levelPriority[Int(level)] = priority
        levelUsers[Int(level)] = 1
        levelOrder.insert(level, at: lo)
        return level
    }

    /// Counts one constraint fewer on `level`; frees the slot when none is
    /// left. Its row is then zero in exact arithmetic: any rounding left in
    /// it is cleared, so a free slot holds zeros only (and no write ever
    /// reaches it until it is reused).
    mutating func releaseLevel(_ level: Int32) {
        levelUsers[Int(level)] -= 1
        guard levelUsers[Int(level)] == 0 else { return }
        precondition(!journal.active, "a priority level freed in a transaction")
        let stride = levelStride, symbols = kind.count
        objective.withUnsafeMutableBufferPointer { o in
            var i = Int(level)
            for _ in 0..<symbols {
                if o[i] != 0 { o[i] = 0 }
                i += stride
            }
        }
        levelOrder.remove(at: levelOrder.firstIndex(of: level)!)
        freeLevels.append(level)
    }

    /// Re-lays `objective` out with `stride` level slots per symbol.
    private mutating func widenLevels(to stride: Int) {
        var wider = [Double](repeating: 0, count: kind.count * stride)
        let old = levelStride
        for s in 0..<kind.count {
            for k in 0..<old { wider[s * stride + k] = objective[s * old + k] }
        }
        objective = wider
        levelStride = stride
    }

    // MARK: - Writing the objective

    /// Sets `symbol`'s coefficient in level `level`, journaled in a
    /// transaction; lists the symbol as a candidate if it goes negative.
    @inline(__always) mutating func setObjective(_ symbol: Int32, level: Int, _ value: Double) {
        let i = Int(symbol) * levelStride + level
        if journal.active {
            journal.objectiveCells.append(i)
            journal.objectiveValues.append(objective[i])
        }
        objective[i] = value
        if value < 0 {
            objectiveDirty = true
            listNegative(symbol)
        } else if isListedNegative[Int(symbol)] {
            // A higher level's coefficient may have gone to zero and
            // exposed a negative one below it.
            objectiveDirty = true
        }
    }

    /// Puts `symbol` on the candidate list unless it is there.
    @inline(__always) mutating func listNegative(_ symbol: Int32) {
        if !isListedNegative[Int(symbol)] {
            isListedNegative[Int(symbol)] = true
            negatives.append(symbol)
        }
    }

    /// Zeroes `symbol`'s coefficients in every level.
    mutating func clearObjective(_ symbol: Int32) {
        let base = Int(symbol) * levelStride
        for k in 0..<levelStride where objective[base + k] != 0 {
            setObjective(symbol, level: k, 0)
        }
    }

    /// Adds `weight` × (`symbol` or, if basic, its row) to level `level`.
    mutating func addToObjective(_ symbol: Int32, level: Int, weight: Double) {
        let slot = basicSlot[Int(symbol)]
        if slot < 0 {
            let v = objective[Int(symbol) * levelStride + level] + weight
            setObjective(symbol, level: level, abs(v) < Tableau.epsilon ? 0 : v)
            return
        }
        let start = Int(rowStart[Int(slot)])
        for p in start..<(start + Int(rowCount[Int(slot)])) {
            let s = cellSymbol[p]
            let v = objective[Int(s) * levelStride + level] + weight * cellCoefficient[p]
            setObjective(s, level: level, abs(v) < Tableau.epsilon ? 0 : v)
        }
    }

    /// Replaces `symbol` by row `slot` in every level that holds it.
    mutating func substituteInObjective(_ symbol: Int32, by slot: Int32) {
        let base = Int(symbol) * levelStride
        let start = Int(rowStart[Int(slot)])
        let end = start + Int(rowCount[Int(slot)])
        for level in levelOrder {
            let k = Int(level)
            let c = objective[base + k]
            if c == 0 { continue }
            setObjective(symbol, level: k, 0)
            for p in start..<end {
                let s = cellSymbol[p]
                let v = objective[Int(s) * levelStride + k] + c * cellCoefficient[p]
                setObjective(s, level: k, abs(v) < Tableau.epsilon ? 0 : v)
            }
        }
    }

    // MARK: - Choosing pivots

    /// The primal simplex's entering symbol: the lowest-numbered
    /// non-dummy symbol whose coefficients, read from the highest level
    /// down, first differ from zero with a negative one — Bland's rule over
    /// the lexicographic objective — or −1 when there is none (optimal).
    /// Drops the listed symbols with no negative coefficient left.
    mutating func lexicographicEnteringSymbol() -> Int32 {
        var best: Int32 = -1
        var i = 0
        while i < negatives.count {
            let s = negatives[i]
            var lead = 0.0
            var anyNegative = false
            if kind[Int(s)] != .dummy {
                let base = Int(s) * levelStride
                for level in levelOrder {
                    let c = objective[base + Int(level)]
                    if c == 0 { continue }
                    if lead == 0 { lead = c }
                    if c < 0 { anyNegative = true; break }
                }
            }
            if !anyNegative {
                // Nothing to offer now; listed again when one turns negative.
                isListedNegative[Int(s)] = false
                negatives[i] = negatives[negatives.count - 1]
                negatives.removeLast()
                continue
            }
            // A negative below a positive one is kept: a pivot may yet
            // zero the positive one above it.
            if lead < 0 && (best < 0 || s < best) { best = s }
            i += 1
        }
        return best
    }

    /// Whether symbol `a`'s objective vector divided by `ca` (> 0) comes
    /// lexicographically before `b`'s divided by `cb` (> 0): the dual ratio
    /// test. Components that differ by less than would survive the
    /// pivot's rounding (`epsilon`) compare as equal and the next level
    /// decides; all equal: false.
    @inline(__always) func ratioPrecedes(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Bool {
        let baseA = Int(a) * levelStride, baseB = Int(b) * levelStride
        // (dA / ca − dB / cb) · ca · cb, and the tolerance on the same scale.
        let tolerance = Tableau.epsilon * min(ca, cb)
        for level in levelOrder {
            let difference = objective[baseA + Int(level)] * cb - objective[baseB + Int(level)] * ca
            if difference < -tolerance { return true }
            if difference > tolerance { return false }
        }
        return false
    }
}
