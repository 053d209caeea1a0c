import Testing
import Foundation
@testable import OpenCoreGraphics

@Suite struct CGColorSpaceTests {
    @Test func namedSpaces() throws {
        let rgbNames = [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB, CGColorSpace.genericRGBLinear]
        for name in rgbNames {
            let space = try #require(CGColorSpace(name: name))
            #expect(space.model == .rgb && space.numberOfComponents == 3 && space.name == name)
        }
        let grayNames = [CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray]
        for name in grayNames {
            let space = try #require(CGColorSpace(name: name))
            #expect(space.model == .monochrome && space.numberOfComponents == 1 && space.name == name)
        }
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchThing") == nil)
        #expect(CGColorSpace(name: "") == nil)
    }

    @Test func appleNameStrings() {
        #expect(CGColorSpace.sRGB == "kCGColorSpaceSRGB")
        #expect(CGColorSpace.extendedSRGB == "kCGColorSpaceExtendedSRGB")
        #expect(CGColorSpace.linearSRGB == "kCGColorSpaceLinearSRGB")
        #expect(CGColorSpace.genericRGBLinear == "kCGColorSpaceGenericRGBLinear")
        #expect(CGColorSpace.genericGrayGamma2_2 == "kCGColorSpaceGenericGrayGamma2_2")
        #expect(CGColorSpace.linearGray == "kCGColorSpaceLinearGray")
        #expect(CGColorSpace.extendedGray == "kCGColorSpaceExtendedGray")
    }

    @Test func deviceSpaces() throws {
        let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()
        #expect(rgb.model == .rgb && rgb.numberOfComponents == 3)
        #expect(gray.model == .monochrome && gray.numberOfComponents == 1)
        #expect(rgb != gray)
        #expect(rgb != CGColorSpace(name: CGColorSpace.sRGB))
        // The device spaces' names round-trip.
        #expect(try CGColorSpace(name: #require(rgb.name)) == rgb)
    }

    @Test func equalityByName() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColorSpace(name: CGColorSpace.sRGB) != CGColorSpace(name: CGColorSpace.linearSRGB))
        let set: Set<CGColorSpace> = [CGColorSpace(name: CGColorSpace.sRGB)!, CGColorSpace(name: CGColorSpace.sRGB)!]
        #expect(set.count == 1)
        #expect(CGColorSpaceModel.rgb.rawValue == 1 && CGColorSpaceModel.monochrome.rawValue == 0)
        #expect(CGColorSpaceModel.unknown.rawValue == -1)
    }
}

@Suite struct CGColorTests {
    @Test func rgbColors() throws {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(c.components == [0.1, 0.2, 0.3, 0.4])
        #expect(c.numberOfComponents == 4)
        #expect(c.alpha == 0.4)
        let space = try #require(c.colorSpace)
        #expect(space.name == CGColorSpace.sRGB && space.model == .rgb)
        let s = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(s == c)
    }

    @Test func grayColors() throws {
        let g = CGColor(gray: 0.25, alpha: 0.5)
        #expect(g.components == [0.25, 0.5])
        #expect(g.numberOfComponents == 2 && g.alpha == 0.5)
        #expect(try #require(g.colorSpace).name == CGColorSpace.genericGrayGamma2_2)
        #expect(CGColor(genericGrayGamma2_2Gray: 0.25, alpha: 0.5) == g)
        // Same appearance, different space: not equal (as CFEqual).
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func constantColors() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
        #expect(CGColor.black.colorSpace?.model == .monochrome)
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
    }

    @Test func colorFromSpaceAndPointer() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let values: [CGFloat] = [0.5, 0.25, 1, 0.75, 99]  // one extra value that must not be read
        let color = try #require(values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) })
        #expect(color.components == [0.5, 0.25, 1, 0.75])
        #expect(color.colorSpace == space)
        let gray = try #require(values.withUnsafeBufferPointer {
            CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: $0.baseAddress!)
        })
        #expect(gray.components == [0.5, 0.25])
    }

    @Test func colorFromSpaceAndArray() throws {
        let space = CGColorSpaceCreateDeviceRGB()
        let color = try #require(CGColor(colorSpace: space, components: [1, 0, 0, 1]))
        #expect(color.components == [1, 0, 0, 1])
        var wrong: CGColor?
        let messages = diagnostics { wrong = CGColor(colorSpace: space, components: [1, 0, 0]) }
        #expect(wrong == nil)
        #expect(messages.count == 1)
        #expect(CGColor(colorSpace: space, components: [CGFloat]()) == nil)
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1, 1]) == nil)
    }

    @Test func copies() throws {
        let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(c.copy() === c)
        let translucent = try #require(c.copy(alpha: 0.25))
        #expect(translucent.components == [1, 0.5, 0, 0.25])
        #expect(translucent.colorSpace == c.colorSpace)
        #expect(c.alpha == 1)
        #expect(try #require(c.copy(alpha: 3)).alpha == 3)  // unclamped
    }

    @Test func extendedAndBadValuesAreKept() {
        let wide = CGColor(red: -0.5, green: 1.5, blue: 2, alpha: 1)
        #expect(wide.components == [-0.5, 1.5, 2, 1])
        let nan = CGColor(red: CGFloat.nan, green: 0, blue: 0, alpha: 1)
        #expect(nan.components?[0].isNaN == true)
        #expect(nan == CGColor(red: CGFloat.nan, green: 0, blue: 0, alpha: 1))
        #expect(nan.hashValue == CGColor(red: CGFloat.nan, green: 0, blue: 0, alpha: 1).hashValue)
        let inf = CGColor(gray: CGFloat.infinity, alpha: -CGFloat.infinity)
        #expect(inf.alpha == -CGFloat.infinity)
        let huge = CGColor(gray: 1e308, alpha: 1)
        #expect(huge.components == [1e308, 1])
    }

    @Test func equalityAndHashing() {
        let a = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let b = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.9))
        #expect(Set([a, b, CGColor.black]).count == 2)
        #expect(CGColor(gray: 0, alpha: 1) == CGColor(gray: -0.0, alpha: 1))
        #expect(CGColor(gray: 0, alpha: 1).hashValue == CGColor(gray: -0.0, alpha: 1).hashValue)
        #expect(a != CGColor(colorSpace: CGColorSpace(name: CGColorSpace.linearSRGB)!, components: [0.2, 0.4, 0.6, 1]))
    }

    @Test func rgbaBridge() throws {
        #expect(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).rgba == RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(CGColor(gray: 0.7, alpha: 0.5).rgba == RGBA(red: 0.7, green: 0.7, blue: 0.7, alpha: 0.5))
        // Linear and extended numbers pass through unconverted.
        let linear = try #require(CGColor(colorSpace: CGColorSpace(name: CGColorSpace.linearSRGB)!, components: [0.5, -1, 2, 1]))
        #expect(linear.rgba == RGBA(red: 0.5, green: -1, blue: 2, alpha: 1))
        let back = CGColor(rgba: RGBA(red: 1.25, green: 0, blue: -0.5, alpha: 0.5))
        #expect(back.components == [1.25, 0, -0.5, 0.5])
        #expect(back.colorSpace?.name == CGColorSpace.sRGB)
        #expect(CGColor(rgba: CGColor.white.rgba) == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CGColor(rgba: RGBA(red: .nan, green: 0, blue: 0, alpha: 1)).rgba.red.isNaN)
    }

    @Test func sendableAcrossTasks() async {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let result = await Task.detached { (color.alpha, path.elements.count) }.value
        #expect(result == (1, 5))
    }
}
