/// The registry of every scene: the showcase first, then the demos in the
/// order of their source documents. Not Apple API.
public enum Gallery {
    /// Every scene, in listing order.
    public static let scenes: [Scene] = [showcase] + neuburgScenes + neuburgViewScenes + customPropertyScenes
        + tutorialScenes + tutorialViewScenes + guideScenes
        + bahamaAirScenes + tutorialAnimatorScenes + gestureScenes + dynamicsScenes + layerFeatureScenes + lottieScenes

    /// The scene named `name` (exact match, case-insensitive), or nil.
    public static func scene(named name: String) -> Scene? {
        let key = name.lowercased()
        return scenes.first { $0.name == key }
    }

    /// The scene named `name`; throws `unknownScene` with up to three close
    /// names (by edit distance, or containing the name) when there is none.
    public static func lookUp(_ name: String) throws(SceneError) -> Scene {
        if let s = scene(named: name) { return s }
        throw .unknownScene(name, suggestions: suggestions(for: name))
    }

    /// Up to three scene names close to `name`.
    public static func suggestions(for name: String) -> [String] {
        let key = name.lowercased()
        let ranked = scenes.map { s -> (String, Int) in
            let d = editDistance(key, s.name)
            return (s.name, (s.name.contains(key) && !key.isEmpty) ? min(d, 1) : d)
        }
        let limit = max(2, key.count / 3)
        return ranked.filter { $0.1 <= limit }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }

    /// Levenshtein distance between two strings (by Unicode scalar).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count), current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
