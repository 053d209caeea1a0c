import Testing
import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// A check of a golden frame worked out from the scene's own math, never
/// from the golden: the colour of every (or of some) pixel of an area given
/// in scene points. A zero-sized area is the one pixel holding the point.
struct FrameProbe: Sendable {
    enum Mode: Sendable { case every, some }
    let what: String
    let area: CGRect
    let mode: Mode
    let test: @Sendable (Pixel) -> Bool

    /// Every pixel of `area` (or the pixel at a point) is `expected`, each
    /// channel within `tolerance`.
    static func colour(_ what: String, _ area: CGRect, _ expected: Pixel, tolerance: Int = 2) -> FrameProbe {
        FrameProbe(what: "\(what): \(expected) ± \(tolerance)", area: area, mode: .every) { close($0, expected, tolerance) }
    }

    /// Some pixel of `area` is `expected` (a thin or dashed line crosses it).
    static func touches(_ what: String, _ area: CGRect, _ expected: Pixel, tolerance: Int = 2) -> FrameProbe {
        FrameProbe(what: "\(what): some pixel \(expected) ± \(tolerance)", area: area, mode: .some) { close($0, expected, tolerance) }
    }

    private static func close(_ p: Pixel, _ e: Pixel, _ tolerance: Int) -> Bool {
        abs(Int(p.r) - Int(e.r)) <= tolerance && abs(Int(p.g) - Int(e.g)) <= tolerance
            && abs(Int(p.b) - Int(e.b)) <= tolerance && abs(Int(p.a) - Int(e.a)) <= tolerance
    }

    /// The pixel holding `point` is `expected`.
    static func colour(_ what: String, at point: CGPoint, _ expected: Pixel, tolerance: Int = 2) -> FrameProbe {
        colour(what, CGRect(origin: point, size: .zero), expected, tolerance: tolerance)
    }

    /// The pixels of `area` in scene points at `scale`, clipped to the frame.
    func pixels(_ frame: Pixmap, scale: Double) -> [(Int, Int)] {
        let x0 = Int((area.minX * scale).rounded(.down)), y0 = Int((area.minY * scale).rounded(.down))
        let x1 = max(x0, Int((area.maxX * scale).rounded(.up)) - 1), y1 = max(y0, Int((area.maxY * scale).rounded(.up)) - 1)
        let lx = max(0, x0), hx = min(frame.width, x1 + 1), ly = max(0, y0), hy = min(frame.height, y1 + 1)
        guard lx < hx, ly < hy else { return [] }   // outside the frame
        return (ly..<hy).flatMap { y in (lx..<hx).map { x in (x, y) } }
    }

    /// Records an issue unless the frame passes.
    func check(_ frame: Pixmap, scale: Double, id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let points = pixels(frame, scale: scale)
        guard !points.isEmpty else {
            Issue.record("\(id): \(what): the area \(area) is outside the frame", sourceLocation: sourceLocation)
            return
        }
        switch mode {
        case .every:
            if let (x, y) = points.first(where: { !test(frame.pixel(x: $0.0, y: $0.1)!) }) {
                Issue.record("\(id): \(what) — pixel (\(x), \(y)) is \(frame.pixel(x: x, y: y)!)", sourceLocation: sourceLocation)
            }
        case .some:
            if !points.contains(where: { test(frame.pixel(x: $0.0, y: $0.1)!) }) {
                Issue.record("\(id): \(what) — no pixel of \(points.count) passes", sourceLocation: sourceLocation)
            }
        }
    }
}

/// An opaque sRGB colour as the renderer stores it (8 bits, rounded).
func rgb(_ r: Double, _ g: Double, _ b: Double) -> Pixel {
    Pixel(r: UInt8((r * 255).rounded()), g: UInt8((g * 255).rounded()), b: UInt8((b * 255).rounded()), a: 255)
}

/// `top` at `alpha` over opaque `bottom` (source-over), rounded.
func mix(_ top: Pixel, over bottom: Pixel, _ alpha: Double) -> Pixel {
    func c(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * alpha + Double(b) * (1 - alpha)).rounded()) }
    return Pixel(r: c(top.r, bottom.r), g: c(top.g, bottom.g), b: c(top.b, bottom.b), a: 255)
}

/// `center + offset` turned by `angle` about `center` (y down: positive turns clockwise on screen).
func turned(_ center: CGPoint, _ offset: CGPoint, _ angle: Double) -> CGPoint {
    CGPoint(x: center.x + offset.x * cos(angle) - offset.y * sin(angle),
            y: center.y + offset.x * sin(angle) + offset.y * cos(angle))
}

/// A square of `side` points centred on `point`.
func around(_ point: CGPoint, _ side: CGFloat = 4) -> CGRect {
    CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
}

