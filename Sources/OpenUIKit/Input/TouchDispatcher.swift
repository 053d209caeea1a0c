import Foundation

/// The touches of one window: the fingers down, the event object the window
/// reuses (as iOS does), and the last tap (for `UITouch.tapCount`).
@MainActor final class WindowTouchState {
    weak var window: UIWindow?
    let event = UIEvent()
    /// The touches down, in the order they went down.
    var touches: [UITouch] = []
    /// Where and when the last tap lifted, and its tap count.
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    init(window: UIWindow) { self.window = window }
}

/// Turns input (`TouchInput`) into touch events and delivers them, as
/// UIKit's `UIApplication.sendEvent`/`UIWindow.sendEvent` do:
///
/// 1. A finger going down is hit-tested through the window's
///    `hitTest(_:with:)`; the touch stays with that view. Its recognizers
///    are the enabled ones of the view and its ancestors up to the window
///    whose delegate agrees (`gestureRecognizer(_:shouldReceive:)`).
/// 2. The recognizers get the event's touches first (their
///    `touchesBegan`… in the order the touches list them); their state
///    changes run through `GestureArbiter`, which may cancel touches in
///    their views.
/// 3. Then each view gets `touchesBegan/Moved/Ended/Cancelled(_:with:)`
///    for the touches still delivered to it, grouped by view and phase.
/// 4. Lifted touches leave the window and their recognizers; finished
///    recognizers whose touches have lifted reset.
///
/// A view that left the window during a touch gets `touchesCancelled` once
/// and nothing more of that touch; its recognizers are cancelled.
@MainActor enum TouchDispatcher {
    /// The windows' touch states, by window identity.
    private static var states: [ObjectIdentifier: WindowTouchState] = [:]
    /// How many deliveries are in progress (input from a handler is queued).
    private static var depth = 0
    /// Input sent while an event was being delivered.
    private static var queued: [(inputs: [TouchInput], window: UIWindow)] = []

    /// Whether an event is being delivered now.
    static var isDispatching: Bool { depth > 0 }

    /// The state of `window`, if it has one.
    static func touchState(of window: UIWindow) -> WindowTouchState? {
        guard let state = states[ObjectIdentifier(window)], state.window === window else { return nil }
        return state
    }

    private static func makeState(of window: UIWindow) -> WindowTouchState {
        if let state = touchState(of: window) { return state }
        states = states.filter { $0.value.window != nil }
        let state = WindowTouchState(window: window)
        states[ObjectIdentifier(window)] = state
        return state
    }

    /// The touch of `finger` that is down in `window`.
    static func liveTouch(finger: Int, in window: UIWindow) -> UITouch? {
        touchState(of: window)?.touches.first { $0.finger == finger }
    }

    /// The lowest finger number not down in `window`.
    static func freeFinger(in window: UIWindow) -> Int {
        let used = Set((touchState(of: window)?.touches ?? []).map(\.finger))
        return (0...).first { !used.contains($0) }!
    }

    /// The finger that went down last in `window` (0 when none is down).
    static func latestFinger(in window: UIWindow) -> Int { touchState(of: window)?.touches.last?.finger ?? 0 }

    /// Delivers `inputs` to `window`: one event, or several when a finger
    /// appears more than once; then ends the turn if `endsTurn` (work run by
    /// the media clock's scheduler has its turn ended by the scheduler).
    static func deliver(_ inputs: [TouchInput], to window: UIWindow, endsTurn: Bool) {
        if isDispatching {
            queued.append((inputs, window))
            return
        }
        var batch: [TouchInput] = []
        for input in inputs {
            if batch.contains(where: { $0.finger == input.finger }) {
                dispatch(batch, to: window)
                batch = []
            }
            batch.append(input)
        }
        dispatch(batch, to: window)
        while !queued.isEmpty {
            let next = queued.removeFirst()
            deliver(next.inputs, to: next.window, endsTurn: false)
        }
        if endsTurn { MediaClock.endTurn() }
    }

