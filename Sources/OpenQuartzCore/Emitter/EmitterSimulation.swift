import Foundation

/// One particle as seen at a moment: what a renderer draws and tests read.
/// Not Apple API (Apple's particles are not observable).
package struct EmitterParticle: Sendable, Equatable {
    /// A stable identity: the same particle has the same id at every time.
    package var id: UInt64
    /// The index of its cell in `EmitterParameters.cells`.
    package var cell: Int
    /// Position in the emitter layer's coordinates (z from `emitterZPosition`).
    package var position: SIMD3<Double>
    /// Velocity in points per second.
    package var velocity: SIMD3<Double>
    /// Seconds since birth.
    package var age: Double
    /// Seconds the particle lives in all.
    package var lifetime: Double
    /// Current scale (the layer's `scale` applied).
    package var scale: Double
    /// Current rotation in radians (spin × age).
    package var spinAngle: Double
    /// Current RGBA colour, each component clamped to 0…1.
    package var color: SIMD4<Double>

    /// The position in the x–y plane.
    package var point: CGPoint { CGPoint(x: position.x, y: position.y) }
}

/// SplitMix64: a tiny, fast, well-mixed generator. Each particle gets its own
/// generator seeded from (layer seed, cell, birth number) or (parent id,
/// child, birth number), so a particle's random values never depend on how
/// many other particles were born.
package struct SplitMix64: Sendable {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }
    /// Uniform in [0, 1).
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    /// Uniform in [-1, 1).
    package mutating func symmetric() -> Double { unit() * 2 - 1 }
    /// The SplitMix64 finalizer.
    package static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A well-mixed key from three numbers.
    package static func key(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> UInt64 {
        mix(a ^ mix(b &+ 0x632B_E59B_D9B4_E019 ^ mix(c &+ 0x8CB9_2BA7_2F3D_8DD7)))
    }
}

