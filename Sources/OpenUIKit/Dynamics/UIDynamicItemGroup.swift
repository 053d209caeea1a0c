import Foundation

/// Several items moved as one rigid item: behaviours act on the group,
/// the members keep their arrangement, and collisions use each member's
/// own shape. Its centre starts at the middle of the members' frames.
@MainActor open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    public let items: [any UIDynamicItem]
    /// Moved by the animator with the members.
    open var center: CGPoint
    open var transform: CGAffineTransform = .identity
    /// The size of the members' frames together, about the centre.
    open private(set) var bounds: CGRect

    public init(items: [any UIDynamicItem]) {
        self.items = items
        let frames = items.map { item in
            CGRect(x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                   width: item.bounds.width, height: item.bounds.height).applying(.identity)
        }
        let union = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        center = CGPoint(x: union.midX, y: union.midY)
        bounds = CGRect(origin: .zero, size: union.size)
        super.init()
    }

    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}
