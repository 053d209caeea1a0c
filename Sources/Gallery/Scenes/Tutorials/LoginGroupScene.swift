import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 10: the login button drops in as an animation group;
    /// the info label flies 2.5 autoreversed times and ends at home.
    static let tutorialsLoginGroup = Scene(
        name: "tutorials-login-group", title: "Login button group and repeats",
        source: Tutorials.source(10, "groups and advanced timing"),
        summary: "The button drops in: scale 3.5→1, rotation π/4→0, opacity 0→1 as one eased group; a label flies 2.5 autoreversed times",
        size: CGSize(width: 360, height: 300), duration: 6, goldenTimes: [0.8]
    ) { ctx in
        let w: CGFloat = 360
        let root = ctx.makeRoot(background: Tutorials.sky)
        let button = Tutorials.bar(width: 200, height: 50, at: CGPoint(x: w / 2, y: 100), color: Tutorials.loginGreen)
        let label = Tutorials.bar(width: 200, height: 20, at: CGPoint(x: w / 2, y: 220))
        root.addSublayer(button)
        root.addSublayer(label)
        ctx.at(0) {
            let group = CAAnimationGroup()
            group.beginTime = CACurrentMediaTime() + 0.5
            group.duration = 0.5
            group.fillMode = .backwards
            group.timingFunction = CAMediaTimingFunction(name: .easeIn)
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 3.5
            scale.toValue = 1.0
            let rotate = CABasicAnimation(keyPath: "transform.rotation")
            rotate.fromValue = Double.pi / 4
            rotate.toValue = 0.0
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            group.animations = [scale, rotate, fade]
            button.add(group, forKey: nil)

            let flyLeft = CABasicAnimation(keyPath: "position.x")
            flyLeft.fromValue = label.position.x + w
            flyLeft.toValue = label.position.x
            flyLeft.duration = 1
            flyLeft.repeatCount = 2.5
            flyLeft.autoreverses = true
            label.add(flyLeft, forKey: "infoappear")
        }
        ctx.checkpoint(at: 0.25, "button waiting, filled backwards") { r in
            r.expect(Double(button.presentation()!.opacity), 0, "opacity")
            r.expect(Double(button.presentation()!.value(forKeyPath: "transform.scale.x") as? CGFloat ?? .nan), 3.5, tolerance: 1e-9, "scale")
        }
        ctx.checkpoint(at: 0.75, "half way through the eased group") { r in
            let f = Expected.easeIn(0.5)
            r.expect(Double(button.presentation()!.opacity), f, tolerance: 1e-5, "opacity")
            r.expect(Double(button.presentation()!.value(forKeyPath: "transform.scale.x") as? CGFloat ?? .nan), 3.5 - 2.5 * f, tolerance: 1e-5, "scale")
            r.expect(Expected.rotationZ(button), Double.pi / 4 * (1 - f), tolerance: 1e-5, "rotation")
        }
        ctx.checkpoint(at: 1.25, "label on its way back out") { r in
            r.expect(Double(label.presentation()!.position.x), Double(w / 2 + w * 0.25), tolerance: 1e-6, "x (reverse pass, a quarter in)")
        }
        ctx.checkpoint(at: 4.75, "label nearly home on the last half cycle") { r in
            r.expect(Double(label.presentation()!.position.x), Double(w / 2 + w * 0.25), tolerance: 1e-6, "x")
        }
        ctx.checkpoint(at: 5.5, "home after 2.5 cycles") { r in
            r.expect(Double(label.presentation()!.position.x), Double(w / 2), "x")
            r.expect(label.animationKeys() == nil, "removed")
        }
        return root
    }
}
