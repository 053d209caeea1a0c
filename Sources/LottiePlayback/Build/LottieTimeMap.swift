import Foundation

/// How a layer's own frames relate to the main composition's frames.
///
/// Without time remapping the relation is affine and runs both ways:
/// `compositionFrame = offset + scale × localFrame` (a layer's time is its
/// composition's, shifted by its start time `st` and stretched by `sr`; a
/// precomposition's layers see the precomposition layer's time, so maps
/// compose along the nesting). Inside a time-remapped precomposition
/// (`tm`) the composition frame decides the local frame through the remap
/// curve, which need not be invertible: such maps only run from the
/// composition to the layer (`localFrame`), and the builder samples what
/// they drive.
struct LottieTimeMap {
    /// The frame (of the composition `remap` shows, or the main one) of local frame 0.
    var offset: Double
    /// Frames of that composition per local frame.
    var scale: Double
    /// The time remapping in force, if any.
    var remap: LottieTimeRemap?

    /// The main composition's own time.
    static let identity = LottieTimeMap(offset: 0, scale: 1, remap: nil)

    /// The main composition's frame of `localFrame` (affine maps only: a
    /// remapped map has no inverse, and the builder never asks it).
    func compositionFrame(_ localFrame: Double) -> Double { offset + scale * localFrame }

    /// The local frame showing at main composition frame `compositionFrame`.
    func localFrame(_ compositionFrame: Double) -> Double {
        ((remap?.frame(at: compositionFrame) ?? compositionFrame) - offset) / scale
    }

    /// The map of a layer with start time `st` and stretch `sr` inside the
    /// time this map describes.
    func layer(startTime: Double, stretch: Double) -> LottieTimeMap {
        LottieTimeMap(offset: offset + scale * startTime, scale: scale * stretch, remap: remap)
    }
}

/// A precomposition's time remapping: its layers see frame
/// `tm(layer frame) × fr`, where `tm` (seconds) is keyframed in the
/// precomposition layer's own frames.
final class LottieTimeRemap: Sendable {
    /// The precomposition layer's map.
    let outer: LottieTimeMap
    /// `tm`, in seconds of the precomposition's time.
    let curve: LottieVectorProperty
    /// Frames per second (of the main composition; Lottie files share one rate).
    let frameRate: Double
    /// The main composition frames over which what the remap drives is sampled.
    let range: (start: Double, end: Double)

    init(outer: LottieTimeMap, curve: LottieVectorProperty, frameRate: Double, range: (start: Double, end: Double)) {
        self.outer = outer
        self.curve = curve
        self.frameRate = frameRate
        self.range = range
    }

    /// The precomposition's frame showing at main composition frame `f`.
    func frame(at f: Double) -> Double { curve.value(at: outer.localFrame(f))[0] * frameRate }
}
