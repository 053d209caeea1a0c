import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// `CALayer.compositingFilter`: the layer and its sublayers drawn as a group
/// and blended onto what is behind it with the named mode, checked against
/// the W3C formulas written independently (`BlendReference`).
@MainActor @Suite struct CompositingFilterTests {
    /// Every accepted name and the `CGBlendMode` it means (written out
    /// here, apart from the renderer's table).
    nonisolated static let names: [(String, CGBlendMode)] = [
        ("normalBlendMode", .normal), ("multiplyBlendMode", .multiply), ("screenBlendMode", .screen),
        ("overlayBlendMode", .overlay), ("darkenBlendMode", .darken), ("lightenBlendMode", .lighten),
        ("colorDodgeBlendMode", .colorDodge), ("colorBurnBlendMode", .colorBurn), ("softLightBlendMode", .softLight),
        ("hardLightBlendMode", .hardLight), ("differenceBlendMode", .difference), ("exclusionBlendMode", .exclusion),
        ("hueBlendMode", .hue), ("saturationBlendMode", .saturation), ("colorBlendMode", .color),
        ("luminosityBlendMode", .luminosity),
        ("sourceOverCompositing", .normal), ("sourceInCompositing", .sourceIn), ("sourceOutCompositing", .sourceOut),
        ("sourceAtopCompositing", .sourceAtop), ("destinationOverCompositing", .destinationOver),
        ("destinationInCompositing", .destinationIn), ("destinationOutCompositing", .destinationOut),
        ("destinationAtopCompositing", .destinationAtop), ("xorCompositing", .xor), ("additionCompositing", .plusLighter),
        ("plusLighter", .plusLighter), ("plusDarker", .plusDarker), ("plusL", .plusLighter), ("plusD", .plusDarker),
        ("CIMultiplyBlendMode", .multiply), ("CIHueBlendMode", .hue), ("CISourceAtopCompositing", .sourceAtop),
    ]

