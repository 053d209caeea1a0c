import Foundation
import Physics2D

/// What a `UICollisionBehavior` reports: contacts beginning and ending,
/// between two of its items or between an item and a boundary.
@MainActor public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?) {}
}

/// Makes its items collide with each other and/or with boundaries: lines,
/// paths, and the reference view's bounds. Items in no collision behaviour
/// pass through everything; two items collide only when some collision
/// behaviour holds both (in `.items` mode).
@MainActor open class UICollisionBehavior: UIDynamicBehavior {
    /// What collides.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1)
        public static let boundaries = Mode(rawValue: 2)
        public static let everything = Mode(rawValue: .max)
    }

    private var itemList = DynamicItemList([])
    /// The items it acts on.
    public var items: [any UIDynamicItem] { itemList.items }
    open var collisionMode: Mode = .everything { didSet { setNeedsStep() } }
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// Whether the reference view's bounds (inset) are a boundary (with a
    /// nil identifier).
    open var translatesReferenceBoundsIntoBoundary = false { didSet { boundariesChanged() } }
    private(set) var referenceInsets = UIEdgeInsets.zero

    /// The named boundaries, in the order added.
    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []
    /// Bumped when boundaries change (the world's copy is rebuilt).
    private var boundaryVersion = 0
    private var builtVersion = -1
    private var builtBounds = CGRect.null
    private var boundaryBody: BodyId?
    private var boundaryShapes: [Int32] = []
    /// The world those ids belong to.
    private weak var builtIn: DynamicsBridge?

    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }
    public override convenience init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) {
        guard itemList.add(item) else { return }
        dynamicAnimator?.behaviorsChanged()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.remove(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a boundary along `bezierPath` (its outline, curves flattened).
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath))
        boundariesChanged()
    }

    /// Adds a straight boundary from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let before = boundaries.count
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        if boundaries.count != before { boundariesChanged() }
    }

    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    open func removeAllBoundaries() {
        boundaries.removeAll()
        boundariesChanged()
    }

    private func boundariesChanged() {
        boundaryVersion += 1
        setNeedsStep()
    }

    static func same(_ a: (any NSCopying)?, _ b: (any NSCopying)?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?):
            // NSString and other NSObjects by value, anything else by identity.
            if let ox = x as? NSObject, let oy = y as? NSObject { return ox.isEqual(oy) }
            return (x as AnyObject) === (y as AnyObject)
        default: return false
        }
    }

    // MARK: - In the world

    override var dynamicItems: [any UIDynamicItem] { items }

    override func configure(_ bridge: DynamicsBridge) {
        if builtIn !== bridge {
            // Ids from an animator that went away without removing us name nothing here.
            boundaryBody = nil
            boundaryShapes = []
            builtVersion = -1
            builtIn = bridge
        }
        guard let slot = bridge.collisionSlot(for: self) else { return }
        let itemBit: UInt64 = 1 << UInt64(2 * slot), boundaryBit: UInt64 = 1 << UInt64(2 * slot + 1)
        for item in items {
            var mask: UInt64 = 0
            if collisionMode.contains(.items) { mask |= itemBit }
            if collisionMode.contains(.boundaries) { mask |= boundaryBit }
            bridge.addFilterBits(for: item, category: itemBit, mask: mask)
        }
        let bounds = translatesReferenceBoundsIntoBoundary ? (dynamicAnimator?.referenceView?.bounds ?? .null) : .null
        guard builtVersion != boundaryVersion || bounds != builtBounds else { return }
        rebuildBoundaries(bridge, bounds: bounds, category: boundaryBit, mask: itemBit)
    }

    override func unconfigure(_ bridge: DynamicsBridge) {
        if let body = boundaryBody { bridge.removeBoundaryBody(body, shapes: boundaryShapes) }
        boundaryBody = nil
        boundaryShapes = []
        builtVersion = -1
        bridge.releaseCollisionSlot(for: self)
    }

    private func rebuildBoundaries(_ bridge: DynamicsBridge, bounds: CGRect, category: UInt64, mask: UInt64) {
        if let body = boundaryBody { bridge.removeBoundaryBody(body, shapes: boundaryShapes) }
        boundaryShapes = []
        let body = bridge.world.createBody(BodyDef(type: .static))
        boundaryBody = body
        // Boundaries are chains: the reference bounds one closed loop, each
        // boundary path a chain per subpath, so items slide and roll across
        // the joints of a flattened curve without catching on them.
        var outlines: [(points: [CGPoint], isLoop: Bool, identifier: (any NSCopying)?)] = []
        if !bounds.isNull {
            let r = bounds.inset(by: referenceInsets)
            outlines.append(([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                              CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], true, nil))
        }
        for b in boundaries {
            for line in DynamicsBridge.polylines(of: b.path.cgPath) { outlines.append((line.points, line.isClosed, b.identifier)) }
        }
        for outline in outlines {
            var def = ChainDef(points: outline.points.map { bridge.metres($0) }, isLoop: outline.isLoop)
            def.filter.categoryBits = category
            def.filter.maskBits = mask
            def.friction = 0.2
            def.restitution = 0
            guard let chain = bridge.world.createChain(body, def) else { continue }
            for shape in bridge.world.links(of: chain) {
                bridge.owners[shape.index] = .boundary(ObjectIdentifier(self), outline.identifier)
                boundaryShapes.append(shape.index)
            }
        }
        builtVersion = boundaryVersion
        builtBounds = bounds
    }

    /// Tells the delegate of the contacts that began and ended in the last step.
    func report(_ bridge: DynamicsBridge) {
        guard let delegate = collisionDelegate else { return }
        let me = ObjectIdentifier(self)
        func item(_ owner: DynamicsBridge.Owner?) -> (any UIDynamicItem)? {
            guard case .item(let id)? = owner, let item = bridge.entries[id]?.item,
                  items.contains(where: { $0 === item }) else { return nil }
            return item
        }
        for e in bridge.world.contactBeginEvents {
            let a = bridge.owners[e.shapeA.index], b = bridge.owners[e.shapeB.index]
            let p = bridge.points(e.manifold.pointCount > 1
                ? lerp(e.manifold.point0.point, e.manifold.point1.point, 0.5) : e.manifold.point0.point)
            if let i1 = item(a), let i2 = item(b) {
                if collisionMode.contains(.items) { delegate.collisionBehavior(self, beganContactFor: i1, with: i2, at: p) }
            } else if case .boundary(me, let identifier)? = a, let i = item(b) {
                delegate.collisionBehavior(self, beganContactFor: i, withBoundaryIdentifier: identifier, at: p)
            } else if case .boundary(me, let identifier)? = b, let i = item(a) {
                delegate.collisionBehavior(self, beganContactFor: i, withBoundaryIdentifier: identifier, at: p)
            }
        }
        for e in bridge.world.contactEndEvents {
            let a = bridge.owners[e.shapeA.index], b = bridge.owners[e.shapeB.index]
            if let i1 = item(a), let i2 = item(b) {
                if collisionMode.contains(.items) { delegate.collisionBehavior(self, endedContactFor: i1, with: i2) }
            } else if case .boundary(me, let identifier)? = a, let i = item(b) {
                delegate.collisionBehavior(self, endedContactFor: i, withBoundaryIdentifier: identifier)
            } else if case .boundary(me, let identifier)? = b, let i = item(a) {
                delegate.collisionBehavior(self, endedContactFor: i, withBoundaryIdentifier: identifier)
            }
        }
    }
}
