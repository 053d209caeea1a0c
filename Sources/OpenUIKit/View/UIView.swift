import Foundation

/// A rectangular area of the screen, backed by a Core Animation layer (Apple's `UIView`).
///
/// As on iOS the view owns its layer — an instance of `layerClass`, made when
/// the view is — and is that layer's delegate: the view's geometry and
/// appearance properties are the layer's (`center` is `layer.position`,
/// `alpha` is `layer.opacity`, `transform` is the layer's affine transform),
/// the layer asks the view for its actions (`action(for:forKey:)`: an
/// animation inside an animation block, the null action outside one — views
/// do not animate implicitly), for its drawing (`draw(_:)`) and for its
/// layout (`layoutSubviews()`).
///
/// A view's layer is shown when the view is in a window that is visible
/// (`UIWindow.makeKeyAndVisible()`): the window's `CARenderer` displays the
/// layer tree, which puts it "in the interface", where property changes run
/// their actions.
///
/// Concerns live in their own files: geometry (`UIView+Geometry.swift`),
/// hierarchy (`+Hierarchy`), layout (`+Layout`), drawing (`+Drawing`), hit
/// testing (`+HitTesting`), the layer delegate (`+LayerDelegate`) and
/// animation (`Animation/UIView+Animation.swift` and neighbours).
@MainActor open class UIView: UIResponder, CALayerDelegate {
    /// The class of the view's layer (`CALayer` by default). Subclasses
    /// override it to be backed by a `CAShapeLayer`, `CAGradientLayer`…; it
    /// must be `CALayer` or a subclass (anything else is refused with a
    /// diagnostic and a `CALayer` is used).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer the view draws with (an instance of `layerClass`), whose
    /// delegate is the view.
    public let layer: CALayer

    /// The view's superview; nil for a view not in a hierarchy (and for a window).
    public internal(set) weak var superview: UIView?

    /// The view's subviews, back to front.
    public internal(set) var subviews: [UIView] = []

    /// The window the view is in, kept up to date by the hierarchy changes
    /// (so that `window` costs no walk up the tree).
    weak var windowStorage: UIWindow?

    /// The view controller whose root view this is (the next responder).
    weak var owningViewController: UIViewController?

    /// An integer that identifies the view (`viewWithTag(_:)`); 0 by default.
    open var tag: Int = 0

    /// Whether touches reach the view (true by default). A view that does not
    /// take touches is skipped by `hitTest(_:with:)`, and so is its subtree.
    open var isUserInteractionEnabled: Bool = true

    /// Whether the view takes more than one touch at a time (false by default).
    open var isMultipleTouchEnabled: Bool = false

    /// Whether the view takes touches exclusively (false by default).
    open var isExclusiveTouch: Bool = false

    /// Whether the view draws every pixel of its bounds opaquely — a drawing
    /// hint (true by default, as on iOS). Here it is only stored: the
    /// compositor does not use it (it finds opaque layers itself).
    open var isOpaque: Bool = true

    /// Whether subviews are resized by their `autoresizingMask` when the
    /// view's bounds size changes (true by default).
    open var autoresizesSubviews: Bool = true

    /// How the view resizes when its superview's bounds size changes (none by default).
    open var autoresizingMask: AutoresizingMask = []

    /// How the view shows its content when its bounds change (Apple's
    /// `contentMode`, `.scaleToFill` by default): it sets the layer's
    /// `contentsGravity` (`.redraw` also redraws on every bounds change).
    /// The top/bottom modes set the opposite gravity, as UIKit does: a
    /// layer's `.top` gravity is its maximum y, the bottom of the screen in a
    /// layer that is not geometry-flipped.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// The view's background colour (nil, clear, by default): the layer's
    /// `backgroundColor`. Animatable.
    open var backgroundColor: UIColor? {
        // The layer's colour, as UIKit reads it: set on the layer directly
        // (or put back by a property animator finishing at .start) it shows
        // here too; the colour object set last when it still matches.
        get {
            let shown = layer.backgroundColor
            if let stored = backgroundColorStorage, stored.cgColor == shown { return stored }
            return shown.map { UIColor(cgColor: $0) }
        }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }
    var backgroundColorStorage: UIColor?

