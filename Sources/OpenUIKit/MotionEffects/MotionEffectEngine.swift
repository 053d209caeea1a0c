import Foundation

/// Applies the views' motion effects to what is shown: UIKit's motion-effect
/// engine, fed by the simulated tilt (`UIScreen.simulateViewerOffset(_:)`).
///
/// ## How the offsets are shown
/// Apple applies an effect's pairs "to the view's presentation layer" and
/// animates the change "using the present UIView animation context" (the
/// documentation of `addMotionEffect(_:)` and `removeMotionEffect(_:)`): the
/// model (`view.center`, `layer.position`) keeps its value, the presentation
/// and the screen move. Here each layer key path a view's effects move gets
/// one *holding animation*: an additive `CABasicAnimation` from the relative
/// value to the same value, repeating for ever, under the key
/// `"UIMotionEffect:<layer key path>"`. That is exactly "the model plus the
/// offset" in `layer.presentation()` and on screen, it composes with view
/// animations and UIKit Dynamics (which change the model), and it uses the
/// render pipeline as it is: the render server evaluates it as any other
/// animation (a scalar one in the numbers-only fast path). When the value
/// changes the holding animation is replaced. The price: a layer with a
/// motion effect counts as animating, so its area is redrawn every frame.
///
/// Inside an animation block (not `performWithoutAnimation`, keyframes or
/// `beginAnimations`), a change of value also gets a transition: an
/// additive animation from old − new to zero with the block's timing, the
/// same shape as a view animation of `center` — the shown value glides from
/// the old offset to the new.
///
/// Which views: every view that has motion effects, in a window or not (on
/// iOS only views on screen are tracked; a view off screen shows nothing
/// either way). Views are held weakly; effects strongly, as a view holds its
/// `motionEffects` on iOS.
///
/// ## When
/// Synchronously, in the current transaction: when the simulated offset or
/// the Reduce Motion setting changes, and when a view's effects change. The
/// transaction commits at the end of the run-loop turn, so the next frame
/// shows the new offset (under the manual media clock: after
/// `MediaClock.advance(by: 0)` or the next scheduled event). An effect's
/// relative values are read again at each of those moments: changing
/// `maximumRelativeValue` of an added effect shows at the next update.
@MainActor enum MotionEffectEngine {
    /// A view with motion effects and what its layer shows for them.
    final class Record {
        weak var view: UIView?
        /// The view's effects, in the order added.
        var effects: [UIMotionEffect] = []
        /// The offsets shown now, by layer key path.
        var shown: [String: AnimatableValue] = [:]

        init(view: UIView) { self.view = view }
    }

    /// The views with motion effects (or with offsets still shown), in the
    /// order they got their first effect (so that every run adds its
    /// animations in the same order). A list: few views have motion effects.
    private static var records: [Record] = []

    /// The simulated tilt and the screen it was simulated on (a screen that
    /// was not tilted reports a zero offset).
    private(set) static var tilt = UIOffset.zero
    private(set) static weak var tiltedScreen: UIScreen?

    /// The prefix of holding animations' keys.
    static let keyPrefix = "UIMotionEffect:"

    /// The viewer offset the effects follow now: the main screen's.
    static var viewerOffset: UIOffset { UIScreen.main.simulatedViewerOffset }

    /// Records `offset` (already checked) as `screen`'s tilt; when that is
    /// the main screen, every view follows it.
    static func setTilt(_ offset: UIOffset, of screen: UIScreen) {
        tilt = offset
        tiltedScreen = screen
        if screen === UIScreen.main { updateAll() }
    }

    // MARK: Views

    /// `view`'s effects, in the order added.
    static func effects(of view: UIView) -> [UIMotionEffect] { record(of: view)?.effects ?? [] }

    /// Gives `view` `effects` and shows what they ask for now.
    static func setEffects(_ effects: [UIMotionEffect], of view: UIView) {
        records.removeAll { $0.view == nil }
        let record: Record
        if let existing = self.record(of: view) {
            record = existing
        } else {
            record = Record(view: view)
            records.append(record)
        }
        record.effects = effects
        update(record)
        if record.effects.isEmpty && record.shown.isEmpty { records.removeAll { $0 === record } }
    }

    /// Re-applies every view's effects (after the offset or Reduce Motion
    /// changed), forgetting views that are gone.
    static func updateAll() {
        records.removeAll { $0.view == nil }
        for record in records { update(record) }
    }

    private static func record(of view: UIView) -> Record? {
        records.first { $0.view === view }
    }

    // MARK: Applying

    /// Works out what `record`'s effects ask for at the current offset and
    /// makes the layer show it.
    private static func update(_ record: Record) {
        guard let view = record.view else { return }
        let wanted = UIAccessibility.isReduceMotionEnabled ? [:] : offsets(of: record.effects, on: view, at: viewerOffset)
        show(wanted, on: view, record: record)
    }

    /// The offsets `effects` ask of `view` at `offset`, by layer key path:
    /// each effect's pairs translated to the layer, checked, and added up
    /// where several name the same path.
    static func offsets(of effects: [UIMotionEffect], on view: UIView, at offset: UIOffset) -> [String: AnimatableValue] {
        var result: [String: AnimatableValue] = [:]
        for effect in effects {
            guard let pairs = effect.keyPathsAndRelativeValues(forViewerOffset: offset) else { continue }
            for (keyPath, raw) in pairs.sorted(by: { $0.key < $1.key }) {
                guard let (layerPath, value) = resolve(keyPath, raw, on: view) else { continue }
                if let previous = result[layerPath] {
                    guard let total = MotionEffectValues.sum(previous, value) else { continue }
                    result[layerPath] = total
                } else {
                    result[layerPath] = value
                }
            }
        }
        return result
    }

