import Foundation

/// A model emitter layer's running simulation: when emission started (media
/// time) and the state.
struct EmitterRun {
    var startMediaTime: Double
    var simulation = EmitterSimulation()
    /// Diagnostics already reported (each problem is reported once per run).
    var reported: Set<String> = []
}

extension CAEmitterLayer {
    /// Starts (or restarts) emission as if the layer had joined the interface
    /// at media time `time`. Called automatically at the commit that puts the
    /// layer under a displayed root; tests and renderers may call it directly.
    /// Not Apple API.
    package func startEmission(at time: CFTimeInterval) {
        guard !isPresentationCopy else { model().startEmission(at: time); return }
        emitterRun = EmitterRun(startMediaTime: time.isFinite ? time : CACurrentMediaTime())
    }

    /// Stops emission and forgets every particle. Not Apple API.
    package func resetEmission() {
        model().emitterRun = nil
    }

    /// Whether the layer is emitting (it joined the interface or `startEmission(at:)` was called).
    package var isEmitting: Bool { model().emitterRun != nil }

    /// Seconds of emitter time at media time `t`: the layer's local time since
    /// the start of emission (so the layer's `speed` and `timeOffset` and its
    /// ancestors' apply).
    package func emitterTime(at t: CFTimeInterval) -> Double? {
        guard let run = model().emitterRun else { return nil }
        return convertTime(t, from: nil) - convertTime(run.startMediaTime, from: nil)
    }

    /// The emitter parameters at media time `t`: the committed model values
    /// with the running animations applied (as `presentation()` shows them).
    package func emitterParameters(atMediaTime t: CFTimeInterval) -> EmitterParameters {
        let layer = model()
        if layer.renderAnimations.isEmpty && layer.uncommittedOldValues.isEmpty {
            return EmitterParameters(layer)
        }
        let copy = type(of: layer).init(layer: layer)
        layer.applyRenderState(to: copy, at: t)
        return EmitterParameters(copy)
    }

    /// The particles alive at media time `t` (default now), oldest first;
    /// empty before emission starts. Runs the simulation forward as needed;
    /// when parameters are animated, every step reads them at its own time.
    /// Not Apple API: renderers and tests use it.
    package func particles(at t: CFTimeInterval? = nil) -> [EmitterParticle] {
        let layer = model()
        let now = t ?? CACurrentMediaTime()
        guard var run = layer.emitterRun, let time = layer.emitterTime(at: now), time >= 0 else { return [] }
        layer.emitterRun = nil   // exclusive access while running
        defer { layer.emitterRun = run }
        let animated = !layer.renderAnimations.isEmpty || !layer.uncommittedOldValues.isEmpty
        var constant: EmitterParameters?
        let start = run.startMediaTime
        var issues: Set<String> = []
        run.simulation.advance(to: time) { emitterTime in
            let p: EmitterParameters
            if animated {
                p = layer.emitterParameters(atMediaTime: layer.mediaTime(fromLocal: layer.convertTime(start, from: nil) + emitterTime))
            } else {
                if constant == nil { constant = EmitterParameters(layer) }
                p = constant!
            }
            if !p.issues.isEmpty { issues.formUnion(p.issues) }
            return p
        }
        let current = layer.emitterParameters(atMediaTime: now)
        issues.formUnion(current.issues)
        if run.simulation.droppedBirths {
            issues.insert("CAEmitterLayer: more than \(run.simulation.particleLimit) particles would be alive; further births are dropped")
            run.simulation.droppedBirths = false
        }
        for issue in issues.sorted() where !run.reported.contains(issue) {
            run.reported.insert(issue)
            CADiagnostics.report(issue)
        }
        return run.simulation.particles(at: time, parameters: current)
    }
}
