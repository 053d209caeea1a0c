import Foundation
import OpenUIKit

/// Shared pieces of the scenes re-created from Apple's View Programming
/// Guide for iOS, chapter "Animations" (listings 4-1 … 4-9): the source
/// line, plain panels, a lined "page" and a record of callbacks. The art is
/// drawn here from shapes; nothing is copied from the guide.
@MainActor enum Guide {
    /// The guide's source line for `listing` ("4-1").
    nonisolated static func source(_ listing: String) -> String {
        "Apple, View Programming Guide for iOS, \"Animations\", listing \(listing)"
    }

    /// A panel of `color` with a 2-point ink border, added to `parent`.
    @discardableResult
    static func panel(_ frame: CGRect, _ color: CGColor, in parent: UIView, alpha: CGFloat = 1) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = UIColor(cgColor: color)
        view.layer.borderColor = Palette.ink
        view.layer.borderWidth = 2
        view.alpha = alpha
        parent.addSubview(view)
        return view
    }

    /// The presented opacity of `view` (what is on screen now).
    static func shownAlpha(_ view: UIView) -> Double {
        Double((view.layer.presentation() ?? view.layer).opacity)
    }

    /// The presented rotation about z of `layer`, in radians.
    static func shownRotation(_ layer: CALayer) -> Double { Expected.rotationZ(layer) }
}

/// A page of a notebook: white with a margin rule, and, unless `empty`,
/// ink "text" strokes on its lines (glyph-like bars of varying widths).
final class NotePage: UIView {
    /// Whether the page has no writing on it.
    var empty: Bool { didSet { setNeedsDisplay() } }

    /// The first text line's baseline and the line pitch, in points.
    static let firstLine: CGFloat = 30, pitch: CGFloat = 24

    init(frame: CGRect, empty: Bool) {
        self.empty = empty
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), !empty else { return }
        ctx.setFillColor(Palette.ink)
        var y = NotePage.firstLine
        var seed = 7
        while y + 4 < bounds.height - 10 {
            var x: CGFloat = 20
            while x < bounds.width - 40 {
                seed = (seed * 37 + 11) % 97
                let w = CGFloat(8 + seed % 28)
                ctx.fill(CGRect(x: x, y: y - 6, width: w, height: 6))
                x += w + 6
            }
            y += NotePage.pitch
        }
    }
}

/// Callbacks in the order they came, for checkpoints to compare.
@MainActor final class CallLog {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

extension Guide {
    /// Listings 4-6 and 4-7's notes view in `window`: a dark 240 × 220 view
    /// holding a written page (shown) and an empty one (hidden).
    @MainActor static func notes(in window: UIWindow) -> (notes: UIView, written: NotePage, blank: NotePage) {
        let notes = UIView(frame: CGRect(x: 80, y: 40, width: 240, height: 220))
        notes.backgroundColor = UIColor(cgColor: Palette.night)
        window.addSubview(notes)
        let written = NotePage(frame: notes.bounds, empty: false)
        let blank = NotePage(frame: notes.bounds, empty: true)
        blank.isHidden = true
        notes.addSubview(written)
        notes.addSubview(blank)
        return (notes, written, blank)
    }
}