    /// The tint colour: the view's own, or the superview's, up to the
    /// window's (`UIColor.systemBlue` when no view sets one). Setting it
    /// calls `tintColorDidChange()` on the view and on every view under it
    /// that inherits it.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            tintColorStorage = newValue
            tintDidChangeInSubtree()
        }
    }
    var tintColorStorage: UIColor?

    /// The view whose alpha masks this view (see `mask`).
    var maskView: UIView?

    // MARK: Override points
    // Swift cannot override members declared in extensions, so everything a
    // subclass may override is declared here; the work is done in the
    // UIView+Concern.swift files.

    /// Called on the superview after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (nil: it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window (or left its window).
    open func didMoveToWindow() {}

    /// Lays out the subviews. The default places the subviews that Auto
    /// Layout positions (`translatesAutoresizingMaskIntoConstraints` false)
    /// where their constraints put them — so a frame set by hand on such a
    /// view is undone here, as in UIKit; subclasses that override it call
    /// `super` first, then adjust. Called by the layout pass — the view's
    /// layer's `layoutSublayers()` — never directly: use `setNeedsLayout()`
    /// and `layoutIfNeeded()`.
    open func layoutSubviews() { LayoutEngine.shared.placeConstrainedSubviews(of: self) }

    // MARK: Auto Layout override points (Layout/UIView+Constraints.swift)

    /// The view's Auto Layout state.
    var layoutState = ViewLayoutState()

    /// Whether the view's frame and autoresizing mask become constraints
    /// that hold it where it is put (true by default, as for every view
    /// made in code). Set it to false to position the view with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesMask }
        set {
            guard newValue != layoutState.translatesMask else { return }
            layoutState.translatesMask = newValue
            LayoutEngine.shared.translatesDidChange(self)
        }
    }

    /// Updates the view's constraints in the update-constraints pass, which
    /// runs before layout for views that asked with
    /// `setNeedsUpdateConstraints()`. Override to add or change constraints
    /// there; call `super` last, as UIKit requires.
    open func updateConstraints() {}

    /// Whether the view depends on constraints (false by default): UIKit
    /// then runs its `updateConstraints()` before its first layout.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The space the view leaves around its content (8 points each side by
    /// default): `layoutMarginsGuide` and the margin attributes follow it.
    open var layoutMargins: UIEdgeInsets {
        get { layoutState.layoutMargins }
        set {
            guard newValue != layoutState.layoutMargins else { return }
            layoutState.layoutMargins = newValue
            LayoutEngine.shared.marginsDidChange(self)
            layoutMarginsDidChange()
        }
    }

    /// Called after `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    /// The insets that keep content clear of the screen's bars and corners.
    /// Zero here: the Linux screen has no bars or rounded corners, and
    /// nothing yet sets a window's safe area.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Called after `safeAreaInsets` changed (never, here; see above).
    open func safeAreaInsetsDidChange() {}

    /// How strongly the view resists growing past its intrinsic size along
    /// `axis` (250, `.defaultLow`, unless set; 251 for labels, as in UIKit).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.hugging[axis.rawValue] ?? Self.defaultContentHugging
    }

    /// Sets how strongly the view hugs its content along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.isUsable else {
            CGDiagnostics.reportOnce("setContentHuggingPriority(\(priority)): must be 1…1000; ignored", about: self)
            return
        }
        layoutState.hugging[axis.rawValue] = priority
        LayoutEngine.shared.intrinsicSizeDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size
    /// along `axis` (750, `.defaultHigh`, unless set).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.compression[axis.rawValue] ?? .defaultHigh
    }

    /// Sets how strongly the view resists compression along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.isUsable else {
            CGDiagnostics.reportOnce("setContentCompressionResistancePriority(\(priority)): must be 1…1000; ignored", about: self)
            return
        }
        layoutState.compression[axis.rawValue] = priority
        LayoutEngine.shared.intrinsicSizeDidChange(self)
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed (a label's
    /// text, an image view's image): the view is laid out again.
    open func invalidateIntrinsicContentSize() { LayoutEngine.shared.intrinsicSizeDidChange(self) }

    /// The content hugging priority of views of this class that were not given one.
    class var defaultContentHugging: UILayoutPriority { .defaultLow }

    /// Marks the view as needing layout at the end of the run-loop turn.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now the views under the topmost ancestor that needs layout,
    /// top down. Inside an animation block, the frames that layout changes animate.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// The size that best fits `size`: the current bounds size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        guard fitted.width.isFinite, fitted.height.isFinite else { return }
        let origin = frame.origin
        bounds = CGRect(origin: bounds.origin, size: fitted)
        frame.origin = origin
    }

    /// The natural size of the view's content; `UIView.noIntrinsicMetric` in
    /// both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Draws the view's content in `rect` (its bounds) into the current
    /// UIGraphics context (y down, origin at the bounds' origin). The default
    /// draws nothing — and a view whose class does not override it has no
    /// backing store, as on iOS.
    open func draw(_ rect: CGRect) { UIViewDrawing.baseDrawDidRun() }

    /// Marks the whole view for redrawing at the end of the turn (nothing
    /// happens for a view whose class does not draw).
    open func setNeedsDisplay() {
        guard UIViewDrawing.mayDraw(type(of: self)) else { return }
        layer.setNeedsDisplay()
    }

    /// Marks `rect` for redrawing (the whole view is redrawn).
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Whether `point` (in the view's coordinates) is inside the view: inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest view under `point` (in the view's coordinates) that takes
    /// touches: nil when the view is hidden, does not take touches, is almost
    /// transparent (alpha < 0.01) or `point(inside:with:)` says no; otherwise
    /// the front-most subview's answer, else the view itself.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestWalk(point, with: event) }

    /// Called when the effective tint colour changed.
    open func tintColorDidChange() {}

    // MARK: Gesture recognizers (Input/)
    // The storage and override point the Input/ files need (Swift allows
    // neither in an extension); the logic is in Input/UIView+Gestures.swift.

    /// The view's gesture recognizers, in the order they were added.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []

    /// Whether `gestureRecognizer` may begin (Apple's
    /// `gestureRecognizerShouldBegin(_:)`): asked, before the recognizer's
    /// delegate, when a recognizer attached to this view leaves `.possible`.
    /// True by default; false makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: The layer's delegate

    /// The layer's action for `event`: inside an animation block an animation
    /// for the animatable properties (built from the block's settings), the
    /// null action otherwise — views do not animate implicitly. See
    /// UIView+LayerDelegate.swift.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        viewAction(for: layer, forKey: event)
    }

    /// Draws the layer's content: pushes `ctx` as the current UIGraphics
    /// context and calls `draw(_:)` with the bounds.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawLayerContent(layer, in: ctx) }

    /// Displays the layer: draws the backing store through `draw(_:)`, unless
    /// the view's class does not draw (then the layer has no contents).
    open func display(_ layer: CALayer) { displayLayer(layer) }

    /// Lays out the layer's sublayers: runs `layoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutLayerOfView() }
    }

    /// Creates a view with the given frame (in its future superview's coordinates).
    public init(frame: CGRect) {
        layer = UIView.makeLayer(of: type(of: self).layerClass)
        super.init()
        layer.delegate = self
        layer.runsActionsOnceAttached = true
        layer.contentsScale = UIScreen.main.scale
        self.frame = frame
        if UIViewDrawing.mayDraw(type(of: self)) { layer.setNeedsDisplay() }
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Apple's initializer for views unarchived from a storyboard or nib.
    /// There are no archives here: the view is made with a zero frame and the
    /// coder is not read. (Declared so that subclasses written for iOS —
    /// `required init?(coder: NSCoder)` — compile unchanged.)
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(of: type(of: self).layerClass)
        super.init()
        layer.delegate = self
        layer.runsActionsOnceAttached = true
        layer.contentsScale = UIScreen.main.scale
        if UIViewDrawing.mayDraw(type(of: self)) { layer.setNeedsDisplay() }
    }

    isolated deinit {
        // Constraints installed here go with the view (as in UIKit, where
        // the view owns them).
        if !layoutState.installed.isEmpty { LayoutEngine.shared.hostWillDeallocate(self) }
        releaseSubviewsIteratively()
    }

    /// The next responder: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The collision shape UIKit Dynamics gives the view (`.rectangle`);
    /// subclasses override it, as on iOS.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The view's collision shape for `.path`: convex, counter-clockwise,
    /// about its centre (empty by default); subclasses override it.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    private static func makeLayer(of cls: AnyClass) -> CALayer {
        guard let layerType = cls as? CALayer.Type else {
            CGDiagnostics.report("UIView.layerClass \(cls) is not a CALayer subclass; using CALayer")
            return CALayer()
        }
        return layerType.init(instanceOfLayerClass: ())
    }
}
