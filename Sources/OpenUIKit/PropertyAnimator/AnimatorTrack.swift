import Foundation

/// One animation a property animator's blocks created, and where it lies on
/// the animator's timeline. The animator keeps the animation as created (the
/// template) and, whenever its clock changes (start, pause, scrub, reverse,
/// continue), puts a copy on the layer under the same key whose own timing
/// (`beginTime`, `speed`, `timeOffset`) makes Core Animation show what the
/// animator's position means — so between those changes the render server
/// plays it with no main-actor work per frame.
///
/// Times are in animator seconds: position p (0…1) of an animator of
/// duration D is p·D seconds in.
@MainActor struct AnimatorTrack {
    weak var layer: CALayer?
    var key: String
    /// The animation as created by the block.
    var template: CAAnimation
    /// Where it starts on the animator's timeline, in animator seconds.
    var start: Double
    /// The layer's value before the block and after it (the values
    /// `finishAnimation(at: .start / .end)` puts back).
    var startValue: AnimatableValue?
    var endValue: AnimatableValue?
    /// The model property `finishAnimation(at:)` writes the values above
    /// to (nil: the animation's key path).
    var modelKeyPath: String?

    /// Its length in animator seconds.
    var length: Double { template.duration }

    /// The clock the copies follow.
    enum Clock {
        /// Frozen at animator time `at`; `linear`: shown on a linear curve
        /// (a scrub with `scrubsLinearly`).
        case paused(at: Double, linear: Bool)
        /// At media time `since` the animator was at animator time `at`,
        /// moving `rate` animator seconds per second (negative: reversed).
        case running(at: Double, since: CFTimeInterval, rate: Double)
    }

    /// The segments re-basing replaced, oldest first: each applies from its
    /// start up to the next one's (the current `template` from `start` on),
    /// so that playing the animator back goes through them again.
    var earlier: [(template: CAAnimation, start: Double)] = []

    /// The segment that shows animator time `t`: the last one starting at
    /// or before it (`backwards`: before it, as a segment's start belongs
    /// to the one before when playing back), the first one before them all.
    func segment(at t: Double, backwards: Bool = false) -> (template: CAAnimation, start: Double, index: Int) {
        var i = earlier.count
        while i > 0 && (backwards ? segmentStart(i) >= t : segmentStart(i) > t) { i -= 1 }
        return i == earlier.count ? (template, start, i) : (earlier[i].template, earlier[i].start, i)
    }

    private func segmentStart(_ i: Int) -> Double { i == earlier.count ? start : earlier[i].start }

    /// The segment boundary the animator reaches next from animator time `t`
    /// moving at `rate`, where the copy on the layer must change (nil: none).
    func boundary(after t: Double, rate: Double) -> Double? {
        guard !earlier.isEmpty, rate != 0 else { return nil }
        let i = segment(at: t, backwards: rate < 0).index
        if rate > 0 { return i < earlier.count ? segmentStart(i + 1) : nil }
        return i > 0 ? segmentStart(i) : nil
    }

    /// The layer's copy of the animation this track last put there (nil:
    /// none yet, or the template changed): retimed in place while it is
    /// still the one running under `key`.
    weak var placed: CAAnimation?
    /// Which segment `placed` shows.
    var placedSegment = -1
    /// The last copy this track added (`placed` forgets it when the
    /// template changes), to tell it from another animation put under the
    /// same key since.
    weak var added: CAAnimation?
    /// Whether another animation replaced this track's copy under its key
    /// (a later block's transition of the same view, say): as on iOS, the
    /// replaced animation is over, and the track leaves the newcomer alone.
    var isSuperseded: Bool {
        guard placedSegment >= 0, let layer, let shown = layer.animation(forKey: key) else { return false }
        return shown !== added
    }

    /// Removes the track's copy from its layer (before the first apply:
    /// the block's own animation), not an animation that replaced it.
    func removeCopy() {
        if !isSuperseded { layer?.removeAnimation(forKey: key) }
    }

