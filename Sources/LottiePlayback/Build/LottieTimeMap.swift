import Foundation

/// How a layer's own frames map to the main composition's frames:
/// `compositionFrame = offset + scale × localFrame`.
///
/// A layer's time is its composition's, shifted by its start time `st` and
/// stretched by `sr`; a precomposition's layers see the precomposition
/// layer's time, so maps compose along the nesting.
struct LottieTimeMap: Equatable {
    /// The composition frame of local frame 0.
    var offset: Double
    /// Composition frames per local frame.
    var scale: Double

    /// The main composition's own time.
    static let identity = LottieTimeMap(offset: 0, scale: 1)

    /// The composition frame of `localFrame`.
    func compositionFrame(_ localFrame: Double) -> Double { offset + scale * localFrame }

    /// The local frame showing at `compositionFrame`.
    func localFrame(_ compositionFrame: Double) -> Double { (compositionFrame - offset) / scale }

    /// The map of a layer with start time `st` and stretch `sr` inside the
    /// time this map describes.
    func layer(startTime: Double, stretch: Double) -> LottieTimeMap {
        LottieTimeMap(offset: offset + scale * startTime, scale: scale * stretch)
    }
}
