import Foundation

extension UIColor {
    /// Makes the colour the fill and stroke colour of the current UIKit
    /// context (Apple's `set()`). Without a current context it does nothing
    /// (Apple's logs an invalid-context message; here a one-time diagnostic).
    public func set() {
        guard let context = UIColor.currentContext("set") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    /// Makes the colour the fill colour of the current UIKit context
    /// (Apple's `setFill()`); see `set()` for the no-context case.
    public func setFill() {
        UIColor.currentContext("setFill")?.setFillColor(cgColor)
    }

    /// Makes the colour the stroke colour of the current UIKit context
    /// (Apple's `setStroke()`); see `set()` for the no-context case.
    public func setStroke() {
        UIColor.currentContext("setStroke")?.setStrokeColor(cgColor)
    }

    private static func currentContext(_ method: String) -> CGContext? {
        guard let context = UIGraphicsGetCurrentContext() else {
            CGDiagnostics.reportOnce("UIColor.\(method)(): no current graphics context; the call is ignored")
            return nil
        }
        return context
    }
}
