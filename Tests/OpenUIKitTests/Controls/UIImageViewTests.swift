import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UIImageView: the image as layer contents (gravity, scale, tint), the
/// frame animation as a discrete contents keyframe animation with the
/// shown image at exact media times, animated images, and bad input.
@MainActor struct UIImageViewTests {
    @Test func imageBecomesTheLayerContentsAtItsScaleAndSizesTheView() {
        resetClock()
        let image = solidImage(.red, size: CGSize(width: 20, height: 10), scale: 2)
        let iv = UIImageView(image: image)
        #expect(iv.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect((iv.layer.contents as AnyObject?) === image.cgImage)
        #expect(iv.layer.contentsScale == 2)
        #expect(iv.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(iv.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 20, height: 10))
        #expect(!iv.isUserInteractionEnabled)
        iv.contentMode = .scaleAspectFit
        #expect(iv.layer.contentsGravity == .resizeAspect)
        iv.contentMode = .top
        #expect(iv.layer.contentsGravity == .bottom)
        iv.image = nil
        #expect(iv.layer.contents == nil)
        #expect(iv.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIImageView(frame: .zero).sizeThatFits(.zero) == .zero)
    }

    @Test func highlightedImageShowsWhileHighlighted() {
        resetClock()
        let normal = solidImage(.red), lit = solidImage(.blue)
        let iv = UIImageView(image: normal, highlightedImage: lit)
        iv.isHighlighted = true
        #expect((iv.layer.contents as AnyObject?) === lit.cgImage)
        iv.isHighlighted = false
        #expect((iv.layer.contents as AnyObject?) === normal.cgImage)
    }

    @Test func templateImageIsDrawnInTheTintColour() {
        resetClock()
        let iv = UIImageView(image: solidImage(.black, size: CGSize(width: 40, height: 40)).withRenderingMode(.alwaysTemplate))
        iv.tintColor = .red
        let window = showInWindow(iv, frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isRed(30, 30))
        #expect(frame.isWhite(5, 5))
        iv.tintColor = .blue
        MediaClock.advance(by: 0)
        #expect(renderWindow(window, at: CACurrentMediaTime()).isBlue(30, 30))
    }

    @Test func startAnimatingAddsADiscreteContentsKeyframeAnimation() {
        resetClock()
        let frames = [solidImage(.red), solidImage(.green), solidImage(.blue)]
        let iv = UIImageView(image: solidImage(.white))
        iv.animationImages = frames
        iv.animationDuration = 1
        iv.animationRepeatCount = 2
        iv.startAnimating()
        #expect(iv.isAnimating)
        let anim = iv.layer.animation(forKey: UIImageView.frameAnimationKey) as? CAKeyframeAnimation
        #expect(anim?.keyPath == "contents")
        #expect(anim?.calculationMode == .discrete)
        #expect(anim?.duration == 1)
        #expect(anim?.repeatCount == 2)
        #expect(anim?.values?.count == 3)
        #expect((anim?.values?[1] as AnyObject?) === frames[1].cgImage)
        #expect(anim?.keyTimes?.map(\.doubleValue) == [0, 1.0 / 3, 2.0 / 3, 1])
        // Duration 0: frames × 1/30 s; repeat count 0: forever.
        iv.animationDuration = 0
        iv.animationRepeatCount = 0
        iv.startAnimating()
        let again = iv.layer.animation(forKey: UIImageView.frameAnimationKey)
        #expect(approx(again?.duration ?? 0, 0.1))
        #expect(again?.repeatCount == .infinity)
        iv.stopAnimating()
        #expect(!iv.isAnimating)
        #expect(iv.layer.animation(forKey: UIImageView.frameAnimationKey) == nil)
    }

    @Test func framesShowAtTheirTimesThenTheImageReturns() {
        resetClock()
        let iv = UIImageView(image: solidImage(.white))
        iv.animationImages = [solidImage(.red), solidImage(.green), solidImage(.blue)]
        iv.animationDuration = 0.3
        iv.animationRepeatCount = 1
        iv.backgroundColor = .black
        let window = showInWindow(iv, frame: CGRect(x: 0, y: 0, width: 50, height: 50), background: .black)
        let t0 = CACurrentMediaTime()
        iv.startAnimating()
        MediaClock.advance(by: 0)                      // commits: the animation begins at t0
        #expect(renderWindow(window, at: t0 + 0.05).isRed(25, 25))
        #expect(renderWindow(window, at: t0 + 0.15).isGreen(25, 25))
        #expect(renderWindow(window, at: t0 + 0.25).isBlue(25, 25))
        MediaClock.advance(to: t0 + 0.2)
        #expect(iv.isAnimating)
        #expect((iv.layer.presentation()?.contents as AnyObject?) === iv.animationImages![2].cgImage)
        MediaClock.advance(to: t0 + 0.31)
        #expect(!iv.isAnimating)                       // a finite animation ends by itself
        #expect(renderWindow(window, at: t0 + 0.35).isWhite(25, 25))
    }

    @Test func highlightedAnimationImagesAreUsedWhileHighlighted() {
        resetClock()
        let iv = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        iv.animationImages = [solidImage(.red)]
        iv.highlightedAnimationImages = [solidImage(.blue), solidImage(.green)]
        iv.isHighlighted = true
        iv.startAnimating()
        let anim = iv.layer.animation(forKey: UIImageView.frameAnimationKey) as? CAKeyframeAnimation
        #expect((anim?.values?.first as AnyObject?) === iv.highlightedAnimationImages![0].cgImage)
        iv.highlightedAnimationImages = nil            // changing the frames in use stops the animation
        #expect(!iv.isAnimating)
    }

    @Test func animatedImageLoopsForeverWhileShown() {
        resetClock()
        let frames = [solidImage(.red), solidImage(.green)]
        let animated = UIImage.animatedImage(with: frames, duration: 0.5)!
        let iv = UIImageView(image: animated)
        let window = showInWindow(iv, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        let loop = iv.layer.animation(forKey: UIImageView.animatedImageKey)
        #expect(loop?.duration == 0.5)
        #expect(loop?.repeatCount == .infinity)
        #expect(!iv.isAnimating)                       // not started: it just loops
        #expect(renderWindow(window, at: t0 + 10.1).isRed(10, 10))
        #expect(renderWindow(window, at: t0 + 10.3).isGreen(10, 10))
        iv.image = solidImage(.blue)
        #expect(iv.layer.animation(forKey: UIImageView.animatedImageKey) == nil)
    }

    @Test func badInputIsDefined() {
        resetClock()
        let iv = UIImageView(image: solidImage(.white))
        let (_, messages) = CGDiagnostics.capture {
            iv.animationImages = []
            iv.startAnimating()
            iv.animationDuration = .nan
            iv.animationRepeatCount = -3
            iv.animationImages = [UIImage(), UIImage()]   // no pixels
            iv.startAnimating()
        }
        #expect(!iv.isAnimating)
        #expect(iv.animationDuration == 0)
        #expect(iv.animationRepeatCount == 0)
        #expect(messages.count == 4)
        // Frames without pixels are skipped; the others run.
        iv.animationImages = [UIImage(), solidImage(.red)]
        _ = CGDiagnostics.capture { iv.startAnimating() }
        #expect((iv.layer.animation(forKey: UIImageView.frameAnimationKey) as? CAKeyframeAnimation)?.values?.count == 1)
        // A zero-size image shows nothing and sizes the view to zero.
        let empty = UIImageView(image: UIImage())
        #expect(empty.frame.size == .zero)
        #expect(empty.layer.contents == nil)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }
}
