/// Why a scene could not be run or rendered. Not Apple API.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No scene has this name; `suggestions` are the closest names.
    case unknownScene(String, suggestions: [String])
    /// The output size is not a positive, finite size within the pixel limit.
    case badSize(String)
    /// The scale is not positive and finite.
    case badScale(Double)
    /// A time or time range is not finite or outside the scene.
    case badTime(String)
    /// The frame rate is not positive and finite (or makes too many frames).
    case badFrameRate(Double)
    /// The renderer produced no image for a frame.
    case noPixels(String)

    public var description: String {
        switch self {
        case .unknownScene(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : " Did you mean: \(suggestions.joined(separator: ", "))?"
            return "unknown scene '\(name)'.\(hint) (`quartz list` shows every scene)"
        case .badSize(let why): return "bad size: \(why)"
        case .badScale(let s): return "bad scale \(s): it must be positive and finite"
        case .badTime(let why): return "bad time: \(why)"
        case .badFrameRate(let f): return "bad frame rate \(f): it must be positive and finite, at most 240"
        case .noPixels(let why): return "no pixels: \(why)"
        }
    }
}
