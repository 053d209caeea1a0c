import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// `UIStackView` against hand-worked layouts, in a window 300 × 100 whose
/// stack keeps the frame it is given (it translates its mask).
@MainActor struct StackViewTests {
    private func stack(_ views: [UIView], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 100)) -> (UIWindow, UIStackView) {
        let window = makeVisibleWindow(size: CGSize(width: 300, height: 300))
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        window.addSubview(stack)
        return (window, stack)
    }

    private func box(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        if let width { v.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { v.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return v
    }

    /// Fill equally, spacing 10: three views of (300 − 20) / 3 each; hiding
    /// the middle one collapses it and the other two share 300 − 10.
    @Test func fillEquallyAndAHiddenViewCollapses() {
        resetClock()
        let views = [box(), box(), box()]
        let (_, stack) = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints } && stack.subviews.count == 3)
        stack.layoutIfNeeded()
        let w = 280.0 / 3
        for (i, v) in views.enumerated() {
            #expect(abs(v.frame.minX - CGFloat(i) * (w + 10)) < 1e-9 && abs(v.frame.width - w) < 1e-9, "view \(i): \(v.frame)")
            #expect(v.frame.minY == 0 && v.frame.height == 100, "fill alignment")
        }
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 145, height: 100))
        #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 100))
        #expect(views[1].frame.width == 0)
    }

    /// The collapse animates inside a block: half way through a linear
    /// second the first view is half way from 93.3 to 145 wide.
    @Test func hidingAnArrangedViewAnimatesTheNeighbours() {
        resetClock()
        let views = [box(), box(), box()]
        let (_, stack) = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutIfNeeded()
        MediaClock.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        })
        MediaClock.advance(by: 0.5)
        let shown = views[0].layer.presentation()!.bounds.width
        #expect(abs(shown - (280.0 / 3 + 145) / 2) < 1e-6, "width \(shown)")
        MediaClock.advance(by: 0.6)
        #expect(views[2].layer.presentation()!.frame.minX == 155)
    }

    /// Equal spacing in a column: fixed heights 20 and 40 in 100 leave one
    /// gap of 40; centred across (x 140 for a 20-wide view in 300).
    @Test func equalSpacingInAColumnWithCentredViews() {
        resetClock()
        let a = box(width: 20, height: 20), b = box(width: 60, height: 40)
        let (_, stack) = stack([a, b])
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.spacing = 5
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 140, y: 0, width: 20, height: 20))
        #expect(b.frame == CGRect(x: 120, y: 60, width: 60, height: 40))
    }

    /// Equal centering: widths 20, 40, 60 in 300 — the centres at 10 and
    /// 270 at the ends, so the middle one is centred at 140 (x 120).
    @Test func equalCenteringSpacesTheCentres() {
        resetClock()
        let views = [box(width: 20, height: 10), box(width: 40, height: 10), box(width: 60, height: 10)]
        let (_, stack) = stack(views)
        stack.distribution = .equalCentering
        stack.alignment = .top
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 120, 240])
        #expect(views.allSatisfy { $0.frame.minY == 0 })
    }

    /// Alignment across a 100-high row: top, bottom, centre.
    @Test(arguments: [(UIStackView.Alignment.top, [CGFloat(0), 0]), (.bottom, [80, 60]), (.center, [40, 30])])
    func alignmentPlacesTheViewsAcross(alignment: UIStackView.Alignment, expected: [CGFloat]) {
        resetClock()
        let views = [box(width: 50, height: 20), box(height: 40)]
        let (_, stack) = stack(views)
        stack.alignment = alignment
        stack.spacing = 8
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == expected)
        #expect(views[1].frame.minX == 58 && views[1].frame.width == 242, "fill: the unsized view takes the rest")
    }

    /// Custom spacing after a view; removing a view from the arrangement
    /// keeps it as a subview; removing it from the superview also takes it
    /// out of the arrangement.
    @Test func customSpacingAndRemoval() {
        resetClock()
        let views = [box(width: 50), box(width: 50), box()]
        let (_, stack) = stack(views)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30 && stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 80, 140])
        stack.removeArrangedSubview(views[1])
        #expect(stack.arrangedSubviews.count == 2 && views[1].superview === stack)
        views[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
        // One required 50-point view cannot fill the stack's held 300: the
        // next layout reports it, as UIKit does (and nothing is left pending
        // for a later test's layout to report).
        let (_, messages) = CGDiagnostics.capture { stack.layoutIfNeeded() }
        #expect(messages.count == 1 && messages.first?.contains("Unable to simultaneously satisfy constraints") == true, "\(messages)")
    }
}
