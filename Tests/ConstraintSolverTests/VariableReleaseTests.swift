import Testing
@testable import ConstraintSolver

/// Released variables are reused, so a solver that lays out items that come
/// and go does not grow; a variable still in use is refused.
struct VariableReleaseTests {
    @Test func aFreeVariableIsReusedAndSolvesAfresh() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let cx = try solver.addConstraint(Expression([Term(x, 1)], constant: -40), .equal)    // x = 40
        _ = try solver.addConstraint(Expression([Term(y, 1), Term(x, -1)], constant: -10), .equal)   // y = x + 10
        solver.updateVariables()
        #expect(solver.value(of: y) == 50)
        #expect(!solver.releaseVariable(x), "x is held by two constraints")
        try solver.removeConstraint(cx)
        #expect(!solver.releaseVariable(x), "still held by y = x + 10")
        #expect(solver.variableCount == 2)

        let z = solver.makeVariable()
        #expect(z.index == 2 && solver.variableCount == 3)
        #expect(solver.releaseVariable(z), "never used: free at once")
        #expect(!solver.releaseVariable(z), "released once only")
        #expect(throws: SolverError.unknownVariable) {
            _ = try solver.addConstraint(Expression([Term(z, 1)], constant: -1), .equal)
        }
        #expect(throws: SolverError.unknownVariable) { try solver.addEditVariable(z, priority: 500) }
        let w = solver.makeVariable()
        #expect(w.index == z.index && solver.variableCount == 3, "the slot is reused")
        _ = try solver.addConstraint(Expression([Term(w, 2)], constant: -30), .equal)   // 2w = 30
        solver.updateVariables()
        #expect(solver.value(of: w) == 15)
    }

    @Test func buildingAndTearingDownManyTimesKeepsTheSolverSmall() throws {
        let solver = Solver()
        for round in 0..<50 {
            var vars: [Variable] = []
            var ids: [ConstraintId] = []
            for i in 0..<20 {
                let v = solver.makeVariable()
                let previous = vars.last
                vars.append(v)
                if let p = previous {
                    ids.append(try solver.addConstraint(Expression([Term(v, 1), Term(p, -1)], constant: -5), .equal))
                } else {
                    ids.append(try solver.addConstraint(Expression([Term(v, 1)], constant: -Double(round)), .equal))
                }
                _ = i
            }
            solver.updateVariables()
            #expect(solver.value(of: vars[19]) == Double(round) + 95)
            for id in ids.reversed() { try solver.removeConstraint(id) }
            for v in vars { #expect(solver.releaseVariable(v)) }
        }
        #expect(solver.variableCount == 20, "the same 20 slots every round (\(solver.variableCount))")
    }

    @Test func anEditedVariableIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addEditVariable(x, priority: 500)
        #expect(!solver.releaseVariable(x))
        try solver.removeEditVariable(x)
        #expect(solver.releaseVariable(x))
    }
}
