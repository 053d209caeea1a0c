import Foundation
import Raster

extension Compositor {
    /// The content a layer class draws above its contents and below its
    /// sublayers: a shape layer's path, a gradient layer's ramp, a text
    /// layer's glyphs, an emitter's particles.
    func drawClassContent(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        let t = map.affine
        switch layer.content {
        case .shape(let shape): drawShape(shape, of: layer, t, canvas, alpha, model: model)
        case .gradient(let gradient): drawGradient(gradient, bounds: layer, t, canvas, alpha, model: model)
        case .emitter(let emitter):
            if emitter.preservesDepth { drawParticlesInDepth(emitter, layer, map: map, canvas, alpha) } else { drawParticles(emitter, t, canvas, alpha) }
        case .text(let text): drawText(text, bounds: layer.bounds, pattern: layer.patternColors?.foreground, t, canvas, alpha, model: model)
        case .backdrop: break           // drawn before the background (drawBackdrop)
        case .tiled(let tiled): drawTiles(model, layer, tiled, t, canvas, alpha)
        case .none, .replicator, .transformLayer: break
        }
    }

    // MARK: CATextLayer

    /// Fills the layer's laid-out glyphs (`CATextLayer.textRuns()`: string,
    /// font, size, wrapping, truncation and alignment in the bounds) run by
    /// run with each run's colour (`foregroundColor` by default — `pattern`
    /// when that is a pattern colour, in the layer's own space), through the
    /// layer's map so text stays sharp at any scale.
    /// The layout is kept per `model` in `textLayouts`, across frames.
    func drawText(_ text: TextValues, bounds: CGRect, pattern: CGColor?, _ t: Transform, _ canvas: Canvas, _ alpha: Double, model: CALayer) {
        let cache: CATextLayerLayoutCache
        if let kept = textLayouts[model] { cache = kept } else { cache = CATextLayerLayoutCache(); textLayouts[model] = cache }
        // Under an odd number of geometry-flipped superlayers the text is
        // drawn upright, mirrored within the bounds as image contents are.
        let map = superlayersMirrorContents(model) ? Transform.mirroringRows(of: Rect(bounds)).concatenating(t) : t
        // `textRuns` leaves the layout in `cache.runs`, index for index: a
        // run without a colour of its own takes `foregroundColor`.
        for (i, (path, color)) in text.textRuns(bounds: bounds, cache: cache, about: model).enumerated() {
            guard let color, color.alpha > 0, !path.isEmpty else { continue }
            let paint = pattern != nil && cache.runs[i].color == nil
                ? colorPaint(color, pattern: pattern, t, alpha) : Paint(color: color.rasterColor, alpha: alpha)
            report(canvas.fill(path.storage.rasterPath(), paint: paint, transform: map), model)
        }
    }

    // MARK: CAShapeLayer

    /// Fills the path with `fillColor` under `fillRule`, then strokes the part
    /// between `strokeStart` and `strokeEnd` with `strokeColor` and the line
    /// attributes. The dash pattern is laid along the trimmed part.
    /// With `model`, an unchanged fill or stroke is filled from kept coverage
    /// (`FillCache`): the 10 static stars of composite200 were stroked and
    /// scan converted every frame (1.3 M instructions/frame).
    func drawShape(_ shape: ShapeValues, of layer: LayerValues, _ t: Transform, _ canvas: Canvas, _ alpha: Double, model: CALayer) {
        guard let path = shape.path, !path.isEmpty else { return }
        let raster = caches.paths.rasterPath(of: path)
        if let fill = shape.fillColor, fill.alpha > 0 {
            let rule: FillRule = shape.fillRule == .evenOdd ? .evenOdd : .nonZero
            let paint = colorPaint(fill, pattern: layer.patternColors?.fill, t, alpha)
            if !fillFromCache(model, layer, .shapeFill, path: path, rule: rule, paint: paint, t, canvas, outline: { raster }) {
                report(canvas.fill(raster, paint: paint, rule: rule, transform: t), model)
            }
        }
        let width = Double(shape.lineWidth)
        guard let stroke = shape.strokeColor, stroke.alpha > 0, width > 0, width.isFinite,
              let range = shape.strokeRange else { return }
        let cap: LineCap = shape.lineCap == .round ? .round : (shape.lineCap == .square ? .square : .butt)
        let join: LineJoin = shape.lineJoin == .round ? .round : (shape.lineJoin == .bevel ? .bevel : .miter)
        let miter = shape.miterLimit.isFinite && shape.miterLimit > 0 ? Double(shape.miterLimit) : 10
        let style = StrokeStyle(width: width, cap: cap, join: join, miterLimit: miter,
                                dashes: (shape.effectiveLineDashPattern ?? []).map(Double.init),
                                dashPhase: shape.lineDashPhase.isFinite ? Double(shape.lineDashPhase) : 0)
        let paint = colorPaint(stroke, pattern: layer.patternColors?.stroke, t, alpha)
        func trimmed() -> Raster.Path {
            range == 0...1 ? raster : raster.trimmed(from: Double(range.lowerBound), to: Double(range.upperBound))
        }
        if fillFromCache(model, layer, .shapeStroke, path: path, rule: .nonZero, paint: paint, t, canvas, outline: {
            let part = trimmed()
            return part.isEmpty ? nil : canvas.strokeOutline(part, style: style, transform: t)
        }) {
            return
        }
        let part = trimmed()
        guard !part.isEmpty else { return }
        report(canvas.stroke(part, style: style, paint: paint, transform: t), model)
    }

