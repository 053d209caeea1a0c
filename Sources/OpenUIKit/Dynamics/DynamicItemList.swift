import Foundation

/// The items a behaviour acts on (each once, in the order added).
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem]

    init(_ items: [any UIDynamicItem]) {
        var unique: [any UIDynamicItem] = []
        for item in items where !unique.contains(where: { $0 === item }) { unique.append(item) }
        self.items = unique
    }

    /// Adds `item`; false if it was there already.
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !items.contains(where: { $0 === item }) else { return false }
        items.append(item)
        return true
    }

    mutating func remove(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }
}

extension CGVector {
    /// The vector's angle, radians (0: right, π/2: down in UIKit's axes).
    var angle: CGFloat { atan2(dy, dx) }
    /// Its length.
    var magnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
    /// The vector of `magnitude` at `angle`.
    init(angle: CGFloat, magnitude: CGFloat) { self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
}
