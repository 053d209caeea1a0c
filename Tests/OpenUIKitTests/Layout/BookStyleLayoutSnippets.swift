import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The shapes the sources' Auto Layout animation code takes, in our own
/// code: the Tutorials' "Packing List" (ch. 6–7) — a menu toggled by
/// finding its constraints through `titleLabel.superview!.constraints`,
/// replacing one to change its multiplier, animating `layoutIfNeeded()` on
/// a spring, an image view made in code laid out before it springs up —
/// the Tutorials' ch. 21 `animateConstraint(view:constraint:by:)` on a
/// property animator, and Neuburg §31 (a frame animation that layout
/// undoes, and the two ways of changing constraints first and animating
/// the layout). That it compiles with `import OpenUIKit` is half the test;
/// the other half is what happens, against values worked out by hand from
/// the constraints and the timing curves.
@MainActor struct BookStyleLayoutSnippets {
    // MARK: Shared

    /// The fraction (0 → 1) of a spring `s` after `t` seconds, in closed
    /// form: m x'' + c x' + k (x − 1) = 0, x(0) = 0, x'(0) = v₀ (in units
    /// of the whole move per second), under-damped (ζ < 1).
    static func springFraction(_ t: Double, _ s: CASpringAnimation) -> Double {
        let m = Double(s.mass), k = Double(s.stiffness), c = Double(s.damping), v0 = Double(s.initialVelocity)
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
    }

    /// A spring's damping ratio c / 2√(km).
    static func dampingRatio(_ s: CASpringAnimation) -> Double {
        Double(s.damping) / (2 * Double(s.stiffness * s.mass).squareRoot())
    }

    /// The ease-in-ease-out curve (0.42, 0, 0.58, 1) at `x`, its control
    /// points rounded to `Float` as `CAMediaTimingFunction` keeps them (as
    /// Apple's does): that breaks the curve's symmetry by a hair — at 0.5
    /// it is 0.5 + 1.9 × 10⁻⁸, not 0.5.
    static func easeInOut(_ x: Double) -> Double {
        bezierProgress(x, Double(Float(0.42)), 0, Double(Float(0.58)), 1)
    }

    static func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    // MARK: Tutorials ch. 6–7, "Packing List"

    /// The chapter's controller, re-created: a menu bar pinned to the top,
    /// left and right, 60 high; the title centred in it 5 below the middle
    /// (that constraint named "TitleCenterY"); "+" 8 from the menu's
    /// trailing edge, level with the title; a table pinned below the menu
    /// to the bottom. In a 360 × 640 window.
    final class PackingListController: UIViewController {
        let menuView = UIView()
        let titleLabel = UILabel()
        let buttonMenu = UIButton(type: .system)
        let tableView = UIView()
        var menuHeightConstraint: NSLayoutConstraint!
        var isMenuOpen = false
        /// The last image view `showItem` made, and its two constraints.
        var shownImage: UIImageView?
        var conBottom: NSLayoutConstraint?, conWidth: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = "Packing List"
            titleLabel.font = UIFont.boldSystemFont(ofSize: 21)
            buttonMenu.setTitle("+", for: .normal)
            buttonMenu.titleLabel?.font = UIFont.systemFont(ofSize: 27)
            menuView.translatesAutoresizingMaskIntoConstraints = false
            tableView.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            buttonMenu.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(menuView)
            view.addSubview(tableView)
            menuView.addSubview(titleLabel)
            menuView.addSubview(buttonMenu)