    /// Makes the layer show this track under `clock`: retimes the copy in
    /// place, or adds a new one; removes it when the track has ended and the
    /// model shows its end.
    /// `touches`: the hit-testing rule the copies carry (from the animator's
    /// `isUserInteractionEnabled` and `isManualHitTestingEnabled`).
    mutating func apply(_ clock: Clock, touches: AnimatedHitTesting.Rule?) {
        guard let layer else { return }
        let position: Double, backwards: Bool
        switch clock {
        case .paused(let t, _): (position, backwards) = (t, false)
        case .running(let t, _, let rate): (position, backwards) = (t, rate < 0)
        }
        let (template, start, index) = segment(at: position, backwards: backwards)
        let length = template.duration
        if index != placedSegment { placed = nil }
        let begin: Double?, speed: Double, offset: Double, linear: Bool
        switch clock {
        case .paused(let t, let scrubbing):
            let local = t - start
            if local >= length && index == earlier.count {
                removeCopy()
                placed = nil
                return
            }
            (begin, speed, offset, linear) = (nil, 0, min(max(local, 0), length), scrubbing)
        case .running(let t, let since, let rate):
            let local = t - start
            let now = layer.convertTime(since, from: nil)
            var b: Double
            if rate > 0 {
                b = now - local / rate
            } else if rate < 0 {
                // Played backwards from its end: local time length − elapsed.
                b = now - (length - local) / -rate
            } else {
                b = now
            }
            if b == 0 { b = .leastNonzeroMagnitude }     // 0 would mean "the commit time"
            (begin, speed, offset, linear) = (b, rate, 0, false)
        }
        // Retimed in place while the copy is still this layer's (nobody
        // replaced or removed it) — which also keeps a transition's
        // "before" picture, taken when the copy was first added.
        if let placed, layer.retime(placed, beginTime: begin, speed: Float(speed), timeOffset: offset, linear: linear) {
            return
        }
        // Checked only here: while the copy is retimed in place nothing replaced it.
        if isSuperseded { return }
        let copy = template.copy() as! CAAnimation
        copy.beginTime = begin ?? 0           // 0: the commit time
        copy.fillMode = .both
        copy.isRemovedOnCompletion = false
        copy.delegate = nil
        AnimatedHitTesting.mark(copy, touches)
        layer.add(copy, forKey: key)
        placed = layer.animation(forKey: key)
        added = placed
        placedSegment = index
        // The layer's copy, pending until the commit, takes the clock (and
        // the linear curve of a scrub) in place.
        if let placed { _ = layer.retime(placed, beginTime: nil, speed: Float(speed), timeOffset: offset, linear: linear) }
    }

    /// The progress (0…1, may overshoot) of the template's curve `local`
    /// seconds in: its timing function, or its spring.
    func progress(atLocal local: Double, linear: Bool) -> Double { progress(of: template, atLocal: local, linear: linear) }

    /// The progress of `animation`'s curve `local` seconds in.
    func progress(of animation: CAAnimation, atLocal local: Double, linear: Bool) -> Double {
        let length = animation.duration
        let x = length > 0 ? min(max(local / length, 0), 1) : 1
        if linear { return x }
        if let spring = animation as? CASpringAnimation {
            guard local < length else { return 1 }
            let solver = SpringSolver(mass: Double(spring.mass), stiffness: Double(spring.stiffness),
                                      damping: Double(spring.damping), initialVelocity: Double(spring.initialVelocity),
                                      allowsOverdamping: spring.allowsOverdamping)
            return solver.value(at: max(local, 0))
        }
        return animation.timingFunction.map { $0.solve(forInput: x) } ?? x
    }

    /// The track re-based at animator time `t`: from what it shows there to
    /// its end, over `length` animator seconds from `t`, with `timing`
    /// (nil: its own). Only basic animations are re-based; others keep
    /// their template and only move on the timeline.
    func rebased(at t: Double, length newLength: Double, timing: ViewAnimationContext.Timing?, linearNow: Bool) -> AnimatorTrack {
        var track = self
        // Re-based from the segment showing `t`; segments after `t` are replaced.
        let (source, sourceStart, index) = segment(at: t)
        let local = t - sourceStart
        guard local > 0, let basic = source as? CABasicAnimation,
              let from = basic.fromValue, let to = basic.toValue else {
            if local <= 0, let timing, index == earlier.count {
                track.template = Self.retimed(template, timing)
                track.placed = nil
            }
            return track
        }
        let p = progress(of: source, atLocal: local, linear: linearNow)
        let a = AnimatableValue(from), b = AnimatableValue(to)
        let shown = AnimatableValue.interpolate(a, b, p)
        let fresh = Self.retimed(source, timing ?? Self.timing(of: source))
        guard let freshBasic = fresh as? CABasicAnimation else { return track }
        freshBasic.fromValue = shown.boxed(as: .matching(from))
        freshBasic.toValue = to
        freshBasic.duration = max(newLength, 0)
        // The past stays for playing back; a linear scrub's segment is
        // kept on its curve (the scrub showed it linearly only while paused).
        track.earlier = Array(earlier.prefix(index)) + [(source, sourceStart)]
        track.template = freshBasic
        track.start = t
        track.placed = nil
        return track
    }