    /// The layer key path a view key path names and the relative value in
    /// the kind of that property; nil (with a diagnostic, once) for key
    /// paths that name nothing a motion effect can move and values that do
    /// not fit.
    static func resolve(_ keyPath: String, _ raw: Any, on view: UIView) -> (String, AnimatableValue)? {
        guard let layerPath = layerKeyPath(forViewKeyPath: keyPath) else {
            CGDiagnostics.reportOnce("Motion effect: \"\(keyPath)\" is not a key path a motion effect can move on \(type(of: view)) (center, center.x, center.y, alpha, bounds…, transform, layer.<animatable layer key path>); ignored")
            return nil
        }
        let target = AnimationTarget(keyPath: layerPath)
        let whole = view.layer.readForPresentation(target.key)
        guard let current = target.component.map({ whole.component($0) }) ?? whole,
              MotionEffectValues.isRelative(current) else {
            CGDiagnostics.reportOnce("Motion effect: \"\(keyPath)\" is not a numeric, point, size, rect or transform property of \(type(of: view)); ignored")
            return nil
        }
        let typed = MotionEffectValues.typed(raw)
        guard let value = MotionEffectValues.conformed(typed, to: current) else {
            CGDiagnostics.reportOnce("Motion effect: a \(type(of: raw)) cannot move \"\(keyPath)\" (a \(current.kind)); ignored")
            return nil
        }
        guard MotionEffectValues.isFinite(value) else {
            CGDiagnostics.reportOnce("Motion effect: the value for \"\(keyPath)\" is not finite; ignored")
            return nil
        }
        return (layerPath, value)
    }

    /// The layer key path of a view key path: the view's animatable
    /// properties that are its layer's (`center` is `position`, `alpha` is
    /// `opacity`; `bounds` and `transform` keep their names), with their
    /// sub-key paths, and `layer.` followed by a layer key path. Nil for
    /// anything else (`frame` is derived, not a stored property).
    static func layerKeyPath(forViewKeyPath keyPath: String) -> String? {
        if keyPath.hasPrefix("layer.") {
            let rest = String(keyPath.dropFirst("layer.".count))
            return rest.isEmpty ? nil : rest
        }
        let (head, tail): (Substring, Substring?)
        if let dot = keyPath.firstIndex(of: ".") {
            (head, tail) = (keyPath[..<dot], keyPath[dot...])
        } else {
            (head, tail) = (keyPath[...], nil)
        }
        let name: String
        switch head {
        case "center": name = "position"
        case "alpha": name = "opacity"
        case "bounds": name = "bounds"
        case "transform": name = "transform"
        default: return nil
        }
        // Sub-key paths of the struct properties only ("center.x",
        // "bounds.size.width"; the view's transform is affine: whole).
        if let tail, name == "opacity" || name == "transform" || ValueComponent(String(tail.dropFirst())) == nil { return nil }
        return name + (tail.map(String.init) ?? "")
    }

    /// Makes `view`'s layer show `wanted` (by layer key path) instead of
    /// what `record` says it shows.
    private static func show(_ wanted: [String: AnimatableValue], on view: UIView, record: Record) {
        let layer = view.layer
        let transition = transitionContext()
        for path in Set(wanted.keys).union(record.shown.keys).sorted() {
            let old = record.shown[path], new = wanted[path]
            let key = keyPrefix + path
            if let new {
                if let old, MotionEffectValues.same(old, new), layer.animation(forKey: key) != nil { continue }
                layer.add(holdingAnimation(path, new), forKey: key)
            } else {
                layer.removeAnimation(forKey: key)
            }
            if let context = transition, let reference = new ?? old {
                let from = old ?? MotionEffectValues.zero(like: reference), to = new ?? MotionEffectValues.zero(like: reference)
                if !MotionEffectValues.same(from, to) { addTransition(path, from: from, to: to, to: layer, in: context) }
            }
        }
        record.shown = wanted
    }

    /// The animation that shows `value` added to the layer's `path` for as
    /// long as it is there.
    private static func holdingAnimation(_ path: String, _ value: AnimatableValue) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: path)
        animation.fromValue = value.boxed()
        animation.toValue = value.boxed()
        animation.isAdditive = true
        animation.duration = 1
        animation.repeatCount = .infinity
        return animation
    }

    /// The animation block the change is made in, if it animates.
    private static func transitionContext() -> ViewAnimationContext? {
        guard let context = ViewAnimationContext.current, !context.suppressesAnimation, UIView.areAnimationsEnabled,
              context.keyframes == nil, context.deferredChanges == nil else { return nil }
        return context
    }

    /// Glides the shown offset of `path` from `old` to `new` with the block's
    /// timing: additive, from old − new to zero, as a view animation of
    /// `center` does.
    private static func addTransition(_ path: String, from old: AnimatableValue, to new: AnimatableValue,
                                      to layer: CALayer, in context: ViewAnimationContext) {
        let animation = ViewAnimationAction.makeAnimation(context: context, keyPath: path)
        animation.fromValue = AnimatableValue.subtract(old, new).boxed()
        animation.toValue = MotionEffectValues.zero(like: new).boxed()
        animation.isAdditive = true
        let base = keyPrefix + path + ":transition-"
        var n = 1
        while layer.animation(forKey: base + String(n)) != nil { n += 1 }
        ViewAnimationAction.add(animation, to: layer, forKey: base + String(n), in: context)
    }
}
