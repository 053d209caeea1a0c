import ConstraintSolver

/// The constraint solver alone, on a layout-like system of 1,000 views.
/// `Benchmarks/peers/layout.py` builds the same system in kiwisolver and
/// times the same operations.
///
/// The system (`SolverGrid`): a container of width W (an edit variable at
/// priority 900, added first and suggested 640, as a window's width is
/// known before its content is laid out) holding 100 rows of 10 views,
/// each with left, top, width and height, added row by row. First the
/// row's equalities: the first view's left is 16, each next left the
/// previous right + 8, every width the first's, the last right W − 16 —
/// so width = (W − 104) / 10 — and every top the first's, which is 20 in
/// the first row and the previous row's bottom + 8 below. Then per view:
/// height 44 at 500, height ≥ 20 and ≤ width (required), and the row's
/// bottom ≥ the view's bottom; last the row's bottom pulled up to its top
/// at 250 (so it hugs the tallest view). 7,101 constraints over 4,101
/// variables; the last view solves to left 570.4, top 5,168 at W = 640
/// (`LayoutGridTests` checks the same system by hand at three rows).
///
/// The three optional priorities (900, 500, 250) are three levels of the
/// solver's lexicographic objective. kiwisolver has no strict levels (its
/// strengths are weights that add up), so the peer gives them the weights
/// 10^(p / 100). At the widths benchmarked no sum of lower-priority
/// errors outweighs a higher one under those weights, so both solve to the
/// same values (the peer prints the last view's; `LayoutGridTests` checks ours).
///
/// - `solver.build.1000`: make the solver and the variables, add the edit
///   and suggest W = 640, add the constraints row by row and update the
///   values — µs per whole build.
/// - `solver.edit.1000`: with it built, suggest the next W of a drag from
///   600 to 700 and back in 1-point steps (widths 49.6–59.6, heights stay
///   44: constants change, no inequality switches) and update the values —
///   µs per suggestion.
/// - `solver.edit.1000.reflow`: suggest W alternately 375 and 640: at 375
///   the widths (27.1) fall below 44, so all 1,000 height ≤ width
///   inequalities switch on (or off) and every row moves — µs per switch.
func layoutSolverBenchmarks() -> [Benchmark] {
    let drag = LazyGrid()
    let reflow = LazyGrid()
    var step = 0
    var narrow = false
    return [
        Benchmark(name: "solver.build.1000", unit: .usPerOp, operationsPerCall: 1) {
            let grid = SolverGrid(rows: 100, columns: 10)
            benchmarkSink += grid.solver.value(of: grid.views.last!.top)
        },
        Benchmark(name: "solver.edit.1000", unit: .usPerOp, operationsPerCall: 1, prepare: { _ = drag.grid }) {
            // A triangle wave 600 … 700 … 600 in steps of 1 point.
            step = (step + 1) % 200
            let width = 600 + Double(step < 100 ? step : 200 - step)
            let grid = drag.grid
            try! grid.solver.suggestValue(grid.container, width)
            grid.solver.updateVariables()
            benchmarkSink += grid.solver.value(of: grid.views.last!.left)
        },
        Benchmark(name: "solver.edit.1000.reflow", unit: .usPerOp, operationsPerCall: 1, prepare: { _ = reflow.grid }) {
            narrow.toggle()
            let grid = reflow.grid
            try! grid.solver.suggestValue(grid.container, narrow ? 375 : 640)
            grid.solver.updateVariables()
            benchmarkSink += grid.solver.value(of: grid.views.last!.top)
        },
    ]
}

/// A grid made on first use (the benchmark's `prepare`), then kept.
private final class LazyGrid {
    private var made: SolverGrid?
    var grid: SolverGrid {
        if let made { return made }
        let g = SolverGrid(rows: 100, columns: 10)
        made = g
        return g
    }
}

/// The layout-like system of `layoutSolverBenchmarks()`, built and solved
/// with W = 640.
struct SolverGrid {
    struct View { var left, top, width, height: Variable }
    let solver = Solver()
    let container: Variable
    var views: [View] = []

    init(rows: Int, columns: Int) {
        container = solver.makeVariable()
        views.reserveCapacity(rows * columns)
        var previousBottom: Variable?
        do {
            // The container's width first, as a window's is known before
            // its content is laid out.
            try solver.addEditVariable(container, priority: 900)
            try solver.suggestValue(container, 640)
            for _ in 0..<rows {
                let bottom = solver.makeVariable()
                let first = views.count
                for _ in 0..<columns {
                    views.append(View(left: solver.makeVariable(), top: solver.makeVariable(),
                                      width: solver.makeVariable(), height: solver.makeVariable()))
                }
                let row = views[first...]
                // The row's equalities: left to right, equal widths, one top.
                for (c, view) in zip(0..., row) {
                    if c == 0 {
                        try solver.addConstraint(view.left - 16, .equal)
                        if let previousBottom {
                            try solver.addConstraint(view.top - previousBottom - 8, .equal)
                        } else {
                            try solver.addConstraint(view.top - 20, .equal)
                        }
                    } else {
                        let previous = views[first + c - 1]
                        try solver.addConstraint(view.left - previous.left - previous.width - 8, .equal)
                        try solver.addConstraint(view.width - views[first].width, .equal)
                        try solver.addConstraint(view.top - views[first].top, .equal)
                    }
                }
                let last = views[first + columns - 1]
                try solver.addConstraint(last.left + last.width + 16 - container, .equal)
                // The heights and the row's bottom.
                for view in row {
                    try solver.addConstraint(view.height - 44, .equal, priority: 500)
                    try solver.addConstraint(view.height - 20, .greaterThanOrEqual)
                    try solver.addConstraint(view.height - view.width, .lessThanOrEqual)
                    try solver.addConstraint(bottom - view.top - view.height, .greaterThanOrEqual)
                }
                try solver.addConstraint(bottom - views[first].top, .equal, priority: 250)
                previousBottom = bottom
            }
        } catch {
            fatalError("SolverGrid: \(error)")
        }
        solver.updateVariables()
    }
}
