import Foundation

// The layout of a navigation controller's view: the bar (44 points at the
// top, or just above the top when hidden) and the content view (the rest).

extension UINavigationController {
    /// The frames of the bar and the content view for the bar shown or hidden.
    private func navigationFrames(barHidden hidden: Bool, in bounds: CGRect) -> (bar: CGRect, content: CGRect) {
        let height = UINavigationBar.standardHeight
        let bar = CGRect(x: 0, y: hidden ? -height : 0, width: bounds.width, height: height)
        let top = hidden ? 0 : height
        let content = CGRect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
        return (bar, content)
    }

    /// Places the bar and the content view for the current size and
    /// `isNavigationBarHidden` (the top controller's view follows the content
    /// view through its autoresizing mask).
    func layoutNavigationViews() {
        guard let view = viewIfLoaded, let contentView else { return }
        // Leave an animated hide/show alone while it runs.
        if navigationBar.layer.animationKeys()?.isEmpty == false { return }
        let frames = navigationFrames(barHidden: barHidden, in: view.bounds)
        navigationBar.frame = frames.bar
        navigationBar.isHidden = barHidden
        contentView.frame = frames.content
    }

    /// Puts a controller's view in the content view, filling it.
    func install(_ view: UIView, in content: UIView) {
        view.frame = content.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== content { content.addSubview(view) }
    }

    func performSetNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard animated, let view = viewIfLoaded, let contentView else {
            layoutNavigationViews()
            return
        }
        let frames = navigationFrames(barHidden: hidden, in: view.bounds)
        navigationBar.isHidden = false
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.curveEaseInOut],
                       animations: {
                           self.navigationBar.frame = frames.bar
                           contentView.frame = frames.content
                       }, completion: { _ in
                           if self.barHidden == hidden { self.navigationBar.isHidden = hidden }
                       })
    }
}
