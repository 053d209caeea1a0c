import OpenUIKit

extension Gallery {
    /// Tutorials ch. 24: the Office Buddy side menu folds out in 3D — a
    /// container controller with the menu and the content as children; the
    /// menu button toggles it, a scripted pan drags it open and shut.
    static let tutorialsFoldMenu = Scene(
        name: "tutorials-fold-menu", title: "3D fold-out side menu",
        source: TutorialViews.source(24, "Simple 3D Animations (the Office Buddy menu, and the menu button challenge)"),
        summary: "The menu hinges on its right edge: perspective m34 = −1/1000, a turn of (1 − p)·(−π/2) about y, a slide of 120·p; alpha max(0.2, p); toggled by the menu button and dragged by a pan",
        size: CGSize(width: 360, height: 640), duration: 7, goldenTimes: [0.8, 2.85, 3.2]
    ) { ctx in
        let (window, container) = TutorialViews.window(in: ctx) { FoldMenuContainer() }
        let menu = container.menu.view!, content = container.content.view!, icon = container.content.menuIcon
        let w = 120.0

        // Script: toggle open and shut with the menu button; drag open past half
        // way (settles open); drag shut a third (rolls back open); drag shut
        // five sixths (settles shut).
        ctx.at(0.5) { window.play(TouchScript().tap(at: CGPoint(x: 30, y: 42), time: 0)) }
        ctx.at(1.5) { window.play(TouchScript().tap(at: CGPoint(x: 30 + w, y: 42), time: 0)) }
        ctx.at(2.5) { window.play(FoldMenuScript.drag(fromX: 40, by: 15, steps: 6, liftAfter: 0.2)) }
        ctx.at(4.3) { window.play(FoldMenuScript.drag(fromX: 250, by: -10, steps: 4, liftAfter: 0.1)) }
        ctx.at(5.6) { window.play(FoldMenuScript.drag(fromX: 250, by: -20, steps: 5, liftAfter: 0.1)) }

        @MainActor func expectMenu(_ r: inout CheckpointReport, at p: Double, rasterized: Bool, _ why: String) {
            r.expect(Matrix4.elements(of: menu.layer.presentation()!.transform), FoldMenuScript.menu(p).elements,
                     tolerance: 1e-9, "\(why): menu transform for p = \(p)")
            r.expect(Matrix4.elements(of: menu.layer.transform), FoldMenuScript.menu(p).elements, tolerance: 1e-9, "\(why): model transform")
            r.expect(Double(menu.layer.presentation()!.opacity), Double(Float(max(0.2, p))), tolerance: 1e-7, "\(why): alpha")
            r.expect(Double(content.layer.presentation()!.position.x), 180 + w * p, tolerance: 1e-9, "\(why): content centre x")
            r.expect(Matrix4.elements(of: icon.layer.presentation()!.transform), FoldMenuScript.icon(p).elements,
                     tolerance: 1e-9, "\(why): icon flip")
            r.expect(menu.layer.shouldRasterize == rasterized, "\(why): rasterized \(rasterized)")
        }

        ctx.checkpoint(at: 0.3, "loaded: folded flat, in 3D from the start") { r in
            expectMenu(&r, at: 0, rasterized: false, "at load")
            r.expect(Double(menu.layer.transform.m34), 0, tolerance: 1e-15, "m34 = cos(−π/2)·(−1/1000) = 0: edge-on")
            r.expect(Double(menu.layer.transform.m14), -1.0 / 1000, tolerance: 1e-15, "m14 = −sin(−π/2)·(−1/1000) = −1/1000")
            r.expect(menu.layer.anchorPoint == CGPoint(x: 1, y: 0.5) && menu.layer.position == CGPoint(x: 0, y: 320)
                     && menu.bounds == CGRect(x: 0, y: 0, width: 120, height: 640),
                     "anchor (1, 0.5) set before the frame (−120, 0, 120, 640): the hinge, position (0, 320)")
            // The book's warning, the other way round: the anchor moved after the
            // frame keeps the position (−60, 320), so the frame jumps left by half its width.
            let late = UIView(frame: CGRect(x: -120, y: 0, width: 120, height: 640))
            late.layer.anchorPoint.x = 1.0
            r.expect(Double(late.frame.minX), -180, "anchor set after the frame: the view shifts to x −180")
            r.expect(container.children.count == 2 && container.children[0] === container.content, "content and menu are children")
        }
        // The toggle: 0.5 s on the default curve from the tap's lift at 0.55.
        ctx.checkpoint(at: 0.8, "toggle half way (ease in-out)") { r in
            let c = Expected.easeInOut(0.5)
            r.expect(Double(menu.layer.presentation()!.opacity), 0.2 + 0.8 * c, tolerance: 1e-5, "alpha 0.2 → 1")
            r.expect(Double(content.layer.presentation()!.position.x), 180 + w * c, tolerance: 1e-5, "content slides with the curve")
            r.expect(Matrix4.elements(of: icon.layer.presentation()!.transform), FoldMenuScript.icon(c).elements,
                     tolerance: 1e-5, "icon half flipped: the additive delta is a pure turn of −π about (1, 1, 0)")
            r.expect(Matrix4.elements(of: menu.layer.transform), FoldMenuScript.menu(1).elements, "model already open")
        }
        ctx.checkpoint(at: 1.1, "open") { r in
            expectMenu(&r, at: 1, rasterized: false, "toggled open")
            r.expect(container.isOpen && container.log == ["toggle 1"], "open, completion heard")
        }
        ctx.checkpoint(at: 1.8, "closing half way") { r in
            let c = Expected.easeInOut(0.5)
            r.expect(Double(menu.layer.presentation()!.opacity), 1 - 0.8 * c, tolerance: 1e-5, "alpha 1 → 0.2")
            r.expect(Matrix4.elements(of: icon.layer.presentation()!.transform), FoldMenuScript.icon(1 - c).elements, tolerance: 1e-5, "icon")
        }
        ctx.checkpoint(at: 2.1, "shut") { r in
            expectMenu(&r, at: 0, rasterized: false, "toggled shut")
            r.expect(container.log == ["toggle 1", "toggle 0"], "completions")
        }
        // The first pan: down at x 40 at 2.5, +15 every 0.1 s; it begins at 15 (the 10-point hysteresis).
        ctx.checkpoint(at: 2.65, "pan began: nothing moved yet, rasterized") { r in
            expectMenu(&r, at: 0, rasterized: true, "began")
        }
        for (t, p) in [(2.75, 30.0 / 120), (2.85, 45.0 / 120), (3.2, 90.0 / 120)] {
            ctx.checkpoint(at: t, "dragged open to \(p)") { r in expectMenu(&r, at: p, rasterized: true, "pan") }
        }
        ctx.checkpoint(at: 3.55, "released at 0.75: settling open") { r in
            let c = Expected.easeInOut(0.5)
            r.expect(Double(menu.layer.presentation()!.opacity), 0.75 + 0.25 * c, tolerance: 1e-5, "alpha 0.75 → 1")
            r.expect(Double(content.layer.presentation()!.position.x), 180 + 90 + 30 * c, tolerance: 1e-5, "content")
            r.expect(menu.layer.shouldRasterize, "still rasterized")
        }
        ctx.checkpoint(at: 3.9, "settled open") { r in
            expectMenu(&r, at: 1, rasterized: false, "after the release")
            r.expect(container.log.last == "release 1", "completion")
        }
        ctx.checkpoint(at: 4.75, "dragged shut a third") { r in expectMenu(&r, at: 1 - 40.0 / 120, rasterized: true, "closing pan") }
        ctx.checkpoint(at: 5.4, "rolled back open") { r in
            expectMenu(&r, at: 1, rasterized: false, "under half way")
            r.expect(container.log.suffix(2) == ["release 1", "release 1"], "completion")
        }
        ctx.checkpoint(at: 6.15, "dragged shut five sixths") { r in expectMenu(&r, at: 1 - 100.0 / 120, rasterized: true, "closing pan") }
        ctx.checkpoint(at: 6.8, "settled shut") { r in
            expectMenu(&r, at: 0, rasterized: false, "past half way")
            r.expect(container.log == ["toggle 1", "toggle 0", "release 1", "release 1", "release 0"], "every completion, in order")
        }
        return window.layer
    }
}

