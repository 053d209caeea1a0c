import Foundation

extension UIBezierPath {
    /// A closed rectangular path (Apple's `init(rect:)`): a move to the
    /// top-left corner, lines to the top-right, bottom-right and bottom-left
    /// corners (clockwise on screen) and a close. The rectangle is
    /// standardized; a null or non-finite one gives an empty path with a
    /// diagnostic.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect` (Apple's `init(ovalIn:)`): it starts
    /// at the right-hand end of the horizontal axis (3 o'clock) and runs
    /// clockwise on screen through four cubic Béziers, then closes. A square
    /// rectangle gives a circle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with all four corners rounded by `cornerRadius`
    /// (Apple's `init(roundedRect:cornerRadius:)`).
    ///
    /// Apple draws "continuous" corners (a curvature-smoothed squircle with
    /// more elements). OpenUIKit's corners are circular quarter arcs, one
    /// cubic each, as `init(roundedRect:byRoundingCorners:cornerRadii:)`
    /// draws them. The radius is clamped into 0…half the shorter side, as
    /// Apple documents; a radius of half the side gives a capsule.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        appendRoundedRect(rect, corners: .allCorners, radius: cornerRadius)
    }

    /// A closed rectangle with the chosen corners rounded (Apple's
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`).
    ///
    /// As with Apple's since iOS 7, only `cornerRadii.width` is used and the
    /// corners are circular; it is clamped into 0…half the shorter side. The
    /// path starts on the top edge after the top-left corner and runs
    /// clockwise on screen: per side a line, per rounded corner one cubic
    /// quarter circle (square corners have none), then a close.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        appendRoundedRect(rect, corners: corners, radius: cornerRadii.width)
    }

    /// An arc of a circle, as its own open subpath (Apple's
    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`); see
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` for the
    /// angles and the direction (clockwise on screen = increasing angle).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Appends the rounded rectangle described in
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`.
    private func appendRoundedRect(_ rect: CGRect, corners: UIRectCorner, radius: CGFloat) {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.size.width.isFinite, rect.size.height.isFinite else {
            CGDiagnostics.report("UIBezierPath(roundedRect:): rectangle \(rect) is not finite; the path is empty")
            return
        }
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = radius.isNaN ? 0 : min(max(radius, 0), limit)
        func cornerRadius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = cornerRadius(.topLeft), tr = cornerRadius(.topRight)
        let br = cornerRadius(.bottomRight), bl = cornerRadius(.bottomLeft)
        let k = 1 - cgQuarterCircleKappa  // how far a control point sits from the corner, per unit radius

        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr),
                          control1: CGPoint(x: r.maxX - tr * k, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr * k))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - br * k),
                          control2: CGPoint(x: r.maxX - br * k, y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl),
                          control1: CGPoint(x: r.minX + bl * k, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl * k))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            path.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + tl * k),
                          control2: CGPoint(x: r.minX + tl * k, y: r.minY))
        }
        path.closeSubpath()
    }
}
