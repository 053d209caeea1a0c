import Foundation
import Testing
import OpenUIKit

struct UIGraphicsImageRendererTests {
    @Test func fillingARectLandsWhereUIKitSaysYDown() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.scale == 1)
        #expect(rgbaPixel(image, 7, 7) == opaqueRed)
        #expect(rgbaPixel(image, 15, 15) == transparent)
        #expect(rgbaPixel(image, 2, 2) == transparent)
        // y-down: a rect at the top is in the top rows.
        let top = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            ctx.cgContext.setFillColor(UIColor.green.cgColor)
            ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        #expect(rgbaPixel(top, 1, 0) == opaqueGreen)
        #expect(rgbaPixel(top, 1, 3) == transparent)
    }

    @Test func scaleMultipliesPixelsAndBoundsMoveTheOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 5, height: 5), format: format)
        #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 5, height: 5))
        let image = renderer.image { ctx in
            #expect(ctx.format.scale == 2)
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 5, height: 5))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 10)
        #expect(rgbaPixel(image, 1, 1) == opaqueBlue)
        #expect(rgbaPixel(image, 2, 2) == transparent)
    }

    @Test func opaqueFormatsStartBlackAndDefaultsAreApples() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == 1 && !format.opaque && format.preferredRange == .automatic)
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(rgbaPixel(image, 0, 0) == [0, 0, 0, 255])
    }

    @Test func contextIsCurrentOnlyDuringTheActions() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inside: CGContext?
        var same = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { ctx in
            inside = UIGraphicsGetCurrentContext()
            same = inside === ctx.cgContext
        }
        #expect(same)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func currentImageAndStrokeAndClip() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(rgbaPixel(ctx.currentImage, 5, 5) == opaqueRed)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .clear)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(rgbaPixel(image, 2, 5) == opaqueGreen)
        #expect(rgbaPixel(image, 7, 5) == transparent)
        let framed = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.blue.setStroke()
            ctx.cgContext.setLineWidth(2)
            ctx.stroke(CGRect(x: 1, y: 1, width: 8, height: 8))
        }
        #expect(rgbaPixel(framed, 1, 5) == opaqueBlue)
        #expect(rgbaPixel(framed, 5, 5) == transparent)
    }

    @Test func pngDataRoundTrips() throws {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(rgbaPixel(image, 0, 1) == opaqueRed)
        #expect(rgbaPixel(image, 2, 1) == transparent)
    }

    @Test func emptyAndBadSizesGiveEmptyImagesWithDiagnostics() {
        for (size, scale) in [(CGSize(width: 0, height: 10), 1.0), (CGSize(width: -5, height: 5), 1.0),
                              (CGSize(width: CGFloat.nan, height: 3), 1.0), (CGSize(width: 100_000, height: 2), 1.0),
                              (CGSize(width: 4, height: 4), -2.0), (CGSize(width: 4, height: 4), CGFloat.infinity)] {
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            var ran = false
            let (image, messages) = CGDiagnostics.capture {
                UIGraphicsImageRenderer(size: size, format: format).image { ctx in
                    ran = true
                    ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                }
            }
            #expect(ran)
            #expect(messages.count == 1, "\(size) at \(scale): \(messages)")
            if scale > 0 && scale.isFinite {
                #expect(image.cgImage == nil && image.size == .zero)
            } else {
                #expect(image.scale == 1 && image.size == CGSize(width: 4, height: 4))
            }
        }
        let (data, _) = CGDiagnostics.capture { UIGraphicsImageRenderer(size: .zero).pngData { _ in } }
        #expect(data.isEmpty)
    }

    @Test func rendererWorksOffTheMainActor() async {
        let size = await Task.detached { () -> CGSize in
            UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { _ in UIColor.red.setFill() }.size
        }.value
        #expect(size == CGSize(width: 3, height: 3))
    }
}

struct UIGraphicsImageContextTests {
    @Test func beginGetEndMakesAnImageAtTheScale() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        let context = UIGraphicsGetCurrentContext()
        #expect(context?.width == 8 && context?.height == 6)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 3))
        #expect(image?.scale == 2)
        #expect(image.flatMap { rgbaPixel($0, 1, 1) } == opaqueRed)
        #expect(image.flatMap { rgbaPixel($0, 2, 2) } == transparent)
    }

    @Test func scaleZeroIsTheScreenScaleOfOne() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 1 && image?.cgImage?.width == 4)
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 2, height: 2))
        UIGraphicsEndImageContext()
    }

    @Test func pushedContextsAreNotImageContexts() throws {
        let ctx = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        UIGraphicsPushContext(ctx)
        #expect(UIGraphicsGetCurrentContext() === ctx)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let (_, messages) = CGDiagnostics.capture { UIGraphicsEndImageContext() }
        #expect(messages.count == 1)
        #expect(UIGraphicsGetCurrentContext() === ctx)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let (_, more) = CGDiagnostics.capture { UIGraphicsPopContext() }
        #expect(more.count == 1)
    }

    @Test func badSizesPushNothing() {
        let (_, messages) = CGDiagnostics.capture {
            UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.infinity, height: 1), false, 1)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, CGFloat.nan)
            #expect(UIGraphicsGetCurrentContext() != nil)  // the NaN scale fell back to 1
            UIGraphicsEndImageContext()
        }
        #expect(messages.count == 3)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func stacksArePerThread() {
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let done = DispatchSemaphore(value: 0)
        let seen = SeenBox()
        Thread {
            seen.sawNone = UIGraphicsGetCurrentContext() == nil
            done.signal()
        }.start()
        done.wait()
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsEndImageContext()
        #expect(seen.sawNone)
    }
}

/// What another thread saw, handed back through a semaphore.
private final class SeenBox: @unchecked Sendable {
    var sawNone = false
}
