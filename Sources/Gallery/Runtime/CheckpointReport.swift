import OpenQuartzCore

/// What a checkpoint found: the failures recorded by its `expect` calls.
/// Not Apple API.
///
/// Each `expect` compares a value read from the scene (usually from
/// `layer.presentation()`) with the value the animation's math gives, within
/// a tolerance, and records a readable line when they differ or the value is
/// not finite.
public struct CheckpointReport: Sendable {
    /// The scene time of the checkpoint.
    public let time: Double
    /// The checkpoint's label.
    public let label: String
    /// One line per failed expectation, in order.
    public private(set) var failures: [String] = []
    /// How many expectations were checked.
    public private(set) var checks = 0

    /// Creates an empty report for the checkpoint `label` at `time`.
    public init(time: Double, label: String) {
        self.time = time
        self.label = label
    }

    /// Records `message` as a failure.
    public mutating func fail(_ message: String) {
        failures.append("t=\(time) \(label): \(message)")
    }

    /// Expects `condition` to hold.
    public mutating func expect(_ condition: Bool, _ what: String) {
        checks += 1
        if !condition { fail(what) }
    }

    /// Expects `actual` within `tolerance` of `expected` (and finite).
    public mutating func expect<T: BinaryFloatingPoint>(_ actual: T, _ expected: T,
                                                        tolerance: T = 1e-9, _ what: String) {
        checks += 1
        if !actual.isFinite || !(abs(actual - expected) <= tolerance) {
            fail("\(what) is \(actual), expected \(expected) ± \(tolerance)")
        }
    }

    /// Expects both coordinates of `actual` within `tolerance` of `expected`.
    public mutating func expect(_ actual: CGPoint, _ expected: CGPoint,
                                tolerance: CGFloat = 1e-9, _ what: String) {
        checks += 1
        if !close(actual.x, expected.x, tolerance) || !close(actual.y, expected.y, tolerance) {
            fail("\(what) is (\(actual.x), \(actual.y)), expected (\(expected.x), \(expected.y)) ± \(tolerance)")
        }
    }

    /// Expects both dimensions of `actual` within `tolerance` of `expected`.
    public mutating func expect(_ actual: CGSize, _ expected: CGSize,
                                tolerance: CGFloat = 1e-9, _ what: String) {
        checks += 1
        if !close(actual.width, expected.width, tolerance) || !close(actual.height, expected.height, tolerance) {
            fail("\(what) is \(actual.width) × \(actual.height), expected \(expected.width) × \(expected.height) ± \(tolerance)")
        }
    }

    /// Expects every element of `actual` within `tolerance` of `expected`.
    public mutating func expect(_ actual: [Double], _ expected: [Double],
                                tolerance: Double = 1e-9, _ what: String) {
        checks += 1
        guard actual.count == expected.count else {
            fail("\(what) has \(actual.count) values, expected \(expected.count)")
            return
        }
        for (i, (a, e)) in zip(actual, expected).enumerated() where !close(a, e, tolerance) {
            fail("\(what)[\(i)] is \(a), expected \(e) ± \(tolerance)")
            return
        }
    }

    private func close<T: BinaryFloatingPoint>(_ a: T, _ b: T, _ tolerance: T) -> Bool {
        a.isFinite && abs(a - b) <= tolerance
    }
}
