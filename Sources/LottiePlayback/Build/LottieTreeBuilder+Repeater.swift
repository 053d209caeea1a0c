import Foundation
import OpenQuartzCore

extension LottieRepeater {
    /// How many copies are drawn at a local frame: ⌈copies⌉, at least 0.
    func copyCount(at frame: Double) -> Int { Self.copyCount(copies.value(at: frame)[0]) }

    /// The copies a value of `c` draws: ⌈c⌉, 0 when not finite or negative.
    static func copyCount(_ c: Double) -> Int { c.isFinite && c > 0 ? Int(c.rounded(.up)) : 0 }

    /// Copy `k`'s opacity (0…1) at a local frame, `count` copies drawn.
    func opacity(ofCopy k: Int, count: Int, at frame: Double) -> Double {
        let so = startOpacity.value(at: frame)[0], eo = endOpacity.value(at: frame)[0]
        let o = count > 1 ? so + (eo - so) * Double(k) / Double(count - 1) : so
        return min(max(o / 100, 0), 1)
    }

    /// The transform of copy `k` at a local frame, lottie-web's way: with
    /// n = k + offset steps, a point q goes to
    /// a + S(n)·R(n·r)·(q − a) + n·p — turned about the anchor, then scaled
    /// about it (a whole step multiplies by s, a fraction f of one by
    /// 1 + (s − 1)·f, a negative step divides), then moved.
    func transform(ofCopy k: Int, at frame: Double) -> CGAffineTransform {
        let o = offset.value(at: frame)[0]
        let steps = Double(k) + (o.isFinite ? o : 0)
        let a = anchor.value(at: frame), p = position.value(at: frame), s = scale.value(at: frame)
        let r = rotation.value(at: frame)[0]
        let whole = (o.isFinite ? o : 0).rounded(.towardZero), fraction = (o.isFinite ? o : 0) - whole
        func factor(_ percent: Double) -> Double {
            let step = percent / 100
            let partial = fraction >= 0 ? 1 + (step - 1) * fraction : 1 / (1 + (step - 1) * -fraction)
            return pow(step, whole + Double(k)) * partial
        }
        let sx = factor(s[0]), sy = factor(s.count > 1 ? s[1] : s[0])
        return CGAffineTransform(translationX: -a[0], y: -a[1])
            .concatenating(CGAffineTransform(rotationAngle: steps * r * .pi / 180))
            .concatenating(CGAffineTransform(scaleX: sx.isFinite ? sx : 0, y: sy.isFinite ? sy : 0))
            .concatenating(CGAffineTransform(translationX: a[0] + steps * p[0], y: a[1] + steps * p[1]))
    }

    /// The transform of one whole step (copy k + 1 from copy k when the
    /// steps compose, see `LottieTreeBuilder.addRepeated`).
    func stepTransform(at frame: Double) -> CGAffineTransform {
        let a = anchor.value(at: frame), p = position.value(at: frame), s = scale.value(at: frame)
        let r = rotation.value(at: frame)[0]
        return CGAffineTransform(translationX: -a[0], y: -a[1])
            .concatenating(CGAffineTransform(rotationAngle: r * .pi / 180))
            .concatenating(CGAffineTransform(scaleX: s[0] / 100, y: (s.count > 1 ? s[1] : s[0]) / 100))
            .concatenating(CGAffineTransform(translationX: a[0] + p[0], y: a[1] + p[1]))
    }
}

extension LottieTreeBuilder {
    /// The most copy layers all repeaters of one file make together
    /// (nested repeaters multiply); past it, copies are left out.
    var maxRepeatedCopies: Int { limits.maxRepeaterCopies * 10 }

