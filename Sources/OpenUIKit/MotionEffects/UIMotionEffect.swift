import Foundation

/// An effect that moves a view's properties with the tilt of the device
/// (Apple's `UIMotionEffect`): the home screen's parallax, an alert that
/// floats above the content.
///
/// The class is abstract. UIKit asks each motion effect of a view, whenever
/// the viewer offset changes, for `keyPathsAndRelativeValues(forViewerOffset:)`:
/// key paths of the view (`"center.x"`, `"layer.shadowOffset"`…) with values
/// to *add* to those properties. Use `UIInterpolatingMotionEffect` (one key
/// path following one axis of tilt) and `UIMotionEffectGroup` (several
/// effects applied together), or subclass and override that method.
///
/// As on iOS (Apple's `UIView.addMotionEffect(_:)` documentation: "the motion
/// effect's keyPath/value pairs are applied to the view's presentation
/// layer") the values change what is *shown*, never the model: `view.center`
/// and `view.layer.position` keep their values; `layer.presentation()` and
/// the rendered frames include the offset. See `UIView.addMotionEffect(_:)`
/// for how they are applied here.
///
/// There is no accelerometer on Linux: the viewer offset is simulated with
/// `UIScreen.simulateViewerOffset(_:)` (not Apple API). Effects do not apply
/// while `UIAccessibility.isReduceMotionEnabled` is true, as on iOS when the
/// user turns motion off in the Accessibility settings.
///
/// Differences from Apple's class: instances are not `NSSecureCoding`
/// (`init(coder:)` exists so that subclasses written for iOS compile, and
/// reads nothing); the base class's `keyPathsAndRelativeValues(forViewerOffset:)`
/// reports a diagnostic and returns nil instead of raising an exception.
@MainActor open class UIMotionEffect: NSObject, @preconcurrency NSCopying {
    /// Creates a motion effect. `UIMotionEffect` itself applies nothing:
    /// create a subclass.
    public override init() { super.init() }

    /// Apple's initializer for archived effects. There are no archives here:
    /// the coder is not read. (Declared so that subclasses written for iOS —
    /// `required init?(coder: NSCoder)` — compile unchanged.)
    public required init?(coder: NSCoder) { super.init() }

    /// The view properties to change for `viewerOffset`, with the amount to
    /// add to each (Apple's abstract method).
    ///
    /// - Parameter viewerOffset: which way the device faces relative to the
    ///   viewer, each component in −1…1: (0, 0) when the screen faces the
    ///   viewer; positive when it turns to face below or right of the
    ///   viewer, negative above or left.
    /// - Returns: key paths relative to the view (`"center"`, `"center.x"`,
    ///   `"alpha"`, `"layer.shadowOffset.width"`…) with the value to add to
    ///   each — numbers for numeric key paths, `CGPoint`, `CGSize`,
    ///   `CGRect`, `CGAffineTransform` or `CATransform3D` for struct ones;
    ///   nil (or an empty dictionary) to change nothing.
    ///
    /// Subclasses override it without calling `super`. The base class is
    /// abstract: it reports a diagnostic (once per class) and returns nil.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        CGDiagnostics.reportOnce("UIMotionEffect is abstract: \(type(of: self)) does not override keyPathsAndRelativeValues(forViewerOffset:); it changes nothing")
        return nil
    }

    /// A copy of the effect (`NSCopying`, which Apple requires of
    /// subclasses; `copy()` calls it). The base class has no state of its
    /// own and returns the receiver;
    /// `UIInterpolatingMotionEffect` and `UIMotionEffectGroup` return real
    /// copies. Subclasses with state override it.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
