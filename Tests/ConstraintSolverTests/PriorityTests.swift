import Testing
@testable import ConstraintSolver

/// Optional priorities are strictly ordered (one objective level each,
/// compared from the highest down); equal priorities trade off by total
/// error. Every expected value is worked by hand; where the old weights
/// 10^(priority / 100) gave something else, the doc comment says what.
struct PriorityTests {
    /// x = 100 at 750 against 1,000 × (x = 0) at 749, added before or
    /// after: 100 (the weights gave 0: 1,000 × 10^7.49 > 10^7.5). With
    /// the 750 removed the 749s hold alone: 0. A fractional priority is a
    /// level of its own: 750.5 beats 750.
    @Test func oneAt750BeatsAThousandAt749() throws {
        for strongFirst in [true, false] {
            let solver = Solver()
            let x = solver.makeVariable()
            var strong: ConstraintId?
            if strongFirst { strong = try solver.addConstraint(x - 100, .equal, priority: 750) }
            for _ in 0..<1000 { try solver.addConstraint(Expression(x), .equal, priority: 749) }
            if !strongFirst { strong = try solver.addConstraint(x - 100, .equal, priority: 750) }
            solver.updateVariables()
            #expect(close(solver.value(of: x), 100), "750 added \(strongFirst ? "first" : "last")")
            #expect(solver.core.tableau.levelOrder.count == 2)
            try solver.removeConstraint(strong!)
            solver.updateVariables()
            #expect(close(solver.value(of: x), 0))
            #expect(solver.core.tableau.levelOrder.count == 1)
            try solver.addConstraint(x - 50, .equal, priority: 750)
            try solver.addConstraint(x - 60, .equal, priority: 750.5)
            solver.updateVariables()
            #expect(close(solver.value(of: x), 60))
        }
    }

    /// Two labels side by side in 300 points (w1 + w2 = 300, both ≥ 0,
    /// required), intrinsic widths 200 and 150, hugging at 250. The
    /// compression resistance at 751 holds in full and the one at 750
    /// takes the whole shortfall, however large its error is made (its
    /// expression scaled by 1, 10³, 10⁶): label 1 at 751 → 200 / 100;
    /// label 2 at 751 → 150 / 150. (The weights let a scaled 750 win.)
    @Test func compressionResistance751Beats750WhateverTheErrorSizes() throws {
        for scale in [1.0, 1e3, 1e6] {
            for firstWins in [true, false] {
                let solver = Solver()
                let w1 = solver.makeVariable(), w2 = solver.makeVariable()
                try solver.addConstraint(w1 + w2 - 300, .equal)
                try solver.addConstraint(Expression(w1), .greaterThanOrEqual)
                try solver.addConstraint(Expression(w2), .greaterThanOrEqual)
                try solver.addConstraint(w1 - 200, .lessThanOrEqual, priority: 250)
                try solver.addConstraint(w2 - 150, .lessThanOrEqual, priority: 250)
                try solver.addConstraint((w1 - 200) * (firstWins ? 1 : scale), .greaterThanOrEqual,
                                         priority: firstWins ? 751 : 750)
                try solver.addConstraint((w2 - 150) * (firstWins ? scale : 1), .greaterThanOrEqual,
                                         priority: firstWins ? 750 : 751)
                solver.updateVariables()
                let expected: (Double, Double) = firstWins ? (200, 100) : (150, 150)
                #expect(close(solver.value(of: w1), expected.0), "scale \(scale), label \(firstWins ? 1 : 2) at 751")
                #expect(close(solver.value(of: w2), expected.1), "scale \(scale), label \(firstWins ? 1 : 2) at 751")
            }
        }
    }

    /// Equal priorities trade off by the sum of their errors: two pulls at
    /// 500 to 0 and one to 10 cost 2|x| + |x − 10|, 10 at x = 0 and 20 at
    /// x = 10: x = 0, in any order of adding. A thousand pulls to 10 one
    /// point lower (499) change nothing; two more pulls to 10 at 500 put
    /// x at 10 (2|x| + 3|x − 10|: 30 at 0, 20 at 10).
    @Test func equalPrioritiesTradeOffByTotalError() throws {
        for order in [[0.0, 0, 10], [10, 0, 0], [0, 10, 0]] {
            let solver = Solver()
            let x = solver.makeVariable()
            for target in order { try solver.addConstraint(x - target, .equal, priority: 500) }
            solver.updateVariables()
            #expect(close(solver.value(of: x), 0), "\(order)")
            for _ in 0..<1000 { try solver.addConstraint(x - 10, .equal, priority: 499) }
            solver.updateVariables()
            #expect(close(solver.value(of: x), 0), "\(order) with 1,000 at 499")
            try solver.addConstraint(x - 10, .equal, priority: 500)
            try solver.addConstraint(x - 10, .equal, priority: 500)
            solver.updateVariables()
            #expect(close(solver.value(of: x), 10), "\(order) with three to 10")
        }
    }

