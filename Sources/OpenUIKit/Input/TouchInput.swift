import Foundation

/// One finger's change as an input source reports it: the common currency of
/// scripted touches (`TouchScript`), the immediate shorthands
/// (`UIWindow.touchDown(at:)`…) and the live viewer's pointer events, all of
/// which reach the window through `UIWindow.sendTouches(_:)`. Not Apple API
/// (on iOS the system makes touches from the hardware).
public struct TouchInput: Sendable, Hashable {
    /// The finger: any number the source chooses, the same for the whole
    /// life of one touch (a pointer id, for the live viewer). A finger that
    /// goes down while it is already down is cancelled and begins anew.
    public var finger: Int
    /// What the finger does: `.began` (down), `.moved`, `.ended` (lift) or
    /// `.cancelled`. `.stationary` is not an input and is refused.
    public var phase: UITouch.Phase
    /// Where, in the window's coordinates. For `.ended` and `.cancelled` a
    /// non-finite location means "where the finger last was".
    public var location: CGPoint

    /// Creates an input.
    public init(finger: Int = 0, phase: UITouch.Phase, location: CGPoint) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}

extension UIWindow {
    /// Delivers `inputs` as one touch event (several per finger split it
    /// into successive events), then ends the run-loop turn — commits the
    /// changes the handlers made, as the end of an iOS run-loop turn does
    /// after real input. The entry point of every input source. Not Apple
    /// API (Apple's `sendEvent(_:)` takes an event the system made).
    ///
    /// Bad input is defined: a non-finite down or move is ignored; a move,
    /// lift or cancel of a finger that is not down is ignored; a down of a
    /// finger already down cancels the old touch first; input to a hidden
    /// window cancels its touches and is otherwise ignored. Each reports a
    /// one-time diagnostic. Input sent from inside a touch handler or
    /// action is delivered after the current event.
    public func sendTouches(_ inputs: [TouchInput]) {
        TouchDispatcher.deliver(inputs, to: self, endsTurn: true)
    }

    /// Puts a finger down at `point` (window coordinates) and delivers the
    /// event at once (see `sendTouches(_:)`). `finger` nil picks the lowest
    /// number not down. Returns the new touch, or nil when the input was
    /// refused. Not Apple API.
    @discardableResult
    public func touchDown(at point: CGPoint, finger: Int? = nil) -> UITouch? {
        let number = finger ?? TouchDispatcher.freeFinger(in: self)
        sendTouches([TouchInput(finger: number, phase: .began, location: point)])
        return TouchDispatcher.liveTouch(finger: number, in: self)
    }

    /// Moves a finger to `point` (`finger` nil: the finger that went down
    /// last) and delivers the event at once. Not Apple API.
    public func touchMove(to point: CGPoint, finger: Int? = nil) {
        sendTouches([TouchInput(finger: finger ?? TouchDispatcher.latestFinger(in: self), phase: .moved, location: point)])
    }

    /// Lifts a finger (`finger` nil: the one that went down last), at
    /// `point` or where it is, and delivers the event at once. Not Apple API.
    public func touchUp(at point: CGPoint? = nil, finger: Int? = nil) {
        let location = point ?? CGPoint(x: CGFloat.nan, y: .nan)
        sendTouches([TouchInput(finger: finger ?? TouchDispatcher.latestFinger(in: self), phase: .ended, location: location)])
    }

    /// Cancels a finger's touch (`finger` nil: the one that went down last),
    /// as the system does when a call comes in. Not Apple API.
    public func touchCancel(finger: Int? = nil) {
        let location = CGPoint(x: CGFloat.nan, y: .nan)
        sendTouches([TouchInput(finger: finger ?? TouchDispatcher.latestFinger(in: self), phase: .cancelled, location: location)])
    }

    /// A tap: a finger down and up at `point` at the current time (two
    /// events, then the turn ends). Not Apple API.
    public func tap(at point: CGPoint) {
        let finger = TouchDispatcher.freeFinger(in: self)
        sendTouches([TouchInput(finger: finger, phase: .began, location: point),
                     TouchInput(finger: finger, phase: .ended, location: point)])
    }

    /// The touches down in the window, in the order they went down. Not Apple API.
    public var activeTouches: [UITouch] { TouchDispatcher.touchState(of: self)?.touches ?? [] }
}
