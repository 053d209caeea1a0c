import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGContextImageTests {
    /// A 2×2 RGBA image: red, green (top row), blue, white (bottom row).
    func quad(info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue, bytes: [UInt8]? = nil) -> CGImage? {
        let data = bytes ?? [255, 0, 0, 255, 0, 255, 0, 255,
                             0, 0, 255, 255, 255, 255, 255, 255]
        return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: info),
                       provider: CGDataProvider(data: Data(data))!, decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)
    }

    @Test func imageProperties() throws {
        let image = try #require(quad())
        #expect(image.width == 2 && image.height == 2)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32 && image.bytesPerRow == 8)
        #expect(image.alphaInfo == .premultipliedLast && image.byteOrderInfo == .orderDefault)
        #expect(image.dataProvider?.data?.count == 16)
        #expect(image.pixmap.pixel(x: 1, y: 0)?.g == 255)
    }

    @Test func straightAlphaIsPremultipliedAndByteOrderDecoded() throws {
        // `last`: straight RGBA; (255, 0, 0, 128) premultiplies to (128, 0, 0, 128).
        let straight = try #require(quad(info: CGImageAlphaInfo.last.rawValue,
                                         bytes: [255, 0, 0, 128] + [UInt8](repeating: 0, count: 12)))
        let p = try #require(straight.pixmap.pixel(x: 0, y: 0))
        #expect([p.r, p.g, p.b, p.a] == [128, 0, 0, 128])
        // premultipliedFirst | byteOrder32Little is B, G, R, A in memory.
        let bgra = try #require(quad(info: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                                     bytes: [10, 20, 30, 255] + [UInt8](repeating: 0, count: 12)))
        let q = try #require(bgra.pixmap.pixel(x: 0, y: 0))
        #expect([q.r, q.g, q.b, q.a] == [30, 20, 10, 255])
    }

    @Test func rgb24AndSkipLayoutsAreOpaque() throws {
        let rgb = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 6,
                                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                       provider: CGDataProvider(data: Data([1, 2, 3, 4, 5, 6]))!, decode: nil,
                                       shouldInterpolate: true, intent: .perceptual))
        let p = try #require(rgb.pixmap.pixel(x: 1, y: 0))
        #expect([p.r, p.g, p.b, p.a] == [4, 5, 6, 255])
        #expect(rgb.renderingIntent == .perceptual && rgb.alphaInfo == CGImageAlphaInfo.none)
        let xrgb = try #require(quad(info: CGImageAlphaInfo.noneSkipFirst.rawValue,
                                     bytes: [0, 10, 20, 30] + [UInt8](repeating: 0, count: 12)))
        let q = try #require(xrgb.pixmap.pixel(x: 0, y: 0))
        #expect([q.r, q.g, q.b, q.a] == [10, 20, 30, 255])
    }

    @Test func grayImages() throws {
        let gray = CGColorSpaceCreateDeviceGray()
        func make(_ bpp: Int, _ info: UInt32, _ bytes: [UInt8]) -> CGImage? {
            CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: bpp, bytesPerRow: bpp / 4,
                    space: gray, bitmapInfo: CGBitmapInfo(rawValue: info),
                    provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        let g8 = try #require(make(8, 0, [10, 200]))
        let p = try #require(g8.pixmap.pixel(x: 1, y: 0))
        #expect([p.r, p.g, p.b, p.a] == [200, 200, 200, 255])
        let ga = try #require(make(16, CGImageAlphaInfo.last.rawValue, [255, 128, 0, 0]))
        let q = try #require(ga.pixmap.pixel(x: 0, y: 0))
        #expect([q.r, q.g, q.b, q.a] == [128, 128, 128, 128])
        let ag = try #require(make(16, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder16Little.rawValue,
                                   [100, 200, 0, 0]))  // little-endian 16-bit AG word: bytes G, A
        let r = try #require(ag.pixmap.pixel(x: 0, y: 0))
        #expect([r.r, r.a] == [100, 200])
        let cropped = try #require(g8.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1)))
        #expect(cropped.colorSpace?.model == .rgb && cropped.bitsPerPixel == 32)
        let bad = CGDiagnostics.capture { make(32, premultipliedLast, [UInt8](repeating: 0, count: 8)) }
        #expect(bad.result == nil && bad.messages.count == 1)
    }

    @Test func croppingUsesTopLeftOrigin() throws {
        let image = try #require(quad())
        let bottomRight = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 1, height: 1)))
        #expect(bottomRight.width == 1 && bottomRight.height == 1)
        #expect(bottomRight.dataProvider?.data.map(Array.init) == [255, 255, 255, 255])
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
        let (none, messages) = CGDiagnostics.capture { image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) }
        #expect(none == nil && messages.count == 1)
    }

    @Test func drawImageScaledTwiceNearestDuplicatesPixels() throws {
        let image = try #require(quad())
        let ctx = makeContext(4, 4)
        ctx.interpolationQuality = .none
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let r: [UInt8] = [255, 0, 0, 255], g: [UInt8] = [0, 255, 0, 255]
        let b: [UInt8] = [0, 0, 255, 255], w: [UInt8] = [255, 255, 255, 255]
        // Upright: the image's top row is at the top of memory.
        #expect(ctx.allBytes == [r, r, g, g,
                                 r, r, g, g,
                                 b, b, w, w,
                                 b, b, w, w])
    }

    @Test func drawImageRespectsTheCTM() throws {
        let image = try #require(quad())
        let ctx = makeContext(4, 4)
        ctx.translateBy(x: 2, y: 0)
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(ctx.bytes(2, 2) == [255, 0, 0, 255])
        #expect(ctx.bytes(3, 3) == [255, 255, 255, 255])
        #expect(ctx.bytes(1, 3) == [0, 0, 0, 0])
        #expect(ctx.bytes(2, 1) == [0, 0, 0, 0])
    }

    @Test func makeImageRoundTrip() throws {
        let ctx = makeContext(3, 2, info: premultipliedFirst | CGBitmapInfo.byteOrder32Little.rawValue)
        ctx.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        let image = try #require(ctx.makeImage())
        #expect(image.bitmapInfo == ctx.bitmapInfo && image.bytesPerRow == ctx.bytesPerRow)
        let bytes = Data(bytes: ctx.data!, count: ctx.bytesPerRow * ctx.height)
        #expect(image.dataProvider?.data == bytes)
        // Drawing the image into a same-size context reproduces the bytes.
        let copy = makeContext(3, 2, info: premultipliedFirst | CGBitmapInfo.byteOrder32Little.rawValue)
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(copy.allBytes == ctx.allBytes)
        // The image is a snapshot.
        ctx.clear(CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(image.dataProvider?.data == bytes)
    }

    @Test func badImageInputFailsWithDiagnostics() {
        let provider = CGDataProvider(data: Data(count: 16))!
        func make(_ w: Int, _ h: Int, bpc: Int = 8, bpp: Int = 32, rowBytes: Int = 8,
                  info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue) -> (CGImage?, [String]) {
            CGDiagnostics.capture {
                CGImage(width: w, height: h, bitsPerComponent: bpc, bitsPerPixel: bpp, bytesPerRow: rowBytes,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: info),
                        provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
            }
        }
        for (image, messages) in [make(0, 2), make(-1, 2), make(1 << 40, 2), make(2, 2, rowBytes: 4),
                                  make(2, 3), make(2, 2, bpc: 16), make(2, 2, info: CGImageAlphaInfo.alphaOnly.rawValue),
                                  make(2, 2, info: 31), make(2, 2, rowBytes: Int.max)] {
            #expect(image == nil)
            #expect(messages.count == 1)
        }
        #expect(make(2, 2).0 != nil)
    }
}

