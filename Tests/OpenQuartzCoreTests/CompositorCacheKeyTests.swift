import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// A scene with a layer for every between-frame cache: rounded backgrounds
/// and borders (`FillCache`), a shape layer's fill and stroke, image
/// contents and radial and conic ramps (`SamplesCache`), a linear ramp
/// (`RecordedFillCache`, `GradientTableCache`), shadows cast from a path and
/// from a layer's own shape (`ShadowCache`) and a rounded clip (`ClipCache`).
@MainActor struct CacheKeyScene {
    let root = CALayer()
    let box = CALayer(), shape = CAShapeLayer(), picture = CALayer()
    let radial = CAGradientLayer(), conic = CAGradientLayer(), linear = CAGradientLayer()
    let pathShadow = CALayer(), shapeShadow = CALayer(), clip = CALayer()

    init() {
        root.bounds = CGRect(x: 0, y: 0, width: 150, height: 110)
        box.frame = CGRect(x: 5.3, y: 6.7, width: 40, height: 28)
        box.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.9)
        box.cornerRadius = 9
        box.borderWidth = 1.5
        box.borderColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        shape.frame = CGRect(x: 50, y: 4, width: 40, height: 40)
        shape.path = starPath(18)
        shape.fillColor = CGColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.8)
        shape.strokeColor = CGColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)
        shape.lineWidth = 2
        picture.frame = CGRect(x: 95, y: 5, width: 27, height: 21)
        picture.contents = Self.image(seed: 1)
        radial.frame = CGRect(x: 5, y: 40, width: 30, height: 30)
        radial.type = .radial
        radial.colors = [CGColor(red: 1, green: 0.8, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.4)]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        conic.frame = CGRect(x: 40, y: 48, width: 26, height: 26)
        conic.type = .conic
        conic.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                        CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        linear.frame = CGRect(x: 72, y: 46, width: 36, height: 24)
        linear.colors = [CGColor(red: 0.9, green: 0.2, blue: 0.5, alpha: 1), CGColor(red: 0.1, green: 0.7, blue: 0.9, alpha: 1)]
        linear.startPoint = CGPoint(x: 0, y: 0)
        linear.endPoint = CGPoint(x: 1, y: 1)
        linear.cornerRadius = 6
        pathShadow.frame = CGRect(x: 115, y: 40, width: 26, height: 22)
        pathShadow.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        pathShadow.shadowPath = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 26, height: 22), cornerWidth: 5, cornerHeight: 5,
                                       transform: nil)
        pathShadow.shadowOpacity = 0.6
        pathShadow.shadowRadius = 3
        pathShadow.shadowOffset = CGSize(width: 1, height: 2)
        shapeShadow.frame = CGRect(x: 8, y: 80, width: 34, height: 20)
        shapeShadow.backgroundColor = CGColor(red: 0.4, green: 0.8, blue: 0.5, alpha: 1)
        shapeShadow.cornerRadius = 5
        shapeShadow.shadowOpacity = 0.5
        shapeShadow.shadowRadius = 2.5
        shapeShadow.shadowOffset = CGSize(width: 2, height: 3)
        clip.frame = CGRect(x: 60, y: 78, width: 50, height: 28)
        clip.cornerRadius = 10
        clip.masksToBounds = true
        let inside = CALayer()
        inside.frame = CGRect(x: -5, y: -3, width: 40, height: 40)
        inside.backgroundColor = CGColor(red: 0.7, green: 0.2, blue: 0.9, alpha: 1)
        clip.addSublayer(inside)
        for l in [box, shape, picture, radial, conic, linear, pathShadow, shapeShadow, clip] { root.addSublayer(l) }
    }

    /// One change to an input that reaches the pixels of each cache, one per step.
    var changes: [(String, () -> Void)] {
        [
            ("box corner radius", { box.cornerRadius = 14 }),
            ("box border width", { box.borderWidth = 4 }),
            ("box masked corners", { box.maskedCorners = [.layerMinXMinYCorner] }),
            ("shape path", { shape.path = starPath(12) }),
            ("shape line width", { shape.lineWidth = 5 }),
            ("shape stroke end", { shape.strokeEnd = 0.6 }),
            ("contents image", { picture.contents = Self.image(seed: 2) }),
            ("contents rect", { picture.contentsRect = CGRect(x: 0.25, y: 0, width: 0.5, height: 1) }),
            ("radial colours", { radial.colors = [CGColor(red: 0, green: 1, blue: 0.5, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)] }),
            ("radial end point", { radial.endPoint = CGPoint(x: 0.8, y: 1) }),
            ("conic locations", { conic.locations = [0.1, 0.3, 0.9] }),
            ("linear colours", { linear.colors = [CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1)] }),
            ("linear corner radius", { linear.cornerRadius = 2 }),
            ("shadow offset", { pathShadow.shadowOffset = CGSize(width: 4, height: 6) }),
            ("shadow path", { pathShadow.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 26, height: 22), transform: nil) }),
            ("shadow radius", { shapeShadow.shadowRadius = 1 }),
            ("layer-shape shadow offset", { shapeShadow.shadowOffset = CGSize(width: -2, height: 1) }),
            ("layer-shape corner radius", { shapeShadow.cornerRadius = 9 }),
            ("clip corner radius", { clip.cornerRadius = 3 }),
        ]
    }

    /// A 9×7 image with varied colours and alpha (`seed` varies them).
    static func image(seed: Int) -> CGImage {
        var p = try! Pixmap(width: 9, height: 7)
        for y in 0..<7 {
            for x in 0..<9 {
                let a = UInt8(120 + (x * 17 + y * 29 + seed * 41) % 136)
                p.setPixel(x: x, y: y, Pixel(r: UInt8(Int(a) * x / 9), g: UInt8(Int(a) * y / 7), b: a / UInt8(1 + seed), a: a))
            }
        }
        return CGImage(pixmap: p, space: CGColorSpaceCreateDeviceRGB())
    }
}

