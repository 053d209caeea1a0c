import OpenUIKit

/// The colours of the fold-out menu scene (ch. 24), restated by its golden probes.
@MainActor enum FoldMenuArt {
    /// The menu panel behind its rows.
    static let panel = TutorialViews.color(0.16, 0.18, 0.24)
    /// One colour per menu row.
    static let rows: [(r: CGFloat, g: CGFloat, b: CGFloat)] = [
        (0.93, 0.33, 0.31), (0.98, 0.63, 0.20), (0.30, 0.72, 0.45), (0.24, 0.56, 0.90), (0.58, 0.40, 0.82),
    ]
    static let rowTitles = ["Home", "Desk", "Lunch", "People", "Help"]
    /// Row i spans y = rowTop + i·rowHeight … + rowHeight (1-point gaps show the panel).
    static let rowTop: CGFloat = 64, rowHeight: CGFloat = 88
    /// The content's background, its navigation bar and the ink of its text.
    static let paper = TutorialViews.color(0.95, 0.94, 0.91)
    static let bar = TutorialViews.color(1, 1, 1)
    static let ink = TutorialViews.color(0.15, 0.15, 0.18)
    /// The menu button's image: three rounded ink bars, 28 × 28.
    static var hamburger: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 28, height: 28)).image { _ in
            for y in [5.0, 12, 19] { TutorialViews.fill(CGRect(x: 0, y: y, width: 28, height: 4), ink, cornerRadius: 2) }
        }
    }
}

/// The side menu: a dark panel of coloured category rows, each with a round
/// icon and a title (drawn; the book's is a table of icon cells).
final class FoldMenuListController: UIViewController {
    override func loadView() {
        view = SketchView(frame: UIScreen.main.bounds, background: FoldMenuArt.panel) { bounds in
            for (i, c) in FoldMenuArt.rows.enumerated() {
                let top = FoldMenuArt.rowTop + CGFloat(i) * FoldMenuArt.rowHeight
                TutorialViews.fill(CGRect(x: 0, y: top + 1, width: bounds.width, height: FoldMenuArt.rowHeight - 2),
                                   TutorialViews.color(c.r, c.g, c.b))
                UIColor.white.setFill()
                UIBezierPath(ovalIn: CGRect(x: bounds.midX - 16, y: top + 18, width: 32, height: 32)).fill()
                TutorialViews.drawText(FoldMenuArt.rowTitles[i], centeredOn: bounds.midX, top: top + 56, size: 13,
                                       bold: true, color: .white)
            }
        }
    }
}

/// The content: a navigation bar (drawn) with the menu button and the app's
/// title over a list of placeholder cards.
final class FoldMenuContentController: UIViewController {
    /// The bar's menu button, showing a hamburger icon.
    let menuButton = UIButton(type: .custom)
    /// The bar's title.
    let titleLabel = UILabel()
    /// The button's image view (the book's `menuButton.imageView`), which the challenge flips.
    var menuIcon: UIImageView { menuButton.imageView! }

    override func loadView() {
        view = SketchView(frame: UIScreen.main.bounds, background: FoldMenuArt.paper) { bounds in
            TutorialViews.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 64), FoldMenuArt.bar)
            TutorialViews.fill(CGRect(x: 0, y: 64, width: bounds.width, height: 1), TutorialViews.color(0.8, 0.8, 0.8))
            for i in 0..<5 {
                let card = CGRect(x: 20, y: 84 + CGFloat(i) * 110, width: bounds.width - 40, height: 94)
                TutorialViews.fill(card, .white, cornerRadius: 10)
                TutorialViews.fill(CGRect(x: 36, y: card.minY + 18, width: 150, height: 12), TutorialViews.color(0.55, 0.55, 0.6), cornerRadius: 4)
                TutorialViews.fill(CGRect(x: 36, y: card.minY + 44, width: card.width - 32, height: 8), TutorialViews.color(0.82, 0.82, 0.85), cornerRadius: 3)
                TutorialViews.fill(CGRect(x: 36, y: card.minY + 62, width: card.width - 90, height: 8), TutorialViews.color(0.82, 0.82, 0.85), cornerRadius: 3)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Office Buddy"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textColor = FoldMenuArt.ink
        titleLabel.textAlignment = .center
        titleLabel.frame = CGRect(x: 60, y: 20, width: view.bounds.width - 120, height: 44)
        view.addSubview(titleLabel)
        menuButton.setImage(FoldMenuArt.hamburger, for: .normal)
        menuButton.frame = CGRect(x: 8, y: 20, width: 44, height: 44)
        view.addSubview(menuButton)
    }
}

