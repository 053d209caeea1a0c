import Foundation

/// How touches treat a view while it animates, as on iOS:
///
/// - A view animated by a block without `.allowUserInteraction` takes no
///   touches until those animations end (UIKit turns interaction off for
///   the views being animated).
/// - A view animated by a property animator whose `isUserInteractionEnabled`
///   is false takes none while the animator is active.
/// - A view animated by a property animator with `isManualHitTestingEnabled`
///   false is hit-tested where it shows (its presentation), so a touch can
///   catch it in flight; otherwise, and after `.allowUserInteraction`
///   blocks, where its model is.
///
/// The animations carry the rule as a value under a private key, so it ends
/// with them.
enum AnimatedHitTesting {
    /// The key of the rule on an animation.
    static let key = "OpenUIKitTouches"
    enum Rule: Int {
        case blocked = 1
        case presentation = 2
    }

    /// The strongest rule among `layer`'s animations (blocked wins), if any.
    @MainActor static func rule(for layer: CALayer) -> Rule? {
        guard let keys = layer.animationKeys() else { return nil }
        var found: Rule?
        for k in keys {
            guard let raw = layer.animation(forKey: k)?.value(forKey: key) as? Int, let rule = Rule(rawValue: raw) else { continue }
            if rule == .blocked { return .blocked }
            found = rule
        }
        return found
    }

    /// Marks `animation` with `rule`.
    @MainActor static func mark(_ animation: CAAnimation, _ rule: Rule?) {
        animation.setValue(rule?.rawValue, forKey: key)
    }
}

extension UIView {
    /// The point `point` of `parent`'s coordinates in this view's, for hit
    /// testing: through the presentation when an animator hit-tests it
    /// where it shows; nil when it takes no touches now.
    func hitTestPoint(_ point: CGPoint, from parent: UIView) -> CGPoint? {
        switch AnimatedHitTesting.rule(for: layer) {
        case .blocked?:
            return nil
        case .presentation?:
            // A presentation copy has no superlayer: converting from nil
            // reads `point` in the space its position is given in, the parent's.
            guard let shown = layer.presentation() else { return convert(point, from: parent) }
            return shown.convert(point, from: nil)
        case nil:
            return convert(point, from: parent)
        }
    }
}
