import OpenUIKit

extension SceneContext {
    /// A visible window filling the canvas, for scenes built from views: the
    /// scene returns `window.layer`. The main screen becomes the canvas (its
    /// size, and the scale frames are rendered at, so that views draw their
    /// backing stores sharp), the window is kept alive for the run (a layer
    /// does not keep its view, its delegate, alive) and becomes the key window.
    /// The main screen is put back as it was when the run ends, so code run
    /// after the scene (other scenes, tests) sees the screen it expects.
    /// `screen`, when given, is the screen's (and window's) size instead of
    /// the canvas's: the scene then places `window.layer` in its own layers
    /// (a device drawn around it).
    public func makeWindow(background: UIColor = UIColor(cgColor: Palette.paper), screen: CGSize? = nil) -> UIWindow {
        let previous = UIScreen.main
        atEnd { UIScreen.main = previous }
        let screenSize = screen ?? size
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        window.backgroundColor = background
        window.makeKey()
        window.isHidden = false
        keepAlive(window)
        // The run ends the way an app that quits ends: property animators
        // and animations still running are dropped and no completion block
        // runs. (Removing them
        // the ordinary way would call each block with `false`, and the books'
        // endless loops — clouds drifting across the screen — start the next
        // animation from it, on views about to lose their window.) Dropping
        // them also lets the scene go: a view animation's delegate holds the
        // block's completion, which holds the views.
        atEnd { [weak window] in
            UIViewPropertyAnimator.discardAll()
            var pending = window.map { [$0.layer] } ?? []
            while let layer = pending.popLast() {
                layer.discardAllAnimations()
                pending.append(contentsOf: layer.sublayers ?? [])
            }
            CATransaction.flush()
        }
        return window
    }
}
