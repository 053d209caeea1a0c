import Foundation

/// An item as a field sees it.
struct FieldSample {
    /// The item's centre, reference-view points.
    var position: CGPoint
    /// Points per second.
    var velocity: CGVector
    /// UIKit mass (kilograms here: a 100 × 100 item of density 1 is 1).
    var mass: CGFloat
    /// From the item's `UIDynamicItemBehavior` (0 without one).
    var charge: CGFloat
}

/// What a field does to one item, SI: an acceleration (m/s², the force is
/// the mass times it) or a force (N).
enum FieldEffect {
    case acceleration(Double, Double)
    case force(Double, Double)
}

extension UIFieldBehavior {
    /// Points per metre.
    private static let scale: Double = 100
    /// 1,000 points/s²: the acceleration of a strength-1 gravity-like field.
    private static let gravity: Double = 10
    /// N per metre of a strength-1 spring field (1 UIKit newton per point).
    private static let springConstant: Double = 100
    /// N on a unit charge in a strength-1 electric field (at 1 m with falloff 1).
    private static let electricForce: Double = 10
    /// Sub-steps the animator runs in a frame (`UIDynamicAnimator.tick`).
    private static let subSteps: Double = 4
    /// Where in the frame a place-dependent field is sampled, as a
    /// fraction of the frame's motion. A force F(x) held through n
    /// semi-implicit sub-steps of h = Δt/n moves an item by
    /// Δt·v + Δt²·(n + 1)/(2n)·F/m; sampling it at x + αΔt·v makes the
    /// frame's map of a linear field (a spring) area-preserving exactly
    /// when α = 1 − (n + 1)/(2n) = (n − 1)/(2n) — 3/8 for 4 sub-steps —
    /// so its oscillations neither grow nor decay, with the period of a
    /// symplectic step of Δt (2π/ω · (1 + (ωΔt)²/24 + …)).
    private static var lookahead: Double { (subSteps - 1) / (2 * subSteps) }

    /// This field's effect on `s` at the animator's `time`, for a frame of
    /// `dt` seconds (nil: none). See the class's table for the laws.
    func effect(on s: FieldSample, time: TimeInterval, dt: Double) -> FieldEffect? {
        let m = Double(s.mass), q = Double(s.charge)
        if kind == .custom {
            guard let block = evaluator else { return nil }
            let f = block(self, s.position, s.velocity, s.mass, s.charge, time)
            return .force(Double(f.dx), Double(f.dy))
        }
        // Metres per second, and the place relative to `position` (points,
        // then metres) a little ahead in the frame.
        let vx = Double(s.velocity.dx) / Self.scale, vy = Double(s.velocity.dy) / Self.scale
        let ahead = Self.lookahead * dt * Self.scale
        let px = Double(s.position.x - position.x) + ahead * vx
        let py = Double(s.position.y - position.y) + ahead * vy
        let rx = px / Self.scale, ry = py / Self.scale
        let d = (rx * rx + ry * ry).squareRoot()
        // Apple: distances under `minimumRadius` count as `minimumRadius`.
        let falloffFactor = falloff == 0 ? 1 : pow(max(d, Double(minimumRadius) / Self.scale, 1e-4), -Double(falloff))
        let k = Double(strength) * falloffFactor
        switch kind {
        case .none, .custom:
            return nil
        case .linearGravity:
            let g = Self.gravity * k
            return .acceleration(Double(direction.dx) * g, Double(direction.dy) * g)
        case .radialGravity:
            guard d > 0 else { return nil }
            let g = -Self.gravity * k / d
            return .acceleration(g * rx, g * ry)
        case .spring:
            let c = -Self.springConstant * k
            return .force(c * rx, c * ry)
        case .electric:
            guard d > 0, q != 0 else { return nil }
            let c = Self.electricForce * q * k / d
            return .force(c * rx, c * ry)
        case .vortex:
            // (r.y, −r.x) turns counter-clockwise on screen (y down).
            let c = Self.gravity * k
            return .acceleration(c * ry, -c * rx)
        case .drag:
            // The velocity decays as e^(−k t / m): the force that gives a
            // frame exactly that change.
            let decay = exp(-k * dt / m) - 1
            return .force(m * decay * vx / dt, m * decay * vy / dt)
        case .velocity:
            let ux = k * Double(direction.dx) / Self.scale, uy = k * Double(direction.dy) / Self.scale
            return .force(m * (ux - vx) / dt, m * (uy - vy) / dt)
        case .magnetic:
            // dv/dt = ω (v.y, −v.x) with ω = q k / m: the velocity turns by
            // ω dt a frame (counter-clockwise on screen), its length kept.
            guard q != 0 else { return nil }
            let angle = q * k / m * dt
            let c = cos(angle), sn = sin(angle)
            let ex = vx * c + vy * sn, ey = -vx * sn + vy * c
            return .force(m * (ex - vx) / dt, m * (ey - vy) / dt)
        case .noise:
            let n = FieldNoise.vector(x: px, y: py, time: time * Double(animationSpeed), smoothness: Double(smoothness))
            let c = Self.gravity * k
            return .acceleration(c * n.x, c * n.y)
        case .turbulence:
            let speed = (vx * vx + vy * vy).squareRoot()
            guard speed > 0 else { return nil }
            let n = FieldNoise.vector(x: px, y: py, time: time * Double(animationSpeed), smoothness: Double(smoothness))
            return .acceleration(k * speed * n.x, k * speed * n.y)
        }
    }
}

