import Foundation

extension UIView {
    /// How a view shows its content when its bounds change (Apple's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Stretch the content to fill the bounds (the default).
        case scaleToFill = 0
        /// Scale to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill the bounds, keeping the aspect ratio (the content may be clipped).
        case scaleAspectFill = 2
        /// Redraw (`draw(_:)`) whenever the bounds change.
        case redraw = 3
        /// Centre the content, unscaled.
        case center = 4
        /// Against the top edge, centred horizontally.
        case top = 5
        /// Against the bottom edge.
        case bottom = 6
        /// Against the left edge.
        case left = 7
        /// Against the right edge.
        case right = 8
        /// In the top-left corner.
        case topLeft = 9
        /// In the top-right corner.
        case topRight = 10
        /// In the bottom-left corner.
        case bottomLeft = 11
        /// In the bottom-right corner.
        case bottomRight = 12

        /// The layer gravity UIKit sets for the mode. Vertical names are
        /// swapped: a layer's `.top` gravity is its maximum y, which on iOS
        /// (layers not geometry-flipped) is the bottom of the screen.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }

    /// How a view resizes when its superview's bounds size changes (Apple's
    /// `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin takes part in the change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width takes part in the change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin takes part in the change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin takes part in the change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height takes part in the change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin takes part in the change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The value of a dimension with no intrinsic size (-1).
    public static let noIntrinsicMetric: CGFloat = -1
}
