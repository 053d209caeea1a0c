import Foundation

/// How a layer's contents are placed in its bounds (`CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple's `.center` (raw value "center").
    public static let center = Self(rawValue: "center")
    /// Apple's `.top` (raw value "top").
    public static let top = Self(rawValue: "top")
    /// Apple's `.bottom` (raw value "bottom").
    public static let bottom = Self(rawValue: "bottom")
    /// Apple's `.left` (raw value "left").
    public static let left = Self(rawValue: "left")
    /// Apple's `.right` (raw value "right").
    public static let right = Self(rawValue: "right")
    /// Apple's `.topLeft` (raw value "topLeft").
    public static let topLeft = Self(rawValue: "topLeft")
    /// Apple's `.topRight` (raw value "topRight").
    public static let topRight = Self(rawValue: "topRight")
    /// Apple's `.bottomLeft` (raw value "bottomLeft").
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// Apple's `.bottomRight` (raw value "bottomRight").
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scale to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scale to fill the bounds, keeping the aspect ratio (may crop).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// The filter used to scale contents (`CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple's `.nearest` (raw value "nearest").
    public static let nearest = Self(rawValue: "nearest")
    /// Apple's `.linear` (raw value "linear").
    public static let linear = Self(rawValue: "linear")
    /// Apple's `.trilinear` (raw value "trilinear").
    public static let trilinear = Self(rawValue: "trilinear")
}

/// The curve of rounded corners (`CALayerCornerCurve`). Both curves are drawn
/// as circular arcs here (`.continuous` is approximated).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple's `.circular` (raw value "circular").
    public static let circular = Self(rawValue: "circular")
    /// Apple's `.continuous` (raw value "continuous").
    public static let continuous = Self(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds (`CACornerMask`). In a layer's own
/// coordinates (y down in UIKit) "min Y" is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: UInt
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apple's `.layerMinXMinYCorner` (raw value 1 << 0).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// Apple's `.layerMaxXMinYCorner` (raw value 1 << 1).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// Apple's `.layerMinXMaxYCorner` (raw value 1 << 2).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// Apple's `.layerMaxXMaxYCorner` (raw value 1 << 3).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Swift 3 spellings of the contents gravities and filters.
public let kCAGravityCenter = CALayerContentsGravity.center
/// Swift 3 spelling of `CALayerContentsGravity.top`.
public let kCAGravityTop = CALayerContentsGravity.top
/// Swift 3 spelling of `CALayerContentsGravity.bottom`.
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// Swift 3 spelling of `CALayerContentsGravity.left`.
public let kCAGravityLeft = CALayerContentsGravity.left
/// Swift 3 spelling of `CALayerContentsGravity.right`.
public let kCAGravityRight = CALayerContentsGravity.right
/// Swift 3 spelling of `CALayerContentsGravity.topLeft`.
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// Swift 3 spelling of `CALayerContentsGravity.topRight`.
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// Swift 3 spelling of `CALayerContentsGravity.bottomLeft`.
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// Swift 3 spelling of `CALayerContentsGravity.bottomRight`.
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// Swift 3 spelling of `CALayerContentsGravity.resize`.
public let kCAGravityResize = CALayerContentsGravity.resize
/// Swift 3 spelling of `CALayerContentsGravity.resizeAspect`.
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// Swift 3 spelling of `CALayerContentsGravity.resizeAspectFill`.
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
/// Swift 3 spelling of `CALayerContentsFilter.nearest`.
public let kCAFilterNearest = CALayerContentsFilter.nearest
/// Swift 3 spelling of `CALayerContentsFilter.linear`.
public let kCAFilterLinear = CALayerContentsFilter.linear
/// Swift 3 spelling of `CALayerContentsFilter.trilinear`.
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear

/// The non-property action events (Apple's `kCAOnOrderIn` …).
public let kCAOnOrderIn = "onOrderIn"
/// The key "onOrderOut" (Apple's `kCAOnOrderOut`).
public let kCAOnOrderOut = "onOrderOut"
/// The key "transition" (Apple's `kCATransition`).
public let kCATransition = "transition"

/// Methods a layer's delegate may implement (`CALayerDelegate`). All are
/// optional; the defaults do nothing and return nil.
@MainActor public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents itself. The default (a delegate that does
    /// not implement it) draws the layer's backing store, which calls
    /// `draw(_:in:)` — Apple's behaviour for a delegate without `displayLayer:`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (y-down, in the layer's bounds
    /// coordinates, at `contentsScale`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `display`/`draw` (Apple's `layerWillDraw`).
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action stops the search and runs,
    /// `NSNull()` stops it with no action, nil continues the search.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws the layer's backing store (see the requirement's documentation).
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    /// Does nothing by default.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing by default.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing by default.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil by default: the action search goes on.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
