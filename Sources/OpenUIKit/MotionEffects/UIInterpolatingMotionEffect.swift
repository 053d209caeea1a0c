import Foundation

/// A motion effect that moves one property of a view with one axis of the
/// device's tilt (Apple's `UIInterpolatingMotionEffect`).
///
/// ```swift
/// let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// tilt.minimumRelativeValue = -10.0
/// tilt.maximumRelativeValue = 10.0
/// view.addMotionEffect(tilt)      // the view shows up to 10 points left or right of its centre
/// ```
///
/// The viewer offset's component along `type`'s axis, −1…1, maps linearly
/// onto `minimumRelativeValue`…`maximumRelativeValue`: −1 gives the
/// minimum, +1 the maximum, 0 their midpoint. Values interpolate as Core
/// Animation interpolates animation values (numbers, points, sizes,
/// rectangles and colours component by component; transforms decomposed),
/// so the two values must be of the same kind.
///
/// Where ours differs from (or pins down what Apple leaves open in) Apple's:
/// - A component outside −1…1 is clamped into it, so the two relative
///   values bound how far the property wanders (the system never reports
///   more than ±1; what iOS does with more is not documented).
/// - Bad input never traps: a non-finite component, a relative value left
///   nil, or two values that do not interpolate (a number and a point, a
///   string) report a diagnostic once and the effect returns nil (changes
///   nothing).
/// - `init(coder:)` reads no archive (see `UIMotionEffect`).
@MainActor open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The key path of the view the effect moves, relative to the view:
    /// `"center.x"`, `"alpha"`, `"layer.shadowOffset"`… It must name an
    /// animatable property (see `UIView.addMotionEffect(_:)` for the ones
    /// supported here).
    public let keyPath: String

    /// The axis of tilt the effect follows.
    public let type: EffectType

    /// The value added to the property when the viewer offset along `type`'s
    /// axis is −1 (nil by default: set it, and `maximumRelativeValue`,
    /// before the effect can do anything). A number (`CGFloat`, `Double`,
    /// `Int`, `NSNumber`…) for a numeric key path; a `CGPoint`, `CGSize`,
    /// `CGRect`, `UIOffset`, `CGAffineTransform` or `CATransform3D` for a
    /// struct one.
    open var minimumRelativeValue: Any?

    /// The value added to the property when the viewer offset along `type`'s
    /// axis is +1 (nil by default). Of the same kind as `minimumRelativeValue`.
    open var maximumRelativeValue: Any?

    /// An effect moving the view's `keyPath` with the tilt along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Apple's initializer for archived effects; there are no archives here:
    /// the effect has an empty key path and follows the horizontal axis.
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// `[keyPath: value]`, where value lies (offset + 1) / 2 of the way from
    /// `minimumRelativeValue` to `maximumRelativeValue`, offset being
    /// `viewerOffset`'s component along `type`'s axis clamped to −1…1; it
    /// comes back in the Swift type of `minimumRelativeValue` (integers as
    /// `Double`). Nil (with a
    /// diagnostic, once) when that component is not finite, a relative
    /// value is missing, or the two do not interpolate.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let axis = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        guard axis.isFinite else {
            CGDiagnostics.reportOnce("UIInterpolatingMotionEffect(\"\(keyPath)\"): the viewer offset \(viewerOffset) is not finite; nothing is changed")
            return nil
        }
        guard let minimumRelativeValue, let maximumRelativeValue else {
            CGDiagnostics.reportOnce("UIInterpolatingMotionEffect(\"\(keyPath)\"): set both minimumRelativeValue and maximumRelativeValue; nothing is changed")
            return nil
        }
        let low = MotionEffectValues.typed(minimumRelativeValue), high = MotionEffectValues.typed(maximumRelativeValue)
        guard AnimatableValue.interpolatesContinuously(low, high) else {
            CGDiagnostics.reportOnce("UIInterpolatingMotionEffect(\"\(keyPath)\"): cannot interpolate from a \(Swift.type(of: minimumRelativeValue)) to a \(Swift.type(of: maximumRelativeValue)); nothing is changed")
            return nil
        }
        let fraction = (Double(min(max(axis, -1), 1)) + 1) / 2
        let value = AnimatableValue.interpolate(low, high, fraction)
        guard let boxed = MotionEffectValues.boxed(value, like: minimumRelativeValue) else { return nil }
        return [keyPath: boxed]
    }

    /// A copy with the same key path, axis and relative values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }
}
