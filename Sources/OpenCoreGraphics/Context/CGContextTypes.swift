import Foundation
import Raster

/// The shape at the open ends of stroked lines, Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// Squared off at the end point (the default).
    case butt = 0
    /// A half disc past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2

    var raster: LineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

/// The shape of corners of stroked paths, Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A sharp corner, beveled past the miter limit (the default).
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A cut-off corner.
    case bevel = 2

    var raster: LineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}

/// How `CGContext.drawPath(using:)` paints the current path, Core Graphics'
/// `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
    /// Fill with the non-zero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// How images are sampled when drawn scaled, Core Graphics' `CGInterpolationQuality`.
///
/// OpenCoreGraphics has two filters: `.none` samples the nearest pixel; every
/// other value interpolates bilinearly (Apple uses better filters for `.high`).
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
    /// The context's default (bilinear here).
    case `default` = 0
    /// No interpolation: nearest pixel.
    case none = 1
    /// Low quality (bilinear here).
    case low = 2
    /// High quality (bilinear here).
    case high = 3
    /// Medium quality (bilinear here).
    case medium = 4
}

/// How painted colour combines with the context's pixels, Core Graphics'
/// `CGBlendMode`, with Apple's raw values.
///
/// Every mode is rendered, on premultiplied pixels: the Porter–Duff modes
/// as Apple documents them, the blend modes (`multiply` … `luminosity`) with
/// the W3C *Compositing and Blending Level 1* formulas (the PDF blend modes
/// Apple's documentation refers to, restated for premultiplied colour).
/// `plusDarker` is documented by Apple only for opaque pixels; Raster's
/// `BlendMode.plusDarker` says how translucent ones combine.
public enum CGBlendMode: Int32, Sendable, Hashable {
    /// Source over destination.
    case normal = 0
    /// Source × destination.
    case multiply = 1
    /// Inverse of multiplying the inverses.
    case screen = 2
    /// Multiply or screen by destination.
    case overlay = 3
    /// The darker of source and destination.
    case darken = 4
    /// The lighter of source and destination.
    case lighten = 5
    /// Brightens the destination.
    case colorDodge = 6
    /// Darkens the destination.
    case colorBurn = 7
    /// Soft light.
    case softLight = 8
    /// Hard light.
    case hardLight = 9
    /// Absolute difference.
    case difference = 10
    /// Exclusion.
    case exclusion = 11
    /// Source hue.
    case hue = 12
    /// Source saturation.
    case saturation = 13
    /// Source hue and saturation.
    case color = 14
    /// Source luminosity.
    case luminosity = 15
    /// R = 0.
    case clear = 16
    /// R = S.
    case copy = 17
    /// R = S·Da.
    case sourceIn = 18
    /// R = S·(1 − Da).
    case sourceOut = 19
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop = 20
    /// R = S·(1 − Da) + D.
    case destinationOver = 21
    /// R = D·Sa.
    case destinationIn = 22
    /// R = D·(1 − Sa).
    case destinationOut = 23
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop = 24
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor = 25
    /// R = max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker = 26
    /// R = min(1, S + D).
    case plusLighter = 27

    /// The Raster operator.
    var raster: BlendMode {
        switch self {
        case .normal: return .sourceOver
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .clear: return .clear
        case .copy: return .copy
        case .sourceIn: return .sourceIn
        case .sourceOut: return .sourceOut
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationIn: return .destinationIn
        case .destinationOut: return .destinationOut
        case .destinationAtop: return .destinationAtop
        case .xor: return .xor
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}

extension CGColor {
    /// The colour as a Raster colour (straight components; gray expands to RGB).
    package var rasterColor: Raster.Color {
        let c = rgba
        return Raster.Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}

extension CGAffineTransform {
    /// The same matrix as a Raster transform.
    package var raster: Transform { Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension CGPathStorage {
    /// The elements as a Raster path, each point mapped through `t`.
    package func rasterPath(_ t: CGAffineTransform = .identity) -> Raster.Path {
        var out = Raster.Path()
        var i = 0
        @inline(__always) func pt(_ k: Int) -> Raster.Point {
            let p = points[k].applying(t)
            return Raster.Point(x: p.x, y: p.y)
        }
        for kind in kinds {
            switch kind {
            case .moveToPoint: out.move(to: pt(i)); i += 1
            case .addLineToPoint: out.line(to: pt(i)); i += 1
            case .addQuadCurveToPoint: out.quad(to: pt(i + 1), control: pt(i)); i += 2
            case .addCurveToPoint: out.cubic(to: pt(i + 2), control1: pt(i), control2: pt(i + 1)); i += 3
            case .closeSubpath: out.close()
            }
        }
        return out
    }
}
