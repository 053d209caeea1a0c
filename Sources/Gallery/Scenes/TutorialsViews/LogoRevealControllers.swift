import OpenUIKit

/// The Logo Reveal scene's callback log, shared by its controllers, their
/// navigation controller delegate and the animator. Not Apple API.
@MainActor final class LogoRevealLog {
    private(set) var events: [String] = []
    private var seen = 0

    func record(_ event: String) { events.append(event) }

    /// The events since the previous call.
    func take() -> [String] {
        defer { seen = events.count }
        return Array(events[seen...])
    }
}

/// The start screen (the book's `MasterViewController`): the leaf logo on
/// a night-blue field. It is its navigation controller's delegate (set in
/// `viewDidLoad`, as the book does) and vends its one `RevealAnimator` for
/// both operations, after setting the animator's `operation`. A tap
/// anywhere pushes the packing list.
@MainActor final class LogoRevealMasterController: UIViewController, UINavigationControllerDelegate {
    /// Where the logo's centre sits in the view (the content area below the bar).
    static let logoCenter = CGPoint(x: 180, y: 250)

    let log = LogoRevealLog()
    let transition = RevealAnimator()
    /// The logo: a shape layer on the view's layer (the book's `logo`).
    let logo = LogoRevealArt.logoLayer()
    /// The controller pushed on a tap, made on the first tap.
    private(set) var detail: LogoRevealDetailController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Start"
        view.backgroundColor = LogoRevealArt.night
        let backdrop = SketchView(frame: view.bounds, sketch: LogoRevealArt.startBackdrop(logoCenter: Self.logoCenter))
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)
        logo.position = Self.logoCenter
        view.layer.addSublayer(logo)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.didTap() })
        transition.log = { [weak log] in log?.record($0) }
        navigationController?.delegate = self
    }

    /// The book's `didTap`: push the packing list (its segue).
    func didTap() {
        log.record("tap start")
        let detail = self.detail ?? LogoRevealDetailController(log: log)
        self.detail = detail
        navigationController?.pushViewController(detail, animated: true)
    }

    override func viewWillAppear(_ animated: Bool) { log.record("Start.willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.record("Start.didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("Start.willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("Start.didDisappear") }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        log.record("animationFor(\(operation == .push ? "push" : "pop"))")
        transition.operation = operation
        return transition
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.record("willShow(\(viewController.title ?? "?"))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.record("didShow(\(viewController.title ?? "?"))")
    }
}

/// The pushed screen (the book's `DetailViewController`): a vacation
/// packing list of stacked coloured cards. A tap pops it (the book's back
/// button; this navigation bar has none).
@MainActor final class LogoRevealDetailController: UIViewController {
    let log: LogoRevealLog

    init(log: LogoRevealLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "Packing List"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("List.didLoad")
        view.backgroundColor = LogoRevealArt.paper
        let list = SketchView(frame: view.bounds, sketch: LogoRevealArt.packingList)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            self?.log.record("tap list")
            self?.navigationController?.popViewController(animated: true)
        })
    }

    override func viewWillAppear(_ animated: Bool) { log.record("List.willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.record("List.didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("List.willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("List.didDisappear") }
}
