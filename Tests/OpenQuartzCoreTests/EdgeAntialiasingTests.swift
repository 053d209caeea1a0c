import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// `allowsEdgeAntialiasing` and `edgeAntialiasingMask`: by default (as on
/// iOS) a rotated layer's edges are aliased (`Compositor+AliasedEdges.swift`);
/// with edge antialiasing allowed, only the edges left out of the mask are.
@Suite @MainActor struct EdgeAntialiasingTests {
    /// A 60 × 30 red layer turned 30° about the centre of a 100 × 100 canvas.
    func turned(_ configure: (CALayer) -> Void) -> Pixmap {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let l = solidLayer(CGRect(x: 20, y: 35, width: 60, height: 30), red)
        l.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        configure(l)
        root.addSublayer(l)
        return renderModel(root)
    }

    /// The pixels whose centre lies within `band` device pixels of the edge
    /// of the turned layer at layer y = `edgeY` (its long edges), inside the
    /// edge's length: their alphas.
    func alphasNear(longEdgeAtY edgeY: Double, _ p: Pixmap, band: Double = 1.2) -> [UInt8] {
        // Layer coordinates (bounds 0…60 × 0…30, centre at (50, 50)) of a canvas point.
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        var out: [UInt8] = []
        for y in 0..<100 { for x in 0..<100 {
            let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
            let u = c * dx + s * dy + 30, v = -s * dx + c * dy + 15
            if abs(v - edgeY) < band && u > 3 && u < 57 { out.append(p.pixel(x: x, y: y)!.a) }
        } }
        return out
    }

    @Test func edgesLeftOutOfTheMaskAreAliased() {
        let p = turned { l in
            l.allowsEdgeAntialiasing = true
            l.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerTopEdge]   // min-y (bottom) aliased
        }
        let aliased = alphasNear(longEdgeAtY: 0, p), smooth = alphasNear(longEdgeAtY: 30, p)
        #expect(!aliased.isEmpty && aliased.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(smooth.contains { $0 > 20 && $0 < 235 })
        // Aliased: a pixel is covered exactly when its centre is inside (v ≥ 0).
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        for y in 0..<100 { for x in 0..<100 {
            let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
            let u = c * dx + s * dy + 30, v = -s * dx + c * dy + 15
            if u > 3 && u < 57 && abs(v) < 2 { #expect((p.pixel(x: x, y: y)!.a == 255) == (v >= 0), "(\(x), \(y)) v \(v)") }
        } }
    }

    @Test func byDefaultTheEdgesAreAliasedAndAllowingAntialiasesThem() {
        let plain = turned { _ in }
        #expect(alphasNear(longEdgeAtY: 0, plain).allSatisfy { $0 == 0 || $0 == 255 })
        #expect(alphasNear(longEdgeAtY: 30, plain).allSatisfy { $0 == 0 || $0 == 255 })
        let noneAllowed = turned { $0.edgeAntialiasingMask = [] }                  // not allowed: the mask is not used
        #expect(noneAllowed.storage == plain.storage)
        let allowed = turned { $0.allowsEdgeAntialiasing = true }
        #expect(alphasNear(longEdgeAtY: 0, allowed).contains { $0 > 20 && $0 < 235 })
        #expect(alphasNear(longEdgeAtY: 30, allowed).contains { $0 > 20 && $0 < 235 })
        let none = turned { l in l.allowsEdgeAntialiasing = true; l.edgeAntialiasingMask = [] }
        #expect(alphasNear(longEdgeAtY: 0, none).allSatisfy { $0 == 0 || $0 == 255 })
        #expect(alphasNear(longEdgeAtY: 30, none).allSatisfy { $0 == 0 || $0 == 255 })
    }

    @Test func theMaskIsKeyValueCodedAndCopiedToThePresentation() {
        let l = CALayer()
        l.setValue(CAEdgeAntialiasingMask.layerTopEdge, forKey: "edgeAntialiasingMask")
        #expect(l.edgeAntialiasingMask == .layerTopEdge)
        #expect(CALayer(layer: l).edgeAntialiasingMask == .layerTopEdge)
        #expect(CALayer().edgeAntialiasingMask.rawValue == 15)
    }
}
