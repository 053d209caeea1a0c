/// A chain: a polyline of segments sharing their ends — a boundary drawn
/// from a flattened path, terrain, the inside of a bowl — made on one
/// (usually static) body by `PhysicsWorld.createChain`.
///
/// Each link is a two-sided segment that knows its neighbours' far ends
/// (ghost vertices). With them a shape sliding or rolling across an
/// interior vertex where the chain runs straight (or bends away from the
/// shape's side into a valley) meets one smooth surface: it does not catch
/// on the vertex the way it does on separate segments, where a corner
/// landing just past a joint can be pushed back sideways. The chain's two
/// open ends are real corners.
public struct ChainDef: Sendable {
    /// The chain's points in the body's frame, m (at least 2; 3 for a loop).
    public var points: [Vec2]
    /// Whether the last point joins the first.
    public var isLoop = false
    /// The material of every link (see `ShapeDef`).
    public var friction: Float = 0.6
    /// Bounciness of every link, 0 … 1.
    public var restitution: Float = 0
    /// Rolling resistance of every link (see `ShapeDef.rollingResistance`).
    public var rollingResistance: Float = 0
    /// What the links collide with.
    public var filter = CollisionFilter()
    /// Whether the links' contacts report begin and end events.
    public var enableContactEvents = true
    /// The caller's tag, copied to every link.
    public var userData: Int = 0

    /// A chain through `points`, open unless `isLoop`.
    public init(points: [Vec2], isLoop: Bool = false) {
        self.points = points
        self.isLoop = isLoop
    }
}

/// A chain's handle (see `PhysicsWorld.createChain`).
public struct ChainId: Sendable, Hashable {
    /// The chain's slot in the world's chain table.
    public let index: Int32
    let generation: UInt32
}

/// A chain link's neighbours: the far end of the link before it (ending at
/// the link's `point1`) and of the link after it (starting at `point2`);
/// nil at an open end.
struct ChainLinks: Sendable {
    var previous: Vec2?
    var next: Vec2?
}

/// A chain in the world's table: its body and links in order.
struct ChainRecord: SlotRecord {
    var body: Int32 = -1
    var shapes: [Int32] = []
    var isLoop = false
    var generation: UInt32 = 0
    var isLive = false
}
