import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Auto Layout against hand-solved constraint systems, in a 390 × 844
/// window whose root view keeps its frame (it translates its autoresizing
/// mask, as a view controller's view does).
@MainActor struct AutoLayoutTests {
    /// The Tutorials' "Packing List" (Ch6): a menu pinned to the top, left
    /// and right, 60 high; a title centred in it 5 below the middle; a "+"
    /// button 8 from its trailing edge, level with the title; a table below
    /// the menu to the bottom.
    @MainActor final class PackingList {
        let window = makeVisibleWindow(size: CGSize(width: 390, height: 844))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let menu = UIView(), table = UIView(), button = UIView()
        let title = UILabel()
        let menuHeight: NSLayoutConstraint
        var titleCenterY: NSLayoutConstraint

        init() {
            window.addSubview(root)
            for v in [menu, table] { root.addSubview(v); v.translatesAutoresizingMaskIntoConstraints = false }
            for v in [title, button] { menu.addSubview(v); v.translatesAutoresizingMaskIntoConstraints = false }
            title.text = "Packing List"
            menuHeight = menu.heightAnchor.constraint(equalToConstant: 60)
            titleCenterY = NSLayoutConstraint(item: title, attribute: .centerY, relatedBy: .equal, toItem: menu,
                                              attribute: .centerY, multiplier: 1, constant: 5)
            NSLayoutConstraint.activate([
                menu.topAnchor.constraint(equalTo: root.topAnchor),
                menu.leftAnchor.constraint(equalTo: root.leftAnchor),
                menu.rightAnchor.constraint(equalTo: root.rightAnchor),
                menuHeight,
                title.centerXAnchor.constraint(equalTo: menu.centerXAnchor),
                titleCenterY,
                button.widthAnchor.constraint(equalToConstant: 30),
                button.heightAnchor.constraint(equalTo: button.widthAnchor),
                button.trailingAnchor.constraint(equalTo: menu.trailingAnchor, constant: -8),
                button.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                table.topAnchor.constraint(equalTo: menu.bottomAnchor),
                table.leftAnchor.constraint(equalTo: root.leftAnchor),
                table.rightAnchor.constraint(equalTo: root.rightAnchor),
                table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
            root.layoutIfNeeded()
        }
    }

    @Test func thePackingListLaysOut() {
        resetClock()
        let p = PackingList()
        #expect(p.menu.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(p.table.frame == CGRect(x: 0, y: 60, width: 390, height: 784))
        #expect(p.title.center == CGPoint(x: 195, y: 35))
        #expect(p.title.bounds.size == p.title.intrinsicContentSize, "the label takes its text's size")
        #expect(p.button.frame == CGRect(x: 352, y: 20, width: 30, height: 30))
        // Installed on the nearest common ancestor: the menu's own height and
        // its subviews' constraints on the menu, the rest on the root.
        #expect(p.menu.constraints.contains { $0 === p.menuHeight } && p.menu.constraints.contains { $0 === p.titleCenterY })
        #expect(p.root.constraints.count == 7 && p.menu.constraints.count == 5 && p.button.constraints.count == 2)
        #expect(p.root.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the translating root keeps its frame")
    }

    /// Positions are measured in the common ancestor's space: with the menu
    /// 200 high, `title.centerY == 0.67 × menu.centerY + 5` puts the title's
    /// centre at 0.67 × 100 + 5 = 72 (105 with multiplier 1).
    @Test func aMultiplierActsInTheCommonAncestorsBoundsSpace() {
        resetClock()
        let p = PackingList()
        p.menuHeight.constant = 200
        p.root.layoutIfNeeded()
        #expect(p.title.center.y == 105)
        p.titleCenterY.isActive = false
        p.titleCenterY = NSLayoutConstraint(item: p.title, attribute: .centerY, relatedBy: .equal, toItem: p.menu,
                                            attribute: .centerY, multiplier: 0.67, constant: 5)
        p.titleCenterY.isActive = true
        p.root.layoutIfNeeded()
        #expect(abs(p.title.center.y - 72) < 1e-9)
        #expect(abs(p.button.center.y - 72) < 1e-9, "the button follows the title")
        #expect(p.table.frame.minY == 200 && p.table.frame.height == 644)
    }

    /// A constant changed, then `layoutIfNeeded()` in an animation block:
    /// every frame the layout changes animates (the menu and the table
    /// pinned below it), linearly here: half way at half time.
    @Test func layoutIfNeededInsideAnAnimationBlockAnimatesTheNewFrames() {
        resetClock()
        let p = PackingList()
        p.menuHeight.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { p.root.layoutIfNeeded() })
        #expect(p.menu.frame.height == 200, "the model is at the end at once")
        MediaClock.advance(by: 0.5)
        let menu = p.menu.layer.presentation()!, table = p.table.layer.presentation()!
        #expect(abs(menu.bounds.height - 130) < 1e-6, "menu height \(menu.bounds.height)")
        #expect(abs(table.frame.minY - 130) < 1e-6, "table top \(table.frame.minY)")
        MediaClock.advance(by: 0.6)
        #expect(p.table.layer.presentation()!.frame.minY == 200)
    }

