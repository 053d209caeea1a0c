import Foundation

// UIKit's font and colour in a `CATextLayer`'s attributed string: Apple's
// text layer reads a `UIFont` as the `CTFont` it is bridged to, and a
// `UIColor` foreground colour too.

extension UIFont: TextLayerAttributeFont {
    /// The bundled face that draws this font.
    package var textLayerCGFont: CGFont? { cgFont }
    /// `pointSize`.
    package var textLayerPointSize: CGFloat { pointSize }
}

extension UIColor: TextLayerAttributeColor {
    /// `cgColor`.
    package var textLayerCGColor: CGColor { cgColor }
}
