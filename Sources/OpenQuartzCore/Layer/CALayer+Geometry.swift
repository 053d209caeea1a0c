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

    /// The transform as an affine transform (its 2D part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets `transform` from an affine transform (runs the "transform" action).
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Conversion

    /// Converts `p` from `l`'s coordinates (nil: the root's) to this layer's,
    /// through every transform in between (perspective included).
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let h = homography(from: l ?? rootLayer, to: self)
        return h.map(p)
    }

    /// Converts `p` from this layer's coordinates to `l`'s (nil: the root's).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let h = homography(from: self, to: l ?? rootLayer)
        return h.map(p)
    }

    /// Converts a rectangle from `l`'s coordinates (the bounding box of its corners).
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        homography(from: l ?? rootLayer, to: self).mapRect(r)
    }

    /// Converts a rectangle to `l`'s coordinates (the bounding box of its corners).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        homography(from: self, to: l ?? rootLayer).mapRect(r)
    }

    /// The 4×4 matrix taking this layer's coordinates to its superlayer's:
    /// move the anchor point to the origin, apply `transform`, move to
    /// `position` (and `zPosition`), then the superlayer's `sublayerTransform`
    /// about its own anchor point.
    func layerToSuperlayerMatrix() -> CATransform3D {
        layerToSuperlayerMatrix(sublayerTransformOf: superlayer)
    }

    /// The same with the `sublayerTransform` of `parent` (nil: none) — the
    /// renderer passes the superlayer's presentation copy.
    func layerToSuperlayerMatrix(sublayerTransformOf parent: CALayer?) -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        var m = CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
        m = CATransform3DConcat(m, transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let s = parent, !CATransform3DIsIdentity(s.sublayerTransform) {
            let sx = s.bounds.minX + s.anchorPoint.x * s.bounds.width
            let sy = s.bounds.minY + s.anchorPoint.y * s.bounds.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-sx, -sy, -s.anchorPointZ))
            m = CATransform3DConcat(m, s.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(sx, sy, s.anchorPointZ))
        }
        return m
    }

    /// The matrix from this layer's coordinates to its root's.
    func layerToRootMatrix() -> CATransform3D {
        var m = CATransform3DIdentity
        var l: CALayer? = self
        while let layer = l, layer.superlayer != nil {
            m = CATransform3DConcat(m, layer.layerToSuperlayerMatrix())
            l = layer.superlayer
        }
        return m
    }

    /// The plane-to-plane map between two layers (via their common root). Layers
    /// in different trees convert through each tree's root as if the roots coincided.
    func homography(from a: CALayer, to b: CALayer) -> Homography {
        let toRoot = Homography(a.layerToRootMatrix())
        let fromRoot = Homography(b.layerToRootMatrix()).inverted()
        return toRoot.then(fromRoot)
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

    func mapRect(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        let s = r.standardized
        let pts = [CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
                   CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY)].map(map)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
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
