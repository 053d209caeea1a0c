import Testing
@testable import ConstraintSolver

/// A tiny fixed-seed linear congruential generator (Knuth's MMIX
/// constants), so every run builds the same systems.
struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 11
    }
    /// Uniform in lo..<hi.
    mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next()) / Double(UInt64(1) << 53)
    }
    /// Uniform in 0..<n.
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Edit variables, constant changes, conflicts and bad input.
struct EditAndErrorTests {
    /// A window of width W (edited at 999; 320 preferred at 250) holds a
    /// content view from 20 to W − 20 that must stay at least 100 wide,
    /// and a label of 200 at 500 that must fit in it. Each suggestion,
    /// solved by hand: W = 400 → content 360, label 200; W = 200 → content
    /// 160, label 160; W = 100 → W cannot go below 140 (content ≥ 100):
    /// W 140, content 100, label 100; W = 800 → content 760, label 200.
    @Test func windowWidthDrag() throws {
        let solver = Solver()
        let window = solver.makeVariable(), left = solver.makeVariable()
        let right = solver.makeVariable(), label = solver.makeVariable()
        try solver.addConstraint(window - 320, .equal, priority: 250)
        try solver.addConstraint(left - 20, .equal)
        try solver.addConstraint(right - window + 20, .equal)
        try solver.addConstraint(right - left - 100, .greaterThanOrEqual)
        try solver.addConstraint(label - 200, .equal, priority: 500)
        try solver.addConstraint(label - right + left, .lessThanOrEqual)
        solver.updateVariables()
        #expect(close(solver.value(of: window), 320))
        // Adding the edit moves nothing: it starts at the current value.
        try solver.addEditVariable(window, priority: 999)
        solver.updateVariables()
        #expect(close(solver.value(of: window), 320) && close(solver.value(of: label), 200))
        let expected: [(suggest: Double, window: Double, content: Double, label: Double)] = [
            (400, 400, 360, 200), (200, 200, 160, 160), (100, 140, 100, 100), (800, 800, 760, 200),
        ]
        for step in expected {
            try solver.suggestValue(window, step.suggest)
            solver.updateVariables()
            let content = solver.value(of: right) - solver.value(of: left)
            #expect(close(solver.value(of: window), step.window), "W at \(step.suggest)")
            #expect(close(content, step.content), "content at \(step.suggest)")
            #expect(close(solver.value(of: label), step.label), "label at \(step.suggest)")
        }
        try solver.removeEditVariable(window)
        solver.updateVariables()
        #expect(close(solver.value(of: window), 320) && close(solver.value(of: label), 200))
        #expect(!solver.hasEditVariable(window))
    }

    /// A required constraint that conflicts is refused and changes
    /// nothing: the values, the constraint count, and every later result
    /// match a twin solver that never saw it, bit for bit.
    @Test func aRequiredConflictThrowsAndChangesNothing() throws {
        func build(_ solver: Solver) throws -> [Variable] {
            let v = (0..<4).map { _ in solver.makeVariable() }
            try solver.addConstraint(v[0] - 10, .equal)
            try solver.addConstraint(v[1] - v[0] - 5, .equal)
            try solver.addConstraint(v[2] - v[1], .greaterThanOrEqual)
            try solver.addConstraint(v[2] - 40, .equal, priority: 300)
            try solver.addConstraint(v[3] - v[2], .lessThanOrEqual)
            try solver.addConstraint(v[3] - 100, .equal, priority: 600)
            try solver.addConstraint(v[3] - v[1] - 2, .equal, priority: 400)
            return v
        }
        let solver = Solver(), twin = Solver()
        let v = try build(solver), w = try build(twin)
        solver.updateVariables()
        let before = v.map { solver.value(of: $0) }
        #expect(close(before[0], 10) && close(before[1], 15) && close(before[2], 100) && close(before[3], 100))
        // An equality against a fixed value (dummy row), an inequality that
        // needs the artificial variable, and one through the chain.
        #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(v[0] - 20, .equal) }
        #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(v[1] - 12, .lessThanOrEqual) }
        #expect(throws: SolverError.unsatisfiable) { try solver.addConstraint(v[2] - v[0] - 4, .lessThanOrEqual) }
        solver.updateVariables()
        #expect(v.map { solver.value(of: $0) } == before)
        #expect(solver.constraintCount == 7)
        // Later work gives bit-identical results in both.
        for s in [solver, twin] {
            let vars = s === solver ? v : w
            try s.addConstraint(vars[3] - 60, .lessThanOrEqual)
            try s.addEditVariable(vars[2], priority: 800)
            try s.suggestValue(vars[2], 30)
            s.updateVariables()
        }
        #expect(v.map { solver.value(of: $0) } == w.map { twin.value(of: $0) })
        #expect(close(solver.value(of: v[2]), 30) && close(solver.value(of: v[3]), 30))
    }

