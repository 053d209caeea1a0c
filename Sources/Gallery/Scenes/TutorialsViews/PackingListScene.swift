import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 6–7, "Packing List": a menu bar laid out with
    /// constraints over a stack-view list. At 0.3 s "+" is tapped: the
    /// menu's height constraint goes 60 → 200 and `layoutIfNeeded()` runs
    /// in a spring block (1 s, damping 0.4, velocity 10) — the menu
    /// overshoots and settles, the list below is pushed down with it, the
    /// title's centre-x constant becomes −100 and its centre-y constraint is
    /// replaced by one with multiplier 0.67 (72 points down the 200-point
    /// menu instead of 105), "+" turns 45°, and a strip of icons springs in
    /// from the right. At 2.0 s an icon is tapped: the item joins the list
    /// and the menu closes (undershooting 60 on the way). At 3.6 s the
    /// first row's image is shown: laid out below the bottom edge, it
    /// springs up half its height and 50 points wider, then (the challenge)
    /// drops back out and is removed.
    static let tutorialsPackingList = Scene(
        name: "tutorials-packing-list", title: "Packing List: animating constraints",
        source: TutorialViews.source(7, "animating constraints"),
        summary: "A constraint-built menu opens on a spring (height 60 → 200, a title centre-y constraint swapped for multiplier 0.67), pushes the stack-view list down, closes after a pick; a row's image springs up from below the edge",
        size: CGSize(width: 360, height: 640), duration: 6.5, goldenTimes: [1.5, 4.6]
    ) { ctx in
        let (window, packing) = TutorialViews.window(in: ctx) { PackingListController() }
        let w = ctx.size.width
        ctx.at(0.3) { window.tap(at: CGPoint(x: packing.plusButton.frame.midX, y: packing.plusButton.frame.midY)) }
        // The third icon, once the strip has settled.
        ctx.at(2.0) { window.tap(at: CGPoint(x: 10 + 2 * 60 + 25, y: 155)) }
        ctx.at(3.6) { packing.showItem(0) }

        // The menu's shown height, sampled every frame.
        var heights: [(t: Double, h: Double)] = []
        for i in 18...220 {
            let t = Double(i) / 60
            ctx.at(t) { heights.append((t, Double((packing.menu.layer.presentation() ?? packing.menu.layer).bounds.height))) }
        }
        func extreme(_ range: ClosedRange<Double>, _ pick: ([Double]) -> Double?) -> Double {
            pick(heights.filter { range.contains($0.t) }.map(\.h)) ?? .nan
        }

        ctx.checkpoint(at: 0.25, "laid out by constraints") { r in
            r.expect(packing.menu.frame == CGRect(x: 0, y: 0, width: w, height: 60), "menu pinned top, left, right; 60 high (\(packing.menu.frame))")
            r.expect(packing.titleLabel.center, CGPoint(x: w / 2, y: 35), tolerance: 1e-9, "title centred, 5 below the middle")
            r.expect(Double(packing.plusButton.frame.maxX), Double(w - 8), tolerance: 1e-9, "+ 8 from the trailing edge")
            r.expect(Double(packing.plusButton.center.y), 35, tolerance: 1e-9, "+ level with the title")
            r.expect(packing.list.frame.minY == 60 && packing.list.frame.width == w, "the list pinned below the menu")
            r.expect(Double(packing.list.frame.height), 5 * 44 + 4, tolerance: 1e-9, "five 44-point rows, 1 apart")
        }
        ctx.checkpoint(at: 0.8, "opening on the spring") { r in
            r.expect(packing.menu.frame.height == 200, "the model is at 200 at once")
            r.expect(packing.titleLabel.text == "Select Item", "the title text")
            let shown = Double((packing.menu.layer.presentation() ?? packing.menu.layer).bounds.height)
            let listTop = Double((packing.list.layer.presentation() ?? packing.list.layer).frame.minY)
            r.expect(listTop, shown, tolerance: 1e-6, "the list's top rides on the menu's bottom")
        }
        ctx.checkpoint(at: 1.5, "open") { r in
            r.expect(extreme(0.3...1.4, { $0.max() }) > 200, "the damping-0.4 spring overshot 200 (\(extreme(0.3...1.4, { $0.max() })))")
            r.expect(Double(packing.menu.layer.presentation()!.bounds.height), 200, tolerance: 0.5, "settled at 200")
            r.expect(packing.titleLabel.center, CGPoint(x: w / 2 - 100, y: 72), tolerance: 1e-9, "centre-x −100; centre-y 0.67 × 100 + 5")
            r.expect(Double(packing.plusButton.transform.b), sin(Double.pi / 4), tolerance: 1e-9, "+ turned 45°")
            r.expect(Double(packing.list.frame.minY), 200, tolerance: 1e-9, "the list pushed down")
            r.expect(Double(packing.itemList?.layer.presentation()?.frame.minX ?? .nan), 0, tolerance: 0.5, "the icon strip slid in")
        }
        ctx.checkpoint(at: 3.4, "closed after a pick; the list one row longer") { r in
            r.expect(packing.items.last == "Tickets" && packing.list.arrangedSubviews.count == 6, "the third icon's item added")
            r.expect(extreme(2.0...3.2, { $0.min() }) < 60, "closing, the spring undershot 60 (\(extreme(2.0...3.2, { $0.min() })))")
            r.expect(packing.menu.frame.height == 60 && packing.titleLabel.text == "Packing List", "closed")
            r.expect(packing.titleLabel.center, CGPoint(x: w / 2, y: 35), tolerance: 1e-9, "the title back")
            r.expect(Double(packing.list.frame.height), 6 * 44 + 5, tolerance: 1e-9, "six rows")
            r.expect(packing.itemList == nil, "the strip removed")
        }
        ctx.checkpoint(at: 4.6, "the image sprang up") { r in
            guard let image = packing.shownImage, let plan = packing.imagePlan else { return r.expect(false, "an image is shown") }
            r.expect(Double(plan.startWidth), Double(w * 0.33 - 50), tolerance: 1e-9, "first laid out 0.33 W − 50 wide")
            // The challenge's drop-out block already ran (its delay not yet
            // over): the model is at its end; what shows is the spring's end.
            let shown = image.layer.presentation()!.frame
            r.expect(Double(shown.width), Double(plan.endWidth), tolerance: 0.5, "50 wider")
            r.expect(Double(shown.width), Double(shown.height), tolerance: 1e-6, "square")
            r.expect(Double(shown.maxY), Double(ctx.size.height + plan.endBottom), tolerance: 1, "half its first height above the bottom")
            r.expect(Double(shown.midX), Double(w / 2), tolerance: 1e-6, "centred")
        }
        ctx.checkpoint(at: 6.4, "dropped out and removed") { r in
            r.expect(packing.shownImage?.superview == nil, "removed in the completion")
        }
        return window.layer
    }
}

