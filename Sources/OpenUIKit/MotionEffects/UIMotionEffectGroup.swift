import Foundation

/// Motion effects applied together (Apple's `UIMotionEffectGroup`): the
/// usual way to move a view along both axes of tilt.
///
/// ```swift
/// let group = UIMotionEffectGroup()
/// group.motionEffects = [horizontal, vertical]   // "center.x" and "center.y", ±10 each
/// view.addMotionEffect(group)
/// ```
///
/// When the viewer offset changes, every effect of the group is asked for
/// its key paths and values and the results are applied at once. As Apple's
/// header describes it, the group merges its effects' pairs the way a
/// `CAAnimationGroup` would, adding the values of a key path that several
/// effects name (numbers, points, sizes and rectangles component by
/// component; transforms by concatenation, in key-path order of the effects).
///
/// Where ours differs from (or pins down what Apple leaves open in) Apple's:
/// two values of one key path that do not add (a number and a point) keep
/// the first, and a group that contains itself, directly or through other
/// groups, skips the inner occurrence; both report a diagnostic once.
@MainActor open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group, applied together (nil by default). The
    /// array is a copy (a Swift array is a value); its effects are not copied.
    open var motionEffects: [UIMotionEffect]?

    /// An empty group.
    public override init() { super.init() }

    /// Apple's initializer for archived groups; there are no archives here:
    /// the group is empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The groups whose effects are being asked right now (a group inside
    /// itself would otherwise ask itself for ever).
    private static var asking: Set<ObjectIdentifier> = []

    /// The pairs of every effect of the group for `viewerOffset`, the values
    /// of a key path named by several effects added up; nil when no effect
    /// changes anything.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let effects = motionEffects, !effects.isEmpty else { return nil }
        let me = ObjectIdentifier(self)
        guard !Self.asking.contains(me) else {
            CGDiagnostics.reportOnce("UIMotionEffectGroup: a group cannot contain itself; the inner occurrence is skipped")
            return nil
        }
        Self.asking.insert(me)
        defer { Self.asking.remove(me) }
        var merged: [String: Any] = [:]
        for effect in effects {
            guard let pairs = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) else { continue }
            for (keyPath, value) in pairs.sorted(by: { $0.key < $1.key }) {
                guard let previous = merged[keyPath] else {
                    merged[keyPath] = value
                    continue
                }
                guard let total = MotionEffectValues.sum(MotionEffectValues.typed(previous), MotionEffectValues.typed(value)),
                      let boxed = MotionEffectValues.boxed(total, like: previous) else {
                    CGDiagnostics.reportOnce("UIMotionEffectGroup: values of \"\(keyPath)\" of types \(Swift.type(of: previous)) and \(Swift.type(of: value)) do not add; the first is kept")
                    continue
                }
                merged[keyPath] = boxed
            }
        }
        return merged.isEmpty ? nil : merged
    }

    /// A copy of the group holding the same effect objects (the effects
    /// themselves are not copied).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects
        return copy
    }
}
