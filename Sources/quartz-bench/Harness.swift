import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal benchmark harness: each benchmark runs a closure `iterations`
/// times per sample, over several samples, and reports the median per-op time.
/// Output is one line per benchmark: `name median-value unit`.
struct Benchmark {
    let name: String
    let unit: Unit
    /// Operations done by one call of `body`.
    let operationsPerCall: Int
    /// Untimed work run before every call of `body` (nil: none). With it,
    /// each call is timed on its own, so one step of a cycle (the commit
    /// after setting properties, say) can be measured apart from the rest.
    var prepare: (() -> Void)? = nil
    let body: () -> Void

    init(name: String, unit: Unit, operationsPerCall: Int, prepare: (() -> Void)? = nil, body: @escaping () -> Void) {
        self.name = name; self.unit = unit; self.operationsPerCall = operationsPerCall
        self.prepare = prepare; self.body = body
    }

    enum Unit: String { case nsPerOp = "ns/op", nsPerEval = "ns/eval", msPerFrame = "ms/frame", usPerOp = "us/op", msPerStep = "ms/step", msPerOp = "ms/op" }
}

@inline(never) func blackHole<T>(_ value: T) { _ = value }

/// Keeps results observable so the optimiser cannot delete the work.
nonisolated(unsafe) var benchmarkSink: Double = 0

/// The clock benchmarks read: wall time, or with `QUARTZ_BENCH_CLOCK=cpu` the
/// process's CPU time, which other processes competing for the cores
/// disturb much less (single-threaded benchmarks only).
let benchmarkClock = ProcessInfo.processInfo.environment["QUARTZ_BENCH_CLOCK"] == "cpu" ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC

func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(benchmarkClock, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `b`: calibrates the call count so a sample takes about `sampleTime`
/// seconds, then takes `samples` samples and returns the median cost per operation.
///
/// With the environment variable `QUARTZ_BENCH_CALLS=N` it instead makes
/// exactly N calls once, so an instruction counter (`valgrind --tool=callgrind`)
/// sees the same work on every run.
func measure(_ b: Benchmark, samples: Int = 15, sampleTime: Double = 0.02) -> Double {
    if let fixed = ProcessInfo.processInfo.environment["QUARTZ_BENCH_CALLS"].flatMap(Int.init), fixed > 0 {
        return Double(run(b, calls: fixed)) / Double(fixed * b.operationsPerCall)
    }
    // Warm up and calibrate.
    var calls = 1
    while true {
        let elapsed = Double(run(b, calls: calls)) * 1e-9
        if elapsed >= sampleTime / 4 || calls >= 1 << 26 {
            calls = max(1, Int(Double(calls) * sampleTime / max(elapsed, 1e-9)))
            break
        }
        calls *= 4
    }
    var perOp: [Double] = []
    perOp.reserveCapacity(samples)
    for _ in 0..<samples {
        let ns = Double(run(b, calls: calls))
        perOp.append(ns / Double(calls * b.operationsPerCall))
    }
    perOp.sort()
    return perOp[perOp.count / 2]
}

/// Makes `calls` calls of `b` and returns the nanoseconds they took, leaving
/// out the untimed `prepare` step when the benchmark has one.
func run(_ b: Benchmark, calls: Int) -> UInt64 {
    guard let prepare = b.prepare else {
        let start = monotonicNanoseconds()
        for _ in 0..<calls { b.body() }
        return monotonicNanoseconds() - start
    }
    var total: UInt64 = 0
    for _ in 0..<calls {
        prepare()
        let start = monotonicNanoseconds()
        b.body()
        total += monotonicNanoseconds() - start
    }
    return total
}

func format(_ b: Benchmark, nanosecondsPerOp ns: Double) -> String {
    let value: Double
    switch b.unit {
    case .nsPerOp, .nsPerEval: value = ns
    case .usPerOp: value = ns / 1e3
    case .msPerFrame, .msPerStep, .msPerOp: value = ns / 1e6
    }
    return "\(b.name) \(String(format: value < 10 ? "%.3f" : "%.1f", value)) \(b.unit.rawValue)"
}
