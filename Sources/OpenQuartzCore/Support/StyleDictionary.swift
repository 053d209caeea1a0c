/// Apple's `style` dictionaries (on layers and emitter cells): a key is looked
/// up in the dictionary, then in the dictionary under "style", recursively.
/// The walk stops after 64 levels, so a dictionary that contains itself
/// cannot hang the lookup.
enum StyleDictionary {
    /// The first value `pick` finds along the style chain starting at `style`.
    static func first<T>(in style: [AnyHashable: Any]?, _ pick: ([AnyHashable: Any]) -> T?) -> T? {
        var s = style
        var depth = 0
        while let dict = s, depth < 64 {
            if let v = pick(dict) { return v }
            s = dict["style"] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }
}