            menuHeightConstraint = menuView.heightAnchor.constraint(equalToConstant: 60)
            let titleCenterY = NSLayoutConstraint(item: titleLabel, attribute: .centerY, relatedBy: .equal, toItem: menuView,
                                                  attribute: .centerY, multiplier: 1.0, constant: 5.0)
            titleCenterY.identifier = "TitleCenterY"
            NSLayoutConstraint.activate([
                menuView.topAnchor.constraint(equalTo: view.topAnchor),
                menuView.leftAnchor.constraint(equalTo: view.leftAnchor),
                menuView.rightAnchor.constraint(equalTo: view.rightAnchor),
                menuHeightConstraint,
                titleLabel.centerXAnchor.constraint(equalTo: menuView.centerXAnchor),
                titleCenterY,
                buttonMenu.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
                buttonMenu.trailingAnchor.constraint(equalTo: menuView.trailingAnchor, constant: -8),
                tableView.topAnchor.constraint(equalTo: menuView.bottomAnchor),
                tableView.leftAnchor.constraint(equalTo: view.leftAnchor),
                tableView.rightAnchor.constraint(equalTo: view.rightAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }

        /// Ch. 7's `actionToggleMenu`: the constraints found through the
        /// title's superview — the centre-x constant changed in place, the
        /// centre-y constraint replaced to change its multiplier — the
        /// height constant, then the layout and the "+" rotation on a spring.
        func actionToggleMenu() {
            isMenuOpen = !isMenuOpen
            titleLabel.superview!.constraints.forEach { constraint in
                if constraint.firstItem === titleLabel && constraint.firstAttribute == .centerX {
                    constraint.constant = isMenuOpen ? -100.0 : 0.0
                    return
                }
                if constraint.identifier == "TitleCenterY" {
                    constraint.isActive = false
                    let newConstraint = NSLayoutConstraint(
                        item: titleLabel,
                        attribute: .centerY,
                        relatedBy: .equal,
                        toItem: titleLabel.superview!,
                        attribute: .centerY,
                        multiplier: isMenuOpen ? 0.67 : 1.0,
                        constant: 5.0)
                    newConstraint.identifier = "TitleCenterY"
                    newConstraint.isActive = true
                    return
                }
            }
            menuHeightConstraint.constant = isMenuOpen ? 200.0 : 60.0
            titleLabel.text = isMenuOpen ? "Select Item" : "Packing List"
            UIView.animate(withDuration: 1.0, delay: 0.0,
                           usingSpringWithDamping: 0.4, initialSpringVelocity: 10.0,
                           options: .curveEaseIn,
                           animations: {
                               self.view.layoutIfNeeded()
                               let angle: CGFloat = self.isMenuOpen ? .pi / 4 : 0.0
                               self.buttonMenu.transform = CGAffineTransform(rotationAngle: angle)
                           },
                           completion: nil)
        }

        /// Ch. 7's `showItem`: an image view made in code, constrained below
        /// the bottom edge (its bottom `imageView.frame.height` under the
        /// view's; 0.33 W − 50 wide; square), then sprung up by half its
        /// height and 50 wider. `layOutFirst` is the chapter's fix: a
        /// `layoutIfNeeded()` before the animation.
        func showItem(_ index: Int, layOutFirst: Bool) {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
                UIColor.orange.setFill()
                UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 56, height: 56)).fill()
            }
            let imageView = UIImageView(image: image)
            imageView.backgroundColor = UIColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.5)
            imageView.layer.cornerRadius = 5.0
            imageView.layer.masksToBounds = true
            imageView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(imageView)
            shownImage = imageView

