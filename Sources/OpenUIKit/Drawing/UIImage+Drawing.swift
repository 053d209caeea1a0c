import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point` in
    /// the current UIKit context (Apple's `draw(at:)`), source-over, opaque.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size at `point` with a blend mode and alpha
    /// (Apple's `draw(at:blendMode:alpha:)`).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in the current UIKit context
    /// (Apple's `draw(in:)`). A resizable image keeps its caps at their size
    /// and stretches or tiles the rest (9-slice); see `resizableImage`.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect` with a blend mode and alpha (Apple's
    /// `draw(in:blendMode:alpha:)`).
    ///
    /// The image appears upright in UIKit's y-down space, turned as its
    /// `imageOrientation` says. The public drawing methods draw the image's
    /// own colours whatever its `renderingMode` (templates are tinted by
    /// the views that show them). Without a current context nothing is
    /// drawn (one-time diagnostic); an empty image draws nothing.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else {
            CGDiagnostics.reportOnce("UIImage.draw: no current graphics context; nothing is drawn")
            return
        }
        draw(in: rect, context: context, blendMode: blendMode, alpha: alpha, tintColor: nil)
    }

    /// Fills `rect` with copies of the image at its size, the first at
    /// `rect`'s top-left corner (Apple's `drawAsPattern(in:)`).
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else {
            CGDiagnostics.reportOnce("UIImage.drawAsPattern: no current graphics context; nothing is drawn")
            return
        }
        guard let cgImage, size.width > 0, size.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        drawTiled(cgImage, in: rect, tile: size, context: context)
        context.restoreGState()
    }

    /// Draws the image into `rect` of `context` (a y-down UIKit context).
    /// With a `tintColor`, an `.alwaysTemplate` image draws its alpha filled
    /// with that colour; other rendering modes ignore it. Image views pass
    /// their tint here.
    package func draw(in rect: CGRect, context: CGContext, blendMode: CGBlendMode, alpha: CGFloat,
                      tintColor: UIColor?) {
        guard let cgImage, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.size.width.isFinite, rect.size.height.isFinite else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        let tinted = renderingMode == .alwaysTemplate ? tintColor : nil
        if tinted != nil {
            context.beginTransparencyLayer(in: r, auxiliaryInfo: nil)
            context.setBlendMode(.normal)
        }
        if capInsets != .zero {
            drawNineSlice(cgImage, in: r, context: context)
        } else {
            drawOriented(cgImage, in: r, context: context)
        }
        if let tinted {
            context.setBlendMode(.sourceIn)
            context.setFillColor(tinted.cgColor)
            context.fill(r)
            context.endTransparencyLayer()
        }
        context.restoreGState()
    }

    /// Draws `cgImage` (the stored pixels) into `rect` turned by `imageOrientation`.
    func drawOriented(_ cgImage: CGImage, in rect: CGRect, context: CGContext) {
        let turned = imageOrientation.swapsSides
        let sw = turned ? rect.height : rect.width, sh = turned ? rect.width : rect.height
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.concatenate(imageOrientation.transform(storedWidth: sw, storedHeight: sh))
        drawUpright(cgImage, in: CGRect(x: 0, y: 0, width: sw, height: sh), context: context)
        context.restoreGState()
    }

    /// Draws `cgImage` into `rect` of a y-down context with its top row at
    /// `rect.minY` (Core Graphics draws images upright in y-up space, so the
    /// space is flipped around the rectangle first).
    func drawUpright(_ cgImage: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: rect.size))
        context.restoreGState()
    }

    /// Repeats `cgImage` at `tile` points over the clip area of a y-down
    /// context, one copy's top-left corner at `rect`'s.
    func drawTiled(_ cgImage: CGImage, in rect: CGRect, tile: CGSize, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY + tile.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: tile), byTiling: true)
        context.restoreGState()
    }
}

extension UIImage.Orientation {
    /// The y-down transform taking the stored image, drawn upright in
    /// (0, 0, storedWidth, storedHeight), to its displayed position in the
    /// displayed rectangle at the origin.
    func transform(storedWidth sw: CGFloat, storedHeight sh: CGFloat) -> CGAffineTransform {
        switch self {
        case .up: return .identity
        case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: sw, ty: sh)
        case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: sw)
        case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: sh, ty: 0)
        case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: sw, ty: 0)
        case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: sh)
        case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: sh, ty: sw)
        }
    }
}