@Suite struct CGContextGradientTests {
    let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]

    func redToBlue() -> CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                   colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                   locations: [0, 1])!
    }

    @Test func linearEndpointsHitTheStopColours() {
        let ctx = makeContext(10, 1)
        ctx.drawLinearGradient(redToBlue(), start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 9.5, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(ctx.bytes(0, 0) == red)
        #expect(ctx.bytes(9, 0) == blue)
        let mid = ctx.bytes(4, 0)  // t = 4/9
        #expect(mid[3] == 255 && mid[0] > mid[2])
    }

    @Test func linearWithoutOptionsPaintsOnlyTheBand() {
        let ctx = makeContext(10, 1)
        ctx.drawLinearGradient(redToBlue(), start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: [])
        #expect(ctx.bytes(1, 0) == clear)
        #expect(ctx.bytes(8, 0) == clear)
        #expect(ctx.bytes(2, 0)[3] == 255)
        #expect(ctx.bytes(7, 0)[3] == 255)
        ctx.drawLinearGradient(redToBlue(), start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0),
                               options: .drawsBeforeStartLocation)
        #expect(ctx.bytes(0, 0) == red)
        #expect(ctx.bytes(9, 0) == clear)
    }

    @Test func componentGradientAndVerticalAxis() {
        let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1, 0, 0, 1, 1],
                           locations: nil, count: 2)!
        let ctx = makeContext(1, 10)
        ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 0, y: 9.5),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(ctx.bytes(0, 9) == red)   // y up: start at the bottom row of memory
        #expect(ctx.bytes(0, 0) == blue)
    }

    @Test func radialConcentricRingAndExtension() {
        let ctx = makeContext(11, 11)
        let c = CGPoint(x: 5.5, y: 5.5)
        ctx.drawRadialGradient(redToBlue(), startCenter: c, startRadius: 2, endCenter: c, endRadius: 5, options: [])
        #expect(ctx.bytes(5, 5) == clear)      // inside the start circle
        #expect(ctx.bytes(0, 0) == clear)      // outside the end circle
        #expect(ctx.bytes(5, 2)[3] == 255)     // on the ring
        ctx.drawRadialGradient(redToBlue(), startCenter: c, startRadius: 0, endCenter: c, endRadius: 5,
                               options: .drawsAfterEndLocation)
        #expect(ctx.bytes(0, 0) == blue)
        #expect(ctx.bytes(5, 5)[0] > 200 && ctx.bytes(5, 5)[3] == 255)

        let before = makeContext(11, 11)
        before.drawRadialGradient(redToBlue(), startCenter: c, startRadius: 2, endCenter: c, endRadius: 5,
                                  options: .drawsBeforeStartLocation)
        #expect(before.bytes(5, 5) == red)     // inside the start circle: the first colour
        #expect(before.bytes(0, 0) == clear)   // still nothing past the end circle
        // Shrinking circles: the end circle is the small one.
        let shrinking = makeContext(11, 11)
        shrinking.drawRadialGradient(redToBlue(), startCenter: c, startRadius: 5, endCenter: c, endRadius: 2,
                                     options: .drawsAfterEndLocation)
        #expect(shrinking.bytes(5, 5) == blue)
        #expect(shrinking.bytes(0, 0) == clear)
    }

    @Test func grayComponentGradient() {
        let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1],
                           locations: [0, 1], count: 2)!
        let ctx = makeContext(10, 1)
        ctx.drawLinearGradient(g, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 9.5, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(ctx.bytes(0, 0) == [0, 0, 0, 255])
        #expect(ctx.bytes(9, 0) == [255, 255, 255, 255])
    }

    @Test func radialWithSeparateCirclesPaintsTheConeOnly() {
        // Equal radii 1 at x = 2.5 and x = 8.5 (y = 2.5): the painted area is
        // the band between them, 2 units tall; where two circles pass through
        // a pixel the later (larger t) one wins.
        let ctx = makeContext(12, 5)
        ctx.drawRadialGradient(redToBlue(), startCenter: CGPoint(x: 2.5, y: 2.5), startRadius: 1,
                               endCenter: CGPoint(x: 8.5, y: 2.5), endRadius: 1, options: [])
        #expect(ctx.bytes(0, 2) == clear)            // left of the start circle
        #expect(ctx.bytes(10, 2) == clear)           // right of the end circle
        #expect(ctx.bytes(9, 2) == blue)             // centre 9.5: t = 1 (t = 4/3 is out of range)
        #expect(ctx.bytes(1, 2) == red)              // centre 1.5: t = 0 only
        #expect(ctx.bytes(5, 2)[3] == 255)           // between
        #expect(ctx.bytes(5, 0) == clear && ctx.bytes(5, 4) == clear)  // outside the band
        let after = makeContext(12, 5)
        after.drawRadialGradient(redToBlue(), startCenter: CGPoint(x: 2.5, y: 2.5), startRadius: 1,
                                 endCenter: CGPoint(x: 8.5, y: 2.5), endRadius: 1, options: .drawsAfterEndLocation)
        #expect(after.bytes(11, 2) == blue)
        #expect(after.bytes(0, 2) == clear)
        // Centre 8.5 lies on t = 5/6 and t = 7/6: the extension makes the later one win.
        #expect(ctx.bytes(8, 2)[2] == 213 && ctx.bytes(8, 2)[0] >= 42 && ctx.bytes(8, 2)[0] <= 43)  // 255 · 1/6 = 42.5
        #expect(after.bytes(8, 2) == blue)
        // The clip applies, and is the same clip afterwards.
        let clipped = makeContext(12, 5)
        clipped.clip(to: CGRect(x: 0, y: 0, width: 6, height: 5))
        clipped.setBlendMode(.copy)
        clipped.drawRadialGradient(redToBlue(), startCenter: CGPoint(x: 2.5, y: 2.5), startRadius: 1,
                                   endCenter: CGPoint(x: 8.5, y: 2.5), endRadius: 1, options: [])
        #expect(clipped.bytes(9, 2) == clear && clipped.bytes(1, 2) == red)
        clipped.setFillColor(gray: 1, alpha: 1)
        clipped.fill(CGRect(x: 0, y: 0, width: 12, height: 1))
        #expect(clipped.bytes(5, 4) == [255, 255, 255, 255] && clipped.bytes(6, 4) == clear)
    }

    @Test func badGradientInput() {
        let none = CGDiagnostics.capture { CGGradient(colorsSpace: nil, colors: [], locations: nil) }
        #expect(none.result == nil && none.messages.count == 1)
        let ctx = makeContext(4, 4)
        let messages = diagnostics {
            ctx.drawLinearGradient(redToBlue(), start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
            ctx.drawRadialGradient(redToBlue(), startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 2, options: [])
        }
        #expect(messages.count == 2)
        #expect(ctx.allBytes.allSatisfy { $0 == clear })
    }
}

