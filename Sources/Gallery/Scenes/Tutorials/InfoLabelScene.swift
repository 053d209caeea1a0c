import OpenQuartzCore

extension Gallery {
    /// Tutorials ch. 9: two keyed animations on one label; a tap removes one
    /// and the label snaps home while the other keeps going.
    static let tutorialsInfoLabel = Scene(
        name: "tutorials-info-label", title: "Keyed animations on the info label",
        source: Tutorials.source(9, "animation keys and delegates"),
        summary: "A label slides in (\"infoappear\", 5 s) while fading in (\"fadein\", 4.5 s); a scripted tap removes \"infoappear\" and it snaps home, still fading",
        size: CGSize(width: 360, height: 240), duration: 5, goldenTimes: []
    ) { ctx in
        let w: CGFloat = 360
        let root = ctx.makeRoot(background: Tutorials.sky)
        let info = Tutorials.bar(width: 240, height: 24, at: CGPoint(x: w / 2, y: 120), color: CGColor(gray: 1, alpha: 1))
        root.addSublayer(info)
        let field = Tutorials.bar(width: 260, at: CGPoint(x: w / 2, y: 60))
        root.addSublayer(field)
        ctx.at(0) {
            let appear = CABasicAnimation(keyPath: "position.x")
            appear.fromValue = info.position.x + w
            appear.toValue = info.position.x
            appear.duration = 5
            info.add(appear, forKey: "infoappear")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 1.0
            fade.duration = 4.5
            info.add(fade, forKey: "fadein")
        }
        ctx.send(.touchDown(CGPoint(x: w / 2, y: 60)), at: 2)
        ctx.onInput { input in
            if case .touchDown(let p) = input, field.frame.contains(p) { info.removeAnimation(forKey: "infoappear") }
        }
        ctx.checkpoint(at: 1, "both running") { r in
            r.expect(info.animationKeys() == ["infoappear", "fadein"], "keys in insertion order")
            r.expect(Double(info.presentation()!.position.x), Double(w / 2 + w * 0.8), tolerance: 1e-6, "x at 1/5")
            r.expect(Double(info.presentation()!.opacity), 0.2 + 0.8 / 4.5, tolerance: 1e-6, "opacity")
        }
        ctx.checkpoint(at: 2.25, "after the tap: snapped home, still fading") { r in
            r.expect(info.animationKeys() == ["fadein"], "only fadein left")
            r.expect(Double(info.presentation()!.position.x), Double(w / 2), "x at the model")
            r.expect(Double(info.presentation()!.opacity), 0.2 + 0.8 * 2.25 / 4.5, tolerance: 1e-6, "opacity")
        }
        return root
    }
}
