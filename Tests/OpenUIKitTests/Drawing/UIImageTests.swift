import Foundation
import Testing
import OpenUIKit

struct UIImageTests {
    @Test func sizeIsPixelsOverScaleAndOrientationSwapsSides() throws {
        let cg = try #require(halfRedHalfBlue(width: 4, height: 2).cgImage)
        #expect(UIImage(cgImage: cg).size == CGSize(width: 4, height: 2))
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .up).size == CGSize(width: 2, height: 1))
        let turned = UIImage(cgImage: cg, scale: 1, orientation: .right)
        #expect(turned.size == CGSize(width: 2, height: 4))
        #expect(turned.imageOrientation == .right)
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
        let (bad, messages) = CGDiagnostics.capture { UIImage(cgImage: cg, scale: -3, orientation: .up) }
        #expect(bad.scale == 1 && messages.count == 1)
    }

    @Test func drawAtAndInPlaceTheImageUpright() {
        let source = halfRedHalfBlue(width: 4, height: 2)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            source.draw(at: CGPoint(x: 2, y: 3))
        }
        #expect(rgbaPixel(image, 2, 3) == opaqueRed)
        #expect(rgbaPixel(image, 5, 4) == opaqueBlue)
        #expect(rgbaPixel(image, 2, 5) == transparent)
        #expect(rgbaPixel(image, 1, 3) == transparent)
        // A top-red / bottom-blue image stays that way up.
        let vertical = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 4)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: 2, width: 2, height: 2))
        }
        let stretched = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            vertical.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(rgbaPixel(stretched, 4, 1) == opaqueRed)
        #expect(rgbaPixel(stretched, 4, 6) == opaqueBlue)
        let faded = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            vertical.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 0.5)
        }
        let a = rgbaPixel(faded, 1, 0)?[3] ?? 0
        #expect(a >= 127 && a <= 128)
    }

    @Test func orientationTurnsTheDrawing() throws {
        // Stored: left half red, right half blue (4 × 2). Turned right (90°
        // clockwise) it shows 2 × 4 with red on top.
        let cg = try #require(halfRedHalfBlue(width: 4, height: 2).cgImage)
        let right = UIImage(cgImage: cg, scale: 1, orientation: .right)
        let shown = UIGraphicsImageRenderer(size: right.size).image { _ in right.draw(at: .zero) }
        #expect(rgbaPixel(shown, 1, 0) == opaqueRed)
        #expect(rgbaPixel(shown, 1, 3) == opaqueBlue)
        let down = UIImage(cgImage: cg, scale: 1, orientation: .down)
        let flipped = UIGraphicsImageRenderer(size: down.size).image { _ in down.draw(at: .zero) }
        #expect(rgbaPixel(flipped, 0, 0) == opaqueBlue)
        #expect(rgbaPixel(flipped, 3, 1) == opaqueRed)
        let mirrored = UIImage(cgImage: cg, scale: 1, orientation: .upMirrored)
        let mirror = UIGraphicsImageRenderer(size: mirrored.size).image { _ in mirrored.draw(at: .zero) }
        #expect(rgbaPixel(mirror, 0, 0) == opaqueBlue && rgbaPixel(mirror, 3, 1) == opaqueRed)
        // Mirrored then turned clockwise: red (stored left) ends at the bottom.
        let rightMirrored = UIImage(cgImage: cg, scale: 1, orientation: .rightMirrored)
        let rm = UIGraphicsImageRenderer(size: rightMirrored.size).image { _ in rightMirrored.draw(at: .zero) }
        #expect(rgbaPixel(rm, 1, 0) == opaqueBlue && rgbaPixel(rm, 1, 3) == opaqueRed)
        let left = UIImage(cgImage: cg, scale: 1, orientation: .left)
        let ccw = UIGraphicsImageRenderer(size: left.size).image { _ in left.draw(at: .zero) }
        #expect(rgbaPixel(ccw, 1, 0) == opaqueBlue)
        #expect(rgbaPixel(ccw, 1, 3) == opaqueRed)
    }

    @Test func pngFilesLoadWithTheirScale() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try #require(halfRedHalfBlue(width: 4, height: 2).pngData())
        try data.write(to: dir.appendingPathComponent("Pic@2x.png"))
        try data.write(to: dir.appendingPathComponent("Other.png"))
        let retina = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("Pic@2x.png").path))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 2, height: 1))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("Missing.png").path) == nil)

        UIImage.addSearchDirectory(dir)
        defer { UIImage.removeSearchDirectory(dir) }
        #expect(UIImage(named: "Pic")?.scale == 2)          // only the @2x file exists
        #expect(UIImage(named: "Other")?.scale == 1)
        #expect(UIImage(named: "Other.png")?.size == CGSize(width: 4, height: 2))
        #expect(UIImage(named: "Pic@2x")?.scale == 2)
        #expect(UIImage(named: "NoSuchImage-\(UUID())") == nil)
        #expect(UIImage(named: "") == nil)
        #expect(rgbaPixel(try #require(UIImage(named: "Other")), 3, 1) == opaqueBlue)
    }

    @Test func corruptDataGivesNilWithADiagnostic() {
        let (results, messages) = CGDiagnostics.capture {
            [UIImage(data: Data()), UIImage(data: Data("not a png".utf8)),
             UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]), scale: 2)]
        }
        #expect(results.allSatisfy { $0 == nil })
        #expect(messages.count == 3)
        #expect(UIImage().pngData() == nil)
    }

    @Test func enormousImagesAreRefusedBeforeDecoding() {
        // A valid PNG header for 100 000 × 100 000 RGBA pixels (40 GB decoded).
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 0x08, 0x06, 0x00, 0x00, 0x00, 0xA8, 0x52, 0x0B,
            0xC8, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x40, 0x05, 0x00,
            0x00, 0x10, 0x00, 0x01, 0x39, 0xBD, 0x8F, 0x65, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
            0xAE, 0x42, 0x60, 0x82,
        ]
        let (image, messages) = CGDiagnostics.capture { UIImage(data: Data(header)) }
        #expect(image == nil)
        #expect(messages.count == 1 && messages[0].contains("cannot decode"))
    }

    @Test func animatedImagesKeepTheirFramesAndDuration() throws {
        let a = halfRedHalfBlue(width: 4, height: 2), b = halfRedHalfBlue(width: 6, height: 2)
        let animated = try #require(UIImage.animatedImage(with: [a, b, a], duration: 0.5))
        #expect(animated.images?.count == 3)
        #expect(animated.duration == 0.5)
        #expect(animated.size == CGSize(width: 4, height: 2))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(a.images == nil && a.duration == 0)
    }

    @Test func animatedImageNamedCountsFromZeroOrOneUntilAFileIsMissing() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try #require(halfRedHalfBlue().pngData())
        let tag = UUID().uuidString.prefix(8)
        for i in 0...2 { try data.write(to: dir.appendingPathComponent("spin\(tag)\(i).png")) }
        for i in 1...4 { try data.write(to: dir.appendingPathComponent("blink\(tag)\(i).png")) }
        try data.write(to: dir.appendingPathComponent("blink\(tag)6.png"))  // after a gap: not used
        UIImage.addSearchDirectory(dir)
        defer { UIImage.removeSearchDirectory(dir) }
        #expect(UIImage.animatedImageNamed("spin\(tag)", duration: 1)?.images?.count == 3)
        let blink = try #require(UIImage.animatedImageNamed("blink\(tag)", duration: 2))
        #expect(blink.images?.count == 4 && blink.duration == 2)
        #expect(UIImage.animatedImageNamed("none\(tag)", duration: 1) == nil)
        let resizable = try #require(UIImage.animatedResizableImageNamed(
            "spin\(tag)", capInsets: UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1), resizingMode: .stretch, duration: 1))
        #expect(resizable.images?.allSatisfy { $0.capInsets.left == 1 && $0.resizingMode == .stretch } == true)
    }

    @Test func resizableImagesKeepTheirCaps() {
        // 3 × 3: a red 1-pixel frame around a blue centre.
        let framed = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(framed.resizableImage(withCapInsets: insets).resizingMode == .tile)
        for mode in [UIImage.ResizingMode.stretch, .tile] {
            let resizable = framed.resizableImage(withCapInsets: insets, resizingMode: mode)
            #expect(resizable.capInsets == insets)
            let big = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8)).image { _ in
                resizable.draw(in: CGRect(x: 0, y: 0, width: 12, height: 8))
            }
            #expect(rgbaPixel(big, 0, 4) == opaqueRed, "\(mode)")
            #expect(rgbaPixel(big, 11, 4) == opaqueRed, "\(mode)")
            #expect(rgbaPixel(big, 6, 0) == opaqueRed, "\(mode)")
            #expect(rgbaPixel(big, 6, 7) == opaqueRed, "\(mode)")
            #expect(rgbaPixel(big, 1, 1) == opaqueBlue, "\(mode)")
            #expect(rgbaPixel(big, 10, 6) == opaqueBlue, "\(mode)")
            #expect(rgbaPixel(big, 6, 4) == opaqueBlue, "\(mode)")
        }
    }

    @Test func templateImagesDrawTheirAlphaInTheTint() throws {
        let shape = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let template = shape.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && shape.renderingMode == .automatic)
        let tinted = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            template.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), context: ctx.cgContext, blendMode: .normal,
                          alpha: 1, tintColor: .green)
        }
        #expect(rgbaPixel(tinted, 1, 1) == opaqueGreen)
        #expect(rgbaPixel(tinted, 3, 1) == transparent)
        // The public draw shows the original colours.
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in template.draw(at: .zero) }
        #expect(rgbaPixel(plain, 1, 1) == opaqueRed)
    }

    @Test func drawingWithoutAContextOrPixelsDoesNothing() {
        let (_, messages) = CGDiagnostics.capture {
            halfRedHalfBlue().draw(at: .zero)
            halfRedHalfBlue().draw(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(messages.count == 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
            UIImage().draw(at: .zero)
            halfRedHalfBlue().draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        }
        #expect(rgbaPixel(image, 0, 0) == transparent)
    }
}