    /// Reports geometry Raster refused to draw.
    func report(_ result: DrawResult, _ model: CALayer) {
        if result == .nonFiniteGeometry {
            CADiagnostics.reportOnce("Compositor: \(Swift.type(of: model)) has non-finite geometry; part of it is not drawn", about: model)
        }
    }

    // MARK: CAGradientLayer

    /// Fills the (rounded) bounds with the gradient: axial from `startPoint`
    /// to `endPoint`; radial centred on `startPoint` with an elliptical radius
    /// reaching `endPoint` on each axis; conic about `startPoint`, angle 0
    /// pointing at `endPoint`. Points are in the unit coordinate space of the
    /// bounds. Before the first location the first colour holds, after the
    /// last the last (pad).
    /// With `model`, an unchanged radial or conic ramp in a rectangle is
    /// drawn from kept samples (`caches.gradients`), and an unchanged ramp's
    /// lookup table is reused (`caches.gradientTables`); a linear ramp is
    /// filled from its recording (`caches.recordedFills`).
    func drawGradient(_ gradientValues: GradientValues, bounds layer: LayerValues, _ t: Transform, _ canvas: Canvas,
                      _ alpha: Double, model: CALayer) {
        let stops = gradientValues.resolvedStops()
        guard !stops.isEmpty else { return }
        let gradient = Gradient(stops: stops.map {
            GradientStop(offset: $0.location, color: Raster.Color(red: $0.color.red, green: $0.color.green,
                                                                 blue: $0.color.blue, alpha: $0.color.alpha))
        })
        if options.usesGradientTables { canvas.gradientTable = caches.gradientTables.table(for: model, gradient, alpha: alpha) }
        defer { canvas.gradientTable = nil }
        let b = layer.bounds.standardized
        func unit(_ p: CGPoint) -> Point {
            Point(Double(b.minX + p.x * b.width), Double(b.minY + p.y * b.height))
        }
        let start = unit(gradientValues.startPoint), end = unit(gradientValues.endPoint)
        guard start.isFinite, end.isFinite else {
            CADiagnostics.reportOnce("CAGradientLayer: non-finite startPoint/endPoint; not drawn", about: model)
            return
        }
        let shader: Shader
        // A ramp shaded from each pixel's own position (see `SamplesCache`).
        var keepable = false
        switch gradientValues.type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else {
                // A zero radius: everything lies past the end.
                shader = .solid(gradient.stops.last!.color)
                break
            }
            let toLayer = Transform(a: rx, b: 0, c: 0, d: ry, tx: start.x, ty: start.y)
            if let focal = gradientValues.focalPoint.map(unit), focal.isFinite {
                // Two-point conical: from a point at the focus to the unit circle (the ellipse, mapped).
                let focus = Point((focal.x - start.x) / rx, (focal.y - start.y) / ry)
                shader = .radialGradient(RadialGradient(startCenter: focus, startRadius: 0, endCenter: Point(0, 0), endRadius: 1,
                                                        gradient: gradient, transform: toLayer))
            } else {
                shader = .radialGradient(RadialGradient(center: Point(0, 0), radius: 1, gradient: gradient, transform: toLayer))
            }
            keepable = true
        case .conic:
            let angle = atan2(end.y - start.y, end.x - start.x)
            shader = .conicGradient(ConicGradient(center: start, startAngle: angle.isFinite ? angle : 0, gradient: gradient))
            keepable = true
        default:
            if start == end {
                shader = .solid(gradient.stops.last!.color)
            } else {
                shader = .linearGradient(LinearGradient(start: start, end: end, gradient: gradient))
            }
        }
        let paint = Paint(shader: shader, alpha: alpha), path = roundedBoundsPath(layer)
        if keepable, options.usesGradientCache, let rect = path.axisAlignedRect, let key = caches.generations.key(model, layer),
           drawCachedSamples(caches.gradients, key, layerMap: t, alpha: alpha, paint: paint, rect: rect, map: t, canvas) {
            return
        }
        if case .linearGradient = shader, options.usesRecordedFills,
           fillFromRecording(path, paint: paint, model, layer, transform: t, alpha: alpha, canvas) {
            return
        }
        canvas.fill(path, paint: paint, transform: t)
    }
}
