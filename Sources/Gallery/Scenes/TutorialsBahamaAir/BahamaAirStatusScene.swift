import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 3: transitions. After the Log In springs of ch. 2, the
    /// status banner curls down with each message (`transition(with:)`, 0.33 s,
    /// ease-out + curl down), stays 2 s, slides off to the right (0.33 s),
    /// hides and comes back with the next message; after "Failed" it curls up
    /// (0.2 s) and the button springs back. The clouds drift right at a
    /// constant 6 pt/s (the über challenge: 60 s per screen width, linear).
    static let tutorialsBahamaStatus = Scene(
        name: "tutorials-bahama-status", title: "Bahama Air: the status message loop",
        source: BahamaAir.source(3, "transitions"),
        summary: "Status banner: curl down (0.33 s), hold 2 s, slide off right (0.33 s), next message; after \"Failed\" it curls up and the form resets; clouds drift linearly",
        size: CGSize(width: 360, height: 640), duration: 13, goldenTimes: [4.295]
    ) { ctx in
        let form = BahamaLoginForm(ctx)
        let status = form.status, messages = BahamaLoginForm.messages
        let home = BahamaLoginForm.buttonCenter
        @MainActor func resetForm() {
            form.log.add("reset")
            UIView.transition(with: status, duration: 0.2, options: [.curveEaseOut, .transitionCurlUp],
                              animations: { status.isHidden = true; status.center = home }, completion: nil)
            UIView.animate(withDuration: 0.2, delay: 0, options: [], animations: {
                form.spinner.center = BahamaLoginForm.spinnerHome
                form.spinner.alpha = 0
                form.button.backgroundColor = BahamaAir.green
                form.button.bounds.size.width -= 80
                form.button.center.y -= 60
            }, completion: { _ in form.log.add("form back") })
        }
        @MainActor func show(_ index: Int) {
            form.statusLabel.text = messages[index]
            form.log.add("show \(index)")
            UIView.transition(with: status, duration: 0.33, options: [.curveEaseOut, .transitionCurlDown],
                              animations: { status.isHidden = false }, completion: { _ in
                                  ctx.at(ctx.time + 2) { index < messages.count - 1 ? remove(index) : resetForm() }
                              })
        }
        @MainActor func remove(_ index: Int) {
            UIView.animate(withDuration: 0.33, delay: 0, options: [], animations: {
                status.center.x += BahamaLoginForm.width
            }, completion: { _ in
                status.isHidden = true
                status.center = home
                show(index + 1)
            })
        }
        @MainActor func drift(_ cloud: UIImageView) {
            let w = BahamaLoginForm.width
            let secondsPerPoint = 60 / w
            UIView.animate(withDuration: Double((w - cloud.frame.origin.x) * secondsPerPoint), delay: 0,
                           options: .curveLinear, animations: { cloud.frame.origin.x = w }, completion: { _ in
                               cloud.frame.origin.x = -cloud.frame.size.width
                               drift(cloud)
                           })
        }
        form.onLogIn { form.logIn(grown: { show(0) }) }
        ctx.at(0) { for c in form.clouds { drift(c) } }
        ctx.at(0.3) { form.window.tap(at: home) }
        // The loop: tapped 0.3, grown 1.8; message i curls in at 1.8 + 2.66 i
        // (until + 0.33), slides away 2 s after that (until + 0.33 more);
        // after "Failed" (in at 9.78) the reset starts at 12.11.
        let cycle = 0.33 + 2 + 0.33
        @MainActor func shownAt(_ i: Int) -> Double { 1.8 + cycle * Double(i) }
        let resetAt = shownAt(3) + 0.33 + 2
        @MainActor func cloudX(_ i: Int, _ t: Double) -> Double { Double(BahamaLoginForm.cloudCenters[i].x) + 6 * t }
        ctx.checkpoint(at: 1.965, "first message curling down half way") { r in
            r.expect(form.statusLabel.text == messages[0], "label shows \"\(messages[0])\"")
            r.expect(!status.isHidden, "banner shown (the model)")
            r.expect(status.layer.animationKeys() == ["transition"], "a transition runs on the banner")
            r.expect(form.log.entries == ["tapped", "moved", "grown", "show 0"], "the banner waited for the width spring")
            r.expect(Double(BahamaAir.shown(form.clouds[0]).position.x), cloudX(0, 1.965), tolerance: 1e-6, "cloud 1 drifts 6 pt/s")
        }
        ctx.checkpoint(at: shownAt(0) + 0.33 + 2 + 0.165, "first message sliding off, half way") { r in
            r.expect(Double(BahamaAir.shown(status).position.x), 180 + 360 * Expected.easeInOut(0.5), tolerance: 1e-4, "banner x")
            r.expect(Double(status.center.x), 540, "banner model already off screen")
        }
        ctx.checkpoint(at: shownAt(1) + 0.1, "second message curling in where the first began") { r in
            r.expect(form.statusLabel.text == messages[1], "label shows \"\(messages[1])\"")
            r.expect(status.center == home, "banner back at its home")
            r.expect(status.layer.animationKeys() == ["transition"], "transition on the banner")
        }
        ctx.checkpoint(at: shownAt(3) + 1, "\"Failed\" is up") { r in
            r.expect(form.statusLabel.text == messages[3], "last message")
            r.expect(form.log.entries.filter { $0.hasPrefix("show") } == ["show 0", "show 1", "show 2", "show 3"], "each message once, in order")
        }
        ctx.checkpoint(at: resetAt + 0.1, "the form resetting") { r in
            r.expect(status.isHidden, "banner hidden (model) as it curls up")
            r.expect(status.layer.animationKeys() == ["transition"], "curl-up transition on the banner")
            let p = Expected.easeInOut(0.5)
            r.expect(Double(BahamaAir.shown(form.button).bounds.width), 280 - 80 * p, tolerance: 1e-4, "width going back")
            r.expect(Double(BahamaAir.shown(form.button).position.y), 390 - 60 * p, tolerance: 1e-4, "button rising")
        }
        ctx.checkpoint(at: 12.8, "the loop is over") { r in
            r.expect(Double(BahamaAir.shown(form.button).bounds.width), 200, "width")
            r.expect(Double(BahamaAir.shown(form.spinner).opacity), 0, "spinner gone")
            r.expect(form.log.entries.suffix(2) == ["reset", "form back"], "reset after the last message")
            r.expect(Double(BahamaAir.shown(form.clouds[1]).position.x), cloudX(1, 12.8), tolerance: 1e-6, "cloud 2 still drifting")
        }
        return form.window.layer
    }
}