    /// The timing `animation` was made with.
    static func timing(of animation: CAAnimation) -> ViewAnimationContext.Timing {
        if let s = animation as? CASpringAnimation {
            return .spring(mass: Double(s.mass), stiffness: Double(s.stiffness), damping: Double(s.damping),
                           initialVelocity: Double(s.initialVelocity))
        }
        return .curve(animation.timingFunction ?? CAMediaTimingFunction(name: .default))
    }

    /// `animation` made again with `timing` (a basic animation becomes a
    /// spring or the reverse); other kinds only take a new timing function.
    static func retimed(_ animation: CAAnimation, _ timing: ViewAnimationContext.Timing) -> CAAnimation {
        guard let basic = animation as? CABasicAnimation else {
            let copy = animation.copy() as! CAAnimation
            if case .curve(let f) = timing { copy.timingFunction = f }
            return copy
        }
        let made: CABasicAnimation
        switch timing {
        case .curve(let f):
            made = CABasicAnimation(keyPath: basic.keyPath)
            made.timingFunction = f
        case .spring(let m, let k, let c, let v):
            let spring = CASpringAnimation(keyPath: basic.keyPath)
            spring.mass = CGFloat(m); spring.stiffness = CGFloat(k); spring.damping = CGFloat(c)
            spring.initialVelocity = CGFloat(v)
            spring.allowsOverdamping = true
            made = spring
        }
        made.fromValue = basic.fromValue
        made.toValue = basic.toValue
        made.byValue = basic.byValue
        made.isAdditive = basic.isAdditive
        made.isCumulative = basic.isCumulative
        made.duration = basic.duration
        return made
    }

    /// A spring on an additive position or size as two springs, one per
    /// axis ("position.x" / "position.y", "bounds.size.width" /
    /// "bounds.size.height"), the y one with `vertical` (its own initial
    /// velocity): UIKit's 2-D spring velocity (dx for x and width, dy for y
    /// and height). A bounds change that moves its origin, and other
    /// tracks, are returned as they are.
    func splitByAxis(vertical: ViewAnimationContext.Timing?) -> [AnimatorTrack] {
        guard let vertical, let spring = template as? CASpringAnimation, spring.isAdditive,
              let keyPath = spring.keyPath, let from = spring.fromValue.map(AnimatableValue.init) else { return [self] }
        let parts: (x: String, y: String, dx: AnimatableValue, dy: AnimatableValue)
        switch keyPath {
        case "position":
            guard let fx = from.component(.x), let fy = from.component(.y) else { return [self] }
            parts = ("position.x", "position.y", fx, fy)
        case "bounds":
            guard from.component(.originX)?.number == 0, from.component(.originY)?.number == 0,
                  let fw = from.component(.sizeWidth), let fh = from.component(.sizeHeight) else { return [self] }
            parts = ("bounds.size.width", "bounds.size.height", fw, fh)
        default:
            return [self]
        }
        func axis(_ path: String, _ offset: AnimatableValue, _ timing: ViewAnimationContext.Timing) -> CABasicAnimation {
            let made = Self.retimed(spring, timing) as! CABasicAnimation
            made.keyPath = path
            made.fromValue = offset.boxed()
            made.toValue = 0.0
            return made
        }
        // The x track finishes the whole value; the y track writes nothing.
        return [AnimatorTrack(layer: layer, key: key + ".x", template: axis(parts.x, parts.dx, Self.timing(of: spring)), start: start,
                              startValue: startValue, endValue: endValue, modelKeyPath: keyPath),
                AnimatorTrack(layer: layer, key: key + ".y", template: axis(parts.y, parts.dy, vertical), start: start,
                              startValue: nil, endValue: nil, modelKeyPath: nil)]
    }

    /// The key path the track animates (its key when the animation has none).
    var keyPath: String { (template as? CAPropertyAnimation)?.keyPath ?? key }

    /// Whether the track animates a y component (which takes a spring's dy).
    var isVerticalComponent: Bool { keyPath == "position.y" || keyPath == "bounds.size.height" }
}
