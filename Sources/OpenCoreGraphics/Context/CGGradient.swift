import Foundation
import Raster

/// Where a gradient draw extends past its end points, Core Graphics'
/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extend the first colour before the start point / start circle.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the last colour past the end point / end circle.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A colour ramp, Core Graphics' `CGGradient`: colours at locations in 0…1,
/// interpolated linearly in straight (unpremultiplied) components.
///
/// Colours are converted to RGB when the gradient is made (gray becomes RGB);
/// there is no colour management, so the space only decides how many
/// components each colour has.
public final class CGGradient: Sendable {
    /// The stops, sorted by location.
    let ramp: Raster.Gradient

    private init(stops: [GradientStop]) { ramp = Raster.Gradient(stops: stops, spread: .pad) }

    /// A gradient from colours (Apple's `CGGradientCreateWithColors`).
    ///
    /// Apple's takes a `CFArray` of colours; ours takes `[CGColor]`. `locations`
    /// needs one value per colour; when nil, the colours are spread evenly
    /// from 0 to 1. Locations outside 0…1 are clamped. Returns nil with a
    /// diagnostic for no colours or a non-finite location.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else {
            cgDiagnostic("CGGradientCreateWithColors: no colours.")
            return nil
        }
        let locs = CGGradient.locations(locations, count: colors.count)
        guard locs.allSatisfy(\.isFinite) else {
            cgDiagnostic("CGGradientCreateWithColors: invalid locations \(locs).")
            return nil
        }
        self.init(stops: zip(colors, locs).map { GradientStop(offset: Double($1), color: $0.rasterColor) })
    }

    /// A gradient from packed components (Apple's `CGGradientCreateWithColorComponents`):
    /// `count` colours of `space.numberOfComponents + 1` values each (colour,
    /// then alpha). Returns nil with a diagnostic for a non-positive `count`,
    /// a space with no components or a non-finite location.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        let n = space.numberOfComponents
        guard count > 0, n == 1 || n == 3 || (n == 4 && space.model == .cmyk) else {
            cgDiagnostic("CGGradientCreateWithColorComponents: invalid count \(count) or colour space \(space).")
            return nil
        }
        let locs = CGGradient.locations(locations, count: count)
        guard locs.allSatisfy(\.isFinite) else {
            cgDiagnostic("CGGradientCreateWithColorComponents: invalid locations \(locs).")
            return nil
        }
        var stops: [GradientStop] = []
        for i in 0..<count {
            let c = components + i * (n + 1)
            let color: Raster.Color
            switch n {
            case 1: color = Raster.Color(red: c[0], green: c[0], blue: c[0], alpha: c[1])
            case 4:
                let v = CMYKConversion.rgb(cyan: Double(c[0]), magenta: Double(c[1]), yellow: Double(c[2]), black: Double(c[3]))
                color = Raster.Color(red: v.red, green: v.green, blue: v.blue, alpha: c[4])
            default: color = Raster.Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            }
            stops.append(GradientStop(offset: Double(locs[i]), color: color))
        }
        self.init(stops: stops)
    }

    private static func locations(_ p: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let p { return Array(UnsafeBufferPointer(start: p, count: count)) }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}
