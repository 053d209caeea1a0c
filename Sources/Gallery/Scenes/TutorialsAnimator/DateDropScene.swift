import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 21, Auto Layout animations with a property animator:
    /// the "date drop". The top of the lock screen is built with
    /// constraints: the date label's top is pinned to the view by
    /// `dateTopConstraint` (70), the search bar hangs 16 below the date and
    /// the stack of widget cards 20 below the search bar, so changing that
    /// one constant moves them all.
    ///
    /// `viewWillAppear` (the window sends it at build, as the controller
    /// becomes its root): the constant drops by 100 and `layoutIfNeeded()`
    /// puts everything 100 points higher. `viewDidAppear` (the end of the
    /// first turn, 0 s): the factory's `animateConstraint(view:constraint:by: 100)`
    /// makes an animator on `UISpringTimingParameters(dampingRatio: 0.55)`
    /// over 1.0 s whose animations add 100 to the constant and call
    /// `layoutIfNeeded()`; started, it brings the date and everything
    /// attached to it down, overshooting by 12.6 points and settling at 1.0 s.
    /// At 2.0 s the screen "appears" again (100 up, no animation) and at
    /// 2.3 s the book's first, excessive spring drops it: damping ratio 0.2
    /// over 2.0 s, overshooting by 52.7 points, settled at 4.3 s.
    static let tutorialsDateDrop = Scene(
        name: "tutorials-date-drop", title: "The date drop: a constraint animated by a spring property animator",
        source: TutorialViews.source(21, "Auto Layout animations"),
        summary: "The date's top constraint starts 100 up; animateConstraint adds 100 and lays out in a spring animator (ratio 0.55, 1 s), the search bar and widgets riding along; then the excessive 0.2 / 2 s spring",
        size: CGSize(width: 360, height: 640), duration: 4.8, goldenTimes: []
    ) { ctx in
        let (window, lock) = TutorialViews.window(in: ctx) { DateDropController() }
        // The window made the lock screen appear: `viewWillAppear` as it
        // became the root, `viewDidAppear` at the end of the first turn (0 s).
        // For the second appearance the scene stands in for UIKit.
        ctx.at(DateDrop.secondAppearance) {
            lock.drop = .excessive
            lock.viewWillAppear(false)
        }
        ctx.at(DateDrop.secondDrop) { lock.viewDidAppear(false) }

        // What shows, every frame of both drops (added after the drops, so a
        // sample at a drop's start time runs after the drop started).
        var samples: [DateDrop.Sample] = []
        @MainActor func shown(_ v: UIView) -> CALayer { v.layer.presentation() ?? v.layer }
        for spring in [DateDrop.Spring.moderate, .excessive] {
            let start = spring == .moderate ? DateDrop.firstDrop : DateDrop.secondDrop
            for k in 0...Int((spring.duration * 60).rounded()) {
                ctx.at(start + Double(k) / 60) {
                    samples.append(DateDrop.Sample(
                        spring: spring, frame: k,
                        date: shown(lock.dateLabel).frame, search: shown(lock.searchBar).frame, widgets: shown(lock.widgets).frame,
                        sizes: [lock.dateLabel, lock.searchBar, lock.widgets].map { shown($0).bounds.size },
                        cards: lock.widgets.arrangedSubviews.map { shown($0).frame },
                        cardsAnimated: lock.widgets.arrangedSubviews.contains { $0.layer.animationKeys() != nil }))
                }
            }
        }

        let rest = DateDrop.restFrames
        @MainActor func expectLaidOut(_ r: inout CheckpointReport, droppedBy offset: CGFloat, _ what: String) {
            for (view, frame, name) in [(lock.dateLabel, rest.date, "date"), (lock.searchBar, rest.search, "search bar"),
                                        (lock.widgets, rest.widgets, "widget stack")] as [(UIView, CGRect, String)] {
                let expected = frame.offsetBy(dx: 0, dy: -offset)
                r.expect(view.frame == expected, "\(name)'s model frame \(what): \(view.frame), expected \(expected)")
                r.expect(shown(view).frame == expected, "\(name) shows \(what): \(shown(view).frame)")
                r.expect(view.layer.animationKeys() == nil, "\(name) not animating \(what)")
            }
            for (card, frame) in zip(lock.widgets.arrangedSubviews, rest.cards) {
                r.expect(card.frame == frame, "a card laid out in the stack at \(frame): \(card.frame)")
            }
        }

        ctx.checkpoint(at: 0, "appeared: laid out 100 points up by viewWillAppear, the drop just started") { r in
            r.expect(Double(lock.dateTopConstraint.constant), Double(DateDrop.dateTop), tolerance: 0,
                     "viewDidAppear's animator set the constant back at once")
            r.expect(lock.dropAnimator?.isRunning == true, "the drop runs")
            for (view, frame, name) in [(lock.dateLabel, rest.date, "date"), (lock.searchBar, rest.search, "search bar"),
                                        (lock.widgets, rest.widgets, "widget stack")] as [(UIView, CGRect, String)] {
                r.expect(view.frame == frame, "\(name)'s model frame at rest at once: \(view.frame)")
                let expected = frame.offsetBy(dx: 0, dy: -100)
                r.expect(shown(view).frame.origin, expected.origin, tolerance: 1e-9, "\(name) shows 100 up, where viewWillAppear put it")
            }
        }
        // The frame nearest the spring's first peak (documented fit: t = π/ωd).
        let peakFrame = DateDrop.nearestFrame(to: DateDrop.Spring.moderate.firstPeak)
        ctx.checkpoint(at: DateDrop.firstDrop + Double(peakFrame) / 60, "dropping: the frame nearest the first peak, past the target") { r in
            r.expect(lock.dropAnimator?.state == .active && lock.dropAnimator?.isRunning == true, "the animator runs")
            r.expect(Double(lock.dateTopConstraint.constant), Double(DateDrop.dateTop), tolerance: 0, "the model constant is at once the target")
            r.expect(lock.dateLabel.frame == rest.date, "the model frame is at once the target")
            let expected = DateDrop.Spring.moderate.shownOffset(atFrame: peakFrame)
            r.expect(Double(shown(lock.dateLabel).frame.minY - rest.date.minY), expected, tolerance: 1e-6, "the date past its rest position")
            r.expect(expected > 12.5, "that is most of the 12.6-point overshoot (\(expected))")
        }
        ctx.checkpoint(at: 1.1, "the moderate drop settled: ratio 0.55 over 1.0 s") { r in
            checkDrop(&r, .moderate)
            r.expect(lock.dropLog == [.end], "the completion ran once, at .end (\(lock.dropLog))")
            r.expect(lock.dropAnimator?.state == .inactive, "the animator is inactive")
            r.expect(Double(lock.dropAnimator?.duration ?? .nan), 1.0, tolerance: 0, "a fitted spring keeps the animator's duration")
            expectLaidOut(&r, droppedBy: 0, "at rest")
        }
        ctx.checkpoint(at: 2.2, "appearing again: 100 up at once, without animation") { r in
            r.expect(Double(lock.dateTopConstraint.constant), Double(DateDrop.dateTop - 100), tolerance: 0, "dateTopConstraint.constant")
            expectLaidOut(&r, droppedBy: 100, "100 up")
        }
        ctx.checkpoint(at: 4.4, "the excessive drop settled: ratio 0.2 over 2.0 s") { r in
            checkDrop(&r, .excessive)
            r.expect(lock.dropLog == [.end, .end], "both completions ran, at .end (\(lock.dropLog))")
            r.expect(Double(lock.dropAnimator?.duration ?? .nan), 2.0, tolerance: 0, "a fitted spring keeps the animator's duration")
            expectLaidOut(&r, droppedBy: 0, "at rest")
        }

        /// One drop's frames against the closed-form fitted spring.
        @MainActor func checkDrop(_ r: inout CheckpointReport, _ spring: DateDrop.Spring) {
            let run = samples.filter { $0.spring == spring }
            r.expect(run.count == Int((spring.duration * 60).rounded()) + 1, "every frame sampled (\(run.count))")
            guard let first = run.first else { return }
            r.expect(Double(first.date.minY), Double(rest.date.minY - 100), tolerance: 1e-9, "the first frame 100 above the target")
            // Every frame: the date where the spring puts it; the views
            // attached below moved by exactly as much; nothing else changed.
            var worstSpring = 0.0, worstRide = 0.0
            var ridingOK = true
            var atTheEnd = Double.nan
            for s in run {
                let moved = Double(s.date.minY - rest.date.minY)
                if Double(s.frame) / 60 < spring.duration {
                    worstSpring = max(worstSpring, abs(moved - spring.shownOffset(atFrame: s.frame)))
                } else {
                    atTheEnd = moved
                }
                worstRide = max(worstRide, abs(Double(s.search.minY - rest.search.minY) - moved),
                                abs(Double(s.widgets.minY - rest.widgets.minY) - moved))
                ridingOK = ridingOK && s.sizes == [rest.date.size, rest.search.size, rest.widgets.size]
                    && s.date.minX == rest.date.minX && s.search.minX == rest.search.minX && s.widgets.minX == rest.widgets.minX
                    && s.cards == rest.cards && !s.cardsAnimated
            }
            r.expect(worstSpring, 0, tolerance: 1e-6, "the date on the fitted spring, every frame before the end (worst difference \(worstSpring) pt)")
            // At the duration itself the sample may run before the animator's
            // end in the same instant: the spring, fitted to settle there,
            // is within 0.1 % of the 100-point move (then snaps to 0).
            r.expect(atTheEnd, 0, tolerance: 0.1, "at the duration, within the 0.1 % settling band")
            r.expect(worstRide, 0, tolerance: 1e-9, "the search bar and the widgets move by exactly as much as the date, every frame")
            r.expect(ridingOK, "sizes, x and the cards inside the stack untouched; the cards themselves not animated")
            // The largest overshoot past the target: 100·e^(−πζ/√(1−ζ²)) in
            // continuous time, less what sampling every 1/60 s can miss —
            // at most ½·|x″|·(1/120)² with |x″| = ω₀²·overshoot at the peak.
            let overshoots = run.map { Double($0.date.minY - rest.date.minY) }
            let (index, largest) = overshoots.enumerated().max { $0.element < $1.element }!
            let peak = spring.overshoot
            let missable = 0.5 * spring.omega0 * spring.omega0 * peak / (120 * 120)
            r.expect(largest <= peak + 1e-9 && largest >= peak - missable,
                     "largest sampled overshoot \(largest) pt within [\(peak - missable), \(peak)]")
            r.expect(index == DateDrop.nearestFrame(to: spring.firstPeak),
                     "at frame \(index), the one nearest the first peak at \(spring.firstPeak) s")
        }
        return window.layer
    }
}

