import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Draws `root`'s model values (no clock involved) into a new transparent
/// pixmap of its bounds' size times `scale`, the bounds' origin at the
/// top-left pixel — what `render(in:)` does into a flipped context.
@MainActor func renderModel(_ root: CALayer, scale: Double = 1) -> Pixmap {
    let w = Int((Double(root.bounds.width) * scale).rounded(.up)), h = Int((Double(root.bounds.height) * scale).rounded(.up))
    let canvas = try! Canvas(width: max(w, 1), height: max(h, 1))
    let base = ProjectiveTransform.translation(-Double(root.bounds.minX), -Double(root.bounds.minY))
        .concatenating(.scale(scale, scale))
    Compositor(time: nil).render(root, into: canvas, base: base, includeRootGeometry: false)
    return canvas.pixmap
}

/// `root`'s tree drawn by `compositor` in `root`'s own coordinates onto a
/// `width × height` canvas cleared to pale yellow: the frames the cache and
/// culling switch tests compare between two compositors.
@MainActor func compositorFrame(_ root: CALayer, _ compositor: Compositor, width: Int = 150, height: Int = 110) -> Pixmap {
    let canvas = try! Canvas(width: width, height: height)
    canvas.clear(Raster.Color(red: 1, green: 1, blue: 0.9))
    compositor.render(root, into: canvas, base: .identity, includeRootGeometry: false)
    return canvas.pixmap
}

/// A layer at `frame` with a background rounded by `radius`: red `red`,
/// green 0.5, blue 0.8, alpha `alpha`.
@MainActor func roundedBox(_ frame: CGRect, _ radius: CGFloat, red: Double, alpha: CGFloat = 0.9) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = CGColor(red: red, green: 0.5, blue: 0.8, alpha: alpha)
    l.cornerRadius = radius
    return l
}

/// A layer with a frame and a background colour.
@MainActor func solidLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

let opaqueRed = Pixel(r: 255, g: 0, b: 0, a: 255)
let opaqueGreen = Pixel(r: 0, g: 255, b: 0, a: 255)
let opaqueBlue = Pixel(r: 0, g: 0, b: 255, a: 255)
let clearPixel = Pixel(r: 0, g: 0, b: 0, a: 0)

/// An image whose left half is red and right half blue (or one colour), `w × h` pixels.
func splitImage(_ w: Int, _ h: Int, left: Pixel = opaqueRed, right: Pixel = opaqueBlue) -> CGImage {
    var p = try! Pixmap(width: w, height: h)
    for y in 0..<h { for x in 0..<w { p.setPixel(x: x, y: y, x < w / 2 ? left : right) } }
    return CGImage(pixmap: p, space: CGColorSpaceCreateDeviceRGB())
}

/// Whether every channel of `a` is within `tol` of `b`.
func close(_ a: Pixel?, _ b: Pixel, _ tol: Int = 1) -> Bool {
    guard let a else { return false }
    return abs(Int(a.r) - Int(b.r)) <= tol && abs(Int(a.g) - Int(b.g)) <= tol
        && abs(Int(a.b) - Int(b.b)) <= tol && abs(Int(a.a) - Int(b.a)) <= tol
}

/// The number of pixels whose alpha is above `threshold`.
func coveredCount(_ p: Pixmap, threshold: UInt8 = 127) -> Int {
    var n = 0
    for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y)!.a > threshold { n += 1 } }
    return n
}

/// Writes `p` as a binary PPM (RGB over black) when the environment variable
/// `OQC_DEBUG_IMAGES` names a directory: for looking at a failing render.
func debugDump(_ p: Pixmap, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["OQC_DEBUG_IMAGES"] else { return }
    var bytes = Array("P6\n\(p.width) \(p.height)\n255\n".utf8)
    for y in 0..<p.height { for x in 0..<p.width { let q = p.pixel(x: x, y: y)!; bytes += [q.r, q.g, q.b] } }
    _ = FileManager.default.createFile(atPath: "\(dir)/\(name).ppm", contents: Data(bytes))
}

/// The summed alpha of all pixels, in pixels (exact-area coverage).
func coverage(_ p: Pixmap) -> Double {
    var sum = 0
    for y in 0..<p.height { for x in 0..<p.width { sum += Int(p.pixel(x: x, y: y)!.a) } }
    return Double(sum) / 255
}

/// A star-shaped path of ten points around (`r`, `r`).
func starPath(_ r: Double) -> CGMutablePath {
    let path = CGMutablePath()
    for k in 0..<10 {
        let angle = Double(k) * Double.pi / 5 - Double.pi / 2, rr = k % 2 == 0 ? r : r * 0.45
        let p = CGPoint(x: r + rr * cos(angle), y: r + rr * sin(angle))
        if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
}