    /// A 40 × 20 root whose left half is `backdrop` (a 20 × 20 sublayer),
    /// and a 30 × 10 layer at (5, 5) filled with `source` and filtered by
    /// `filter`, straddling the backdrop's edge onto the transparent right half.
    func scene(backdrop: CGColor, source: CGColor, filter: Any?) -> (root: CALayer, top: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), backdrop))
        let top = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 10), source)
        top.compositingFilter = filter
        root.addSublayer(top)
        return (root, top)
    }

    func premultiplied(_ p: Pixel?) -> PremultipliedPixel {
        PremultipliedPixel(Int(p?.r ?? 0), Int(p?.g ?? 0), Int(p?.b ?? 0), Int(p?.a ?? 0))
    }

    func near(_ a: PremultipliedPixel, _ b: PremultipliedPixel) -> Bool {
        zip(a.bytes, b.bytes).allSatisfy { abs($0 - $1) <= 1 }
    }

    @Test(arguments: names) func everyNameBlendsWithItsMode(_ name: String, _ mode: CGBlendMode) {
        // Backdrop (51, 204, 102, 204) premultiplied; source (153, 102, 51, 153).
        let backdrop = CGColor(red: 0.25, green: 1, blue: 0.5, alpha: 0.8)
        let source = CGColor(red: 1, green: 2 / 3, blue: 1 / 3, alpha: 0.6)
        let (root, _) = scene(backdrop: backdrop, source: source, filter: name)
        let image = renderModel(root)
        let s = PremultipliedPixel(153, 102, 51, 153), b = PremultipliedPixel(51, 204, 102, 204)
        let over = BlendReference.composite(mode, source: s, backdrop: b)
        #expect(near(premultiplied(image.pixel(x: 10, y: 10)), over), "\(name) over the backdrop: \(image.pixel(x: 10, y: 10)!)")
        let onClear = BlendReference.composite(mode, source: s, backdrop: PremultipliedPixel(0, 0, 0, 0))
        #expect(near(premultiplied(image.pixel(x: 30, y: 10)), onClear), "\(name) over nothing")
        // Outside the filtered layer the backdrop is untouched.
        #expect(near(premultiplied(image.pixel(x: 2, y: 2)), b))
    }

    /// The filter applies to the layer's group: its sublayer is drawn into
    /// the group first (source-over), then the group is blended once.
    @Test func theGroupIsBlendedAsAWhole() {
        let (root, top) = scene(backdrop: CGColor(red: 60 / 255, green: 180 / 255, blue: 240 / 255, alpha: 1),
                                source: CGColor(red: 200 / 255, green: 100 / 255, blue: 30 / 255, alpha: 1),
                                filter: "differenceBlendMode")
        top.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 5, height: 10), CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
        let image = renderModel(root)
        // White sublayer over the backdrop: |b − 1| = (195, 75, 15).
        #expect(image.pixel(x: 7, y: 10) == Pixel(r: 195, g: 75, b: 15, a: 255))
        // The layer's own colour: |60 − 200|, |180 − 100|, |240 − 30|.
        #expect(image.pixel(x: 15, y: 10) == Pixel(r: 140, g: 80, b: 210, a: 255))
    }

    /// Opacity scales the group before it is blended; an opaque filtered
    /// layer does not hide what is behind it (no occlusion culling).
    @Test func opacityAndOcclusion() {
        let (root, top) = scene(backdrop: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                                source: CGColor(red: 1, green: 1, blue: 1, alpha: 1), filter: "multiplyBlendMode")
        let image = renderModel(root)
        #expect(image.pixel(x: 10, y: 10) == Pixel(r: 0, g: 0, b: 255, a: 255))   // white × blue = blue
        top.opacity = 0.6
        let faded = renderModel(root)
        // Multiply by white is blue everywhere the backdrop is: still blue.
        #expect(faded.pixel(x: 10, y: 10) == Pixel(r: 0, g: 0, b: 255, a: 255))
        top.compositingFilter = "screenBlendMode"
        // Screen with white at 0.6: lerp(blue, white, 0.6) = (153, 153, 255).
        #expect(renderModel(root).pixel(x: 10, y: 10) == Pixel(r: 153, g: 153, b: 255, a: 255))
    }

    /// A layer seen in perspective is blended too (drawn through its plane's offscreen).
    @Test func perspectiveLayersBlend() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let top = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        var t = CATransform3DIdentity
        t.m34 = -1 / 200
        top.transform = CATransform3DRotate(t, 0.3, 0, 1, 0)
        top.compositingFilter = "differenceBlendMode"
        root.addSublayer(top)
        // |blue − white| = yellow at the centre, which the turn keeps in place.
        #expect(renderModel(root).pixel(x: 20, y: 20) == Pixel(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func unknownNamesAndWrongTypesReportOnceAndDrawSourceOver() {
        let backdrop = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let source = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        for bad in ["sparkleBlendMode", 42, CGColor(red: 1, green: 1, blue: 1, alpha: 1)] as [Any] {
            let (result, messages) = CADiagnostics.capture { () -> Pixmap in
                let (root, top) = scene(backdrop: backdrop, source: source, filter: bad)
                top.compositingFilter = bad        // set again: no second report
                _ = renderModel(root)
                return renderModel(root)
            }
            #expect(messages.count == 1, "\(bad): \(messages)")
            #expect(messages.first?.contains("compositingFilter") == true)
            #expect(result.pixel(x: 10, y: 10) == Pixel(r: 255, g: 0, b: 0, a: 255))   // source-over
        }
    }

    @Test func keyValueCodingReachesTheProperty() {
        let layer = CALayer()
        layer.setValue("screenBlendMode", forKey: "compositingFilter")
        #expect(layer.compositingFilter as? String == "screenBlendMode")
        #expect(layer.value(forKey: "compositingFilter") as? String == "screenBlendMode")
    }
}

extension GlobalClockSuite {
    /// Damage tracking sees a change of the filter and a change behind a
    /// filtered layer: frames match a renderer that redraws everything.
    @Suite @MainActor struct CompositingFilterDamageTests {
        @Test func changingTheFilterOrTheBackdropMatchesAFullRedraw() {
            resetClock()
            let size = CGSize(width: 80, height: 60)
            let (tracked, root) = makeShownRoot(size: size)
            root.backgroundColor = CGColor(red: 0.9, green: 0.8, blue: 0.3, alpha: 1)
            let behind = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 30), CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1))
            let top = solidLayer(CGRect(x: 20, y: 15, width: 40, height: 30), CGColor(red: 0.8, green: 0.2, blue: 0.5, alpha: 0.7))
            top.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
            top.compositingFilter = "multiplyBlendMode"
            root.addSublayer(behind)
            root.addSublayer(top)
            MediaClock.advance(by: 1)
            let t0 = CACurrentMediaTime()
            renderFrame(tracked, at: t0)
            let steps: [() -> Void] = [
                { top.compositingFilter = "differenceBlendMode" },
                { top.compositingFilter = "luminosityBlendMode" },
                { behind.position.x += 7 },                           // the backdrop moves under the filter
                { top.compositingFilter = nil },
                { top.compositingFilter = "plusD" },
            ]
            expectStepsMatchAFullRedraw(tracked, root, size: size, from: t0, steps)
        }
    }
}
