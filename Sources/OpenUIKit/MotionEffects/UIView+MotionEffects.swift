import Foundation

extension UIView {
    /// Starts applying `effect` to the view (Apple's `addMotionEffect(_:)`).
    ///
    /// From now on, whenever the viewer offset changes, the effect's key
    /// paths and values (`keyPathsAndRelativeValues(forViewerOffset:)`) are
    /// added to the view's properties *as shown*: the presentation layer and
    /// the rendered frames move, the model does not — `view.center`,
    /// `view.alpha` and `view.layer.position` keep the values the app set,
    /// as on iOS, where Apple documents that the pairs "are applied to the
    /// view's presentation layer". The effect applies at once at the current
    /// offset; inside an animation block the view glides to it with the
    /// block's timing ("using the present UIView animation context").
    ///
    /// Key paths are relative to the view. Supported here: `center`,
    /// `center.x`, `center.y` (points, numbers), `alpha` (a number),
    /// `bounds` and its sub-key paths, `transform` (a `CGAffineTransform`
    /// or `CATransform3D`, concatenated), and `layer.` followed by any
    /// animatable key path of the view's layer whose value is a number,
    /// point, size, rect or transform (`layer.shadowOffset`,
    /// `layer.shadowOffset.width`, `layer.transform.rotation.z`,
    /// `layer.cornerRadius`…). Other key paths, and values that do not fit
    /// the property (a point for `center.x`, a string, NaN), are skipped
    /// with a diagnostic, once.
    ///
    /// Nothing applies while `UIAccessibility.isReduceMotionEnabled` is
    /// true. Adding an effect the view already has does nothing (not
    /// documented by Apple). How the offsets are shown: one additive,
    /// endlessly repeating animation per moved layer key path, under the
    /// key "UIMotionEffect:" + that path (e.g. "UIMotionEffect:position.x"),
    /// so `layer.animationKeys()` lists them and `removeAllAnimations()`
    /// drops them until the next update; the design and when updates happen
    /// are described in MotionEffects/MotionEffectEngine.swift.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        var effects = MotionEffectEngine.effects(of: self)
        guard !effects.contains(where: { $0 === effect }) else { return }
        effects.append(effect)
        MotionEffectEngine.setEffects(effects, of: self)
    }

    /// Stops applying `effect` to the view (Apple's `removeMotionEffect(_:)`):
    /// what it added to the shown properties goes — at once, or inside an
    /// animation block gliding back with the block's timing. An effect the
    /// view does not have is ignored.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        var effects = MotionEffectEngine.effects(of: self)
        guard let index = effects.firstIndex(where: { $0 === effect }) else { return }
        effects.remove(at: index)
        MotionEffectEngine.setEffects(effects, of: self)
    }

    /// The view's motion effects, in the order added (Apple's
    /// `motionEffects`; empty by default). Setting it replaces them all:
    /// the offsets shown follow the new effects at once.
    public var motionEffects: [UIMotionEffect] {
        get { MotionEffectEngine.effects(of: self) }
        set {
            var unique: [UIMotionEffect] = []
            for effect in newValue where !unique.contains(where: { $0 === effect }) { unique.append(effect) }
            MotionEffectEngine.setEffects(unique, of: self)
        }
    }
}
