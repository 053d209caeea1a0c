import Foundation

/// Key-value coding, implemented by the layer itself (Linux has no
/// Objective-C runtime): every property by its Apple key ("position",
/// "hidden", "opaque"…), sub-key paths of struct properties ("position.x",
/// "bounds.size.width", "transform.rotation.z", "transform.scale"), and
/// undefined keys, which are stored, copied to presentation layers, and run
/// the action search when set — as Apple's `setValue(_:forUndefinedKey:)` does.
extension CALayer {
    /// The value of the property `key`, or of an undefined key set earlier
    /// (then `style`, then `defaultValue(forKey:)`).
    func kvcValue(forKey key: String) -> Any? {
        if let p = LayerPropertyRegistry.property(key, of: self) { return p.read(self).boxed(as: p.type) }
        return undefinedValue(forKey: key)
    }

    /// Sets the property `key` (running its action like the setter), or stores
    /// an undefined key (running the action search for it). A value of the wrong
    /// type for a property is refused with a diagnostic, the layer unchanged.
    func kvcSetValue(_ value: Any?, forKey key: String) {
        if let p = LayerPropertyRegistry.property(key, of: self) {
            if !p.write(self, AnimatableValue(value)) {
                CADiagnostics.report("CALayer.setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is the wrong type; ignored")
            }
            return
        }
        setUndefinedValue(value, forKey: key)
    }

    /// The value at a key path: a property, optionally followed by a sub-key
    /// path of its struct value. Unknown sub-key paths give nil with a diagnostic.
    func kvcValue(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), tail = String(keyPath[keyPath.index(after: dot)...])
        // Special key paths first: "emitterCells" is a property, but
        // "emitterCells.NAME.KEY" names a cell's property, not a struct component.
        if let special = specialValue(forKeyPath: keyPath, head: head, tail: tail) { return special }
        if let p = LayerPropertyRegistry.property(head, of: self) {
            guard let c = ValueComponent(tail), let part = p.read(self).component(c) else {
                CADiagnostics.report("CALayer.value(forKeyPath: \"\(keyPath)\"): unknown sub-key path")
                return nil
            }
            return part.boxed(as: .cgFloat)
        }
        return value(forKey: keyPath)
    }

    /// Sets the value at a key path: replaces one component of a struct
    /// property and sets the whole property (so its action runs under the
    /// property's key, as on Apple's platforms).
    func kvcSetValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { setValue(value, forKey: keyPath); return }
        let head = String(keyPath[..<dot]), tail = String(keyPath[keyPath.index(after: dot)...])
        if setSpecialValue(value, forKeyPath: keyPath, head: head, tail: tail) { return }
        if let p = LayerPropertyRegistry.property(head, of: self) {
            guard let c = ValueComponent(tail),
                  let whole = p.read(self).replacing(c, with: AnimatableValue(value)) else {
                CADiagnostics.report("CALayer.setValue(_:forKeyPath: \"\(keyPath)\"): unknown sub-key path or wrong value type; ignored")
                return
            }
            _ = p.write(self, whole)
            return
        }
        setValue(value, forKey: keyPath)
    }

    /// Apple's `+defaultValueForKey:` for CALayer's own properties: a new
    /// layer's value. Built-in subclasses answer for their own properties by
    /// overriding `defaultValue(forKey:)`.
    class func propertyDefaultValue(forKey key: String) -> Any? {
        guard let p = LayerPropertyRegistry.table(for: CALayer.self)[key] else { return nil }
        return p.read(CALayer()).boxed(as: p.type)
    }

    // MARK: Undefined keys

    /// An undefined key's value: set, then from `style`, then the class's
    /// `defaultValue(forKey:)`, then the default of a `@CAManaged` declaration.
    func undefinedValue(forKey key: String) -> Any? {
        if let v = storedOrStyledValue(forKey: key) { return v }
        return CAManagedDefaults.defaults(of: self)[key]
    }

    /// An undefined key's value without the `@CAManaged` default.
    func storedOrStyledValue(forKey key: String) -> Any? {
        if let v = extraValues[key] { return v }
        if let v = StyleDictionary.first(in: style, { $0[key] }) { return v }
        return type(of: self).defaultValue(forKey: key)
    }

    func setUndefinedValue(_ value: Any?, forKey key: String) {
        let old = extraValues[key]
        extraValues[key] = value
        guard !isPresentationCopy else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        propertyDidChange(key, old: AnimatableValue(old))
    }
}
