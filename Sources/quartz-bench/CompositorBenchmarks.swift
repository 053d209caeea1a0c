import Foundation
import OpenQuartzCore
import Codecs

/// Benchmarks of the compositor: whole `CARenderer` frames at 1280×720
/// (ms/frame; one frame = `beginFrame` + `render` + `endFrame`, which
/// evaluates the presentation tree and draws it). The frame time advances by
/// 1/60 s per frame, so the running animations move every frame.
@MainActor func compositorBenchmarks() -> [Benchmark] {
    MediaClock.setManual(at: 2000)
    let size = CGSize(width: 1280, height: 720)
    var list: [Benchmark] = []

    /// A benchmark drawing `root` (already committed) frame after frame.
    /// With `everyPixel` every frame is drawn whole, skipped and
    /// damage-limited frames turned off: the scenes without animations
    /// measure drawing, which the user's path would skip.
    func frames(_ name: String, _ root: CALayer, everyPixel: Bool = false) -> Benchmark {
        let renderer = CARenderer(size: size)
        renderer.layer = root
        if everyPixel {
            renderer.options.skipsUnchangedFrames = false
            renderer.options.tracksDamage = false
        }
        MediaClock.advance(by: 0)   // commit the tree and its animations
        let start = CACurrentMediaTime()
        dumpFrame(renderer, name, at: start + 0.5)
        var frame = 0
        return Benchmark(name: name, unit: .msPerFrame, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                frame += 1
                renderer.beginFrame(atTime: start + Double(frame % 600) / 60)
                renderer.render()
                renderer.endFrame()
            }
        }
    }

    // The fixed cost of a frame: one full-screen layer with a background.
    let empty = screenRoot()
    list.append(frames("compositor.empty", empty, everyPixel: true))

    // The composite scene: 20 cards of 9 sublayers each.
    let scene = screenRoot()
    var rng = SplitMix64(seed: 2024)
    let image = proceduralImage()
    for card in 0..<20 {
        scene.addSublayer(makeCard(card, image: image, rng: &rng))
    }
    list.append(frames("compositor.composite200", scene))

    // The same 200 layers standing still, and one 80×80 layer moving over
    // them (a commit per frame): what damage tracking redraws.
    let still = screenRoot()
    addStillCards(to: still, image: image)
    let sprite = CALayer()
    sprite.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
    sprite.position = CGPoint(x: 200, y: 300)
    sprite.cornerRadius = 12
    sprite.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
    still.addSublayer(sprite)
    let stillRenderer = CARenderer(size: size)
    stillRenderer.layer = still
    MediaClock.advance(by: 0)
    var step = 0
    list.append(Benchmark(name: "compositor.composite200.one-moving", unit: .msPerFrame, operationsPerCall: 1) {
        MainActor.assumeIsolated {
            step += 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            sprite.position = CGPoint(x: 200 + Double(step % 600) * 1.5, y: 300 + 40 * sin(Double(step) / 20))
            CATransaction.commit()
            let t = CACurrentMediaTime() + Double(step) / 60
            stillRenderer.beginFrame(atTime: t)
            stillRenderer.render()
            stillRenderer.endFrame()
        }
    })

    // The same 200 layers standing still inside one container, drawn whole
    // every frame: unrasterized (each layer drawn), then with the container
    // rasterized (issue #19's goal: one bitmap composite per frame).
    for rasterized in [false, true] {
        let screen = screenRoot()
        let container = CALayer()
        container.frame = screen.bounds
        container.shouldRasterize = rasterized
        addStillCards(to: container, image: image)
        screen.addSublayer(container)
        list.append(frames(rasterized ? "compositor.rasterized200.720p" : "compositor.static200.720p", screen, everyPixel: true))
    }

    // Micro scene: 20 star-shaped layers whose shadows come from their alpha
    // (a shape no path describes for the compositor: the generic offscreen route).
    let shadows = screenRoot()
    rng = SplitMix64(seed: 7)
    for _ in 0..<20 {
        let s = CAShapeLayer()
        s.frame = randomFrame(&rng, in: size, width: 80...120, height: 80...120)
        s.path = starPath(radius: Double(min(s.bounds.width, s.bounds.height)) / 2)
        s.fillColor = randomColor(&rng)
        s.shadowOpacity = 0.5
        s.shadowRadius = 6
        s.shadowOffset = CGSize(width: 0, height: 3)
        shadows.addSublayer(s)
    }
    list.append(frames("compositor.shadow.alpha", shadows, everyPixel: true))

    // Micro scene: 20 translucent containers of 3 overlapping sublayers (group opacity).
    let groups = screenRoot()
    rng = SplitMix64(seed: 11)
    for _ in 0..<20 {
        let g = CALayer()
        g.frame = randomFrame(&rng, in: size, width: 120...200, height: 90...150)
        g.opacity = 0.6
        for k in 0..<3 {
            let c = CALayer()
            c.frame = CGRect(x: CGFloat(k) * 25, y: CGFloat(k) * 15, width: 80, height: 60)
            c.backgroundColor = randomColor(&rng)
            c.cornerRadius = 8
            g.addSublayer(c)
        }
        groups.addSublayer(g)
    }
    list.append(frames("compositor.group", groups, everyPixel: true))

    // A full-screen translucent layer with a compositing filter over a
    // full-screen gradient (issue #19): the group is blended onto the
    // gradient every frame. "sourceOverCompositing" is the plain draw.
    for (mode, filter) in [("sourceOver", "sourceOverCompositing"), ("multiply", "multiplyBlendMode"),
                           ("softLight", "softLightBlendMode"), ("luminosity", "luminosityBlendMode")] {
        let root = screenRoot()
        let ramp = CAGradientLayer()
        ramp.frame = root.bounds
        ramp.colors = [CGColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)]
        ramp.startPoint = CGPoint(x: 0, y: 0.5)
        ramp.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(ramp)
        let top = CALayer()
        top.frame = root.bounds
        top.backgroundColor = CGColor(red: 0.8, green: 0.3, blue: 0.6, alpha: 0.8)
        top.compositingFilter = filter
        root.addSublayer(top)
        list.append(frames("compositor.blend.\(mode).720p", root, everyPixel: true))
    }
    return list
}

