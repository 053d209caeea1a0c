import Foundation

/// The render-tree values of the properties a layer changed since its last
/// commit, by key: what `presentation()` shows until the commit, and the
/// "previous value" an implicit animation starts from.
///
/// A layer changes a handful of keys per transaction, so the values live in
/// a small array searched linearly, in the order the keys were first changed:
/// comparing short keys costs less than hashing them (the dictionary this
/// replaces cost ~250 instructions per lookup, twice per implicit change and
/// once more at the commit). Past `indexThreshold` keys a hash index keeps
/// lookups constant-time.
struct UncommittedValues: Sequence {
    private var entries: [(key: String, value: AnimatableValue)] = []
    private var index: [String: Int]?
    static let indexThreshold = 16

    /// The value recorded for `key`, if any.
    subscript(key: String) -> AnimatableValue? {
        position(of: key).map { entries[$0].value }
    }

    /// Records `value` for `key` unless a value is recorded already (the
    /// first change of a transaction keeps the render tree's value).
    mutating func recordIfAbsent(_ key: String, _ value: @autoclosure () -> AnimatableValue) {
        guard position(of: key) == nil else { return }
        entries.append((key, value()))
        if index != nil {
            index![key] = entries.count - 1
        } else if entries.count > Self.indexThreshold {
            var built: [String: Int] = [:]
            for (i, e) in entries.enumerated() { built[e.key] = i }
            index = built
        }
    }

    /// Forgets every value (the commit made them the render tree's).
    mutating func removeAll(keepingCapacity: Bool) {
        entries.removeAll(keepingCapacity: keepingCapacity)
        index = nil
    }

    /// The recorded keys, in the order they were first changed.
    var keys: LazyMapSequence<[(key: String, value: AnimatableValue)], String> { entries.lazy.map(\.key) }

    var isEmpty: Bool { entries.isEmpty }

    func makeIterator() -> IndexingIterator<[(key: String, value: AnimatableValue)]> { entries.makeIterator() }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        for i in entries.indices where entries[i].key == key { return i }
        return nil
    }
}
