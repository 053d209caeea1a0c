import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

@Suite @MainActor struct LayerModelTests {
    @Test func defaultsMatchApple() {
        let l = CALayer()
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.opacity == 1 && l.isHidden == false && l.isDoubleSided)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.shadowOffset == CGSize(width: 0, height: -3) && l.shadowRadius == 3 && l.shadowOpacity == 0)
        #expect(l.borderColor?.components == [0, 1] && l.backgroundColor == nil)
        #expect(l.contentsGravity == .resize && l.contentsScale == 1)
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "nonsense") == nil)
    }

    @Test func keyValueCodingOfPropertiesSubKeyPathsAndUndefinedKeys() {
        let l = CALayer()
        l.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(l.position == CGPoint(x: 3, y: 4))
        l.setValue(9, forKeyPath: "position.x")
        #expect(l.value(forKeyPath: "position.x") as? CGFloat == 9)
        l.setValue(0.5, forKey: "opacity")
        #expect(l.value(forKey: "opacity") as? Float == 0.5)
        l.setValue(CGFloat(20), forKeyPath: "bounds.size.width")
        #expect(l.bounds.width == 20)
        l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(approx(l.transform.m12, 1, 1e-12))
        l.setValue(2, forKeyPath: "transform.scale")
        #expect(approx(l.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2, 1e-12))
        #expect(approx(l.value(forKeyPath: "transform.scale") as! CGFloat, 2, 1e-12))
        l.setValue("yes", forKey: "suppressPositionAnimation")
        #expect(l.value(forKey: "suppressPositionAnimation") as? String == "yes")
        let copy = CALayer(layer: l)
        #expect(copy.value(forKey: "suppressPositionAnimation") as? String == "yes")
        // Wrong types and unknown sub-key paths: reported, nothing changed.
        let reports = CADiagnostics.capture {
            l.setValue("blue", forKey: "opacity")
            l.setValue(1, forKeyPath: "position.z")
        }.messages
        #expect(reports.count == 2 && l.opacity == 0.5 && l.position.x == 9)
    }

    @Test func hierarchyOperationsAndCycles() {
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        a.addSublayer(b); a.addSublayer(c)
        a.insertSublayer(d, at: 1)
        #expect(a.sublayers?.map { $0 === d } == [false, true, false])
        a.insertSublayer(b, above: c)                 // move to the end
        #expect(a.sublayers!.last === b && b.superlayer === a)
        let reports = CADiagnostics.capture {
            b.addSublayer(a)                          // cycle
            b.addSublayer(b)
        }.messages
        #expect(reports.count == 2 && a.superlayer == nil)
        a.replaceSublayer(d, with: CALayer())
        #expect(d.superlayer == nil && a.sublayers!.count == 3)
        c.removeFromSuperlayer()
        #expect(a.sublayers!.count == 2)
        let m = CALayer()
        a.mask = m
        let maskReports = CADiagnostics.capture { b.addSublayer(m) }.messages
        #expect(maskReports.count == 1 && m.superlayer == nil)
        let e = CALayer()
        a.addSublayer(e)
        let r2 = CADiagnostics.capture { c.mask = e }.messages
        #expect(r2.count == 1 && c.mask == nil)
    }

    @Test func frameGeometryAndConversionThroughTransforms() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.anchorPoint = .zero        // root and its superlayer space coincide
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 200, y: 100)
        root.addSublayer(l)
        #expect(l.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let f = l.frame
        #expect(approx(f.minX, 175) && approx(f.minY, 50) && approx(f.width, 50) && approx(f.height, 100))
        // The layer's (0, 0) corner: anchor at (50, 25) → rotated (−50, −25) → (25, −50) → + position.
        let p = l.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(approx(p, CGPoint(x: 225, y: 50)))
        #expect(approx(l.convert(p, from: root), .zero))
        #expect(root.hitTest(CGPoint(x: 200, y: 100)) === l)
        #expect(root.hitTest(CGPoint(x: 150, y: 80)) === root)   // outside the rotated layer
        l.isHidden = true
        #expect(root.hitTest(CGPoint(x: 200, y: 100)) === root)
    }

    @Test func customSubclassStateCopiesThroughInitLayer() {
        final class Thick: CALayer {
            var extra = 0
            @CAManaged("thickness") var thickness: CGFloat = 0
            override init() { super.init() }
            override init(layer: Any) {
                super.init(layer: layer)
                if let t = layer as? Thick { extra = t.extra }
            }
            override class func needsDisplay(forKey key: String) -> Bool { key == "thickness" || super.needsDisplay(forKey: key) }
        }
        let t = Thick()
        t.extra = 7
        t.thickness = 4
        let p = t.presentation()!
        #expect(p.extra == 7)
        #expect(p.thickness == 4)
        #expect(p.value(forKey: "thickness") as? CGFloat == 4)
        #expect(p.model() === t)
    }
}