/// The point at `fraction` of the arc length of the cubic Bézier `p`,
/// found by summing 4,000 chords (independent of the renderer's pacing).
func pacedPoint(_ p: [CGPoint], _ fraction: Double) -> CGPoint {
    func at(_ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x, y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
    }
    let n = 4000
    var lengths = [0.0]
    for i in 1...n {
        let a = at(Double(i - 1) / Double(n)), b = at(Double(i) / Double(n))
        lengths.append(lengths[i - 1] + hypot(b.x - a.x, b.y - a.y))
    }
    let target = fraction * lengths[n]
    let i = lengths.firstIndex { $0 >= target } ?? n
    return at(Double(i) / Double(n))
}

/// The independent probes of every golden frame (GoldenFrameTests), keyed
/// like the goldens: `SCENE@TIME`. Colours are the scenes' own sRGB values
/// written out again; positions and opacities come from each animation's
/// timing at the golden time.
enum GoldenFrameProbes {
    // The scenes' colours (Sources/Gallery/Art/Palette.swift), restated.
    static let paper = rgb(0.95, 0.94, 0.91), night = rgb(0.07, 0.09, 0.18), ink = rgb(0.15, 0.15, 0.18)
    static let red = rgb(0.86, 0.16, 0.16), orange = rgb(0.98, 0.55, 0.12), yellow = rgb(0.99, 0.84, 0.20)
    static let green = rgb(0.20, 0.70, 0.33), teal = rgb(0.10, 0.65, 0.70), blue = rgb(0.16, 0.38, 0.86)
    static let purple = rgb(0.55, 0.27, 0.80), white = rgb(1, 1, 1), black = rgb(0, 0, 0)
    static let sky = rgb(0.35, 0.65, 0.92), loginGreen = rgb(0.63, 0.84, 0.35)

    /// Every table of probes: the layer scenes' below, then one line per
    /// table kept in its own file (GoldenFrameProbes+NAME.swift).
    static let all: [String: [FrameProbe]] = layerSceneProbes
        .merging(tutorialViewProbes) { first, _ in first }
        .merging(bahamaAirProbes) { first, _ in first }
        .merging(animatorProbes) { first, _ in first }
        .merging(dynamicsProbes) { first, _ in first }
        .merging(tiledLayerProbes) { first, _ in first }
        .merging(lottieProbes) { first, _ in first }
        .merging(lottieShapeProbes) { first, _ in first }
        .merging(layerFeatureProbes) { first, _ in first }
        .merging(attributedTextProbes) { first, _ in first }
        .merging(rasterizeCornerProbes) { first, _ in first }

    static let layerSceneProbes: [String: [FrameProbe]] = [
        "implicit-arrow@0.625": arrow(at: CGPoint(x: 200, y: 150), angle: .pi / 8, red, "half of the default linear 0.25 s: π/8"),
        "implicit-arrow@2.8": arrow(at: CGPoint(x: 200, y: 150), angle: .pi / 2 + Expected.clunk(0.5) * .pi / 4, red,
                                    "half of 0.8 s on the clunk curve"),
        "grow-from-point@1.5": growFromPoint,
        "explicit-rotation@0.9": explicitRotation,
        "explicit-thickness@1": explicitThickness,
        "spring-drop@0.75": springDrop,
        "pop-in@0.625": popIn,
        "layer-push@1.5": layerPush,
        "sprite-flip-book@0.2": flipBook(mouthOpenBeyond20Degrees: false),
        "sprite-flip-book@0.6": flipBook(mouthOpenBeyond20Degrees: true),
        "frozen-morph@1.5": frozenMorph,
        "display-link-flash@0.75": flashHalfWay,
        "display-link-flash@1.25": flashOver,
        "emitter-progression@5": emitter(nozzleGrey: true),
        "emitter-progression@13": emitter(nozzleGrey: false),
        "sailing-boat@1.125": boat(local: 0.875),
        "sailing-boat@3.375": boat(local: 3.125),
        "audio-ramp@3.5": audioRamp,
        "clockface-redraw@2.5": clockRedraw,
        "clockface-sublayers@0.625": clockSublayers,
        "showcase@1": showcase(at: 1),
        "showcase@2.5": showcase(at: 2.5),
        "showcase@4.5": showcase(at: 4.5),
        "tutorials-avatar-morph@1.5": avatarMorph,
        "tutorials-balloon@3": balloon,
        "tutorials-fly-in@0.55": flyIn,
        "tutorials-iris@4": iris,
        "tutorials-login-group@0.8": loginGroup,
        "tutorials-refresh@2": refresh,
        "tutorials-shimmer@1.5": shimmer,
        "tutorials-snow@6": snow,
    ].merging(viewSceneProbes) { own, _ in own }
}
