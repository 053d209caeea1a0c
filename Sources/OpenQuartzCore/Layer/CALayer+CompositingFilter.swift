import Foundation
import Raster

/// The filter names `CALayer.compositingFilter` accepts, resolved to a Raster
/// blend mode once — when the property is set and when the layer's values
/// are captured at a commit — never per frame.
///
/// Apple takes a Core Image filter (macOS) or, on iOS, a filter's name as a
/// string. Accepted here, as strings:
/// - the blend-mode names: `"normalBlendMode"`, `"multiplyBlendMode"`,
///   `"screenBlendMode"`, `"overlayBlendMode"`, `"darkenBlendMode"`,
///   `"lightenBlendMode"`, `"colorDodgeBlendMode"`, `"colorBurnBlendMode"`,
///   `"softLightBlendMode"`, `"hardLightBlendMode"`, `"differenceBlendMode"`,
///   `"exclusionBlendMode"`, `"hueBlendMode"`, `"saturationBlendMode"`,
///   `"colorBlendMode"`, `"luminosityBlendMode"`;
/// - the compositing names: `"sourceOverCompositing"`, `"sourceInCompositing"`,
///   `"sourceOutCompositing"`, `"sourceAtopCompositing"`,
///   `"additionCompositing"` (Core Image's, plus-lighter), and — not Core
///   Image filters, accepted for the matching `CGBlendMode`s —
///   `"destinationOverCompositing"`, `"destinationInCompositing"`,
///   `"destinationOutCompositing"`, `"destinationAtopCompositing"`,
///   `"xorCompositing"`;
/// - `"plusLighter"`/`"plusL"` and `"plusDarker"`/`"plusD"` (the names
///   Apple's Core Animation uses for those two);
/// - every name above with Core Image's `CI` prefix and a capital first
///   letter (`"CIMultiplyBlendMode"`).
///
/// Anything else — an unknown name, a value that is not a string — is
/// reported once per layer and value, and the layer is drawn source-over.
enum CompositingFilterNames {
    /// Name → mode, built once.
    private static let modes: [String: BlendMode] = {
        var table: [String: BlendMode] = [
            "normalBlendMode": .sourceOver, "multiplyBlendMode": .multiply, "screenBlendMode": .screen,
            "overlayBlendMode": .overlay, "darkenBlendMode": .darken, "lightenBlendMode": .lighten,
            "colorDodgeBlendMode": .colorDodge, "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight,
            "hardLightBlendMode": .hardLight, "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion,
            "hueBlendMode": .hue, "saturationBlendMode": .saturation, "colorBlendMode": .color,
            "luminosityBlendMode": .luminosity,
            "sourceOverCompositing": .sourceOver, "sourceInCompositing": .sourceIn, "sourceOutCompositing": .sourceOut,
            "sourceAtopCompositing": .sourceAtop, "additionCompositing": .plusLighter,
            "destinationOverCompositing": .destinationOver, "destinationInCompositing": .destinationIn,
            "destinationOutCompositing": .destinationOut, "destinationAtopCompositing": .destinationAtop,
            "xorCompositing": .xor,
            "plusLighter": .plusLighter, "plusDarker": .plusDarker,
        ]
        for (name, mode) in table { table["CI" + name.prefix(1).uppercased() + name.dropFirst()] = mode }
        table["plusL"] = .plusLighter
        table["plusD"] = .plusDarker
        return table
    }()

    /// The blend mode an animation's value of `compositingFilter` names, for
    /// a frame (no diagnostic: the compiler reports bad values once): nil or
    /// `NSNull` is source-over, a known name its mode, a `BlendMode` itself
    /// (the value an animation reads from a frame's values); anything else
    /// nil — the frame keeps its committed mode, as other discrete
    /// properties ignore values of the wrong kind. Only layers animating
    /// their compositing filter pay this lookup.
    static func blendMode(ofAnimated value: AnimatableValue) -> BlendMode? {
        switch value {
        case .null: return .sourceOver
        case .discrete(let d):
            if let mode = d.value as? BlendMode { return mode }
            return (d.value as? String).flatMap { modes[$0] }
        default: return nil
        }
    }

    /// Reports, once per layer and value, the values of a `compositingFilter`
    /// animation that name no supported filter (what `blendMode(of:layer:)`
    /// reports for a model value); a frame keeps its committed mode there.
    static func checkAnimatedValues(_ values: [AnimatableValue], layer: CALayer) {
        for case .discrete(let d) in values { _ = blendMode(of: d.value, layer: layer) }
    }

    /// The blend mode `filter` names: `.sourceOver` for nil and, with one
    /// diagnostic about `layer`, for a value that names no supported filter.
    static func blendMode(of filter: Any?, layer: CALayer) -> BlendMode {
        guard let filter else { return .sourceOver }
        guard let name = filter as? String else {
            CADiagnostics.reportOnce("CALayer.compositingFilter: a \(type(of: filter)) is not a filter name (Core Image "
                                     + "filter objects are not supported); drawing source-over", about: layer)
            return .sourceOver
        }
        if let mode = modes[name] { return mode }
        CADiagnostics.reportOnce("CALayer.compositingFilter: unknown filter \"\(name)\"; drawing source-over", about: layer)
        return .sourceOver
    }
}
