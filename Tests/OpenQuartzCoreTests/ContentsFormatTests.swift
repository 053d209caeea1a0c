import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// `contentsFormat`, the dynamic-range properties and `contentsAreFlipped()`.
@Suite @MainActor struct ContentsFormatTests {
    final class RedDrawer: NSObject, CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(layer.bounds)
        }
    }

    @Test func aGray8BackingStoreDrawsGrey() throws {
        let drawer = RedDrawer()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = drawer
        layer.contentsFormat = .gray8Uint
        layer.display()
        let image = try #require(layer.contents as? CGImage)
        // Red's luminance: 0.299 × 255 = 76.245 → 76, opaque.
        #expect(image.pixmap.pixel(x: 1, y: 1) == Pixel(r: 76, g: 76, b: 76, a: 255))
        layer.contentsFormat = .RGBA16Float     // stored; drawn as 8-bit RGBA
        layer.display()
        #expect((layer.contents as? CGImage)?.pixmap.pixel(x: 1, y: 1) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(layer.contentsFormat == .RGBA16Float && CALayer().contentsFormat == .RGBA8Uint)
        let reports = CADiagnostics.capture { layer.contentsFormat = CALayerContentsFormat(rawValue: "CMYK64") }.messages
        #expect(reports.count == 1 && layer.contentsFormat == .RGBA8Uint)
    }

    @Test func dynamicRangePropertiesAreStored() {
        let layer = CALayer()
        #expect(!layer.wantsExtendedDynamicRangeContent && layer.preferredDynamicRange == .automatic && layer.contentsHeadroom == 0)
        layer.wantsExtendedDynamicRangeContent = true
        layer.preferredDynamicRange = .high
        layer.contentsHeadroom = 2
        #expect(layer.wantsExtendedDynamicRangeContent && layer.preferredDynamicRange == .high && layer.contentsHeadroom == 2)
        let copy = CALayer(layer: layer)
        #expect(copy.preferredDynamicRange == .high && copy.contentsHeadroom == 2)
        let reports = CADiagnostics.capture { layer.contentsHeadroom = .nan; layer.contentsHeadroom = -1 }.messages
        #expect(reports.count == 2 && layer.contentsHeadroom == 0)
    }

    @Test func contentsAreFlippedByAnOddNumberOfFlippedLayers() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        #expect(!leaf.contentsAreFlipped())
        root.isGeometryFlipped = true
        #expect(leaf.contentsAreFlipped() && middle.contentsAreFlipped() && root.contentsAreFlipped())
        middle.isGeometryFlipped = true
        #expect(!leaf.contentsAreFlipped() && !middle.contentsAreFlipped() && root.contentsAreFlipped())
    }
}
