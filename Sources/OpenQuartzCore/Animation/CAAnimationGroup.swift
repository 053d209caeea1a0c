import Foundation

/// Several animations run together in one time space, `CAAnimationGroup`.
///
/// Children's times are relative to the group's; a child with no duration
/// takes the group's; children are clipped to the group's active duration;
/// the group's timing function shapes the time the children see. Children's
/// delegates and `isRemovedOnCompletion` are ignored (only the group's count).
@MainActor open class CAAnimationGroup: CAAnimation {
    /// The grouped animations (copied with the group).
    open var animations: [CAAnimation]?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copy() as! CAAnimation }
    }
}
