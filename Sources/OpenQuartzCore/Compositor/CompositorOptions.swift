import Foundation

/// The compositor's switches: shortcuts that draw the same pixels as the
/// plain way, each of which can be turned off (tests draw a frame both ways
/// and compare). All on by default.
package struct CompositorOptions: Sendable, Equatable {
    /// Whether shadows skip the pixels their layer covers opaquely right
    /// after (`backgroundHole`, `groupHole`); the same pixels either way
    /// (tests compare both).
    package var leavesOutHiddenShadows = true
    /// Whether a group's offscreen leaves out the reach of the layer's own
    /// shadow when that shadow is drawn on the canvas (the same pixels
    /// either way; tests compare both).
    package var offscreensLeaveOutOwnShadow = true
    /// Whether image contents may come from kept samples (`caches.contents`;
    /// the same pixels either way; tests compare both).
    package var usesContentsCache = true
    /// Whether radial and conic gradient layers may be drawn from kept
    /// samples (`caches.gradients`; the same pixels either way; tests compare both).
    package var usesGradientCache = true
    /// Whether backgrounds, borders and shape layers' fills and strokes may
    /// be filled from kept coverage (`caches.fills`; the same pixels either
    /// way; tests compare both).
    package var usesFillCache = true
    /// Whether gradient layers' lookup tables may be kept
    /// (`caches.gradientTables`; the same pixels either way; tests compare both).
    package var usesGradientTables = true
    /// Whether `masksToBounds` clips' coverage may be kept (`caches.clips`;
    /// the same pixels either way; tests compare both).
    package var usesClipCache = true
    /// Whether linear gradient layers may be filled from recordings
    /// (`caches.recordedFills`; the same pixels either way; tests compare both).
    package var usesRecordedFills = true
    /// Whether layers hidden under an opaque layer drawn later are skipped
    /// (`Compositor+Occlusion.swift`; the same pixels either way, tests
    /// compare both).
    package var cullsHiddenLayers = true
    /// Whether rasterized layers' bitmaps are kept between frames
    /// (`caches.rasterized`; the same pixels either way: off, each frame
    /// draws every bitmap again; tests compare both).
    package var usesRasterizationCache = true

    /// Every switch on.
    package init() {}

    /// Every switch off: the plain way of drawing everything.
    package static let plain: CompositorOptions = {
        var o = CompositorOptions()
        o.leavesOutHiddenShadows = false; o.offscreensLeaveOutOwnShadow = false
        o.usesContentsCache = false; o.usesGradientCache = false; o.usesFillCache = false
        o.usesGradientTables = false; o.usesClipCache = false; o.usesRecordedFills = false
        o.cullsHiddenLayers = false; o.usesRasterizationCache = false
        return o
    }()
}

/// A `CARenderer`'s switches: its frame shortcuts, which give the same
/// pixels and values as drawing every frame whole (tests compare both), and
/// its compositor's. All on by default.
package struct RendererOptions: Sendable, Equatable {
    /// Whether the render tree keeps a static layer's values from commit to
    /// commit; false reads every layer from its model again each frame (the
    /// same pixels and values either way; tests compare both).
    package var keepsStaticValues = true
    /// Whether a frame with no render-state change and nothing time-varying
    /// keeps the last frame's pixels instead of drawing them again (the same
    /// pixels either way; tests compare both).
    package var skipsUnchangedFrames = true
    /// Whether frames redraw only their damage (the same pixels as drawing
    /// everything; tests compare both).
    package var tracksDamage = true
    /// Whether a rasterized layer's sublayers are left out of the frame's
    /// list and plan (`FrameBuilder.build`); its bitmap and one damage record
    /// stand for them (the same pixels either way; tests compare both).
    package var sealsRasterizedSubtrees = true
    /// The compositor's switches.
    package var compositor = CompositorOptions()

    /// Every switch on.
    package init() {}

    /// Every switch off: every frame evaluated and drawn whole, the plain way.
    package static let plain: RendererOptions = {
        var o = RendererOptions()
        o.keepsStaticValues = false; o.skipsUnchangedFrames = false; o.tracksDamage = false
        o.sealsRasterizedSubtrees = false
        o.compositor = .plain
        return o
    }()
}
