import OpenQuartzCore

/// Procedurally drawn pictures for the scenes (no bundled assets): each is a
/// `CGImage` drawn with `CGContext` calls. Not Apple API.
///
/// Bitmap contexts are y-up (Core Graphics' convention); the pictures are
/// drawn so that they read the right way up on a layer.
public enum Art {
    /// An image of `width` × `height` points at `scale`, drawn by `draw` in a
    /// y-down coordinate space of points (like UIKit's image renderer).
    /// Nil for sizes a bitmap context refuses (with its diagnostic).
    public static func image(width: CGFloat, height: CGFloat, scale: CGFloat = 1,
                             _ draw: (CGContext) -> Void) -> CGImage? {
        let w = Int((width * scale).rounded(.up)), h = Int((height * scale).rounded(.up))
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: scale, y: -scale)
        draw(ctx)
        return ctx.makeImage()
    }

    /// A filled circle of `diameter` points in `color` (emitter particles).
    public static func disc(diameter: CGFloat, color: CGColor = .white, scale: CGFloat = 1) -> CGImage? {
        image(width: diameter, height: diameter, scale: scale) { ctx in
            ctx.setFillColor(color)
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        }
    }

    /// A soft glowing dot: concentric discs fading outwards (sparks, snow).
    public static func glow(diameter: CGFloat, color: CGColor = .white) -> CGImage? {
        image(width: diameter, height: diameter) { ctx in
            let rings = 6
            for i in 0..<rings {
                let f = CGFloat(i) / CGFloat(rings)
                let inset = f * diameter / 2
                ctx.setFillColor(color.copy(alpha: 0.25 + 0.75 * f) ?? color)
                ctx.fillEllipse(in: CGRect(x: inset, y: inset, width: diameter - 2 * inset, height: diameter - 2 * inset))
            }
        }
    }

    /// The "Mars" picture: a rust-red planet with darker craters on black.
    public static func mars(size: CGFloat = 100) -> CGImage? {
        image(width: size, height: size) { ctx in
            ctx.setFillColor(Palette.night)
            ctx.fill(CGRect(x: 0, y: 0, width: size, height: size))
            ctx.setFillColor(Palette.rgb(0.80, 0.33, 0.16))
            ctx.fillEllipse(in: CGRect(x: size * 0.1, y: size * 0.1, width: size * 0.8, height: size * 0.8))
            ctx.setFillColor(Palette.rgb(0.55, 0.20, 0.10))
            for (x, y, r) in [(0.35, 0.35, 0.08), (0.6, 0.55, 0.11), (0.42, 0.68, 0.05), (0.68, 0.3, 0.05)] {
                ctx.fillEllipse(in: CGRect(x: size * (x - r), y: size * (y - r), width: size * 2 * r, height: size * 2 * r))
            }
        }
    }

    /// The "Smiley" picture: a yellow face with eyes and a smile.
    public static func smiley(size: CGFloat = 100) -> CGImage? {
        image(width: size, height: size) { ctx in
            ctx.setFillColor(Palette.paper)
            ctx.fill(CGRect(x: 0, y: 0, width: size, height: size))
            ctx.setFillColor(Palette.yellow)
            ctx.fillEllipse(in: CGRect(x: size * 0.08, y: size * 0.08, width: size * 0.84, height: size * 0.84))
            ctx.setFillColor(Palette.ink)
            ctx.fillEllipse(in: CGRect(x: size * 0.32, y: size * 0.3, width: size * 0.1, height: size * 0.14))
            ctx.fillEllipse(in: CGRect(x: size * 0.58, y: size * 0.3, width: size * 0.1, height: size * 0.14))
            ctx.setStrokeColor(Palette.ink)
            ctx.setLineWidth(size * 0.05)
            ctx.setLineCap(.round)
            ctx.beginPath()
            ctx.addArc(center: CGPoint(x: size / 2, y: size * 0.52), radius: size * 0.22,
                       startAngle: .pi * 0.15, endAngle: .pi * 0.85, clockwise: false)
            ctx.strokePath()
        }
    }

    /// An arrow pointing up, centred in a `width` × `height` box (the
    /// Neuburg arrow): a shaft and a triangular head.
    public static func arrowPath(width: CGFloat = 40, height: CGFloat = 100) -> CGPath {
        let p = CGMutablePath()
        let shaft = width * 0.3
        p.move(to: CGPoint(x: width / 2, y: 0))
        p.addLine(to: CGPoint(x: width, y: height * 0.35))
        p.addLine(to: CGPoint(x: (width + shaft) / 2, y: height * 0.35))
        p.addLine(to: CGPoint(x: (width + shaft) / 2, y: height))
        p.addLine(to: CGPoint(x: (width - shaft) / 2, y: height))
        p.addLine(to: CGPoint(x: (width - shaft) / 2, y: height * 0.35))
        p.addLine(to: CGPoint(x: 0, y: height * 0.35))
        p.closeSubpath()
        return p
    }

    /// A shape layer drawing the arrow in `color`, sized `width` × `height`.
    @MainActor public static func arrowLayer(width: CGFloat = 40, height: CGFloat = 100,
                                             color: CGColor = Palette.red) -> CAShapeLayer {
        let arrow = CAShapeLayer()
        arrow.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        arrow.path = arrowPath(width: width, height: height)
        arrow.fillColor = color
        arrow.strokeColor = Palette.ink
        arrow.lineWidth = 2
        return arrow
    }
}