    /// Applies one event's inputs to the window's touches and delivers it.
    private static func dispatch(_ inputs: [TouchInput], to window: UIWindow) {
        guard !inputs.isEmpty else { return }
        let state = makeState(of: window)
        guard !window.isHidden else {
            CGDiagnostics.reportOnce("UIWindow: touches sent to a hidden window are ignored (and the touches it had are cancelled)")
            cancel(state.touches, in: state)
            return
        }
        let now = CACurrentMediaTime()
        var changed: [UITouch] = []
        for input in inputs {
            if input.phase == .began, let old = state.touches.first(where: { $0.finger == input.finger }) {
                CGDiagnostics.reportOnce("UIWindow: a finger went down while already down; its old touch is cancelled")
                cancel([old], in: state)
            }
            if let touch = apply(input, in: state, window: window, at: now) { changed.append(touch) }
        }
        deliverEvent(changed, in: state, at: now)
    }

    /// Updates (or makes) the touch `input` speaks of; nil when the input is refused.
    private static func apply(_ input: TouchInput, in state: WindowTouchState, window: UIWindow,
                              at now: TimeInterval) -> UITouch? {
        let finite = input.location.isFinitePoint
        if input.phase == .began || input.phase == .moved, !finite {
            CGDiagnostics.reportOnce("UIWindow: a touch down or move at a non-finite point is ignored")
            return nil
        }
        if input.phase == .began {
            let touch = UITouch(finger: input.finger, location: input.location, window: window, timestamp: now)
            if let last = state.lastTap, now - last.time <= UITapGestureRecognizer.maximumTapInterval,
               last.location.distance(to: input.location) <= UITapGestureRecognizer.allowableMovement {
                touch.tapCount = last.count + 1
            }
            state.touches.append(touch)
            return touch
        }
        guard input.phase != .stationary else {
            CGDiagnostics.reportOnce("UIWindow: .stationary is not an input phase; ignored")
            return nil
        }
        guard let touch = state.touches.first(where: { $0.finger == input.finger }) else {
            CGDiagnostics.reportOnce("UIWindow: a touch move, lift or cancel without a touch down is ignored")
            return nil
        }
        touch.previousLocationInWindow = touch.locationInWindow
        if finite { touch.locationInWindow = input.location }
        touch.phase = input.phase
        touch.timestamp = now
        return touch
    }

    /// Cancels `touches` as an event of their own.
    private static func cancel(_ touches: [UITouch], in state: WindowTouchState) {
        guard !touches.isEmpty else { return }
        let now = CACurrentMediaTime()
        for touch in touches {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = .cancelled
            touch.timestamp = now
        }
        deliverEvent(touches, in: state, at: now)
    }

    /// Delivers the event in which `changed` changed: recognizers first, then views.
    private static func deliverEvent(_ changed: [UITouch], in state: WindowTouchState, at now: TimeInterval) {
        guard !changed.isEmpty, let window = state.window else { return }
        depth += 1
        let event = state.event
        event.timestamp = now
        for touch in state.touches where touch.isLive && !changed.contains(touch) { touch.phase = .stationary }
        event.touchList = state.touches
        for touch in changed where touch.phase == .began { hitTest(touch, in: window, event: event) }
        for touch in changed where touch.phase != .began { detachIfViewLeft(touch, window: window, event: event) }
        deliverToRecognizers(changed, event: event)
        deliverToViews(changed, event: event)
        for touch in changed where !touch.isLive { retire(touch, in: state, at: now) }
        depth -= 1
        GestureArbiter.resetFinished()
    }

    /// Finds the touch's view and recognizers at touch-down.
    private static func hitTest(_ touch: UITouch, in window: UIWindow, event: UIEvent) {
        guard let view = window.hitTest(touch.locationInWindow, with: event) else {
            touch.deliversToView = false
            return
        }
        touch.view = view
        if !view.isMultipleTouchEnabled,
           event.touchList.contains(where: { $0 !== touch && $0.isLive && $0.view === view }) {
            touch.deliversToView = false                     // the view takes one touch at a time
        }
        var recognizers: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let v = current {
            for g in v.gestureRecognizerStorage where g.isEnabled && !g.stateStorage.isTerminal && g.pendingState == nil
                && (g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true) {
                recognizers.append(g)
            }
            current = v === window ? nil : v.superview
        }
        touch.gestureRecognizers = recognizers
        for g in recognizers {
            GestureArbiter.join(g, window: window)
            g.trackedTouches.append(touch)
        }
    }

