import Foundation

// quartz-bench — OpenQuartzCore's benchmarks. Build in release:
//   swift run -c release quartz-bench [substring…]
// Prints one line per benchmark: `name median-value unit`. Arguments filter
// the benchmarks by name (any substring matches).

let filters = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }

/// The benchmark groups: the prefixes their names start with, and how to set
/// them up. Setting up every group (scenes, images, GIF frames) costs about
/// 3 G instructions, so a run whose filters all start with one group's
/// prefix (`raster.circles500.r80.alpha`) sets up only the groups those
/// prefixes name; any other filter (`r80`) sets up everything. No name
/// contains another group's prefix, so this selects the same benchmarks.
let groups: [(prefixes: [String], build: @MainActor () -> [Benchmark])] = [
    (["timing.", "spring.", "transform."], foundationBenchmarks),
    (["ca."], coreAnimationBenchmarks),
    (["compositor."], compositorBenchmarks),
    (["frame."], frameBenchmarks),
    (["raster."], rasterBenchmarks),
    (["codecs."], codecsBenchmarks),
    (["text."], textBenchmarks),
    (["gallery."], galleryBenchmarks),
    (["uikit."], uikitBenchmarks),
    (["physics."], physicsBenchmarks),
    (["dynamics."], dynamicsBenchmarks),
    (["solver."], layoutSolverBenchmarks),
    (["layout."], layoutBenchmarks),
    (["transition."], transitionBenchmarks),
    (["lottie."], lottieBenchmarks),
]
let prefixOnly = !filters.isEmpty && filters.allSatisfy { f in groups.contains { $0.prefixes.contains { f.hasPrefix($0) } } }
let all = groups.flatMap { group in
    prefixOnly && !filters.contains(where: { f in group.prefixes.contains { f.hasPrefix($0) } }) ? [] : group.build()
}
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
