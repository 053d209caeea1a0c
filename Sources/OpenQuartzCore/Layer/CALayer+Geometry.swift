import Foundation

extension CALayer {
    /// The layer's rectangle in its superlayer's coordinates, derived from
    /// `position`, `bounds`, `anchorPoint` and `transform` (the bounding box
    /// when transformed). Setting it sets `position` and `bounds.size` — both
    /// run their actions — and, like Apple's, is undefined (here: applied to
    /// the untransformed geometry) when `transform` is not the identity.
    public var frame: CGRect {
        get {
            let m = layerToSuperlayerMatrix(sublayerTransformOf: nil)
            return mapRect(bounds, through: m)
        }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.size.width.isFinite, newValue.size.height.isFinite else {
                CADiagnostics.report("CALayer.frame = \(newValue): not finite; ignored")
                return
            }
            let r = newValue.standardized
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            bounds = CGRect(origin: bounds.origin, size: r.size)
        }
    }

    /// The transform as an affine transform: its affine part, `m11 m12 m21
    /// m22 m41 m42` (a b c d tx ty), whatever the other entries — Apple's
    /// `CATransform3DGetAffineTransform`, which documents the result for a
    /// transform that is not affine as undefined and in practice returns
    /// those six entries; `CATransform3DIsAffine` tells the cases apart.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets `transform` from an affine transform (runs the "transform" action).
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Conversion
    //
    // Apple's rules, as documented for `convert(_:to:)`/`convert(_:from:)`:
    // - layers of one tree convert through every transform between them
    //   (`sublayerTransform`, 3D and perspective included);
    // - `nil` stands for the space the root layer's frame is in (the window,
    //   or here the `CARenderer`'s canvas): "If you specify nil … this method
    //   returns the original point added to the layer's frame's origin"
    //   (to:) / "subtracted from" it (from:), which is what mapping a root
    //   layer's point into that space does;
    // - layers in different trees convert through that space, as if each
    //   tree's root were shown in the same window;
    // - a superlayer whose `isGeometryFlipped` is true interprets its
    //   sublayers' geometry flipped vertically ("whether the geometry of the
    //   layer and its sublayers is flipped vertically"): a sublayer's position
    //   y is measured up from the bottom of the bounds, so a point's y maps
    //   to bounds.minY + bounds.maxY − y before the `sublayerTransform`.
    //   Hit testing uses the same matrices, so it agrees with conversion.
    //   (The compositor does not draw the flip yet.)

    /// Converts `p` from `l`'s coordinates (nil: the space the root's frame
    /// is in — see the rules above) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        homography(from: l, to: self).map(p)
    }

    /// Converts `p` from this layer's coordinates to `l`'s (nil: the space
    /// the root's frame is in: a root layer's point plus its frame's origin).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        homography(from: self, to: l).map(p)
    }

    /// Converts a rectangle from `l`'s coordinates (the bounding box of its
    /// corners; nil as for points).
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        homography(from: l, to: self).mapRect(r)
    }

    /// Converts a rectangle to `l`'s coordinates (the bounding box of its
    /// corners; nil as for points).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        homography(from: self, to: l).mapRect(r)
    }

    /// The 4×4 matrix taking this layer's coordinates to its superlayer's,
    /// as conversion and hit testing see it: `layerToSuperlayerMatrix(sublayerTransformOf:)`
    /// with the superlayer's geometry flip.
    func layerToSuperlayerMatrix() -> CATransform3D {
        layerToSuperlayerMatrix(sublayerTransformOf: superlayer, flippedBy: superlayer)
    }

    /// The 4×4 matrix taking this layer's coordinates to its superlayer's:
    /// move the anchor point to the origin, apply `transform`, move to
    /// `position` (and `zPosition`), mirror vertically in `flipper`'s bounds
    /// when `flipper.isGeometryFlipped` (nil: no flip — the compositor's
    /// case), then apply `parent`'s `sublayerTransform` about its own anchor
    /// point (nil: none — the renderer passes the superlayer's presentation copy).
    func layerToSuperlayerMatrix(sublayerTransformOf parent: CALayer?, flippedBy flipper: CALayer? = nil) -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        var m = CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
        m = CATransform3DConcat(m, transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let f = flipper, f.isGeometryFlipped {
            var flip = CATransform3DMakeScale(1, -1, 1)
            flip.m42 = f.bounds.minY + f.bounds.maxY
            m = CATransform3DConcat(m, flip)
        }
        if let s = parent, !CATransform3DIsIdentity(s.sublayerTransform) {
            let sx = s.bounds.minX + s.anchorPoint.x * s.bounds.width
            let sy = s.bounds.minY + s.anchorPoint.y * s.bounds.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-sx, -sy, -s.anchorPointZ))
            m = CATransform3DConcat(m, s.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(sx, sy, s.anchorPointZ))
        }
        return m
    }

    /// The matrix from this layer's coordinates to its root's (the top of its
    /// superlayer chain, masks leading to the layers they mask), and that
    /// root. A mask is placed in its owner's own coordinates: no
    /// `sublayerTransform` or geometry flip, as the compositor draws it.
    func layerToRootMatrix() -> (matrix: CATransform3D, root: CALayer) {
        var m = CATransform3DIdentity
        var layer = self
        while true {
            if let parent = layer.superlayer {
                m = CATransform3DConcat(m, layer.layerToSuperlayerMatrix())
                layer = parent
            } else if let owner = layer.maskOwner {
                m = CATransform3DConcat(m, layer.layerToSuperlayerMatrix(sublayerTransformOf: nil))
                layer = owner
            } else {
                return (m, layer)
            }
        }
    }

    /// The plane-to-plane map from `a`'s coordinates to `b`'s, nil standing
    /// for the space root layers' frames are in. Layers of one tree meet in
    /// their root's coordinates (so a singular root transform does not get in
    /// the way); otherwise each side goes through its root's own geometry.
    func homography(from a: CALayer?, to b: CALayer?) -> Homography {
        let up = a?.layerToRootMatrix(), down = b?.layerToRootMatrix()
        if let up, let down, up.root === down.root {
            return Homography(up.matrix).then(Homography(down.matrix).inverted())
        }
        func toWindow(_ path: (matrix: CATransform3D, root: CALayer)?) -> Homography {
            guard let path else { return Homography(CATransform3DIdentity) }
            return Homography(CATransform3DConcat(path.matrix, path.root.layerToSuperlayerMatrix()))
        }
        return toWindow(up).then(toWindow(down).inverted())
    }

    func mapRect(_ r: CGRect, through m: CATransform3D) -> CGRect {
        Homography(m).mapRect(r)
    }

    // MARK: Hit testing

    /// The farthest descendant (or the layer itself) containing `p`, given in
    /// the superlayer's coordinates. Hidden layers are skipped; sublayers are
    /// tried front to back (by `zPosition`, then later sublayers first);
    /// `masksToBounds` layers only hit inside their bounds; a layer is a hit
    /// when none of its sublayers is and its `contains(_:)` says yes (a
    /// `CATransformLayer` never is: it has no plane of its own). Uses model
    /// values, as Apple does.
    ///
    /// A loop over an explicit stack, not recursion: the walk goes down a
    /// chain of any depth (a 10,000-deep chain overflowed the stack under
    /// AddressSanitizer). Sublayers of the library's own classes are walked
    /// in place; a sublayer of any other class gets its own `hitTest(_:)`
    /// called, as Apple's implementation does, so that overrides are honoured
    /// — Swift cannot tell whether a subclass overrides it. Only those calls
    /// nest, one level per such layer on the path.
    func hitTestLayer(_ p: CGPoint) -> CALayer? {
        guard let first = HitTestFrame(self, point: p) else { return nil }
        var stack = [first]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let child = stack[top].nextCandidate() else {
                let done = stack.removeLast()
                if done.isHit { return done.layer }
                continue
            }
            let local = stack[top].local
            if HitTestFrame.isWalkedInPlace(child) {
                if let frame = HitTestFrame(child, point: local) { stack.append(frame) }
            } else if let hit = child.hitTest(local) {
                return hit
            }
        }
        return nil
    }
}

