import Foundation

/// The running app (Apple's `UIApplication`): the list of windows and the
/// key window, the end of the responder chain.
@MainActor open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The app's windows, in the order they became visible or key. Held
    /// weakly, as on iOS, where the app keeps its window alive itself (an
    /// app delegate's `window` property): a window nobody holds goes away.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    /// The key window.
    open internal(set) weak var keyWindow: UIWindow?

    /// Whether the app ignores touches (false by default; stored only).
    open var isIgnoringInteractionEvents: Bool = false

    /// Hands out the shared app; use `UIApplication.shared`.
    override init() { super.init() }

    /// Called by `UIWindow.makeKeyAndVisible()`.
    func windowBecameVisible(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        if !windowRefs.contains(where: { $0.window === window }) { windowRefs.append(WeakWindow(window: window)) }
    }
}
