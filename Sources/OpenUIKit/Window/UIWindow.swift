import Foundation

/// The root of a view hierarchy shown on the screen (Apple's `UIWindow`).
///
/// A window shows its layer tree through a `CARenderer` of its size (at the
/// screen's scale): once the window is visible (`makeKeyAndVisible()`,
/// `isHidden = false`) and the transaction commits, its layers are "in the
/// interface", where property changes run their actions. `renderer` (not
/// Apple API) draws frames of it: `renderer.beginFrame(atTime:)`,
/// `render()`, `endFrame()`, `makeImage()`.
@MainActor open class UIWindow: UIView {
    /// The renderer that displays the window's layer, made at the window's
    /// size when first asked for (it keeps that size: after a simulated
    /// rotation it draws the same part of the screen). Not Apple API.
    public private(set) lazy var renderer: CARenderer = makeRenderer()

    /// The window's root view controller: its view fills the window and is
    /// the window's first subview (replacing the previous controller's view).
    ///
    /// Appearance, as on iOS: while the window is visible, a new root gets
    /// `viewWillAppear(false)` when it is installed and `viewDidAppear(false)`
    /// at the end of the turn (after the commit that shows it); the root it
    /// replaces gets `viewWillDisappear(false)` and `viewDidDisappear(false)`.
    /// A window with a root that becomes visible (`makeKeyAndVisible()`,
    /// `isHidden = false`) makes the root appear the same way; hiding it
    /// makes the root disappear.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                let shown = rootAppearance.isShown(old)
                if shown { old.viewWillDisappear(false) }
                old.view.removeFromSuperview()
                if shown { rootAppearance.disappeared(old) }
            }
            if let controller = rootViewController {
                install(controller)
                if !isHidden { rootAppearance.appear(controller) }
            }
        }
    }

    /// The appearance state of the root controller.
    private let rootAppearance = RootAppearance()

    /// `isHidden` changed: the root controller appears or disappears.
    func visibilityDidChange() {
        guard let controller = rootViewController else { return }
        if isHidden {
            guard rootAppearance.isShown(controller) else { return }
            controller.viewWillDisappear(false)
            rootAppearance.disappeared(controller)
        } else if !rootAppearance.isShown(controller) {
            rootAppearance.appear(controller)
        }
    }

    /// The coordinator of the size change under way (a simulated rotation), if any.
    var sizeTransitionCoordinator: TransitionCoordinator?

    /// The window's level: windows of higher levels show above lower ones (stored only).
    open var windowLevel: UIWindow.Level = .normal

    /// Whether this is the key window (the one that gets keyboard and other
    /// non-touch events).
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Creates a window covering `frame`; windows start hidden, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window covering the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// See `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Makes the window the key window and shows it: it becomes visible, its
    /// layer tree joins the interface at the next commit.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        UIApplication.shared.windowBecameVisible(self)
        _ = renderer
    }

    /// Makes the window the key window.
    open func makeKey() {
        UIApplication.shared.keyWindow = self
        UIApplication.shared.windowBecameVisible(self)
    }

    /// A window is the top of its hierarchy: converting to nil converts to
    /// the screen, which is the window's frame's space.
    open override var next: UIResponder? { UIApplication.shared }

    private func makeRenderer() -> CARenderer {
        let size = bounds.size
        let renderer = CARenderer(size: CGSize(width: max(size.width, 1), height: max(size.height, 1)),
                                  scale: UIScreen.main.scale)
        renderer.layer = layer
        return renderer
    }

    private func install(_ controller: UIViewController) {
        let view = controller.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }

    /// Which root controller has appeared (or is appearing), and its
    /// pending `viewDidAppear`.
    @MainActor private final class RootAppearance {
        private weak var shown: UIViewController?
        private var pendingDidAppear: MediaClockEvent?

        func isShown(_ controller: UIViewController) -> Bool { shown === controller }

        /// `viewWillAppear(false)` now, `viewDidAppear(false)` at the end of the turn.
        func appear(_ controller: UIViewController) {
            pendingDidAppear?.cancel()
            shown = controller
            controller.viewWillAppear(false)
            pendingDidAppear = MediaClock.schedule(at: CACurrentMediaTime()) { [weak self, weak controller] in
                self?.pendingDidAppear = nil
                controller?.viewDidAppear(false)
            }
        }

        /// The controller's view left the screen: `viewDidDisappear(false)`
        /// (an appearance still pending is dropped).
        func disappeared(_ controller: UIViewController) {
            pendingDidAppear?.cancel()
            pendingDidAppear = nil
            shown = nil
            controller.viewDidDisappear(false)
        }
    }

    /// A window's level (Apple's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// Creates a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary windows (0).
        public static let normal = Level(rawValue: 0)
        /// The status bar (1000).
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts (2000).
        public static let alert = Level(rawValue: 2000)
    }
}
