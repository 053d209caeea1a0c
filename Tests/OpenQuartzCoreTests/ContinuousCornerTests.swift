import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// `cornerCurve = .continuous`: Apple's continuous-curvature corners,
/// checked where they differ from circular ones. Positions come from the
/// shape's published geometry: the corner leaves each edge 1.528665 × r
/// from the corner; near the edge it departs from it as a curve of zero
/// curvature (so it lies inside the circular corner's straight edge between
/// r and 1.528665 r); on the diagonal it passes 0.2915 r from the corner
/// (the circular arc: (1 − 1/√2) r = 0.2929 r), its middle being an arc of
/// radius 0.93125 r centred 0.95 r from both edges.
@Suite @MainActor struct ContinuousCornerTests {
    /// The top-left corner of a 3200 × 3200 layer with radius 1000, drawn
    /// on a 1600 × 400 canvas (one point, one pixel).
    func corner(_ curve: CALayerCornerCurve, configure: (CALayer) -> Void = { _ in }) -> Pixmap {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1600, height: 400)
        let l = solidLayer(CGRect(x: 0, y: 0, width: 3200, height: 3200), red)
        l.cornerRadius = 1000
        l.cornerCurve = curve
        configure(l)
        root.addSublayer(l)
        return renderModel(root)
    }

    @Test func expansionFactorsAreApples() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
        let (value, messages) = CADiagnostics.capture { CALayer.cornerCurveExpansionFactor(CALayerCornerCurve(rawValue: "wobbly")) }
        #expect(value == 1 && messages.count == 1)
    }

    @Test func theCornerReachesOnePointFiveTimesTheRadiusAlongTheEdge() {
        let c = corner(.continuous), o = corner(.circular)
        // Beyond 1.528665 r = 1528.7: the straight edge, fully covered.
        #expect(c.pixel(x: 1530, y: 0) == opaqueRed && c.pixel(x: 1600 - 1, y: 0) == opaqueRed)
        // Just inside it (u = 1330 ≈ 1.33 r) the curve is a quarter pixel off the edge: partly covered.
        let a = Int(c.pixel(x: 1330, y: 0)!.a)
        #expect(a > 120 && a < 250, "alpha \(a)")
        // The circular corner is a straight edge there (u > r): fully covered.
        #expect(o.pixel(x: 1330, y: 0) == opaqueRed)
    }

    @Test func insideTheCircularCornerButOutsideTheContinuousOne() {
        let c = corner(.continuous), o = corner(.circular)
        // u = 1100 (1.1 r): the continuous curve is ~3.7 px below the edge; the circular corner is the edge.
        #expect(o.pixel(x: 1100, y: 1) == opaqueRed)
        #expect(c.pixel(x: 1100, y: 1)!.a == 0)
    }

    @Test func outsideTheCircularCornerButInsideTheContinuousOneOnTheDiagonal() {
        let c = corner(.continuous), o = corner(.circular)
        // The pixel (292…293)²: its centre is 1000.56 from the circular arc's centre (outside radius 1000),
        // 930.55 from the continuous arc's centre (inside radius 931.25).
        #expect(c.pixel(x: 292, y: 292)!.a >= 250)
        #expect(o.pixel(x: 292, y: 292)!.a < 60)
    }

    @Test func clipBorderAndShadowFollowTheContinuousCurve() {
        // masksToBounds: a sublayer filling the layer is cut by the continuous corner.
        let clipped = corner(.continuous) { l in
            l.backgroundColor = nil
            l.masksToBounds = true
            l.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 3200, height: 3200), blue))
        }
        #expect(clipped.pixel(x: 1100, y: 1)!.a == 0 && clipped.pixel(x: 1530, y: 0) == opaqueBlue)
        // The border follows the curve: at u = 1100 it starts ~3.7 px down.
        let bordered = corner(.continuous) { l in
            l.backgroundColor = nil
            l.borderWidth = 6
            l.borderColor = green
        }
        #expect(bordered.pixel(x: 1100, y: 1)!.a == 0 && bordered.pixel(x: 1100, y: 6) == opaqueGreen)
        #expect(bordered.pixel(x: 1530, y: 0) == opaqueGreen && bordered.pixel(x: 1530, y: 7)!.a == 0)
        // A shadow cast from the layer's shape (no blur), 4 up, has the same outline: at u = 1000 the
        // curve is 8.3 px below the edge, the shadow 4.3 (a circular outline would be the edge, 4 up).
        let shadowed = corner(.continuous) { l in
            l.shadowOpacity = 1; l.shadowRadius = 0; l.shadowOffset = CGSize(width: 0, height: -4)
            l.shadowColor = blue
        }
        #expect(shadowed.pixel(x: 1000, y: 2)!.a == 0)
        #expect(shadowed.pixel(x: 1000, y: 5) == opaqueBlue)
        #expect(shadowed.pixel(x: 1000, y: 11) == opaqueRed)
    }

    /// A radius of half the shorter side draws a capsule whatever the
    /// curve; between `half / 1.528665` and `half` the continuous corner
    /// blends into the circular one, never reaching past half the side.
    @Test func radiiTooLargeForTheShapeBlendIntoCircular() {
        func pill(_ curve: CALayerCornerCurve, _ radius: CGFloat) -> Pixmap {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
            let l = solidLayer(CGRect(x: 10, y: 10, width: 100, height: 40), red)
            l.cornerRadius = radius
            l.cornerCurve = curve
            root.addSublayer(l)
            return renderModel(root)
        }
        // The same arcs, split differently into cubics and so flattened into
        // different polylines (each within Raster's 0.25-pixel tolerance):
        // edge pixels differ by at most that much coverage (64 of 255).
        func worst(_ a: Pixmap, _ b: Pixmap) -> Int {
            var w = 0
            for y in 0..<a.height { for x in 0..<a.width { w = max(w, abs(Int(a.pixel(x: x, y: y)!.a) - Int(b.pixel(x: x, y: y)!.a))) } }
            return w
        }
        let circle = pill(.circular, 20)
        #expect(worst(pill(.continuous, 20), circle) <= 48)
        #expect(worst(pill(.continuous, 500), circle) <= 48)                // clamped to half the side
        #expect(worst(pill(.continuous, 16), circle) > 100)                 // a blend: not yet the capsule
        // Half way between: the top edge is straight only from x = 10 + 20 to 110 − 20 at most.
        let mid = pill(.continuous, 16)
        #expect(mid.pixel(x: 60, y: 10) == opaqueRed)                      // the middle of the top edge
        #expect(mid.pixel(x: 10, y: 10)!.a == 0)                            // the corner itself is cut
        #expect(mid.pixel(x: 60, y: 30) == opaqueRed)
    }

    @Test func anUnknownCurveIsReportedAndDrawnCircular() {
        let (pixels, messages) = CADiagnostics.capture { corner(CALayerCornerCurve(rawValue: "wobbly")) }
        #expect(messages.contains { $0.contains("wobbly") })
        #expect(pixels.storage == corner(.circular).storage)
    }
}
