import Foundation

/// The current UIKit context, or nil with a one-time diagnostic naming `function`.
private func currentContext(_ function: String) -> CGContext? {
    guard let context = UIGraphicsGetCurrentContext() else {
        CGDiagnostics.reportOnce("\(function): no current graphics context; nothing is drawn")
        return nil
    }
    return context
}

/// Fills `rect` with the current fill colour (Apple's `UIRectFill(_:)`),
/// in the `.copy` blend mode as Apple's does (the colour replaces what is
/// there, alpha included).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour in `blendMode` (Apple's
/// `UIRectFillUsingBlendMode(_:_:)`).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentContext("UIRectFill") else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame one point wide just inside `rect` with the current fill
/// colour (Apple's `UIRectFrame(_:)`), in the `.copy` blend mode.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame inside `rect` in `blendMode` (Apple's
/// `UIRectFrameUsingBlendMode(_:_:)`): the four edge strips are filled.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentContext("UIRectFrame") else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let t = min(1, r.height / 2), l = min(1, r.width / 2)
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: t),
                  CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
                  CGRect(x: r.minX, y: r.minY + t, width: l, height: r.height - 2 * t),
                  CGRect(x: r.maxX - l, y: r.minY + t, width: l, height: r.height - 2 * t)])
    context.restoreGState()
}

/// Intersects the current context's clipping area with `rect` (Apple's `UIRectClip(_:)`).
public func UIRectClip(_ rect: CGRect) {
    currentContext("UIRectClip")?.clip(to: rect)
}