/// The fold-out menu's script and the book's math, written out
/// independently of the scene's own code.
enum FoldMenuScript {
    /// A horizontal drag at y 400: down at `fromX`, `steps` moves of `by`
    /// points 0.1 s apart, the lift `liftAfter` seconds after the last move.
    static func drag(fromX x: CGFloat, by step: CGFloat, steps: Int, liftAfter: Double) -> TouchScript {
        var script = TouchScript().down(at: CGPoint(x: x, y: 400), time: 0)
        for i in 1...steps { script = script.move(to: CGPoint(x: x + step * CGFloat(i), y: 400), time: 0.1 * Double(i)) }
        return script.up(time: 0.1 * Double(steps) + liftAfter)
    }

    /// The menu at openness p: turn (1 − p)·(−π/2) about y, perspective
    /// 1/1000, slide 120·p (row vectors: R · P · T).
    static func menu(_ p: Double) -> Matrix4 {
        Matrix4.rotation((1 - p) * -.pi / 2, 0, 1, 0).then(.perspective(1000)).then(.translation(120 * p, 0, 0))
    }

    /// The menu icon at openness p: turn p·π about (1, 1, 0), perspective 1/1000.
    static func icon(_ p: Double) -> Matrix4 { Matrix4.rotation(p * .pi, 1, 1, 0).then(.perspective(1000)) }
}