/// One layer on the hit-test walk: the point in its coordinates and the
/// sublayers still to try, front-most first.
@MainActor private struct HitTestFrame {
    let layer: CALayer
    let local: CGPoint
    /// The sublayers in hit-test order (front to back).
    private let candidates: [CALayer]
    private var next = 0

    /// The frame for `layer` and `p` (in its superlayer's coordinates); nil
    /// when nothing in the subtree can be hit: a hidden layer, a point that
    /// has no image in the layer's plane, or one outside a masking layer.
    init?(_ layer: CALayer, point p: CGPoint) {
        guard !layer.isHidden else { return nil }
        let local = Homography(layer.layerToSuperlayerMatrix()).inverted().map(p)
        guard local.x.isFinite, local.y.isFinite else { return nil }
        if layer.masksToBounds && !layer.contains(local) { return nil }
        self.layer = layer
        self.local = local
        candidates = Self.frontToBack(layer.children)
    }

    /// The next sublayer to try; nil when all were tried.
    mutating func nextCandidate() -> CALayer? {
        guard next < candidates.count else { return nil }
        next += 1
        return candidates[next - 1]
    }

    /// Whether the layer itself is the answer once no sublayer was hit.
    var isHit: Bool { !(layer is CATransformLayer) && layer.contains(local) }

