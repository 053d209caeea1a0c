import Foundation

/// How a layer's contents are placed in its bounds (`CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
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
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nearest = Self(rawValue: "nearest")
    public static let linear = Self(rawValue: "linear")
    public static let trilinear = Self(rawValue: "trilinear")
}

/// The curve of rounded corners (`CALayerCornerCurve`). Both curves are drawn
/// as circular arcs here (`.continuous` is approximated).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = Self(rawValue: "circular")
    public static let continuous = Self(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds (`CACornerMask`). In a layer's own
/// coordinates (y down in UIKit) "min Y" is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Swift 3 spellings of the contents gravities and filters.
public let kCAGravityCenter = CALayerContentsGravity.center
public let kCAGravityTop = CALayerContentsGravity.top
public let kCAGravityBottom = CALayerContentsGravity.bottom
public let kCAGravityLeft = CALayerContentsGravity.left
public let kCAGravityRight = CALayerContentsGravity.right
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
public let kCAGravityTopRight = CALayerContentsGravity.topRight
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
public let kCAFilterNearest = CALayerContentsFilter.nearest
public let kCAFilterLinear = CALayerContentsFilter.linear
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear

/// The non-property action events (Apple's `kCAOnOrderIn` …).
public let kCAOnOrderIn = "onOrderIn"
public let kCAOnOrderOut = "onOrderOut"
public let kCATransition = "transition"

/// Methods a layer's delegate may implement (`CALayerDelegate`). All are
/// optional; the defaults do nothing and return nil.
@MainActor public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents itself. (`draw(_:in:)` arrives with CGContext drawing.)
    func display(_ layer: CALayer)
    /// Called before `display`/`draw` (Apple's `layerWillDraw`).
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action stops the search and runs,
    /// `NSNull()` stops it with no action, nil continues the search.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
