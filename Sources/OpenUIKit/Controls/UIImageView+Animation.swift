import Foundation

/// Identifies one run of an image view's frame animation and hears its end
/// (the animation's delegate). It holds the view weakly.
@MainActor final class FrameAnimationToken: NSObject, CAAnimationDelegate {
    weak var view: UIImageView?
    init(view: UIImageView) { self.view = view }

    /// A finite animation that ran to its end stops the view's animating;
    /// an animation removed early was stopped by whoever removed it.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let view, view.frameAnimation === self else { return }
        view.frameAnimation = nil
        view.imageDidChange()
    }
}

extension UIImageView {
    /// The key of the frame animation `startAnimating()` adds to the layer.
    /// Not Apple API (UIKit's key is private).
    public static let frameAnimationKey = "UIImageViewFrameAnimation"

    /// The key of the looping animation an animated `image` adds to the layer.
    /// Not Apple API.
    public static let animatedImageKey = "UIImageViewAnimatedImage"

    /// The frame duration used when no duration is given: 1/30 s. Apple
    /// documents that `animationDuration` 0 (its default) means one thirtieth
    /// of a second per image
    /// (https://developer.apple.com/documentation/uikit/uiimageview/animationduration).
    public static let defaultFrameDuration: TimeInterval = 1.0 / 30.0

    /// Starts the frame animation (Apple's `startAnimating()`): a discrete
    /// keyframe animation of the layer's `"contents"` through the frames'
    /// pixels (`highlightedAnimationImages` when highlighted and set, else
    /// `animationImages`), each frame shown for an equal share of
    /// `animationDuration`, `animationRepeatCount` passes (0: forever). The
    /// layer keeps showing `image` underneath: it reappears when the
    /// animation ends or stops. Restarting replaces a running animation.
    ///
    /// Bad input: with no frames (nil or empty) nothing starts; frames
    /// without pixels are skipped; each reports a one-time diagnostic.
    public func startAnimating() {
        let source = isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
        guard let frames = source, !frames.isEmpty else {
            if source != nil {
                CGDiagnostics.reportOnce("UIImageView.startAnimating: animationImages is empty; nothing starts", about: self)
            }
            return
        }
        let duration = animationDuration > 0 ? animationDuration : Double(frames.count) * Self.defaultFrameDuration
        let repeats = animationRepeatCount == 0 ? Float.infinity : Float(animationRepeatCount)
        guard let animation = makeFrameAnimation(frames, duration: duration, repeatCount: repeats) else { return }
        let token = FrameAnimationToken(view: self)
        animation.delegate = token
        frameAnimation = token
        if let first = frames.first(where: { $0.cgImage != nil }) { layer.contentsScale = first.scale }
        layer.add(animation, forKey: Self.frameAnimationKey)
    }

    /// Stops the frame animation (Apple's `stopAnimating()`); the view shows
    /// `image` again.
    public func stopAnimating() {
        guard frameAnimation != nil else { return }
        frameAnimation = nil
        layer.removeAnimation(forKey: Self.frameAnimationKey)
        imageDidChange()
    }

    /// A discrete keyframe animation of `"contents"` through `frames`' pixels
    /// (templates tinted), `duration` per pass: values are the frames, key
    /// times 0, 1/n, …, 1 (n + 1 of them, as discrete mode takes). Nil, with
    /// a diagnostic, when no frame has pixels.
    func makeFrameAnimation(_ frames: [UIImage], duration: TimeInterval, repeatCount: Float) -> CAKeyframeAnimation? {
        let images = frames.compactMap { contentsImage(of: $0) }
        if images.count != frames.count {
            CGDiagnostics.reportOnce("UIImageView: \(frames.count - images.count) animation frame(s) without pixels are skipped",
                                     about: self)
        }
        guard !images.isEmpty else { return nil }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.calculationMode = .discrete
        animation.values = images
        let n = Double(images.count)
        animation.keyTimes = (0...images.count).map { NSNumber(value: Double($0) / n) }
        animation.duration = duration
        animation.repeatCount = repeatCount
        return animation
    }

    /// Adds or removes the endless loop of an animated image (Apple: an
    /// animated image loops while shown and cannot be started, stopped or
    /// given a repeat count). A zero duration is the frames × 1/30 s.
    func updateAnimatedImage(_ shown: UIImage?) {
        guard let frames = shown?.images, frames.count > 1 else {
            if layer.animation(forKey: Self.animatedImageKey) != nil { layer.removeAnimation(forKey: Self.animatedImageKey) }
            return
        }
        let d = shown!.duration > 0 ? shown!.duration : Double(frames.count) * Self.defaultFrameDuration
        guard let animation = makeFrameAnimation(frames, duration: d, repeatCount: .infinity) else { return }
        layer.add(animation, forKey: Self.animatedImageKey)
    }
}
