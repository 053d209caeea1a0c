import Foundation

/// An object that can respond to events and take part in the responder chain
/// (Apple's `UIResponder`). Views, view controllers, windows and the
/// application are responders; an event a responder does not handle goes to
/// its `next` responder.
///
/// Touch delivery (`touchesBegan(_:with:)` and the rest) is declared with the
/// touch types in UITouch.swift.
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

    /// The current first responder (one for the process: there is one key window).
    static weak var firstResponder: UIResponder?
}
