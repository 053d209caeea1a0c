import Foundation
import OpenQuartzCore

/// How playback repeats.
public enum LottieLoopMode: Sendable, Equatable {
    /// Once from the in point to the out point, then hold the last frame.
    case playOnce
    /// From the in point to the out point, again and again.
    case loop
    /// Forwards, then backwards, for ever.
    case autoReverse
    /// `count` passes (fractions allowed), then hold.
    case `repeat`(Float)
}

/// Plays a `LottieAnimation` as a Core Animation layer tree.
///
/// The tree is built once: every animated Lottie property is a keyframe
/// animation in one `CAAnimationGroup` per layer, whose time 0 is the
/// composition's in point and whose duration is the composition's
/// ((`op` − `ip`) / `fr`). Playback never touches those animations: `layer`
/// — the container holding the tree — has its own media timing, and
/// Core Animation's layer time `t = (t_parent − beginTime) × speed + timeOffset`
/// decides which frame shows. Paused, `speed` is 0 and `timeOffset` is the
/// composition time, so seeking is exact: a fractional frame shows the
/// values Core Animation interpolates there. Playing sets `speed` to the
/// playback speed and `beginTime` to now, so the render server plays it with
/// no per-frame work here. Loop modes are the groups' `repeatCount` and
/// `autoreverses` (changing the mode re-adds the groups).
///
/// Changes take effect at the next commit (the end of the run-loop turn, or
/// `CATransaction.flush()`), like any layer change.
@MainActor public final class LottiePlayer {
    /// The animation played.
    public let animation: LottieAnimation
    /// The layer to add to a layer tree: bounds of the composition's size
    /// (position and transform are the caller's), its timing driven by playback.
    public let layer: CALayer
    /// The problems found loading and building, in order.
    public let diagnostics: [LottieDiagnostic]
    /// Each animated layer of the tree with its animations (re-grouped when the loop mode changes).
    private let animatedLayers: [(layer: CALayer, animations: [CAAnimation])]
    /// The layers made for each drawn Lottie layer, by its JSON path (`layers[2]`).
    let layerRecords: [String: LottieLayerRecord]
    private let pathsByName: [String: String]

    /// How playback repeats (default `.playOnce`).
    public var loopMode: LottieLoopMode = .playOnce {
        didSet { if loopMode != oldValue { attachAnimations() } }
    }

    /// The playback speed (1: real time; negative plays backwards). Takes
    /// effect at once when playing.
    public var speed: Double = 1 {
        didSet {
            if !speed.isFinite {
                CADiagnostics.report("LottiePlayer.speed must be finite (got \(speed)); using 1")
                speed = 1
            }
            if isPlaying { startClock(at: rawTime) }
        }
    }

    /// Whether the animation is playing.
    public private(set) var isPlaying = false

    /// Builds the layer tree of `animation`, paused at its in point.
    public init(animation: LottieAnimation, limits: LottieLimits = LottieLimits()) {
        self.animation = animation
        let tree = LottieTreeBuilder(composition: animation.composition, limits: limits,
                                     resourceFolder: animation.sourceURL?.deletingLastPathComponent()).build()
        for d in tree.diagnostics { CADiagnostics.reportOnce("Lottie: \(d)") }
        diagnostics = animation.diagnostics + tree.diagnostics
        animatedLayers = tree.animations
        layerRecords = tree.records
        pathsByName = tree.pathsByName
        let container = CALayer()
        container.bounds = CGRect(origin: .zero, size: animation.size)
        container.addSublayer(tree.root)
        layer = container
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.speed = 0
        container.timeOffset = 0
        CATransaction.commit()
        attachAnimations()
    }

    /// The layer carrying the own transform of the drawn Lottie layer named
    /// `name` (`nm`; the first drawn one of that name): its presentation
    /// position, rotation and opacity are the Lottie layer's. Nil when no
    /// drawn layer has that name (null layers are not drawn).
    public func transformLayer(named name: String) -> CALayer? {
        pathsByName[name].flatMap { layerRecords[$0]?.transform }
    }

    /// The composition's playing time in seconds.
    public var duration: Double { animation.duration }

    // MARK: Position

    /// The composition time showing now, 0…`duration` (the loop mode applied).
    public var currentTime: Double { compositionTime(forLayerTime: rawTime) }

    /// The frame showing now: `ip + currentTime × fr` (fractional between frames).
    public var currentFrame: Double { animation.inPoint + currentTime * animation.frameRate }

    /// How far through the composition the frame showing now is, 0…1.
    public var currentProgress: Double { currentTime / duration }