    /// A required constant change that conflicts is refused; the old
    /// constant and values stay, and a later valid change works.
    @Test func aConflictingRequiredConstantIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let upper = try solver.addConstraint(x - 10, .lessThanOrEqual)   // x ≤ 10
        try solver.addConstraint(x - 5, .greaterThanOrEqual)             // x ≥ 5
        try solver.addConstraint(x - 100, .equal, priority: 500)
        try solver.addConstraint(y - 10, .equal)
        try solver.addConstraint(z - 20, .equal)
        let sum = try solver.addConstraint(y + z - 30, .equal)           // redundant
        solver.updateVariables()
        #expect(close(solver.value(of: x), 10))
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(upper, -3) }
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(sum, -31) }
        #expect(solver.constant(of: upper) == -10 && solver.constant(of: sum) == -30)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 10))
        try solver.setConstant(upper, -7)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 7))
        try solver.setConstant(upper, -50)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 50))
    }

    /// `setConstant` gives what removing the constraint and adding it
    /// with the new constant gives, on a random-ish system of 50
    /// variables (fixed-seed LCG): bounds, weak stays, random optional
    /// equalities and inequalities at distinct priorities, and required
    /// differences.
    @Test func setConstantMatchesRemoveAndReAdd() throws {
        struct Spec { var expression: Expression; var relation: Relation; var priority: Double }
        var rng = LCG(state: 17)
        var specs: [Spec] = []
        for i in 0..<50 {
            specs.append(Spec(expression: Expression([Term(Variable(index: Int32(i)))]), relation: .greaterThanOrEqual, priority: 1000))
            specs.append(Spec(expression: Expression([Term(Variable(index: Int32(i)))], constant: -1000),
                              relation: .lessThanOrEqual, priority: 1000))
        }
        // Weak stays towards distinct targets make the optimum unique (a
        // variable free within an interval could rest anywhere in it).
        for i in 0..<50 {
            specs.append(Spec(expression: Expression([Term(Variable(index: Int32(i)))], constant: -rng.double(0, 500)),
                              relation: .equal, priority: rng.double(1, 100)))
        }
        for _ in 0..<120 {
            let n = 1 + rng.int(3)
            let terms = (0..<n).map { _ in Term(Variable(index: Int32(rng.int(50))), rng.double(-2, 2)) }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
            specs.append(Spec(expression: Expression(terms, constant: rng.double(-300, 300)), relation: relation,
                              priority: rng.double(1, 999)))
        }
        for _ in 0..<20 {
            let a = rng.int(50), b = rng.int(50)
            guard a != b else { continue }
            specs.append(Spec(expression: Expression([Term(Variable(index: Int32(a))), Term(Variable(index: Int32(b)), -1)],
                                                     constant: rng.double(-50, 50)),
                              relation: .greaterThanOrEqual, priority: 1000))
        }
        let edited = Solver(), rebuilt = Solver()
        for _ in 0..<50 { _ = edited.makeVariable(); _ = rebuilt.makeVariable() }
        var ids: [(ConstraintId, ConstraintId)?] = []
        for spec in specs {
            let a = try? edited.addConstraint(spec.expression, spec.relation, priority: spec.priority)
            let b = try? rebuilt.addConstraint(spec.expression, spec.relation, priority: spec.priority)
            #expect((a == nil) == (b == nil))
            ids.append(a.flatMap { a in b.map { (a, $0) } })
        }
        var changes = 0, refused = 0
        for _ in 0..<60 {
            let k = rng.int(specs.count)
            guard let (a, b) = ids[k] else { continue }
            let constant = rng.double(-400, 400)
            edited.updateVariables()
            let before = (0..<50).map { edited.value(of: Variable(index: Int32($0))) }
            do {
                try edited.setConstant(a, constant)
            } catch {
                #expect(error == .unsatisfiable)
                refused += 1
                edited.updateVariables()
                #expect((0..<50).map { edited.value(of: Variable(index: Int32($0))) } == before)
                var trial = specs[k].expression
                trial.constant = constant
                try rebuilt.removeConstraint(b)
                #expect(throws: SolverError.unsatisfiable) {
                    try rebuilt.addConstraint(trial, specs[k].relation, priority: specs[k].priority)
                }
                ids[k] = (a, try rebuilt.addConstraint(specs[k].expression, specs[k].relation, priority: specs[k].priority))
                continue
            }
            specs[k].expression.constant = constant
            try rebuilt.removeConstraint(b)
            ids[k] = (a, try rebuilt.addConstraint(specs[k].expression, specs[k].relation, priority: specs[k].priority))
            changes += 1
            edited.updateVariables()
            rebuilt.updateVariables()
            for i in 0..<50 {
                let v = Variable(index: Int32(i))
                #expect(close(edited.value(of: v), rebuilt.value(of: v), 1e-6), "x\(i) after change \(changes)")
            }
        }
        #expect(changes > 30 && refused > 5, "\(changes) changes, \(refused) refused")
        // A solver built from scratch with the final constants agrees too,
        // and every required constraint holds.
        let fresh = Solver()
        for _ in 0..<50 { _ = fresh.makeVariable() }
        for (k, spec) in specs.enumerated() where ids[k] != nil {
            try fresh.addConstraint(spec.expression, spec.relation, priority: spec.priority)
        }
        fresh.updateVariables()
        edited.updateVariables()
        for i in 0..<50 {
            let v = Variable(index: Int32(i))
            #expect(close(edited.value(of: v), fresh.value(of: v), 1e-6), "x\(i) against a fresh solve")
        }
        for (k, spec) in specs.enumerated() where ids[k] != nil && spec.priority == 1000 {
            let value = spec.expression.terms.reduce(spec.expression.constant) {
                $0 + $1.coefficient * edited.value(of: $1.variable)
            }
            #expect(spec.relation == .greaterThanOrEqual ? value >= -1e-6 : value <= 1e-6)
        }
    }

    /// Random adds and removes (recycling symbols, row slots and column
    /// entries) always leave the values a fresh solve of the live
    /// constraints gives.
    @Test func randomAddsAndRemovesMatchAFreshSolve() throws {
        var rng = LCG(state: 99)
        let count = 30
        let solver = Solver()
        for _ in 0..<count { _ = solver.makeVariable() }
        var live: [(id: ConstraintId, expression: Expression, relation: Relation, priority: Double)] = []
        for i in 0..<count {
            let x = Variable(index: Int32(i))
            try solver.addConstraint(Expression(x), .greaterThanOrEqual)
            try solver.addConstraint(x - 500, .lessThanOrEqual)
            try solver.addConstraint(x - rng.double(0, 500), .equal, priority: rng.double(1, 50))
        }
        let base = solver.constraintCount
        var checks = 0
        for round in 0..<400 {
            if !live.isEmpty && rng.int(3) == 0 {
                let k = rng.int(live.count)
                try solver.removeConstraint(live[k].id)
                live.remove(at: k)
            } else {
                let n = 1 + rng.int(3)
                let terms = (0..<n).map { _ in Term(Variable(index: Int32(rng.int(count))), rng.double(-2, 2)) }
                let expression = Expression(terms, constant: rng.double(-200, 200))
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
                let priority = rng.int(4) == 0 ? 1000 : rng.double(51, 999)
                if let id = try? solver.addConstraint(expression, relation, priority: priority) {
                    live.append((id, expression, relation, priority))
                }
            }
            #expect(solver.constraintCount == base + live.count)
            guard round % 40 == 39 else { continue }
            let fresh = Solver()
            for _ in 0..<count { _ = fresh.makeVariable() }
            var replay = LCG(state: 99)
            for i in 0..<count {
                let x = Variable(index: Int32(i))
                try fresh.addConstraint(Expression(x), .greaterThanOrEqual)
                try fresh.addConstraint(x - 500, .lessThanOrEqual)
                try fresh.addConstraint(x - replay.double(0, 500), .equal, priority: replay.double(1, 50))
            }
            for c in live { try fresh.addConstraint(c.expression, c.relation, priority: c.priority) }
            solver.updateVariables()
            fresh.updateVariables()
            for i in 0..<count {
                let v = Variable(index: Int32(i))
                #expect(close(solver.value(of: v), fresh.value(of: v), 1e-6), "x\(i) at round \(round)")
            }
            checks += 1
        }
        #expect(checks == 10 && live.count > 20)
    }

    /// Bad input is refused with the documented error and changes nothing.
    @Test func badInputIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let id = try solver.addConstraint(x - 4, .equal)
        #expect(throws: SolverError.nonFinite) { try solver.addConstraint(x * .nan, .equal) }
        #expect(throws: SolverError.nonFinite) { try solver.addConstraint(x + .infinity, .equal) }
        #expect(throws: SolverError.badPriority) { try solver.addConstraint(x - 1, .equal, priority: 0) }
        #expect(throws: SolverError.badPriority) { try solver.addConstraint(x - 1, .equal, priority: 1001) }
        #expect(throws: SolverError.badPriority) { try solver.addConstraint(x - 1, .equal, priority: .nan) }
        #expect(throws: SolverError.badPriority) { try solver.addEditVariable(y, priority: 1000) }
        #expect(throws: SolverError.badPriority) { try solver.addEditVariable(y, priority: .nan) }
        #expect(throws: SolverError.nonFinite) { try solver.setConstant(id, .nan) }
        let other = Solver()
        for _ in 0..<3 { _ = other.makeVariable() }
        let stranger = other.makeVariable()
        #expect(throws: SolverError.unknownVariable) { try solver.addConstraint(stranger - 1, .equal) }
        #expect(throws: SolverError.unknownVariable) { try solver.addEditVariable(stranger, priority: 500) }
        try solver.addEditVariable(y, priority: 500)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(y, priority: 600) }
        #expect(throws: SolverError.nonFinite) { try solver.suggestValue(y, .infinity) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(x, 3) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        try solver.removeConstraint(id)
        #expect(!solver.hasConstraint(id))
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(id) }
        #expect(throws: SolverError.unknownConstraint) { try solver.setConstant(id, 1) }
        // A new constraint in the freed slot does not revive the old id.
        let fresh = try solver.addConstraint(x - 9, .equal)
        #expect(fresh.index == id.index && fresh != id && !solver.hasConstraint(id))
        try solver.suggestValue(y, 12)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 9) && close(solver.value(of: y), 12))
        #expect(solver.constraintCount == 1)
    }
}
