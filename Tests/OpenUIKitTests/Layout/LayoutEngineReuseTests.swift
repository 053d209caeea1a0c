import Testing
import Foundation
@testable import OpenUIKit
import LayerTestSupport

/// Views that come and go hand their solver variables back: laying out the
/// same screen again and again does not grow the engine.
@MainActor struct LayoutEngineReuseTests {
    @Test func rebuildingAScreenReusesTheSolversVariables() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 300, height: 300))
        defer { withExtendedLifetime(window) {} }
        var counts: [Int] = []
        /// One build, laid out and taken down; its views go when it returns.
        func buildAndTearDown() {
            let root = UIView(frame: window.bounds)
            window.addSubview(root)
            var previous: UIView?
            for _ in 0..<40 {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
                NSLayoutConstraint.activate([
                    v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    v.widthAnchor.constraint(equalToConstant: 50),
                    v.heightAnchor.constraint(equalToConstant: 5),
                    v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 2),
                ])
                previous = v
            }
            root.layoutIfNeeded()
            #expect(previous?.frame == CGRect(x: 10, y: 40 * 7 - 5, width: 50, height: 5))
            root.removeFromSuperview()
        }
        for _ in 0..<6 {
            buildAndTearDown()
            MediaClock.advance(by: 0)
            counts.append(LayoutEngine.shared.solver.variableCount)
        }
        // After the first build the count stays put: each build reuses the
        // variables the previous one's views gave back.
        #expect(counts.dropFirst().allSatisfy { $0 == counts[1] }, "\(counts)")
        #expect(counts[1] <= counts[0] + 8, "\(counts)")
    }
}
