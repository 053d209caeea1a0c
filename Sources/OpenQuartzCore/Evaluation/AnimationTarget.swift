import Foundation

/// What an animation changes: a layer key plus, optionally, one component of
/// its struct value. Parsed once, when the animation is committed.
package struct AnimationTarget: Sendable, Hashable {
    /// The property (or undefined) key, e.g. "transform".
    package let key: String
    /// The component, e.g. rotation about z; nil for the whole value.
    package let component: ValueComponent?

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
    }

    package init(key: String, component: ValueComponent?) {
        self.key = key
        self.component = component
    }
}
