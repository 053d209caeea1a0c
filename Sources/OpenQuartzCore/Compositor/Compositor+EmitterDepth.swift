import Foundation
import Raster

extension Compositor {
    /// An emitter whose `preservesDepth` is true: its particles are not
    /// flattened into the layer's plane but placed at their z in the
    /// layer's 3D space — through the layer's transform and its superlayer's
    /// `sublayerTransform`, so perspective there makes nearer particles
    /// larger and moves them away from the vanishing point — and drawn
    /// farthest first (depth after that 4×4 matrix; birth order on ties),
    /// as `CAReplicatorLayer.preservesDepth` sorts its copies. `renderMode`'s
    /// `.additive` still adds; its orders give way to depth.
    ///
    /// The layer's plane map `map` is the 4×4 matrix `M` (layer to
    /// superlayer) flattened, then the superlayer's map `P`; `P` is
    /// recovered as `flatten(M)⁻¹ · map`, and a particle at z is mapped by
    /// `flatten(T(z) · M) · P`. Inside a `CATransformLayer` (where the map is
    /// not made that way) particles keep their depth relative to the
    /// emitter's own superlayer only. Each sprite is drawn with the affine
    /// map that matches the homography at the particle's centre (exact at
    /// the centre; a sprite a few dozen pixels wide under ordinary
    /// perspective differs from the exact quad by well under a pixel).
    func drawParticlesInDepth(_ emitter: CAEmitterLayer, _ layer: LayerValues, map: ProjectiveTransform, _ canvas: Canvas,
                              _ alpha: Double) {
        let m: CATransform3D
        if let parent = emitter.superlayer {
            m = layer.layerToSuperlayerMatrix(sublayerTransformOf: values(of: parent))
        } else {
            m = layer.layerToSuperlayerMatrix()
        }
        let flat = ProjectiveTransform(m)
        guard let flatInverse = flat.inverted else {
            // Seen edge-on: the plane map is singular; draw flattened (nothing shows but edges).
            return drawParticles(emitter, map.affine, canvas, alpha)
        }
        let parentMap = flatInverse.concatenating(map)
        let now = time.map { $0 - timeShift } ?? CACurrentMediaTime()
        let particles = emitter.particles(at: now)
        guard !particles.isEmpty else { return }
        let cells = emitter.flattenedCells(atMediaTime: now)
        let blend: BlendMode = emitter.renderMode == .additive ? .plusLighter : .sourceOver
        // (depth, birth index), farthest first.
        var order: [(depth: Double, index: Int)] = []
        order.reserveCapacity(particles.count)
        for (i, p) in particles.enumerated() {
            let x = p.position.x, y = p.position.y, z = p.position.z
            let zz = x * Double(m.m13) + y * Double(m.m23) + z * Double(m.m33) + Double(m.m43)
            let w = x * Double(m.m14) + y * Double(m.m24) + z * Double(m.m34) + Double(m.m44)
            order.append((w > 0 ? zz / w : -.infinity, i))
        }
        order.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.index < $1.index }
        for (_, i) in order {
            let p = particles[i]
            guard let sprite = particleSprite(p, cells, blend: blend, alpha: alpha), p.position.z.isFinite else { continue }
            // The particle's plane: the layer's, moved z along the layer's z axis.
            var lifted = flat
            lifted.tx += p.position.z * Double(m.m31)
            lifted.ty += p.position.z * Double(m.m32)
            lifted.pw += p.position.z * Double(m.m34)
            let imageToDevice = ProjectiveTransform(sprite.imageToLayer).concatenating(lifted).concatenating(parentMap)
            let centre = Point(x: sprite.source.x + sprite.source.width / 2, y: sprite.source.y + sprite.source.height / 2)
            guard let local = Self.affineApproximation(of: imageToDevice, at: centre) else { continue }
            canvas.fill(.rect(sprite.source), paint: sprite.paint, transform: local)
        }
    }

    /// The affine map equal to the homography `h` at `p` with the same
    /// derivative there (its first-order Taylor expansion); nil at or behind
    /// the eye (`W ≤ 0`) or when not finite.
    static func affineApproximation(of h: ProjectiveTransform, at p: Point) -> Transform? {
        let (x, y, w) = h.homogeneous(p)
        guard w > 0, w.isFinite, x.isFinite, y.isFinite else { return nil }
        let w2 = w * w
        // ∂(X/W)/∂u = (∂X/∂u · W − X · ∂W/∂u) / W², and so on.
        let a = (h.a * w - x * h.px) / w2, b = (h.b * w - y * h.px) / w2
        let c = (h.c * w - x * h.py) / w2, d = (h.d * w - y * h.py) / w2
        let tx = x / w - (a * p.x + c * p.y), ty = y / w - (b * p.x + d * p.y)
        let t = Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        return t.isFinite ? t : nil
    }
}
