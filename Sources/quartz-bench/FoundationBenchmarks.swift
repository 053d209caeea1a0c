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
    var a3 = CATransform3DMakeRotation(0.3, 1, 2, 3)
    a3 = CATransform3DScale(a3, 1.5, 0.8, 1.2)
    a3.m34 = -1.0 / 500
    let b3 = CATransform3DTranslate(CATransform3DMakeRotation(2.1, -1, 0.5, 0.2), 30, -12, 4)
    list.append(Benchmark(name: "transform.decompose+slerp", unit: .nsPerOp, operationsPerCall: 64) {
        var acc: CGFloat = 0
        for i in 0..<64 {
            acc += CATransform3D.interpolate(from: a3, to: b3, fraction: Double(i) / 63).m11
        }
        benchmarkSink += Double(acc)
    })
    if let ca = TransformComponents(decomposing: a3), let cb = TransformComponents(decomposing: b3) {
        list.append(Benchmark(name: "transform.slerp.predecomposed", unit: .nsPerOp, operationsPerCall: 64) {
            var acc: CGFloat = 0
            for i in 0..<64 {
                acc += ca.interpolated(to: cb, fraction: Double(i) / 63).matrix.m11
            }
            benchmarkSink += Double(acc)
        })
    }
    let aff0 = CGAffineTransform(rotationAngle: 0.2).scaledBy(x: 2, y: 1)
    let aff1 = CGAffineTransform(translationX: 40, y: 10).rotated(by: 2.5)
    list.append(Benchmark(name: "transform.affine.interpolate", unit: .nsPerOp, operationsPerCall: 64) {
        var acc: CGFloat = 0
        for i in 0..<64 {
            acc += CGAffineTransform.interpolate(from: aff0, to: aff1, fraction: Double(i) / 63).a
        }
        benchmarkSink += Double(acc)
    })
    return list
}
