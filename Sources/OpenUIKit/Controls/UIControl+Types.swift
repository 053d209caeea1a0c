import Foundation

extension UIControl {
    /// The kinds of event a control sends to its targets (Apple's
    /// `UIControl.Event`; the raw values are Apple's, from UIControl.h).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down again in the control (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved while inside the control's touch area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved while outside the control's touch area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger came back into the control's touch area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger left the control's touch area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the control's touch area (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the control's touch area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the control's touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switch, slider, segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap; iOS 9+).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (iOS 17; never sent here).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed through editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing with the return key (never sent here).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0x0FFF).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (0xF0000).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits for the application's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The state a control is in (Apple's `UIControl.State`; raw values are Apple's).
    /// `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted (no bit set).
        public static let normal = State([])
        /// A finger is down in the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (never set here: there is no focus engine).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits for the application's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content horizontally (Apple's
    /// `UIControl.ContentHorizontalAlignment`; raw values are Apple's).
    public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
        /// Centred (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// Against the leading edge (left: OpenUIKit is left-to-right only).
        case leading = 4
        /// Against the trailing edge (right).
        case trailing = 5
    }

    /// How a control places its content vertically (Apple's
    /// `UIControl.ContentVerticalAlignment`; raw values are Apple's).
    public enum ContentVerticalAlignment: Int, Sendable, Hashable {
        /// Centred (the default).
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }
}

extension CGFloat {
    /// The value when it is finite, else `fallback` with a one-time
    /// diagnostic naming `what` — the shared guard of the controls' setters.
    func finiteOr(_ fallback: CGFloat, _ what: @autoclosure () -> String, about subject: AnyObject? = nil) -> CGFloat {
        guard isFinite else {
            CGDiagnostics.reportOnce("\(what()) = \(self) is not finite; \(fallback) is used", about: subject)
            return fallback
        }
        return self
    }
}

extension UIView {
    /// Makes the view a round control thumb: `diameter` wide, a soft shadow
    /// `shadowRadius` wide 2 points below, not taking touches (the switch's
    /// and the slider's thumbs).
    func configureAsThumb(diameter d: CGFloat, shadowRadius: CGFloat) {
        bounds = CGRect(x: 0, y: 0, width: d, height: d)
        layer.cornerRadius = d / 2
        layer.shadowOpacity = 0.2
        layer.shadowRadius = shadowRadius
        layer.shadowOffset = CGSize(width: 0, height: 2)
        isUserInteractionEnabled = false
    }
}
