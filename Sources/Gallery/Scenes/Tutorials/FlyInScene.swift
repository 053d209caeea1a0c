import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 8: the login form flies in with staggered begin times
    /// and fill modes; clouds fade in; the button tints and rounds.
    static let tutorialsFlyIn = Scene(
        name: "tutorials-fly-in", title: "Bahama Air fly-in",
        source: Tutorials.source(8, "layer animations on the login form"),
        summary: "Heading and fields fly in from the left (0.5 s, begin +0, +0.3, +0.4, fill both); clouds fade in with backwards fill; the button tints and rounds",
        size: CGSize(width: 360, height: 480), duration: 3.5, goldenTimes: [0.55]
    ) { ctx in
        let w: CGFloat = 360
        let root = ctx.makeRoot(background: Tutorials.sky)
        let clouds = [(60.0, 60.0), (290.0, 110.0), (80.0, 380.0), (280.0, 420.0)].map {
            Tutorials.cloud(at: CGPoint(x: $0.0, y: $0.1))
        }
        for c in clouds { c.opacity = 1; root.addSublayer(c) }
        let heading = Tutorials.bar(width: 220, height: 44, at: CGPoint(x: w / 2, y: 120), color: Palette.yellow)
        let username = Tutorials.bar(width: 260, at: CGPoint(x: w / 2, y: 200))
        let password = Tutorials.bar(width: 260, at: CGPoint(x: w / 2, y: 250))
        let button = Tutorials.bar(width: 200, height: 50, at: CGPoint(x: w / 2, y: 330), color: Tutorials.loginGreen)
        for l in [heading, username, password, button] { root.addSublayer(l) }
        ctx.at(0) {
            let flyRight = CABasicAnimation(keyPath: "position.x")
            flyRight.fromValue = -w / 2
            flyRight.toValue = w / 2
            flyRight.duration = 0.5
            flyRight.fillMode = .both
            heading.add(flyRight, forKey: nil)
            flyRight.beginTime = CACurrentMediaTime() + 0.3
            username.add(flyRight, forKey: nil)
            flyRight.beginTime = CACurrentMediaTime() + 0.4
            password.add(flyRight, forKey: nil)
            for (i, c) in clouds.enumerated() {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.0
                fade.toValue = 1.0
                fade.duration = 0.5
                fade.fillMode = .backwards
                fade.beginTime = CACurrentMediaTime() + 0.5 + 0.2 * Double(i)
                c.add(fade, forKey: nil)
            }
        }
        ctx.send(.button("login"), at: 2.0)
        ctx.onInput { input in
            guard input == .button("login") else { return }
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.fromValue = button.backgroundColor
            tint.toValue = Palette.yellow
            tint.duration = 1
            button.add(tint, forKey: nil)
            button.backgroundColor = Palette.yellow
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.fromValue = button.cornerRadius
            round.toValue = 25
            round.duration = 0.33
            button.add(round, forKey: nil)
            button.cornerRadius = 25
        }
        ctx.checkpoint(at: 0.25, "heading half way; fields held before their start") { r in
            r.expect(Double(heading.presentation()!.position.x), 0, tolerance: 1e-9, "heading x (−w/2 → w/2 at half)")
            r.expect(Double(username.presentation()!.position.x), Double(-w / 2), "username x (backwards fill)")
            r.expect(Double(clouds[0].presentation()!.opacity), 0, "cloud 1 (backwards fill)")
        }
        ctx.checkpoint(at: 0.55, "fields flying") { r in
            r.expect(Double(username.presentation()!.position.x), Double(-w / 2 + w * 0.5), tolerance: 1e-6, "username x")
            r.expect(Double(password.presentation()!.position.x), Double(-w / 2 + w * 0.3), tolerance: 1e-6, "password x")
        }
        ctx.checkpoint(at: 0.95, "clouds fading in turn") { r in
            r.expect(Double(clouds[0].presentation()!.opacity), 0.9, tolerance: 1e-6, "cloud 1")
            r.expect(Double(clouds[3].presentation()!.opacity), 0, "cloud 4 (not started)")
        }
        ctx.checkpoint(at: 2.165, "button rounding") { r in
            r.expect(Double(button.presentation()!.cornerRadius), 6 + 19 * 0.5, tolerance: 1e-6, "corner radius half way")
        }
        return root
    }
}
