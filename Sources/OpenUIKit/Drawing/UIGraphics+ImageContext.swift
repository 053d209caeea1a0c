import Foundation

// Bitmap contexts for UIKit drawing. They follow the convention CALayer's
// backing stores use (CALayer+Drawing.swift): y grows downwards from the
// top-left corner and one unit is one point, the bitmap being `scale` pixels
// per point.

/// The largest bitmap side UIKit drawing creates, in pixels (Raster's limit).
let maxImageContextSide = 16_384

/// A y-down bitmap context of `size` points at `scale` whose user space
/// starts at `origin`, or nil (with a one-time diagnostic naming `function`)
/// when the size is empty, not finite or too large.
func makeImageContext(size: CGSize, scale: CGFloat, opaque: Bool, origin: CGPoint = .zero,
                      _ function: String) -> CGContext? {
    guard size.width.isFinite, size.height.isFinite, origin.x.isFinite, origin.y.isFinite else {
        CGDiagnostics.reportOnce("\(function): size \(size) is not finite; no image")
        return nil
    }
    let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
    guard w >= 1, h >= 1 else {
        CGDiagnostics.reportOnce("\(function): size \(size) at scale \(scale) has no pixels; no image")
        return nil
    }
    guard w <= CGFloat(maxImageContextSide), h <= CGFloat(maxImageContextSide) else {
        CGDiagnostics.reportOnce("\(function): \(Int(w)) × \(Int(h)) pixels is too large; no image")
        return nil
    }
    let info = opaque ? CGImageAlphaInfo.noneSkipLast : CGImageAlphaInfo.premultipliedLast
    guard let context = CGContext(data: nil, width: Int(w), height: Int(h), bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue) else { return nil }
    context.translateBy(x: 0, y: h)
    context.scaleBy(x: scale, y: -scale)
    context.translateBy(x: -origin.x, y: -origin.y)
    return context
}

/// The main screen's scale as UIKit drawing sees it: what a scale of 0 in
/// `UIGraphicsBeginImageContextWithOptions` and the default image renderer
/// format stand for — `UIScreen.main.scale`, read from any thread (drawing
/// is not tied to the main actor; the screen publishes its scale here).
var mainScreenDrawingScale: CGFloat { UIScreen.publishedMainScale.withLock { $0 } }

/// The scale a UIKit drawing uses for a requested `scale`: 0 (and only 0)
/// means the main screen's scale (`mainScreenDrawingScale`); negative or
/// non-finite values are replaced by 1 with a one-time diagnostic.
func resolvedDrawingScale(_ scale: CGFloat, _ function: String) -> CGFloat {
    if scale == 0 { return mainScreenDrawingScale }
    return UIImage.validScale(scale, function)
}

/// Pushes a new bitmap context of `size` points as the current context
/// (Apple's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`).
///
/// `opaque` makes a bitmap without alpha (its pixels start black); `scale`
/// is pixels per point, 0 meaning the main screen's scale — 1 in OpenUIKit,
/// which has no physical screen. The context is y-down with the origin at
/// the top left, in points. For an empty, non-finite or too large size
/// Apple's fails on a later call; here no context is pushed and a one-time
/// diagnostic is reported, so `UIGraphicsGetCurrentContext()` stays as it
/// was and `UIGraphicsGetImageFromCurrentImageContext()` returns nil.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let name = "UIGraphicsBeginImageContextWithOptions"
    let s = resolvedDrawingScale(scale, name)
    guard let context = makeImageContext(size: size, scale: s, opaque: opaque, name) else { return }
    GraphicsContextStack.current.entries.append(GraphicsStackEntry(context: context, imageScale: s, opaque: opaque))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)` (Apple's
/// `UIGraphicsBeginImageContext(_:)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what was drawn in the current image context so far (Apple's
/// `UIGraphicsGetImageFromCurrentImageContext()`), at that context's scale;
/// nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let scale = entry.imageScale,
          let cgImage = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
}

/// Pops the current image context (Apple's `UIGraphicsEndImageContext()`).
/// When the current context is not an image context nothing is popped and
/// a one-time diagnostic is reported.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let entry = stack.entries.last, entry.imageScale != nil else {
        CGDiagnostics.reportOnce("UIGraphicsEndImageContext: the current context is not an image context; nothing is ended")
        return
    }
    stack.entries.removeLast()
}
