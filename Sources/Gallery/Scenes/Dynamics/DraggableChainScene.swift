import Foundation
import OpenUIKit

extension Gallery {
    /// UIAttachmentBehavior (Neuburg §29: "moving the anchor drags the item
    /// … the basis of draggable views"; "an attached item may move the other
    /// item"): six beads linked by rigid item-to-item attachments 30 points
    /// long hang under gravity from an anchor attachment on the first bead
    /// (anchored at its centre, so it hinges there). They start in a line
    /// and swing down (an item behaviour's resistance 4 damps them). A
    /// scripted pan on the reference view (1.5–2.5 s) moves the anchor to
    /// the finger; the chain trails after it and comes to hang straight
    /// below its new place. The lines
    /// are redrawn every step from the beads' centres; the ring is the anchor.
    static let dynamicsDraggableChain = Scene(
        name: "dynamics-draggable-chain", title: "Drag a chain by its anchor",
        source: DynamicsScenes.source("UIAttachmentBehavior: a movable anchor"),
        summary: "Six beads joined by 30-point item-to-item attachments hang from an anchor attachment; a scripted pan moves the anchor and the chain follows, links held within a point",
        duration: 5.5, goldenTimes: [5.4]
    ) { ctx in
        let window = ctx.makeWindow()
        let chain = BeadChain(reference: window, anchor: BeadChain.start)
        ctx.keepAlive(chain)
        ctx.at(0.2) { chain.start() }
        ctx.at(1.5) {
            DynamicsScenes.play(TouchScript().drag(from: BeadChain.start, to: BeadChain.end, time: 0, duration: 1, steps: 60), on: window, in: ctx)
        }
        // While the finger moves (1.5–2.5 s) the anchor jumps 3.4 points a
        // frame and the hinge pulls the first bead after it, about 2 points
        // behind; before and after, it sits on the anchor.
        for t in [0.7, 1.3, 1.81, 2.21, 3.6, 4.5, 5.4] {
            let dragging = t > 1.5 && t < 2.6
            ctx.checkpoint(at: t, dragging ? "dragged: links within a point of 30, the first bead just behind the anchor"
                                           : "links within a point of 30; the first bead on the anchor") { r in
                let links = chain.linkLengths()
                r.expect(links.allSatisfy { abs($0 - 30) <= 1 }, "link lengths \(links.map { String(format: "%.2f", $0) })")
                r.expect(chain.worstLink <= 1, "no link ever more than a point off (worst \(chain.worstLink))")
                r.expect(chain.beads[0].center, chain.attachment.anchorPoint, tolerance: dragging ? 2.5 : 1, "first bead at the anchor")
            }
        }
        ctx.checkpoint(at: 1.3, "swinging down under gravity") { r in
            r.expect(chain.beads.dropFirst().allSatisfy { $0.center.y > BeadChain.start.y + 5 }, "every bead below the anchor line")
        }
        ctx.checkpoint(at: 2.01, "dragging: the anchor is under the finger") { r in
            let finger = CGPoint(x: (BeadChain.start.x + BeadChain.end.x) / 2, y: (BeadChain.start.y + BeadChain.end.y) / 2)
            r.expect(chain.attachment.anchorPoint, finger, tolerance: 1e-6, "anchor at the finger, half way")
            r.expect(chain.pans == ["began"], "the pan is under way")
            r.expect(chain.beads[5].center.x < chain.beads[0].center.x - 60, "the chain trails behind")
        }
        ctx.checkpoint(at: 5.4, "hanging straight below the new anchor") { r in
            r.expect(chain.pans == ["began", "ended"], "the pan ended")
            r.expect(!chain.anim.isRunning, "at rest: the animator paused")
            r.expect(chain.attachment.anchorPoint, BeadChain.end, tolerance: 1e-6, "the anchor where the finger lifted")
            for (i, bead) in chain.beads.enumerated() {
                r.expect(bead.center, CGPoint(x: BeadChain.end.x, y: BeadChain.end.y + 30 * Double(i)), tolerance: 1, "bead \(i) hangs \(30 * i) below")
            }
        }
        return window.layer
    }
}

/// A chain of beads on item-to-item attachments hanging from a movable
/// anchor attachment, dragged by a pan on the reference view.
@MainActor final class BeadChain {
    static let start = CGPoint(x: 90, y: 50), end = CGPoint(x: 290, y: 90)
    static let count = 6, spacing: CGFloat = 30, bead: CGFloat = 22
    let reference: UIView
    let beads: [UIView]
    let attachment: UIAttachmentBehavior
    let anim: UIDynamicAnimator
    private let lines: CAShapeLayer
    private let ring: UIView
    /// The pan's states, in order.
    private(set) var pans: [String] = []
    /// The largest error of any link length seen after any step.
    private(set) var worstLink = 0.0

    init(reference: UIView, anchor: CGPoint) {
        self.reference = reference
        lines = DynamicsScenes.lines(in: reference, color: Palette.ink, width: 3)
        let colors = [Palette.red, Palette.orange, Palette.yellow, Palette.green, Palette.teal, Palette.blue]
        beads = (0..<Self.count).map { i in
            let center = CGPoint(x: anchor.x + Self.spacing * Double(i), y: anchor.y)
            let bead = UIView(frame: CGRect(x: center.x - Self.bead / 2, y: center.y - Self.bead / 2, width: Self.bead, height: Self.bead))
            bead.backgroundColor = UIColor(cgColor: colors[i])
            bead.layer.cornerRadius = Self.bead / 2
            bead.layer.borderColor = Palette.ink
            bead.layer.borderWidth = 2
            reference.addSubview(bead)
            return bead
        }
        ring = UIView(frame: CGRect(x: anchor.x - 16, y: anchor.y - 16, width: 32, height: 32))
        ring.layer.cornerRadius = 16
        ring.layer.borderWidth = 2
        ring.layer.borderColor = Palette.purple
        ring.isUserInteractionEnabled = false
        reference.addSubview(ring)
        attachment = UIAttachmentBehavior(item: beads[0], attachedToAnchor: anchor)
        anim = UIDynamicAnimator(referenceView: reference)
        draw()
        reference.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) })
    }

    func start() {
        let gravity = UIGravityBehavior(items: beads)
        gravity.action = { [weak self] in
            guard let self else { return }
            draw()
            worstLink = max(worstLink, linkLengths().map { abs($0 - Double(Self.spacing)) }.max() ?? 0)
        }
        let damping = UIDynamicItemBehavior(items: beads)
        damping.resistance = 4
        anim.addBehavior(gravity)
        anim.addBehavior(damping)
        anim.addBehavior(attachment)
        for (a, b) in zip(beads, beads.dropFirst()) {
            anim.addBehavior(UIAttachmentBehavior(item: a, attachedTo: b))
        }
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: pans.append("began")
        case .ended: pans.append("ended")
        case .cancelled: pans.append("cancelled")
        default: break
        }
        if pan.state == .began || pan.state == .changed || pan.state == .ended {
            attachment.anchorPoint = pan.location(in: reference)
            ring.center = attachment.anchorPoint
        }
    }

    /// The distances between neighbouring beads' centres.
    func linkLengths() -> [Double] {
        zip(beads, beads.dropFirst()).map { Double(hypot($0.center.x - $1.center.x, $0.center.y - $1.center.y)) }
    }

    private func draw() {
        let path = CGMutablePath()
        path.addLines(between: beads.map(\.center))
        lines.path = path
    }
}