    /// Higher `zPosition` first; among equal ones, later sublayers first.
    /// Without zPosition differences (the usual case) no sort is needed.
    static func frontToBack(_ children: [CALayer]) -> [CALayer] {
        guard let z = children.first?.zPosition, children.contains(where: { $0.zPosition != z }) else {
            return children.reversed()
        }
        return children.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }.map(\.element)
    }

    /// The library's own layer classes: none overrides `hitTest(_:)`, so the
    /// walk may handle them itself instead of calling the method. (A library
    /// class that comes to override it must be left out of this set, or its
    /// override would be skipped for sublayers.)
    private static let libraryClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CATextLayer.self), ObjectIdentifier(CAReplicatorLayer.self), ObjectIdentifier(CATransformLayer.self),
        ObjectIdentifier(CAScrollLayer.self), ObjectIdentifier(CAEmitterLayer.self),
    ]

    /// Whether `layer` is walked in place (its class is one of the library's).
    static func isWalkedInPlace(_ layer: CALayer) -> Bool {
        libraryClasses.contains(ObjectIdentifier(type(of: layer)))
    }
}

/// A projective map of the plane (the z = 0 plane of a layer through a 4×4
/// transform): rows and columns 1, 2 and 4 of the matrix.
struct Homography {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    init(_ t: CATransform3D) {
        m = (Double(t.m11), Double(t.m12), Double(t.m14),
             Double(t.m21), Double(t.m22), Double(t.m24),
             Double(t.m41), Double(t.m42), Double(t.m44))
    }

    init(_ v: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) { m = v }

    func map(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let X = x * m.0 + y * m.3 + m.6
        let Y = x * m.1 + y * m.4 + m.7
        let W = x * m.2 + y * m.5 + m.8
        guard W != 0 else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return CGPoint(x: X / W, y: Y / W)
    }

    /// The bounding box of `r`'s four mapped corners. No arrays: with them
    /// (four per call) this was ~1,800 instructions, run for every layer of
    /// every frame by culling and damage tracking.
    func mapRect(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        let s = r.standardized
        let a = map(CGPoint(x: s.minX, y: s.minY)), b = map(CGPoint(x: s.maxX, y: s.minY))
        let c = map(CGPoint(x: s.minX, y: s.maxY)), d = map(CGPoint(x: s.maxX, y: s.maxY))
        // `min`/`max` as `Sequence.min()` computes them (NaN placement included).
        func least(_ v: CGFloat, _ w: CGFloat) -> CGFloat { w < v ? w : v }
        func most(_ v: CGFloat, _ w: CGFloat) -> CGFloat { w > v ? w : v }
        let minX = least(least(least(a.x, b.x), c.x), d.x), maxX = most(most(most(a.x, b.x), c.x), d.x)
        let minY = least(least(least(a.y, b.y), c.y), d.y), maxY = most(most(most(a.y, b.y), c.y), d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `self`, then `other`.
    func then(_ o: Homography) -> Homography {
        let a = m, b = o.m
        return Homography((
            a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
            a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
            a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// The inverse; a singular map gives the all-NaN map (points convert to NaN).
    func inverted() -> Homography {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return Homography((.nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan)) }
        let D = -(b * i - c * h), E = a * i - c * g, F = -(a * h - b * g)
        let G = b * f - c * e, H = -(a * f - c * d), I = a * e - b * d
        let k = 1 / det
        return Homography((A * k, D * k, G * k, B * k, E * k, H * k, C * k, F * k, I * k))
    }
}
