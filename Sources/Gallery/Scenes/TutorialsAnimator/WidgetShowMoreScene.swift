import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 21, the widget's "Show More": tapping the button grows
    /// the widget from 130 to 230 points (the widget below moves down with
    /// it, as the table's re-layout does in the book) on the heavy physical
    /// spring — mass 30, stiffness 1000, damping 300, velocity (5, 0), the
    /// animator's duration its settling time — while a cross-dissolve of
    /// the button's title, added with delay factor 0.5, swaps "Show More"
    /// for "Show Less" over the animator's second half. At 2 s a tap
    /// collapses it; tapped again at 2.5 s while that runs, the chapter's
    /// challenge adds the expansion to the running animator instead of
    /// making a new one: the additive animations blend, with no jump.
    ///
    /// Laid out by constraints, as the book's cell is: the animator's block
    /// changes the widget's height constraint (`widgetHeight.constant`) and
    /// lays the window out (`layoutIfNeeded()`, the book's table update), so
    /// the widget below, pinned 20 points under it, rides along.
    static let tutorialsWidgetShowMore = Scene(
        name: "tutorials-widget-show-more", title: "Show More: a heavy spring, a delayed title dissolve, an additive re-toggle",
        source: TutorialViews.source(21, "deeper into UIViewPropertyAnimator"),
        summary: "The widget's height constraint grows 130 → 230 on a mass-30 spring, the card below riding along, while its title cross-dissolves (delayFactor 0.5); a second tap mid-collapse adds to the running animator",
        size: CGSize(width: 360, height: 640), duration: 4, goldenTimes: [0.7]
    ) { ctx in
        let window = ctx.makeWindow(background: WidgetArt.backdrop)
        let widget = UIView()
        widget.backgroundColor = WidgetArt.card
        widget.layer.cornerRadius = 14
        widget.clipsToBounds = true
        window.addSubview(widget)
        let header = UILabel(frame: CGRect(x: 16, y: 8, width: 180, height: 28))
        header.text = "FAVORITES"
        header.font = UIFont.boldSystemFont(ofSize: 13)
        header.textColor = WidgetArt.ink
        widget.addSubview(header)
        // Two rows of four icons: the second shows as the widget grows.
        for row in 0..<2 {
            for column in 0..<4 {
                let icon = UIView(frame: WidgetArt.iconFrame(row: row, column: column))
                icon.backgroundColor = WidgetArt.iconColors[(row * 4 + column) % WidgetArt.iconColors.count]
                icon.layer.cornerRadius = 12
                widget.addSubview(icon)
            }
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 210, y: 6, width: 100, height: 32)
        button.setTitle("Show More", for: .normal)
        widget.addSubview(button)
        let below = UIView()
        below.backgroundColor = WidgetArt.secondCard
        below.layer.cornerRadius = 14
        window.addSubview(below)
        for v in [widget, below] { v.translatesAutoresizingMaskIntoConstraints = false }
        let widgetHeight = widget.heightAnchor.constraint(equalToConstant: 130)
        NSLayoutConstraint.activate([
            widget.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            widget.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            widget.widthAnchor.constraint(equalToConstant: 320),
            widgetHeight,
            below.leadingAnchor.constraint(equalTo: widget.leadingAnchor),
            below.topAnchor.constraint(equalTo: widget.bottomAnchor, constant: 20),
            below.widthAnchor.constraint(equalTo: widget.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 110),
        ])
        window.layoutIfNeeded()

        var showsMore = false
        var toggleHeightAnimator: UIViewPropertyAnimator?
        var animatorsMade = 0
        @MainActor func toggleShowMore() {
            showsMore.toggle()
            let animations = {
                widgetHeight.constant = showsMore ? 230 : 130
                window.layoutIfNeeded()
            }
            let textTransition = {
                UIView.transition(with: button, duration: 0.25, options: .transitionCrossDissolve, animations: {
                    button.setTitle(showsMore ? "Show Less" : "Show More", for: .normal)
                }, completion: nil)
            }
            // The challenge: tapped again mid-flight, add to the running animator.
            if let running = toggleHeightAnimator, running.isRunning {
                running.addAnimations(animations)
                running.addAnimations(textTransition, delayFactor: 0.5)
                return
            }
            let spring = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
            let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
            animator.addAnimations(animations)
            animator.addAnimations(textTransition, delayFactor: 0.5)
            animator.startAnimation()
            toggleHeightAnimator = animator
            animatorsMade += 1
        }
        button.addAction(UIAction { _ in toggleShowMore() }, for: .touchUpInside)
        for t in [0.3, 2.0, 2.5] { ctx.at(t) { window.tap(at: CGPoint(x: 280, y: 122)) } }

        let d = UIViewPropertyAnimator(duration: 0, timingParameters: UISpringTimingParameters(
            mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))).duration
        @MainActor func shown(_ v: UIView) -> CALayer { v.layer.presentation() ?? v.layer }
        ctx.checkpoint(at: 0.2, "laid out by constraints") { r in
            r.expect(widget.frame == CGRect(x: 20, y: 100, width: 320, height: 130), "the widget: \(widget.frame)")
            r.expect(below.frame == CGRect(x: 20, y: 250, width: 320, height: 110), "20 below it: \(below.frame)")
        }
        ctx.checkpoint(at: 0.7, "growing on the spring, the title still the old picture") { r in
            // The height and the y position are y components: they start at rest (dy = 0).
            let p = WidgetArt.spring(0.4)
            r.expect(Double(shown(widget).bounds.height), 130 + 100 * p, tolerance: 1e-6, "widget height")
            r.expect(Double(shown(below).position.y), 305 + 100 * p, tolerance: 1e-6, "the widget below moves with it")
            r.expect(button.title(for: .normal) == "Show Less", "the model title changed at once")
            r.expect(button.layer.animation(forKey: "transition") != nil, "the dissolve waits for half the animator")
        }
        ctx.checkpoint(at: 1.9, "expanded") { r in
            r.expect(Double(shown(widget).bounds.height), 230, tolerance: 1e-9, "widget height")
            r.expect(button.layer.animationKeys() == nil, "the dissolve is over")
        }
        // Collapse from 2 s; at 2.5 s the expansion joins the same animator,
        // its spring played D / (D − 0.5) times faster to end with it.
        @MainActor func retoggled(_ t: Double) -> Double {
            let collapse = 100 * (1 - WidgetArt.spring(t - 2.0))
            let expand = t < 2.5 ? 100 : 100 * (1 - WidgetArt.spring((t - 2.5) * d / (d - 0.5)))
            return 230 + collapse - expand
        }
        ctx.checkpoint(at: 2.45, "collapsing") { r in
            r.expect(Double(shown(widget).bounds.height), 130 + 100 * (1 - WidgetArt.spring(0.45)), tolerance: 1e-6, "widget height")
        }
        ctx.checkpoint(at: 2.55, "re-toggled: the two additive animations blend") { r in
            r.expect(Double(shown(widget).bounds.height), retoggled(2.55), tolerance: 1e-6, "widget height")
            r.expect(animatorsMade == 2, "added to the running animator, not a new one")
        }
        ctx.checkpoint(at: 3.0, "growing again") { r in
            r.expect(Double(shown(widget).bounds.height), retoggled(3.0), tolerance: 1e-6, "widget height")
        }
        ctx.checkpoint(at: 3.5, "expanded again, the title back to Show Less") { r in
            r.expect(Double(shown(widget).bounds.height), 230, tolerance: 1e-9, "widget height")
            r.expect(Double(shown(below).frame.minY), 350, tolerance: 1e-9, "the widget below")
            r.expect(button.title(for: .normal) == "Show Less", "title")
            r.expect(toggleHeightAnimator?.state == .inactive, "the animator ended")
            r.expect(widgetHeight.constant == 230 && widget.frame.height == 230, "the constraint and the frame")
        }
        return window.layer
    }
}

