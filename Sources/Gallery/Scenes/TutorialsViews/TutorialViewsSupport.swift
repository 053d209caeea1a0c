import OpenUIKit

/// Shared pieces of the view scenes of "iOS Animations by Tutorials" (3rd
/// edition): the window, a view that draws itself with a closure (for
/// backdrops and the book's table of menu cells), drawn text, and an
/// independent 4×4 matrix model for the checkpoints.
@MainActor enum TutorialViews {
    /// The book's source line for chapter `chapter` and its demo.
    nonisolated static func source(_ chapter: Int, _ demo: String) -> String { Tutorials.source(chapter, demo) }

    /// A black window filling the canvas with the controller `make` returns
    /// as its root, both kept alive for the run. The controller is made
    /// after the window, so images it draws as it is created are drawn at
    /// this run's screen scale.
    static func window<Controller: UIViewController>(in ctx: SceneContext,
                                                     showing make: () -> Controller) -> (UIWindow, Controller) {
        let window = ctx.makeWindow(background: .black)
        let controller = make()
        window.rootViewController = controller
        ctx.keepAlive(controller)
        return (window, controller)
    }

    /// An opaque sRGB `UIColor`.
    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Draws `text` centred horizontally on `x` with its top at `y`, in the
    /// current context.
    static func drawText(_ text: String, centeredOn x: CGFloat, top y: CGFloat, size: CGFloat,
                         bold: Bool = false, color: UIColor) {
        let font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let width = text.size(withAttributes: attributes).width
        text.draw(at: CGPoint(x: x - width / 2, y: y), withAttributes: attributes)
    }

    /// Fills `rect` with `color` in the current context.
    static func fill(_ rect: CGRect, _ color: UIColor, cornerRadius: CGFloat = 0) {
        color.setFill()
        (cornerRadius > 0 ? UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius) : UIBezierPath(rect: rect)).fill()
    }
}

/// A view whose `draw(_:)` runs a closure with its bounds: the scenes'
/// backdrops and the menu's rows. Not Apple API.
final class SketchView: UIView {
    /// Draws the view's content into the current context.
    var sketch: @MainActor (CGRect) -> Void

    init(frame: CGRect, background: UIColor? = nil, sketch: @escaping @MainActor (CGRect) -> Void = { _ in }) {
        self.sketch = sketch
        super.init(frame: frame)
        backgroundColor = background
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        sketch = { _ in }
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) { sketch(bounds) }
}

/// A 4×4 matrix in Core Animation's row-vector convention (points are rows
/// multiplied on the left: p′ = p · M), built and multiplied here from the
/// textbook formulas — independent of `CATransform3D`'s functions — so the
/// checkpoints compare the engine with the book's math. Not Apple API.
struct Matrix4: Sendable {
    /// Rows m11…m14, m21…m24, m31…m34, m41…m44.
    var m: [[Double]]

    static let identity = Matrix4(m: (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } })

    /// The identity with m34 = −1/distance: perspective for a camera
    /// `distance` points in front of the plane.
    static func perspective(_ distance: Double) -> Matrix4 {
        var p = identity
        p.m[2][3] = -1 / distance
        return p
    }

    /// A translation by (x, y, z).
    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        var t = identity
        t.m[3][0] = x; t.m[3][1] = y; t.m[3][2] = z
        return t
    }

    /// A scale by (x, y, z).
    static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        var s = identity
        s.m[0][0] = x; s.m[1][1] = y; s.m[2][2] = z
        return s
    }

    /// A rotation by `angle` about the axis (x, y, z) (normalised here), as
    /// Core Animation writes it: with c = cos, s = sin, t = 1 − c,
    /// m11 = t·x² + c, m12 = t·x·y + s·z, m13 = t·x·z − s·y, and so on.
    static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        let n = (x * x + y * y + z * z).squareRoot()
        let (x, y, z) = (x / n, y / n, z / n)
        let c = cos(angle), s = sin(angle), t = 1 - c
        var r = identity
        r.m[0] = [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0]
        r.m[1] = [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0]
        r.m[2] = [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0]
        return r
    }

    /// `self` then `other` (self · other).
    func then(_ other: Matrix4) -> Matrix4 {
        Matrix4(m: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + m[i][$1] * other.m[$1][j] } } })
    }

    /// The 16 elements, row by row.
    var elements: [Double] { m.flatMap { $0 } }

    /// The 16 elements of a `CATransform3D`, row by row.
    static func elements(of t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
    }
}
