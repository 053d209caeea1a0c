import OpenUIKit

extension SceneContext {
    /// A visible window filling the canvas, for scenes built from views: the
    /// scene returns `window.layer`. The main screen becomes the canvas (its
    /// size, and the scale frames are rendered at, so that views draw their
    /// backing stores sharp), the window is kept alive for the run (a layer
    /// does not keep its view, its delegate, alive) and becomes the key window.
    /// The main screen is put back when the run ends.
    public func makeWindow(background: UIColor = UIColor(cgColor: Palette.paper)) -> UIWindow {
        let screen = UIScreen.main
        onTearDown { UIScreen.main = screen }
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = background
        window.makeKey()
        window.isHidden = false
        keepAlive(window)
        return window
    }
}
