import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A view that logs its hierarchy callbacks.
@MainActor final class LoggingView: UIView {
    var log: [String] = []
    let name: String
    init(_ name: String, log sink: @escaping (String) -> Void = { _ in }) {
        self.name = name
        self.sink = sink
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    let sink: (String) -> Void
    private func note(_ s: String) { log.append(s); sink("\(name).\(s)") }
    override func willMove(toSuperview newSuperview: UIView?) { note("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { note("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { note("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { note("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { note("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview") }
}

@MainActor struct ViewHierarchyTests {
    @Test func addAndRemoveCallTheCallbacksInApplesOrder() {
        resetClock()
        var all: [String] = []
        let window = makeVisibleWindow()
        let parent = LoggingView("parent") { all.append($0) }
        window.addSubview(parent)
        let child = LoggingView("child") { all.append($0) }
        all = []
        parent.addSubview(child)
        #expect(all == ["child.willMoveToSuperview(view)", "child.willMoveToWindow(window)", "child.didMoveToWindow",
                        "child.didMoveToSuperview", "parent.didAddSubview"])
        all = []
        child.removeFromSuperview()
        #expect(all == ["parent.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                        "child.didMoveToWindow", "child.didMoveToSuperview"])
        #expect(child.superview == nil && child.window == nil && child.layer.superlayer == nil)
    }

    @Test func subviewOrderIsTheLayersOrder() {
        let parent = UIView(frame: .zero)
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        let extra = CALayer()                          // a layer added directly stays below later subviews
        parent.addSubview(a)
        parent.layer.addSublayer(extra)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews == [c, d, a, b])
        #expect(parent.layer.sublayers! == [c.layer, d.layer, a.layer, extra, b.layer])
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, d, a, c])
        #expect(parent.layer.sublayers!.last === c.layer && parent.layer.sublayers!.first === b.layer)
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [c, d, a, b])
        #expect(parent.layer.sublayers!.filter { $0 !== extra } == [c.layer, d.layer, a.layer, b.layer])
        parent.addSubview(d)                           // re-adding moves to the front
        #expect(parent.subviews == [c, a, b, d])
    }

    @Test func cyclesAndBadIndicesAreRefused() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let (_, messages) = CGDiagnostics.capture {
            b.addSubview(a)
            a.addSubview(a)
            a.exchangeSubview(at: 0, withSubviewAt: 5)
        }
        #expect(messages.count == 3)
        #expect(a.superview == nil && b.superview === a && a.subviews == [b])
    }

    @Test func viewWithTagSearchesTheViewFirstThenDepthFirst() {
        let root = UIView(), a = UIView(), b = UIView(), a1 = UIView()
        root.addSubview(a); root.addSubview(b); a.addSubview(a1)
        a1.tag = 7; b.tag = 7
        #expect(root.viewWithTag(7) === a1)
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(99) == nil)
    }

    @Test func theViewIsItsLayersDelegateAndLayerClassIsUsed() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let v = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.layer is CAShapeLayer)
        #expect(v.layer.delegate === v)
        let plain = UIView()
        #expect(plain.layer.delegate === plain)
    }
}