@Suite struct CGContextBadInputTests {
    @Test func badContextSizesAndStrides() {
        func make(_ w: Int, _ h: Int, rowBytes: Int = 0, bpc: Int = 8, info: UInt32 = premultipliedLast) -> (CGContext?, [String]) {
            CGDiagnostics.capture {
                CGContext(data: nil, width: w, height: h, bitsPerComponent: bpc, bytesPerRow: rowBytes,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
            }
        }
        for (ctx, messages) in [make(0, 4), make(4, -1), make(1 << 20, 1 << 20), make(Int.max, 1), make(4, 4, rowBytes: 15),
                                make(4, 4, rowBytes: Int.max / 2), make(4, 4, bpc: 16),
                                make(4, 4, info: CGImageAlphaInfo.last.rawValue),
                                make(4, 4, info: CGImageAlphaInfo.none.rawValue)] {
            #expect(ctx == nil)
            #expect(messages.count == 1)
        }
        let gray = CGDiagnostics.capture {
            CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                      space: CGColorSpaceCreateDeviceGray(), bitmapInfo: premultipliedLast)
        }
        #expect(gray.result == nil && gray.messages.count == 1)
        #expect(make(4, 4, rowBytes: 32).0?.bytesPerRow == 32)
    }

    @Test func nonFiniteGeometryIsReportedAndDrawsNothing() {
        let ctx = makeContext(4, 4)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        let messages = diagnostics {
            ctx.fill(CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2))
            ctx.fill([CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2)])
            ctx.stroke(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))
            ctx.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
            ctx.move(to: CGPoint(x: CGFloat.nan, y: 0))
            ctx.addLine(to: CGPoint(x: 1, y: 1))  // no current point
        }
        #expect(messages.count == 6)
        #expect(ctx.allBytes.allSatisfy { $0 == [0, 0, 0, 0] })
        ctx.fill(CGRect(x: 0, y: 0, width: -2, height: -2))  // negative size: standardized, outside
        ctx.fill(CGRect(x: 2, y: 2, width: -1, height: -1))  // covers 1..<2
        #expect(ctx.bytes(1, 2) == [255, 0, 0, 255])
        ctx.fill(CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
        #expect(ctx.allBytes == [[UInt8]](repeating: [255, 0, 0, 255], count: 16))
    }

    @Test func restoreWithoutSaveAndBadStateValues() {
        let ctx = makeContext(2, 2)
        let messages = diagnostics {
            ctx.restoreGState()
            ctx.setLineWidth(-1)
            ctx.setLineWidth(.nan)
            ctx.setAlpha(.nan)
            ctx.setMiterLimit(.nan)
            ctx.setLineDash(phase: 0, lengths: [-1, 2])
            ctx.setLineDash(phase: 0, lengths: [0, 0])
        }
        #expect(messages.count == 7)
        #expect(messages[0].contains("CGContextRestoreGState"))
        #expect(ctx.ctm == .identity)
    }

    @Test func zeroWidthStrokeIsOnePixel() {
        let ctx = makeContext(4, 3)
        ctx.scaleBy(x: 4, y: 4)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(0)
        ctx.move(to: CGPoint(x: 0, y: 0.375))   // device y 1.5: row 1, 1 pixel wide
        ctx.addLine(to: CGPoint(x: 1, y: 0.375))
        ctx.strokePath()
        #expect(ctx.bytes(2, 1) == [255, 0, 0, 255])
        #expect(ctx.bytes(2, 0) == [0, 0, 0, 0] && ctx.bytes(2, 2) == [0, 0, 0, 0])
    }

    @Test func dashedStroke() {
        let ctx = makeContext(8, 1)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineDash(phase: 0, lengths: [2, 2])
        ctx.move(to: CGPoint(x: 0, y: 0.5))
        ctx.addLine(to: CGPoint(x: 8, y: 0.5))
        ctx.strokePath()
        let r: [UInt8] = [255, 0, 0, 255], c: [UInt8] = [0, 0, 0, 0]
        #expect(ctx.allBytes == [r, r, c, c, r, r, c, c])
    }
}