/// The date drop's timeline, layout and expected motion.
enum DateDrop {
    /// When the lock screen first "appears" (the drop starts), appears
    /// again and drops the second time, in scene seconds.
    nonisolated static let firstDrop = 0.0, secondAppearance = 2.0, secondDrop = 2.3

    /// `dateTopConstraint`'s constant at rest.
    nonisolated static let dateTop: CGFloat = 70
    /// The frames at rest, from the constraints: the date 320 × 36 at 20
    /// from the sides; the search bar 40 high, 16 below it; the widget stack
    /// 20 below that, its cards 130, 110 and 110 high, 12 apart.
    nonisolated static let restFrames = (
        date: CGRect(x: 20, y: 70, width: 320, height: 36),
        search: CGRect(x: 20, y: 122, width: 320, height: 40),
        widgets: CGRect(x: 20, y: 182, width: 320, height: 374),
        cards: [CGRect(x: 0, y: 0, width: 320, height: 130), CGRect(x: 0, y: 142, width: 320, height: 110),
                CGRect(x: 0, y: 264, width: 320, height: 110)]
    )

    /// The two springs of the chapter.
    enum Spring: Sendable, Equatable {
        /// The book's final choice: damping ratio 0.55 over 1.0 s.
        case moderate
        /// The book's first try: damping ratio 0.2 over 2.0 s.
        case excessive

