/// The values gathered for the JSON arrays and objects still open while
/// scanning, innermost last. A finished container moves its elements out
/// (no copies, no reference counting), so each `Array` or `Dictionary` is
/// made once at its final size. Reused through a whole document. (Not
/// generic: the standard library's array code would then run unspecialised.)
final class LottieJSONValueStack {
    /// One JSON value of the tree `LottieJSONScanner` builds.
    typealias Element = Any

    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of values held.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds `element` on top.
    @inline(__always)
    func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// Takes the values from index `start` to the top, in order, as an array.
    func popArray(from start: Int) -> [Element] {
        let n = count - start
        guard n > 0 else { return [] }
        // (`Array(unsafeUninitializedCapacity:)` runs unspecialised here, looking up metadata each time.)
        var result: [Element] = []
        result.reserveCapacity(n)
        for index in start..<count {
            result.append((storage + index).move())
        }
        count = start
        return result
    }

    /// Takes the value at index `index` (at or above the count after the
    /// caller's pops); the caller must then `drop(to:)` below it.
    @inline(__always)
    func take(_ index: Int) -> Element {
        (storage + index).move()
    }

    /// Forgets the values from `start` up, which `take` has moved out.
    func drop(to start: Int) {
        count = start
    }
}
