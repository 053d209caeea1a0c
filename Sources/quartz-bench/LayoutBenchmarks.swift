import Foundation
import OpenUIKit

/// Auto Layout through UIKit's public path.
///
/// The layout measured: a window 1,000 × 2,000 points whose root view holds
/// a vertical `UIStackView` (spacing 2, pinned to the root's edges) of 100
/// horizontal stacks (`.fillEqually`, spacing 4), each of 10 plain views —
/// 1,000 views, four constraints each from their stacks (the spacing to
/// the neighbour, top and bottom, the equal width), plus the rows' own.
///
/// - `layout.solve.1000`: build that hierarchy, activate everything and lay
///   it out from scratch (`layoutIfNeeded()` on the root: the
///   update-constraints pass, the solve, 1,100 frames set), then take it
///   down — ms per whole build.
/// - `layout.edit.1000`: with it laid out, change one constraint's constant
///   (the root stack's top inset, which moves every view) and lay out again
///   — ms per change.
/// - `layout.edit.1000.one`: the same hierarchy plus a badge pinned by its
///   left edge; the badge's left constant changes (one view moves) — the
///   engine's and solver's cost with 1,000 constrained views around.
@MainActor func layoutBenchmarks() -> [Benchmark] {
    MediaClock.setManual(at: 12_000)
    var live: (window: UIWindow, top: NSLayoutConstraint, badge: NSLayoutConstraint)?
    var flip = false
    return [
        Benchmark(name: "layout.solve.1000", unit: .msPerFrame, operationsPerCall: 1) {
            let built = buildLayoutGrid(rows: 100, columns: 10)
            built.window.layoutIfNeeded()
            built.root.removeFromSuperview()
        },
        Benchmark(name: "layout.edit.1000", unit: .msPerFrame, operationsPerCall: 1, prepare: {
            // Built once (the harness prepares before every call).
            guard live == nil else { return }
            let built = buildLayoutGrid(rows: 100, columns: 10)
            built.window.layoutIfNeeded()
            MediaClock.advance(by: 0)     // committed: the layers are in the interface
            live = (built.window, built.top, built.badge)
        }) {
            guard let live else { return }
            flip.toggle()
            live.top.constant = flip ? 10 : 0
            live.window.layoutIfNeeded()
        },
        Benchmark(name: "layout.edit.1000.one", unit: .msPerFrame, operationsPerCall: 1, prepare: {
            guard live == nil else { return }
            let built = buildLayoutGrid(rows: 100, columns: 10)
            built.window.layoutIfNeeded()
            MediaClock.advance(by: 0)
            live = (built.window, built.top, built.badge)
        }) {
            guard let live else { return }
            flip.toggle()
            live.badge.constant = flip ? 30 : 20
            live.window.layoutIfNeeded()
        },
    ]
}

/// The benchmarks' hierarchy (see `layoutBenchmarks()`); `top` pins the
/// outer stack's top to the root's, `badge` a 20-point badge's left edge.
@MainActor func buildLayoutGrid(rows: Int, columns: Int) -> (window: UIWindow, root: UIView, top: NSLayoutConstraint, badge: NSLayoutConstraint) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 2000))
    window.makeKeyAndVisible()       // in the interface, as an app's views are
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let outer = UIStackView()
    outer.axis = .vertical
    outer.spacing = 2
    outer.distribution = .fillEqually
    outer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    for _ in 0..<rows {
        let row = UIStackView()
        row.distribution = .fillEqually
        row.spacing = 4
        for _ in 0..<columns { row.addArrangedSubview(UIView()) }
        outer.addArrangedSubview(row)
    }
    let top = outer.topAnchor.constraint(equalTo: root.topAnchor)
    NSLayoutConstraint.activate([
        top,
        outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        outer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        outer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    let badgeLeft = badge.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20)
    NSLayoutConstraint.activate([badgeLeft, badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                 badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20)])
    return (window, root, top, badgeLeft)
}
