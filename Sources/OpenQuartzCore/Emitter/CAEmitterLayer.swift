import Foundation

/// The shape particles are emitted from (`CAEmitterLayerEmitterShape`).
/// Sizes follow Apple's documentation: `line` runs along x over
/// `emitterSize.width`; `rectangle` is `emitterSize` centred on
/// `emitterPosition`; `cuboid` adds `emitterDepth` along z; `circle` and
/// `sphere` have radius `emitterSize.width`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The string identifying the value (Apple's constant's string).
    public let rawValue: String
    /// Creates a value from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles come from `emitterPosition` (the default).
    public static let point = Self(rawValue: "point")
    /// A segment along x, `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = Self(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = Self(rawValue: "rectangle")
    /// A box of `emitterSize` × `emitterDepth` centred on (`emitterPosition`, `emitterZPosition`).
    public static let cuboid = Self(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` in the x–y plane.
    public static let circle = Self(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`.
    public static let sphere = Self(rawValue: "sphere")
}

/// Which part of the shape particles come from (`CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The string identifying the value (Apple's constant's string).
    public let rawValue: String
    /// Creates a value from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The shape's vertices (segment ends, corners; the centre of circles and
    /// spheres) — the default.
    public static let points = Self(rawValue: "points")
    /// The shape's outline (segment, perimeter, edges, circumference, sphere surface).
    public static let outline = Self(rawValue: "outline")
    /// The shape's surface (area of rectangle and disk; faces of the cuboid).
    public static let surface = Self(rawValue: "surface")
    /// The shape's volume (cuboid and ball; the area of flat shapes).
    public static let volume = Self(rawValue: "volume")
}

/// How particles are composited (`CAEmitterLayerRenderMode`). Stored for the
/// renderer; `particles(at:)` returns them oldest first whatever the mode.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The string identifying the value (Apple's constant's string).
    public let rawValue: String
    /// Creates a value from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No particular order (the default).
    public static let unordered = Self(rawValue: "unordered")
    /// Oldest particles drawn first (newest on top).
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// Oldest particles drawn last (on top).
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// Sorted by z, back to front.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Additive compositing.
    public static let additive = Self(rawValue: "additive")
}

