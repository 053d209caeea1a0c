import Foundation

/// An object that manages image-based content and animates it, Core
/// Animation's `CALayer`.
///
/// Every property has Apple's default. Setting an animatable property of a
/// layer that is in the interface runs the action search and, by default,
/// animates the change implicitly over the transaction's duration; the change
/// itself reaches the render tree (and `presentation()`) when the current
/// transaction commits.
///
/// Differences from Apple: the class is main-actor isolated — the main actor
/// owns the model tree and commits hand immutable data to the render server —
/// and key-value coding is implemented by the class itself (there is no
/// Objective-C runtime on Linux); custom animatable properties use
/// `@CAManaged` instead of `@NSManaged`.
@MainActor open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry

    /// The layer's own coordinate space: origin and size (default `.zero`).
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            propertyDidChange(.bounds, old: .rect(oldValue))
            if needsDisplayOnBoundsChange && bounds.size != oldValue.size { setNeedsDisplay() }
            setNeedsLayout()
        }
    }
    /// Where the anchor point sits in the superlayer (default `.zero`).
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        didSet { if position != oldValue { propertyDidChange(.position, old: .point(oldValue)) } }
    }
    /// Position on the z axis: sibling order and 3D depth (default 0).
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { propertyDidChange(.zPosition, old: .number(Double(oldValue))) } }
    }
    /// The point of the bounds, in unit coordinates, that `position` places and
    /// transforms pivot around (default (0.5, 0.5)).
    @exclusivity(unchecked) open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { propertyDidChange(.anchorPoint, old: .point(oldValue)) } }
    }
    /// The anchor point's z coordinate (default 0).
    @exclusivity(unchecked) open var anchorPointZ: CGFloat = 0 {
        didSet { if anchorPointZ != oldValue { propertyDidChange(.anchorPointZ, old: .number(Double(oldValue))) } }
    }
    /// The layer's transform, about its anchor point (default identity).
    @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
        didSet { if transform != oldValue { propertyDidChange(.transform, old: .transform(oldValue)) } }
    }
    /// A transform applied to the sublayers, about the bounds' centre (default identity).
    @exclusivity(unchecked) open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet { if sublayerTransform != oldValue { propertyDidChange(.sublayerTransform, old: .transform(oldValue)) } }
    }
    /// Whether the geometry of the layer and its sublayers is flipped
    /// vertically (default false): sublayers are placed, drawn, converted
    /// and hit measuring y up from the bottom of the bounds; the layer's own
    /// vertical `contentsGravity` names then match the screen. As Apple's,
    /// images in `contents` keep their orientation under flipped superlayers.
    @exclusivity(unchecked) open var isGeometryFlipped: Bool = false {
        didSet {
            if isGeometryFlipped != oldValue, !isPresentationCopy {
                GeometryFlipCensus.flippedLayers.add(isGeometryFlipped ? 1 : -1, ordering: .relaxed)
            }
            drawnStateDidChange()
        }
    }

    // MARK: Appearance

    /// Whether the layer is hidden (default false). Animatable: a change fades.
    /// Hiding runs the "onOrderOut" action and showing "onOrderIn" too, as
    /// Apple documents for `kCAOnOrderOut`/`kCAOnOrderIn`.
    @exclusivity(unchecked) open var isHidden: Bool = false {
        didSet {
            guard isHidden != oldValue else { return }
            propertyDidChange(.hidden, old: .number(oldValue ? 1 : 0))
            if !isPresentationCopy { triggerAction(forKey: isHidden ? kCAOnOrderOut : kCAOnOrderIn) }
        }
    }
    /// Whether the back of the layer is drawn when it faces away (default true).
    @exclusivity(unchecked) open var isDoubleSided: Bool = true {
        didSet { if isDoubleSided != oldValue { propertyDidChange(.doubleSided, old: .number(oldValue ? 1 : 0)) } }
    }
    /// Whether sublayers are clipped to the bounds (and corner radius); default false.
    @exclusivity(unchecked) open var masksToBounds: Bool = false {
        didSet { if masksToBounds != oldValue { propertyDidChange(.masksToBounds, old: .number(oldValue ? 1 : 0)) } }
    }
    /// The layer's image (a `CGImage`), or nil. A change cross-dissolves when animated.
    open var contents: Any? {
        didSet { propertyDidChange(.contents, old: AnimatableValue(oldValue)) }
    }
    /// The part of `contents` shown, in unit coordinates (default (0, 0, 1, 1)).
    @exclusivity(unchecked) open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { propertyDidChange(.contentsRect, old: .rect(oldValue)) } }
    }
    /// The stretchable middle of `contents`, in unit coordinates (default (0, 0, 1, 1)).
    @exclusivity(unchecked) open var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { propertyDidChange(.contentsCenter, old: .rect(oldValue)) } }
    }
    /// How `contents` is placed in the bounds (default `.resize`).
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { drawnStateDidChange() } }
    /// Pixels per point of `contents` and of drawn backing stores (default 1).
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        didSet {
            if !(contentsScale > 0) || !contentsScale.isFinite {
                CADiagnostics.report("CALayer.contentsScale must be positive and finite (got \(contentsScale)); using 1")
                contentsScale = 1
            }
            if contentsScale != oldValue { propertyDidChange(.contentsScale, old: .number(Double(oldValue))) }
        }
    }
    /// The filter used when contents are shrunk (default `.linear`):
    /// `.nearest` samples the nearest pixel, `.linear` interpolates the four
    /// nearest (bilinear), `.trilinear` blends the two mipmap levels nearest
    /// the shrink factor (box-filtered halvings; see `minificationFilterBias`).
    /// Nine-sliced contents (`contentsCenter`) are sampled bilinearly.
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { drawnStateDidChange() } }
    /// The filter used when contents are enlarged (default `.linear`).
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { drawnStateDidChange() } }
    /// Added to the level of detail (log₂ of the shrink factor) chosen when
    /// contents are shrunk with `.trilinear` (default 0; animatable, not
    /// implicitly). A non-finite value is refused with a diagnostic (0 is used).
    @exclusivity(unchecked) open var minificationFilterBias: Float = 0 {
        didSet {
            if !minificationFilterBias.isFinite {
                CADiagnostics.report("CALayer.minificationFilterBias must be finite (got \(minificationFilterBias)); using 0")
                minificationFilterBias = 0
            }
            if minificationFilterBias != oldValue {
                propertyDidChange(.minificationFilterBias, old: .number(Double(oldValue)))
            }
        }
    }
    /// Whether the layer promises to fill its bounds with opaque content (default false).
    @exclusivity(unchecked) open var isOpaque: Bool = false
    /// Whether a bounds size change calls `setNeedsDisplay()` (default false).
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange: Bool = false
    /// Whether drawing may happen off the main thread (kept for API compatibility; drawing is synchronous here).
    @exclusivity(unchecked) open var drawsAsynchronously: Bool = false
    /// The background fill (default nil: none).
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { propertyDidChange(.backgroundColor, old: AnimatableValue(oldValue)) } }
    }
    /// The radius of the rounded corners of background and border (default 0).
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { propertyDidChange(.cornerRadius, old: .number(Double(oldValue))) } }
    }
    /// Which corners `cornerRadius` rounds (default all four).
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { drawnStateDidChange() }
    }
    /// The curve of the rounded corners (default `.circular`; `.continuous`:
    /// Apple's continuous-curvature corners, see `cornerCurveExpansionFactor(_:)`).
    /// Other values are drawn circular, with a diagnostic.
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet {
            if cornerCurve != .circular && cornerCurve != .continuous {
                CADiagnostics.reportOnce("CALayer.cornerCurve: unknown curve \"\(cornerCurve.rawValue)\"; drawn circular", about: self)
            }
            drawnStateDidChange()
        }
    }
    /// The border's width, drawn inside the bounds (default 0).
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { propertyDidChange(.borderWidth, old: .number(Double(oldValue))) } }
    }
    /// The border's colour (default opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if borderColor != oldValue { propertyDidChange(.borderColor, old: AnimatableValue(oldValue)) } }
    }
    /// The layer's opacity, 0…1 (default 1).
    @exclusivity(unchecked) open var opacity: Float = 1 {
        didSet { if opacity != oldValue { propertyDidChange(.opacity, old: .number(Double(oldValue))) } }
    }
    /// Whether opacity applies to the layer and its sublayers as one group (default true).
    @exclusivity(unchecked) open var allowsGroupOpacity: Bool = true { didSet { drawnStateDidChange() } }
    /// Whether the layer may antialias its edges when transformed, as
    /// `edgeAntialiasingMask` asks (default false, as on iOS without the
    /// `UIViewEdgeAntialiasing` Info.plist key). With false, a layer drawn
    /// rotated or skewed has jagged edges: its square background, border
    /// and contents cover the pixels whose centres are inside them
    /// (`Compositor+AliasedEdges.swift`, which lists what stays smooth); with
    /// true the edges left out of the mask are drawn aliased
    /// (`Compositor+EdgeAntialiasing.swift`).
    @exclusivity(unchecked) open var allowsEdgeAntialiasing: Bool = false { didSet { drawnStateDidChange() } }
    /// Which edges of the layer are antialiased (default all four); applies
    /// when `allowsEdgeAntialiasing` is true.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] {
        didSet { drawnStateDidChange() }
    }
    /// Whether the layer and its sublayers are drawn once into a bitmap that
    /// later frames composite — with the layer's opacity and transform —
    /// until something inside changes (default false). See
    /// `Compositor+Rasterize.swift` for what the bitmap holds and when it is redrawn.
    @exclusivity(unchecked) open var shouldRasterize: Bool = false {
        didSet { if shouldRasterize != oldValue { propertyDidChange(.shouldRasterize, old: .number(oldValue ? 1 : 0)) } }
    }
    /// The rasterized bitmap's pixels per point (default 1, as Apple's: not
    /// the screen's scale, so a layer rasterized on a 2× target looks soft
    /// unless this is set to the target's scale). Not positive or not finite:
    /// drawn at 1, with a diagnostic.
    @exclusivity(unchecked) open var rasterizationScale: CGFloat = 1 {
        didSet { if rasterizationScale != oldValue { propertyDidChange(.rasterizationScale, old: .number(Double(oldValue))) } }
    }
    /// The filter that composites the layer onto what is behind it (default
    /// nil: source-over), as a Core Image filter name such as
    /// `"multiplyBlendMode"` (see `CompositingFilterNames` for every name
    /// accepted). A layer with one is drawn as a group — itself and its
    /// sublayers — blended onto the pixels already drawn behind it in the
    /// same canvas (the window, or the offscreen of an enclosing group).
    /// Unknown names and values of other types are reported once and drawn
    /// source-over. Animatable, as Apple documents: an explicit animation
    /// switches from one filter to the other (discrete, like other values
    /// that cannot be interpolated; bad names in it are reported once and
    /// the committed filter is drawn). Differences from Apple: Core Image
    /// filter objects are not accepted, and a change is drawn at the next
    /// commit without the implicit fade (`CATransition`) Apple's action
    /// table gives this key.
    open var compositingFilter: Any? {
        didSet {
            guard !isPresentationCopy else { return }
            _ = CompositingFilterNames.blendMode(of: compositingFilter, layer: self)  // reports a bad value now
            drawnStateDidChange()
        }
    }
    /// Whether this layer, used as another layer's `mask`, masks with its
    /// luminance instead of its alpha (default false): the masked layer keeps
    /// `Y = 0.2126 R + 0.7152 G + 0.0722 B` (Rec. 709 weights on the
    /// premultiplied sRGB-encoded channels: the mask composited over black),
    /// so white shows, black and transparent hide. Not Apple API (Core
    /// Animation masks by alpha only); it exists for luma track mattes
    /// (LottiePlayback) and is not key-value coded or animatable.
    @exclusivity(unchecked) package var masksWithLuminance = false {
        didSet { if masksWithLuminance != oldValue { drawnStateDidChange() } }
    }

    // MARK: Shadow

    /// The shadow's colour (default opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if shadowColor != oldValue { propertyDidChange(.shadowColor, old: AnimatableValue(oldValue)) } }
    }
    /// The shadow's opacity, 0…1 (default 0: no shadow).
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { propertyDidChange(.shadowOpacity, old: .number(Double(oldValue))) } }
    }
    /// The shadow's offset (default (0, −3)).
    @exclusivity(unchecked) open var shadowOffset: CGSize = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { propertyDidChange(.shadowOffset, old: .size(oldValue)) } }
    }
    /// The shadow's blur radius (default 3).
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { propertyDidChange(.shadowRadius, old: .number(Double(oldValue))) } }
    }
    /// The shadow's shape (default nil: from the layer's alpha).
    open var shadowPath: CGPath? {
        didSet { if shadowPath != oldValue { propertyDidChange(.shadowPath, old: AnimatableValue(oldValue)) } }
    }

    // MARK: Identity and actions

    /// A name for the layer (used by `CAEmitterCell`-style key paths and debugging).
    open var name: String?
    /// Default values and actions for keys the layer does not define (Apple's
    /// `style` dictionary: `style["actions"]`, nested `style["style"]`).
    @exclusivity(unchecked) open var style: [AnyHashable: Any]?
    /// Actions by event key, consulted after the delegate.
    @exclusivity(unchecked) open var actions: [String: any CAAction]?
    /// The layer's delegate (weak, as Apple's).
    @exclusivity(unchecked) open weak var delegate: (any CALayerDelegate)?

    // MARK: CAMediaTiming

    /// When the layer's time starts, in its superlayer's time (default 0).
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// The length of one pass of the layer's time (default 0: unbounded,
    /// never repeated). A finite positive duration makes the layer a timed
    /// object like an animation: its time repeats per `repeatCount` or
    /// `repeatDuration`, runs back with `autoreverses`, and outside its active
    /// window holds per `fillMode` or is unresolved (its and its sublayers'
    /// animations do not apply). See `CALayer+Timing.swift`. NaN or negative:
    /// a diagnostic, and 0.
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0 { didSet { durationDidChange() } }
    /// How fast the layer's time runs relative to its superlayer's (default 1;
    /// 0 freezes the layer's animations, 2 plays them twice as fast).
    @exclusivity(unchecked) open var speed: Float = 1 { didSet { timingDidChange() } }
    /// An offset added to the layer's time (with speed 0: the frozen frame).
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// How many times the layer's `duration` repeats (default 0: once); used
    /// when `duration` is positive.
    @exclusivity(unchecked) open var repeatCount: Float = 0 { didSet { timingDidChange() } }
    /// How long the layer's `duration` repeats for (default 0: unused); used
    /// when `duration` is positive.
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// Whether each pass of the layer's time runs forward then back (default
    /// false); used when `duration` is positive.
    @exclusivity(unchecked) open var autoreverses: Bool = false { didSet { timingDidChange() } }
    /// Which layer time holds outside the active window (default `.removed`:
    /// none, and the layer's animations do not apply); used when `duration`
    /// is positive.
    open var fillMode: CAMediaTimingFillMode = .removed { didSet { timingDidChange() } }

    // MARK: Backing store format and dynamic range (see CALayer+ContentsFormat.swift)

    /// The pixel format of the backing store `display()` makes (default
    /// `.RGBA8Uint`; `.gray8Uint` draws grey). Unknown values: a diagnostic, `.RGBA8Uint`.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint { didSet { contentsFormatDidChange() } }
    /// Whether the contents may use extended (HDR) range (default false).
    /// Stored: the output is standard range.
    open var wantsExtendedDynamicRangeContent: Bool = false
    /// The dynamic range asked for (default `.automatic`). Stored: the output is standard range.
    open var preferredDynamicRange: CADynamicRange = .automatic
    /// The headroom of the contents above standard white (default 0).
    /// Stored: the output is standard range. NaN or negative: a diagnostic, 0.
    open var contentsHeadroom: CGFloat = 0 { didSet { contentsHeadroomDidChange() } }

    // MARK: Tree (see CALayer+Hierarchy.swift)

    /// The layer's sublayers, back to front (nil when there are none, as on Apple's platforms).
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set { setSublayers(newValue ?? []) }
    }
    @exclusivity(unchecked) var children: [CALayer] = []
    /// The layer's superlayer.
    @exclusivity(unchecked) open internal(set) weak var superlayer: CALayer?
    /// A layer whose alpha masks this layer's content (nil: none). A mask cannot
    /// have a superlayer; setting one that has is refused with a diagnostic.
    open var mask: CALayer? {
        didSet { maskDidChange(old: oldValue) }
    }
    @exclusivity(unchecked) weak var maskOwner: CALayer?
    /// Set while a refused `mask` is being put back (its `didSet` must not run again).
    @exclusivity(unchecked) var isRestoringMask = false

    // MARK: Internal state
    // The stored properties read or changed on every property change and
    // commit are `@exclusivity(unchecked)`: each dynamic exclusivity check
    // costs ~100 instructions (a quarter of an implicit change, callgrind), and
    // no access to them overlaps another (they are main-actor state, changed
    // in place only by short non-reentrant mutations).

    /// Values for keys that are not properties (KVC on undefined keys, `@CAManaged`).
    @exclusivity(unchecked) var extraValues: [String: Any] = [:]
    /// Render-tree values of properties changed since the last commit.
    @exclusivity(unchecked) var uncommittedOldValues = UncommittedValues()
    /// The model's animation list (what `animationKeys()` shows).
    @exclusivity(unchecked) var animationList: [AnimationEntry] = []
    /// The committed animations, in the order they were added: what
    /// `presentation()` and the render server evaluate.
    @exclusivity(unchecked) package var renderAnimations: [AnimationEntry] = []
    /// This layer's class's property table (see `LayerPropertyRegistry.property`).
    @exclusivity(unchecked) var propertyTableCache: [String: LayerProperty]?

    /// Names the layer to the render side for the life of the process:
    /// unique and never reused (an `ObjectIdentifier` is an address, which a
    /// later layer can take once this one is freed), so state the render side
    /// keeps per layer (`DrawScales`, `TransitionPictures`) can never be read
    /// for another layer. The layer itself holds no render state.
    let renderID: UInt64 = RenderStateGeneration.next()
    /// The transaction batch that last listed the layer as changed (see
    /// `TransactionStack.recordChange(of:)`).
    @exclusivity(unchecked) var changeBatch: UInt64 = 0
    /// Identifies the layer's committed state: a new, globally unique value
    /// whenever a commit changes the layer or an animation enters or leaves
    /// its render list. A renderer's copy made at the same value shows the
    /// same values (keys from generations cannot miss an input, and a layer
    /// later created at a freed layer's address never matches its copies).
    @exclusivity(unchecked) var renderGeneration: UInt64 = RenderStateGeneration.next()

    /// Whether `LayerTimingCensus` counts this layer as keeping its parent's time.
    @exclusivity(unchecked) var countedAsIdentityTiming = true

    /// Whether a transaction that changed the layer has committed (the layer
    /// has a render-tree state).
    @exclusivity(unchecked) var hasBeenCommitted = false
    /// Whether the layer is displayed: under a root shown by a renderer, and committed since.
    /// Changes call `interfaceMembershipDidChange()` (emitter layers start emitting).
    @exclusivity(unchecked) var isInInterface = false {
        didSet { if isInInterface != oldValue { interfaceMembershipDidChange() } }
    }
    /// Whether property changes run actions once the layer is under a layer
    /// in the interface, before the commit that brings it in (see
    /// `runsActions(forKey:)`). Not Apple API; OpenUIKit sets it on views' layers.
    @exclusivity(unchecked) package var runsActionsOnceAttached = false
    /// Set by `CARenderer` on the root layers it displays.
    @exclusivity(unchecked) var isDisplayRoot = false
    @exclusivity(unchecked) var needsLayoutFlag = false
    /// A sublayer at some depth needs layout (set up the chain by
    /// `markNeedsLayout`, cleared by the layout walk): `layoutIfNeeded`
    /// descends only where this or `needsLayoutFlag` is set.
    @exclusivity(unchecked) var subtreeNeedsLayoutFlag = false
    @exclusivity(unchecked) var needsDisplayFlag = false
    /// Set on presentation copies: their changes are not model changes.
    @exclusivity(unchecked) var isPresentationCopy = false
    weak var modelLayerRef: CALayer?

    /// Creates a layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` for the presentation tree. Subclasses with
    /// their own state override it, copy that state from `layer` (cast to the
    /// subclass) and call `super.init(layer:)`, spelled as Apple declares it:
    /// `override init(layer: Any)`.
    ///
    /// Not `required`, as on Apple's platforms (where Objective-C's runtime
    /// finds the override). Without that runtime, copies are made through the
    /// required convenience initializer `init(presentationCopyOf:)`, which
    /// delegates here dynamically: a subclass inherits it — and its
    /// `init(layer:)` override is called — when it declares no designated
    /// initializer or overrides both `init()` and `init(layer:)`.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        isPresentationCopy = true
        bounds = other.bounds; position = other.position; zPosition = other.zPosition
        anchorPoint = other.anchorPoint; anchorPointZ = other.anchorPointZ
        transform = other.transform; sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped
        isHidden = other.isHidden; isDoubleSided = other.isDoubleSided; masksToBounds = other.masksToBounds
        contents = other.contents; contentsRect = other.contentsRect; contentsCenter = other.contentsCenter
        contentsGravity = other.contentsGravity; contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        isOpaque = other.isOpaque; needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously
        contentsFormat = other.contentsFormat; contentsHeadroom = other.contentsHeadroom
        wantsExtendedDynamicRangeContent = other.wantsExtendedDynamicRangeContent
        preferredDynamicRange = other.preferredDynamicRange
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth; borderColor = other.borderColor
        opacity = other.opacity; allowsGroupOpacity = other.allowsGroupOpacity
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing; edgeAntialiasingMask = other.edgeAntialiasingMask
        shouldRasterize = other.shouldRasterize; rasterizationScale = other.rasterizationScale
        compositingFilter = other.compositingFilter
        masksWithLuminance = other.masksWithLuminance
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        name = other.name; style = other.style; actions = other.actions; delegate = other.delegate
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration; autoreverses = other.autoreverses; fillMode = other.fillMode
        extraValues = other.extraValues
        modelLayerRef = other.isPresentationCopy ? other.modelLayerRef : other
    }

    /// Creates the presentation copy of `layer` by calling the dynamic
    /// class's `init(layer:)` (what Core Animation does to build
    /// `presentation()` and each rendered frame). Not Apple API: it exists
    /// because Swift can only construct an instance of a dynamic subclass
    /// through a `required` initializer, and Apple's `init(layer:)` is not
    /// one. Subclasses inherit it (see `init(layer:)`); they never write it.
    public required convenience init(presentationCopyOf layer: CALayer) {
        self.init(layer: layer)
    }

    /// Creates a layer of the dynamic class through its `init()` — what UIKit
    /// does with a view's `layerClass` (Objective-C's `[[cls alloc] init]`).
    /// Not Apple API: Swift constructs an instance of a class known only at
    /// run time through a `required` initializer, and Apple's `init()` is not
    /// one. Subclasses inherit it as they inherit `init(presentationCopyOf:)`.
    public required convenience init(instanceOfLayerClass: Void) {
        self.init()
    }

    isolated deinit {
        if !countedAsIdentityTiming { LayerTimingCensus.layersChangingTime.add(-1, ordering: .relaxed) }
        if isGeometryFlipped && !isPresentationCopy { GeometryFlipCensus.flippedLayers.add(-1, ordering: .relaxed) }
        releaseSublayersIteratively()
    }

    // MARK: Overridable entry points
    // Swift cannot override members declared in extensions, so everything a
    // subclass may override is declared here; the work is done in the
    // CALayer+Concern.swift files.

    /// The action for `event`: the delegate's `action(for:forKey:)`, the
    /// `actions` dictionary, the `style` dictionary's actions, the class's
    /// `defaultAction(forKey:)`, then the implicit animation of an animatable
    /// property (`actionSearch(forKey:)` has the details). Called directly it
    /// ignores `CATransaction.disableActions()` and works on any layer, in the
    /// interface or not: on Apple's platforms those gate the property setter
    /// (which then does not search, or does not run what it finds), not the
    /// search (Apple's `action(forKey:)` documentation lists no such check).
    open func action(forKey event: String) -> (any CAAction)? { actionSearch(forKey: event) }

    /// The class's default action for `event` (Apple's `+defaultActionForKey:`):
    /// nil for every key, as Apple's CALayer answers — the implicit animation
    /// of an animatable property is supplied after this, as the last stage of
    /// `action(forKey:)`'s search. Subclasses override it to give their class
    /// default actions ("Classes that want to provide default actions can
    /// override this method", Apple's documentation); an action returned here
    /// replaces the implicit animation, and `super`'s nil lets it through.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The value of the property `key`, or of an undefined key set earlier
    /// (then `style`, then `defaultValue(forKey:)`).
    open func value(forKey key: String) -> Any? { kvcValue(forKey: key) }

    /// Sets the property `key` (running its action like the setter), or stores
    /// an undefined key (running the action search for it). A value of the
    /// wrong type for a property is refused with a diagnostic.
    open func setValue(_ value: Any?, forKey key: String) { kvcSetValue(value, forKey: key) }

    /// The value at a key path: a property, optionally followed by a sub-key
    /// path of its struct value ("position.x", "transform.rotation.z").
    open func value(forKeyPath keyPath: String) -> Any? { kvcValue(forKeyPath: keyPath) }

    /// Sets the value at a key path: replaces one component of a struct
    /// property and sets the whole property, whose action runs.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { kvcSetValue(value, forKeyPath: keyPath) }

    /// The default value of `key` (Apple's `+defaultValueForKey:`): a new
    /// layer's value for properties, nil for undefined keys unless a subclass
    /// overrides this.
    open class func defaultValue(forKey key: String) -> Any? { propertyDefaultValue(forKey: key) }

    /// Whether changes to `key` require a redraw (Apple's `+needsDisplayForKey:`).
    /// False by default; subclasses return true for custom properties, and the
    /// layer is then redrawn every frame while such a key animates.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether `key`'s value is archived (Apple's `shouldArchiveValueForKey:`); always true here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The key-value-coded properties this class adds (not Apple API: the
    /// property registry). Built-in subclasses override it; the registry merges
    /// the class chain.
    class var ownProperties: [LayerProperty] { baseProperties }

    /// Keys this class animates implicitly beyond CALayer's (not Apple API).
    class var additionalImplicitlyAnimatableKeys: Set<String> { [] }

    /// Key paths that are not struct components ("emitterCells.NAME.PROP");
    /// overridden by the emitter layer. Nil: not special.
    func specialValue(forKeyPath keyPath: String, head: String, tail: String) -> Any? { nil }

    /// Sets a special key path; returns whether it was one.
    func setSpecialValue(_ value: Any?, forKeyPath keyPath: String, head: String, tail: String) -> Bool { false }

    /// What the layer's class adds to the values a frame draws
    /// (`LayerValues.content`). Not Apple API; each built-in class overrides
    /// it, and user subclasses inherit their built-in ancestor's.
    func renderContent() -> LayerClassContent { .none }

    /// Called when the layer joins or leaves the interface (at the commit
    /// that adds it under a displayed root, or when it is removed). Not Apple
    /// API; the emitter layer starts and stops its simulation here.
    func interfaceMembershipDidChange() {}

    /// Called just before the layer's render-tree state changes: at a commit
    /// that changed it, and when an animation enters or leaves its render
    /// list. Not Apple API; the emitter layer brings its simulation up to the
    /// current time with the state that held until now.
    func renderStateWillChange() {}

    // MARK: Layout and display (overridable)

    /// Marks the layer's layout as invalid; it is laid out at the next commit.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Whether the layer needs layout.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out the layer now if it needs it, then its sublayers that need it.
    open func layoutIfNeeded() { layoutIfNeededImpl() }
    /// Lays out the sublayers: by default asks the delegate
    /// (`layoutSublayers(of:)`). Override to position sublayers.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The layer's preferred size: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Marks the contents as invalid; `display()` runs at the next commit.
    open func setNeedsDisplay() { markNeedsDisplay() }
    /// Marks part of the contents as invalid (the whole layer is redrawn).
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay() }
    /// Whether the layer needs to redraw.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Redraws now if needed.
    open func displayIfNeeded() { displayIfNeededImpl() }
    /// Updates the contents: the delegate's `display(_:)` if there is a
    /// delegate, otherwise a backing store at `contentsScale` drawn by
    /// `draw(in:)` becomes `contents` (see `drawIntoBackingStore()`).
    open func display() {
        if let delegate { delegate.display(self) } else { drawIntoBackingStore() }
    }
    /// Draws the layer's content into `ctx`: by default asks the delegate
    /// (`draw(_:in:)`). Override to draw. The context is y-down in the
    /// layer's bounds coordinates, scaled by `contentsScale`, as on iOS.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// The farthest descendant containing `p` (in the superlayer's
    /// coordinates); see `hitTestLayer(_:)` for the rules.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestLayer(p) }
    /// Whether `p` (in the layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self))\(name.map { " '\($0)'" } ?? ""): position \(position), bounds \(bounds)>"
        }
    }
}