        nonisolated var dampingRatio: Double { self == .moderate ? 0.55 : 0.2 }
        nonisolated var duration: Double { self == .moderate ? 1.0 : 2.0 }

        /// ω₀ of the spring `UISpringTimingParameters(dampingRatio:)` makes
        /// for the animator's duration, from the fitting rule documented in
        /// `SpringSolver+DurationFit`: mass 1, damping 2ζω₀, and ω₀ such
        /// that the underdamped settling bound (|A| + |B|)·e^(−ζω₀t) is
        /// 0.001 at the duration. Starting at rest, A = −1 and
        /// B = −ζ/√(1 − ζ²), so ω₀ = ln(1000·(1 + ζ/√(1 − ζ²))) / (ζ·D):
        /// 13.479 for (0.55, 1 s), 17.734 for (0.2, 2 s).
        nonisolated var omega0: Double {
            let z = dampingRatio
            return log(1000 * (1 + z / (1 - z * z).squareRoot())) / (z * duration)
        }

        /// The first peak, π/ωd: 0.2791 s (0.55) and 0.1808 s (0.2).
        nonisolated var firstPeak: Double { Double.pi / (omega0 * (1 - dampingRatio * dampingRatio).squareRoot()) }

        /// The largest overshoot of the 100-point move, 100·e^(−πζ/√(1−ζ²)):
        /// 12.63 points (0.55) and 52.66 points (0.2), whatever the duration.
        nonisolated var overshoot: Double {
            let z = dampingRatio
            return 100 * exp(-Double.pi * z / (1 - z * z).squareRoot())
        }