/// The Packing List's colours, icons and item images (drawn, not bundled).
@MainActor enum PackingListArt {
    static let paper = TutorialViews.color(0.94, 0.94, 0.96)
    static let menu = TutorialViews.color(0.86, 0.88, 0.92)
    static let rule = TutorialViews.color(0.80, 0.80, 0.84)
    static let ink = TutorialViews.color(0.12, 0.14, 0.20)
    static let hues: [(CGFloat, CGFloat, CGFloat)] = [(0.98, 0.55, 0.12), (0.20, 0.62, 0.86), (0.90, 0.25, 0.35), (0.35, 0.70, 0.30),
                                                     (0.60, 0.40, 0.85), (0.15, 0.15, 0.18), (0.95, 0.80, 0.20), (0.20, 0.75, 0.70),
                                                     (0.55, 0.35, 0.20), (0.85, 0.45, 0.65)]

    /// A round icon button with the item's initial.
    static func iconButton(_ name: String, index: Int) -> UIButton {
        let button = UIButton(type: .custom)
        let (r, g, b) = hues[index % hues.count]
        button.backgroundColor = TutorialViews.color(r, g, b)
        button.layer.cornerRadius = 25
        button.setTitle(String(name.prefix(1)), for: .normal)
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 22)
        return button
    }

    /// An item's picture: a disc of its colour with a lighter band.
    static func image(for index: Int) -> UIImage {
        let (r, g, b) = hues[index % hues.count]
        return UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
            TutorialViews.color(r, g, b).setFill()
            UIBezierPath(ovalIn: CGRect(x: 6, y: 6, width: 52, height: 52)).fill()
            UIColor(white: 1, alpha: 0.45).setFill()
            UIBezierPath(roundedRect: CGRect(x: 14, y: 26, width: 36, height: 10), cornerRadius: 5).fill()
        }
    }
}
