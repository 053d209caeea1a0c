import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 4: view animations in practice, the flight board. At
    /// 0.5 s the board switches to the Paris–Rome flight (taking off: the
    /// cube turns down) and at 3.5 s back to London–Paris (landing: up): the
    /// weather cross-dissolves (1 s), flight, gate and status turn like a
    /// cube (0.5 s, ease-out), the airports fade and bounce (0.5 s out,
    /// 0.25 s in after 0.1 s, ease-in).
    static let tutorialsBahamaBoard = Scene(
        name: "tutorials-bahama-board", title: "Bahama Air: the flight status board",
        source: BahamaAir.source(4, "view animations in practice"),
        summary: "Flight changes: weather cross-dissolve, fake-3D cube turns of flight, gate and status, fade-and-bounce airports; back again at 3.5 s",
        size: CGSize(width: 360, height: 640), duration: 5, goldenTimes: [0.75]
    ) { ctx in
        let board = BahamaFlightBoard(ctx)
        ctx.at(0.5) { board.show(.parisToRome, animated: true) }
        ctx.at(3.5) { board.show(.londonToParis, animated: true) }
        @MainActor func transform(_ v: UIView?) -> CATransform3D { v.map { BahamaAir.shown($0).transform } ?? CATransform3DIdentity }
        @MainActor func alpha(_ v: UIView?) -> Double { v.map { Double(BahamaAir.shown($0).opacity) } ?? .nan }
        ctx.checkpoint(at: 0.75, "a quarter second into the switch") { r in
            let p = Expected.easeOut(0.5), old = transform(board.number), new = transform(board.auxLabel(for: board.number))
            r.expect(board.auxLabel(for: board.number)?.text == "AE 1107", "the new flight number waits in an auxiliary label")
            r.expect(Double(new.m22), 0.1 + 0.9 * p, tolerance: 1e-4, "new number unfolding (scale y)")
            r.expect(Double(new.m42), 22 * (1 - p), tolerance: 1e-3, "new number coming up from below (taking off)")
            r.expect(Double(old.m22), 1 - 0.9 * p, tolerance: 1e-4, "old number folding (scale y)")
            r.expect(Double(old.m42), -22 * p, tolerance: 1e-3, "old number going up")
            let out = Expected.easeIn(0.5), into = Expected.easeIn(0.6)
            r.expect(alpha(board.departing), 1 - out, tolerance: 1e-4, "old departure fading (ease-in)")
            r.expect(Double(transform(board.departing).m41), 80 * out, tolerance: 1e-3, "old departure moving right")
            r.expect(alpha(board.auxLabel(for: board.departing)), into, tolerance: 1e-4, "new departure appearing 0.15 s into its 0.25 s")
            r.expect(Double(transform(board.auxLabel(for: board.departing)).m41), 80 * (1 - into), tolerance: 1e-3, "new departure coming home")
            r.expect(Double(transform(board.arriving).m42), 50 * out, tolerance: 1e-3, "old arrival dropping")
            r.expect(board.background.layer.animationKeys() == ["transition"], "weather cross-dissolving")
            r.expect(board.departing.text == "LGW", "the old text stays until the swap")
        }
        ctx.checkpoint(at: 1.6, "the new flight shown") { r in
            r.expect([board.number, board.gate, board.departing, board.arriving, board.status].map(\.text)
                     == ["AE 1107", "045", "CDG", "FCO", "Delayed"], "labels hold the new texts")
            r.expect(board.auxLabel(for: board.number) == nil && board.auxLabel(for: board.arriving) == nil, "auxiliary labels gone")
            r.expect(CATransform3DIsIdentity(transform(board.number)), "number back to identity")
            r.expect(board.log.entries == ["show AE 1107", "weather"], "weather finished last")
        }
        ctx.checkpoint(at: 3.75, "switching back: the cube turns the other way") { r in
            let p = Expected.easeOut(0.5), new = transform(board.auxLabel(for: board.gate))
            r.expect(Double(new.m42), -22 * (1 - p), tolerance: 1e-3, "new gate coming down from above (landing)")
            r.expect(Double(transform(board.arriving).m42), -50 * Expected.easeIn(0.5), tolerance: 1e-3, "old arrival rising")
        }
        ctx.checkpoint(at: 4.6, "back to London–Paris") { r in
            r.expect([board.number.text, board.gate.text, board.departing.text] == ["ZY 2014", "T1 A33", "LGW"], "texts")
            r.expect(alpha(board.departing) == 1, "departure opaque")
        }
        return board.window.layer
    }
}
