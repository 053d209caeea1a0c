import OpenUIKit

/// The Beginner Cook's main screen (Tutorials ch. 17): a title, a line of
/// text and a row of herb thumbnails (rounded image views, corner radius
/// 20) in a list view near the bottom. Tapping a thumbnail presents the
/// herb's details; the controller is the details' transitioning delegate
/// and vends the chapter's first `FadeAnimator` (`style == .fade`; the
/// dismissal is then the built-in one) or its `PopAnimator` (`.pop`).
/// Every step of a transition is appended to `events` for the checkpoints.
@MainActor final class BeginnerCookController: UIViewController, UIViewControllerTransitioningDelegate {
    enum Style { case fade, pop }

    /// Which animator the next presentation uses.
    var style: Style = .fade
    /// The chapter's orientation section: set before the view loads, the
    /// screen is laid out for its size (`layOut(for:)`) and follows size
    /// changes alongside the rotation. Off, the list keeps the fixed
    /// 80 × 120 thumbnails of the transition sections.
    var followsRotation = false
    /// The backdrop (the book's `bgImage`): alpha 0.55 upright, 0.25 in
    /// landscape when the controller follows rotations.
    private(set) var backdrop: SketchView!
    private let titleLabel = UILabel(), textLabel = UILabel(), headingLabel = UILabel()
    let fade = FadeAnimator()
    let transition = PopAnimator()
    let listView = UIView()
    private(set) var thumbnails: [UIImageView] = []
    /// The thumbnail tapped last (the book's `selectedImage`).
    private(set) var selectedImage: UIImageView?
    /// The details controller presented last.
    private(set) var details: HerbDetailsController?
    /// The order of the transitions' callbacks.
    private(set) var events: [String] = []

    /// The thumbnails' size and place in the list view, and the list view's frame.
    nonisolated static let thumbnailSize = CGSize(width: 80, height: 120)
    nonisolated static let listFrame = CGRect(x: 0, y: 470, width: 360, height: 150)
    nonisolated static func thumbnailFrame(_ i: Int) -> CGRect {
        CGRect(x: 8 + CGFloat(i) * 88, y: 15, width: thumbnailSize.width, height: thumbnailSize.height)
    }

    func record(_ event: String) { events.append(event) }

    override func viewDidLoad() {
        super.viewDidLoad()
        backdrop = SketchView(frame: view.bounds, background: BeginnerCookArt.paper, sketch: BeginnerCookArt.backdrop)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)
        let title = titleLabel, text = textLabel, heading = headingLabel
        title.frame = CGRect(x: 20, y: 70, width: 320, height: 44)
        title.text = "Beginner Cook"
        title.font = UIFont.boldSystemFont(ofSize: 32)
        title.textColor = BeginnerCookArt.ink
        text.frame = CGRect(x: 20, y: 130, width: 320, height: 110)
        text.numberOfLines = 0
        text.font = UIFont.systemFont(ofSize: 17)
        text.textColor = BeginnerCookArt.ink
        text.text = "Fresh herbs turn plain cooking into something special. Pick one below to learn what it tastes like and how to use it in the kitchen."
        heading.frame = CGRect(x: 20, y: 446, width: 320, height: 24)
        heading.text = "HERBS"
        heading.font = UIFont.boldSystemFont(ofSize: 13)
        heading.textColor = BeginnerCookArt.accent
        for v in [title, text, heading] { view.addSubview(v) }
        listView.frame = Self.listFrame
        view.addSubview(listView)
        for (i, herb) in BeginnerCookArt.herbs.enumerated() {
            let thumbnail = UIImageView(image: BeginnerCookArt.card(herb, size: Self.thumbnailSize))
            thumbnail.frame = Self.thumbnailFrame(i)
            thumbnail.layer.cornerRadius = 20
            thumbnail.clipsToBounds = true
            thumbnail.isUserInteractionEnabled = true
            thumbnail.addGestureRecognizer(UITapGestureRecognizer { [weak self, unowned thumbnail] _ in
                self?.didTap(thumbnail, herb: i)
            })
            listView.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
        // The book's `viewDidLoad`: show the tapped image again when the
        // details have shrunk back onto it.
        transition.dismissCompletion = { [weak self] in
            self?.record("dismissCompletion")
            self?.selectedImage?.isHidden = false
        }
        transition.log = { [weak self] in self?.record($0) }
        fade.log = { [weak self] in self?.record($0) }
        if followsRotation {
            view.backgroundColor = .white
            // The sketch paints the paper: one component under the alpha
            // (a background colour under it would show through as a second).
            backdrop.backgroundColor = nil
            backdrop.alpha = 0.55
            for thumbnail in thumbnails { thumbnail.contentMode = .scaleAspectFill }
            layOut(for: view.bounds.size)
        }
    }

