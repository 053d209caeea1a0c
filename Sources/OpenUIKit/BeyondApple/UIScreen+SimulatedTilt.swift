import Foundation

extension UIScreen {
    /// Not Apple API: simulates the device turning so that its screen faces
    /// `offset` away from the viewer, the viewer offset that motion effects
    /// follow (`UIMotionEffect.keyPathsAndRelativeValues(forViewerOffset:)`).
    /// On iOS the offset comes from the device's motion sensors; Linux has
    /// none, so scenes and tests script it, as they script touches.
    ///
    /// ```swift
    /// view.addMotionEffect(group)                       // center ±10 along both axes
    /// UIScreen.main.simulateViewerOffset(UIOffset(horizontal: 1, vertical: -0.5))
    /// MediaClock.advance(by: 0)                          // the turn ends: committed
    /// view.layer.presentation()!.position                // center + (10, −5); view.center unchanged
    /// ```
    ///
    /// Each component is in −1…1 (0: the screen faces the viewer; positive:
    /// it faces below or right of the viewer). Components outside are
    /// clamped into it (a device never reports more) and a non-finite
    /// offset is ignored, each with a diagnostic. Call it on the main
    /// screen: every view with motion effects is updated at once, in the
    /// current transaction, so the next frame shows the new offset (under
    /// the manual media clock, deterministically: at the end of the turn,
    /// e.g. `MediaClock.advance(by: 0)`). Inside an animation block the
    /// views glide to the new offset with the block's timing. A screen that
    /// is not `UIScreen.main` keeps the offset, but no view follows it.
    ///
    /// For a smooth sweep, call it from a `CADisplayLink` or from events at
    /// every frame time (the Gallery's "neuburg-parallax" scene does).
    public func simulateViewerOffset(_ offset: UIOffset) {
        guard offset.horizontal.isFinite, offset.vertical.isFinite else {
            CGDiagnostics.report("UIScreen.simulateViewerOffset(\(offset)): not finite; ignored")
            return
        }
        let clamped = UIOffset(horizontal: min(max(offset.horizontal, -1), 1), vertical: min(max(offset.vertical, -1), 1))
        if clamped != offset {
            CGDiagnostics.reportOnce("UIScreen.simulateViewerOffset: components outside −1…1 are clamped (\(offset) → \(clamped))")
        }
        MotionEffectEngine.setTilt(clamped, of: self)
    }

    /// Not Apple API: the viewer offset last simulated on this screen
    /// (`simulateViewerOffset(_:)`); zero for a screen never tilted, and
    /// for one other than the screen tilted last.
    public var simulatedViewerOffset: UIOffset {
        MotionEffectEngine.tiltedScreen === self ? MotionEffectEngine.tilt : .zero
    }
}
