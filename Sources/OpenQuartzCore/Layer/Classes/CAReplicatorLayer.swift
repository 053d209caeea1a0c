import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy
/// transformed, tinted and delayed a step further than the previous one —
/// Core Animation's `CAReplicatorLayer`.
///
/// Instance 0 is the sublayers themselves. Instance *i* is drawn with
/// `instanceTransform` applied *i* times (about the centre of the replicator's
/// bounds), its colours multiplied by `instanceColor` plus *i* times the
/// offsets (clamped to 0…1), and its sublayers' animations evaluated
/// *i* × `instanceDelay` seconds earlier (so a copy before its delayed start
/// shows the animation's `fromValue` only with a backwards fill mode). The
/// renderer takes these from `instance(_:)`.
///
/// Implicitly animatable, as Apple documents: `instanceDelay`,
/// `instanceTransform`, `instanceColor` and the four colour offsets; sub-key
/// paths of the transform (`"instanceTransform.rotation"`) work in key-value
/// coding and animations, keeping the other components.
///
/// Bad input (defined here): a negative `instanceCount` is refused with a
/// diagnostic and becomes 0 (nothing drawn, as Apple draws nothing); a
/// non-finite `instanceDelay` or colour offset is refused with a diagnostic
/// (the previous value is kept).
@MainActor open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn, the sublayers themselves included (default 1).
    /// Not animatable.
    open var instanceCount: Int = 1 {
        didSet {
            if !isPresentationCopy && instanceCount < 0 {
                CADiagnostics.report("CAReplicatorLayer.instanceCount must be ≥ 0 (got \(instanceCount)); using 0")
                instanceCount = 0
            }
            if instanceCount != oldValue { propertyDidChange(.instanceCount, old: .number(Double(oldValue))) }
        }
    }
    /// Whether the copies are flattened into the replicator's plane one after
    /// another (false, the default) or drawn as one 3D set like a
    /// `CATransformLayer`'s sublayers: every sublayer of every copy sorted by
    /// depth, farthest first (`Compositor.drawReplicatedInDepth`).
    open var preservesDepth: Bool = false {
        didSet { if preservesDepth != oldValue { propertyDidChange(.preservesDepth, old: .number(oldValue ? 1 : 0)) } }
    }
    /// The time, in seconds, each copy lags behind the previous one (default 0). Animatable.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet {
            if !isPresentationCopy && !instanceDelay.isFinite {
                CADiagnostics.report("CAReplicatorLayer.instanceDelay must be finite (got \(instanceDelay)); ignored")
                instanceDelay = oldValue
            }
            if instanceDelay != oldValue { propertyDidChange(.instanceDelay, old: .number(oldValue)) }
        }
    }
    /// The transform from one copy to the next, about the centre of the
    /// replicator's bounds (default identity). Animatable.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { if instanceTransform != oldValue { propertyDidChange(.instanceTransform, old: .transform(oldValue)) } }
    }
    /// The colour the first copy's content is multiplied by (default opaque
    /// white: unchanged). Nil counts as opaque white when drawn; note that an
    /// animation to or from nil interpolates with transparent black, as for
    /// every colour property. Animatable.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if instanceColor != oldValue { propertyDidChange(.instanceColor, old: AnimatableValue(oldValue)) } }
    }
    /// Added to the red multiplier at each copy (default 0). Animatable.
    open var instanceRedOffset: Float = 0 {
        didSet {
            if rejectsNonFinite(instanceRedOffset, RenderProperty.instanceRedOffset.key) { instanceRedOffset = oldValue }
            else if instanceRedOffset != oldValue { propertyDidChange(.instanceRedOffset, old: .number(Double(oldValue))) }
        }
    }
    /// Added to the green multiplier at each copy (default 0). Animatable.
    open var instanceGreenOffset: Float = 0 {
        didSet {
            if rejectsNonFinite(instanceGreenOffset, RenderProperty.instanceGreenOffset.key) { instanceGreenOffset = oldValue }
            else if instanceGreenOffset != oldValue { propertyDidChange(.instanceGreenOffset, old: .number(Double(oldValue))) }
        }
    }
    /// Added to the blue multiplier at each copy (default 0). Animatable.
    open var instanceBlueOffset: Float = 0 {
        didSet {
            if rejectsNonFinite(instanceBlueOffset, RenderProperty.instanceBlueOffset.key) { instanceBlueOffset = oldValue }
            else if instanceBlueOffset != oldValue { propertyDidChange(.instanceBlueOffset, old: .number(Double(oldValue))) }
        }
    }
    /// Added to the alpha multiplier at each copy (default 0). Animatable.
    open var instanceAlphaOffset: Float = 0 {
        didSet {
            if rejectsNonFinite(instanceAlphaOffset, RenderProperty.instanceAlphaOffset.key) { instanceAlphaOffset = oldValue }
            else if instanceAlphaOffset != oldValue { propertyDidChange(.instanceAlphaOffset, old: .number(Double(oldValue))) }
        }
    }

    /// Whether a new colour offset must be refused (non-finite, on a model layer); reports it.
    private func rejectsNonFinite(_ value: Float, _ key: String) -> Bool {
        guard !isPresentationCopy && !value.isFinite else { return false }
        CADiagnostics.report("CAReplicatorLayer.\(key) must be finite (got \(value)); ignored")
        return true
    }

    /// Creates a replicator layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` (the presentation copy), replicator properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount; preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay; instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset; instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset; instanceAlphaOffset = other.instanceAlphaOffset
    }

    override class var ownProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.int(RenderProperty.instanceCount.key, \CAReplicatorLayer.instanceCount),
            B.bool(RenderProperty.preservesDepth.key, \CAReplicatorLayer.preservesDepth),
            B.double(RenderProperty.instanceDelay.key, \CAReplicatorLayer.instanceDelay),
            B.transform(RenderProperty.instanceTransform.key, \CAReplicatorLayer.instanceTransform),
            B.color(RenderProperty.instanceColor.key, \CAReplicatorLayer.instanceColor),
            B.float(RenderProperty.instanceRedOffset.key, \CAReplicatorLayer.instanceRedOffset),
            B.float(RenderProperty.instanceGreenOffset.key, \CAReplicatorLayer.instanceGreenOffset),
            B.float(RenderProperty.instanceBlueOffset.key, \CAReplicatorLayer.instanceBlueOffset),
            B.float(RenderProperty.instanceAlphaOffset.key, \CAReplicatorLayer.instanceAlphaOffset),
        ]
    }

    override class var additionalImplicitlyAnimatableKeys: Set<String> {
        Set(([.instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset,
              .instanceBlueOffset, .instanceAlphaOffset] as [RenderProperty]).map(\.key))
    }

    /// Apple's `defaultValue(forKey:)`: a new replicator's value for the
    /// replicator properties (`"instanceCount"` → 1, `"instanceColor"` →
    /// opaque white…), CALayer's answer otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let v = ownDefaultValue(forKey: key, in: CAReplicatorLayer.ownProperties, fresh: { CAReplicatorLayer() }) { return v }
        return super.defaultValue(forKey: key)
    }

    // MARK: For the renderer

    /// How one copy of the sublayers is drawn.
    package struct Instance: Sendable, Equatable {
        /// The copy's number, 0 for the sublayers themselves.
        package var index: Int
        /// `instanceTransform` applied `index` times, about the centre of the
        /// replicator's bounds (identity for instance 0).
        package var transform: CATransform3D
        /// `transform` in the replicator's own (bounds) coordinates:
        /// translate(−centre) · transform · translate(centre), to apply to the
        /// sublayers' geometry before the replicator's own transforms.
        package var matrix: CATransform3D
        /// The colour multiplier: `instanceColor` plus `index` times the
        /// offsets, each component clamped to 0…1.
        package var color: RGBA
        /// `index` × `instanceDelay`: the copy's sublayer animations are
        /// evaluated at (local time − timeOffset).
        package var timeOffset: CFTimeInterval
    }

    /// The number of copies to draw (`instanceCount`, never negative).
    package var effectiveInstanceCount: Int { max(instanceCount, 0) }

    /// How copy `i` is drawn (see `Instance`). Uses the layer's current
    /// values: call it on the presentation copy for what is on screen.
    package func instance(_ i: Int) -> Instance { ReplicatorValues(of: self).instance(i, bounds: bounds) }

    override func renderContent() -> LayerClassContent { .replicator(ReplicatorValues(of: self)) }

    /// Every copy, 0 ..< `effectiveInstanceCount`.
    package func instances() -> [Instance] {
        (0..<effectiveInstanceCount).map { instance($0) }
    }
}
