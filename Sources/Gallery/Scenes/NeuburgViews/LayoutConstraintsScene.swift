import OpenUIKit

extension Gallery {
    /// Neuburg demo 49 (the forms with constraints): three squares, each
    /// placed by constraints in its own container — leading 12 from the
    /// container's layout margins guide (8), centred vertically — so each
    /// starts at x 20…70 (centre 45, 40). At 0.3 s the top one's centre is
    /// animated 100 right for 1 s while nothing tells the constraints; its
    /// completion lays the container out and the square jumps back (the
    /// conflict). The middle one has its leading constant raised by 100
    /// first and `layoutIfNeeded()` animated for 1 s: it stays (remedy 2).
    /// At 1.6 s the bottom one's leading constraint is swapped for a
    /// trailing one to the margins guide minus the same 12, laid out in a
    /// 0.4 s block: it crosses to 360 − 8 − 12 = 340 (centre 315).
    static let neuburgLayoutConstraints = Scene(
        name: "neuburg-layout-constraints", title: "Animation against constraints, and animating layout",
        source: Neuburg.source(49, "§31"),
        summary: "Three squares placed by constraints: one slides 100 by its centre and jumps back when the completion lays its superview out; one has its leading constant raised by 100 and layoutIfNeeded animated; one swaps its leading constraint for a trailing one to the margins guide, laid out over 0.4 s",
        duration: 2.5
    ) { ctx in
        let window = ctx.makeWindow()
        /// A container 360 × 80 at y `top`, and a 50-point square in it,
        /// placed by constraints; the square's leading constraint is returned.
        @MainActor func row(_ top: CGFloat, _ color: CGColor) -> (container: UIView, v: UIView, leading: NSLayoutConstraint) {
            let container = UIView(frame: CGRect(x: 20, y: top, width: 360, height: 80))
            container.backgroundColor = UIColor(white: 0.85, alpha: 1)
            window.addSubview(container)
            let v = NeuburgViews.square(50, at: CGPoint(x: 45, y: 40), color, in: container)
            v.translatesAutoresizingMaskIntoConstraints = false
            let leading = v.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 12)
            NSLayoutConstraint.activate([
                leading,
                v.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                v.widthAnchor.constraint(equalToConstant: 50),
                v.heightAnchor.constraint(equalToConstant: 50),
            ])
            container.layoutIfNeeded()
            return (container, v, leading)
        }
        let conflict = row(15, Palette.orange)
        let remedy = row(110, Palette.teal)
        let swap = row(205, Palette.purple)
        var completed = false
        var trailing: NSLayoutConstraint?

        ctx.at(0.3) {
            let v = conflict.v
            UIView.animate(withDuration: 1) {
                v.center.x += 100
            } completion: { _ in
                v.superview!.setNeedsLayout()
                v.superview!.layoutIfNeeded()
                completed = true
            }
            let con = remedy.leading
            con.constant += 100
            UIView.animate(withDuration: 1) {
                remedy.v.superview!.layoutIfNeeded()
            }
        }
        ctx.at(1.6) {
            let c = swap.leading.constant
            NSLayoutConstraint.deactivate([swap.leading])
            let newConstraint = swap.v.trailingAnchor.constraint(equalTo: swap.container.layoutMarginsGuide.trailingAnchor, constant: -c)
            NSLayoutConstraint.activate([newConstraint])
            trailing = newConstraint
            UIView.animate(withDuration: 0.4) {
                swap.v.superview!.layoutIfNeeded()
            }
        }

        ctx.checkpoint(at: 0.2, "laid out by constraints") { r in
            for (name, v) in [("conflict", conflict.v), ("remedy", remedy.v), ("swap", swap.v)] {
                r.expect(v.frame == CGRect(x: 20, y: 15, width: 50, height: 50), "\(name): margin 8 + 12 in, centred (\(v.frame))")
                r.expect(v.superview!.constraints.count == 2, "\(name): leading and centre-y on the container")
            }
        }
        ctx.checkpoint(at: 0.8, "half way: both slide") { r in
            let x = 45 + 100 * Expected.easeInOut(0.5)
            r.expect(Double(NeuburgViews.shownCenter(conflict.v).x), x, tolerance: 1e-4, "conflict: shown")
            r.expect(conflict.v.center.x == 145, "conflict: the model centre moved at once, the constraint did not")
            r.expect(conflict.leading.constant == 12, "conflict: the constraint still says 12")
            r.expect(Double(NeuburgViews.shownCenter(remedy.v).x), x, tolerance: 1e-4, "remedy: shown")
            r.expect(remedy.v.center.x == 145 && remedy.leading.constant == 112, "remedy: the constraint says 112")
        }
        ctx.checkpoint(at: 1.29, "just before the conflict's completion") { r in
            let x = 45 + 100 * Expected.easeInOut(0.99)
            r.expect(!completed, "the completion has not run")
            r.expect(Double(NeuburgViews.shownCenter(conflict.v).x), x, tolerance: 1e-4, "conflict: nearly at 145")
            r.expect(Double(NeuburgViews.shownCenter(remedy.v).x), x, tolerance: 1e-4, "remedy: nearly at 145")
        }
        ctx.checkpoint(at: 1.31, "after it: the conflict square jumped back") { r in
            r.expect(completed, "the completion ran")
            r.expect(conflict.v.center == CGPoint(x: 45, y: 40), "conflict: the constraints won (\(conflict.v.center))")
            r.expect(NeuburgViews.shownCenter(conflict.v), CGPoint(x: 45, y: 40), "conflict: shown there too, no animation")
            r.expect(conflict.v.layer.animationKeys() == nil, "conflict: the jump is not animated")
            r.expect(NeuburgViews.shownCenter(remedy.v), CGPoint(x: 145, y: 40), "remedy: stays at 145")
        }
        ctx.checkpoint(at: 1.8, "half way to the trailing margin") { r in
            r.expect(!swap.leading.isActive && trailing?.isActive == true, "leading off, trailing on")
            r.expect(swap.v.frame.maxX == 340, "the model at 360 − 8 − 12 (\(swap.v.frame))")
            r.expect(Double(NeuburgViews.shownCenter(swap.v).x), 45 + 270 * Expected.easeInOut(0.5), tolerance: 1e-4,
                     "centre half way from 45 to 315")
        }
        ctx.checkpoint(at: 2.1, "at the trailing margin; a later layout moves nothing") { r in
            r.expect(NeuburgViews.shownCenter(swap.v), CGPoint(x: 315, y: 40), "swap: arrived")
            for container in [conflict.container, remedy.container, swap.container] {
                container.setNeedsLayout()
                container.layoutIfNeeded()
            }
            r.expect(conflict.v.center.x == 45 && remedy.v.center.x == 145 && swap.v.center.x == 315,
                     "each where its constraints say")
        }
        return window.layer
    }
}
