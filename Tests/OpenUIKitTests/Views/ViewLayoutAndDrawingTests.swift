import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A view that lays out its one subview to fill its right half and counts passes.
final class HalfView: UIView {
    var passes = 0
    let right = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(right)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() {
        passes += 1
        right.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

/// A view that draws a filled rectangle in its top-left quarter.
final class QuarterView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2))
    }
}

final class CountingController: UIViewController {
    var log: [String] = []
    override func loadView() { log.append("loadView"); view = HalfView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillLayoutSubviews() { log.append("willLayout") }
    override func viewDidLayoutSubviews() { log.append("didLayout") }
}

@MainActor struct ViewLayoutAndDrawingTests {
    @Test func layoutRunsAtTheEndOfTheTurnOnce() {
        resetClock()
        let window = makeVisibleWindow()
        let half = HalfView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(half)
        MediaClock.advance(by: 0)
        let before = half.passes
        #expect(before >= 1 && half.right.frame == CGRect(x: 50, y: 0, width: 50, height: 40))
        half.frame.size.width = 200
        half.setNeedsLayout()
        #expect(half.passes == before)                      // deferred
        MediaClock.advance(by: 0)
        #expect(half.passes == before + 1 && half.right.frame.minX == 100)
        half.frame.size.width = 60
        half.layoutIfNeeded()                               // now
        #expect(half.passes == before + 2 && half.right.frame.minX == 30)
    }

    @Test func layoutIfNeededInsideABlockAnimatesTheNewFrames() {
        // Neuburg §31: change what layout reads, then animate layoutIfNeeded.
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 100))
        let half = HalfView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(half)
        MediaClock.advance(by: 0)
        half.frame.size.width = 300                          // the layout below moves `right`
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { half.layoutIfNeeded() })
        #expect(half.right.layer.animationKeys() == ["position", "bounds"])
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.5)
        // right: centre x from 75 to 225, width from 50 to 150.
        #expect(approx(shownCenter(half.right).x, 150, 1e-9))
        #expect(approx(half.right.layer.presentation()!.bounds.width, 100, 1e-9))
    }

    @Test func drawIsCalledWithTheCurrentContextAndPixelsShow() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 100, height: 100))
        let view = QuarterView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(view)
        MediaClock.advance(by: 0)
        #expect(view.draws == 1)
        let frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.isBlue(15, 15) && frame.isBlue(29, 29))
        #expect(!frame.isBlue(31, 31) && !frame.isBlue(15, 35))
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        MediaClock.advance(by: 0)
        #expect(view.draws == 2)                           // once per turn
        // A plain view has no backing store; contents set directly stay.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let ctx = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        plain.layer.contents = ctx.makeImage()
        window.addSubview(plain)
        MediaClock.advance(by: 0)
        #expect(plain.layer.contents != nil)
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).layer.contents == nil)
    }

    @Test func snapshotShowsWhatIsOnScreen() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 100, height: 100))
        let view = addCommittedView(frame: CGRect(x: 10, y: 10, width: 40, height: 40), to: window)
        view.backgroundColor = .red
        MediaClock.advance(by: 0)
        view.backgroundColor = .blue                        // not on screen yet
        let before = view.snapshotView(afterScreenUpdates: false)!
        let after = view.snapshotView(afterScreenUpdates: true)!
        #expect(before.bounds.size == CGSize(width: 40, height: 40))
        let first = (before.layer.contents as! CGImage).pixmap.pixel(x: 20, y: 20)!
        let second = (after.layer.contents as! CGImage).pixmap.pixel(x: 20, y: 20)!
        #expect(first.r == 255 && first.b == 0)
        #expect(second.b == 255 && second.r == 0)
    }

    @Test func controllerLifecycleAndRootView() {
        resetClock()
        let controller = CountingController()
        #expect(!controller.isViewLoaded && controller.log.isEmpty)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.rootViewController = controller
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.view.frame == window.bounds && controller.view.superview === window)
        #expect(controller.view.next === controller && controller.next === window)
        window.makeKeyAndVisible()
        MediaClock.advance(by: 0)
        #expect(controller.log.suffix(2) == ["willLayout", "didLayout"])
        #expect(window.isKeyWindow && UIApplication.shared.keyWindow === window)
        let child = UIViewController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        #expect(controller.children == [child] && child.parent === controller)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(controller.children.isEmpty && child.parent == nil)
    }
}

extension ViewLayoutAndDrawingTests {
    @Test func theAppDoesNotKeepWindowsAlive() {
        weak var gone: UIWindow?
        do {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            w.makeKeyAndVisible()
            gone = w
            #expect(UIApplication.shared.windows.contains { $0 === w } && UIApplication.shared.keyWindow === w)
        }
        #expect(gone == nil)
        #expect(!UIApplication.shared.windows.contains { $0 === gone })
    }
}

/// A view backed by a `CATiledLayer` that records the rectangles `draw(_:)` gets.
final class TiledDrawingView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var rects: [CGRect] = []
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        UIGraphicsGetCurrentContext()!.setFillColor(UIColor.blue.cgColor)
        UIGraphicsGetCurrentContext()!.fill(rect)
    }
}

@MainActor struct TiledViewDrawingTests {
    /// As UIKit does, a tiled layer's view draws each tile with the tile's
    /// rectangle (256 × 256 pixel tiles at scale 1), not its bounds.
    @Test func drawGetsEachTilesRectangle() {
        resetClock()
        let view = TiledDrawingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let renderer = CARenderer(size: CGSize(width: 300, height: 200))
        renderer.layer = view.layer
        renderer.beginFrame(atTime: CACurrentMediaTime())
        renderer.render()
        renderer.endFrame()
        #expect(view.rects.sorted { $0.minX < $1.minX }
                == [CGRect(x: 0, y: 0, width: 256, height: 200), CGRect(x: 256, y: 0, width: 44, height: 200)])
        #expect(view.layer.contents == nil)
    }
}
