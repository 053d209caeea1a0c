import Foundation

/// The render-tree values of the properties a layer changed since its last
/// commit, by key: what `presentation()` shows until the commit, and the
/// "previous value" an implicit animation starts from.
///
/// A layer changes a handful of keys per transaction, so the keys live in a
/// small array searched linearly, in the order they were first changed, with
/// the values in a parallel array: comparing short keys costs less than
/// hashing them (the dictionary this replaces cost ~250 instructions per
/// lookup, twice per implicit change and once more at the commit), and
/// searching the keys alone copies no value. Past `indexThreshold` keys a hash
/// index keeps lookups constant-time.
struct UncommittedValues: Sequence {
    /// The recorded keys, in the order they were first changed.
    private(set) var keys: [String] = []
    private var values: [AnimatableValue] = []
    private var index: [String: Int]?
    static let indexThreshold = 16

    /// The value recorded for `key`, if any.
    subscript(key: String) -> AnimatableValue? {
        position(of: key).map { values[$0] }
    }

    /// Records `value` for `key` unless a value is recorded already (the
    /// first change of a transaction keeps the render tree's value).
    mutating func recordIfAbsent(_ key: String, _ value: @autoclosure () -> AnimatableValue) {
        guard position(of: key) == nil else { return }
        keys.append(key)
        values.append(value())
        if index != nil {
            index![key] = keys.count - 1
        } else if keys.count > Self.indexThreshold {
            var built: [String: Int] = [:]
            for (i, k) in keys.enumerated() { built[k] = i }
            index = built
        }
    }

    /// Forgets every value (the commit made them the render tree's).
    mutating func removeAll(keepingCapacity: Bool) {
        keys.removeAll(keepingCapacity: keepingCapacity)
        values.removeAll(keepingCapacity: keepingCapacity)
        index = nil
    }

    var isEmpty: Bool { keys.isEmpty }

    /// (key, value) pairs in the order the keys were first changed.
    func makeIterator() -> Zip2Sequence<[String], [AnimatableValue]>.Iterator { zip(keys, values).makeIterator() }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }
}
