/// SplitMix64: a tiny fixed-seed generator, so every run tests the same
/// shapes, boxes and pairs.
struct TestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in lo..<hi (24 random bits).
    mutating func float(_ lo: Float, _ hi: Float) -> Float {
        lo + (hi - lo) * (Float(next() >> 40) / Float(1 << 24))
    }

    /// Uniform in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