/// Caches keyed by layer values' generations cannot serve a stale result:
/// every input that reaches pixels, changed between frames, draws what a
/// compositor with every cache off draws, byte for byte.
@Suite @MainActor struct CompositorCacheKeyTests {
    /// Model values (`render(in:)`'s): each change drawn while uncommitted
    /// (its values named by a new stamp), then again after the commit (named
    /// by the layer's render generation), each time after frames that kept
    /// every cache's results.
    @Test func everyInputChangeRedrawsModelValues() {
        let scene = CacheKeyScene()
        let cached = Compositor(time: nil), plain = Compositor(time: nil)
        plain.options = .plain
        CATransaction.flush()
        func same(_ what: String) {
            let equal = compositorFrame(scene.root, cached).storage == compositorFrame(scene.root, plain).storage
            #expect(equal, "\(what)")
        }
        same("first frame")
        same("kept")
        for (what, change) in scene.changes {
            change()
            same("\(what), uncommitted")
            CATransaction.flush()
            same("\(what), committed")
            same("\(what), kept")
        }
    }

    /// A `CGMutablePath` changed in place, under unchanged layer values: the
    /// path's elements are part of the fill and shadow keys.
    @Test func aPathChangedInPlaceIsDrawnAnew() {
        let scene = CacheKeyScene()
        let path = starPath(16), shadow = CGMutablePath()
        shadow.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        scene.shape.path = path
        scene.pathShadow.shadowPath = shadow
        let cached = Compositor(time: nil), plain = Compositor(time: nil)
        plain.options = .plain
        CATransaction.flush()
        for step in 0..<4 {
            if step == 2 {
                path.addLine(to: CGPoint(x: 39, y: 39))
                shadow.addEllipse(in: CGRect(x: 10, y: 10, width: 16, height: 14))
            }
            let equal = compositorFrame(scene.root, cached).storage == compositorFrame(scene.root, plain).storage
            #expect(equal, "frame \(step)")
        }
    }

    /// Values made field by field (stamp 0) are never looked up.
    @Test func valuesWithoutAStampHaveNoKey() {
        let generations = ValueGenerations(), layer = CALayer()
        #expect(generations.key(layer, LayerValues()) == nil)
        #expect(generations.key(layer, LayerValues(of: layer)) != nil)
    }
}

extension GlobalClockSuite {
/// The same through `CARenderer` (presentation values, kept static values,
/// damage): every change committed between frames, while the changed layers'
/// opacity animates (their values then keep the render generation's name
/// from frame to frame) and another layer's corner radius animates, draws
/// what a renderer with every switch off draws.
@Suite @MainActor struct RendererCacheKeyTests {
    @Test func everyInputChangeRedrawsPresentationValues() {
        resetClock()
        let size = CGSize(width: 150, height: 110)
        let (renderer, root) = makeShownRoot(size: size)
        let scene = CacheKeyScene()
        let plain = CARenderer(size: size)
        plain.options = .plain
        plain.layer = root
        for l in scene.root.sublayers ?? [] { root.addSublayer(l) }
        for l in [scene.box, scene.shape, scene.linear, scene.shapeShadow] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.4
            fade.duration = 0.5
            fade.autoreverses = true
            fade.repeatCount = .infinity
            l.add(fade, forKey: "fade")
        }
        // A layer whose corner radius animates: its values are not the
        // committed ones, so its key changes every frame.
        let rounding = CALayer()
        rounding.frame = CGRect(x: 112, y: 70, width: 30, height: 30)
        rounding.backgroundColor = CGColor(red: 0.8, green: 0.6, blue: 0.1, alpha: 1)
        rounding.borderWidth = 2
        root.addSublayer(rounding)
        let corners = CABasicAnimation(keyPath: "cornerRadius")
        corners.fromValue = 2.0
        corners.toValue = 14.0
        corners.duration = 0.3
        corners.repeatCount = .infinity
        rounding.add(corners, forKey: "corners")
        MediaClock.advance(by: 0)
        var t = CACurrentMediaTime()
        func same(_ what: String) {
            t += 1.0 / 60
            renderFrame(renderer, at: t)
            renderFrame(plain, at: t)
            let equal = renderer.framePixmap != nil && renderer.framePixmap?.storage == plain.framePixmap?.storage
            #expect(equal, "\(what)")
        }
        same("first frame")
        same("kept")
        for (what, change) in scene.changes {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            same(what)
            same("\(what), kept")
        }
    }
}
}