            let conX = imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor)
            let conBottom = imageView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: imageView.frame.height)
            let conWidth = imageView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.33, constant: -50.0)
            let conHeight = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor)
            NSLayoutConstraint.activate([conX, conBottom, conWidth, conHeight])
            self.conBottom = conBottom
            self.conWidth = conWidth

            if layOutFirst { view.layoutIfNeeded() }

            UIView.animate(withDuration: 0.8, delay: 0.0,
                           usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0,
                           animations: {
                               conBottom.constant = -imageView.frame.size.height / 2
                               conWidth.constant = 0.0
                               self.view.layoutIfNeeded()
                           },
                           completion: nil)
        }
    }

    /// The controller as the root of a visible 360 × 640 window, laid out
    /// and committed.
    static func makePackingList() -> (UIWindow, PackingListController) {
        let window = makeVisibleWindow(size: CGSize(width: 360, height: 640))
        let controller = PackingListController()
        window.rootViewController = controller
        controller.view.layoutIfNeeded()
        MediaClock.advance(by: 0)
        return (window, controller)
    }

    /// Laid out: menu 360 × 60 at the top, the title's centre (180, 30 + 5),
    /// "+" ending at 360 − 8 level with the title, the table from 60 to 640.
    /// Toggled open: the menu's height goes to 200 on the spring (damping
    /// 0.4, velocity 10) — the table's top riding on the menu's bottom all
    /// the way — the title's centre to (180 − 100, 0.67 × 100 + 5 = 72),
    /// "+" turned 45°; toggled closed, all back (the spring dips under 60).
    @Test func packingListTogglesItsMenuOnASpring() throws {
        resetClock()
        let (window, p) = Self.makePackingList()
        _ = window
        #expect(p.menuView.frame == CGRect(x: 0, y: 0, width: 360, height: 60))
        #expect(p.titleLabel.center == CGPoint(x: 180, y: 35))
        #expect(p.buttonMenu.frame.maxX == 352 && p.buttonMenu.center.y == 35)
        #expect(p.tableView.frame == CGRect(x: 0, y: 60, width: 360, height: 580))
        // What `titleLabel.superview?.constraints` lists: the menu's height,
        // the title's centre x and y, the button's centre y and trailing.
        let listed = p.titleLabel.superview!.constraints
        #expect(listed.count == 5)
        #expect(listed.contains { $0 === p.menuHeightConstraint })
        #expect(listed.contains { $0.firstItem === p.titleLabel && $0.firstAttribute == .centerX && $0.secondItem === p.menuView })
        #expect(listed.filter { $0.identifier == "TitleCenterY" }.count == 1)

        let t0 = CACurrentMediaTime()
        p.actionToggleMenu()
        // The model is at the end at once.
        #expect(p.menuView.frame.height == 200 && p.tableView.frame.minY == 200 && p.tableView.frame.height == 440)
        #expect(approx(p.titleLabel.center, CGPoint(x: 80, y: 72), 1e-9), "\(p.titleLabel.center)")
        #expect(approx(p.buttonMenu.center.y, 72, 1e-9), "+ follows the title")
        // The replaced constraint: the new one is listed (for the next toggle), the old one is gone.
        let centerYs = p.menuView.constraints.filter { $0.identifier == "TitleCenterY" }
        #expect(centerYs.count == 1 && centerYs.first?.multiplier == 0.67 && centerYs.first?.isActive == true)
        #expect(p.menuView.constraints.first { $0.firstAttribute == .centerX && $0.firstItem === p.titleLabel }?.constant == -100)

        let spring = try #require(p.menuView.layer.animation(forKey: "bounds") as? CASpringAnimation)
        #expect(spring.duration == 1 && spring.mass == 1 && spring.initialVelocity == 10)
        #expect(approx(Self.dampingRatio(spring), 0.4, 1e-9))
        #expect(p.buttonMenu.layer.animation(forKey: "transform") is CASpringAnimation)
        // The menu's height, and the table's top with it, at two times of the spring.
        var heights: [Double] = []
        for i in 1...50 {
            let t = Double(i) * 0.02
            MediaClock.advance(to: t0 + t)
            let h = Double(Self.shown(p.menuView).bounds.height)
            heights.append(h)
            if i == 10 || i == 25 {
                let expected = 60 + 140 * Self.springFraction(t, spring)
                #expect(abs(h - expected) < 1e-6, "menu height at \(t): \(h), expected \(expected)")
                #expect(abs(Double(Self.shown(p.tableView).frame.minY) - h) < 1e-6, "the table's top rides on the menu's bottom")
            }
        }
        #expect(heights.max()! > 200, "the damping-0.4 spring overshoots 200 (\(heights.max()!))")
        MediaClock.advance(to: t0 + 1.01)
        #expect(Self.shown(p.menuView).bounds.height == 200)
        #expect(approx(p.buttonMenu.transform.b, sin(.pi / 4), 1e-12), "+ turned into ×")

        let t1 = CACurrentMediaTime()
        p.actionToggleMenu()
        #expect(p.menuView.frame.height == 60 && p.titleLabel.center == CGPoint(x: 180, y: 35))
        #expect(p.menuView.constraints.filter { $0.identifier == "TitleCenterY" }.first?.multiplier == 1)
        var lowest = Double.infinity
        for i in 1...50 {
            MediaClock.advance(to: t1 + Double(i) * 0.02)
            lowest = min(lowest, Double(Self.shown(p.menuView).bounds.height))
        }
        #expect(lowest < 60, "closing, the spring dips under 60 (\(lowest))")
        MediaClock.advance(to: t1 + 1.01)
        #expect(p.buttonMenu.transform == .identity && Self.shown(p.menuView).bounds.height == 60)
    }

    /// [EDGE] A constraint changed with no `layoutIfNeeded()` in the block:
    /// the layout pass at the end of the turn applies it, without animation,
    /// while the block's own change (the rotation) animates.
    @Test func aConstraintChangeWithoutLayoutIfNeededIsNotAnimated() {
        resetClock()
        let (window, p) = Self.makePackingList()
        _ = window
        p.menuHeightConstraint.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            p.buttonMenu.transform = CGAffineTransform(rotationAngle: .pi / 4)
        })
        #expect(p.menuView.frame.height == 60, "not before the layout pass")
        MediaClock.advance(by: 0)
        #expect(p.menuView.frame.height == 200 && p.tableView.frame.minY == 200)
        #expect(p.menuView.layer.animationKeys()?.isEmpty ?? true, "the menu jumped")
        #expect(p.tableView.layer.animationKeys()?.isEmpty ?? true)
        #expect(p.buttonMenu.layer.animationKeys() == ["transform"])
        MediaClock.advance(by: 0.5)
        #expect(Self.shown(p.menuView).bounds.height == 200)
        let angle = (Self.shown(p.buttonMenu).value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? .nan
        #expect(approx(Double(angle), .pi / 8, 1e-9), "the rotation half way (linear): \(angle)")
    }

    /// [EDGE] With TitleCenterY deactivated and nothing in its place the
    /// title's vertical position is free: it goes to the top of the menu,
    /// and "+" (its centre y tied to the title's) follows.
    @Test func titleWithoutItsCenterYConstraintGoesToTheTop() {
        resetClock()
        let (window, p) = Self.makePackingList()
        _ = window
        for constraint in p.titleLabel.superview!.constraints where constraint.identifier == "TitleCenterY" {
            constraint.isActive = false
        }
        p.view.layoutIfNeeded()
        #expect(p.titleLabel.frame.minY == 0, "\(p.titleLabel.frame)")
        #expect(p.buttonMenu.center.y == p.titleLabel.center.y)
        #expect(p.titleLabel.center.x == 180, "its centre x still holds")
    }

    /// [EDGE] `showItem` without a layout first: the image view is still at
    /// (0, 0), 64 × 64 (`UIImageView(image:)` takes the image's size), so it
    /// "starts from the top left of the screen then flies into the middle".
    /// Its bottom constant was the image's height, 64, and the block reads
    /// the frame before laying out: −64 / 2 = −32. It ends 0.33 × 360 =
    /// 118.8 square, centred at x 180, its bottom at 640 − 32 = 608.
    @Test func showItemWithoutAFirstLayoutFliesInFromTheTopLeft() throws {
        resetClock()
        let (window, p) = Self.makePackingList()
        _ = window
        p.showItem(0, layOutFirst: false)
        let image = try #require(p.shownImage)
        #expect(p.conBottom?.constant == -32)
        #expect(approx(image.frame.width, 118.8, 1e-9) && approx(image.frame.height, image.frame.width, 1e-9), "\(image.frame)")
        #expect(approx(image.center, CGPoint(x: 180, y: 608 - 59.4), 1e-9), "\(image.center)")
        MediaClock.advance(by: 0)
        #expect(Self.shown(image).position == CGPoint(x: 32, y: 32), "starts at the top left")
        #expect(Self.shown(image).bounds.size == CGSize(width: 64, height: 64))
        let spring = try #require(image.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(approx(Self.dampingRatio(spring), 0.4, 1e-9) && spring.initialVelocity == 0)
        MediaClock.advance(by: 0.2)
        let f = Self.springFraction(0.2, spring)
        let x = Double(Self.shown(image).position.x)
        #expect(abs(x - (32 + (180 - 32) * f)) < 1e-6, "flying in along x: \(x)")
        MediaClock.advance(by: 0.61)
        #expect(approx(Self.shown(image).position, image.center, 1e-9))
    }

    /// `showItem` with the chapter's fix: laid out first, the image view is
    /// 0.33 × 360 − 50 = 68.8 square, its bottom 64 below the edge (the
    /// constant was read from the image's 64-point frame): frame (145.6,
    /// 635.2, 68.8, 68.8). The block lifts its bottom by half its laid-out
    /// height (34.4) and widens it by 50: it springs from there to 118.8
    /// square, bottom 605.6, centre (180, 546.2).
    @Test func showItemLaidOutFirstSpringsUpFromBelowTheEdge() throws {
        resetClock()
        let (window, p) = Self.makePackingList()
        _ = window
        p.showItem(0, layOutFirst: true)
        let image = try #require(p.shownImage)
        #expect(approx(p.conBottom!.constant, -34.4, 1e-9))
        #expect(approx(image.center, CGPoint(x: 180, y: 546.2), 1e-9), "\(image.center)")
        #expect(approx(image.bounds.width, 118.8, 1e-9))
        MediaClock.advance(by: 0)
        let start = Self.shown(image).frame
        #expect(approx(start.minX, 145.6, 1e-9) && approx(start.minY, 635.2, 1e-9) && approx(start.width, 68.8, 1e-9),
                "starts where the first layout put it, below the edge: \(start)")
        let spring = try #require(image.layer.animation(forKey: "bounds") as? CASpringAnimation)
        MediaClock.advance(by: 0.3)
        let f = Self.springFraction(0.3, spring)
        let shown = Self.shown(image)
        #expect(abs(Double(shown.bounds.width) - (68.8 + 50 * f)) < 1e-6, "width: \(shown.bounds.width)")
        #expect(abs(Double(shown.position.y) - (669.6 + (546.2 - 669.6) * f)) < 1e-6, "centre y: \(shown.position.y)")
        #expect(approx(shown.bounds.width, shown.bounds.height, 1e-9), "square all the way")
        MediaClock.advance(by: 0.51)
        #expect(approx(Self.shown(image).frame.maxY, 605.6, 1e-9))
    }

    // MARK: Tutorials ch. 21, constraints on a property animator

    @MainActor enum AnimatorFactory {
        @discardableResult
        static func animateConstraint(view: UIView, constraint: NSLayoutConstraint, by: CGFloat) -> UIViewPropertyAnimator {
            let spring = UISpringTimingParameters(dampingRatio: 0.2)
            let animator = UIViewPropertyAnimator(duration: 2.0, timingParameters: spring)
            animator.addAnimations {
                constraint.constant += by
                view.layoutIfNeeded()
            }
            return animator
        }
    }

    /// The lock screen: a 44-high date label whose top is 120 below the
    /// view's (`dateTopConstraint`), a table 10 below it down to 20 above
    /// the bottom. `viewWillAppear` lifts the date 100 and lays out (date
    /// top 20, table 74…620); `viewDidAppear` animates it back down 100 on
    /// a damping-0.2 spring fitted to 2 s. The constant changes when the
    /// animator starts. From rest, an under-damped spring first peaks at
    /// ω_d t = π, overshooting by e^(−ζπ/√(1−ζ²)) = e^(−0.2π/√0.96) ≈ 52.66 %
    /// of the move; the table's top stays 10 below the date's bottom.
    @Test func animateConstraintOnAPropertyAnimator() throws {
        final class LockScreenViewController: UIViewController {
            let dateLabel = UILabel()
            let tableView = UIView()
            var dateTopConstraint: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                dateLabel.text = "Tuesday, 12 May"
                for v in [dateLabel, tableView] as [UIView] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                dateTopConstraint = dateLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 120)
                NSLayoutConstraint.activate([
                    dateTopConstraint,
                    dateLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    dateLabel.heightAnchor.constraint(equalToConstant: 44),
                    tableView.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 10),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
                ])
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                dateTopConstraint.constant -= 100
                view.layoutIfNeeded()
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                AnimatorFactory.animateConstraint(view: view, constraint: dateTopConstraint, by: 100)
                    .startAnimation()
            }
        }
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 360, height: 640))
        let c = LockScreenViewController()
        c.view.layoutIfNeeded()
        #expect(c.dateLabel.frame.minY == 120, "laid out before it appears: the constant 120")
        // The visible window sends viewWillAppear as the controller becomes
        // its root, and viewDidAppear at the end of the turn.
        window.rootViewController = c
        #expect(c.dateLabel.frame.minY == 20 && c.tableView.frame == CGRect(x: 16, y: 74, width: 328, height: 546))
        #expect(c.dateLabel.layer.animation(forKey: "position") == nil, "nothing animates before viewDidAppear")

        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        #expect(c.dateTopConstraint.constant == 120, "changed inside addAnimations, run at start")
        #expect(c.dateLabel.frame.minY == 120 && c.tableView.frame.minY == 174, "the model at the end at once")
        let spring = try #require(c.dateLabel.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(approx(Self.dampingRatio(spring), 0.2, 1e-9) && spring.initialVelocity == 0)
        let w0 = Double(spring.stiffness / spring.mass).squareRoot()
        let peak = Double.pi / (w0 * (1 - 0.04).squareRoot())
        #expect(peak < 2)
        MediaClock.advance(to: t0 + peak)
        let overshoot = 100 * exp(-0.2 * Double.pi / 0.96.squareRoot())
        let dateTop = Double(Self.shown(c.dateLabel).frame.minY)
        #expect(abs(dateTop - (120 + overshoot)) < 1e-6, "first peak: \(dateTop), expected \(120 + overshoot)")
        let table = Self.shown(c.tableView).frame
        #expect(abs(Double(table.minY) - (dateTop + 44 + 10)) < 1e-6, "the table follows the date")
        #expect(abs(Double(table.maxY) - 620) < 1e-6, "its bottom stays pinned")
        MediaClock.advance(to: t0 + 0.5)
        let mid = Double(Self.shown(c.dateLabel).frame.minY)
        #expect(abs(mid - (20 + 100 * Self.springFraction(0.5, spring))) < 1e-6)
        MediaClock.advance(to: t0 + 2.01)
        #expect(Self.shown(c.dateLabel).frame.minY == 120 && Self.shown(c.tableView).frame.height == 446)
    }

    // MARK: Neuburg §31, animation and layout

    /// A 400 × 300 window with a root view (a controller's view: it keeps its
    /// frame) and `v`, 60 × 60, placed by constraints: leading 40 (`con`),
    /// top 100. Its centre is (70, 130).
    @MainActor final class SlideDemo {
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let v = UIView()
        let con: NSLayoutConstraint

        init() {
            window.addSubview(view)
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
            con = v.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40)
            NSLayoutConstraint.activate([
                con,
                v.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                v.widthAnchor.constraint(equalToConstant: 60),
                v.heightAnchor.constraint(equalToConstant: 60),
            ])
            view.layoutIfNeeded()
            MediaClock.advance(by: 0)
        }
    }

    /// The conflict: `center.x += 100` animated for 1 s (ease-in-out: half
    /// way at 0.5 s), then the completion lays the superview out — the
    /// constraints win and the view jumps back to x 70, unanimated. A
    /// layout pass nobody asked for (no `setNeedsLayout`) before that
    /// leaves the hand-set centre alone.
    @Test func neuburgAFrameAnimationIsUndoneByTheNextLayout() {
        resetClock()
        let d = SlideDemo()
        let v = d.v
        #expect(v.center == CGPoint(x: 70, y: 130))
        let t0 = CACurrentMediaTime()
        var completed = false
        UIView.animate(withDuration: 1) {
            v.center.x += 100
        } completion: { _ in
            v.superview!.setNeedsLayout()
            v.superview!.layoutIfNeeded()
            completed = true
        }
        MediaClock.advance(to: t0 + 0.5)
        #expect(v.center.x == 170, "the model moved at once and no layout undid it")
        #expect(approx(Double(shownCenter(v).x), 70 + 100 * Self.easeInOut(0.5), 1e-6), "half way: \(shownCenter(v).x)")
        #expect(approx(Double(shownCenter(v).x), 120, 1e-5))
        MediaClock.advance(to: t0 + 0.99)
        #expect(!completed)
        #expect(approx(Double(shownCenter(v).x), 70 + 100 * Self.easeInOut(0.99), 1e-6), "nearly there")
        MediaClock.advance(to: t0 + 1.01)
        #expect(completed)
        #expect(v.center == CGPoint(x: 70, y: 130), "jumped back")
        #expect(shownCenter(v) == CGPoint(x: 70, y: 130))
        #expect(v.layer.animationKeys()?.isEmpty ?? true, "the jump is not animated")
    }

    /// Remedy: change the constraint first, then animate the layout —
    /// `con.constant += 100`, `layoutIfNeeded()` in a 1 s block. Half way
    /// (ease-in-out 0.5 → 0.5) at 120; at 170 after, and a later layout
    /// keeps it there.
    @Test func neuburgChangingTheConstantThenAnimatingLayout() {
        resetClock()
        let d = SlideDemo()
        let v = d.v, con = d.con
        let t0 = CACurrentMediaTime()
        con.constant += 100
        UIView.animate(withDuration: 1) {
            v.superview!.layoutIfNeeded()
        }
        #expect(v.center.x == 170)
        #expect(v.layer.animationKeys() == ["position"])
        MediaClock.advance(to: t0 + 0.25)
        #expect(approx(Double(shownCenter(v).x), 70 + 100 * Self.easeInOut(0.25), 1e-6))
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx(Double(shownCenter(v).x), 70 + 100 * Self.easeInOut(0.5), 1e-6), "half way: \(shownCenter(v).x)")
        #expect(approx(Double(shownCenter(v).x), 120, 1e-5))
        MediaClock.advance(to: t0 + 1.01)
        v.superview!.setNeedsLayout()
        v.superview!.layoutIfNeeded()
        #expect(v.center == CGPoint(x: 170, y: 130) && shownCenter(v) == CGPoint(x: 170, y: 130), "no jump")
    }

    /// Remedy, overhauled: the leading constraint (40) deactivated, a
    /// trailing one to the layout margins guide (8 in from 400) minus 40
    /// activated, the layout animated over 0.4 s: v's right edge goes to
    /// 392 − 40 = 352, its centre x from 70 to 322 — 196 half way.
    @Test func neuburgLeadingSwappedForATrailingMarginConstraint() {
        resetClock()
        let d = SlideDemo()
        let v = d.v, oldConstraint = d.con
        let t0 = CACurrentMediaTime()
        let c = oldConstraint.constant
        NSLayoutConstraint.deactivate([oldConstraint])
        let newConstraint = v.trailingAnchor.constraint(equalTo: d.view.layoutMarginsGuide.trailingAnchor, constant: -c)
        NSLayoutConstraint.activate([newConstraint])
        UIView.animate(withDuration: 0.4) {
            v.superview!.layoutIfNeeded()
        }
        #expect(v.frame == CGRect(x: 292, y: 100, width: 60, height: 60))
        #expect(!oldConstraint.isActive && d.view.constraints.contains { $0 === newConstraint })
        MediaClock.advance(to: t0 + 0.1)
        #expect(approx(Double(shownCenter(v).x), 70 + 252 * Self.easeInOut(0.25), 1e-6))
        MediaClock.advance(to: t0 + 0.2)
        #expect(approx(Double(shownCenter(v).x), 70 + 252 * Self.easeInOut(0.5), 1e-6), "half way: \(shownCenter(v).x)")
        #expect(approx(Double(shownCenter(v).x), 196, 1e-5))
        MediaClock.advance(to: t0 + 0.41)
        #expect(shownCenter(v) == CGPoint(x: 322, y: 130))
    }
}
