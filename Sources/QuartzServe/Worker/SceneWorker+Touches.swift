import Gallery
import OpenQuartzCore
import OpenUIKit

/// One live touch of the page, as the worker delivered it. Not Apple API.
enum LiveTouch: Sendable, Equatable {
    /// To the scene's key window, as UIKit input.
    case window(TouchInput)
    /// To the scene's input handlers (`SceneContext.onInput`).
    case scene(SceneInput)
}

/// A live touch and the scene time it was delivered at. Not Apple API.
struct RecordedTouch: Sendable, Equatable {
    /// The scene time.
    var time: Double
    /// The touch.
    var touch: LiveTouch
}

/// Live input on the scene's timeline.
///
/// A worker keeps the page's touches with the scene time each arrived at,
/// in time order, and treats them like the scene's scripted input: every
/// run delivers them at their times. Seeking back starts a new run from 0
/// and replays the touches up to the new time; moving forward (playing,
/// seeking, stepping) delivers those passed on the way — so after touch,
/// seek back, seek forward, the frame is the one seen live. Rendering
/// does not change a run's state, so a run that jumps straight to a touch's
/// time reaches the state the live run had in many frames.
///
/// A touch at time t while touches later than t are recorded (made before a
/// seek back) forks the timeline: the later ones are dropped, as recording
/// over a take. Opening a scene forgets them all.
extension SceneWorker {
    /// The most touches kept for replay; later ones are still delivered
    /// live but not replayed after a seek back (reported once).
    nonisolated static let maximumRecordedTouches = 100_000

    /// Adds `touch`, arriving now at scene time `time` (the run's time, so
    /// every recorded touch is delivered already), and drops the recorded
    /// touches later than it.
    func record(_ touch: LiveTouch, at time: Double) {
        touches.removeSubrange(deliveredTouches...)
        guard touches.count < Self.maximumRecordedTouches else {
            CADiagnostics.reportOnce("quartz worker: more than \(Self.maximumRecordedTouches) live touches in one scene; "
                                     + "later ones are not replayed after a seek back", about: self)
            return
        }
        touches.append(RecordedTouch(time: time, touch: touch))
        deliveredTouches = touches.count
    }

    /// Forgets the recorded touches (a scene was opened).
    func forgetTouches() {
        touches.removeAll()
        deliveredTouches = 0
    }

    /// Gives `touch` to the run at its current time, then ends the turn
    /// (an advance to the same time): the scene's input handlers run and
    /// what the touch changed commits, as after a UIKit event — live and
    /// replayed alike, so both runs commit the same way.
    func deliver(_ touch: LiveTouch, to session: SceneSession) {
        switch touch {
        case .window(let input): Self.keyWindow(in: session)?.sendTouches([input])
        case .scene(let input): session.send(input)
        }
        session.advance(to: session.time)
    }

    /// Moves `session` forward to `t`, delivering the recorded touches due
    /// by then at their own times.
    func advance(_ session: SceneSession, to t: Double) {
        while deliveredTouches < touches.count, touches[deliveredTouches].time <= t {
            let next = touches[deliveredTouches]
            session.advance(to: max(next.time, session.time))
            deliver(next.touch, to: session)
            deliveredTouches += 1
        }
        session.advance(to: t)
    }

    /// Closes the open run and opens a new one of `runner`'s scene at scene
    /// time `t`, with the recorded touches up to `t` replayed.
    @discardableResult
    func restart(_ runner: SceneRunner, at t: Double) -> SceneSession {
        session?.close()
        let session = SceneSession(runner: runner)
        self.session = session
        deliveredTouches = 0
        advance(session, to: t)
        return session
    }
}
