import Foundation

extension UIView {
    /// Whether the view can take touches at all: shown, interactive and not
    /// almost transparent (alpha ≥ 0.01), as UIKit's hit testing requires.
    var takesTouches: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 }

    /// `hitTest(_:with:)`'s default. Views of the library's own classes are
    /// walked in place with an explicit stack (a tree of any depth is tested
    /// without recursion); a view of another class gets its own
    /// `hitTest(_:with:)` call, since it may override it.
    func hitTestWalk(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard takesTouches, self.point(inside: point, with: event) else { return nil }
        // Each entry: a view that contains its point, and the index of the
        // next subview to try (front to back).
        var stack: [(view: UIView, point: CGPoint, next: Int)] = [(self, point, subviews.count - 1)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let (view, local, next) = stack[top]
            guard next >= 0 else {
                stack.removeLast()
                return view
            }
            stack[top].next -= 1
            let child = view.subviews[next]
            guard let childPoint = child.hitTestPoint(local, from: view) else { continue }   // animating, no touches
            if UIView.libraryClasses.contains(ObjectIdentifier(type(of: child))) {
                if child.takesTouches, child.point(inside: childPoint, with: event) {
                    stack.append((child, childPoint, child.subviews.count - 1))
                }
            } else if let hit = child.hitTest(childPoint, with: event) {
                return hit
            }
        }
        return nil
    }

    /// The library's view classes whose `hitTest(_:with:)` and
    /// `point(inside:with:)` are UIView's own.
    static let libraryClasses: Set<ObjectIdentifier> = [ObjectIdentifier(UIView.self)]
}
