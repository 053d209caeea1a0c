import Foundation
import OpenQuartzCore

/// Benchmarks of the foundation math: timing curves, springs, transforms.
func foundationBenchmarks() -> [Benchmark] {
    var list: [Benchmark] = []
    let evalsPerCall = 1024
    // Inputs spread over [0, 1] so the table lookup and Newton steps vary.
    let xs: [Double] = (0..<evalsPerCall).map { Double(($0 * 389) % evalsPerCall) / Double(evalsPerCall) }

    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut).curve
    list.append(Benchmark(name: "timing.cubic.easeInEaseOut", unit: .nsPerEval, operationsPerCall: evalsPerCall) {
        var s = 0.0
        xs.withUnsafeBufferPointer { p in for x in p { s += easeInOut.solve(x) } }
        benchmarkSink += s
    })
    let overshoot = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55).curve
    list.append(Benchmark(name: "timing.cubic.overshoot", unit: .nsPerEval, operationsPerCall: evalsPerCall) {
        var s = 0.0
        xs.withUnsafeBufferPointer { p in for x in p { s += overshoot.solve(x) } }
        benchmarkSink += s
    })
    let spring = SpringSolver()
    let springTimes = xs.map { $0 * 1.5 }
    list.append(Benchmark(name: "spring.eval.underdamped", unit: .nsPerEval, operationsPerCall: evalsPerCall) {
        var s = 0.0
        springTimes.withUnsafeBufferPointer { p in for t in p { s += spring.value(at: t) } }
        benchmarkSink += s
    })
    let critical = SpringSolver(damping: 20)
    list.append(Benchmark(name: "spring.eval.critical", unit: .nsPerEval, operationsPerCall: evalsPerCall) {
        var s = 0.0
        springTimes.withUnsafeBufferPointer { p in for t in p { s += critical.value(at: t) } }
        benchmarkSink += s
    })
    list.append(Benchmark(name: "spring.settlingDuration", unit: .nsPerOp, operationsPerCall: 1) {
        benchmarkSink += SpringSolver(damping: benchmarkSink.isNaN ? 1 : 10).settlingDuration()
    })
    return list
}