/// The widget scene's art and its spring, shared with its golden probes.
enum WidgetArt {
    nonisolated static let backdropRGB = (0.16, 0.32, 0.55), cardRGB = (0.96, 0.96, 0.98), secondCardRGB = (0.99, 0.93, 0.78)
    nonisolated static let iconRGB = [(0.98, 0.55, 0.12), (0.20, 0.70, 0.33), (0.16, 0.38, 0.86), (0.86, 0.16, 0.16),
                                      (0.55, 0.27, 0.80), (0.10, 0.65, 0.70), (0.99, 0.84, 0.20), (0.15, 0.15, 0.18)]
    @MainActor static var backdrop: UIColor { color(backdropRGB) }
    @MainActor static var card: UIColor { color(cardRGB) }
    @MainActor static var secondCard: UIColor { color(secondCardRGB) }
    @MainActor static var iconColors: [UIColor] { iconRGB.map(color) }
    static let ink = UIColor(white: 0.35, alpha: 1)

    @MainActor private static func color(_ c: (Double, Double, Double)) -> UIColor {
        TutorialViews.color(CGFloat(c.0), CGFloat(c.1), CGFloat(c.2))
    }

    /// An icon's frame in the widget: 56-point squares, 74 points apart,
    /// rows at 44 and 144.
    nonisolated static func iconFrame(row: Int, column: Int) -> CGRect {
        CGRect(x: 24 + CGFloat(column) * 74, y: 44 + CGFloat(row) * 100, width: 56, height: 56)
    }

    /// The spring's progress `t` seconds in, for components starting at rest.
    nonisolated static func spring(_ t: Double) -> Double {
        Expected.spring(t, mass: 30, stiffness: 1000, damping: 300, initialVelocity: 0)
    }
}