/// A layer that emits, animates and renders particles: Core Animation's
/// `CAEmitterLayer`.
///
/// Emission begins when the layer joins the interface (the commit that puts
/// it under a displayed root); `emitterCells` defines what is emitted. The
/// layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply
/// the cells' values.
///
/// **Coordinates.** `emitterPosition` and all particle positions are in the
/// layer's own coordinate space (as in Apple's sample code, which places the
/// emitter relative to the layer's bounds; Neuburg's "superlayer coordinates"
/// is the same space when the emitter layer fills its superlayer at the
/// origin, as in his examples). Particles are not clipped to the bounds.
///
/// **Key paths.** `"emitterCells.NAME.KEY"` (and
/// `"emitterCells.A.emitterCells.B.KEY"`) name a cell's property by the
/// cells' `name`s: readable and settable with `value(forKeyPath:)` /
/// `setValue(_:forKeyPath:)`, and animatable with `CABasicAnimation` and
/// `CAKeyframeAnimation` (the presentation layer's cells show the animated
/// value). Setting such a key path takes effect at once and runs no action.
///
/// **Simulation.** Deterministic: see `EmitterSimulation` (fixed 1/240 s
/// steps from the start of emission, randomness from `seed`). Read particles
/// with `particles(at:)`.
open class CAEmitterLayer: CALayer {
    /// The cells emitted by the layer (default nil).
    open var emitterCells: [CAEmitterCell]? {
        didSet { propertyDidChange("emitterCells", old: AnimatableValue(oldValue)) }
    }
    /// Multiplies every cell's `birthRate` (default 1). Animatable.
    open var birthRate: Float = 1 {
        didSet { if birthRate != oldValue { propertyDidChange("birthRate", old: .number(Double(oldValue))) } }
    }
    /// Multiplies every cell's `lifetime` (default 1). Animatable.
    open var lifetime: Float = 1 {
        didSet { if lifetime != oldValue { propertyDidChange("lifetime", old: .number(Double(oldValue))) } }
    }
    /// The centre of the emission shape, in the layer's coordinates (default (0, 0)). Animatable.
    open var emitterPosition: CGPoint = .zero {
        didSet { if emitterPosition != oldValue { propertyDidChange("emitterPosition", old: .point(oldValue)) } }
    }
    /// The z of the emission shape's centre (default 0). Animatable.
    open var emitterZPosition: CGFloat = 0 {
        didSet { if emitterZPosition != oldValue { propertyDidChange("emitterZPosition", old: .number(Double(oldValue))) } }
    }
    /// The size of the emission shape (default (0, 0)). Animatable.
    open var emitterSize: CGSize = .zero {
        didSet { if emitterSize != oldValue { propertyDidChange("emitterSize", old: .size(oldValue)) } }
    }
    /// The depth of the emission shape, used by `.cuboid` (default 0). Animatable.
    open var emitterDepth: CGFloat = 0 {
        didSet { if emitterDepth != oldValue { propertyDidChange("emitterDepth", old: .number(Double(oldValue))) } }
    }
    /// The emission shape (default `.point`).
    open var emitterShape: CAEmitterLayerEmitterShape = .point {
        didSet { if emitterShape != oldValue { propertyDidChange("emitterShape", old: AnimatableValue(oldValue)) } }
    }
    /// Where on the shape particles start (default `.volume`, as Apple documents).
    open var emitterMode: CAEmitterLayerEmitterMode = .volume {
        didSet { if emitterMode != oldValue { propertyDidChange("emitterMode", old: AnimatableValue(oldValue)) } }
    }
    /// How particles are composited (default `.unordered`).
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        didSet { if renderMode != oldValue { propertyDidChange("renderMode", old: AnimatableValue(oldValue)) } }
    }
    /// Whether particles are flattened into the layer (false, the default) or
    /// keep their z in the superlayer's 3D space (Apple): when true, each
    /// particle is placed at its z through the layer's transform and the
    /// superlayer's `sublayerTransform` (perspective included) and particles
    /// are drawn farthest first (`Compositor+EmitterDepth.swift`).
    open var preservesDepth: Bool = false {
        didSet { if preservesDepth != oldValue { propertyDidChange(.preservesDepth, old: .number(oldValue ? 1 : 0)) } }
    }
    /// Multiplies every cell's `velocity` (default 1). Animatable.
    open var velocity: Float = 1 {
        didSet { if velocity != oldValue { propertyDidChange("velocity", old: .number(Double(oldValue))) } }
    }
    /// Multiplies every cell's `scale` (default 1). Animatable.
    open var scale: Float = 1 {
        didSet { if scale != oldValue { propertyDidChange("scale", old: .number(Double(oldValue))) } }
    }
    /// Multiplies every cell's `spin` (default 1). Animatable.
    open var spin: Float = 1 {
        didSet { if spin != oldValue { propertyDidChange("spin", old: .number(Double(oldValue))) } }
    }
    /// The seed of the random numbers that vary particles (default 0). The
    /// same seed, parameters and time give the same particles on every run.
    open var seed: UInt32 = 0 {
        didSet { if seed != oldValue { propertyDidChange("seed", old: .number(Double(oldValue))) } }
    }

    /// The running simulation and when emission started (media time); model layers only.
    var emitterRun: EmitterRun?

    /// Creates an emitter layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a presentation copy: copies every property; the cells are
    /// copied (not shared) so animations of cell key paths change only the copy.
    public override init(layer: Any) {
        if let other = layer as? CAEmitterLayer {
            emitterCells = CAEmitterCell.copies(of: other.emitterCells)
            birthRate = other.birthRate; lifetime = other.lifetime
            emitterPosition = other.emitterPosition; emitterZPosition = other.emitterZPosition
            emitterSize = other.emitterSize; emitterDepth = other.emitterDepth
            emitterShape = other.emitterShape; emitterMode = other.emitterMode; renderMode = other.renderMode
            preservesDepth = other.preservesDepth
            velocity = other.velocity; scale = other.scale; spin = other.spin; seed = other.seed
        }
        super.init(layer: layer)
    }

    /// The frame draws the model's particles (`model()`: presentation
    /// copies share their model's simulation).
    override func renderContent() -> LayerClassContent { .emitter(model()) }

    override class var ownProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            LayerProperty("emitterCells", .natural,
                          read: { l in (l as? CAEmitterLayer)?.emitterCells.map { AnimatableValue($0) } ?? .null },
                          write: { l, v in
                              guard let l = l as? CAEmitterLayer else { return false }
                              if case .null = v { l.emitterCells = nil; return true }
                              guard let cells = v.boxed() as? [CAEmitterCell] else { return false }
                              l.emitterCells = cells
                              return true
                          }),
            B.float("birthRate", \CAEmitterLayer.birthRate), B.float("lifetime", \CAEmitterLayer.lifetime),
            B.point("emitterPosition", \CAEmitterLayer.emitterPosition),
            B.cgFloat("emitterZPosition", \CAEmitterLayer.emitterZPosition),
            B.size("emitterSize", \CAEmitterLayer.emitterSize), B.cgFloat("emitterDepth", \CAEmitterLayer.emitterDepth),
            B.discrete("emitterShape", \CAEmitterLayer.emitterShape),
            B.discrete("emitterMode", \CAEmitterLayer.emitterMode),
            B.discrete("renderMode", \CAEmitterLayer.renderMode),
            B.bool(RenderProperty.preservesDepth.key, \CAEmitterLayer.preservesDepth),
            B.float("velocity", \CAEmitterLayer.velocity), B.float("scale", \CAEmitterLayer.scale),
            B.float("spin", \CAEmitterLayer.spin),
            LayerProperty("seed", .int, read: { l in (l as? CAEmitterLayer).map { .number(Double($0.seed)) } ?? .null },
                          write: { l, v in
                              guard let l = l as? CAEmitterLayer, let d = v.number, d.isFinite else { return false }
                              l.seed = UInt32(truncatingIfNeeded: Int64(d.rounded(.towardZero)))
                              return true
                          }),
        ]
    }

    override class var additionalImplicitlyAnimatableKeys: Set<String> {
        ["birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth",
         "velocity", "scale", "spin"]
    }

    /// Apple's `+defaultValueForKey:`: a new emitter layer's value for its own
    /// properties, CALayer's answer otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let p = ownProperties.first(where: { $0.key == key }) { return p.read(CAEmitterLayer()).boxed(as: p.type) }
        return super.defaultValue(forKey: key)
    }

    // MARK: Cell key paths

    /// The cell and key named by the tail of "emitterCells.NAME[.emitterCells.NAME…].KEY".
    func cellTarget(head: String, tail: String) -> (CAEmitterCell, String)? {
        guard head == "emitterCells" else { return nil }
        let parts = tail.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let first = emitterCells?.first(where: { $0.name == parts[0] }) else { return nil }
        guard let (cell, key) = CAEmitterCell.resolve(parts.dropFirst(), in: first), !key.isEmpty else { return nil }
        return (cell, key)
    }

    override func specialValue(forKeyPath keyPath: String, head: String, tail: String) -> Any? {
        guard let (cell, key) = cellTarget(head: head, tail: tail) else { return nil }
        return cell.value(forKey: key)
    }

    override func setSpecialValue(_ value: Any?, forKeyPath keyPath: String, head: String, tail: String) -> Bool {
        guard head == "emitterCells" else { return false }
        guard let (cell, key) = cellTarget(head: head, tail: tail) else {
            CADiagnostics.report("CAEmitterLayer.setValue(_:forKeyPath: \"\(keyPath)\"): no emitter cell with that name; ignored")
            return true
        }
        cell.setValue(value, forKey: key)
        if !isPresentationCopy { CATransaction.recordChange(of: self) }
        return true
    }

    override func renderStateWillChange() { syncSimulationBeforeRenderChange() }

    override func interfaceMembershipDidChange() {
        if isInInterface {
            if emitterRun == nil { startEmission(at: CACurrentMediaTime()) }
        } else {
            emitterRun = nil
        }
    }
}
