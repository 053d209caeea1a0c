/// A binary min-heap: the element that `precedes` all others is `first`.
/// Shared by the media clock's scheduler and the animation event scheduler.
struct BinaryHeap<Element> {
    private(set) var elements: [Element] = []
    /// The strict ordering: `precedes(a, b)` when `a` must come out first.
    let precedes: (Element, Element) -> Bool

    init(precedes: @escaping (Element, Element) -> Bool) { self.precedes = precedes }

    /// The earliest element, if any.
    var first: Element? { elements.first }
    var isEmpty: Bool { elements.isEmpty }
    var count: Int { elements.count }

    /// Adds `e` (O(log n)).
    mutating func push(_ e: Element) {
        elements.append(e)
        var i = elements.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard precedes(elements[i], elements[parent]) else { break }
            elements.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes and returns the earliest element (O(log n)); nil when empty.
    mutating func pop() -> Element? {
        guard !elements.isEmpty else { return nil }
        let top = elements[0]
        let last = elements.removeLast()
        if !elements.isEmpty {
            elements[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < elements.count && precedes(elements[l], elements[m]) { m = l }
                if r < elements.count && precedes(elements[r], elements[m]) { m = r }
                if m == i { break }
                elements.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
