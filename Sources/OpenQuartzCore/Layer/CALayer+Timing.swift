import Foundation
import Synchronization

extension CALayer {
    /// The timing chain from the root to this layer.
    var timingChain: [MediaTimingParameters] {
        var chain: [MediaTimingParameters] = []
        var l: CALayer? = self
        while let layer = l {
            chain.append(MediaTimingParameters(layer))
            l = layer.superlayer ?? layer.maskOwner
        }
        return chain.reversed()
    }

    /// Converts `t` from `layer`'s time space (nil: media time) to this
    /// layer's: up from `layer` to the nearest common ancestor (media time for
    /// layers in different trees), then down, each level applying Apple's
    /// layer time t_local = (t_parent − beginTime) × speed + timeOffset
    /// (`CAMediaTiming`: a layer's time is its parent's, offset by
    /// `beginTime`, scaled by `speed`, shifted by `timeOffset`).
    ///
    /// Decisions where Apple documents nothing: times before a `beginTime`
    /// are not clamped (the formula is linear; negative local times are
    /// returned as such); a `speed` of 0 freezes local time at `timeOffset`
    /// going down, and going up through it — which has no inverse — gives
    /// its `beginTime` in the parent's time; the levels shared by both layers
    /// are skipped, so conversions between layers under one frozen ancestor
    /// stay exact.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        guard let layer else { return localTime(fromMedia: t) }
        return MediaTimingHierarchy.convert(t, from: layer.timingChain, to: timingChain)
    }

    /// Converts `t` from this layer's time space to `layer`'s (nil: media
    /// time); the inverse of `convertTime(_:from:)`, with the same rules.
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        guard let layer else { return mediaTime(fromLocal: t) }
        return MediaTimingHierarchy.convert(t, from: timingChain, to: layer.timingChain)
    }

    /// Whether the layer's own timing leaves its parent's time unchanged.
    var hasIdentityTiming: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// This layer's time for media time `t`. Most trees never change time, so
    /// the common case walks up without building anything (building the chain
    /// for every conversion was a quarter of a commit's cost).
    func localTime(fromMedia t: Double) -> Double {
        // No model layer anywhere changes time (the usual case): nothing to walk.
        // (Reading each ancestor's timing costs ~100 instructions a property.)
        if LayerTimingCensus.layersChangingTime.load(ordering: .relaxed) == 0 && !isPresentationCopy { return t }
        var node: CALayer? = self
        while let n = node {
            if !n.hasIdentityTiming { return MediaTimingHierarchy.localTime(t, through: timingChain) }
            node = n.superlayer ?? n.maskOwner
        }
        return t
    }

    /// The media time at which this layer's clock reads `t` (iterative, no allocation).
    func mediaTime(fromLocal t: Double) -> Double {
        if LayerTimingCensus.layersChangingTime.load(ordering: .relaxed) == 0 && !isPresentationCopy { return t }
        var u = t
        var node: CALayer? = self
        while let n = node {
            if !n.hasIdentityTiming { u = MediaTimingParameters(n).parentTime(fromLocal: u) }
            node = n.superlayer ?? n.maskOwner
        }
        return u
    }
}

/// How many model layers have a timing that changes their parent's time
/// (beginTime, speed or timeOffset set). While none does, layer time is media
/// time and conversions skip the walk up the tree.
enum LayerTimingCensus {
    static let layersChangingTime = Atomic<Int>(0)
}