/// With `QUARTZ_BENCH_DUMP=dir` in the environment, writes the scene's frame
/// at `t` to `dir/NAME.png`, to look at what a benchmark draws.
@MainActor private func dumpFrame(_ renderer: CARenderer, _ name: String, at t: CFTimeInterval) {
    guard let dir = ProcessInfo.processInfo.environment["QUARTZ_BENCH_DUMP"] else { return }
    renderer.beginFrame(atTime: t)
    renderer.render()
    renderer.endFrame()
    guard let pixmap = renderer.framePixmap, let png = try? PNGEncoder().encode(pixmap) else { return }
    _ = FileManager.default.createFile(atPath: "\(dir)/\(name).png", contents: Data(png))
}

/// A 1280×720 root with an opaque background.
@MainActor private func screenRoot() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
    root.backgroundColor = CGColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)
    return root
}

/// One card of the composite scene: a rounded, bordered container of 9
/// sublayers, one of four kinds in turn — translucent with sublayers (group
/// opacity), `masksToBounds`, shadow from a `shadowPath`, shadow from alpha.
/// Every fourth card moves. Its sublayers: a bordered box that moves, a
/// box with a path shadow, a box with an alpha shadow, an axial gradient, an
/// image scaled up, an image at its size, a shape layer (even cards) or a
/// radial gradient, a bordered box that fades, and a rounded clipped image.
@MainActor private func makeCard(_ index: Int, image: CGImage, rng: inout SplitMix64) -> CALayer {
    let card = CALayer()
    card.frame = randomFrame(&rng, in: CGSize(width: 1280, height: 720), width: 200...320, height: 140...220)
    card.backgroundColor = randomColor(&rng)
    card.cornerRadius = 14
    card.borderWidth = 1.5
    card.borderColor = CGColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
    switch index % 4 {
    case 0: card.opacity = 0.85
    case 1: card.masksToBounds = true
    case 2: addShadow(card, path: true)
    default: addShadow(card, path: false)
    }
    if index % 4 == 1 { animate(card, "position", from: card.position, to: CGPoint(x: card.position.x + 60, y: card.position.y + 20)) }
    let w = Double(card.bounds.width), h = Double(card.bounds.height)
    func frame() -> CGRect {
        let cw = 30 + rng.unit() * 50, ch = 24 + rng.unit() * 40
        return CGRect(x: rng.unit() * (w - cw), y: rng.unit() * (h - ch), width: cw, height: ch)
    }
    for kind in 0..<9 {
        let l: CALayer
        switch kind {
        case 3:
            let g = CAGradientLayer()
            g.colors = [randomColor(&rng), randomColor(&rng), randomColor(&rng)]
            g.startPoint = CGPoint(x: 0, y: 0); g.endPoint = CGPoint(x: 1, y: 1)
            g.cornerRadius = 6
            l = g
        case 4, 5:
            l = CALayer()
            l.contents = image
        case 6 where index % 2 == 0:
            let s = CAShapeLayer()
            s.path = starPath(radius: 20)
            s.fillColor = randomColor(&rng)
            s.strokeColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            s.lineWidth = 2
            s.lineJoin = .round
            l = s
        case 6:
            let g = CAGradientLayer()
            g.type = .radial
            g.colors = [randomColor(&rng), CGColor(red: 1, green: 1, blue: 1, alpha: 0)]
            g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
            l = g
        case 8:
            l = CALayer()
            l.contents = image
            l.cornerRadius = 10
            l.masksToBounds = true
        default:
            l = CALayer()
            l.backgroundColor = randomColor(&rng)
            l.cornerRadius = 8
            l.borderWidth = 2
            l.borderColor = randomColor(&rng)
        }
        l.frame = frame()
        if kind == 5 { l.bounds.size = CGSize(width: image.width, height: image.height) }   // 1:1
        if kind == 1 { addShadow(l, path: true) }
        if kind == 2 { addShadow(l, path: false) }
        if kind == 0 { animate(l, "position", from: l.position, to: CGPoint(x: l.position.x + 20, y: l.position.y + 10)) }
        if kind == 7 { animate(l, "opacity", from: 1.0, to: 0.3) }
        card.addSublayer(l)
    }
    return card
}