        /// How far below its rest position the date shows `frame`/60 s into
        /// the drop: −100 at the start, the spring's closed form up to the
        /// duration, 0 from then on (the fitted spring ends there).
        nonisolated func shownOffset(atFrame frame: Int) -> Double {
            let t = Double(frame) / 60
            guard t < duration else { return 0 }
            let w = omega0
            let x = Expected.spring(t, mass: 1, stiffness: w * w, damping: 2 * dampingRatio * w)
            return -100 * (1 - x)
        }
    }

    /// The index of the 1/60 s frame nearest `t` seconds into a drop.
    nonisolated static func nearestFrame(to t: Double) -> Int { Int((t * 60).rounded()) }

    /// What showed at one frame of a drop.
    struct Sample {
        let spring: Spring
        let frame: Int
        let date: CGRect, search: CGRect, widgets: CGRect
        /// The date's, the search bar's and the stack's bounds sizes (a
        /// frame's size, worked out from the position, can be off in the
        /// last bit).
        let sizes: [CGSize]
        /// The cards' frames in the stack.
        let cards: [CGRect]
        let cardsAnimated: Bool
    }
}

/// The book's `AnimatorFactory`, the part this chapter adds.
@MainActor enum DateDropAnimatorFactory {
    /// An animator, not started, that changes `constraint.constant` by `by`
    /// and lays `view` out on a spring fitted to `duration` with
    /// `dampingRatio` (the book's final values by default).
    @discardableResult
    static func animateConstraint(view: UIView, constraint: NSLayoutConstraint, by: CGFloat,
                                  dampingRatio: CGFloat = 0.55, duration: TimeInterval = 1.0) -> UIViewPropertyAnimator {
        let spring = UISpringTimingParameters(dampingRatio: dampingRatio)
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: spring)
        animator.addAnimations {
            constraint.constant += by
            view.layoutIfNeeded()
        }
        return animator
    }
}

/// The top of the lock screen, laid out with constraints: the date, the
/// search bar and the widget cards below it.
@MainActor final class DateDropController: UIViewController {
    let dateLabel = UILabel()
    let searchBar = SketchView(frame: .zero, sketch: DateDropArt.drawSearchField)
    let widgets = UIStackView()
    private(set) var dateTopConstraint: NSLayoutConstraint!
    /// Which spring the next appearance drops on.
    var drop = DateDrop.Spring.moderate
    private(set) var dropAnimator: UIViewPropertyAnimator?
    /// Where each drop's animator ended, in order.
    private(set) var dropLog: [UIViewAnimatingPosition] = []

    override func loadView() {
        view = SketchView(frame: UIScreen.main.bounds, background: WidgetArt.backdrop, sketch: DateDropArt.drawWallpaper)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dateLabel.text = "Tuesday, June 6"
        dateLabel.font = UIFont.boldSystemFont(ofSize: 26)
        dateLabel.textColor = .white
        dateLabel.textAlignment = .center
        searchBar.backgroundColor = UIColor(white: 1, alpha: 0.22)
        searchBar.layer.cornerRadius = 10
        widgets.axis = .vertical
        widgets.spacing = 12
        for (i, height) in [130, 110, 110].enumerated() {
            let card = SketchView(frame: .zero, background: i == 1 ? WidgetArt.secondCard : WidgetArt.card,
                                  sketch: DateDropArt.cardSketches[i])
            card.layer.cornerRadius = 14
            card.heightAnchor.constraint(equalToConstant: CGFloat(height)).isActive = true
            widgets.addArrangedSubview(card)
        }
        for v in [dateLabel, searchBar, widgets] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        dateTopConstraint = dateLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: DateDrop.dateTop)
        dateTopConstraint.identifier = "dateTop"
        NSLayoutConstraint.activate([
            dateTopConstraint,
            dateLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            dateLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            dateLabel.heightAnchor.constraint(equalToConstant: 36),
            searchBar.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 16),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            searchBar.heightAnchor.constraint(equalToConstant: 40),
            widgets.topAnchor.constraint(equalTo: searchBar.bottomAnchor, constant: 20),
            widgets.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            widgets.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    /// The book's `viewWillAppear`: the date, and all attached to it, 100 points up.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        dateTopConstraint.constant -= 100
        view.layoutIfNeeded()
    }

