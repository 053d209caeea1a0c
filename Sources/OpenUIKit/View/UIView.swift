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

    /// Lays out the subviews. The default does nothing (the Auto Layout
    /// issue adds constraint-based layout); subclasses set their subviews'
    /// frames here. Called by the layout pass — the view's layer's
    /// `layoutSublayers()` — never directly: use `setNeedsLayout()` and
    /// `layoutIfNeeded()`.
    open func layoutSubviews() {}

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

    isolated deinit { releaseSubviewsIteratively() }

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
