import Foundation

extension UIWindow {
    /// The duration of a simulated rotation's animation by default: 0.4 s,
    /// what UIKit's coordinator reports for a quarter turn on an iPhone.
    public static let simulatedRotationDuration: TimeInterval = 0.4

    /// Not Apple API: simulates the device turning so that the interface
    /// takes the size `size` (a rotation between portrait and landscape
    /// when the longer side changes; any other new size is a plain size
    /// change, as when a split view resizes an app). On iOS the device's
    /// sensors start it; here scenes and tests script it.
    ///
    /// What UIKit does, in this order, all in the current turn:
    /// 1. `UIScreen.main.bounds` takes the new size when the window covers
    ///    the screen (the screen's coordinates follow the interface since iOS 8);
    /// 2. the root view controller, and the controllers it presents, get
    ///    `viewWillTransition(to:with:)` (the default implementation forwards
    ///    to children); the coordinator's `transitionDuration` is `duration`,
    ///    its `completionCurve` `.easeInOut`, its `targetTransform` a quarter
    ///    turn (+π/2 to landscape, −π/2 back to portrait) or identity, its
    ///    `containerView` the window; `transitionCoordinator` answers it
    ///    until the end;
    /// 3. in one `UIView.animate` block of `duration`, ease-in-ease-out: the
    ///    window takes the new size about its top-left corner (its bounds
    ///    animate, its centre moves at once, as the screen's coordinates
    ///    turn with the device), the views inside follow by autoresizing and
    ///    constraints (`layoutIfNeeded()`), and the alongside blocks run;
    /// 4. for a quarter turn, the window's layer also turns from
    ///    `targetTransform` inverted to its own transform over the same
    ///    time and curve: the interface starts where the turned device left
    ///    it and ends upright;
    /// 5. when the animation ends, the coordinator's completion blocks run.
    ///
    /// A size that is not finite and positive, a negative or non-finite
    /// duration, and a call while another size change is under way are
    /// refused with a diagnostic. The window's `renderer` keeps its size.
    public func simulateRotation(to size: CGSize, duration: TimeInterval = UIWindow.simulatedRotationDuration) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            CGDiagnostics.report("UIWindow.simulateRotation(to: \(size)): not a finite, positive size; ignored")
            return
        }
        guard duration.isFinite, duration >= 0 else {
            CGDiagnostics.report("UIWindow.simulateRotation(duration: \(duration)): not a finite duration ≥ 0; ignored")
            return
        }
        guard sizeTransitionCoordinator == nil else {
            CGDiagnostics.report("UIWindow.simulateRotation(to: \(size)): a size change is under way; ignored")
            return
        }
        let old = bounds.size
        let turns = (old.width > old.height) != (size.width > size.height)
        let angle: CGFloat = turns ? (size.width > size.height ? .pi / 2 : -.pi / 2) : 0
        let targetTransform = CGAffineTransform(rotationAngle: angle)
        let coordinator = TransitionCoordinator(sizeChange: .init(duration: duration, targetTransform: targetTransform,
                                                                  containerView: self))
        sizeTransitionCoordinator = coordinator

        if UIScreen.main.bounds.size == old { UIScreen.main.bounds = CGRect(origin: .zero, size: size) }
        var controller = rootViewController
        while let c = controller {
            c.viewWillTransition(to: size, with: coordinator)
            controller = c.presentedViewController
        }

        let origin = frame.origin
        UIView.performWithoutAnimation {
            center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
            self.bounds.size = size
            self.layoutIfNeeded()
            coordinator.beginAnimations()
        }, completion: { [weak self] _ in
            self?.sizeTransitionCoordinator = nil
            coordinator.end()
        })
        if angle != 0, duration > 0 {
            let own = layer.transform
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = CATransform3DConcat(own, CATransform3DMakeAffineTransform(targetTransform.inverted()))
            turn.toValue = own
            turn.duration = duration
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(turn, forKey: "simulatedRotation")
        }
    }
}