/// The composite scene's 20 cards (seed 2024) added to `parent`, every
/// animation in them removed: 200 layers standing still.
@MainActor private func addStillCards(to parent: CALayer, image: CGImage) {
    var rng = SplitMix64(seed: 2024)
    for card in 0..<20 {
        parent.addSublayer(makeCard(card, image: image, rng: &rng))
    }
    var pending = [parent]
    while let l = pending.popLast() {
        l.removeAllAnimations()
        pending.append(contentsOf: l.sublayers ?? [])
    }
}

/// A soft shadow below `layer`, shaped by a rounded `shadowPath` or by its alpha.
@MainActor private func addShadow(_ layer: CALayer, path: Bool) {
    layer.shadowOpacity = 0.4
    layer.shadowRadius = 6
    layer.shadowOffset = CGSize(width: 0, height: 4)
    if path {
        layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: layer.cornerRadius,
                                  cornerHeight: layer.cornerRadius, transform: nil)
    }
}

/// A repeating, autoreversing 2 s animation of `keyPath`.
@MainActor private func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any) {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = 2
    a.autoreverses = true
    a.repeatCount = .infinity
    layer.add(a, forKey: keyPath)
}

/// A 64×64 picture drawn with Core Graphics: a tinted square with rings.
@MainActor private func proceduralImage() -> CGImage {
    let ctx = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.setFillColor(CGColor(red: 0.95, green: 0.8, blue: 0.3, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
    for k in 0..<4 {
        let inset = CGFloat(k) * 7
        ctx.setStrokeColor(CGColor(red: 0.2 * CGFloat(k), green: 0.3, blue: 0.8, alpha: 1))
        ctx.setLineWidth(3)
        ctx.strokeEllipse(in: CGRect(x: 6 + inset, y: 6 + inset, width: 52 - 2 * inset, height: 52 - 2 * inset))
    }
    return ctx.makeImage()!
}

/// A five-pointed star of `radius` centred at (radius, radius).
private func starPath(radius r: Double) -> CGPath {
    let path = CGMutablePath()
    for k in 0..<10 {
        let angle = Double(k) * Double.pi / 5 - Double.pi / 2
        let rr = k % 2 == 0 ? r : r * 0.45
        let p = CGPoint(x: r + rr * cos(angle), y: r + rr * sin(angle))
        if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
}

private func randomColor(_ rng: inout SplitMix64) -> CGColor {
    CGColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 1)
}

/// A frame of random size inside `area`.
private func randomFrame(_ rng: inout SplitMix64, in area: CGSize, width: ClosedRange<Double>,
                         height: ClosedRange<Double>) -> CGRect {
    let w = width.lowerBound + rng.unit() * (width.upperBound - width.lowerBound)
    let h = height.lowerBound + rng.unit() * (height.upperBound - height.lowerBound)
    return CGRect(x: rng.unit() * (Double(area.width) - w), y: rng.unit() * (Double(area.height) - h), width: w, height: h)
}
