import Foundation

/// A layer or group transform (`ks` of a layer, `tr` of a shape group).
///
/// The matrix it stands for, applied to a point of the layer:
/// translate(position) · rotate(rotation) · skew · scale(scale / 100) · translate(−anchor).
public struct LottieTransform: Sendable, Equatable {
    /// The position (`p`); nil when split into `positionX`/`positionY`.
    public var position: LottieVectorProperty? = .fixed([0, 0])
    /// The x of a split position (`p.x` with `p.s` true).
    public var positionX: LottieVectorProperty?
    /// The y of a split position.
    public var positionY: LottieVectorProperty?
    /// The anchor point (`a`), in the layer's own coordinates.
    public var anchor: LottieVectorProperty = .fixed([0, 0])
    /// The scale in percent (`s`), per axis.
    public var scale: LottieVectorProperty = .fixed([100, 100])
    /// The rotation in degrees, clockwise (`r`, or `rz`).
    public var rotation: LottieVectorProperty = .fixed([0])
    /// The opacity, 0…100 (`o`).
    public var opacity: LottieVectorProperty = .fixed([100])
    /// The skew in degrees (`sk`).
    public var skew: LottieVectorProperty = .fixed([0])
    /// The axis of the skew in degrees (`sa`).
    public var skewAxis: LottieVectorProperty = .fixed([0])

    /// The identity transform at full opacity.
    public init() {}
}

/// The kind of a layer (`ty`).
public enum LottieLayerKind: Sendable, Equatable {
    /// `ty` 0: another composition (an asset), with its own time.
    case precomposition(referenceID: String, size: CGSize)
    /// `ty` 1: a rectangle of one colour.
    case solid(color: [Double], size: CGSize)
    /// `ty` 2: an image asset.
    case image(referenceID: String)
    /// `ty` 3: nothing drawn; a transform for children.
    case null
    /// `ty` 4: vector shapes.
    case shape([LottieShapeItem])
}

/// A layer mask (`masksProperties` entry).
public struct LottieMask: Sendable, Equatable {
    /// How the mask combines with the masks before it (`mode`).
    public enum Mode: String, Sendable, Equatable {
        /// "a": adds its area.
        case add = "a"
        /// "s": removes its area.
        case subtract = "s"
        /// "i": keeps only the overlap.
        case intersect = "i"
        /// "l": lighten.
        case lighten = "l"
        /// "d": darken.
        case darken = "d"
        /// "f": difference.
        case difference = "f"
        /// "n": no effect.
        case none = "n"
    }
    /// How the mask combines (`mode`).
    public var mode: Mode
    /// The outline (`pt`), in the layer's coordinates.
    public var outline: LottieShapeProperty
    /// Opacity 0…100 (`o`).
    public var opacity: LottieVectorProperty
    /// Whether the outside is kept instead (`inv`).
    public var inverted: Bool
    /// Outward growth of the outline in points (`x`).
    public var expansion: LottieVectorProperty
    /// Where the mask is in the file.
    public var location: LottieJSONPath
}

/// How a layer is matted by another (`tt`).
public enum LottieMatteMode: Int, Sendable, Equatable {
    /// `tt` 1: shown where the matte is opaque.
    case alpha = 1
    /// `tt` 2: shown where the matte is transparent.
    case alphaInverted = 2
    /// `tt` 3: shown where the matte is bright.
    case luma = 3
    /// `tt` 4: shown where the matte is dark.
    case lumaInverted = 4
}

/// One layer of a composition.
public struct LottieLayer: Sendable, Equatable {
    /// The name (`nm`), for diagnostics.
    public var name: String
    /// The index other layers name as `parent` (`ind`).
    public var index: Int?
    /// The `ind` of the layer whose transform this one inherits.
    public var parentIndex: Int?
    /// What the layer draws.
    public var kind: LottieLayerKind
    /// The transform (`ks`).
    public var transform: LottieTransform
    /// The first frame the layer shows (`ip`), in its composition's frames.
    public var inPoint: Double
    /// The frame the layer stops showing at (`op`, excluded).
    public var outPoint: Double
    /// The composition frame at which the layer's own time is 0 (`st`).
    public var startTime: Double
    /// Time stretch (`sr`): layer frames last `sr` composition frames.
    public var timeStretch: Double
    /// Whether the layer turns along its position path (`ao`).
    public var autoOrient: Bool
    /// Whether the layer is hidden (`hd`).
    public var isHidden: Bool
    /// Time remapping of a precomposition (`tm`), in seconds of its own time.
    public var timeRemap: LottieVectorProperty?
    /// Where the layer is in the file, for diagnostics while building.
    public var path: LottieJSONPath
    /// The layer's masks, in order.
    public var masks: [LottieMask] = []
    /// How the layer is matted (`tt`), if it is.
    public var matteMode: LottieMatteMode?
    /// The `ind` of the matte layer (`tp`); nil: the layer listed just before.
    public var matteParent: Int?
    /// Whether the layer is a matte for another (`td`): it is not drawn itself.
    public var isMatteSource = false

    /// A layer from its fields.
    public init(name: String, index: Int?, parentIndex: Int?, kind: LottieLayerKind, transform: LottieTransform,
                inPoint: Double, outPoint: Double, startTime: Double = 0, timeStretch: Double = 1,
                autoOrient: Bool = false, isHidden: Bool = false, timeRemap: LottieVectorProperty? = nil,
                path: LottieJSONPath = .root) {
        self.name = name
        self.index = index
        self.parentIndex = parentIndex
        self.kind = kind
        self.transform = transform
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.startTime = startTime
        self.timeStretch = timeStretch
        self.autoOrient = autoOrient
        self.isHidden = isHidden
        self.timeRemap = timeRemap
        self.path = path
    }
}

/// An asset: a composition other layers refer to, or an image.
public enum LottieAsset: Sendable, Equatable {
    /// A precomposition's layers.
    case composition(id: String, layers: [LottieLayer])
    /// An image: embedded data (`data:` URL decoded) or a file name beside the JSON.
    case image(id: String, size: CGSize, embedded: Data?, fileName: String?)

    /// The `id` other layers refer to.
    public var id: String {
        switch self {
        case .composition(let id, _), .image(let id, _, _, _): return id
        }
    }
}

/// A whole Lottie file: the main composition and its assets.
public struct LottieComposition: Sendable, Equatable {
    /// The composition's size (`w`, `h`) in points.
    public var size: CGSize
    /// Frames per second (`fr`).
    public var frameRate: Double
    /// The first frame (`ip`).
    public var inPoint: Double
    /// The end frame (`op`): playback runs from `ip` to `op`.
    public var outPoint: Double
    /// The top-level layers, first drawn on top (the file's order).
    public var layers: [LottieLayer]
    /// Precompositions and images, by `id`.
    public var assets: [String: LottieAsset]

    /// A composition from its fields.
    public init(size: CGSize, frameRate: Double, inPoint: Double, outPoint: Double,
                layers: [LottieLayer], assets: [String: LottieAsset] = [:]) {
        self.size = size
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.layers = layers
        self.assets = assets
    }

    /// The playing time, (`op` − `ip`) / `fr` seconds.
    public var duration: Double { (outPoint - inPoint) / frameRate }
}
