import Foundation

/// The range of frame rates a display link or an animation asks for, Core
/// Animation's `CAFrameRateRange`: at least `minimum`, at most `maximum`,
/// ideally `preferred` frames per second.
///
/// The display (60 Hz here) runs at one of the rates that divide its own —
/// 60, 30, 20, 15, 12, 10, … — and picks from those (`displayFrameInterval`).
public struct CAFrameRateRange: Sendable, Hashable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate wanted most, or nil for none (then `maximum` is).
    public var preferred: Float?

    /// A range from `minimum` to `maximum` preferring `preferred` (Apple's
    /// `init(minimum:maximum:preferred:)`).
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The range that asks for nothing in particular: 0, 0, no preference
    /// (Apple's `CAFrameRateRangeDefault`): the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Creates the default range (Apple's `init()`).
    public init() { self = .default }

    /// Whether the two ranges are the same (Apple's `CAFrameRateRangeIsEqualToRange`).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// Whether the range asks for nothing (every value 0 or no preference).
    var isDefault: Bool { minimum == 0 && maximum == 0 && (preferred ?? 0) == 0 }

    /// Whether the range is well formed: finite, not negative, minimum ≤
    /// maximum (a maximum of 0 means no upper bound), preferred inside.
    var isValid: Bool {
        let values = [minimum, maximum, preferred ?? 0]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
        guard maximum == 0 || minimum <= maximum else { return false }
        if let p = preferred, p != 0, p < minimum || (maximum > 0 && p > maximum) { return false }
        return true
    }

    /// How many display refreshes pass between two frames at the rate chosen
    /// from this range for a display of `displayRate` frames per second
    /// (≥ 1). The candidates are `displayRate / n`; the target is `preferred`
    /// (or `maximum` when there is no preference, or the display's rate for
    /// the default range); the candidate nearest the target within
    /// `minimum…maximum` wins (the faster one on a tie), or the nearest of all
    /// when none is inside. So on a 60 Hz display preferred 30 fires every
    /// 2nd refresh, preferred 24 every 3rd (20 is nearer than 30), and
    /// preferred 10 every 6th.
    ///
    /// Apple documents that the system picks "a factor of the display's
    /// maximum refresh rate"; the rule among factors is ours. A range that is
    /// not valid (NaN, negative, minimum > maximum, preferred outside) counts
    /// as the default; callers report it when it is set.
    func displayFrameInterval(displayRate: Int) -> Int {
        guard isValid, !isDefault, displayRate > 1 else { return 1 }
        let target = Double((preferred ?? 0) > 0 ? preferred! : (maximum > 0 ? maximum : Float(displayRate)))
        let low = Double(minimum), high = maximum > 0 ? Double(maximum) : Double(displayRate)
        var best = 1, bestInside = false, bestDistance = Double.infinity
        for n in 1...displayRate {
            let rate = Double(displayRate) / Double(n)
            let inside = rate >= low - 1e-9 && rate <= high + 1e-9
            let distance = abs(rate - target)
            // Inside beats outside; then nearer; on a tie the earlier (faster) stays.
            if (inside && !bestInside) || (inside == bestInside && distance < bestDistance - 1e-9) {
                best = n; bestInside = inside; bestDistance = distance
            }
        }
        return best
    }
}
