import Foundation

/// The kind of a layer transition (`CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition (`CATransitionSubtype`). Apple's top and
/// bottom are inverted for historical reasons: in a y-down layer, `.fromBottom`
/// makes the new content enter from the top.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple's `.fromRight` (raw value "fromRight").
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// Apple's `.fromLeft` (raw value "fromLeft").
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// Apple's `.fromTop` (raw value "fromTop").
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// Apple's `.fromBottom` (raw value "fromBottom").
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Swift 3 spellings of the transition types and subtypes.
public let kCATransitionFade = CATransitionType.fade
/// Swift 3 spelling of `CATransitionType.moveIn`.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// Swift 3 spelling of `CATransitionType.push`.
public let kCATransitionPush = CATransitionType.push
/// Swift 3 spelling of `CATransitionType.reveal`.
public let kCATransitionReveal = CATransitionType.reveal
/// Swift 3 spelling of `CATransitionSubtype.fromRight`.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// Swift 3 spelling of `CATransitionSubtype.fromLeft`.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// Swift 3 spelling of `CATransitionSubtype.fromTop`.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// Swift 3 spelling of `CATransitionSubtype.fromBottom`.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

/// An animated change of a whole layer's rendering, `CATransition`.
///
/// Added to a layer (always stored under the key "transition", so only one
/// runs at a time), it animates from a snapshot of the layer before the
/// transaction's changes to its appearance after them. The pixels are drawn by
/// the compositor.
@MainActor open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// The direction, for the moving types (nil: from the left edge... Apple's
    /// default for push/moveIn/reveal is `.fromLeft`).
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0…1 (default 0).
    open var startProgress: Float = 0
    /// Where in the transition to end, 0…1, not before `startProgress` (default 1).
    open var endProgress: Float = 1
    /// A Core Image filter on Apple's platforms; not supported here: setting a
    /// non-nil value reports a diagnostic and the transition uses `type`.
    open var filter: Any? {
        didSet {
            if filter != nil {
                CADiagnostics.report("CATransition.filter (Core Image) is not supported; using type \(type.rawValue)")
            }
        }
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CATransition else { return }
        type = o.type; subtype = o.subtype
        startProgress = o.startProgress; endProgress = o.endProgress
    }

    /// Adds the transition to the layer under "transition" whatever the event.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        super.run(forKey: "transition", object: anObject, arguments: dict)
    }
}
