import Foundation
import OpenQuartzCore

/// Benchmarks of the Core Animation model: evaluation, implicit actions, commits.
@MainActor func coreAnimationBenchmarks() -> [Benchmark] {
    var list: [Benchmark] = []
    MediaClock.setManual(at: 1000)

    // One compiled scalar animation evaluated at varying times.
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    layer.add(fade, forKey: "fade")
    MediaClock.advance(by: 0)
    let compiled = layer.renderAnimations[0].compiled!
    list.append(Benchmark(name: "ca.evaluate.scalar-basic", unit: .nsPerOp, operationsPerCall: 256) {
        var acc = 0.0
        for i in 0..<256 {
            compiled.evaluate(parentTime: 1000 + Double(i) / 256) { _, v, _ in
                if case .number(let d) = v { acc += d }
            }
        }
        benchmarkSink += acc
    })

    // Setting a property of a layer in the interface: action search + animation.
    let renderer = CARenderer(size: CGSize(width: 100, height: 100))
    let root = CALayer()
    renderer.layer = root
    let target = CALayer()
    root.addSublayer(target)
    MediaClock.advance(by: 0)
    var flip = false
    list.append(Benchmark(name: "ca.implicit.set-property", unit: .usPerOp, operationsPerCall: 1) {
        MainActor.assumeIsolated {
            flip.toggle()
            target.opacity = flip ? 0.25 : 0.75
        }
    })

    // Commit of 1,000 changed layers (each with one implicit animation):
    // setting the 1,000 positions and committing them, then each half alone.
    let many = (0..<1000).map { _ in CALayer() }
    for l in many { root.addSublayer(l) }
    MediaClock.advance(by: 0)
    var step = 0.0
    let setMany = {
        MainActor.assumeIsolated {
            step += 1
            for l in many { l.position = CGPoint(x: step, y: step) }
        }
    }
    let flush = { MainActor.assumeIsolated { CATransaction.flush() } }
    list.append(Benchmark(name: "ca.commit.1000-layers", unit: .msPerFrame, operationsPerCall: 1) {
        setMany()
        flush()
    })
    // Setting the 1,000 properties (action search, animation creation), the
    // previous round committed untimed.
    list.append(Benchmark(name: "ca.commit.1000-layers.set", unit: .msPerFrame, operationsPerCall: 1,
                          prepare: flush, body: setMany))
    // The commit alone, the 1,000 properties set untimed.
    list.append(Benchmark(name: "ca.commit.1000-layers.commit", unit: .msPerFrame, operationsPerCall: 1,
                          prepare: setMany, body: flush))
    // The same 1,000 layers changed with actions disabled: the commit of
    // property changes alone (no animations to compile and schedule).
    list.append(Benchmark(name: "ca.commit.1000-layers-no-actions", unit: .msPerFrame, operationsPerCall: 1) {
        MainActor.assumeIsolated {
            step += 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for l in many { l.position = CGPoint(x: step, y: step) }
            CATransaction.commit()
        }
    })

    return list
}
