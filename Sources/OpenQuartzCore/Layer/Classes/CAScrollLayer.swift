import Foundation

/// The axes along which a scroll layer may scroll (`CAScrollLayerScrollMode`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer cannot scroll.
    public static let none = Self(rawValue: "none")
    /// The layer scrolls vertically only.
    public static let vertically = Self(rawValue: "vertically")
    /// The layer scrolls horizontally only.
    public static let horizontally = Self(rawValue: "horizontally")
    /// The layer scrolls both ways (the default).
    public static let both = Self(rawValue: "both")
}

/// Swift 3 spellings of the scroll modes.
public let kCAScrollNone = CAScrollLayerScrollMode.none
/// Swift 3 spelling of `CAScrollLayerScrollMode.vertically`.
public let kCAScrollVertically = CAScrollLayerScrollMode.vertically
/// Swift 3 spelling of `CAScrollLayerScrollMode.horizontally`.
public let kCAScrollHorizontally = CAScrollLayerScrollMode.horizontally
/// Swift 3 spelling of `CAScrollLayerScrollMode.both`.
public let kCAScrollBoth = CAScrollLayerScrollMode.both

/// A layer that shows part of content larger than itself, Core Animation's
/// `CAScrollLayer`: scrolling changes `bounds.origin`, which moves the
/// sublayers (the scrollable content, laid out by the app) under the layer.
/// It provides no scroll bars and handles no events; it clips only when
/// `masksToBounds` is set, as Apple's. A scroll changes `bounds` through its
/// setter, so in the interface it animates implicitly like any bounds change.
@MainActor open class CAScrollLayer: CALayer {
    /// The axes along which `scroll(to:)` moves (default `.both`). Not animatable.
    open var scrollMode: CAScrollLayerScrollMode = .both {
        didSet { if scrollMode != oldValue { propertyDidChange("scrollMode", old: AnimatableValue(oldValue)) } }
    }

    /// Creates a scroll layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` (the presentation copy), `scrollMode` included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAScrollLayer else { return }
        scrollMode = other.scrollMode
    }

    override class var ownProperties: [LayerProperty] {
        [PropertyBuilder.discrete("scrollMode", \CAScrollLayer.scrollMode)]
    }

    /// Apple's `defaultValue(forKey:)`: `.both` for `"scrollMode"`, CALayer's answer otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let v = ownDefaultValue(forKey: key, in: CAScrollLayer.ownProperties, fresh: { CAScrollLayer() }) { return v }
        return super.defaultValue(forKey: key)
    }

    /// Changes the origin of the bounds to `p`, along the axes `scrollMode`
    /// allows (the other coordinate is kept). Non-finite coordinates are
    /// refused with a diagnostic.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            CADiagnostics.report("CAScrollLayer.scroll(to: \(p)): not finite; ignored")
            return
        }
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
        if origin != bounds.origin { bounds.origin = origin }
    }

    /// Scrolls the least distance that makes `r` (in the layer's coordinates)
    /// visible, along the axes `scrollMode` allows: on each axis, if `r`
    /// already lies inside the bounds nothing moves; otherwise the nearer edge
    /// of `r` is brought to the matching edge of the bounds (its minimum edge
    /// when `r` is larger than the bounds). Null or non-finite rectangles are
    /// refused with a diagnostic.
    open func scroll(to r: CGRect) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            CADiagnostics.report("CAScrollLayer.scroll(to: \(r)): null or not finite; ignored")
            return
        }
        let r = r.standardized, b = bounds
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ length: CGFloat) -> CGFloat {
            if hi - lo >= length || lo < vlo { return lo }       // too big, or above/left: align the minimum edges
            if hi > vlo + length { return hi - length }           // below/right: align the maximum edges
            return vlo                                            // already visible
        }
        scroll(to: CGPoint(x: axis(r.minX, r.maxX, b.minX, b.width), y: axis(r.minY, r.maxY, b.minY, b.height)))
    }
}

extension CALayer {
    /// The nearest ancestor scroll layer (not the layer itself), if any.
    var enclosingScrollLayer: CAScrollLayer? {
        var l = superlayer
        while let current = l {
            if let s = current as? CAScrollLayer { return s }
            l = current.superlayer
        }
        return nil
    }

    /// Scrolls the layer's closest ancestor scroll layer so that `p` (in this
    /// layer's coordinates) lies at the scroll layer's origin. Does nothing
    /// when the layer is not inside a `CAScrollLayer`, as Apple's.
    public func scroll(_ p: CGPoint) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(p, from: self))
    }

    /// Scrolls the layer's closest ancestor scroll layer so that `r` (in this
    /// layer's coordinates) becomes visible (see `CAScrollLayer.scroll(to:)`
    /// for the rectangle version's rule). Does nothing when the layer is not
    /// inside a `CAScrollLayer`.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(r, from: self))
    }

    /// The part of the layer's bounds, in its own coordinates, that is not
    /// clipped by its closest ancestor scroll layer: the bounds intersected
    /// with the scroll layer's bounds (mapped into this layer); the whole
    /// bounds when there is no scroll layer; `.zero` when nothing is visible.
    public var visibleRect: CGRect {
        guard let s = enclosingScrollLayer else { return bounds }
        let visible = bounds.intersection(convert(s.bounds, from: s))
        return visible.isNull ? .zero : visible
    }
}
