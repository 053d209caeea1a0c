import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 17, "Device orientation transition": the Beginner Cook
    /// list on a drawn phone. At 0.4 s the phone turns a quarter to the left
    /// (0.3 s); when it has turned, the interface rotates
    /// (`UIWindow.simulateRotation(to:)`, 0.4 s ease-in-out): the window
    /// turns from where the phone left it to upright while it takes the
    /// landscape size, and the controller's `viewWillTransition(to:with:)`
    /// animates alongside — the backdrop dims 0.55 → 0.25 and the list is
    /// laid out again, its thumbnails taking the screen's aspect ratio (the
    /// book's `positionListItems()` in the alongside block). At 1.4 s a tap
    /// pops the third herb out of its thumbnail: one uniform scale now, the
    /// point of the re-layout; at 2.7 s it springs back. At 4.0 s the phone
    /// turns back and the interface rotates upright again.
    static let tutorialsBeginnerCookRotation = Scene(
        name: "tutorials-beginner-cook-rotation", title: "Beginner Cook: rotating alongside the transition coordinator",
        source: TutorialViews.source(17, "Presentation Controller & Orientation Animations (device orientation transition)"),
        summary: "The phone turns; the interface rotates upright in 0.4 s while viewWillTransition's alongside block dims the backdrop 0.55 → 0.25 and lays the list out again; a pop then grows by one uniform scale; the phone turns back",
        size: CGSize(width: 700, height: 700), duration: 5.0, goldenTimes: [0.9, 1.2]
    ) { ctx in
        typealias S = BeginnerCookRotationScript
        let window = ctx.makeWindow(background: .black, screen: S.portrait)
        let herbs = BeginnerCookController()
        herbs.followsRotation = true
        window.rootViewController = herbs
        ctx.keepAlive(herbs)

        // The phone: a dark rounded body with the screen (the window) inset by the bezel.
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: ctx.size)
        root.backgroundColor = CGColor(srgbRed: 0.86, green: 0.87, blue: 0.89, alpha: 1)
        let phone = CALayer(), screen = CALayer()
        phone.backgroundColor = CGColor(srgbRed: 0.12, green: 0.12, blue: 0.14, alpha: 1)
        phone.cornerRadius = 40
        screen.masksToBounds = true
        screen.addSublayer(window.layer)
        phone.addSublayer(screen)
        root.addSublayer(phone)
        @MainActor func shape(_ size: CGSize) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            phone.bounds = CGRect(x: 0, y: 0, width: size.width + 2 * S.bezel, height: size.height + 2 * S.bezel)
            phone.position = CGPoint(x: ctx.size.width / 2, y: ctx.size.height / 2)
            phone.transform = CATransform3DIdentity
            screen.frame = CGRect(x: S.bezel, y: S.bezel, width: size.width, height: size.height)
            CATransaction.commit()
        }
        shape(S.portrait)
        @MainActor func turnPhone(by angle: Double) {
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0
            turn.toValue = angle
            turn.duration = S.turn
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            turn.fillMode = .forwards
            turn.isRemovedOnCompletion = false
            phone.add(turn, forKey: "turn")
        }
        /// The phone has turned: it is drawn upright at the new size, and the
        /// interface starts its rotation from where the turn left it.
        @MainActor func rotateInterface(to size: CGSize) {
            phone.removeAnimation(forKey: "turn")
            shape(size)
            window.simulateRotation(to: size)
        }
        func center(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }

        ctx.at(S.turnLeft) { turnPhone(by: -.pi / 2) }
        ctx.at(S.turnLeft + S.turn) { rotateInterface(to: S.landscape) }
        ctx.at(S.popTap) {
            herbs.style = .pop
            window.tap(at: center(S.thumbnailInWindow(S.popped, screen: S.landscape)))
        }
        ctx.at(S.popDismiss) { window.tap(at: CGPoint(x: 320, y: 100)) }
        ctx.at(S.turnRight) { turnPhone(by: .pi / 2) }
        ctx.at(S.turnRight + S.turn) { rotateInterface(to: S.portrait) }

        var seen = 0
        @MainActor func newEvents() -> [String] {
            defer { seen = herbs.events.count }
            return Array(herbs.events[seen...])
        }
        @MainActor func shown(_ view: UIView?) -> CALayer? { view.flatMap { $0.layer.presentation() } }
        /// The window layer's shown rotation angle (its transform is a pure rotation).
        @MainActor func shownAngle() -> Double {
            guard let t = window.layer.presentation()?.transform else { return .nan }
            return atan2(Double(t.m12), Double(t.m11))
        }
        @MainActor func expectLayout(_ r: inout CheckpointReport, _ size: CGSize, shownToo: Bool) {
            for i in 0..<4 {
                let thumbnail = herbs.thumbnails[i]
                let expected = S.thumbnailInWindow(i, screen: size)
                let model = thumbnail.superview?.convert(thumbnail.frame, to: nil) ?? .null
                r.expect(model.origin, expected.origin, tolerance: 1e-9, "model thumbnail \(i) origin")
                r.expect(model.size, expected.size, tolerance: 1e-9, "model thumbnail \(i) size")
                if shownToo, let layer = shown(thumbnail), let list = shown(herbs.listView) {
                    r.expect(CGSize(width: layer.bounds.width, height: layer.bounds.height), expected.size, tolerance: 1e-9,
                             "shown thumbnail \(i) size")
                    r.expect(list.position.y + layer.position.y - list.bounds.height / 2, expected.midY, tolerance: 1e-9,
                             "shown thumbnail \(i) centre y")
                }
            }
        }

        ctx.checkpoint(at: 0.3, "upright, laid out for 360 × 640") { r in
            expectLayout(&r, S.portrait, shownToo: true)
            r.expect(Double(shown(herbs.backdrop)?.opacity ?? .nan), 0.55, tolerance: 1e-6, "backdrop alpha 0.55")
            r.expect(herbs.transitionCoordinator == nil, "no transition under way")
            r.expect(newEvents() == ["Herbs.willAppear", "Herbs.didAppear"], "only the window's appearance callbacks")
        }
        let start = S.turnLeft + S.turn
        ctx.checkpoint(at: start, "the interface starts rotating") { r in
            let events = newEvents()
            r.expect(events == ["willTransition(640×360, 0.4 s, 90°)"], "viewWillTransition(to: 640 × 360), 0.4 s, a +90° target: \(events)")
            r.expect(UIScreen.main.bounds.size == S.landscape, "the screen's bounds are landscape at once")
            r.expect(window.bounds.size == S.landscape && window.center == CGPoint(x: 320, y: 180), "the window's model is landscape at once")
            r.expect(herbs.transitionCoordinator != nil, "the root controller sees the coordinator")
            r.expect(shownAngle(), -.pi / 2, tolerance: 1e-9, "shown turned −90°: where the phone's turn left it")
            if let w = window.layer.presentation() {
                r.expect(CGSize(width: w.bounds.width, height: w.bounds.height), S.portrait, tolerance: 1e-9, "shown bounds still 360 × 640")
            }
            expectLayout(&r, S.landscape, shownToo: false)
        }
        // (Sizes to 1e-4: the curve's time is solved to about 1e-8, times 280 points.)
        ctx.checkpoint(at: start + 0.2, "half way (ease-in-out at ½ = ½)") { r in
            r.expect(shownAngle(), -.pi / 4, tolerance: 1e-6, "turned −45°")
            if let w = window.layer.presentation(), let v = shown(herbs.view) {
                r.expect(CGSize(width: w.bounds.width, height: w.bounds.height), CGSize(width: 500, height: 500), tolerance: 1e-4,
                         "the window's bounds half way: 500 × 500")
                r.expect(CGSize(width: v.bounds.width, height: v.bounds.height), CGSize(width: 500, height: 500), tolerance: 1e-4,
                         "the root view follows by autoresizing")
            }
            r.expect(Double(shown(herbs.backdrop)?.opacity ?? .nan), 0.4, tolerance: 1e-6, "backdrop alpha half way, 0.4")
            if let list = shown(herbs.listView) {
                r.expect(Double(list.bounds.width), 500, tolerance: 1e-4, "the list's width half way")
            }
        }
        for dt in [0.1, 0.3] {
            ctx.checkpoint(at: start + dt, "rotation at \(dt) s") { r in
                let e = Expected.easeInOut(dt / 0.4)
                r.expect(shownAngle(), -.pi / 2 * (1 - e), tolerance: 1e-6, "angle −90° × (1 − easeInOut(\(dt / 0.4)))")
                r.expect(Double(shown(herbs.backdrop)?.opacity ?? .nan), 0.55 - 0.3 * e, tolerance: 1e-6, "alpha on the same curve")
            }
        }
        ctx.checkpoint(at: start + 0.45, "landscape") { r in
            r.expect(shownAngle(), 0, tolerance: 1e-9, "upright")
            r.expect(Double(shown(herbs.backdrop)?.opacity ?? .nan), 0.25, tolerance: 1e-6, "backdrop alpha 0.25")
            expectLayout(&r, S.landscape, shownToo: true)
            r.expect(herbs.transitionCoordinator == nil, "the coordinator is gone")
            r.expect(newEvents() == ["rotation.completion(cancelled: false)"], "the alongside completion ran once")
        }
        ctx.checkpoint(at: S.popTap, "pop from a landscape thumbnail: one uniform scale") { r in
            guard let details = herbs.details, let layer = shown(details.view) else { return r.expect(false, "a details view on screen") }
            let expected = S.thumbnailInWindow(S.popped, screen: S.landscape)
            r.expect(herbs.transition.originFrame.origin, expected.origin, tolerance: 1e-9, "originFrame: the landscape thumbnail's origin")
            r.expect(herbs.transition.originFrame.size, expected.size, tolerance: 1e-9, "originFrame: its size")
            r.expect(details.view.bounds.size == S.landscape, "the details fill the landscape screen")
            let scale = Double(expected.width / S.landscape.width)
            r.expect([Double(layer.transform.m11), Double(layer.transform.m22)], [scale, scale], tolerance: 1e-9,
                     "x and y scale both 150/640")
        }
        ctx.checkpoint(at: S.popTap + 1.1, "popped full screen") { r in
            guard let details = herbs.details, let layer = shown(details.view) else { return r.expect(false, "a details view on screen") }
            r.expect(Matrix4.elements(of: layer.transform), Matrix4.identity.elements, tolerance: 1e-9, "identity")
            r.expect(layer.position, CGPoint(x: 320, y: 180), tolerance: 1e-9, "centred on the landscape screen")
        }
        ctx.checkpoint(at: S.popDismiss + 1.1, "back in the landscape list") { r in
            r.expect(herbs.presentedViewController == nil && !herbs.thumbnails[S.popped].isHidden, "dismissed, thumbnail shown")
            _ = newEvents()
        }
        let back = S.turnRight + S.turn
        ctx.checkpoint(at: back, "rotating back upright") { r in
            r.expect(newEvents() == ["willTransition(360×640, 0.4 s, -90°)"], "viewWillTransition(to: 360 × 640), a −90° target")
            r.expect(shownAngle(), .pi / 2, tolerance: 1e-9, "shown turned +90°")
        }
        ctx.checkpoint(at: back + 0.2, "half way back") { r in
            r.expect(shownAngle(), .pi / 4, tolerance: 1e-6, "turned +45°")
            r.expect(Double(shown(herbs.backdrop)?.opacity ?? .nan), 0.4, tolerance: 1e-6, "alpha 0.4")
        }
        ctx.checkpoint(at: back + 0.45, "upright again") { r in
            r.expect(shownAngle(), 0, tolerance: 1e-9, "upright")
            r.expect(Double(shown(herbs.backdrop)?.opacity ?? .nan), 0.55, tolerance: 1e-6, "alpha 0.55 (a Float)")
            expectLayout(&r, S.portrait, shownToo: true)
            r.expect(newEvents() == ["rotation.completion(cancelled: false)"], "completion")
        }
        return root
    }
}

/// The rotation scene's timeline and geometry.
enum BeginnerCookRotationScript {
    static let portrait = CGSize(width: 360, height: 640), landscape = CGSize(width: 640, height: 360)
    static let bezel: CGFloat = 16
    /// The phone's own turn (the user's hand), before the interface rotates.
    static let turn = 0.3
    static let turnLeft = 0.4, popTap = 1.4, popDismiss = 2.7, turnRight = 4.0
    static let popped = 2

    /// Thumbnail `i` in window coordinates on a screen of `screen`: the list
    /// 170 above the bottom, the thumbnails (w − 40)/4 wide with the
    /// screen's aspect ratio, 8 apart, centred in the list's 150 points.
    static func thumbnailInWindow(_ i: Int, screen: CGSize) -> CGRect {
        let width = (screen.width - 40) / 4, height = width * screen.height / screen.width
        return CGRect(x: 8 + Double(i) * (width + 8), y: screen.height - 170 + (150 - height) / 2, width: width, height: height)
    }
}
