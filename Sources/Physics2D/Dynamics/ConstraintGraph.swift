/// The graph colouring of the contact constraints: each colour holds
/// constraints of which no two share a moving body (static, kinematic and
/// sleeping bodies may be shared: the solver never changes them), so a
/// colour's constraints can be solved four at a time. What does not fit in
/// `colorCount` colours overflows to the scalar solver. Recomputed every
/// step in constraint order (deterministic); ~3 bit tests a constraint.
struct ConstraintGraph {
    static let colorCount = 12
    var colors: [[Int32]] = Array(repeating: [], count: colorCount)
    var overflow: [Int32] = []
    private var bits: [UInt64] = []

    mutating func color(_ constraints: UnsafeMutableBufferPointer<ContactConstraint>, bodyCount: Int) {
        for c in colors.indices { colors[c].removeAll(keepingCapacity: true) }
        overflow.removeAll(keepingCapacity: true)
        let words = (bodyCount + 63) >> 6
        let needed = words * Self.colorCount
        // Out of `self` while the loop appends to `colors` (one access at a time).
        var used = bits
        bits = []
        defer { bits = used }
        if used.count < needed { used = Array(repeating: 0, count: needed) } else {
            for i in 0..<needed { used[i] = 0 }
        }
        used.withUnsafeMutableBufferPointer { bits in
            for ci in constraints.indices {
                let cc = constraints[ci]
                // Block-solved contacts are scalar work.
                if cc.useBlock { overflow.append(Int32(ci)); continue }
                let a = Int(cc.indexA), b = Int(cc.indexB)
                let movesA = cc.invMassA > 0 || cc.invIA > 0, movesB = cc.invMassB > 0 || cc.invIB > 0
                var placed = false
                for color in 0..<Self.colorCount {
                    let base = color * words
                    if movesA && bits[base + a >> 6] & (1 << UInt64(a & 63)) != 0 { continue }
                    if movesB && bits[base + b >> 6] & (1 << UInt64(b & 63)) != 0 { continue }
                    if movesA { bits[base + a >> 6] |= 1 << UInt64(a & 63) }
                    if movesB { bits[base + b >> 6] |= 1 << UInt64(b & 63) }
                    colors[color].append(Int32(ci))
                    placed = true
                    break
                }
                if !placed { overflow.append(Int32(ci)) }
            }
        }
    }
}