    /// Without `layoutIfNeeded()` in a block the change is applied at the
    /// next layout pass (the end of the turn), without animation.
    @Test func aConstraintChangeAloneIsLaidOutAtTheEndOfTheTurnWithoutAnimation() {
        resetClock()
        let p = PackingList()
        p.menuHeight.constant = 120
        #expect(p.menu.frame.height == 60, "not before the layout pass")
        MediaClock.advance(by: 0)
        #expect(p.menu.frame.height == 120 && p.table.frame.minY == 120)
        #expect(p.menu.layer.animationKeys()?.isEmpty ?? true)
    }

    /// Once Auto Layout owns a view, a frame set by hand is undone by the
    /// next layout pass of its superview.
    @Test func aFrameSetByHandIsUndoneByTheNextLayout() {
        resetClock()
        let p = PackingList()
        p.table.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        p.root.setNeedsLayout()
        p.root.layoutIfNeeded()
        #expect(p.table.frame == CGRect(x: 0, y: 60, width: 390, height: 784))
    }

    /// Intrinsic sizes with hugging and compression resistance: two labels
    /// side by side in a 500-point row, 8 apart, each wanting more than
    /// half; the one whose compression resistance is higher (751) keeps its
    /// width, the other gives up the rest (500 − 8 − that).
    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 500, height: 100))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 100))
        window.addSubview(row)
        let a = UILabel(), b = UILabel()
        for l in [a, b] {
            l.text = "WWWWWWWWWWWWWWWWWWWW"
            l.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(l)
        }
        let want = a.intrinsicContentSize.width
        #expect(want > 246 && want < 492)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            a.topAnchor.constraint(equalTo: row.topAnchor),
            b.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        row.layoutIfNeeded()
        #expect(b.frame.width == want, "b keeps what it wants")
        #expect(abs(a.frame.width - (492 - want)) < 1e-9, "a gets the rest: \(a.frame.width)")
        #expect(a.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(row.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    /// Conflicting required constraints: UIKit's message, naming the
    /// constraint it breaks; the first stays in force, both stay active.
    @Test func unsatisfiableConstraintsAreReportedAndOneIsBroken() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 300, height: 300))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100), w200 = v.widthAnchor.constraint(equalToConstant: 200)
        w200.identifier = "too wide"
        let (_, messages) = CGDiagnostics.capture {
            NSLayoutConstraint.activate([w100, w200, v.heightAnchor.constraint(equalToConstant: 10),
                                         v.leftAnchor.constraint(equalTo: window.leftAnchor),
                                         v.topAnchor.constraint(equalTo: window.topAnchor)])
            window.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(messages.first?.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:") == true)
        #expect(messages.first?.contains("'too wide' UIView:") == true)
        #expect(v.frame.width == 100)
        #expect(w100.isActive && w200.isActive)
        // Freed: the broken constraint holds once the other goes.
        w100.isActive = false
        window.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }

    /// Items in different hierarchies have no common ancestor: refused,
    /// reported, inactive; incompatible attributes likewise.
    @Test func constraintsThatCannotBeMadeAreRefused() {
        let a = UIView(), b = UIView()
        let across = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let (_, messages) = CGDiagnostics.capture {
            across.isActive = true
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 5).isActive = true
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: a, attribute: .width,
                               multiplier: 1, constant: 0).isActive = true
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .left,
                               multiplier: 1, constant: 0).isActive = true
        }
        #expect(!across.isActive)
        #expect(messages.count == 4)
        #expect(messages.first?.contains("no common ancestor") == true)
        #expect(a.constraints.isEmpty)
    }

    /// Bad numbers: a NaN constant or multiplier, a multiplier of 0 on a
    /// position, a priority outside 1…1000 are refused with a diagnostic; a
    /// NaN constant set later, or a change between required and optional on
    /// an active constraint, is refused and the old value kept. The rest of
    /// the layout is unharmed.
    @Test func badNumbersAreRefusedAndTheLayoutGoesOn() {
        resetClock()
        let p = PackingList()
        let (_, messages) = CGDiagnostics.capture {
            NSLayoutConstraint(item: p.title, attribute: .left, relatedBy: .equal, toItem: p.menu, attribute: .left,
                               multiplier: 1, constant: .nan).isActive = true
            NSLayoutConstraint(item: p.title, attribute: .left, relatedBy: .equal, toItem: p.menu, attribute: .left,
                               multiplier: .infinity, constant: 0).isActive = true
            NSLayoutConstraint(item: p.title, attribute: .left, relatedBy: .equal, toItem: p.menu, attribute: .left,
                               multiplier: 0, constant: 10).isActive = true
            p.menuHeight.constant = .nan
            p.menuHeight.priority = UILayoutPriority(999)
            p.menuHeight.priority = UILayoutPriority(0)
            p.root.layoutIfNeeded()
        }
        #expect(messages.count == 6, "\(messages)")
        #expect(p.menuHeight.constant == 60 && p.menuHeight.priority == .required)
        #expect(p.menu.frame == CGRect(x: 0, y: 0, width: 390, height: 60) && p.title.center == CGPoint(x: 195, y: 35))
    }

    /// The margins guide is the bounds inset by `layoutMargins` (8 by
    /// default); changing the margins moves what is pinned to it.
    @Test func theLayoutMarginsGuideFollowsTheMargins() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(box)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        let g = box.layoutMarginsGuide
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: g.leadingAnchor), inner.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            inner.topAnchor.constraint(equalTo: g.topAnchor), inner.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        box.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 284, height: 284))
        #expect(g.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 284))
        box.layoutMargins = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 40)
        box.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 20, width: 250, height: 250))
        // Margin attributes read the same margins.
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(dot)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: dot, attribute: .right, relatedBy: .equal, toItem: box, attribute: .rightMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: dot, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        box.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 250, y: 140, width: 10, height: 10))
    }

    /// A view removed from its superview takes its constraints to views
    /// outside it along (deactivated), keeping those inside.
    @Test func removingAViewDeactivatesItsConstraintsToTheOutside() {
        resetClock()
        let p = PackingList()
        let inside = p.menu.constraints.filter { $0.firstItem === p.button }
        p.menu.removeFromSuperview()
        #expect(p.root.constraints.count == 3, "the table's own pins to the root stay: \(p.root.constraints)")
        #expect(p.menuHeight.isActive, "the menu's own height is inside it")
        #expect(inside.allSatisfy { $0.isActive })
    }

    /// `updateConstraints()` runs before layout for a view that asked, and
    /// what it adds is laid out in the same pass.
    @Test func updateConstraintsRunsBeforeLayout() {
        final class Badge: UIView {
            var passes = 0
            var width: NSLayoutConstraint?
            override func updateConstraints() {
                passes += 1
                if width == nil {
                    width = widthAnchor.constraint(equalToConstant: 44)
                    width?.isActive = true
                }
                super.updateConstraints()
            }
        }
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 300, height: 300))
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        NSLayoutConstraint.activate([badge.heightAnchor.constraint(equalToConstant: 20),
                                     badge.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5),
                                     badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 5)])
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(badge.passes == 1 && !badge.needsUpdateConstraints())
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 44, height: 20))
    }

    /// The fitting size of a container around a label with 10-point
    /// padding: the label's size plus 20 each way.
    @Test func systemLayoutSizeFittingWrapsTheContent() {
        let card = UIView()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        card.translatesAutoresizingMaskIntoConstraints = false
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let text = label.intrinsicContentSize
        #expect(size == CGSize(width: text.width + 20, height: text.height + 20))
    }

    /// The description UIKit prints.
    @Test func constraintsDescribeThemselvesAsUIKitDoes() {
        let a = UIView(), label = UILabel()
        label.text = "Select Item"
        a.addSubview(label)
        let c = label.centerYAnchor.constraint(equalTo: a.centerYAnchor, constant: 5)
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.contains("'Select Item'.centerY == UIView:0x"))
        #expect(c.description.hasSuffix(".centerY + 5   (inactive)>"))
        let h = a.heightAnchor.constraint(equalToConstant: 200)
        h.isActive = true
        #expect(h.description.hasSuffix(".height == 200   (active)>"))
        let m = NSLayoutConstraint(item: label, attribute: .centerY, relatedBy: .equal, toItem: a, attribute: .centerY, multiplier: 0.67, constant: -5)
        #expect(m.description.contains(".centerY == 0.67*UIView:0x") && m.description.contains(".centerY - 5"))
    }
}
