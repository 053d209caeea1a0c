import Foundation

/// The part of a per-layer cache key that names the layer's drawn values:
/// the layer (`CALayer.renderID`, never reused) and the generation of its
/// values (`ValueGenerations`). Two uses with equal `LayerKey`s draw equal
/// values, whatever the values hold, so a key built from it plus the
/// device-dependent inputs that are not layer values (the map, the drawing
/// box, the inherited alpha) cannot miss an input: a property added to
/// `LayerValues` is covered without touching any key.
struct LayerKey: Hashable {
    /// The layer's `renderID`.
    var layer: UInt64
    /// Its values' generation (never 0).
    var generation: UInt64
}

/// Names layers' drawn values for cache keys (`LayerKey`).
///
/// The name is the values' `LayerValues.stamp` — a new number whenever they
/// are evaluated, kept while a frame keeps them — except where a finer one
/// is known: when the layer has no change since its last commit and no
/// running animation writes anything but `opacity`, every value but
/// `opacity` is the committed state, which the layer's `renderGeneration`
/// names (`FrameBuilder` keeps a static layer's values on the same ground).
/// The stamp alone is too coarse for layers whose opacity animates: they are
/// evaluated every frame, each time with a new stamp, while every cached
/// result but those keyed by the inherited alpha — which then change anyway
/// — stays the same (composite200's 20 fading layers would scan convert
/// their rounded backgrounds and borders every frame). It is also what lets
/// values evaluated afresh for each frame — masks, `render(in:)`'s model
/// values — keep their results. Stamps and render generations come from one
/// counter, so the two never name different values with one number.
///
/// The finer name is not used for a presentation copy's own values (drawn
/// by `render(in:)` of a copy: they were evaluated for another time and
/// state), for a layer changed since its last commit, or for a layer whose
/// class may redraw its contents while animating. Values with stamp 0 (made
/// field by field) have no name: caches draw them directly.
///
/// Alternative measured (Benchmarks/RESULTS.md, "Caches keyed by value
/// generations"): naming values by comparing them byte for byte with the
/// last ones, opacity zeroed. Padding and unused existential words differ
/// between equal values, so fading layers got new names anyway.
@MainActor final class ValueGenerations: CompositorCache {
    /// The stamp of values drawn from a presentation copy (`Compositor.resolve`).
    var copyStamp: UInt64 = 0
    /// The last answer (drawing a layer asks once per part).
    private var lastLayer: UInt64 = 0, lastStamp: UInt64 = 0, lastGeneration: UInt64 = 0

    /// The key naming `values` of `model`; nil for stamp 0.
    func key(_ model: CALayer, _ values: LayerValues) -> LayerKey? {
        guard values.stamp != 0 else { return nil }
        let id = model.renderID
        if id != lastLayer || values.stamp != lastStamp {
            lastLayer = id
            lastStamp = values.stamp
            // Worked out when the values were (`LayerValues.committedGeneration`):
            // looking through the layer's animations here, for every layer of
            // every frame, copied a compiled animation per layer.
            lastGeneration = values.stamp != copyStamp && values.committedGeneration != 0
                ? values.committedGeneration : values.stamp
        }
        return LayerKey(layer: id, generation: lastGeneration)
    }

    /// Ends a frame: the next frame asks afresh.
    func endFrame() {
        lastLayer = 0
        copyStamp = 0
    }
}

extension CompiledAnimation {
    /// Whether every value the animation can produce is for `p` (producing
    /// nothing counts); a transition draws pictures, so it does not count.
    func writesOnly(_ p: RenderProperty) -> Bool { writesOnly { $0 == p } }

    /// Whether every value the animation can produce is for a property
    /// `allowed` accepts (see `writesOnly(_:)`).
    func writesOnly(where allowed: (RenderProperty) -> Bool) -> Bool {
        switch payload {
        case .group(let children): return children.allSatisfy { $0.writesOnly(where: allowed) }
        case .transition: return false
        case .inert: return true
        case .keyframes(let track): return track.rotationOffset == nil && (target == nil || target?.drawn.map(allowed) == true)
        case .basic, .scalar, .spring: return target == nil || target?.drawn.map(allowed) == true
        }
    }
}
