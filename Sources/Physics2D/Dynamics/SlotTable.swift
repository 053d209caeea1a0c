/// A record kept in a table with reusable slots: a handle is its index and
/// the slot's generation, bumped at each reuse (a stale handle is refused).
protocol SlotRecord {
    var generation: UInt32 { get set }
}

extension Array where Element: SlotRecord {
    /// Stores `record` in a free slot (or a new one) and returns its index;
    /// a reused slot's generation goes up by one.
    mutating func insert(_ record: Element, reusing free: inout [Int32]) -> Int32 {
        var record = record
        if let slot = free.popLast() {
            record.generation = self[Int(slot)].generation &+ 1
            self[Int(slot)] = record
            return slot
        }
        append(record)
        return Int32(count - 1)
    }
}

extension BodyRecord: SlotRecord {}
extension ShapeRecord: SlotRecord {}
extension JointRecord: SlotRecord {}
