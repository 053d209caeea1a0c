import Foundation

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
    /// layer's: t_local = (t_parent − beginTime) × speed + timeOffset, applied
    /// down the tree from the root.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        MediaTimingHierarchy.convert(t, from: layer?.timingChain ?? [], to: timingChain)
    }

    /// Converts `t` from this layer's time space to `layer`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        MediaTimingHierarchy.convert(t, from: timingChain, to: layer?.timingChain ?? [])
    }

    /// The media time at which this layer's clock reads `t`.
    func mediaTime(fromLocal t: Double) -> Double {
        MediaTimingHierarchy.convert(t, from: timingChain, to: [])
    }
}