    /// The chapter's rotation: the backdrop dims in landscape (alpha 0.25,
    /// 0.55 upright) and the screen is laid out for the new size, both
    /// alongside the rotation (its duration and curve).
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard followsRotation else { return }
        let angle = atan2(Double(coordinator.targetTransform.b), Double(coordinator.targetTransform.a))
        record("willTransition(\(Int(size.width))×\(Int(size.height)), \(coordinator.transitionDuration) s, \(Int((angle * 180 / .pi).rounded()))°)")
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.backdrop.alpha = size.width > size.height ? 0.25 : 0.55
            self?.layOut(for: size)
        }, completion: { [weak self] context in
            self?.record("rotation.completion(cancelled: \(context.isCancelled))")
        })
    }

    /// The screen for `size`: the texts across the top, the list along the
    /// bottom (its top 170 above the bottom edge), and the thumbnails
    /// (`positionListItems()`).
    func layOut(for size: CGSize) {
        let landscape = size.width > size.height
        titleLabel.frame = CGRect(x: 20, y: landscape ? 28 : 70, width: size.width - 40, height: 44)
        textLabel.frame = CGRect(x: 20, y: landscape ? 80 : 130, width: size.width - 40, height: landscape ? 80 : 110)
        headingLabel.frame = CGRect(x: 20, y: size.height - 194, width: size.width - 40, height: 24)
        listView.frame = CGRect(x: 0, y: size.height - 170, width: size.width, height: Self.listFrame.height)
        positionListItems(screen: size)
    }

    /// The book's `positionListItems()`, re-created: four thumbnails with
    /// the screen's aspect ratio side by side across the list, 8 points
    /// apart and from the edges, centred in the list's height — so a popped
    /// thumbnail grows to the screen by one uniform scale.
    func positionListItems(screen size: CGSize) {
        for (i, thumbnail) in thumbnails.enumerated() {
            thumbnail.frame = Self.thumbnailFrame(i, listWidth: size.width, screen: size)
        }
    }

    /// Thumbnail `i` of a list `listWidth` wide on a screen of `screen`
    /// (followsRotation): width (listWidth − 40)/4, height width × h/w.
    nonisolated static func thumbnailFrame(_ i: Int, listWidth: CGFloat, screen: CGSize) -> CGRect {
        let width = (listWidth - 5 * 8) / 4
        let height = width * screen.height / screen.width
        return CGRect(x: 8 + CGFloat(i) * (width + 8), y: (listFrame.height - height) / 2, width: width, height: height)
    }

    override func viewWillAppear(_ animated: Bool) { record("Herbs.willAppear") }
    override func viewDidAppear(_ animated: Bool) { record("Herbs.didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("Herbs.willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("Herbs.didDisappear") }

    /// A thumbnail tapped: present the herb's details with this controller
    /// as their transitioning delegate.
    private func didTap(_ thumbnail: UIImageView, herb: Int) {
        selectedImage = thumbnail
        let details = HerbDetailsController(herb: BeginnerCookArt.herbs[herb], log: { [weak self] in self?.record($0) })
        details.transitioningDelegate = self
        self.details = details
        present(details, animated: true) { [weak self] in self?.record("present.completion") }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        record("forPresented")
        guard style == .pop, let selected = selectedImage, let list = selected.superview else { return fade }
        transition.originFrame = list.convert(selected.frame, to: nil)
        transition.presenting = true
        selected.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        record("forDismissed")
        // The fade has no dismissal: nil, UIKit's built-in cover vertical.
        guard style == .pop else { return nil }
        transition.presenting = false
        return transition
    }
}

/// The herb's details (the book's `HerbDetailsViewController`): the herb's
/// picture filling the screen and a text panel with its name and
/// description (the book's `containerView`, faded by the first challenge).
/// A tap anywhere dismisses it.
@MainActor final class HerbDetailsController: UIViewController {
    let herb: BeginnerCookArt.Herb
    let imageView = UIImageView()
    let textPanel = UIView()
    private let log: (String) -> Void

    init(herb: BeginnerCookArt.Herb, log: @escaping (String) -> Void) {
        self.herb = herb
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("HerbDetailsController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.image = BeginnerCookArt.card(herb, size: view.bounds.size)
        view.addSubview(imageView)
        textPanel.frame = CGRect(x: 0, y: view.bounds.height - 170, width: view.bounds.width, height: 170)
        textPanel.backgroundColor = UIColor(white: 0, alpha: 0.55)
        let name = UILabel(frame: CGRect(x: 20, y: 16, width: textPanel.bounds.width - 40, height: 40))
        name.text = herb.name
        name.font = UIFont.boldSystemFont(ofSize: 30)
        name.textColor = .white
        let blurb = UILabel(frame: CGRect(x: 20, y: 60, width: textPanel.bounds.width - 40, height: 90))
        blurb.numberOfLines = 0
        blurb.text = herb.blurb
        blurb.font = UIFont.systemFont(ofSize: 17)
        blurb.textColor = .white
        textPanel.addSubview(name)
        textPanel.addSubview(blurb)
        view.addSubview(textPanel)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            self?.log("tap details")
            self?.presentingViewController?.dismiss(animated: true) { [weak self] in self?.log("dismiss.completion") }
        })
    }

    override func viewWillAppear(_ animated: Bool) { log("Details.willAppear") }
    override func viewDidAppear(_ animated: Bool) { log("Details.didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("Details.willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("Details.didDisappear") }
}
