import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

@MainActor struct ViewGeometryTests {
    @Test func frameBoundsCenterAndTransformAreTheLayers() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45) && v.layer.position == v.center)
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))     // about the centre (60, 45)
        #expect(v.layer.transform.m11 == 2)
        v.alpha = 0.25
        #expect(v.layer.opacity == 0.25)
        v.clipsToBounds = true
        #expect(v.layer.masksToBounds)
        let (_, messages) = CGDiagnostics.capture {
            v.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            v.center = CGPoint(x: CGFloat.infinity, y: 0)
        }
        #expect(messages.count == 2 && v.center == CGPoint(x: 60, y: 45))
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        a.autoresizingMask = [.flexibleWidth]
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        b.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]   // left 10, right 70
        let c = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        c.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]   // 10, 20, 70
        for v in [a, b, c] { parent.addSubview(v) }
        parent.frame.size = CGSize(width: 200, height: 200)
        #expect(a.frame == CGRect(x: 10, y: 10, width: 120, height: 20))
        #expect(b.frame == CGRect(x: 22.5, y: 10, width: 20, height: 20))     // 10 + 100 · 10/80
        #expect(c.frame == CGRect(x: 10, y: 20, width: 20, height: 40))
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 50, height: 50)
        #expect(a.frame.width == 120)
    }

    @Test func conversionGoesThroughTheWindow() {
        resetClock()
        let window = makeVisibleWindow()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(a); a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 16))
        #expect(b.convert(CGPoint(x: 16, y: 16), from: nil) == CGPoint(x: 1, y: 1))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: b) == CGRect(x: -5, y: -5, width: 2, height: 2))
        a.bounds.origin = CGPoint(x: 5, y: 0)                      // scrolling the content
        #expect(b.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: 15))
    }

    @Test func hitTestFindsTheDeepestInteractiveView() {
        final class Wide: UIView {      // a user class: its own point(inside:) is called
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let wide = Wide(frame: CGRect(x: 70, y: 70, width: 10, height: 10))
        root.addSubview(a); a.addSubview(b); root.addSubview(wide)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === wide)     // 15 pt outside its frame
        b.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === a)
        a.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root)
        a.alpha = 1; a.isHidden = true
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 15), with: nil) == nil)
    }

    @Test func deepHierarchiesWorkWithoutRecursion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var last = root
        for _ in 0..<10_000 {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            last.addSubview(v)
            last = v
        }
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === last)
        #expect(last.window == nil)
        #expect(last.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 1, y: 1))
        last.tag = 3
        #expect(root.viewWithTag(3) === last)
    }
}
