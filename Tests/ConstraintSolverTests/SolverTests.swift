import Testing
@testable import ConstraintSolver

/// Whether `a` and `b` agree to `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Equalities, inequalities, priorities and removal, against values solved
/// by hand.
struct SolverTests {
    /// x = 10, y = x + 5, x + y + z = 100 → (10, 15, 75); a variable named
    /// twice in one expression counts twice (w + w = 10 → w = 5).
    @Test func simpleEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable(), w = solver.makeVariable()
        try solver.addConstraint(x - 10, .equal)
        try solver.addConstraint(y - x - 5, .equal)
        try solver.addConstraint(Expression(x) + y + z - 100, .equal)
        try solver.addConstraint(w + w - 10, .equal)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 10))
        #expect(close(solver.value(of: y), 15))
        #expect(close(solver.value(of: z), 75))
        #expect(close(solver.value(of: w), 5))
        #expect(solver.variableCount == 4)
        #expect(solver.constraintCount == 4)
    }

    /// x ≥ 10 binds against a weaker wish for 5 and lets a wish for 30
    /// through; y ≤ 20 does not bind a wish for 15.
    @Test func inequalitiesThatBindOrNot() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), u = solver.makeVariable()
        try solver.addConstraint(x - 10, .greaterThanOrEqual)
        try solver.addConstraint(x - 5, .equal, priority: 500)
        try solver.addConstraint(y - 20, .lessThanOrEqual)
        try solver.addConstraint(y - 15, .equal, priority: 500)
        try solver.addConstraint(u - 10, .greaterThanOrEqual)
        try solver.addConstraint(u - 30, .equal, priority: 500)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 10))
        #expect(close(solver.value(of: y), 15))
        #expect(close(solver.value(of: u), 30))
    }

    /// A required inequality violated when added (x wants 50, x ≤ 10
    /// arrives) goes in through the artificial variable and clamps x.
    @Test func aViolatedInequalityEntersThroughTheArtificialVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(x - 50, .equal, priority: 500)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 50))
        try solver.addConstraint(x - 10, .lessThanOrEqual)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 10))
    }

    /// The stronger of two conflicting optional constraints wins outright,
    /// whichever is added first.
    @Test func theStrongerOptionalConstraintWins() throws {
        for strongFirst in [true, false] {
            let solver = Solver()
            let x = solver.makeVariable()
            if strongFirst { try solver.addConstraint(x - 100, .equal, priority: 750) }
            try solver.addConstraint(x - 0, .equal, priority: 250)
            if !strongFirst { try solver.addConstraint(x - 100, .equal, priority: 750) }
            solver.updateVariables()
            #expect(close(solver.value(of: x), 100))
        }
    }

    /// Equal priorities trade off by total violation, each error weighed
    /// alike in its expression's units: x = 0 and 2x = 200 at 500 cost
    /// |x| + |2x − 200|, least at x = 100; two wishes for 0 outvote one
    /// for 100 (cost 2|y| + |y − 100|: 100 at y = 0, 200 at y = 100).
    @Test func equalPrioritiesTradeOffByTotalError() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(Expression(x), .equal, priority: 500)
        try solver.addConstraint(x * 2 - 200, .equal, priority: 500)
        try solver.addConstraint(Expression(y), .equal, priority: 500)
        try solver.addConstraint(y - 100, .equal, priority: 500)
        try solver.addConstraint(Expression(y), .equal, priority: 500)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 100))
        #expect(close(solver.value(of: y), 0))
    }

    /// Priorities are strictly ordered, not weights that add up: one
    /// constraint at 750 wins against 9, 11 or 1,000 conflicting ones at
    /// 650, and against two at 749 (with the old weights 10^(p/100),
    /// eleven at 650 and two at 749 won).
    @Test func prioritiesAreStrictlyOrdered() throws {
        for (count, priority) in [(9, 650.0), (11, 650), (1000, 650), (2, 749)] {
            let solver = Solver()
            let x = solver.makeVariable()
            try solver.addConstraint(x - 100, .equal, priority: 750)
            for _ in 0..<count { try solver.addConstraint(Expression(x), .equal, priority: priority) }
            solver.updateVariables()
            #expect(close(solver.value(of: x), 100), "\(count) at \(priority)")
        }
    }

    /// Removing constraints lets the values fall back: strong 100 over weak
    /// 50 over the bound x ≥ 0.
    @Test func removingAConstraintMovesTheValuesBack() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(Expression(x), .greaterThanOrEqual)
        let weak = try solver.addConstraint(x - 50, .equal, priority: 250)
        let strong = try solver.addConstraint(x - 100, .equal, priority: 750)
        try solver.addConstraint(y - x * 2, .equal)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 100) && close(solver.value(of: y), 200))
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 100))
        try solver.removeConstraint(weak)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 0) && close(solver.value(of: y), 0))
        #expect(!solver.hasConstraint(weak) && !solver.hasConstraint(strong))
        try solver.addConstraint(x - 100, .equal, priority: 750)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 100) && close(solver.value(of: y), 200))
        #expect(solver.constraintCount == 3)
    }

    /// A redundant required equality takes over when its twin goes, and
    /// can then change its constant.
    @Test func aRedundantEqualityTakesOverWhenItsTwinIsRemoved() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let first = try solver.addConstraint(x - 10, .equal)
        let second = try solver.addConstraint(x - 10, .equal)
        try solver.addConstraint(y - x - 1, .equal)
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(second, -20) }
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 11))
        try solver.setConstant(second, -20)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 20) && close(solver.value(of: y), 21))
    }

    /// A chain of 1,000 equalities x[i+1] = x[i] + 10 from x[0] = 0 puts
    /// x[999] at 9,990; moving x[0] to 5 moves every link.
    @Test func aChainOfAThousandEqualities() throws {
        let solver = Solver()
        let xs = (0..<1000).map { _ in solver.makeVariable() }
        let anchor = try solver.addConstraint(Expression(xs[0]), .equal)
        for i in 0..<999 { try solver.addConstraint(xs[i + 1] - xs[i] - 10, .equal) }
        solver.updateVariables()
        for i in [0, 1, 500, 999] { #expect(close(solver.value(of: xs[i]), Double(i) * 10)) }
        try solver.setConstant(anchor, -5)
        solver.updateVariables()
        for i in [0, 1, 500, 999] { #expect(close(solver.value(of: xs[i]), Double(i) * 10 + 5)) }
    }

    /// `reset()` drops constraints and edits but keeps the variables.
    @Test func resetKeepsTheVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let id = try solver.addConstraint(x - 3, .equal)
        try solver.addEditVariable(y, priority: 900)
        solver.updateVariables()
        solver.reset()
        #expect(!solver.hasConstraint(id) && !solver.hasEditVariable(y))
        #expect(solver.variableCount == 2 && solver.constraintCount == 0)
        #expect(solver.value(of: x) == 0)
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(id) }
        try solver.addConstraint(x - 7, .equal)
        try solver.addConstraint(y - x, .equal)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 7) && close(solver.value(of: y), 7))
    }
}
