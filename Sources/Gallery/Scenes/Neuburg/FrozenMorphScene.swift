import OpenQuartzCore

extension Gallery {
    /// Neuburg 32: a path animation frozen with layer speed 0 and scrubbed
    /// through `timeOffset` by a scripted slider.
    static let frozenMorph = Scene(
        name: "frozen-morph", title: "Frozen shape morph",
        source: Neuburg.source(32, "§23"),
        summary: "A rectangle↔ellipse path animation frozen at speed 0; a scripted slider scrubs timeOffset through the shapes",
        duration: 5, goldenTimes: [1.5]
    ) { ctx in
        let root = ctx.makeRoot()
        let box = CGRect(x: 100, y: 75, width: 200, height: 150)
        let rect = MorphPaths.rectangle(box), oval = MorphPaths.ellipse(box)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.fillColor = nil
        shape.strokeColor = Palette.red
        shape.lineWidth = 4
        shape.path = rect
        root.addSublayer(shape)
        ctx.at(0) {
            shape.speed = 0
            shape.timeOffset = 0
            let a = CABasicAnimation(keyPath: "path")
            a.fromValue = rect
            a.toValue = oval
            a.duration = 1
            shape.add(a, forKey: "morph")
        }
        ctx.onInput { input in
            if case .slider("morph", let v) = input { shape.timeOffset = v }
        }
        // The slider goes 0 → 0.95 over 0.5…2.5 s and back over 2.5…4.5 s.
        @MainActor func slider(_ t: Double) -> Double {
            t <= 2.5 ? max(0, (t - 0.5) / 2) * 0.95 : max(0, (4.5 - t) / 2) * 0.95
        }
        ctx.every(0.05, from: 0.5, through: 4.5) { t in ctx.send(.slider("morph", slider(t)), at: t) }
        for t in [1.0, 1.5, 2.5, 3.75] {
            ctx.checkpoint(at: t, "the path is the slider's blend") { r in
                let v = slider(t)
                let shown = MorphPaths.points(shape.presentation()!.path)
                let expected = zip(MorphPaths.points(rect), MorphPaths.points(oval)).map { a, b in
                    CGPoint(x: a.x + (b.x - a.x) * v, y: a.y + (b.y - a.y) * v)
                }
                r.expect(shown.count == expected.count, "\(shown.count) path points, expected \(expected.count)")
                for (i, (p, e)) in zip(shown, expected).enumerated() {
                    r.expect(p, e, tolerance: 1e-6, "point \(i) at slider \(v)")
                }
            }
        }
        return root
    }
}

/// A rectangle and an ellipse built from the same elements (a move, four
/// cubic curves, a close), so the path animation can blend them point by point.
enum MorphPaths {
    /// The rectangle's corners joined by straight cubic curves.
    static func rectangle(_ r: CGRect) -> CGPath {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        let p = CGMutablePath()
        p.move(to: corners[0])
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            p.addCurve(to: b, control1: CGPoint(x: a.x + (b.x - a.x) / 3, y: a.y + (b.y - a.y) / 3),
                       control2: CGPoint(x: a.x + 2 * (b.x - a.x) / 3, y: a.y + 2 * (b.y - a.y) / 3))
        }
        p.closeSubpath()
        return p
    }

    /// The inscribed ellipse as four quarter arcs from the diagonal points
    /// (so the rectangle's corners map to them).
    static func ellipse(_ r: CGRect) -> CGPath {
        let k = 4.0 / 3.0 * tan(Double.pi / 8)
        let cx = Double(r.midX), cy = Double(r.midY), a = Double(r.width) / 2, b = Double(r.height) / 2
        func pt(_ th: Double) -> CGPoint { CGPoint(x: cx + a * cos(th), y: cy + b * sin(th)) }
        let p = CGMutablePath()
        var th = -3 * Double.pi / 4
        p.move(to: pt(th))
        for _ in 0..<4 {
            let th1 = th + .pi / 2
            let c1 = CGPoint(x: cx + a * (cos(th) - k * sin(th)), y: cy + b * (sin(th) + k * cos(th)))
            let c2 = CGPoint(x: cx + a * (cos(th1) + k * sin(th1)), y: cy + b * (sin(th1) - k * cos(th1)))
            p.addCurve(to: pt(th1), control1: c1, control2: c2)
            th = th1
        }
        p.closeSubpath()
        return p
    }

    /// Every point of every element, in order.
    static func points(_ path: CGPath?) -> [CGPoint] {
        guard let path else { return [] }
        var out: [CGPoint] = []
        path.applyWithBlock { e in
            let n: Int
            switch e.pointee.type {
            case .moveToPoint, .addLineToPoint: n = 1
            case .addQuadCurveToPoint: n = 2
            case .addCurveToPoint: n = 3
            case .closeSubpath: n = 0
            @unknown default: n = 0
            }
            for i in 0..<n { out.append(e.pointee.points[i]) }
        }
        return out
    }
}
