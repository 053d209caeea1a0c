import Foundation

/// An immutable colour: components in a colour space plus alpha, Core Graphics'
/// `CGColor`.
///
/// Components are stored exactly as given — not clamped, so extended-range
/// values (below 0, above 1) survive, and NaN is kept rather than trapping.
/// Apple clamps components of non-extended spaces when drawing; so will the
/// OpenCoreGraphics renderer.
///
/// Two colours are equal when their colour spaces and all components are equal
/// (Apple's `CFEqual`); here NaN components compare equal to NaN so that
/// equality stays reflexive and consistent with hashing.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    private let space: CGColorSpace
    private let storedComponents: [CGFloat]
    /// The pattern a pattern colour paints with (`init(patternSpace:pattern:components:)`); nil otherwise.
    public let pattern: CGPattern?

    /// Creates a colour without validating `components` (colour components then
    /// alpha, `space.numberOfComponents + 1` values), painting with `pattern` when given.
    package init(space: CGColorSpace, uncheckedComponents components: [CGFloat], pattern: CGPattern? = nil) {
        self.space = space
        self.storedComponents = components
        self.pattern = pattern
    }

    /// An RGB colour (Apple's `CGColorCreateGenericRGB`).
    ///
    /// Apple puts it in the Generic RGB space; OpenCoreGraphics, which has no
    /// colour management, uses sRGB — the same space as `init(srgbRed:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, uncheckedComponents: [red, green, blue, alpha])
    }

    /// An sRGB colour (Apple's `CGColorCreateSRGB`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, uncheckedComponents: [red, green, blue, alpha])
    }

    /// A gray colour in the Generic Gray Gamma 2.2 space (Apple's `CGColorCreateGenericGray`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGenericGray, uncheckedComponents: [gray, alpha])
    }

    /// A gray colour in the Generic Gray Gamma 2.2 space (Apple's
    /// `CGColorCreateGenericGrayGamma2_2`; the same space as `init(gray:alpha:)`).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGenericGray, uncheckedComponents: [gray, alpha])
    }

    /// A colour in `space` from `space.numberOfComponents + 1` values read from
    /// `components` (colour components, then alpha) — Apple's `CGColorCreate`.
    ///
    /// As with Apple's, the pointer must address that many values; their number
    /// cannot be checked. Returns nil for a space with no components.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.numberOfComponents > 0 else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.init(space: space, uncheckedComponents: values)
    }

    /// A colour in `space` from an array of colour components followed by alpha.
    ///
    /// Not an Apple API (Apple takes a pointer, which a Swift array literal also
    /// converts to). This overload is preferred for arrays and can check the
    /// count: it returns nil (with a diagnostic) unless `components` holds
    /// exactly `space.numberOfComponents + 1` values.
    public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        guard components.count == space.numberOfComponents + 1 else {
            cgDiagnostic("CGColorCreate: \(components.count) components for a space that needs \(space.numberOfComponents + 1); no colour created.")
            return nil
        }
        self.init(space: space, uncheckedComponents: components)
    }

    /// Opaque black: gray 0, alpha 1 in Generic Gray Gamma 2.2 (as Apple's `kCGColorBlack`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white: gray 1, alpha 1 in Generic Gray Gamma 2.2 (as Apple's `kCGColorWhite`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black: gray 0, alpha 0 (as Apple's `kCGColorClear`).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour space. Never nil in OpenCoreGraphics (Apple's is optional for
    /// pattern colours).
    public var colorSpace: CGColorSpace? { space }

    /// The colour components followed by alpha. Never nil in OpenCoreGraphics.
    public var components: [CGFloat]? { storedComponents }

    /// The number of components including alpha.
    public var numberOfComponents: Int { storedComponents.count }

    /// The alpha (last) component.
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// A copy of the colour (Apple's `CGColorCreateCopy`). Colours are immutable,
    /// so this returns the colour itself; never nil.
    public func copy() -> CGColor? { self }

    /// The same colour with a different alpha (Apple's
    /// `CGColorCreateCopyWithAlpha`). The value is stored unclamped; never nil.
    public func copy(alpha: CGFloat) -> CGColor? {
        var values = storedComponents
        values[values.count - 1] = alpha
        return CGColor(space: space, uncheckedComponents: values, pattern: pattern)
    }

    /// Same colour space and the same components (NaN equal to NaN).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        if lhs === rhs { return true }
        guard lhs.space == rhs.space, lhs.pattern === rhs.pattern, lhs.storedComponents.count == rhs.storedComponents.count else {
            return false
        }
        for (x, y) in zip(lhs.storedComponents, rhs.storedComponents) where !(x == y || (x.isNaN && y.isNaN)) {
            return false
        }
        return true
    }

    /// Hashes the colour space and components, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        for c in storedComponents {
            if c.isNaN { hasher.combine(CGFloat.nan.bitPattern) } else { hasher.combine(c) }
        }
    }

    /// The colour space name and components, in the spirit of Apple's debug description.
    public var description: String {
        let values = storedComponents.map { "\($0)" }.joined(separator: " ")
        return "<CGColor [\(space.name ?? "unnamed")] ( \(values) )>"
    }
}
