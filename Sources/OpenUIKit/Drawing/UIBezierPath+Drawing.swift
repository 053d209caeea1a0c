import Foundation

extension UIBezierPath {
    /// Fills the enclosed area with the current context's fill colour
    /// (Apple's `fill()`), under `usesEvenOddFillRule`. Open subpaths are
    /// closed implicitly. The context's graphics state is left as it was.
    /// Without a current context nothing is drawn (one-time diagnostic).
    public func fill() {
        draw("fill") { context in
            context.addPath(path)
            context.fillPath(using: fillRule)
        }
    }

    /// Fills with a blend mode and an extra alpha (Apple's
    /// `fill(with:alpha:)`); the state is restored afterwards.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw("fill(with:alpha:)") { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.addPath(path)
            context.fillPath(using: fillRule)
        }
    }

    /// Strokes the path with the current context's stroke colour and this
    /// path's line width, cap, join, miter limit and dashes (Apple's
    /// `stroke()`); the state is restored afterwards.
    public func stroke() {
        draw("stroke") { context in
            applyStrokeAttributes(to: context)
            context.addPath(path)
            context.strokePath()
        }
    }

    /// Strokes with a blend mode and an extra alpha (Apple's `stroke(with:alpha:)`).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw("stroke(with:alpha:)") { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            applyStrokeAttributes(to: context)
            context.addPath(path)
            context.strokePath()
        }
    }

    /// Intersects the current context's clipping area with the path's
    /// enclosed area (Apple's `addClip()`). Not undone by this method: save
    /// and restore the context's state around it, as with Apple's.
    public func addClip() {
        guard let context = currentContext("addClip") else { return }
        context.addPath(path)
        context.clip(using: fillRule)
    }

    var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Sets the stroke attributes of this path on `context`.
    func applyStrokeAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    /// Runs `body` on the current context between a save and a restore of
    /// its state, after starting a fresh path.
    private func draw(_ method: String, _ body: (CGContext) -> Void) {
        guard let context = currentContext(method) else { return }
        context.saveGState()
        context.beginPath()
        body(context)
        context.restoreGState()
    }

    private func currentContext(_ method: String) -> CGContext? {
        guard let context = UIGraphicsGetCurrentContext() else {
            CGDiagnostics.reportOnce("UIBezierPath.\(method)(): no current graphics context; nothing is drawn")
            return nil
        }
        return context
    }
}
