import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// CMYK colours where layers take colours: drawn through the naive
/// conversion `r = (1 − c)(1 − k)`, `g = (1 − m)(1 − k)`, `b = (1 − y)(1 − k)`.
@MainActor @Suite struct LayerCMYKColorTests {
    @Test func backgroundBorderAndShapeFill() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        // c 0.2, m 0.6, y 1, k 0.5 → (0.4, 0.2, 0) → (102, 51, 0).
        root.backgroundColor = CGColor(genericCMYKCyan: 0.2, magenta: 0.6, yellow: 1, black: 0.5, alpha: 1)
        let bordered = CALayer()
        bordered.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        bordered.borderWidth = 5
        bordered.borderColor = CGColor(colorSpace: CGColorSpaceCreateDeviceCMYK(), components: [1, 0, 0, 0, 1] as [CGFloat])
        root.addSublayer(bordered)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20, y: 0, width: 10, height: 10)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.fillColor = CGColor(genericCMYKCyan: 0, magenta: 1, yellow: 0, black: 0, alpha: 1)
        root.addSublayer(shape)
        let image = renderModel(root)
        #expect(image.pixel(x: 5, y: 5) == Pixel(r: 102, g: 51, b: 0, a: 255))
        #expect(image.pixel(x: 15, y: 5) == Pixel(r: 0, g: 255, b: 255, a: 255))     // cyan ink
        #expect(image.pixel(x: 25, y: 5) == Pixel(r: 255, g: 0, b: 255, a: 255))     // magenta ink
    }

    @Test func animatedAsRGB() {
        // Animation values hold colours as RGBA: CMYK "no ink" is white.
        let from = AnimatableValue(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let to = AnimatableValue(CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 0, alpha: 1))
        guard case .color(let a) = from, case .color(let b) = to else {
            Issue.record("colours are not colour values: \(from), \(to)")
            return
        }
        #expect(b == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(a == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
