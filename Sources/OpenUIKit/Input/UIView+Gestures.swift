import Foundation

extension UIView {
    /// The view's gesture recognizers, in the order they were added (Apple's
    /// `gestureRecognizers`; nil when there are none). Setting it removes
    /// the old ones and adds the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for g in gestureRecognizerStorage { removeGestureRecognizer(g) }
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (moving it from the view it
    /// was attached to). It sees the touches that go down in the view and
    /// its subviews from then on (touches already down are not given to it).
    /// Differs from Apple's in not being overridable (Swift extensions cannot be).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`. A gesture in progress is cancelled (its
    /// actions run with `.cancelled`), a possible one fails, and it resets;
    /// doing so mid-gesture reports a one-time diagnostic. Not attached to
    /// this view: nothing happens. Differs from Apple's in not being overridable.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        if GestureArbiter.isParticipating(gestureRecognizer) {
            CGDiagnostics.reportOnce("UIView.removeGestureRecognizer: removed during a gesture; it is cancelled or fails, and resets")
            GestureArbiter.abandon(gestureRecognizer)
            if GestureArbiter.isParticipating(gestureRecognizer) { GestureArbiter.reset(gestureRecognizer) }
        }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
