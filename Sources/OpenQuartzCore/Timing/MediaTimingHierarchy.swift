import Foundation

/// Time conversion down and up a tree of timing objects (layers).
///
/// A *chain* lists the timing parameters of an object and its ancestors,
/// **root first**, ending with the object itself. The empty chain is media
/// time (`CACurrentMediaTime()`'s timeline). Each level applies
/// `MediaTimingParameters.layerTime(fromParent:inactive:)` going down (with
/// `.nearestEnd`: a number for every time) and `parentTime(fromLocal:)` going
/// up, so the documented edge cases of those (speed 0 has no inverse: going up
/// through it gives its `beginTime`) carry over. A layer whose time repeats
/// (a positive `duration`) reads each of its times at many parent times;
/// going up gives the one in its first forward pass (the linear inverse).
///
/// Three shapes are offered: `[MediaTimingParameters]`, any collection (for
/// `UnsafeBufferPointer`, `ArraySlice`, … without allocating), and closures
/// walking parent links from the leaf (for a layer tree, without building a
/// chain at all). All give bit-identical results for the same chain.
package enum MediaTimingHierarchy {
    // MARK: Arrays

    /// The local time of the last object of `chain` for `mediaTime`: applies
    /// `localTime(fromParent:)` from the root down. An empty chain returns
    /// `mediaTime`.
    package static func localTime(_ mediaTime: Double, through chain: [MediaTimingParameters]) -> Double {
        localTime(mediaTime, throughCollection: chain)
    }

    /// The media time at which the last object of `chain` has local time `t`:
    /// applies `parentTime(fromLocal:)` from the leaf up. An empty chain
    /// returns `t`.
    package static func mediaTime(fromLocal t: Double, through chain: [MediaTimingParameters]) -> Double {
        mediaTime(fromLocal: t, throughCollection: chain)
    }

    /// Converts `t` from the local time of `source`'s last object to that of
    /// `destination`'s (what `CALayer.convertTime(_:from:)` and
    /// `convertTime(_:to:)` compute). Either chain may be empty (media time).
    ///
    /// The longest common prefix of equal parameters is skipped rather than
    /// applied up and then down again: it cancels mathematically, and skipping
    /// it keeps conversions exact across a shared ancestor whose speed is 0
    /// (whose inverse would collapse every time to its `beginTime`). So
    /// converting within one chain, or between siblings, never loses
    /// information to a frozen ancestor.
    package static func convert(_ t: Double, from source: [MediaTimingParameters],
                                to destination: [MediaTimingParameters]) -> Double {
        convert(t, fromCollection: source, toCollection: destination)
    }

    // MARK: Collections (no allocation)

    /// `localTime(_:through:)` for any collection, root first.
    package static func localTime<C: Collection>(_ mediaTime: Double, throughCollection chain: C) -> Double
    where C.Element == MediaTimingParameters {
        var t = mediaTime
        for level in chain { t = level.layerTime(fromParent: t, inactive: .nearestEnd) }
        return t
    }

    /// `mediaTime(fromLocal:through:)` for any collection, root first.
    package static func mediaTime<C: BidirectionalCollection>(fromLocal t: Double, throughCollection chain: C) -> Double
    where C.Element == MediaTimingParameters {
        var u = t
        for level in chain.reversed() { u = level.parentTime(fromLocal: u) }
        return u
    }

    /// `convert(_:from:to:)` for any collections, root first.
    package static func convert<S: BidirectionalCollection, D: Collection>(
        _ t: Double, fromCollection source: S, toCollection destination: D
    ) -> Double where S.Element == MediaTimingParameters, D.Element == MediaTimingParameters {
        var i = source.startIndex
        var j = destination.startIndex
        while i != source.endIndex, j != destination.endIndex, source[i] == destination[j] {
            source.formIndex(after: &i)
            destination.formIndex(after: &j)
        }
        let up = mediaTime(fromLocal: t, throughCollection: source[i...])
        return localTime(up, throughCollection: destination[j...])
    }

    // MARK: Parent-walking closures (no chain needed)

    /// `localTime(_:through:)` for the chain ending at `leaf`, found by
    /// following `parent` until it returns `nil`; `parameters` gives each
    /// node's timing. A `nil` leaf is the empty chain. Recurses once per
    /// level (tree depth), so the arithmetic is the same as the array form.
    package static func localTime<Node>(_ mediaTime: Double, leaf: Node?,
                                        parent: (Node) -> Node?,
                                        parameters: (Node) -> MediaTimingParameters) -> Double {
        guard let leaf else { return mediaTime }
        let parentTime = localTime(mediaTime, leaf: parent(leaf), parent: parent, parameters: parameters)
        return parameters(leaf).layerTime(fromParent: parentTime, inactive: .nearestEnd)
    }

    /// `mediaTime(fromLocal:through:)` for the chain ending at `leaf`, found by
    /// following `parent` until it returns `nil`. Iterative.
    package static func mediaTime<Node>(fromLocal t: Double, leaf: Node?,
                                        parent: (Node) -> Node?,
                                        parameters: (Node) -> MediaTimingParameters) -> Double {
        var u = t
        var node = leaf
        while let n = node {
            u = parameters(n).parentTime(fromLocal: u)
            node = parent(n)
        }
        return u
    }
}
