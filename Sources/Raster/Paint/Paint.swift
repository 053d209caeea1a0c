/// What a drawing call paints with: a shader (where the colour comes from),
/// a blend mode and a global alpha.
public struct Paint: Sendable {
    /// The source of colour.
    public var shader: Shader
    /// How the source combines with the pixmap.
    public var blendMode: BlendMode
    /// A global opacity in 0…1, multiplied into the source colour.
    public var alpha: Double

    /// A paint from any shader.
    public init(shader: Shader, blendMode: BlendMode = .sourceOver, alpha: Double = 1) {
        self.shader = shader; self.blendMode = blendMode; self.alpha = alpha
    }

    /// A solid-colour paint.
    public init(color: Color, blendMode: BlendMode = .sourceOver, alpha: Double = 1) {
        self.init(shader: .solid(color), blendMode: blendMode, alpha: alpha)
    }
}

/// The source of colour of a paint.
public enum Shader: Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// Colour varying along a line.
    case linearGradient(LinearGradient)
    /// Colour varying between two circles (two-point conical).
    case radialGradient(RadialGradient)
    /// Colour varying with the angle around a centre (sweep).
    case conicGradient(ConicGradient)
    /// A pixmap drawn through a transform.
    case image(ImagePattern)
}
