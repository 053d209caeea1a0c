import Foundation

extension AnimationCompiler {
    /// The targets of the key paths compiled last, per layer class.
    @exclusivity(unchecked) static var recentTargets = RecentTargets()
}

/// Remembers what the last few compiled key paths resolved to on a layer
/// class: the parsed `AnimationTarget` and the property descriptor.
///
/// Parsing a key path and looking its key up in the class's property table
/// (a string hash) were ~800 instructions of every compile; a commit compiles
/// the same few key paths over and over. The entries are searched linearly
/// (key paths are short strings, compared without hashing) and replaced
/// round-robin. Only keys with a registered property are kept: property
/// tables never change once built, so an entry never goes stale. Whether a
/// component fits the value ("position.x") is still checked against the layer.
@MainActor struct RecentTargets {
    static let capacity = 8
    private var classes: [ObjectIdentifier] = []
    private var keyPaths: [String] = []
    private var resolved: [(target: AnimationTarget, property: LayerProperty)] = []
    private var next = 0

    /// The target of `keyPath`, whether `layer` can animate it
    /// (`CALayer.canAnimate(_:)`) and its property descriptor, if any.
    mutating func resolve(_ keyPath: String, on layer: CALayer) -> (AnimationTarget, Bool, LayerProperty?) {
        let cls = ObjectIdentifier(type(of: layer))
        for i in keyPaths.indices where classes[i] == cls && keyPaths[i] == keyPath {
            let (target, property) = resolved[i]
            guard let c = target.component else { return (target, true, property) }
            return (target, property.read(layer).component(c) != nil, property)
        }
        let target = AnimationTarget(keyPath: keyPath)
        let (animatable, property) = layer.animatableProperty(target)
        if let property {
            if keyPaths.count < Self.capacity {
                classes.append(cls); keyPaths.append(keyPath); resolved.append((target, property))
            } else {
                classes[next] = cls; keyPaths[next] = keyPath; resolved[next] = (target, property)
                next = (next + 1) % Self.capacity
            }
        }
        return (target, animatable, property)
    }
}