    /// Three views across 300 points (a + b + c = 300, each ≥ 0, required)
    /// at three levels: a ≥ 150 at 750, b = 200 at 500 (scaled by 10³),
    /// c = 100 at 250 (scaled by 10⁶). Level by level: a ≥ 150; then b as
    /// near 200 as a ≥ 150 allows, 150; c is left 0 → (150, 150, 0). (The
    /// weights gave (0, 200, 100): c's error at 10⁶ × 10^2.5 a point beat
    /// the rest.) Without the 750: b = 200, then c = 100, a = 0. With
    /// a ≥ 150 back at 999 and the constants moved (the dual simplex):
    /// b = 120 → a + c = 180, c as near 100 as a ≥ 150 allows →
    /// (150, 120, 30); then c's target 10 → (170, 120, 10).
    @Test func threeLevels() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        try solver.addConstraint(a + b + Expression(c) - 300, .equal)
        for v in [a, b, c] { try solver.addConstraint(Expression(v), .greaterThanOrEqual) }
        let wide = try solver.addConstraint(a - 150, .greaterThanOrEqual, priority: 750)
        let middle = try solver.addConstraint((b - 200) * 1e3, .equal, priority: 500)
        let last = try solver.addConstraint((c - 100) * 1e6, .equal, priority: 250)
        func expect(_ values: (Double, Double, Double), _ comment: Comment) {
            solver.updateVariables()
            #expect(close(solver.value(of: a), values.0) && close(solver.value(of: b), values.1)
                    && close(solver.value(of: c), values.2),
                    "\(comment): \(solver.value(of: a)), \(solver.value(of: b)), \(solver.value(of: c))")
        }
        expect((150, 150, 0), "three levels")
        try solver.removeConstraint(wide)
        expect((0, 200, 100), "without the 750")
        try solver.addConstraint(a - 150, .greaterThanOrEqual, priority: 999)
        expect((150, 150, 0), "a ≥ 150 at 999")
        try solver.setConstant(middle, -120e3)
        expect((150, 120, 30), "b's target 120")
        try solver.setConstant(last, -10e6)
        expect((170, 120, 10), "c's target 10")
        // A fresh solver with the same constraints agrees.
        let fresh = Solver()
        let fa = fresh.makeVariable(), fb = fresh.makeVariable(), fc = fresh.makeVariable()
        try fresh.addConstraint(fa + fb + Expression(fc) - 300, .equal)
        for v in [fa, fb, fc] { try fresh.addConstraint(Expression(v), .greaterThanOrEqual) }
        try fresh.addConstraint((fb - 120) * 1e3, .equal, priority: 500)
        try fresh.addConstraint((fc - 10) * 1e6, .equal, priority: 250)
        try fresh.addConstraint(fa - 150, .greaterThanOrEqual, priority: 999)
        fresh.updateVariables()
        #expect(close(fresh.value(of: fa), 170) && close(fresh.value(of: fb), 120) && close(fresh.value(of: fc), 10))
    }

    /// An edit at 900 against x = 100 at 750 (scaled by 10³, so the
    /// weights had it win: 10^10.5 against 10⁹) and y = x + 10 required:
    /// the edit starts at 100 and moves nothing; suggestions 40 and 250
    /// are followed exactly. x ≤ 200 at 901 then caps the suggestion 250
    /// at 200 and lets 150 through. Without the edit x goes back to 100;
    /// an edit at 700 is overruled by the 750 (x stays 100).
    @Test func anEditAt900BeatsAConstraintAt750() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint((x - 100) * 1e3, .equal, priority: 750)
        try solver.addConstraint(y - x - 10, .equal)
        try solver.addEditVariable(x, priority: 900)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 100))
        for (suggest, expected) in [(40.0, 40.0), (250, 250)] {
            try solver.suggestValue(x, suggest)
            solver.updateVariables()
            #expect(close(solver.value(of: x), expected) && close(solver.value(of: y), expected + 10), "suggest \(suggest)")
        }
        try solver.addConstraint(x - 200, .lessThanOrEqual, priority: 901)
        for (suggest, expected) in [(250.0, 200.0), (150, 150), (300, 200)] {
            try solver.suggestValue(x, suggest)
            solver.updateVariables()
            #expect(close(solver.value(of: x), expected) && close(solver.value(of: y), expected + 10), "capped, suggest \(suggest)")
        }
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 100))
        try solver.addEditVariable(x, priority: 700)
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        #expect(close(solver.value(of: x), 100))
    }

    /// Twenty pulls on x, pull k to 10k at priority 10 + 50k, added in a
    /// scrambled order: the highest (to 190 at 960) wins. Removing them
    /// from the top down hands x to the next each time. The levels (20,
    /// beyond the first layout's 4) are freed as their constraints go and
    /// their slots reused, not grown.
    @Test func manyLevelsHandOverFromTheTopDown() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        var rng = LCG(state: 5)
        var order = Array(0..<20)
        for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, rng.int(i + 1)) }
        var ids = [ConstraintId?](repeating: nil, count: 20)
        for k in order {
            ids[k] = try solver.addConstraint(x - Double(10 * k), .equal, priority: Double(10 + 50 * k))
        }
        #expect(solver.core.tableau.levelOrder.count == 20)
        for k in stride(from: 19, through: 0, by: -1) {
            solver.updateVariables()
            #expect(close(solver.value(of: x), Double(10 * k)), "top pull \(k)")
            try solver.removeConstraint(ids[k]!)
            #expect(solver.core.tableau.levelOrder.count == k)
        }
        let slots = solver.core.tableau.levelPriority.count
        for k in 0..<20 { try solver.addConstraint(x - Double(k), .equal, priority: Double(900 + k)) }
        solver.updateVariables()
        #expect(close(solver.value(of: x), 19))
        #expect(solver.core.tableau.levelPriority.count == slots)
    }
}
