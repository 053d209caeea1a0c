import Foundation

extension NSAttributedString {
    /// The string's runs: each stretch of text with its attributes resolved.
    var textPieces: [(String, TextAttributes)] {
        var pieces: [(String, TextAttributes)] = []
        let text = string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            pieces.append((text.substring(with: range), TextAttributes(attributes)))
        }
        return pieces
    }

    /// Draws the attributed string with its top-left corner at `point` in the
    /// current UIKit context (Apple's `draw(at:)`). Runs keep their own font,
    /// colours, kerning and stroke; with several runs each paragraph is one
    /// unwrapped line (see `TextBlock`).
    public func draw(at point: CGPoint) {
        guard let context = stringContext() else { return }
        TextBlock(textPieces, width: nil, height: nil).draw(at: point, in: context)
    }

    /// Draws the attributed string in `rect` (Apple's `draw(in:)`), clipped
    /// to it. Text in one set of attributes wraps and aligns as
    /// `NSString.draw(in:withAttributes:)`; text in several runs is laid out
    /// one unwrapped line per paragraph, aligned as its first run says.
    public func draw(in rect: CGRect) {
        guard let context = stringContext(), let r = finiteRect(rect) else { return }
        let block = TextBlock(textPieces, width: r.width, height: r.height)
        context.saveGState()
        context.clip(to: r)
        block.draw(at: r.origin, in: context)
        context.restoreGState()
    }

    /// The size the attributed string takes when drawn with `draw(at:)` (Apple's `size()`).
    public func size() -> CGSize {
        TextBlock(textPieces, width: nil, height: nil).size
    }
}
