import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UIButton: per-state content with the .normal fallback, the types'
/// colours, the .system highlight dimming, sizes and layout, pixels.
@MainActor struct UIButtonTests {
    @Test func perStateContentFallsBackToNormal() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.currentTitle == "Play")
        #expect(button.titleLabel?.text == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        let image = solidImage(.red), background = solidImage(.blue)
        button.setImage(image, for: .normal)
        button.setBackgroundImage(background, for: .normal)
        #expect(button.currentImage === image)
        #expect(button.currentBackgroundImage === background)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate)   // .system tints images
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test func titleColoursFollowTheTypeAndState() {
        let system = UIButton(type: .system)
        system.setTitle("A", for: .normal)
        #expect(system.currentTitleColor == UIColor.systemBlue)
        system.tintColor = .red
        #expect(system.titleLabel?.textColor == UIColor.red)
        system.isEnabled = false
        #expect(system.currentTitleColor == UIColor.systemGray)
        let custom = UIButton(type: .custom)
        #expect(custom.currentTitleColor == UIColor.white)
        custom.setTitleColor(.green, for: .normal)
        custom.setTitleColor(.red, for: .highlighted)
        custom.isHighlighted = true
        #expect(custom.titleLabel?.textColor == UIColor.red)
        custom.isHighlighted = false
        #expect(custom.titleLabel?.textColor == UIColor.green)
    }

    @Test func systemButtonDimsWhileHighlighted() {
        resetClock()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let window = showInWindow(button, frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        window.touchDown(at: CGPoint(x: 100, y: 70))
        #expect(approx(button.titleLabel!.alpha, UIButton.systemHighlightedAlpha, 1e-6))
        #expect(UIButton.systemHighlightedAlpha == 0.2)
        window.touchUp()
        #expect(button.titleLabel?.alpha == 1)
        let custom = UIButton(type: .custom)
        custom.isHighlighted = true
        #expect(custom.titleLabel?.alpha == 1)
    }

    @Test func intrinsicSizeIsImagePlusTitlePlusInsets() {
        let button = UIButton(type: .system)
        button.setTitle("Hello", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == title)
        button.setImage(solidImage(.red, size: CGSize(width: 20, height: 30)), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width + 20, height: 40))
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        let (_, messages) = CGDiagnostics.capture { button.contentEdgeInsets.left = .infinity }
        #expect(button.contentEdgeInsets == .zero)
        #expect(messages.count == 1)
    }

    @Test func contentIsCentredImageFirst() {
        resetClock()
        let button = UIButton(type: .custom)
        button.setTitle("Hi", for: .normal)
        button.setImage(solidImage(.red, size: CGSize(width: 20, height: 20)), for: .normal)
        let window = showInWindow(button, frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let title = button.titleLabel!.intrinsicContentSize
        let left = (200 - 20 - title.width) / 2
        #expect(approx(button.imageView!.frame.minX, left))
        #expect(button.imageView!.frame.midY == 30)
        #expect(approx(button.titleLabel!.frame.minX, left + 20))
        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        MediaClock.advance(by: 0)
        #expect(button.imageView!.frame.minX == 8)
        _ = window
    }

    @Test func systemTitleIsDrawnInTheTintAndTheBackgroundImageFills() {
        resetClock()
        let button = UIButton(type: .system)
        button.setTitle("MMMM", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.tintColor = .red
        button.setBackgroundImage(solidImage(.blue, size: CGSize(width: 4, height: 4)), for: .normal)
        let window = showInWindow(button, frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isBlue(3, 3) && frame.isBlue(196, 56))
        #expect(frame.redCount(0..<200, 0..<60) > 50)
        #expect(frame.isWhite(100, 100))
    }
}