    /// The book's `viewDidAppear`: the constraint animated back down by 100.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let animator = DateDropAnimatorFactory.animateConstraint(view: view, constraint: dateTopConstraint, by: 100,
                                                                 dampingRatio: CGFloat(drop.dampingRatio), duration: drop.duration)
        animator.addCompletion { [weak self] position in self?.dropLog.append(position) }
        animator.startAnimation()
        dropAnimator = animator
    }
}

/// The date drop's drawn art: the wallpaper, the search field and the
/// widget cards' contents (the colours are the widget scenes').
@MainActor enum DateDropArt {
    /// A dusk gradient over the backdrop blue, with a few soft discs.
    static func drawWallpaper(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let colors = [TutorialViews.color(0.08, 0.16, 0.34).cgColor, TutorialViews.color(0.16, 0.32, 0.55).cgColor,
                      TutorialViews.color(0.42, 0.36, 0.58).cgColor]
        if let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil) {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        for (x, y, r, a) in [(0.15, 0.82, 70.0, 0.10), (0.8, 0.9, 110.0, 0.08), (0.7, 0.12, 50.0, 0.07), (0.3, 0.45, 30.0, 0.06)] {
            UIColor(white: 1, alpha: CGFloat(a)).setFill()
            let c = CGPoint(x: rect.width * CGFloat(x), y: rect.height * CGFloat(y))
            UIBezierPath(ovalIn: CGRect(x: c.x - CGFloat(r), y: c.y - CGFloat(r), width: 2 * CGFloat(r), height: 2 * CGFloat(r))).fill()
        }
    }

    /// A magnifying glass and the "Search" placeholder.
    static func drawSearchField(_ rect: CGRect) {
        let ink = UIColor(white: 1, alpha: 0.8)
        ink.setStroke()
        let lens = UIBezierPath(ovalIn: CGRect(x: 14, y: rect.midY - 8, width: 12, height: 12))
        lens.lineWidth = 2
        lens.stroke()
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 24, y: rect.midY + 2))
        handle.addLine(to: CGPoint(x: 29, y: rect.midY + 7))
        handle.lineWidth = 2
        handle.lineCapStyle = .round
        handle.stroke()
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: ink]
        "Search".draw(at: CGPoint(x: 38, y: rect.midY - 10), withAttributes: attributes)
    }

    /// A card's header text.
    private static func header(_ text: String) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 13), .foregroundColor: WidgetArt.ink]
        text.draw(at: CGPoint(x: 16, y: 12), withAttributes: attributes)
    }

    /// The three cards: favourites (a row of app icons), weather (a sun
    /// and the temperature), up next (calendar rows).
    static let cardSketches: [@MainActor (CGRect) -> Void] = [
        { _ in
            header("FAVORITES")
            for column in 0..<4 {
                WidgetArt.iconColors[column].setFill()
                UIBezierPath(roundedRect: WidgetArt.iconFrame(row: 0, column: column), cornerRadius: 12).fill()
            }
        },
        { rect in
            header("WEATHER")
            let sun = CGPoint(x: 52, y: 70)
            TutorialViews.color(0.98, 0.70, 0.10).setFill()
            UIBezierPath(ovalIn: CGRect(x: sun.x - 18, y: sun.y - 18, width: 36, height: 36)).fill()
            TutorialViews.color(0.98, 0.70, 0.10).setStroke()
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                let ray = UIBezierPath()
                ray.move(to: CGPoint(x: sun.x + 24 * cos(a), y: sun.y + 24 * sin(a)))
                ray.addLine(to: CGPoint(x: sun.x + 31 * cos(a), y: sun.y + 31 * sin(a)))
                ray.lineWidth = 3
                ray.lineCapStyle = .round
                ray.stroke()
            }
            let big: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 34), .foregroundColor: WidgetArt.ink]
            "21°".draw(at: CGPoint(x: rect.maxX - 96, y: 46), withAttributes: big)
        },
        { rect in
            header("UP NEXT")
            for (i, (r, g, b)) in [(0.86, 0.16, 0.16), (0.16, 0.38, 0.86)].enumerated() {
                let y = 40 + CGFloat(i) * 32
                TutorialViews.fill(CGRect(x: 16, y: y, width: 4, height: 24), TutorialViews.color(r, g, b), cornerRadius: 2)
                TutorialViews.fill(CGRect(x: 28, y: y + 3, width: rect.width * (i == 0 ? 0.5 : 0.38), height: 8),
                                   UIColor(white: 0.35, alpha: 0.8), cornerRadius: 4)
                TutorialViews.fill(CGRect(x: 28, y: y + 15, width: rect.width * 0.25, height: 6),
                                   UIColor(white: 0.35, alpha: 0.4), cornerRadius: 3)
            }
        },
    ]
}
