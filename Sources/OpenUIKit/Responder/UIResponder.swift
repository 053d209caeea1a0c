import Foundation

/// An object that can respond to events and take part in the responder chain
/// (Apple's `UIResponder`). Views, view controllers, windows and the
/// application are responders; an event a responder does not handle goes to
/// its `next` responder.
///
/// Touches reach a responder through `touchesBegan(_:with:)` and its three
/// siblings: the window delivers each touch to the view hit-tested when it
/// went down (see Input/TouchDispatcher.swift), and the default of each
/// method passes the call on to `next`, as UIKit's does.
@MainActor open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain: a view's view controller (when it is
    /// the controller's root view) or its superview, a controller's view's
    /// superview, a window's application. nil for a plain responder.
    open var next: UIResponder? { nil }

    /// Whether this responder can become the first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Asks to become the first responder: succeeds (returns true) when
    /// `canBecomeFirstResponder` is true and the current first responder
    /// agrees to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns false when
    /// `canResignFirstResponder` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    // MARK: Touches (delivered by Input/TouchDispatcher.swift)

    /// Tells the responder that fingers went down (Apple's
    /// `touchesBegan(_:with:)`). `touches` are the touches of this view that
    /// began in `event`; `event.allTouches` has all the fingers down. The
    /// default passes the call to `next`, as UIKit does; a view that handles
    /// touches overrides all four methods without calling super.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that fingers moved (Apple's `touchesMoved(_:with:)`).
    /// The default passes the call to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that fingers lifted (Apple's `touchesEnded(_:with:)`).
    /// The default passes the call to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches were cancelled (Apple's
    /// `touchesCancelled(_:with:)`): a gesture recognizer took them
    /// (`cancelsTouchesInView`), the window was hidden, the view left the
    /// window, or the input source cancelled them. The default passes the
    /// call to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// The current first responder (one for the process: there is one key window).
    static weak var firstResponder: UIResponder?
}
