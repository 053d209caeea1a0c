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
    /// Whether each repeat cycle builds on the previous one (default false).
    ///
    /// Apple: the value is "the value at the end of the previous repeat
    /// cycle, plus the value of the current repeat cycle". Read as the
    /// current cycle's change from its own start — so motion is continuous,
    /// as in Apple's RealityKit `.cumulative` (from 1 to 2 repeats as 1, 2,
    /// 3, 4…) — cycle k shows value + k × (end − start): for a basic
    /// animation `to − from`, for keyframes the last value minus the first.
    /// A fill after the last cycle holds its accumulated end. With
    /// `autoreverses` a cycle plays forward and back and so ends at its
    /// start value: the end of the previous cycle is where the next begins,
    /// and nothing accumulates (the cycles repeat, without a jump).
    /// Additive animations accumulate the same way on top of the model.
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
    open var fromValue: Any? {
        get { storedFromValue }
        set { storedFromValue = newValue; storedValuesChanged() }
    }
    /// The end value.
    open var toValue: Any? {
        get { storedToValue }
        set { storedToValue = newValue; storedValuesChanged() }
    }
    /// A relative value: added to the start or subtracted from the end.
    /// "Adding" is per component for numbers, points, sizes, rects and
    /// colours (RGBA), concatenation for transforms. In an additive animation
    /// a missing start is the additive zero of the value's kind — for a
    /// colour transparent black (0, 0, 0, 0) — so `byValue` alone runs from
    /// the model's colour to the model's colour plus the delta, with every
    /// component interpolated (Apple's `isAdditive`/`byValue` documentation:
    /// the animation's values are added to the layer's current value).
    open var byValue: Any? {
        get { storedByValue }
        set { storedByValue = newValue; storedValuesChanged() }
    }

    // The values themselves. The commit reads them directly for an animation
    // of exactly this class (whose getters nobody overrode), and not at all
    // when `hasStoredValues` is false (the implicit animations): three
    // dynamically dispatched getters copying an `Any?` each were ~10 % of
    // committing an implicit animation. Subclasses' values are read through
    // their getters.
    @exclusivity(unchecked) private(set) final var storedFromValue: Any?
    @exclusivity(unchecked) private(set) final var storedToValue: Any?
    @exclusivity(unchecked) private(set) final var storedByValue: Any?
    /// Whether any of the three stored values is set.
    @exclusivity(unchecked) private(set) final var hasStoredValues = false

    private func storedValuesChanged() {
        hasStoredValues = storedFromValue != nil || storedToValue != nil || storedByValue != nil
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }
}
