import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// Defaults, key-value coding, presentation copies, bad input and the
/// renderer helpers of the built-in layer classes (no clock involved).
@Suite @MainActor struct LayerClassesTests {
    // MARK: Defaults

    @Test func shapeLayerDefaultsMatchApple() {
        let s = CAShapeLayer()
        #expect(s.path == nil && s.strokeColor == nil)
        #expect(s.fillColor?.rgba == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(s.fillRule == .nonZero && s.fillRule.rawValue == "non-zero" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(s.lineWidth == 1 && s.miterLimit == 10 && s.lineDashPhase == 0)
        #expect(s.lineCap == .butt && s.lineJoin == .miter && s.lineDashPattern == nil)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
        #expect(kCAFillRuleEvenOdd == .evenOdd && kCALineCapRound.rawValue == "round" && kCALineJoinBevel.rawValue == "bevel")
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "miterLimit") as? CGFloat == 10)
        #expect(CAShapeLayer.defaultValue(forKey: "fillRule") as? CAShapeLayerFillRule == .nonZero)
        #expect(CAShapeLayer.defaultValue(forKey: "path") == nil)
        #expect(CAShapeLayer.defaultValue(forKey: "opacity") as? Float == 1)       // CALayer's keys still answer
    }

    @Test func gradientTextReplicatorScrollDefaultsMatchApple() {
        let g = CAGradientLayer()
        #expect(g.colors == nil && g.locations == nil && g.type == .axial)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(CAGradientLayerType.conic.rawValue == "conic" && kCAGradientLayerRadial.rawValue == "radial")
        #expect(CAGradientLayer.defaultValue(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.5, y: 1))

        let t = CATextLayer()
        #expect(t.string == nil && t.font as? String == "Helvetica" && t.fontSize == 36)
        #expect(t.foregroundColor?.rgba == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(!t.isWrapped && t.truncationMode == .none && t.alignmentMode == .natural)
        #expect(!t.allowsFontSubpixelQuantization)
        #expect(kCAAlignmentCenter.rawValue == "center" && kCATruncationMiddle.rawValue == "middle")
        #expect(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat == 36)
        #expect(CATextLayer.defaultValue(forKey: "font") as? String == "Helvetica")

        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1 && !r.preservesDepth && r.instanceDelay == 0)
        #expect(r.instanceTransform == CATransform3DIdentity)
        #expect(r.instanceColor?.rgba == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0 && r.instanceBlueOffset == 0 && r.instanceAlphaOffset == 0)
        #expect(CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? Int == 1)

        let sc = CAScrollLayer()
        #expect(sc.scrollMode == .both && kCAScrollVertically.rawValue == "vertically")
        #expect(CAScrollLayer.defaultValue(forKey: "scrollMode") as? CAScrollLayerScrollMode == .both)
        #expect(CATransformLayer().bounds == .zero)
    }

    @Test func implicitlyAnimatableKeysPerClass() {
        #expect(CAShapeLayer.implicitlyAnimatableKeys.isSuperset(of: ["path", "fillColor", "strokeColor", "lineWidth",
                                                                      "lineDashPhase", "miterLimit", "strokeStart", "strokeEnd", "opacity"]))
        #expect(!CAShapeLayer.implicitlyAnimatableKeys.contains("fillRule"))
        #expect(!CAShapeLayer.implicitlyAnimatableKeys.contains("lineDashPattern"))
        #expect(CATextLayer.implicitlyAnimatableKeys.isSuperset(of: ["fontSize", "foregroundColor"]))
        #expect(!CATextLayer.implicitlyAnimatableKeys.contains("string"))
        #expect(CAGradientLayer.implicitlyAnimatableKeys.isSuperset(of: ["colors", "locations", "startPoint", "endPoint"]))
        #expect(CAReplicatorLayer.implicitlyAnimatableKeys.isSuperset(of: [
            "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
            "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]))
        #expect(!CAReplicatorLayer.implicitlyAnimatableKeys.contains("instanceCount"))
        // The implicit animation comes from the action search, not the class
        // method (Apple's +defaultActionForKey: answers nil).
        #expect((CAShapeLayer().action(forKey: "strokeEnd") as? CABasicAnimation)?.keyPath == "strokeEnd")
        #expect(CAShapeLayer().action(forKey: "lineCap") == nil)
        #expect(CALayer().action(forKey: "strokeEnd") == nil)
        #expect(CAShapeLayer.defaultAction(forKey: "strokeEnd") == nil)
    }

    // MARK: Key-value coding

    @Test func shapeLayerKeyValueCodingReturnsSwiftTypes() {
        let s = CAShapeLayer()
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        s.setValue(rect, forKey: "path")
        #expect(s.path == rect && s.value(forKey: "path") as? CGPath == rect)
        s.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "strokeColor")
        #expect((s.value(forKey: "strokeColor") as? CGColor)?.rgba == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect((s.value(forKey: "fillColor") as? CGColor)?.rgba == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        s.setValue(nil, forKey: "fillColor")
        #expect(s.fillColor == nil && s.value(forKey: "fillColor") == nil)
        s.setValue(CAShapeLayerFillRule.evenOdd, forKey: "fillRule")
        #expect(s.value(forKey: "fillRule") as? CAShapeLayerFillRule == .evenOdd)
        s.setValue(4, forKey: "lineWidth")
        #expect(s.value(forKey: "lineWidth") as? CGFloat == 4)
        s.setValue(CAShapeLayerLineCap.round, forKey: "lineCap")
        s.setValue(CAShapeLayerLineJoin.bevel, forKey: "lineJoin")
        #expect(s.value(forKey: "lineCap") as? CAShapeLayerLineCap == .round)
        #expect(s.value(forKey: "lineJoin") as? CAShapeLayerLineJoin == .bevel)
        s.setValue(3.5, forKey: "miterLimit")
        #expect(s.value(forKey: "miterLimit") as? CGFloat == 3.5)
        s.setValue([2, 3] as [NSNumber], forKey: "lineDashPattern")
        #expect(s.lineDashPattern == [2, 3])
        #expect((s.value(forKey: "lineDashPattern") as? [NSNumber])?.map(\.doubleValue) == [2, 3])
        s.setValue(1.5, forKey: "lineDashPhase")
        s.setValue(0.25, forKey: "strokeStart")
        s.setValue(0.75, forKey: "strokeEnd")
        #expect(s.value(forKey: "lineDashPhase") as? CGFloat == 1.5)
        #expect(s.value(forKey: "strokeStart") as? CGFloat == 0.25)
        #expect(s.value(forKey: "strokeEnd") as? CGFloat == 0.75)
        s.setValue(nil, forKey: "lineDashPattern")
        #expect(s.lineDashPattern == nil)
        // A wrong type is refused with a diagnostic.
        let reports = CADiagnostics.capture { s.setValue("wide", forKey: "lineWidth") }.messages
        #expect(reports.count == 1 && s.lineWidth == 4)
    }

    @Test func gradientTextReplicatorKeyValueCoding() {
        let g = CAGradientLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        g.setValue([red, blue], forKey: "colors")
        #expect((g.value(forKey: "colors") as? [CGColor])?.map(\.rgba) == [red.rgba, blue.rgba])
        g.setValue([0.2, 0.8] as [NSNumber], forKey: "locations")
        #expect((g.value(forKey: "locations") as? [NSNumber])?.map(\.doubleValue) == [0.2, 0.8])
        g.setValue(CGPoint(x: 0, y: 0.5), forKey: "startPoint")
        g.setValue(CGPoint(x: 1, y: 0.5), forKey: "endPoint")
        #expect(g.value(forKey: "startPoint") as? CGPoint == CGPoint(x: 0, y: 0.5))
        #expect(g.value(forKeyPath: "endPoint.x") as? CGFloat == 1)
        g.setValue(CAGradientLayerType.radial, forKey: "type")
        #expect(g.type == .radial && g.value(forKey: "type") as? CAGradientLayerType == .radial)
        g.setValue(nil, forKey: "colors")
        #expect(g.colors == nil)

        let t = CATextLayer()
        t.setValue("Hello", forKey: "string")
        #expect(t.value(forKey: "string") as? String == "Hello")
        let attributed = NSAttributedString(string: "Hi")
        t.setValue(attributed, forKey: "string")
        #expect(t.string as? NSAttributedString === attributed && t.plainText == "Hi")
        t.setValue("Courier", forKey: "font")
        #expect(t.value(forKey: "font") as? String == "Courier" && t.fontName == "Courier")
        t.setValue(12, forKey: "fontSize")
        #expect(t.value(forKey: "fontSize") as? CGFloat == 12)
        t.setValue(CGColor(gray: 0.5, alpha: 1), forKey: "foregroundColor")
        #expect((t.value(forKey: "foregroundColor") as? CGColor)?.rgba == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        t.setValue(true, forKey: "wrapped")
        #expect(t.isWrapped && t.value(forKey: "wrapped") as? Bool == true)
        t.setValue(CATextLayerTruncationMode.end, forKey: "truncationMode")
        t.setValue(CATextLayerAlignmentMode.center, forKey: "alignmentMode")
        t.setValue(true, forKey: "allowsFontSubpixelQuantization")
        #expect(t.value(forKey: "truncationMode") as? CATextLayerTruncationMode == .end)
        #expect(t.value(forKey: "alignmentMode") as? CATextLayerAlignmentMode == .center)
        #expect(t.value(forKey: "allowsFontSubpixelQuantization") as? Bool == true)
        t.setValue(nil, forKey: "string")
        #expect(t.string == nil)

        let r = CAReplicatorLayer()
        r.setValue(5, forKey: "instanceCount")
        #expect(r.instanceCount == 5 && r.value(forKey: "instanceCount") as? Int == 5)
        r.setValue(true, forKey: "preservesDepth")
        #expect(r.value(forKey: "preservesDepth") as? Bool == true)
        r.setValue(0.02, forKey: "instanceDelay")
        #expect(r.value(forKey: "instanceDelay") as? Double == 0.02)
        r.setValue(CATransform3DMakeTranslation(-8, 0, 0), forKey: "instanceTransform")
        #expect(r.value(forKey: "instanceTransform") as? CATransform3D == CATransform3DMakeTranslation(-8, 0, 0))
        r.setValue(CGColor(red: 0, green: 1, blue: 0, alpha: 1), forKey: "instanceColor")
        #expect((r.value(forKey: "instanceColor") as? CGColor)?.rgba == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        for key in ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"] {
            r.setValue(-0.25, forKey: key)
            #expect(r.value(forKey: key) as? Float == -0.25)
        }
        // Sub-key paths of the transform keep the other components.
        r.setValue(CGFloat.pi / 2, forKeyPath: "instanceTransform.rotation")
        #expect(approx(r.value(forKeyPath: "instanceTransform.rotation.z") as! CGFloat, .pi / 2, 1e-12))
        #expect(approx(r.value(forKeyPath: "instanceTransform.translation.x") as! CGFloat, -8, 1e-12))

        let sc = CAScrollLayer()
        sc.setValue(CAScrollLayerScrollMode.vertically, forKey: "scrollMode")
        #expect(sc.value(forKey: "scrollMode") as? CAScrollLayerScrollMode == .vertically)
    }

    // MARK: Presentation copies

    @Test func presentationCopiesCarryTheSubclassProperties() {
        let s = CAShapeLayer()
        s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        s.fillRule = .evenOdd; s.strokeColor = CGColor(gray: 0.2, alpha: 1); s.lineWidth = 3
        s.lineCap = .square; s.lineJoin = .round; s.miterLimit = 4; s.lineDashPattern = [1, 2]
        s.lineDashPhase = 5; s.strokeStart = 0.1; s.strokeEnd = 0.9; s.fillColor = nil
        let sp = s.presentation()!
        #expect(sp.path == s.path && sp.fillRule == .evenOdd && sp.strokeColor == s.strokeColor && sp.lineWidth == 3)
        #expect(sp.lineCap == .square && sp.lineJoin == .round && sp.miterLimit == 4 && sp.lineDashPattern == [1, 2])
        #expect(sp.lineDashPhase == 5 && sp.strokeStart == 0.1 && sp.strokeEnd == 0.9 && sp.fillColor == nil)
        #expect(sp.model() === s)

        let g = CAGradientLayer()
        g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        g.locations = [0.25, 0.75]; g.startPoint = .zero; g.endPoint = CGPoint(x: 1, y: 1); g.type = .conic
        let gp = g.presentation()!
        #expect((gp.colors as? [CGColor]) == (g.colors as? [CGColor]) && gp.locations == [0.25, 0.75])
        #expect(gp.startPoint == .zero && gp.endPoint == CGPoint(x: 1, y: 1) && gp.type == .conic)

        let t = CATextLayer()
        t.string = "x"; t.font = "Menlo"; t.fontSize = 10; t.foregroundColor = nil; t.isWrapped = true
        t.truncationMode = .start; t.alignmentMode = .justified; t.allowsFontSubpixelQuantization = true
        let tp = t.presentation()!
        #expect(tp.string as? String == "x" && tp.font as? String == "Menlo" && tp.fontSize == 10 && tp.foregroundColor == nil)
        #expect(tp.isWrapped && tp.truncationMode == .start && tp.alignmentMode == .justified && tp.allowsFontSubpixelQuantization)

        let r = CAReplicatorLayer()
        r.instanceCount = 7; r.preservesDepth = true; r.instanceDelay = 0.5
        r.instanceTransform = CATransform3DMakeScale(2, 2, 1); r.instanceColor = nil
        r.instanceRedOffset = 0.1; r.instanceGreenOffset = 0.2; r.instanceBlueOffset = 0.3; r.instanceAlphaOffset = 0.4
        let rp = r.presentation()!
        #expect(rp.instanceCount == 7 && rp.preservesDepth && rp.instanceDelay == 0.5 && rp.instanceColor == nil)
        #expect(rp.instanceTransform == CATransform3DMakeScale(2, 2, 1))
        #expect(rp.instanceRedOffset == 0.1 && rp.instanceGreenOffset == 0.2 && rp.instanceBlueOffset == 0.3 && rp.instanceAlphaOffset == 0.4)

        let sc = CAScrollLayer()
        sc.scrollMode = .none
        #expect(sc.presentation()!.scrollMode == .none)
        #expect(CATransformLayer().presentation() != nil)
    }

    // MARK: Bad input

    @Test func shapeLayerBadInputIsReportedAndDefined() {
        let s = CAShapeLayer()
        var reports = CADiagnostics.capture { s.lineWidth = -2 }.messages
        #expect(reports.count == 1 && s.lineWidth == 0)
        reports = CADiagnostics.capture { s.lineWidth = .infinity }.messages
        #expect(reports.count == 1 && s.lineWidth == 0)
        s.strokeEnd = 0.5
        reports = CADiagnostics.capture { s.strokeEnd = .nan; s.strokeStart = .nan }.messages
        #expect(reports.count == 2 && s.strokeEnd == 0.5 && s.strokeStart == 0)
        reports = CADiagnostics.capture { s.setValue(CGFloat.nan, forKey: "strokeEnd") }.messages
        #expect(reports.count == 1 && s.strokeEnd == 0.5)
        reports = CADiagnostics.capture { s.miterLimit = -1 }.messages
        #expect(reports.count == 1 && s.miterLimit == 10)
        // Out-of-range stroke fractions are kept and clamped when drawn.
        s.strokeStart = -0.5; s.strokeEnd = 1.5
        #expect(s.strokeStart == -0.5 && s.strokeRange == 0...1)
        s.strokeStart = 0.6; s.strokeEnd = 0.6
        #expect(s.strokeRange == nil)
        s.strokeStart = 0.2; s.strokeEnd = 0.7
        #expect(s.strokeRange == 0.2...0.7)
        // Dash patterns.
        s.lineDashPattern = [2, 3]
        #expect(s.effectiveLineDashPattern == [2, 3])
        s.lineDashPattern = [4]
        #expect(s.effectiveLineDashPattern == [4, 4])
        s.lineDashPattern = [2, -1]
        reports = CADiagnostics.capture { #expect(s.effectiveLineDashPattern == nil) }.messages
        #expect(reports.count == 1)
        s.lineDashPattern = [0, 0]
        #expect(CADiagnostics.capture { s.effectiveLineDashPattern }.result == nil)
        s.lineDashPattern = []
        #expect(s.effectiveLineDashPattern == nil)
    }

    @Test func otherClassesBadInput() {
        let r = CAReplicatorLayer()
        var reports = CADiagnostics.capture { r.instanceCount = -3 }.messages
        #expect(reports.count == 1 && r.instanceCount == 0 && r.instances().isEmpty)
        reports = CADiagnostics.capture { r.instanceDelay = .nan; r.instanceRedOffset = .infinity }.messages
        #expect(reports.count == 2 && r.instanceDelay == 0 && r.instanceRedOffset == 0)
        let t = CATextLayer()
        reports = CADiagnostics.capture { t.fontSize = -1 }.messages
        #expect(reports.count == 1 && t.fontSize == 36)
        let sc = CAScrollLayer()
        reports = CADiagnostics.capture { sc.scroll(to: CGPoint(x: CGFloat.nan, y: 0)); sc.scroll(to: CGRect.null) }.messages
        #expect(reports.count == 2 && sc.bounds.origin == .zero)
    }

    // MARK: Renderer helpers

    @Test func gradientStopsFromColorsAndLocations() {
        let g = CAGradientLayer()
        #expect(g.resolvedStops().isEmpty)
        let k = CGColor(gray: 0, alpha: 1), w = CGColor(gray: 1, alpha: 1)
        g.colors = [k, w, k]
        #expect(g.resolvedStops().map(\.location) == [0, 0.5, 1])
        g.locations = [0.25, 0.5, 0.75]
        #expect(g.resolvedStops() == [.init(location: 0.25, color: k.rgba), .init(location: 0.5, color: w.rgba),
                                      .init(location: 0.75, color: k.rgba)])
        // Mismatched counts: reported, spread uniformly.
        g.locations = [0.1, 0.9]
        let (stops, reports) = CADiagnostics.capture { g.resolvedStops() }
        #expect(reports.count == 1 && stops.map(\.location) == [0, 0.5, 1])
        // Decreasing locations are sorted; non-colours are skipped with a diagnostic.
        g.locations = [0.9, 0.1]
        g.colors = [k, "not a colour", w]
        let (sorted, skipped) = CADiagnostics.capture { g.resolvedStops() }
        #expect(skipped.count == 1 && sorted == [.init(location: 0.1, color: w.rgba), .init(location: 0.9, color: k.rgba)])
        g.colors = [w]; g.locations = nil
        #expect(g.resolvedStops() == [.init(location: 0, color: w.rgba)])
    }

    @Test func replicatorInstancesComposeTransformColorAndDelay() {
        let r = CAReplicatorLayer()
        r.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        r.instanceCount = 4
        r.instanceDelay = 0.25
        r.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        r.instanceColor = CGColor(red: 1, green: 1, blue: 0.5, alpha: 1)
        r.instanceRedOffset = -0.1; r.instanceBlueOffset = 0.3; r.instanceAlphaOffset = -0.1
        let all = r.instances()
        #expect(all.count == 4)
        #expect(all[0].transform == CATransform3DIdentity && all[0].timeOffset == 0)
        #expect(all[0].color == RGBA(red: 1, green: 1, blue: 0.5, alpha: 1))
        #expect(all[3].transform == CATransform3DMakeTranslation(30, 0, 0) && all[3].timeOffset == 0.75)
        let c3 = all[3].color
        #expect(approx(c3.red, 0.7, 1e-6) && c3.green == 1 && c3.blue == 1 && approx(c3.alpha, 0.7, 1e-6))
        #expect(r.instance(10).color.red == 0)                       // clamped at 0
        // Rotation is about the centre of the bounds: (100, 50).
        r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let i2 = r.instance(2)
        #expect(approx(i2.transform.m11, -1, 1e-12) && approx(i2.transform.m22, -1, 1e-12))
        let p = CGPoint(x: 150, y: 50)                               // 50 right of the centre
        let m = i2.matrix
        let mapped = CGPoint(x: p.x * m.m11 + p.y * m.m21 + m.m41, y: p.x * m.m12 + p.y * m.m22 + m.m42)
        #expect(approx(mapped, CGPoint(x: 50, y: 50), 1e-9))         // half a turn about the centre
        #expect(approx(r.instance(1).matrix.m41 * 0 + 100 * r.instance(1).matrix.m11 + 50 * r.instance(1).matrix.m21
                       + r.instance(1).matrix.m41, 100, 1e-9))       // the centre stays put
        r.instanceColor = nil
        #expect(r.instance(0).color == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // MARK: Scrolling

    @Test func scrollLayerScrollsAlongAllowedAxes() {
        let sc = CAScrollLayer()
        sc.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        sc.scroll(to: CGPoint(x: 30, y: 40))
        #expect(sc.bounds.origin == CGPoint(x: 30, y: 40) && sc.bounds.size == CGSize(width: 100, height: 50))
        sc.scrollMode = .horizontally
        sc.scroll(to: CGPoint(x: 5, y: 5))
        #expect(sc.bounds.origin == CGPoint(x: 5, y: 40))
        sc.scrollMode = .vertically
        sc.scroll(to: CGPoint(x: 70, y: 0))
        #expect(sc.bounds.origin == CGPoint(x: 5, y: 0))
        sc.scrollMode = .none
        sc.scroll(to: CGPoint(x: 70, y: 70))
        #expect(sc.bounds.origin == CGPoint(x: 5, y: 0))
        sc.scrollMode = .both
        sc.bounds.origin = .zero
        sc.scroll(to: CGRect(x: 20, y: 10, width: 10, height: 10))      // already visible
        #expect(sc.bounds.origin == .zero)
        sc.scroll(to: CGRect(x: 150, y: 60, width: 20, height: 10))     // right of and below: align maxima
        #expect(sc.bounds.origin == CGPoint(x: 70, y: 20))
        sc.scroll(to: CGRect(x: 10, y: 5, width: 10, height: 10))       // left of and above: align minima
        #expect(sc.bounds.origin == CGPoint(x: 10, y: 5))
        sc.scroll(to: CGRect(x: 300, y: 0, width: 500, height: 10))     // wider than the bounds: its minimum
        #expect(sc.bounds.origin.x == 300)
    }

    @Test func layerScrollHelpersAndVisibleRect() {
        let sc = CAScrollLayer()
        sc.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        sc.position = CGPoint(x: 50, y: 50)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let item = CALayer()
        item.frame = CGRect(x: 200, y: 100, width: 50, height: 50)
        content.addSublayer(item)
        sc.addSublayer(content)
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(item.visibleRect == .zero)
        item.scroll(CGPoint(x: 10, y: 0))                               // (210, 100) in the scroll layer
        #expect(sc.bounds.origin == CGPoint(x: 210, y: 100))
        #expect(item.visibleRect == CGRect(x: 10, y: 0, width: 40, height: 50))
        #expect(content.visibleRect == CGRect(x: 210, y: 100, width: 100, height: 100))
        sc.bounds.origin = .zero
        item.scrollRectToVisible(item.bounds)
        #expect(sc.bounds.origin == CGPoint(x: 150, y: 50))
        // Outside a scroll layer: nothing happens, the whole bounds are visible.
        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        loose.scroll(CGPoint(x: 3, y: 3))
        loose.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(loose.visibleRect == loose.bounds)
    }

    @Test func transformLayerIsNeverItselfHit() {
        let t = CATransformLayer()
        t.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        t.addSublayer(child)
        #expect(t.hitTest(CGPoint(x: 15, y: 15)) === child)
        #expect(t.hitTest(CGPoint(x: 80, y: 80)) == nil)
    }
}
