import Foundation

/// A model emitter layer's running simulation: when emission started (in the
/// layer's local time, so pausing the layer with `speed = 0` and `timeOffset`
/// freezes the particles) and the state.
struct EmitterRun {
    var startLocalTime: Double
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
        emitterRun = EmitterRun(startLocalTime: convertTime(time.isFinite ? time : CACurrentMediaTime(), from: nil))
    }

    /// Stops emission and forgets every particle. Not Apple API.
    package func resetEmission() {
        model().emitterRun = nil
    }

    /// Whether the layer is emitting (it joined the interface or `startEmission(at:)` was called).
    package var isEmitting: Bool { model().emitterRun != nil }

    /// Seconds of emitter time at media time `t`: the layer's local time since
    /// the start of emission (so the layer's `speed` and `timeOffset` and its
    /// ancestors' apply, with Core Animation's semantics: changing `speed`
    /// without adjusting `timeOffset` makes local time jump).
    package func emitterTime(at t: CFTimeInterval) -> Double? {
        guard let run = model().emitterRun else { return nil }
        return convertTime(t, from: nil) - run.startLocalTime
    }

    /// The cells at media time `t` (presentation values), flattened in the
    /// order of `EmitterParameters.cells`: `EmitterParticle.cell` indexes this
    /// array, so a renderer finds each particle's `contents`, `contentsRect`
    /// and filters here.
    package func flattenedCells(atMediaTime t: CFTimeInterval? = nil) -> [CAEmitterCell] {
        let layer = model()
        var source: CAEmitterLayer = layer
        if layer.rendersEmitterChanges {
            source = type(of: layer).init(presentationCopyOf: layer)
            layer.applyRenderState(to: source, at: t ?? CACurrentMediaTime())
        }
        var ignored: [String] = []
        return EmitterParameters.flatten(source.emitterCells ?? [], issues: &ignored).nodes.map(\.cell)
    }

    /// Whether uncommitted changes or running animations may make the render
    /// state's emitter parameters differ from the model's (then every step
    /// reads a presentation copy; otherwise the model is read once per advance).
    var rendersEmitterChanges: Bool {
        let keys = Self.emitterKeys
        func touches(_ key: String) -> Bool { keys.contains(key) || key.hasPrefix("emitterCells.") }
        func touches(_ c: CompiledAnimation) -> Bool {
            if let t = c.target, touches(t.key) { return true }
            if case .group(let children) = c.payload { return children.contains { touches($0) } }
            return false
        }
        if uncommittedOldValues.keys.contains(where: touches) { return true }
        return renderAnimations.contains { $0.compiled.map(touches) ?? false }
    }

    /// The keys whose values the simulation reads.
    static let emitterKeys: Set<String> = [
        "emitterCells", "birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize",
        "emitterDepth", "emitterShape", "emitterMode", "velocity", "scale", "spin", "seed",
    ]

    /// The emitter parameters at media time `t`: the committed model values
    /// with the running animations applied (as `presentation()` shows them).
    package func emitterParameters(atMediaTime t: CFTimeInterval) -> EmitterParameters {
        let layer = model()
        if !layer.rendersEmitterChanges {
            return EmitterParameters(layer)
        }
        let copy = type(of: layer).init(presentationCopyOf: layer)
        layer.applyRenderState(to: copy, at: t)
        return EmitterParameters(copy)
    }

    /// The particles alive at media time `t` (default now), oldest first;
    /// empty before emission starts. Runs the simulation forward as needed;
    /// when parameters are animated, every step reads them at its own time.
    /// Not Apple API: renderers and tests use it.
    ///
    /// The layer also runs its simulation forward whenever its render state
    /// is about to change (commits, animations starting and ending), so the
    /// particles do not depend on how often they are read. Asking for a time
    /// before the last step re-simulates from the start of emission with the
    /// current parameters.
    package func particles(at t: CFTimeInterval? = nil) -> [EmitterParticle] {
        let layer = model()
        let now = t ?? CACurrentMediaTime()
        guard let time = layer.emitterTime(at: now), time >= 0 else { return [] }
        let current = layer.advanceSimulation(to: time, mediaTime: now)
        return layer.emitterRun?.simulation.particles(at: time, parameters: current) ?? []
    }

    /// Runs the simulation to emitter time `time` (media time `now`), reports
    /// new problems once, and returns the parameters at `now`.
    @discardableResult
    func advanceSimulation(to time: Double, mediaTime now: Double) -> EmitterParameters {
        let layer = self
        guard var run = layer.emitterRun else { return EmitterParameters() }
        layer.emitterRun = nil   // exclusive access while running
        defer { layer.emitterRun = run }
        let animated = layer.rendersEmitterChanges
        var constant: EmitterParameters?
        let start = run.startLocalTime
        var issues: Set<String> = []
        run.simulation.advance(to: time) { emitterTime in
            let p: EmitterParameters
            if animated {
                p = layer.emitterParameters(atMediaTime: layer.mediaTime(fromLocal: start + emitterTime))
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
        return current
    }

    /// Brings the simulation up to now with the render state that held until now.
    func syncSimulationBeforeRenderChange() {
        guard !isPresentationCopy, emitterRun != nil else { return }
        let now = CACurrentMediaTime()
        guard let time = emitterTime(at: now), time >= 0,
              let run = emitterRun, time >= Double(run.simulation.stepCount) * EmitterSimulation.stepDuration else { return }
        advanceSimulation(to: time, mediaTime: now)
    }
}
