import Foundation

/// Reads the values of a decoded JSON tree (`LottieJSONScanner`'s `Any`)
/// into the Lottie model, recording a `LottieDiagnostic` at the JSON path of
/// every value it cannot use, and falling back to the format's default.
///
/// Never traps: every cast is checked, every count bounded by `limits`.
final class LottieReader {
    let limits: LottieLimits
    private(set) var diagnostics: [LottieDiagnostic] = []
    /// Keyframes kept so far (bounded by `limits.maxTotalKeyframes`).
    private var keyframeCount = 0
    private var reportedKeyframeBudget = false

    init(limits: LottieLimits) { self.limits = limits }

    // MARK: Diagnostics

    func warn(_ path: LottieJSONPath, _ message: String) {
        diagnostics.append(LottieDiagnostic(.warning, at: path, message))
    }

    func unsupported(_ path: LottieJSONPath, _ message: String) {
        diagnostics.append(LottieDiagnostic(.unsupported, at: path, message))
    }

    func fatal(_ path: LottieJSONPath, _ message: String) -> LottieLoadError {
        diagnostics.append(LottieDiagnostic(.error, at: path, message))
        return LottieLoadError(diagnostics: diagnostics)
    }

    // MARK: Scalars

    /// A JSON number (booleans count as 0 and 1); nil for anything else or a non-finite value.
    ///
    /// `NSNumber` is tried last and only for class instances: casting a Swift
    /// array or string to a class bridges it to Foundation first (an `NSArray`
    /// of every element), which made reading a large file ten times slower.
    static func number(_ any: Any?) -> Double? {
        guard let any else { return nil }
        switch any {
        case let d as Double: return d.isFinite ? d : nil
        case let b as Bool: return b ? 1 : 0
        case let i as Int: return Double(i)
        default:
            guard type(of: any) is AnyClass, let n = any as? NSNumber else { return nil }
            let d = n.doubleValue
            return d.isFinite ? d : nil
        }
    }

    /// A JSON number as an integer (the fraction dropped); nil when it is not
    /// a number or lies beyond ±2⁵³ (no `Int` conversion can trap).
    static func integer(_ any: Any?) -> Int? {
        guard let d = number(any), d.magnitude < 9_007_199_254_740_992 else { return nil }
        return Int(d.rounded(.towardZero))
    }

    /// The member `key` of `object` as a number; `fallback` (with a warning
    /// unless the member is absent and `required` is false) when unusable.
    func number(_ object: [String: Any], _ key: String, at path: LottieJSONPath, default fallback: Double,
                required: Bool = false) -> Double {
        guard let raw = object[key] else {
            if required { warn(path.appending(key), "missing; using \(fallback)") }
            return fallback
        }
        guard let value = Self.number(raw) else {
            warn(path.appending(key), "expected a number, found \(Self.describe(raw)); using \(fallback)")
            return fallback
        }
        return value
    }

    /// The member `key` as a flag (a number or a boolean; non-zero is true).
    func flag(_ object: [String: Any], _ key: String, at path: LottieJSONPath) -> Bool {
        guard let raw = object[key] else { return false }
        guard let value = Self.number(raw) else {
            warn(path.appending(key), "expected 0, 1 or a boolean, found \(Self.describe(raw)); using false")
            return false
        }
        return value != 0
    }

    /// The member `key` as a string; nil when absent (and a warning when it is not a string).
    func string(_ object: [String: Any], _ key: String, at path: LottieJSONPath) -> String? {
        guard let raw = object[key] else { return nil }
        guard let s = raw as? String else {
            warn(path.appending(key), "expected a string, found \(Self.describe(raw)); ignored")
            return nil
        }
        return s
    }

    /// The member `key` as an array of values; nil (with a warning when it is
    /// present but not an array).
    func array(_ object: [String: Any], _ key: String, at path: LottieJSONPath) -> [Any]? {
        guard let raw = object[key] else { return nil }
        guard let a = raw as? [Any] else {
            warn(path.appending(key), "expected an array, found \(Self.describe(raw)); ignored")
            return nil
        }
        return a
    }

    /// A number, or an array of numbers, as a vector; nil with a warning otherwise.
    func vector(_ any: Any, at path: LottieJSONPath) -> [Double]? {
        if let n = Self.number(any) { return [n] }
        guard let a = any as? [Any], !a.isEmpty else {
            warn(path, "expected a number or an array of numbers, found \(Self.describe(any))")
            return nil
        }
        var out: [Double] = []
        out.reserveCapacity(a.count)
        for (i, element) in a.enumerated() {
            guard let n = Self.number(element) else {
                warn(path.appending(i), "expected a number, found \(Self.describe(element))")
                return nil
            }
            out.append(n)
        }
        return out
    }

    /// A short description of a JSON value's type, for diagnostics.
    static func describe(_ any: Any) -> String {
        switch any {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        case _ where number(any) != nil: return "a number"
        default: return "\(type(of: any))"
        }
    }

    // MARK: Keyframe budget

    /// Takes `count` keyframes from the file's budget; false (once reported) when it is spent.
    func takeKeyframes(_ count: Int, at path: LottieJSONPath) -> Bool {
        if keyframeCount + count > limits.maxTotalKeyframes {
            if !reportedKeyframeBudget {
                reportedKeyframeBudget = true
                warn(path, "the file has more than \(limits.maxTotalKeyframes) keyframes; this and later animated properties keep their first value")
            }
            return false
        }
        keyframeCount += count
        return true
    }
}