/// The deterministic particle simulation of one emitter layer. Not Apple API.
///
/// **Time.** The simulation runs in fixed steps of `stepDuration` (1/240 s)
/// of emitter time, counted from the start of emission. The state after `n`
/// steps depends only on `n` and the parameters given to each step, never on
/// how often it is sampled: `particles(at:)` advances whole steps up to the
/// time asked and extrapolates the remaining fraction of a step without
/// changing the state. Asking for an earlier time than the last step
/// restarts from zero.
///
/// **Motion** is integrated exactly for constant acceleration
/// (p += v·dt + ½·a·dt², v += a·dt), so a particle's position is
/// x₀ + v₀·t + ½·a·t² at any age. Births are placed at their exact moment
/// inside a step (a birth-rate accumulator crossing each integer), and the new
/// particle is moved for the rest of the step.
///
/// **Per-particle values** are drawn once, at birth: lifetime, speed,
/// direction (uniform over the spherical cap of half-angle `emissionRange / 2`
/// around the direction (cos lat·cos lon, cos lat·sin lon, sin lat)), scale,
/// spin, colour and the cell's speeds and accelerations. Later changes to a
/// cell affect particles born afterwards.
///
/// **Nested cells** are emitted by each live particle of their parent cell,
/// from its position, in the layer's directions (the parent's velocity is not
/// inherited), during the window [beginTime, beginTime + duration) of the
/// parent particle's age.
///
/// **Bounds.** At most `particleLimit` (100,000) particles live at once;
/// births beyond it are dropped (the layer reports it once). Storage is flat
/// arrays reused from step to step: no allocation in steady state.
package struct EmitterSimulation: Sendable {
    /// The fixed step, in seconds of emitter time.
    package static let stepDuration = 1.0 / 240.0
    /// The most particles alive at once.
    package var particleLimit = 100_000

    struct State: Sendable {
        var id: UInt64
        var cell: Int32
        var position: SIMD3<Double>
        var velocity: SIMD3<Double>
        var acceleration: SIMD3<Double>
        var age: Double
        var lifetime: Double
        var scale: Double
        var scaleSpeed: Double
        var spinRate: Double
        var color: SIMD4<Double>
        var colorSpeed: SIMD4<Double>
    }

    /// Completed steps.
    package private(set) var stepCount = 0
    var particles: [State] = []
    /// Per particle and child slot: birth-rate accumulator and birth count (stride `childStride`).
    var childAccumulators: [Double] = []
    var childCounts: [UInt64] = []
    var childStride = 0
    /// Per top-level cell index: accumulator and birth count.
    var cellAccumulators: [Double] = []
    var cellCounts: [UInt64] = []
    var pending: [State] = []
    /// Whether births were dropped because of `particleLimit` (cleared by the reader).
    package var droppedBirths = false

    package init() {}

    /// The number of live particles after the last step.
    package var count: Int { particles.count }

    /// Forgets every particle and returns to emitter time 0.
    package mutating func reset() {
        stepCount = 0
        particles.removeAll(keepingCapacity: true)
        childAccumulators.removeAll(keepingCapacity: true)
        childCounts.removeAll(keepingCapacity: true)
        cellAccumulators.removeAll(keepingCapacity: true)
        cellCounts.removeAll(keepingCapacity: true)
    }

    /// Runs whole steps until `time` (emitter seconds) is reached, asking
    /// `parameters` for the parameters at the end of each step.
    package mutating func advance(to time: Double, parameters: (Double) -> EmitterParameters) {
        guard time.isFinite, time >= 0 else { return }
        let target = Int((time / Self.stepDuration).rounded(.down))
        if target < stepCount { reset() }
        while stepCount < target {
            step(parameters(Double(stepCount + 1) * Self.stepDuration))
        }
    }

    /// The particles at emitter time `time` (at or after the last step),
    /// oldest first: the stepped state extrapolated by the remaining fraction
    /// of a step. Particles that reach their lifetime in that fraction are left out.
    package func particles(at time: Double, parameters p: EmitterParameters) -> [EmitterParticle] {
        let r = max(0, time - Double(stepCount) * Self.stepDuration)
        var out: [EmitterParticle] = []
        out.reserveCapacity(particles.count)
        for q in particles {
            let age = q.age + r
            guard age < q.lifetime else { continue }
            let color = q.color + q.colorSpeed * age
            out.append(EmitterParticle(
                id: q.id, cell: Int(q.cell),
                position: q.position + q.velocity * r + 0.5 * q.acceleration * (r * r),
                velocity: q.velocity + q.acceleration * r,
                age: age, lifetime: q.lifetime,
                scale: (q.scale + q.scaleSpeed * age) * p.scale,
                spinAngle: q.spinRate * age,
                color: color.clamped(lowerBound: .zero, upperBound: .one)))
        }
        return out
    }

    // MARK: Stepping

    /// One step of `stepDuration`.
    package mutating func step(_ p: EmitterParameters) {
        let dt = Self.stepDuration
        let t0 = Double(stepCount) * dt, t1 = t0 + dt
        if cellCounts.count != p.cells.count {
            cellAccumulators = Array(repeating: 0, count: p.cells.count)
            cellCounts = Array(repeating: 0, count: p.cells.count)
        }
        if childStride != p.maxChildren { restride(to: p.maxChildren) }
        pending.removeAll(keepingCapacity: true)
        let halfDt2 = 0.5 * dt * dt

        // Move, then let live particles emit their nested cells during the step.
        for i in particles.indices {
            var q = particles[i]
            let a0 = q.age, a1 = a0 + dt
            q.position += q.velocity * dt + q.acceleration * halfDt2
            q.velocity += q.acceleration * dt
            q.age = a1
            particles[i] = q
            let cell = Int(q.cell)
            guard cell < p.cells.count, !p.cells[cell].children.isEmpty else { continue }
            for (k, childIndex) in p.cells[cell].children.enumerated() {
                let child = p.cells[childIndex]
                let rate = child.birthRate * p.birthRate
                guard child.isEnabled, rate > 0 else { continue }
                let start = max(a0, child.beginTime), end = min(a1, q.lifetime, child.endTime)
                guard end > start else { continue }
                let slot = i * childStride + k
                var acc = childAccumulators[slot]
                let births = takeBirths(&acc, rate: rate, over: end - start)
                for m in 0..<births {
                    let born = start + (Double(m + 1) - childAccumulators[slot]) / rate
                    let s = max(0, a1 - born)
                    // Where the parent was s seconds before the end of the step.
                    let origin = q.position - q.velocity * s + 0.5 * q.acceleration * (s * s)
                    var rng = SplitMix64(seed: SplitMix64.key(q.id, UInt64(childIndex), childCounts[slot]))
                    childCounts[slot] &+= 1
                    spawn(child, index: childIndex, id: rng.next(), rng: &rng, origin: origin, since: s, p)
                }
                childAccumulators[slot] = acc
            }
        }

        // Remove the dead (stable, in place).
        var w = 0
        for r in particles.indices where particles[r].age < particles[r].lifetime {
            if w != r {
                particles[w] = particles[r]
                for k in 0..<childStride {
                    childAccumulators[w * childStride + k] = childAccumulators[r * childStride + k]
                    childCounts[w * childStride + k] = childCounts[r * childStride + k]
                }
            }
            w += 1
        }
        particles.removeLast(particles.count - w)
        childAccumulators.removeLast(childAccumulators.count - w * childStride)
        childCounts.removeLast(childCounts.count - w * childStride)

        // The layer's own cells, in emitter time.
        for index in p.topLevel {
            let cell = p.cells[index]
            let rate = cell.birthRate * p.birthRate
            guard cell.isEnabled, rate > 0 else { continue }
            let start = max(t0, cell.beginTime), end = min(t1, cell.endTime)
            guard end > start else { continue }
            let before = cellAccumulators[index]
            var acc = before
            let births = takeBirths(&acc, rate: rate, over: end - start)
            for m in 0..<births {
                let born = start + (Double(m + 1) - before) / rate
                let s = max(0, t1 - born)
                var rng = SplitMix64(seed: SplitMix64.key(UInt64(p.seed), UInt64(index), cellCounts[index]))
                cellCounts[index] &+= 1
                let origin = p.position + shapeOffset(p, &rng)
                spawn(cell, index: index, id: rng.next(), rng: &rng, origin: origin, since: s, p)
            }
            cellAccumulators[index] = acc
        }

        // Newborns join (oldest first stays roughly true: they are the youngest).
        let room = max(0, particleLimit - particles.count)
        if pending.count > room { droppedBirths = true }
        for q in pending.prefix(room) {
            particles.append(q)
            for _ in 0..<childStride { childAccumulators.append(0); childCounts.append(0) }
        }
        stepCount += 1
    }

    /// Adds `rate × duration` to the accumulator and returns how many births
    /// that makes (whole crossings), bounded by the room left; the accumulator
    /// keeps the fraction.
    private mutating func takeBirths(_ acc: inout Double, rate: Double, over duration: Double) -> Int {
        acc += rate * duration
        // A crossing within rounding error of an integer counts (240 additions
        // of rate/240 must make `rate` births, not one fewer).
        guard acc + 1e-9 >= 1 else { return 0 }
        let whole = (acc + 1e-9).rounded(.down)
        acc -= whole
        let room = max(0, particleLimit - particles.count - pending.count)
        if whole > Double(room) { droppedBirths = true; return room }
        return Int(whole)
    }

    /// Draws a particle of `cell` born `since` seconds before the end of the
    /// step at `origin`, moves it to the end of the step, and queues it.
    private mutating func spawn(_ cell: EmitterCellParameters, index: Int, id: UInt64, rng: inout SplitMix64,
                                origin: SIMD3<Double>, since s: Double, _ p: EmitterParameters) {
        let lifetime = (cell.lifetime + cell.lifetimeRange * rng.symmetric()) * p.lifetime
        let speed = (cell.velocity + cell.velocityRange * rng.symmetric()) * p.velocity
        let direction = Self.direction(cell, &rng)
        let scale = cell.scale + cell.scaleRange * rng.symmetric()
        let spin = (cell.spin + cell.spinRange * rng.symmetric()) * p.spin
        var color = cell.color
        for c in 0..<4 { color[c] = min(max(color[c] + cell.colorRange[c] * rng.symmetric(), 0), 1) }
        guard lifetime > s, lifetime.isFinite else { return }
        let v0 = direction * speed
        let a = cell.acceleration
        pending.append(State(
            id: id, cell: Int32(truncatingIfNeeded: index),
            position: origin + v0 * s + 0.5 * a * (s * s), velocity: v0 + a * s, acceleration: a,
            age: s, lifetime: lifetime, scale: scale, scaleSpeed: cell.scaleSpeed, spinRate: spin,
            color: color, colorSpeed: cell.colorSpeed))
    }

    /// A unit direction uniform over the cap of half-angle `emissionRange / 2`.
    static func direction(_ cell: EmitterCellParameters, _ rng: inout SplitMix64) -> SIMD3<Double> {
        let lat = cell.emissionLatitude, lon = cell.emissionLongitude
        let axis = SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        let half = min(abs(cell.emissionRange) / 2, Double.pi)
        let u = rng.unit(), w = rng.unit()
        guard half > 0 else { return axis }
        let cosTheta = 1 - u * (1 - cos(half))
        let sinTheta = (max(0, 1 - cosTheta * cosTheta)).squareRoot()
        let phi = 2 * Double.pi * w
        // An orthonormal basis around the axis: e1 in the x–y plane.
        let e1 = SIMD3(-sin(lon), cos(lon), 0)
        let e2 = SIMD3(-sin(lat) * cos(lon), -sin(lat) * sin(lon), cos(lat))
        return axis * cosTheta + (e1 * cos(phi) + e2 * sin(phi)) * sinTheta
    }

    /// Re-lays the per-particle child slots for a new stride.
    private mutating func restride(to stride: Int) {
        var acc = [Double](repeating: 0, count: particles.count * stride)
        var cnt = [UInt64](repeating: 0, count: particles.count * stride)
        for i in particles.indices {
            for k in 0..<min(stride, childStride) {
                acc[i * stride + k] = childAccumulators[i * childStride + k]
                cnt[i * stride + k] = childCounts[i * childStride + k]
            }
        }
        childAccumulators = acc
        childCounts = cnt
        childStride = stride
    }
}