/// Deterministic, smooth value noise over the plane and time: random
/// values in −1…1 on an integer lattice (a hash of the cell and a fixed
/// seed), blended with the quintic fade 6t⁵ − 15t⁴ + 10t³ (continuous
/// slope). The same inputs give the same bits on every run and machine.
enum FieldNoise {
    /// Two independent noise channels at (x, y) points and `time` (lattice
    /// steps: the caller scales seconds by the changes per second).
    /// `smoothness` 0…1 sets the feature size, 8 · 64^smoothness points.
    static func vector(x: Double, y: Double, time: Double, smoothness: Double) -> (x: Double, y: Double) {
        let s = smoothness.isNaN ? 0 : min(max(smoothness, 0), 1)
        let cell = 8 * pow(64, s)
        // Wrapped so lattice indices fit Int32 (the pattern repeats every 65,536 cells).
        let gx = (x / cell).truncatingRemainder(dividingBy: 65_536)
        let gy = (y / cell).truncatingRemainder(dividingBy: 65_536)
        let gz = time.truncatingRemainder(dividingBy: 65_536)
        guard gx.isFinite, gy.isFinite, gz.isFinite else { return (0, 0) }
        return (value(gx, gy, gz, seed: 0x9E37_79B9), value(gx, gy, gz, seed: 0x85EB_CA6B))
    }

    /// One channel: the lattice values around (x, y, z), blended.
    static func value(_ x: Double, _ y: Double, _ z: Double, seed: UInt32) -> Double {
        let x0 = x.rounded(.down), y0 = y.rounded(.down), z0 = z.rounded(.down)
        let ix = Int32(x0), iy = Int32(y0), iz = Int32(z0)
        let u = fade(x - x0), v = fade(y - y0), w = fade(z - z0)
        func at(_ dx: Int32, _ dy: Int32, _ dz: Int32) -> Double { lattice(ix &+ dx, iy &+ dy, iz &+ dz, seed) }
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        let near = lerp(lerp(at(0, 0, 0), at(1, 0, 0), u), lerp(at(0, 1, 0), at(1, 1, 0), u), v)
        let far = lerp(lerp(at(0, 0, 1), at(1, 0, 1), u), lerp(at(0, 1, 1), at(1, 1, 1), u), v)
        return lerp(near, far, w)
    }

    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    /// The lattice value of a cell, −1…1.
    private static func lattice(_ x: Int32, _ y: Int32, _ z: Int32, _ seed: UInt32) -> Double {
        var h = seed
        h = mix(h ^ (UInt32(bitPattern: x) &* 0x8DA6_B343))
        h = mix(h ^ (UInt32(bitPattern: y) &* 0xD816_3841))
        h = mix(h ^ (UInt32(bitPattern: z) &* 0xCB1A_B31F))
        return Double(h) / Double(UInt32.max) * 2 - 1
    }

    /// A 32-bit avalanche (every input bit affects every output bit).
    private static func mix(_ value: UInt32) -> UInt32 {
        var h = value
        h ^= h >> 16
        h &*= 0x85EB_CA6B
        h ^= h >> 13
        h &*= 0xC2B2_AE35
        h ^= h >> 16
        return h
    }
}