    /// A view that left the window during a touch: it gets `touchesCancelled`
    /// and nothing more; recognizers no longer in the window are cancelled.
    private static func detachIfViewLeft(_ touch: UITouch, window: UIWindow, event: UIEvent) {
        if let view = touch.view, touch.deliversToView, view.window !== window {
            CGDiagnostics.reportOnce("UIWindow: a view left its window during a touch; it gets touchesCancelled and no more of the touch")
            touch.deliversToView = false
            if touch.viewBegan { view.touchesCancelled([touch], with: event) }
        }
        for g in touch.gestureRecognizers ?? [] where g.view?.window !== window {
            g.touchesCancelled([touch], with: event)
            g.ignore(touch, for: event)
            GestureArbiter.abandon(g)
        }
    }

    private static func deliverToRecognizers(_ changed: [UITouch], event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in changed {
            for g in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === g }) { recognizers.append(g) }
        }
        for g in recognizers {
            let mine = changed.filter { t in g.trackedTouches.contains { $0 === t } }
            guard !mine.isEmpty else { continue }
            g.lastLocationInWindow = g.centroidInWindow
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard g.view != nil, !g.stateStorage.isTerminal, g.pendingState == nil else { break }
                let touches = Set(mine.filter { $0.phase == phase })
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: g.touchesBegan(touches, with: event)
                case .moved: g.touchesMoved(touches, with: event)
                case .ended: g.touchesEnded(touches, with: event)
                default: g.touchesCancelled(touches, with: event)
                }
            }
        }
    }

    private static func deliverToViews(_ changed: [UITouch], event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var views: [UIView] = []
            var groups: [Set<UITouch>] = []
            for touch in changed where touch.phase == phase && touch.deliversToView && !holdsBack(touch) {
                guard let view = touch.view else { continue }
                if let i = views.firstIndex(where: { $0 === view }) {
                    groups[i].insert(touch)
                } else {
                    views.append(view)
                    groups.append([touch])
                }
            }
            for (view, touches) in zip(views, groups) { send(phase, touches, to: view, event: event) }
        }
    }

    /// Sends one touch call to `view`.
    static func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
        switch phase {
        case .began:
            for touch in touches { touch.viewBegan = true }
            view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
    }

    /// A lifted or cancelled touch leaves the window and its recognizers;
    /// a lift that was a tap is remembered for the next touch's `tapCount`.
    private static func retire(_ touch: UITouch, in state: WindowTouchState, at now: TimeInterval) {
        state.touches.removeAll { $0 === touch }
        for g in touch.gestureRecognizers ?? [] { g.trackedTouches.removeAll { $0 === touch } }
        let wasTap = touch.phase == .ended
            && now - touch.startTimestamp <= UITapGestureRecognizer.maximumTapDuration
            && touch.startLocationInWindow.distance(to: touch.locationInWindow) <= UITapGestureRecognizer.allowableMovement
        state.lastTap = wasTap ? (touch.locationInWindow, now, touch.tapCount) : nil
    }

    /// Cancels in their views the touches of `g`, which just recognized
    /// (`cancelsTouchesInView`): views that got `touchesBegan` get
    /// `touchesCancelled`; none gets more of those touches.
    static func cancelTouchesInViews(of g: UIGestureRecognizer) {
        var byView: [(view: UIView, touches: Set<UITouch>)] = []
        for touch in g.trackedTouches where touch.deliversToView {
            touch.deliversToView = false
            guard touch.viewBegan, let view = touch.view else { continue }
            if let i = byView.firstIndex(where: { $0.view === view }) { byView[i].touches.insert(touch) } else { byView.append((view, [touch])) }
        }
        guard let window = g.gestureWindow, let event = touchState(of: window)?.event else { return }
        for (view, touches) in byView { view.touchesCancelled(touches, with: event) }
    }
}
