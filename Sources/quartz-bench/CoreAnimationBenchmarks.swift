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

    // The render server: 10,000 layers, each with 4 animated properties
    // (position, bounds, opacity, backgroundColor) added implicitly in one
    // transaction, so each layer's four animations share their timing.
    let bigRoot = CALayer()
    let bigRenderer = CARenderer(size: CGSize(width: 1000, height: 1000))
    bigRenderer.layer = bigRoot
    let tenK = (0..<10_000).map { i -> CALayer in
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.position = CGPoint(x: i % 100 * 10, y: i / 100 * 10)
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        bigRoot.addSublayer(l)
        return l
    }
    MediaClock.advance(by: 0)
    CATransaction.begin()
    CATransaction.setAnimationDuration(10)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
    for (i, l) in tenK.enumerated() {
        l.position.x += 5
        l.bounds.size.width = CGFloat(10 + i % 7)
        l.opacity = 0.5
        l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    }
    CATransaction.commit()
    let tree = RenderTree(root: bigRoot)
    let frame = PresentationFrame()
    var frameTime = CACurrentMediaTime()
    tree.evaluate(at: frameTime, into: frame)
    list.append(Benchmark(name: "ca.render-server.10k-layers-x4", unit: .msPerFrame, operationsPerCall: 1) {
        frameTime += 1.0 / 600
        if frameTime > 1009 { frameTime -= 9 }
        tree.evaluate(at: frameTime, into: frame)
        benchmarkSink += Double(frame.opacity[5000])
    })
    list.append(Benchmark(name: "ca.render-server.per-property", unit: .nsPerOp, operationsPerCall: 40_000) {
        frameTime += 1.0 / 600
        if frameTime > 1009 { frameTime -= 9 }
        tree.evaluate(at: frameTime, into: frame)
        benchmarkSink += Double(frame.opacity[5000])
    })
    return list
}
