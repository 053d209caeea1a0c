import Foundation

/// What an animation changes: a layer key plus, optionally, one component of
/// its struct value. Parsed once, when the animation is committed; the key
/// is resolved there to typed ids, so that evaluating a frame compares and
/// hashes no string.
package struct AnimationTarget: Sendable, Hashable {
    /// The property (or undefined) key, e.g. "transform".
    package let key: String
    /// The component, e.g. rotation about z; nil for the whole value.
    package let component: ValueComponent?
    /// The drawn property `key` names (`LayerValues.apply`), if any.
    package let drawn: RenderProperty?
    /// The registered property of the layer class the animation was compiled
    /// for (`LayerPropertyRegistry.property(withID:)`); nil for undefined and
    /// special keys, and before compilation.
    package var property: LayerPropertyID?

    /// Equal when key and component are: the resolved ids follow from them.
    package static func == (a: AnimationTarget, b: AnimationTarget) -> Bool { a.key == b.key && a.component == b.component }
    package func hash(into h: inout Hasher) { h.combine(key); h.combine(component) }

    /// Parses `keyPath`: "position" → (position, nil); "position.x" →
    /// (position, x); "transform.rotation.z" → (transform, rotation z). A dotted
    /// path whose tail is not a known component is kept whole as a key.
    package init(keyPath: String) {
        // Scan UTF-8 for the dot: Character iteration was most of the parse.
        let utf8 = keyPath.utf8
        if let dot = utf8.firstIndex(of: UInt8(ascii: ".")),
           let c = ValueComponent(String(keyPath[keyPath.index(after: dot)...])) {
            key = String(keyPath[..<dot])
            component = c
        } else {
            key = keyPath
            component = nil
        }
        drawn = RenderProperty(key: key)
    }

    package init(key: String, component: ValueComponent?) {
        self.key = key
        self.component = component
        drawn = RenderProperty(key: key)
    }
}
