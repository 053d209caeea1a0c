import Foundation
import Raster

extension Compositor {
    /// Draws an emitter layer's particles at the frame time: each particle's
    /// cell `contents` (a `CGImage`, cut by the cell's `contentsRect`, sized
    /// by `contentsScale` and the particle's scale), centred on the particle,
    /// turned by its spin angle and tinted by its colour. `renderMode`
    /// `.additive` adds (plus-lighter); `.oldestLast` draws the oldest on top,
    /// `.backToFront` sorts by z; other modes draw in birth order. Cells
    /// without image contents draw nothing, as on Apple's platforms.
    /// With `preservesDepth`, particles keep their z (`drawParticlesInDepth`).
    func drawParticles(_ emitter: CAEmitterLayer, _ t: Transform, _ canvas: Canvas, _ alpha: Double) {
        let now = time.map { $0 - timeShift } ?? CACurrentMediaTime()
        var particles = emitter.particles(at: now)
        guard !particles.isEmpty else { return }
        let cells = emitter.flattenedCells(atMediaTime: now)
        let mode = emitter.renderMode
        if mode == .oldestLast { particles.reverse() }
        if mode == .backToFront { particles.sort { $0.position.z < $1.position.z } }
        let blend: BlendMode = mode == .additive ? .plusLighter : .sourceOver
        for p in particles {
            guard let sprite = particleSprite(p, cells, blend: blend, alpha: alpha) else { continue }
            // The source rectangle in image space (= user space of the paint), mapped to the device.
            canvas.fill(.rect(sprite.source), paint: sprite.paint, transform: sprite.imageToLayer.concatenating(t))
        }
    }

    /// What one particle draws: the cell image's `source` rectangle (image
    /// pixels), placed in the layer's plane by `imageToLayer` (centred on
    /// the particle, scaled, turned by its spin), painted tinted by its
    /// colour. nil when it draws nothing (no image, zero scale or alpha,
    /// non-finite position).
    func particleSprite(_ p: EmitterParticle, _ cells: [CAEmitterCell], blend: BlendMode, alpha: Double)
        -> (source: Rect, imageToLayer: Transform, paint: Paint)? {
        guard p.cell >= 0, p.cell < cells.count else { return nil }
        let cell = cells[p.cell]
        guard let image = cell.contents as? CGImage else { return nil }
        let pixmap = image.pixmap
        let cr = cell.contentsRect
        let source = Rect(x: Double(cr.minX) * Double(pixmap.width), y: Double(cr.minY) * Double(pixmap.height),
                          width: Double(cr.width) * Double(pixmap.width), height: Double(cr.height) * Double(pixmap.height))
        let cellScale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? Double(cell.contentsScale) : 1
        let k = p.scale / cellScale
        guard k.isFinite, k != 0, source.width > 0, source.height > 0, p.position.x.isFinite, p.position.y.isFinite
        else { return nil }
        let a = p.color.w
        guard a > 0 else { return nil }
        // Image pixel → particle space (centred, scaled) → spin → position.
        let c = cos(p.spinAngle), s = sin(p.spinAngle)
        let place = Transform(a: c * k, b: s * k, c: -s * k, d: c * k, tx: p.position.x, ty: p.position.y)
        let centre = Transform.translation(-source.x - source.width / 2, -source.y - source.height / 2)
        let tint = Raster.Color(red: p.color.x, green: p.color.y, blue: p.color.z, alpha: min(max(a, 0), 1))
        let quality: SamplingQuality = cell.magnificationFilter == CALayerContentsFilter.nearest.rawValue ? .nearest : .bilinear
        let paint = Paint(shader: .image(ImagePattern(image: pixmap, quality: quality, tint: tint)), blendMode: blend, alpha: alpha)
        return (source, centre.concatenating(place), paint)
    }
}
