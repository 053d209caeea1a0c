import Foundation

/// The abstract base of animations that change one layer property,
/// `CAPropertyAnimation`.
///
/// `keyPath` names the property, optionally with a sub-key path
/// ("position.x", "transform.rotation.z", "bounds.size.width"). A nil key
/// path takes the key the animation is added under.
@MainActor open class CAPropertyAnimation: CAAnimation {
    /// The animated key path (nil: use the key passed to `add(_:forKey:)`).
    @exclusivity(unchecked) open var keyPath: String?
    /// Whether the animation's value is added to the layer's current value
    /// (for transforms: concatenated, the animation's transform applied first).
    @exclusivity(unchecked) open var isAdditive: Bool = false
    /// Whether each repetition starts where the previous one ended.
    @exclusivity(unchecked) open var isCumulative: Bool = false
    /// Turns the animation's scalar (or vector) values into transforms.
    @exclusivity(unchecked) open var valueFunction: CAValueFunction?

    /// Creates an animation of `path` (Apple's `init(keyPath:)`).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath; isAdditive = o.isAdditive
        isCumulative = o.isCumulative; valueFunction = o.valueFunction
    }
}

/// An animation between two values, `CABasicAnimation`.
///
/// Of `fromValue`, `toValue` and `byValue` (all `Any`: numbers of any type,
/// CGPoint/CGSize/CGRect/CATransform3D raw or in NSValue, CGColor, CGPath…):
/// - from + to: from → to; from + by: from → from + by; by + to: to − by → to;
/// - from only: from → the current value; to only: the current value → to;
/// - by only: the current value → current + by;
/// - none: the previous value of the render tree → the current (model) value.
/// "Current" means the layer's presentation value when the animation starts.
@MainActor open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (see the type's rules).
    @exclusivity(unchecked) open var fromValue: Any?
    /// The end value.
    @exclusivity(unchecked) open var toValue: Any?
    /// A relative value: added to the start or subtracted from the end.
    @exclusivity(unchecked) open var byValue: Any?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }
}
