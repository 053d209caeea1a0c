import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Shadows leave out the pixels their layer covers opaquely right after
/// (`Compositor.backgroundHole`, `groupHole`): byte for byte the frame drawn
/// with the whole shadow.
@Suite @MainActor struct CompositorShadowHoleTests {
    func render(_ root: CALayer, scale: Double = 1, skipping: Bool, tightGroups: Bool = true) -> Pixmap {
        let w = Int((Double(root.bounds.width) * scale).rounded(.up)), h = Int((Double(root.bounds.height) * scale).rounded(.up))
        let canvas = try! Canvas(width: w, height: h)
        canvas.clear(Raster.Color(red: 0.9, green: 0.9, blue: 0.8))
        let compositor = Compositor(time: nil)
        compositor.options.leavesOutHiddenShadows = skipping
        compositor.options.offscreensLeaveOutOwnShadow = tightGroups
        compositor.render(root, into: canvas, base: .scale(scale, scale), includeRootGeometry: false)
        return canvas.pixmap
    }

    func shadowed(_ frame: CGRect, path: Bool, radius: CGFloat = 9) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = CGColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 1)
        l.cornerRadius = radius
        l.borderWidth = 2
        l.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 0.8)
        l.shadowOpacity = 0.6
        l.shadowRadius = 4
        l.shadowOffset = CGSize(width: 1.5, height: 3)
        if path {
            l.shadowPath = CGPath(roundedRect: l.bounds, cornerWidth: radius, cornerHeight: radius, transform: nil)
        }
        return l
    }

    func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 140)
        root.addSublayer(shadowed(CGRect(x: 10.3, y: 8.6, width: 60, height: 45), path: true))
        root.addSublayer(shadowed(CGRect(x: 90, y: 10, width: 50, height: 40), path: false))
        // A group (sublayers reaching the edge): the shadow from its alpha.
        let group = shadowed(CGRect(x: 20.4, y: 70.2, width: 70, height: 50), path: false)
        group.addSublayer(solidLayer(CGRect(x: 40, y: 20, width: 40, height: 20), blue))
        root.addSublayer(group)
        // Inside a rounded clip that cuts the child's interior partly.
        let clipper = CALayer()
        clipper.frame = CGRect(x: 110, y: 65, width: 80, height: 70)
        clipper.cornerRadius = 30
        clipper.masksToBounds = true
        clipper.addSublayer(shadowed(CGRect(x: -5, y: -5, width: 60, height: 50), path: true, radius: 4))
        root.addSublayer(clipper)
        // Translucent and rotated layers keep their whole shadow.
        let faded = shadowed(CGRect(x: 150, y: 10, width: 40, height: 30), path: true)
        faded.opacity = 0.7
        root.addSublayer(faded)
        let turned = shadowed(CGRect(x: 5, y: 100, width: 30, height: 20), path: true)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        root.addSublayer(turned)
        return root
    }

    @Test func leavingOutHiddenShadowPixelsChangesNoPixel() {
        for scale in [1.0, 2.0, 0.75] {
            let root = scene()
            #expect(render(root, scale: scale, skipping: true).storage == render(root, scale: scale, skipping: false).storage)
        }
    }

    /// A group's offscreen without the reach of its own shadow (drawn on
    /// the canvas from the group's alpha) gives the same pixels, at
    /// fractional shadow offsets and cut by the canvas edge too.
    @Test func groupsWithoutTheirShadowsReachChangeNoPixel() {
        for scale in [1.0, 2.0, 0.75, 1.3] {
            let root = scene()
            let edge = shadowed(CGRect(x: 170, y: 100, width: 50, height: 45), path: false)   // past the right edge
            edge.addSublayer(solidLayer(CGRect(x: -6, y: 30, width: 20, height: 20), blue))     // out of its bounds
            edge.opacity = 0.8
            root.addSublayer(edge)
            #expect(render(root, scale: scale, skipping: true, tightGroups: true).storage
                == render(root, scale: scale, skipping: true, tightGroups: false).storage, "scale \(scale)")
        }
    }

    @Test func theHoleIsTakenOnlyWhereTheLayerCoversOpaquely() throws {
        let c = Compositor(time: nil)
        let canvas = try Canvas(width: 100, height: 100)
        let l = shadowed(CGRect(x: 10.3, y: 8.6, width: 60, height: 45), path: true)
        let t = Transform(a: 1, b: 0, c: 0, d: 1, tx: 10.3, ty: 8.6)
        let hole = try #require(c.backgroundHole(LayerValues(of: l), t, canvas, alpha: 1))
        // Inset by 0.3 × radius + 1 on every side.
        #expect(abs(hole.x - (10.3 + 3.7)) < 1e-9 && abs(hole.width - (60 - 7.4)) < 1e-9)
        #expect(c.backgroundHole(LayerValues(of: l), t, canvas, alpha: 0.99) == nil)
        #expect(c.backgroundHole(LayerValues(of: l), Transform(a: 0.9, b: 0.1, c: -0.1, d: 0.9, tx: 0, ty: 0), canvas, alpha: 1) == nil)
        l.backgroundColor = CGColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.9)
        #expect(c.backgroundHole(LayerValues(of: l), t, canvas, alpha: 1) == nil)
        // A group's hole needs its alpha to be full over the interior.
        var alpha = try Mask(width: 100, height: 100, fill: 255)
        #expect(c.groupHole(LayerValues(of: l), t, canvas, alpha: 1, groupAlpha: alpha, origin: (0, 0)) != nil)
        alpha.setValue(x: 40, y: 30, 200)
        #expect(c.groupHole(LayerValues(of: l), t, canvas, alpha: 1, groupAlpha: alpha, origin: (0, 0)) == nil)
    }
}
