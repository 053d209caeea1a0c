import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Perspective, back faces, transform layers and replicators.
@Suite @MainActor struct Compositor3DTests {
    /// A 200 × 200 root whose sublayers are seen with perspective (eye 500 points away).
    func perspectiveRoot() -> CALayer {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        r.sublayerTransform = p
        return r
    }

    func column(_ p: Pixmap, _ x: Int) -> Int { (0..<p.height).filter { p.pixel(x: x, y: $0)!.a > 127 }.count }
    func row(_ p: Pixmap, _ y: Int) -> Int { (0..<p.width).filter { p.pixel(x: $0, y: y)!.a > 127 }.count }

    @Test func perspectiveMakesTheNearEdgeTallerThanTheFarEdge() {
        let r = perspectiveRoot()
        let l = solidLayer(CGRect(x: 50, y: 50, width: 100, height: 100), red)
        l.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        r.addSublayer(l)
        let p = renderModel(r)
        debugDump(p, "perspective")
        // A positive turn about y takes the right edge away from the eye and
        // brings the left edge nearer (taller); the projected width shrinks.
        let width = row(p, 100)
        #expect(width > 60 && width < 80)
        let xs = (0..<200).filter { p.pixel(x: $0, y: 100)!.a > 127 }
        let left = column(p, xs.first! + 1), right = column(p, xs.last! - 1)
        #expect(left > right + 10)
        // Against the exact projection of the edges (x' = x / w about the centre, w = 1 − z / 500).
        let half = 50.0 * cos(Double.pi / 4), z = 50.0 * sin(Double.pi / 4)
        let nearX = 100 - half / (1 - z / 500), farX = 100 + half / (1 + z / 500)
        #expect(abs(Double(xs.first!) - nearX) <= 1 && abs(Double(xs.last! + 1) - farX) <= 1)
        #expect(abs(Double(left) - 100 / (1 - z / 500)) <= 1.5)
        #expect(abs(Double(right) - 100 / (1 + z / 500)) <= 1.5)
    }

    @Test func backFacesAreCulledOnlyWhenNotDoubleSided() {
        let r = perspectiveRoot()
        let l = CALayer()
        l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        l.contents = splitImage(10, 10)
        l.magnificationFilter = .nearest
        l.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        r.addSublayer(l)
        var p = renderModel(r)
        // Seen from behind: mirrored, the blue half on the left.
        #expect(p.pixel(x: 60, y: 100) == opaqueBlue && p.pixel(x: 140, y: 100) == opaqueRed)
        l.isDoubleSided = false
        p = renderModel(r)
        #expect(coveredCount(p, threshold: 0) == 0)
    }

    @Test func transformLayerKeepsDepthWhileAPlainLayerFlattens() {
        func render(_ container: CALayer) -> Pixel {
            let r = perspectiveRoot()
            container.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            let near = solidLayer(container.bounds, blue); near.zPosition = 10
            let far = solidLayer(container.bounds, red); far.zPosition = -10
            container.addSublayer(near)
            container.addSublayer(far)
            container.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)   // turn the pair around
            r.addSublayer(container)
            return renderModel(r).pixel(x: 100, y: 100)!
        }
        // Turned around, the red square is now nearer the eye.
        #expect(render(CATransformLayer()) == opaqueRed)
        // A plain layer flattens its sublayers first (blue on top), then turns the picture.
        #expect(render(CALayer()) == opaqueBlue)
    }

    @Test func replicatorDrawsTransformedAndTintedCopies() {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        let rep = CAReplicatorLayer()
        rep.frame = r.bounds
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        rep.instanceGreenOffset = -0.5
        rep.addSublayer(solidLayer(CGRect(x: 0, y: 5, width: 10, height: 10), white))
        r.addSublayer(rep)
        let p = renderModel(r)
        #expect(p.pixel(x: 5, y: 10) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(close(p.pixel(x: 25, y: 10), Pixel(r: 255, g: 128, b: 255, a: 255)))
        #expect(close(p.pixel(x: 45, y: 10), Pixel(r: 255, g: 0, b: 255, a: 255)))
        #expect(p.pixel(x: 65, y: 10)!.a == 0)
        #expect(p.pixel(x: 15, y: 10)!.a == 0)
    }

    @Test func replicatorRotatesCopiesAboutItsCentre() {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let rep = CAReplicatorLayer()
        rep.frame = r.bounds
        rep.instanceCount = 4
        rep.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        rep.addSublayer(solidLayer(CGRect(x: 45, y: 0, width: 10, height: 10), white))   // a dot at the top
        r.addSublayer(rep)
        let p = renderModel(r)
        #expect(p.pixel(x: 50, y: 5)!.a == 255 && p.pixel(x: 95, y: 50)!.a == 255)
        #expect(p.pixel(x: 50, y: 95)!.a == 255 && p.pixel(x: 5, y: 50)!.a == 255)
        #expect(coveredCount(p) == 400)
    }
}
