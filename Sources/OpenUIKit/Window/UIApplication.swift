import Foundation

/// The running app (Apple's `UIApplication`): the list of windows and the
/// key window, the end of the responder chain.
@MainActor open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The app's windows, in the order they became visible or key.
    open internal(set) var windows: [UIWindow] = []

    /// The key window.
    open internal(set) weak var keyWindow: UIWindow?

    /// Whether the app ignores touches (false by default; stored only).
    open var isIgnoringInteractionEvents: Bool = false

    /// Hands out the shared app; use `UIApplication.shared`.
    override init() { super.init() }

    /// Called by `UIWindow.makeKeyAndVisible()`.
    func windowBecameVisible(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
}
