import Foundation

/// The bounds a Lottie file must stay within to be played. Anything past them
/// is cut back with a diagnostic, so a hostile or broken file cannot make
/// loading, building or drawing take unbounded time or memory.
public struct LottieLimits: Sendable, Equatable {
    /// The largest width or height of a composition, solid or precomposition, in points.
    public var maxDimension: Double = 16_384
    /// The highest frame rate (frames per second) accepted.
    public var maxFrameRate: Double = 1_000
    /// The longest composition, in frames (`op` − `ip`).
    public var maxFrameCount: Double = 1_000_000
    /// The most keyframes one property keeps; later ones are dropped.
    public var maxKeyframesPerProperty: Int = 10_000
    /// The most keyframes the whole file keeps; past it, properties keep only their first value.
    public var maxTotalKeyframes: Int = 1_000_000
    /// The most layers one composition keeps.
    public var maxLayersPerComposition: Int = 10_000
    /// The most vertices one Bézier shape keeps.
    public var maxVerticesPerShape: Int = 100_000
    /// The deepest nesting of shape groups, and of precompositions.
    public var maxNestingDepth: Int = 64
    /// The most Lottie layers the layer tree is built for, counting every
    /// copy (each use of a precomposition builds its layers again, and each
    /// parent's transform is copied into its children): past it, layers are
    /// left out. Bounds the tree a small file nesting precompositions can ask for.
    public var maxBuiltLayers: Int = 20_000
    /// The bounds of a dotLottie archive (`.lottie`) and the files read from it.
    public var archive = DotLottieLimits()
    /// The most copies one repeater (`rp`) makes; more are cut with a diagnostic.
    public var maxRepeaterCopies: Int = 1_000

    /// The default limits.
    public init() {}
}
