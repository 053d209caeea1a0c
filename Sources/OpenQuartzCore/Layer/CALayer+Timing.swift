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
    /// With a finite positive `duration` each level is Apple's second stage
    /// too, the conversion from active to basic local time: the layer's time
    /// repeats, runs back when it autoreverses and holds at its ends
    /// (`MediaTimingParameters.layerTime(fromParent:inactive:)`). Outside its
    /// active window a layer's time is the time at the nearer end whatever
    /// its `fillMode` (the renderer instead applies none of its animations
    /// where the fill mode does not fill); going up through a repeating
    /// layer gives the parent time in its first forward pass.
    ///
    /// Decisions where Apple documents nothing: with duration 0, times
    /// before a `beginTime` are not clamped (the formula is linear; negative local times are
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

    /// `duration` changed: NaN and negative durations are refused (0).
    func durationDidChange() {
        if !(duration >= 0) && !isPresentationCopy {
            CADiagnostics.reportOnce("CALayer.duration must be 0 or more (got \(duration)); using 0 (unbounded layer time)", about: self)
            duration = 0
        }
        timingDidChange()
    }

    /// Whether the layer's own timing leaves its parent's time unchanged: no
    /// `beginTime`, `speed` or `timeOffset`, and no finite positive
    /// `duration` (which repeats, reverses and bounds the layer's time).
    var hasIdentityTiming: Bool {
        beginTime == 0 && speed == 1 && timeOffset == 0 && !(duration > 0 && duration.isFinite)
    }

    /// This layer's time for media time `t`, each level from the root down
    /// mapped by `MediaTimingParameters.layerTime(fromParent:inactive:)`.
    /// Most trees never change time, so the common case walks up without
    /// building anything (building the chain for every conversion was a
    /// quarter of a commit's cost).
    func localTime(fromMedia t: Double, inactive: InactiveLayerTime = .nearestEnd) -> Double {
        // No model layer anywhere changes time (the usual case): nothing to walk.
        // (Reading each ancestor's timing costs ~100 instructions a property.)
        if LayerTimingCensus.layersChangingTime.load(ordering: .relaxed) == 0 && !isPresentationCopy { return t }
        var node: CALayer? = self
        while let n = node {
            if !n.hasIdentityTiming {
                var u = t
                for level in timingChain { u = level.layerTime(fromParent: u, inactive: inactive) }
                return u
            }
            node = n.superlayer ?? n.maskOwner
        }
        return t
    }

    /// The time this layer's animations are evaluated at for media time `t`
    /// (what is drawn and what `presentation()` shows): `localTime(fromMedia:)`,
    /// but NaN while the layer or an ancestor is outside its active window
    /// on a side its `fillMode` does not fill — then none of the layer's
    /// animations applies (its model values show).
    func renderLocalTime(fromMedia t: Double) -> Double {
        localTime(fromMedia: t, inactive: .unresolved)
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