/// The container (the book's `ContainerViewController`): the content and the
/// menu as child controllers; a pan anywhere drags the menu open or shut,
/// the menu button toggles it; `setMenu(toPercent:)` places everything for
/// an openness 0…1 and `menuTransform(percent:)` folds the menu in 3D.
final class FoldMenuContainer: UIViewController {
    /// The menu's width (the content slides right by this much).
    let menuWidth: CGFloat = 120
    /// How long the menu takes to settle after a toggle or a release (the
    /// book does not say; this scene's choice).
    let animationTime: TimeInterval = 0.5
    let menu = FoldMenuListController()
    let content = FoldMenuContentController()
    /// Whether the current pan opens the menu (decided when it begins).
    private(set) var isOpening = false
    /// Completions heard, in order ("toggle 1", "release 0"…), for the checkpoints.
    private(set) var log: [String] = []

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .black
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        addChild(menu)
        menu.view.layer.anchorPoint.x = 1.0      // before the frame: the hinge is the right edge
        menu.view.frame = CGRect(x: -menuWidth, y: 0, width: menuWidth, height: view.frame.height)
        view.addSubview(menu.view)
        menu.didMove(toParent: self)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: FoldMenuContainer.handleGesture))
        content.menuButton.addTarget(self, action: FoldMenuContainer.toggleSideMenu, for: .touchUpInside)
        setMenu(toPercent: 0)                    // the 3D transform from the start, so the first toggle folds
    }

    /// Whether the menu is open: the content sits a menu's width to the right.
    var isOpen: Bool { floor(content.view.frame.origin.x / menuWidth) == 1 }

    /// The menu's transform at openness `percent`: perspective for a camera
    /// 1,000 points away, a turn of (1 − percent)·(−π/2) about y, then a slide
    /// of menuWidth·percent to the right.
    func menuTransform(percent: CGFloat) -> CATransform3D {
        var identity = CATransform3DIdentity
        identity.m34 = -1.0 / 1000
        let angle = (1.0 - percent) * .pi * -0.5
        let rotation = CATransform3DRotate(identity, angle, 0, 1, 0)
        let translation = CATransform3DMakeTranslation(menuWidth * percent, 0, 0)
        return CATransform3DConcat(rotation, translation)
    }

    /// Places the content, folds the menu and shades it (alpha, at least 0.2),
    /// and flips the menu icon by percent·π about its diagonal (the challenge).
    func setMenu(toPercent percent: CGFloat) {
        content.view.frame.origin.x = menuWidth * percent
        menu.view.layer.transform = menuTransform(percent: percent)
        menu.view.alpha = max(0.2, percent)
        var flip = CATransform3DIdentity
        flip.m34 = -1.0 / 1000
        content.menuIcon.layer.transform = CATransform3DRotate(flip, percent * .pi, 1, 1, 0)
    }

    /// The menu button: animate to the other end.
    func toggleSideMenu() {
        let target: CGFloat = isOpen ? 0 : 1
        UIView.animate(withDuration: animationTime, animations: { self.setMenu(toPercent: target) },
                       completion: { _ in self.log.append("toggle \(Int(target))") })
    }

    /// The pan: progress is the horizontal translation over the menu's width
    /// (negated when closing), clamped to 0…1; on release the menu settles
    /// open or shut, whichever is nearer. The menu is rasterized while it moves.
    func handleGesture(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view!.superview!)
        let progress = min(max(translation.x / menuWidth * (isOpening ? 1 : -1), 0), 1)
        switch recognizer.state {
        case .began:
            isOpening = !isOpen
            menu.view.layer.shouldRasterize = true
            menu.view.layer.rasterizationScale = UIScreen.main.scale
        case .changed:
            setMenu(toPercent: isOpening ? progress : 1 - progress)
        case .ended, .cancelled, .failed:
            let target: CGFloat = isOpening ? (progress < 0.5 ? 0 : 1) : (progress < 0.5 ? 1 : 0)
            UIView.animate(withDuration: animationTime, animations: { self.setMenu(toPercent: target) },
                           completion: { _ in
                               self.menu.view.layer.shouldRasterize = false
                               self.log.append("release \(Int(target))")
                           })
        default:
            break
        }
    }
}