    /// Shows the frame `ip + progress × (op − ip)` and pauses. Progress is
    /// clamped to 0…1 (NaN: 0, with a diagnostic).
    public func seek(toProgress progress: Double) {
        var p = progress
        if p.isNaN {
            CADiagnostics.report("LottiePlayer.seek(toProgress:): NaN; using 0")
            p = 0
        }
        seek(toTime: min(max(p, 0), 1) * duration)
    }

    /// Shows `frame` (fractional frames interpolate) and pauses; frames
    /// outside `ip…op` are clamped.
    public func seek(toFrame frame: Double) {
        guard frame.isFinite else {
            CADiagnostics.report("LottiePlayer.seek(toFrame:): \(frame) is not finite; ignored")
            return
        }
        seek(toTime: min(max((frame - animation.inPoint) / animation.frameRate, 0), duration))
    }

    /// Plays from the frame showing now (from the in point when a finished
    /// `.playOnce` or `.repeat` is at its end).
    public func play() {
        var start = rawTime
        if case .playOnce = loopMode, speed > 0, start >= duration { start = 0 }
        if case .repeat(let n) = loopMode, speed > 0, start >= duration * Double(max(n, 1)) { start = 0 }
        if !isPlaying, loopMode != .playOnce {
            // Within the first cycle, so `rawTime` stays small.
            start = compositionTime(forLayerTime: start)
        }
        isPlaying = true
        startClock(at: start)
    }

    /// Stops at the frame showing now.
    public func pause() {
        guard isPlaying else { return }
        let now = currentTime
        isPlaying = false
        setTiming(speed: 0, beginTime: 0, timeOffset: now)
    }

    // MARK: Timing

    /// The container's local time now (the groups' time, before looping).
    private var rawTime: Double {
        layer.convertTime(CACurrentMediaTime(), from: nil)
    }

    /// The composition time the groups show at group time `t`.
    private func compositionTime(forLayerTime t: Double) -> Double {
        let d = duration
        switch loopMode {
        case .playOnce:
            return min(max(t, 0), d)
        case .loop:
            return t >= 0 ? t.truncatingRemainder(dividingBy: d) : 0
        case .autoReverse:
            guard t > 0 else { return 0 }
            let u = t.truncatingRemainder(dividingBy: 2 * d)
            return u <= d ? u : 2 * d - u
        case .repeat(let n):
            let passes = Double(max(n, 0))
            if t <= 0 { return 0 }
            if t >= d * max(passes, 1) { return passes > 0 ? (passes * d).truncatingRemainder(dividingBy: d).nonZero(or: d) : d }
            return t.truncatingRemainder(dividingBy: d)
        }
    }

    /// Pauses showing composition time `t` (0…duration).
    private func seek(toTime t: Double) {
        isPlaying = false
        // A repeating group wraps at its duration: the last frame is shown a
        // hair before it (the difference is far below a frame).
        let repeats = loopMode != .playOnce
        let shown = repeats && t >= duration ? duration * (1 - 1e-12) : t
        setTiming(speed: 0, beginTime: 0, timeOffset: shown)
    }

    /// Runs the container's clock from layer time `t` now.
    private func startClock(at t: Double) {
        let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        setTiming(speed: speed, beginTime: parentNow, timeOffset: t)
    }

    private func setTiming(speed: Double, beginTime: Double, timeOffset: Double) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.speed = Float(speed)
        layer.beginTime = beginTime
        layer.timeOffset = timeOffset
        CATransaction.commit()
    }

    /// (Re)adds each animated layer's group, with the loop mode's repeat settings.
    private func attachAnimations() {
        let linear = CAMediaTimingFunction(name: .linear)
        for (target, animations) in animatedLayers {
            let group = CAAnimationGroup()
            group.animations = animations
            // Not 0: 0 would mean "the commit time"; this is the container's time 0.
            group.beginTime = lottieTimeZero
            group.duration = duration
            group.fillMode = .both
            group.isRemovedOnCompletion = false
            group.timingFunction = linear
            switch loopMode {
            case .playOnce: group.repeatCount = 0
            case .loop: group.repeatCount = .infinity
            case .autoReverse: group.repeatCount = .infinity; group.autoreverses = true
            case .repeat(let n): group.repeatCount = n.isFinite ? max(n, 0) : .infinity
            }
            target.add(group, forKey: "lottie")
        }
    }
}

/// A begin time that is the container's time 0 but not 0 itself (Core
/// Animation reads a `beginTime` of exactly 0 as "the commit time"); AVFoundation's
/// `AVCoreAnimationBeginTimeAtZero` plays the same role.
let lottieTimeZero: CFTimeInterval = 1e-100

private extension Double {
    /// The value, or `other` when it is 0.
    func nonZero(or other: Double) -> Double { self == 0 ? other : self }
}
