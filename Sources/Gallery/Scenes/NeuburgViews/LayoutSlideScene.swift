import OpenUIKit

extension Gallery {
    /// Neuburg demo 49 (the forms without constraints): three ways to slide
    /// a view 100 points right that layout cannot undo — a snapshot slides
    /// while the view hides; the transform translates; the layout itself
    /// changes and `layoutIfNeeded()` runs inside a 1 s block.
    static let neuburgLayoutSlide = Scene(
        name: "neuburg-layout-slide", title: "Sliding a view three layout-safe ways",
        source: Neuburg.source(49, "§31"),
        summary: "1 s slides of 100 points: a snapshot view (the original hidden), a translation transform (the centre stays), and a container whose layoutSubviews places its child, laid out inside UIView.animate",
        duration: 2.5, goldenTimes: [1]
    ) { ctx in
        let window = ctx.makeWindow()
        let snapped = NeuburgViews.square(60, at: CGPoint(x: 100, y: 60), Palette.orange, in: window)
        let moved = NeuburgViews.square(60, at: CGPoint(x: 100, y: 150), Palette.teal, in: window)
        let container = SlideContainer(frame: CGRect(x: 60, y: 200, width: 300, height: 80))
        container.backgroundColor = UIColor(white: 0.85, alpha: 1)
        window.addSubview(container)
        let child = NeuburgViews.square(60, at: CGPoint(x: 40, y: 40), Palette.purple, in: container)
        var snap: UIView?
        ctx.at(0.5) {
            let s = snapped.snapshotView(afterScreenUpdates: false)!
            s.frame = snapped.frame
            window.addSubview(s)
            snapped.isHidden = true
            snap = s
            UIView.animate(withDuration: 1) { s.center.x += 100 }
            UIView.animate(withDuration: 1) { moved.transform = CGAffineTransform(translationX: 100, y: 0) }
            container.offset = 100
            UIView.animate(withDuration: 1) { container.layoutIfNeeded() }
        }
        ctx.checkpoint(at: 0.5, "what each form changed") { r in
            r.expect(snapped.isHidden && snap?.superview === window && snap?.frame.size == snapped.frame.size, "snapshot in place of the hidden view")
            r.expect(moved.center == CGPoint(x: 100, y: 150) && moved.layer.animationKeys() == ["transform"], "transform: the centre stays")
            r.expect(child.frame.minX == 110 && child.layer.animationKeys() == ["position"], "layout moved the child, animated")
        }
        for (t, x) in [(0.75, 0.25), (1.0, 0.5), (1.25, 0.75)] {
            ctx.checkpoint(at: t, "sliding at \(x)") { r in
                let d = 100 * Expected.easeInOut(x)
                r.expect(Double(NeuburgViews.shownCenter(snap!).x), 100 + d, tolerance: 1e-4, "snapshot")
                let m = (moved.layer.presentation() ?? moved.layer).value(forKeyPath: "transform.translation.x") as? CGFloat
                r.expect(Double(m ?? .nan), d, tolerance: 1e-4, "translation")
                r.expect(Double(NeuburgViews.shownCenter(child).x), 40 + d, tolerance: 1e-4, "child (container coordinates)")
            }
        }
        ctx.checkpoint(at: 1.6, "a later layout pass keeps every result") { r in
            container.setNeedsLayout()
            container.layoutIfNeeded()
            r.expect(child.frame.minX == 110, "child stays at its laid-out place")
            r.expect(snap!.center.x == 200 && moved.transform.tx == 100, "snapshot and transform stay")
        }
        return window.layer
    }
}
