import Foundation

// Apple boxes Core Graphics and Core Animation structs in NSValue
// (`NSValue(cgPoint:)` in UIKit, `NSValue(caTransform3D:)` in QuartzCore) and
// animation code passes them as `fromValue`/`toValue`. Foundation on Linux
// has NSValue(point:), NSValue(size:) and NSValue(rect:) but cannot box other
// structs, so transforms and vectors are stored as arrays of doubles
// (objCType "[16d]", "[6d]", "[2d]") — on Apple's platforms the objCType
// strings name the struct instead. Every animation API accepts both the boxed
// and the raw struct.

private let transform3DType = "[16d]"
private let affineType = "[6d]"
private let vectorType = "[2d]"

extension NSValue {
    /// Boxes a point (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Boxes a vector (UIKit's `NSValue(cgVector:)`).
    public convenience init(cgVector vector: CGVector) {
        var v: (Double, Double) = (Double(vector.dx), Double(vector.dy))
        self.init(bytes: &v, objCType: vectorType)
    }

    /// Boxes an affine transform (UIKit's `NSValue(cgAffineTransform:)`).
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var v: (Double, Double, Double, Double, Double, Double) =
            (Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        self.init(bytes: &v, objCType: affineType)
    }

    /// Boxes a 3D transform (QuartzCore's `NSValue(caTransform3D:)`).
    public convenience init(caTransform3D t: CATransform3D) {
        var v = t
        self.init(bytes: &v, objCType: transform3DType)
    }

    private var objCTypeString: String { String(cString: objCType) }

    /// The boxed point; `.zero` if the value holds something else (Apple's result is undefined).
    public var cgPointValue: CGPoint { boxedPoint ?? .zero }
    /// The boxed size; `.zero` if the value holds something else.
    public var cgSizeValue: CGSize { boxedSize ?? .zero }
    /// The boxed rectangle; `.zero` if the value holds something else.
    public var cgRectValue: CGRect { boxedRect ?? .zero }
    /// The boxed vector; `.zero` if the value holds something else.
    public var cgVectorValue: CGVector { boxedVector ?? .zero }
    /// The boxed affine transform; identity if the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform { boxedAffineTransform ?? .identity }
    /// The boxed 3D transform; identity if the value holds something else.
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? .identity }

    // The optional readers below tell what an NSValue really holds; the
    // animation value converter uses them.

    package var boxedPoint: CGPoint? { objCTypeString.hasPrefix("{CGPoint") ? pointValue : nil }
    package var boxedSize: CGSize? { objCTypeString.hasPrefix("{CGSize") ? sizeValue : nil }
    package var boxedRect: CGRect? { objCTypeString.hasPrefix("{CGRect") ? rectValue : nil }

    package var boxedVector: CGVector? {
        guard objCTypeString == vectorType else { return nil }
        var v: (Double, Double) = (0, 0)
        getValue(&v)
        return CGVector(dx: v.0, dy: v.1)
    }

    package var boxedAffineTransform: CGAffineTransform? {
        guard objCTypeString == affineType else { return nil }
        var v: (Double, Double, Double, Double, Double, Double) = (1, 0, 0, 1, 0, 0)
        getValue(&v)
        return CGAffineTransform(a: v.0, b: v.1, c: v.2, d: v.3, tx: v.4, ty: v.5)
    }

    package var boxedTransform3D: CATransform3D? {
        guard objCTypeString == transform3DType else { return nil }
        var t = CATransform3D.identity
        getValue(&t)
        return t
    }
}
