import Foundation

// UIKit keeps a stack of current graphics contexts per thread: a view's
// draw(_:) runs with its layer's context pushed, an image renderer pushes
// its context while its actions run, and the UIGraphics… functions, the
// colour setters and UIBezierPath's drawing methods all act on the top one.
// The stack lives in the thread's dictionary, so threads never see each
// other's contexts (as on Apple's platforms) and nothing is shared that
// Swift's concurrency checking would have to vouch for.

/// One entry of a thread's context stack: the context, and for image
/// contexts (`UIGraphicsBeginImageContextWithOptions`) the point scale and
/// opacity that the image made from it takes.
struct GraphicsStackEntry {
    let context: CGContext
    let imageScale: CGFloat?
    let opaque: Bool
}

/// The calling thread's stack of UIKit graphics contexts, innermost last.
final class GraphicsContextStack {
    var entries: [GraphicsStackEntry] = []

    private static let key = "OpenUIKit.GraphicsContextStack"

    /// The calling thread's stack, created on first use.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The current graphics context of the calling thread, or nil when none is
/// pushed (Apple's `UIGraphicsGetCurrentContext()`).
///
/// Inside a view's `draw(_:)`, an image renderer's actions or between
/// `UIGraphicsBeginImageContextWithOptions` and `UIGraphicsEndImageContext`
/// it is that context: y grows downwards from the top-left corner and one
/// unit is one point (the context is scaled by the drawing's scale).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the calling thread's current context until the matching
/// `UIGraphicsPopContext()` (Apple's `UIGraphicsPushContext(_:)`). The
/// context is drawn into as it is: UIKit does not flip it.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(GraphicsStackEntry(context: context, imageScale: nil, opaque: false))
}

/// Restores the context that was current before the last
/// `UIGraphicsPushContext(_:)` (Apple's `UIGraphicsPopContext()`). With an
/// empty stack it does nothing but report a diagnostic once.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.current
    guard !stack.entries.isEmpty else {
        CGDiagnostics.reportOnce("UIGraphicsPopContext: no context to pop; the call is ignored")
        return
    }
    stack.entries.removeLast()
}

/// Runs `body` with `context` pushed as the current UIKit context and pops
/// it afterwards, also when `body` throws. OpenUIKit's drawing code (view
/// drawing, image renderers) goes through here.
package func withUIGraphicsContext<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
    let stack = GraphicsContextStack.current
    stack.entries.append(GraphicsStackEntry(context: context, imageScale: nil, opaque: false))
    let depth = stack.entries.count
    defer {
        if stack.entries.count >= depth { stack.entries.removeSubrange((depth - 1)...) }
    }
    return try body()
}
