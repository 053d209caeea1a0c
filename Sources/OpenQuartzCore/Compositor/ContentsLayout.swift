import Foundation
import Raster

/// Where a layer's contents go: `contentsGravity` placement and the
/// `contentsCenter` nine-slice.
enum ContentsLayout {
    /// The rectangle (layer coordinates, y down) that contents of `size`
    /// points fill inside `bounds` under `gravity`.
    ///
    /// As on iOS, the vertical gravity names assume Core Animation's y-up
    /// convention: in a layer that is not geometry-flipped, `.top` puts the
    /// contents against the bounds' maximum y — the bottom of the screen — and
    /// `.bottom` against the minimum y (Apple documents that the names follow
    /// the vertical axis; with `isGeometryFlipped` they match the screen).
    /// Unknown gravity values draw as `.resize`.
    static func rect(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, geometryFlipped: Bool) -> CGRect {
        let w = size.width, h = size.height
        let cx = bounds.midX - w / 2, cy = bounds.midY - h / 2
        let maxYEdge = bounds.maxY - h, minYEdge = bounds.minY
        let top = geometryFlipped ? minYEdge : maxYEdge, bottom = geometryFlipped ? maxYEdge : minYEdge
        let left = bounds.minX, right = bounds.maxX - w
        switch gravity {
        case .center: return CGRect(x: cx, y: cy, width: w, height: h)
        case .top: return CGRect(x: cx, y: top, width: w, height: h)
        case .bottom: return CGRect(x: cx, y: bottom, width: w, height: h)
        case .left: return CGRect(x: left, y: cy, width: w, height: h)
        case .right: return CGRect(x: right, y: cy, width: w, height: h)
        case .topLeft: return CGRect(x: left, y: top, width: w, height: h)
        case .topRight: return CGRect(x: right, y: top, width: w, height: h)
        case .bottomLeft: return CGRect(x: left, y: bottom, width: w, height: h)
        case .bottomRight: return CGRect(x: right, y: bottom, width: w, height: h)
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return .zero }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fw = w * s, fh = h * s
            return CGRect(x: bounds.midX - fw / 2, y: bounds.midY - fh / 2, width: fw, height: fh)
        default: return bounds
        }
    }

    /// Whether `gravity` scales the contents (where `contentsCenter` applies).
    static func stretches(_ gravity: CALayerContentsGravity) -> Bool {
        gravity != .center && gravity != .top && gravity != .bottom && gravity != .left && gravity != .right
            && gravity != .topLeft && gravity != .topRight && gravity != .bottomLeft && gravity != .bottomRight
    }

    /// The nine (source, destination) pieces of a `contentsCenter` nine-slice:
    /// the centre rectangle (unit coordinates of the shown source part)
    /// stretches both ways, the edges one way, the corners keep their size in
    /// points (`pixels / scale`), shrunk proportionally when `dest` is smaller
    /// than two corners. Empty pieces are left out.
    static func nineSlice(source: Rect, center: CGRect, dest: Rect, scale: Double) -> [(Rect, Rect)] {
        let c = center.standardized
        let cx0 = min(max(Double(c.minX), 0), 1), cx1 = min(max(Double(c.maxX), cx0), 1)
        let cy0 = min(max(Double(c.minY), 0), 1), cy1 = min(max(Double(c.maxY), cy0), 1)
        // Source columns and rows (image pixels).
        let sx = [source.x, source.x + cx0 * source.width, source.x + cx1 * source.width, source.x + source.width]
        let sy = [source.y, source.y + cy0 * source.height, source.y + cy1 * source.height, source.y + source.height]
        // Destination: fixed corner sizes in points, shrunk to fit.
        var left = abs(sx[1] - sx[0]) / scale, right = abs(sx[3] - sx[2]) / scale
        var top = abs(sy[1] - sy[0]) / scale, bottom = abs(sy[3] - sy[2]) / scale
        if left + right > dest.width, left + right > 0 {
            let k = dest.width / (left + right); left *= k; right *= k
        }
        if top + bottom > dest.height, top + bottom > 0 {
            let k = dest.height / (top + bottom); top *= k; bottom *= k
        }
        let dx = [dest.x, dest.x + left, dest.x + dest.width - right, dest.x + dest.width]
        let dy = [dest.y, dest.y + top, dest.y + dest.height - bottom, dest.y + dest.height]
        var pieces: [(Rect, Rect)] = []
        for j in 0..<3 {
            for i in 0..<3 {
                var src = Rect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                // A zero-size centre stretches the pixels on its line.
                if i == 1 && src.width == 0 { src.width = 1e-3 }
                if j == 1 && src.height == 0 { src.height = 1e-3 }
                let dst = Rect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                if src.width != 0, src.height != 0, dst.width > 0, dst.height > 0 { pieces.append((src, dst)) }
            }
        }
        return pieces
    }
}
