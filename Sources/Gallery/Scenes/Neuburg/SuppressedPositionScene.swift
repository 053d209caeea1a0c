import OpenQuartzCore

extension Gallery {
    /// Neuburg 34: position actions suppressed by a subclass and by a
    /// per-instance flag, next to an ordinary layer.
    static let suppressedPosition = Scene(
        name: "suppressed-position", title: "Suppressed position actions",
        source: Neuburg.source(34, "§26"),
        summary: "Three squares move down: the ordinary one glides, the subclass and the flagged one snap",
        duration: 2, goldenTimes: []
    ) { ctx in
        let root = ctx.makeRoot()
        let ordinary = CALayer(), never = NoPositionActionLayer(), flagged = FlaggablePositionLayer()
        for (i, (layer, colour)) in [(ordinary, Palette.green), (never, Palette.red), (flagged, Palette.orange)].enumerated() {
            layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            layer.position = CGPoint(x: 100 + CGFloat(i) * 100, y: 80)
            layer.backgroundColor = colour
            root.addSublayer(layer)
        }
        ctx.at(0.2) { flagged.setValue(true, forKey: "suppressPositionAnimation") }
        ctx.at(0.5) {
            for l in [ordinary, never, flagged] { l.position.y = 220 }
        }
        ctx.checkpoint(at: 0.625, "half of the default 0.25 s") { r in
            r.expect(Double(ordinary.presentation()!.position.y), 150, "ordinary y (animating)")
            r.expect(Double(never.presentation()!.position.y), 220, "subclass y (snapped)")
            r.expect(Double(flagged.presentation()!.position.y), 220, "flagged y (snapped)")
            r.expect(never.animationKeys() == nil && flagged.animationKeys() == nil, "no position animations")
        }
        return root
    }
}

/// A layer whose `action(forKey:)` never animates position.
final class NoPositionActionLayer: CALayer {
    override func action(forKey event: String) -> (any CAAction)? {
        event == "position" ? nil : super.action(forKey: event)
    }
}

/// A layer that does not animate position while its
/// "suppressPositionAnimation" key is set.
final class FlaggablePositionLayer: CALayer {
    override func action(forKey event: String) -> (any CAAction)? {
        if event == "position", value(forKey: "suppressPositionAnimation") != nil { return nil }
        return super.action(forKey: event)
    }
}
