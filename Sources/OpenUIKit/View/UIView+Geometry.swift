import Foundation

extension UIView {
    /// The view's rectangle in its superview's coordinates: the layer's frame,
    /// worked out from `center`, `bounds.size` and `transform`. Setting it sets
    /// `center` and `bounds.size` (inside an animation block both animate).
    /// As on iOS, the frame is undefined when `transform` is not the identity
    /// (here: it is the bounding box of the transformed bounds, and setting it
    /// places the untransformed bounds). Non-finite rectangles are refused
    /// with a diagnostic.
    public var frame: CGRect {
        get { layer.frame }
        set { setGeometry("frame", newValue) { layer.frame = $0 } }
    }

    /// The view's own coordinate system: its origin (what its content
    /// scrolls by) and size. Animatable.
    public var bounds: CGRect {
        get { layer.bounds }
        set { setGeometry("bounds", newValue) { layer.bounds = $0 } }
    }

    /// `frame`'s and `bounds`' setter: a non-finite rectangle is refused with
    /// a diagnostic; otherwise `apply` sets it on the layer and a size change
    /// resizes the subviews.
    private func setGeometry(_ name: String, _ rect: CGRect, _ apply: (CGRect) -> Void) {
        guard rect.isFinite else {
            CGDiagnostics.reportOnce("UIView.\(name) = \(rect): not finite; ignored", about: self)
            return
        }
        let oldSize = layer.bounds.size
        apply(rect)
        boundsSizeDidChange(from: oldSize)
        if layoutState.hasRecord && layoutState.translatesMask { LayoutEngine.shared.geometryDidChange(self) }
    }

    /// The centre of the view in its superview's coordinates: the layer's
    /// `position` (the layer's anchor point is its centre unless changed).
    /// Animatable.
    public var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                CGDiagnostics.reportOnce("UIView.center = \(newValue): not finite; ignored", about: self)
                return
            }
            layer.position = newValue
            if layoutState.hasRecord && layoutState.translatesMask { LayoutEngine.shared.geometryDidChange(self) }
        }
    }

    /// The view's affine transform, about its centre: the layer's transform
    /// read and set as an affine transform (`setAffineTransform`). Animatable.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's 3D transform: the layer's `transform`. Animatable.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The view's opacity, 0…1: the layer's `opacity`. Animatable. A view
    /// whose alpha is below 0.01 is skipped by hit testing.
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard !newValue.isNaN else {
                CGDiagnostics.reportOnce("UIView.alpha = NaN; ignored", about: self)
                return
            }
            layer.opacity = Float(newValue)
        }
    }

    /// Whether the view is hidden (its layer's `isHidden`). A hidden view
    /// takes no touches.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            // A stack view collapses (or opens up) a hidden arranged subview.
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
            // A window shown or hidden tells its root controller.
            (self as? UIWindow)?.visibilityDidChange()
        }
    }

    /// Whether subviews are clipped to the view's bounds (the layer's `masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The scale of the view's backing store: the layer's `contentsScale`
    /// (the main screen's scale by default).
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// A view whose alpha channel masks this view: its layer becomes this
    /// layer's `mask`.
    public var mask: UIView? {
        get { maskView }
        set {
            maskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// Called when the bounds size changed through the view: subviews are
    /// resized by their masks and the view needs layout (Apple's
    /// `setBounds:`/`setFrame:` do the same).
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(fromSuperviewSize: oldSize, to: newSize) }
        }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
    }

    // MARK: Converting between views

    /// Converts `point` from this view's coordinates to `view`'s; nil means
    /// the window's coordinates. Views in different windows convert through
    /// the screen (each window's frame in screen coordinates).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view?.layer ?? window?.layer else { return layer.convert(point, to: nil) }
        return layer.convert(point, to: target)
    }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view?.layer ?? window?.layer else { return layer.convert(point, from: nil) }
        return layer.convert(point, from: source)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (nil: the
    /// window's): the bounding box of the transformed rectangle.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let target = view?.layer ?? window?.layer else { return layer.convert(rect, to: nil) }
        return layer.convert(rect, to: target)
    }

    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let source = view?.layer ?? window?.layer else { return layer.convert(rect, from: nil) }
        return layer.convert(rect, from: source)
    }
}

extension CGRect {
    /// Whether origin and size are finite numbers.
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
