import Foundation

/// The base class of views that turn touches into events sent to targets —
/// buttons, switches, sliders, segmented controls, text fields (Apple's `UIControl`).
///
/// A control tracks one finger the way UIKit's does: a finger down while the
/// control is enabled highlights it and sends `.touchDown` (plus
/// `.touchDownRepeat` for a second tap); moves send `.touchDragInside` or
/// `.touchDragOutside`, and `.touchDragEnter`/`.touchDragExit` when the
/// finger crosses the touch area's edge (the highlight follows the finger);
/// the lift un-highlights and sends `.touchUpInside` or `.touchUpOutside`; a
/// cancel sends `.touchCancel`. The touch area is the bounds grown by
/// `UIControl.touchAreaMargin` (70 points) on every side: on iOS a finger
/// may stray about that far and still count as inside (UIKit's measured
/// behaviour, not documented by Apple). Subclasses refine tracking through
/// `beginTracking(_:with:)`, `continueTracking(_:with:)`,
/// `endTracking(_:with:)` and `cancelTracking(with:)`, as on iOS. When one
/// touch produces several events they are sent lowest raw value first (a
/// move that leaves sends `.touchDragOutside`, then `.touchDragExit`);
/// Apple does not document the order within one touch.
///
/// Targets and actions: Swift on Linux has no selectors, so `addTarget`
/// takes an unbound method (`button.addTarget(self, action: Self.tapped,
/// for: .touchUpInside)`, see UIControl+Actions.swift); iOS 14's
/// `addAction(_:for:)` with a `UIAction` works as on iOS. Actions run in the
/// order they were added.
///
/// Not provided: context menus, `UIControl.contextMenuInteraction`, tooltips,
/// focus, `sendAction(_:to:for:)` with selectors.
@MainActor open class UIControl: UIView {
    /// How far outside the bounds (points, every side) a tracked finger still
    /// counts as inside: 70, UIKit's observed value.
    public static let touchAreaMargin: CGFloat = 70

    /// The registered actions, in the order they were added.
    var controlActions: [ControlAction] = []

    /// Whether the control takes touches and draws as enabled (true by default).
    /// A disabled control ignores touches; setting it to false ends any tracking.
    open var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled, isTracking { isTracking = false; isHighlighted = false }
            controlStateDidChange()
        }
    }

    /// Whether the control is selected (false by default; UIButton shows its
    /// `.selected` content, UISegmentedControl manages its segments itself).
    open var isSelected: Bool = false {
        didSet { if oldValue != isSelected { controlStateDidChange() } }
    }

    /// Whether a finger is down in the control (set and cleared by tracking;
    /// settable by code).
    open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { controlStateDidChange() } }
    }

    /// How the control's content sits horizontally (`.center` by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How the control's content sits vertically (`.center` by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Whether the control is tracking a finger now.
    open internal(set) var isTracking: Bool = false

    /// Whether the tracked finger is inside the touch area now.
    open internal(set) var isTouchInside: Bool = false

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Creates a control with `frame`. Controls are transparent
    /// (`isOpaque` false) as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Apple's archive initializer; the coder is not read (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Creates a control with `frame` and adds `primaryAction` for
    /// `.primaryActionTriggered` (Apple's `init(frame:primaryAction:)`, iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Override points

    /// Called when a finger goes down in the control; return true to keep
    /// tracking it (the default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called as the tracked finger moves; return false to stop tracking
    /// (the default returns true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked finger lifts (`touch` nil only when the
    /// control stops tracking for another reason). Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked finger's touch is cancelled. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed: the
    /// subclasses' hook to update their look. Not Apple API (UIKit's
    /// subclasses override the setters; that works here too).
    open func controlStateDidChange() {}

    // MARK: Touches

    /// Starts tracking: highlight, `beginTracking`, then `.touchDown`
    /// (and `.touchDownRepeat` for a repeated tap).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    /// Follows the finger: `continueTracking`, the highlight, then the drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = touchArea.contains(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    /// Ends tracking: un-highlight, `endTracking`, then `.touchUpInside`
    /// (with `.primaryActionTriggered` for a button) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = touchArea.contains(touch.location(in: self))
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        if wasTracking { endTracking(touch, with: event) }
        sendActions(for: isTouchInside ? touchUpInsideEvents : .touchUpOutside, with: event)
        isTouchInside = false
    }

    /// Cancels tracking: un-highlight, `cancelTracking`, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        if wasTracking { cancelTracking(with: event) }
        sendActions(for: .touchCancel, with: event)
    }

    /// The events a lift inside sends: `.touchUpInside`; buttons add
    /// `.primaryActionTriggered`.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// The bounds grown by `touchAreaMargin`.
    var touchArea: CGRect { bounds.insetBy(dx: -Self.touchAreaMargin, dy: -Self.touchAreaMargin) }
}
