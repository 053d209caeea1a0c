import Testing
@testable import ConstraintSolver

/// The benchmarks' layout system (quartz-bench `SolverGrid`, kiwisolver's
/// `Benchmarks/peers/layout.py`) at three rows, solved by hand.
struct LayoutGridTests {
    struct View { var left, top, width, height: Variable }

    /// W edited at 900; rows of 10 views: left 16, then previous right + 8,
    /// last right W − 16, equal widths, one top per row (20, then the
    /// previous bottom + 8); height 44 at 500, ≥ 20 and ≤ width; the row's
    /// bottom ≥ each view's bottom, pulled to its top at 250.
    private func grid(rows: Int) throws -> (Solver, Variable, [Variable], [View]) {
        let solver = Solver()
        let container = solver.makeVariable()
        try solver.addEditVariable(container, priority: 900)
        try solver.suggestValue(container, 640)
        var views: [View] = [], bottoms: [Variable] = []
        for r in 0..<rows {
            let bottom = solver.makeVariable()
            let first = views.count
            for _ in 0..<10 {
                views.append(View(left: solver.makeVariable(), top: solver.makeVariable(),
                                  width: solver.makeVariable(), height: solver.makeVariable()))
            }
            for c in 0..<10 {
                let view = views[first + c]
                if c == 0 {
                    try solver.addConstraint(view.left - 16, .equal)
                    try solver.addConstraint(r == 0 ? view.top - 20 : view.top - bottoms[r - 1] - 8, .equal)
                } else {
                    let previous = views[first + c - 1]
                    try solver.addConstraint(view.left - previous.left - previous.width - 8, .equal)
                    try solver.addConstraint(view.width - views[first].width, .equal)
                    try solver.addConstraint(view.top - views[first].top, .equal)
                }
            }
            let last = views[first + 9]
            try solver.addConstraint(last.left + last.width + 16 - container, .equal)
            for view in views[first...] {
                try solver.addConstraint(view.height - 44, .equal, priority: 500)
                try solver.addConstraint(view.height - 20, .greaterThanOrEqual)
                try solver.addConstraint(view.height - view.width, .lessThanOrEqual)
                try solver.addConstraint(bottom - view.top - view.height, .greaterThanOrEqual)
            }
            try solver.addConstraint(bottom - views[first].top, .equal, priority: 250)
            bottoms.append(bottom)
        }
        solver.updateVariables()
        return (solver, container, bottoms, views)
    }

    /// Width (W − 104) / 10; height min(44, width) but ≥ 20; each row 8
    /// below the last. W = 640: width 53.6, rows at 20, 72, 124. W = 375:
    /// width and height 27.1, rows at 20, 55.1, 90.2. W = 100 would make
    /// the widths −0.4 < 20: W stops at 304 (widths and heights 20).
    @Test func theGridSolvesAsByHand() throws {
        let (solver, container, bottoms, views) = try grid(rows: 3)
        let cases: [(suggest: Double, w: Double, width: Double, height: Double)] = [
            (640, 640, 53.6, 44), (375, 375, 27.1, 27.1), (100, 304, 20, 20), (640, 640, 53.6, 44),
        ]
        for step in cases {
            try solver.suggestValue(container, step.suggest)
            solver.updateVariables()
            #expect(close(solver.value(of: container), step.w), "W at \(step.suggest)")
            for (i, view) in views.enumerated() {
                let r = Double(i / 10), c = Double(i % 10)
                #expect(close(solver.value(of: view.width), step.width))
                #expect(close(solver.value(of: view.height), step.height))
                #expect(close(solver.value(of: view.left), 16 + c * (step.width + 8)))
                #expect(close(solver.value(of: view.top), 20 + r * (step.height + 8)))
            }
            for (r, bottom) in bottoms.enumerated() {
                #expect(close(solver.value(of: bottom), 20 + Double(r) * (step.height + 8) + step.height))
            }
        }
    }
}