    /// Adds a repeater's copies to `host`, `content` filling each copy layer
    /// with the items the repeater repeats. Copy k lies above copy k − 1
    /// (composite above) or below it (below).
    ///
    /// When nothing about the repeater animates and each copy is the one
    /// before it moved by one fixed step — no step move, or no turn and no
    /// scale; or a uniform scale with no move (lottie-web's order of turn,
    /// scale and move does not compose otherwise), and opacities within
    /// 0…100 — a `CAReplicatorLayer` draws them: one copy (copy 0, or the
    /// last for "below"), `instanceCount`, the step as `instanceTransform`
    /// (its inverse for "below") and the opacity ramp as `instanceColor`'s
    /// alpha with `instanceAlphaOffset`. Otherwise each copy is its own
    /// layer with its transform and opacity, sampled every frame while
    /// they change, and hidden while the (animated) count leaves it out.
    func addRepeated(_ repeater: LottieRepeater, into host: CALayer, map: LottieTimeMap, content: (CALayer) -> Void) {
        let counts = ([repeater.copies.initialValue] + repeater.copies.keyframes.map(\.value)).map {
            LottieRepeater.copyCount($0[0])
        }
        var most = counts.max() ?? 0
        if repeatedCopies + most > maxRepeatedCopies {
            warn(.root, "repeaters would make more than \(maxRepeatedCopies) copies; the rest are left out")
            most = max(maxRepeatedCopies - repeatedCopies, 0)
        }
        guard most > 0 else { return }
        let first = Self.plainLayer()
        content(first)
        guard !(first.sublayers ?? []).isEmpty else { return }
        repeatedCopies += most
        let below = repeater.composite == .below
        let range = animatedRange(repeater.properties, map: map)
        if range == nil, let replicator = replicatorLayer(repeater, count: most, copy: first) {
            host.addSublayer(replicator)
            return
        }
        // Each copy its own layer, in drawing order (bottom first).
        let order = below ? Array((0..<most).reversed()) : Array(0..<most)
        var copies: [CALayer] = []
        for k in 0..<most {
            let layer: CALayer
            if k == 0 {
                layer = first
            } else {
                layer = Self.plainLayer()
                content(layer)
            }
            copies.append(layer)
        }
        let countAnimates = repeater.copies.isAnimated
        let transformAnimates = [repeater.offset, repeater.anchor, repeater.position, repeater.scale, repeater.rotation]
            .contains(where: \.isAnimated)
        let opacityAnimates = countAnimates || repeater.startOpacity.isAnimated || repeater.endOpacity.isAnimated
        for k in order {
            let layer = copies[k]
            func matrix(_ frame: Double) -> CATransform3D {
                CATransform3DMakeAffineTransform(repeater.transform(ofCopy: k, at: frame))
            }
            func opacity(_ frame: Double) -> Float {
                Float(repeater.opacity(ofCopy: k, count: repeater.copyCount(at: frame), at: frame))
            }
            layer.transform = matrix(-.infinity)
            layer.opacity = opacity(-.infinity)
            layer.isHidden = k >= repeater.copyCount(at: -.infinity)
            if let (start, end) = range {
                if transformAnimates {
                    add(factory.sampledAnimation("transform", from: start, to: end, map: map) { matrix($0) }, to: layer)
                }
                if opacityAnimates {
                    add(factory.sampledAnimation("opacity", from: start, to: end, map: map) { opacity($0) }, to: layer)
                }
                if countAnimates {
                    let hidden = factory.sampledAnimation("hidden", from: start, to: end, map: map) { k >= repeater.copyCount(at: $0) }
                    hidden.calculationMode = .discrete
                    add(hidden, to: layer)
                }
            }
            host.addSublayer(layer)
        }
    }

    /// A replicator drawing the fixed repeater's `count` copies of `copy`,
    /// when each copy is the previous one moved by one fixed step (checked
    /// on every copy) and the opacities stay within 0…100; else nil.
    private func replicatorLayer(_ repeater: LottieRepeater, count: Int, copy: CALayer) -> CALayer? {
        let below = repeater.composite == .below
        let so = repeater.startOpacity.initialValue[0], eo = repeater.endOpacity.initialValue[0]
        guard (0...100).contains(so), (0...100).contains(eo) else { return nil }
        let step = repeater.stepTransform(at: 0)
        let instanceStep = below ? step.inverted() : step
        // Instance j is copy j (above) or copy count − 1 − j (below).
        let base = repeater.transform(ofCopy: below ? count - 1 : 0, at: 0)
        var expected = base
        for j in 0..<count {
            let actual = repeater.transform(ofCopy: below ? count - 1 - j : j, at: 0)
            guard Self.nearlyEqual(actual, expected) else { return nil }
            expected = expected.concatenating(instanceStep)
        }
        let replicator = CAReplicatorLayer()
        replicator.anchorPoint = .zero
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeAffineTransform(instanceStep)
        let ramp = count > 1 ? (eo - so) / 100 / Double(count - 1) : 0
        replicator.instanceColor = CGColor(gray: 1, alpha: CGFloat((below ? eo : so) / 100))
        replicator.instanceAlphaOffset = Float(below ? -ramp : ramp)
        copy.transform = CATransform3DMakeAffineTransform(base)
        replicator.addSublayer(copy)
        return replicator
    }

    /// Whether two transforms agree to within 1e-9 of their scale (and 1e-6 points in their moves).
    private static func nearlyEqual(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        let size = max(abs(a.a), abs(a.b), abs(a.c), abs(a.d), 1)
        return abs(a.a - b.a) <= 1e-9 * size && abs(a.b - b.b) <= 1e-9 * size && abs(a.c - b.c) <= 1e-9 * size
            && abs(a.d - b.d) <= 1e-9 * size && abs(a.tx - b.tx) <= 1e-6 * size && abs(a.ty - b.ty) <= 1e-6 * size
    }
}
