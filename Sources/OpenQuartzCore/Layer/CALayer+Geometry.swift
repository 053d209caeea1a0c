import Foundation
import Raster

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
    //   The compositor draws with the same matrix (`LayerValues.layerToSuperlayerMatrix(sublayerTransformOf:)`).

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
    /// point (nil: none; the compositor uses `LayerValues`' own version).
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
    func homography(from a: CALayer?, to b: CALayer?) -> ProjectiveTransform {
        // Between a layer and its superlayer, one level: hit testing walks
        // down a tree converting at each level, which through the root cost
        // O(depth) per level (10,000 levels: minutes).
        if let a, let b {
            if b.superlayer === a { return ProjectiveTransform(b.layerToSuperlayerMatrix()).invertedOrNaN() }
            if a.superlayer === b { return ProjectiveTransform(a.layerToSuperlayerMatrix()) }
        }
        let up = a?.layerToRootMatrix(), down = b?.layerToRootMatrix()
        if let up, let down, up.root === down.root {
            return ProjectiveTransform(up.matrix).concatenating(ProjectiveTransform(down.matrix).invertedOrNaN())
        }
        func toWindow(_ path: (matrix: CATransform3D, root: CALayer)?) -> ProjectiveTransform {
            guard let path else { return ProjectiveTransform(CATransform3DIdentity) }
            return ProjectiveTransform(CATransform3DConcat(path.matrix, path.root.layerToSuperlayerMatrix()))
        }
        return toWindow(up).concatenating(toWindow(down).invertedOrNaN())
    }

    func mapRect(_ r: CGRect, through m: CATransform3D) -> CGRect {
        ProjectiveTransform(m).mapRect(r)
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
        let local = ProjectiveTransform(layer.layerToSuperlayerMatrix()).invertedOrNaN().map(p)
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
