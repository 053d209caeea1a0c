/// One pending start or end of a running animation (see `AnimationEventScheduler`).
@MainActor struct AnimationEventRecord {
    let time: Double
    let sequence: UInt64
    let isEnd: Bool
    /// For end records: the end of the active period in the layer's time.
    let endLocal: Double
    let entry: AnimationEntry
    let token: UInt64

    /// The total order records come out in: time, then scheduling order.
    func precedes(_ o: AnimationEventRecord) -> Bool {
        time < o.time || (time == o.time && sequence < o.sequence)
    }
}

/// The pending records of `AnimationEventScheduler`, taken out in
/// (time, sequence) order — the order a single min-heap gives, at a fraction
/// of its cost for the way commits schedule.
///
/// A commit schedules its animations' starts at the commit time and their
/// ends at the commit time plus the (usually shared) duration, so each kind
/// arrives already sorted: sequence numbers only grow, and the media clock
/// never goes back. Such a record is appended to its kind's run, a FIFO, in
/// O(1); one that would break its run's order (a delayed start, a shorter
/// duration after a longer one) goes to a heap. The earliest record is the
/// earliest of the three heads. With a heap alone, every stale start record
/// (an animation replaced before it started) cost a log-depth pop and
/// stale end records a periodic rebuild with re-sifting: most of a commit of
/// 1,000 replaced implicit animations (callgrind).
@MainActor struct AnimationEventQueue {
    private var starts = AnimationEventRun()
    private var ends = AnimationEventRun()
    private var heap = BinaryHeap<AnimationEventRecord> { $0.precedes($1) }

    /// How many records are queued (live and stale).
    var count: Int { starts.count + ends.count + heap.count }

    /// Queues `r`.
    mutating func push(_ r: AnimationEventRecord) {
        if r.isEnd {
            if ends.accepts(r) { ends.append(r); return }
        } else if starts.accepts(r) {
            starts.append(r); return
        }
        heap.push(r)
    }

    private enum Source { case starts, ends, heap }

    /// Where the earliest record is; nil when the queue is empty. Compares
    /// the heads in place (copying a record would retain its entry).
    private func earliestSource() -> Source? {
        var best: Source?
        var time = 0.0, sequence: UInt64 = 0
        func consider(_ t: Double, _ s: UInt64, _ source: Source) {
            if best == nil || t < time || (t == time && s < sequence) { best = source; time = t; sequence = s }
        }
        if let k = starts.firstKey { consider(k.time, k.sequence, .starts) }
        if let k = ends.firstKey { consider(k.time, k.sequence, .ends) }
        if let r = heap.first { consider(r.time, r.sequence, .heap) }
        return best
    }

    /// The earliest record's time, if any.
    var firstTime: Double? {
        switch earliestSource() {
        case .starts: return starts.firstKey!.time
        case .ends: return ends.firstKey!.time
        case .heap: return heap.first!.time
        case nil: return nil
        }
    }

    /// The earliest record, if any.
    var first: AnimationEventRecord? {
        switch earliestSource() {
        case .starts: return starts.first
        case .ends: return ends.first
        case .heap: return heap.first
        case nil: return nil
        }
    }

    /// Removes and returns the earliest record; nil when empty.
    mutating func popFirst() -> AnimationEventRecord? {
        switch earliestSource() {
        case .starts: return starts.popFirst()
        case .ends: return ends.popFirst()
        case .heap: return heap.pop()
        case nil: return nil
        }
    }

    /// Keeps only the records `isKept` accepts; the order of those is unchanged.
    mutating func keep(where isKept: (AnimationEventRecord) -> Bool) {
        starts.keep(where: isKept)
        ends.keep(where: isKept)
        var kept = BinaryHeap<AnimationEventRecord> { $0.precedes($1) }
        for r in heap.elements where isKept(r) { kept.push(r) }
        heap = kept
    }
}

/// A FIFO of records in (time, sequence) order: popped slots are cleared at
/// once (releasing their entry) and reclaimed when they are half the storage.
@MainActor struct AnimationEventRun {
    private var slots: [AnimationEventRecord?] = []
    private var head = 0
    /// The latest queued time (only grows while the run is non-empty).
    private var lastTime = -Double.infinity

    var count: Int { slots.count - head }

    /// Whether appending `r` keeps the run sorted (sequences only grow).
    func accepts(_ r: AnimationEventRecord) -> Bool { head == slots.count || r.time >= lastTime }

    mutating func append(_ r: AnimationEventRecord) {
        slots.append(r)
        lastTime = r.time
    }

    /// The first record's ordering key, read without copying the record.
    var firstKey: (time: Double, sequence: UInt64)? {
        guard head < slots.count, let r = slots[head] else { return nil }
        return (r.time, r.sequence)
    }

    var first: AnimationEventRecord? { head < slots.count ? slots[head] : nil }

    mutating func popFirst() -> AnimationEventRecord? {
        guard head < slots.count else { return nil }
        let r = slots[head].take()
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return r
    }

    mutating func keep(where isKept: (AnimationEventRecord) -> Bool) {
        var kept: [AnimationEventRecord?] = []
        kept.reserveCapacity(count)
        for i in head..<slots.count { if let r = slots[i], isKept(r) { kept.append(r) } }
        lastTime = kept.last??.time ?? -.infinity
        slots = kept
        head = 0
    }
}
