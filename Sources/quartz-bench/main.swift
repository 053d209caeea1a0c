import Foundation

// quartz-bench — OpenQuartzCore's benchmarks. Build in release:
//   swift run -c release quartz-bench [substring…]
// Prints one line per benchmark: `name median-value unit`. Arguments filter
// the benchmarks by name (any substring matches).

let filters = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }
let all = foundationBenchmarks() + coreAnimationBenchmarks() + compositorBenchmarks() + rasterBenchmarks() + codecsBenchmarks()
    + textBenchmarks() + galleryBenchmarks()
#if DEBUG
FileHandle.standardError.write(Data("quartz-bench: this is a debug build; numbers are meaningless. Use `swift run -c release quartz-bench`.\n".utf8))
#endif
for b in all where filters.isEmpty || filters.contains(where: { b.name.contains($0) }) {
    let ns = measure(b)
    print(format(b, nanosecondsPerOp: ns))
    // Codec frame benchmarks also report their throughput, in the same line format.
    if b.name.hasPrefix("codecs."), b.unit == .msPerFrame { print("\(b.name).rate \(String(format: "%.1f", 1e9 / ns)) frames/s") }
}
if benchmarkSink == 12345.678 { print("") }   // keep the sink alive
