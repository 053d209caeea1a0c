import Foundation
import Raster

extension CATransitionType {
    /// Apple's undocumented 3D flip ("oglFlip"), which UIKit's
    /// `.transitionFlipFrom…` view transitions use. The subtype names the
    /// edge that comes toward the viewer: `.fromLeft` the left edge, `.fromTop`
    /// the top edge of the screen (y-down: the bounds' minimum y).
    package static let flip = CATransitionType(rawValue: "oglFlip")
    /// Apple's undocumented page curl ("pageCurl", UIKit's `.transitionCurlUp`):
    /// the old content curls up from the bottom edge, revealing the new.
    package static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// Apple's undocumented page uncurl ("pageUnCurl", UIKit's
    /// `.transitionCurlDown`): the new content uncurls down from the top over the old.
    package static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The 3D pictures of the flip and curl transitions, drawn into a
/// transition's offscreen (`drawTransition`): `old` and `new` are the two
/// pictures mapped to offscreen pixels (their pixmap and the map from its
/// pixels to the offscreen's, before any margin), `size` the bounds in
/// offscreen pixels, `margin` where the bounds start in the result.
struct TransitionPicture3D {
    let old: (pixmap: Pixmap, scale: Double)
    let new: Pixmap
    let size: (width: Double, height: Double)
    let margin: (x: Double, y: Double)

    /// The eye's distance from the plane, in units of the size along the
    /// flip: twice the width for a flip about the vertical axis. Apple does
    /// not document its perspective; at this distance the near edge of a
    /// quarter-turned picture is a third taller than the far one.
    static let eyeDistanceFactor = 2.0

    /// How far (offscreen pixels, each side) a flip's picture reaches beyond
    /// the bounds across the flip axis: the near edge grows by
    /// d / (d − w/2) = 4/3, a sixth of the size on each side.
    static func flipMargin(across length: Double) -> Double { (length / 6).rounded(.up) + 1 }

    /// A flip at progress `q`: the old picture turns from 0 to 90° over the
    /// first half, then the new one from −90° to 0 over the second, about the
    /// vertical axis (`.fromLeft`, `.fromRight`) or the horizontal axis
    /// (`.fromTop`, `.fromBottom`), seen in perspective.
    func drawFlip(into result: Canvas, subtype: CATransitionSubtype?, progress q: Double) {
        let aboutVertical = subtype != .fromTop && subtype != .fromBottom
        // Which way the near edge goes: the named edge comes forward.
        let sign: Double = (subtype == .fromRight || subtype == .fromBottom) ? -1 : 1
        let showsOld = q < 0.5
        let angle = (showsOld ? q : q - 1) * .pi * sign
        let w = size.width, h = size.height
        let d = Self.eyeDistanceFactor * (aboutVertical ? w : h)
        var m = CATransform3DMakeTranslation(-w / 2, -h / 2, 0)
        // Row vectors: a rotation by θ about y takes (x, 0, 0) to
        // (x cos θ, 0, −x sin θ), so θ > 0 brings x < 0 (the left edge)
        // toward the viewer (+z); about x, (0, y, 0) goes to
        // (0, y cos θ, y sin θ), so θ < 0 brings y < 0 (the top edge, y-down) forward.
        m = CATransform3DConcat(m, aboutVertical ? CATransform3DMakeRotation(angle, 0, 1, 0)
                                                 : CATransform3DMakeRotation(-angle, 1, 0, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / d
        m = CATransform3DConcat(m, perspective)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(w / 2 + margin.x, h / 2 + margin.y, 0))
        let toResult = ProjectiveTransform(m)
        if showsOld {
            let s = old.scale
            result.drawPixmap(old.pixmap, projective: ProjectiveTransform.scale(s, s).concatenating(toResult),
                              quality: .bilinear)
        } else {
            result.drawPixmap(new, projective: toResult, quality: .bilinear)
        }
    }

    /// A page curl at progress `q`: `pageCurl` wraps the old picture, from
    /// its bottom edge, around a cylinder rolling up the page (radius a
    /// tenth of the height) and shows its back as the mirrored picture under
    /// a 70 % white wash, over the new picture; `pageUnCurl` is the same
    /// curl of the new picture run backwards (1 − q) over the old one. Seen
    /// straight on (no perspective), row by row.
    func drawCurl(into result: Canvas, uncurls: Bool, progress q: Double) {
        let (flat, curled): (Pixmap, Pixmap) = uncurls ? (scaledOld(), new) : (new, scaledOld())
        let p = uncurls ? 1 - q : q
        let w = size.width, h = size.height
        result.drawPixmap(flat, transform: .translation(margin.x, margin.y), quality: .bilinear)
        let r = max(h / 10, 1)
        // The line where the page leaves the plane, from the bottom edge
        // (p = 0) to above the top (p = 1), so that the page has left.
        let line = h - p * (h + .pi * r)
        let paint = Paint(shader: .image(ImagePattern(image: curled, quality: .bilinear)))
        let wash = Paint(color: Color(red: 1, green: 1, blue: 1, alpha: 0.7))
        let rows = Int(h.rounded(.up))
        // Front rows first (flat part, then the cylinder's near side), then
        // the back side, which lies over them.
        var back: [(row: Int, y: Double, height: Double)] = []
        for j in 0..<rows {
            let y0 = Double(j), y1 = min(Double(j + 1), h)
            let (a0, b0) = curlPosition(y0, line: line, radius: r)
            let (a1, b1) = curlPosition(y1, line: line, radius: r)
            if b0 && b1 {
                back.append((j, min(a0, a1), abs(a1 - a0)))
                continue
            }
            let top = min(a0, a1), height = abs(a1 - a0)
            guard height > 1e-6, top + height > -1, top < h + 1 else { continue }
            let t = Transform(a: 1, b: 0, c: 0, d: height / (y1 - y0), tx: margin.x, ty: margin.y + top - y0 * height / (y1 - y0))
            result.fillRect(Rect(x: 0, y: y0, width: w, height: y1 - y0), paint: paint, transform: t)
        }
        for (j, top, height) in back.reversed() where height > 1e-6 {
            let y0 = Double(j), y1 = min(Double(j + 1), h)
            let t = Transform(a: 1, b: 0, c: 0, d: height / (y1 - y0), tx: margin.x, ty: margin.y + top - y0 * height / (y1 - y0))
            result.fillRect(Rect(x: 0, y: y0, width: w, height: y1 - y0), paint: paint, transform: t)
            result.fillRect(Rect(x: margin.x, y: margin.y + top, width: w, height: height), paint: wash)
        }
    }

    /// Where page row `y` shows when the page leaves the plane at `line` and
    /// wraps around a cylinder of radius `r`: the screen y, and whether the
    /// row shows its back (past half a turn).
    private func curlPosition(_ y: Double, line: Double, radius r: Double) -> (Double, Bool) {
        guard y > line else { return (y, false) }
        let s = y - line
        if s <= .pi * r {
            let alpha = s / r
            return (line + r * sin(alpha), alpha > .pi / 2)
        }
        return (line - (s - .pi * r), true)
    }

    /// The old picture resampled to offscreen pixels (the curl draws rows of
    /// both pictures with one mapping).
    private func scaledOld() -> Pixmap {
        guard old.scale != 1, let canvas = try? Canvas(width: Int(size.width.rounded(.up)),
                                                        height: Int(size.height.rounded(.up))) else { return old.pixmap }
        canvas.drawPixmap(old.pixmap, transform: Transform(a: old.scale, b: 0, c: 0, d: old.scale, tx: 0, ty: 0),
                          quality: .bilinear)
        return canvas.pixmap
    }
}
